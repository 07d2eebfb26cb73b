/// A dense layer `y = x·Wᵀ + b` (optionally followed by GELU) whose fp32 weights are repacked once, at load,
/// into the panels ``EncoderKernels`` multiply with.
///
/// Work is split over row blocks and panel groups on every core: a task streams its panels while its rows
/// stay in cache.
struct PackedLinear: DenseLayer {
    /// Rows per task, so a task's inputs stay in the core's L2 cache (64 rows of 1,536 floats: 384 KB).
    static let rowsPerTask = 64

    let weights: PanelWeights<Float>
    var inputs: Int { weights.inputs }
    var outputs: Int { weights.outputs }

    /// - Parameters:
    ///   - weight: `outputs × inputs`, row-major (PyTorch's `Linear.weight`); `outputs` a multiple of
    ///     ``EncoderKernels/panelWidth``.
    ///   - bias: `outputs` values.
    init(weight: [Float], bias: [Float], inputs: Int, outputs: Int, gelu: Bool = false) {
        precondition(
            outputs % EncoderKernels.panelWidth == 0 && weight.count == inputs * outputs && bias.count == outputs)
        weights = PanelWeights(
            inputs: inputs, outputs: outputs, panelWidth: EncoderKernels.panelWidth,
            panels: EncoderKernels.pack(weight, outputs: outputs, inputs: inputs), bias: bias, gelu: gelu)
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
        let (inputs, outputs, gelu) = (inputs, outputs, weights.gelu)
        weights.forEachTile(rows: rows, rowsPerTask: Self.rowsPerTask) { rowRange, panelRange, panels, bias in
            EncoderKernels.linear(
                x, rows: rowRange, inputs: inputs, panels: panels, bias: bias, panelRange: panelRange, into: y,
                outputs: outputs, gelu: gelu)
        }
    }
}
