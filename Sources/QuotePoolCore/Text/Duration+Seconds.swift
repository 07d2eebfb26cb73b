extension Duration {
    /// The duration in seconds, as a `Double` (for timings and budgets).
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
