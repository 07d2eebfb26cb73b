/// A layer normalization's parameters, `gamma` and `beta`, over rows of `gamma.count` floats: each row less its
/// mean, divided by the square root of its (biased) variance plus epsilon, times gamma, plus beta.
struct LayerNorm: Sendable {
    var gamma: [Float]
    var beta: [Float]

    /// `x[r] = LayerNorm(x[r] + delta[r])` (or of `x[r]` alone when `delta` is nil) for `rows` rows stored back to
    /// back, on every core.
    func apply(_ x: UnsafeMutablePointer<Float>, adding delta: UnsafePointer<Float>?, rows: Int, epsilon: Float) {
        let width = gamma.count
        let chunk = 64
        gamma.withUnsafeBufferPointer { gamma in
            beta.withUnsafeBufferPointer { beta in
                parallelFor((rows + chunk - 1) / chunk) { c in
                    for r in (c * chunk)..<min(rows, (c + 1) * chunk) {
                        EncoderKernels.addLayerNorm(
                            x + r * width, adding: delta.map { $0 + r * width }, gamma: gamma.baseAddress!,
                            beta: beta.baseAddress!, count: width, epsilon: epsilon)
                    }
                }
            }
        }
    }
}
