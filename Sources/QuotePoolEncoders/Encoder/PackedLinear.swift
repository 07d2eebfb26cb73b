/// A dense layer `y = x·Wᵀ + b` (optionally followed by GELU) whose fp32 weights are repacked once, at load,
/// into the panels ``EncoderKernels`` multiply with.
///
/// Work is split over row blocks and panel groups on every core: a task streams its panels while its rows
/// stay in cache.
struct PackedLinear: DenseLayer {
    /// Rows per task, so a task's inputs stay in the core's L2 cache (64 rows of 1,536 floats: 384 KB).
    static let rowsPerTask = 64

    let inputs: Int
    let outputs: Int
    let panels: [Float]
    let bias: [Float]
    /// Whether GELU follows the product (fused: applied to each tile while it is in cache).
    let gelu: Bool

    /// - Parameters:
    ///   - weight: `outputs × inputs`, row-major (PyTorch's `Linear.weight`); `outputs` a multiple of
    ///     ``EncoderKernels/panelWidth``.
    ///   - bias: `outputs` values.
    init(weight: [Float], bias: [Float], inputs: Int, outputs: Int, gelu: Bool = false) {
        precondition(
            outputs % EncoderKernels.panelWidth == 0 && weight.count == inputs * outputs && bias.count == outputs)
        self.inputs = inputs
        self.outputs = outputs
        self.panels = EncoderKernels.pack(weight, outputs: outputs, inputs: inputs)
        self.bias = bias
        self.gelu = gelu
    }

    /// A layer whose weights are stored inputs-major (`x·W`, NumPy's and TensorFlow's layout): `parts`, each
    /// `inputs × n` for its own `n` columns, side by side make the layer's outputs, in order (one part, or several
    /// fused into one product). A nil `bias` is zero.
    init(inputMajor parts: [[Float]], inputs: Int, bias: [Float]? = nil) {
        var weight: [Float] = []
        for part in parts {
            precondition(part.count % inputs == 0)
            let columns = part.count / inputs
            weight.reserveCapacity(weight.count + part.count)
            for column in 0..<columns {
                for k in 0..<inputs { weight.append(part[k * columns + column]) }
            }
        }
        let outputs = weight.count / inputs
        self.init(weight: weight, bias: bias ?? [Float](repeating: 0, count: outputs), inputs: inputs, outputs: outputs)
    }

    func apply(_ x: UnsafePointer<Float>, rows: Int, into y: UnsafeMutablePointer<Float>) {
        let (inputs, outputs, gelu) = (inputs, outputs, gelu)
        panels.withUnsafeBufferPointer { panels in
            bias.withUnsafeBufferPointer { bias in
                forEachTile(
                    rows: rows, panels: outputs / EncoderKernels.panelWidth, rowsPerTask: Self.rowsPerTask
                ) { rowRange, panelRange in
                    EncoderKernels.linear(
                        x, rows: rowRange, inputs: inputs, panels: panels.baseAddress!, bias: bias.baseAddress!,
                        panelRange: panelRange, into: y, outputs: outputs, gelu: gelu)
                }
            }
        }
    }
}
