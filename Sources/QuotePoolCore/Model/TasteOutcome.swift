/// The taste filter's verdict: a score in 0...1, or skipped with why.
public enum TasteOutcome: Sendable, Equatable, Codable {
    case scored(Double)
    case skipped(String)

    public var score: Double? { if case .scored(let s) = self { s } else { nil } }
}
