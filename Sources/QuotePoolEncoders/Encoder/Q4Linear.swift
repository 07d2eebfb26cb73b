import CMiniLMKernels

/// A dense layer `y = x·Wᵀ + b` (optionally followed by GELU) with 4-bit weights: Q4_0 blocks (a binary16
/// scale per 32 weights) repacked once, at load, into panels of eight columns; the inputs are quantized to
/// 8 bits per 32-value block (Q8_0) on each call, and the product runs on bytes (``EncoderKernels/linearQ4``).
///
/// Weights take 0.625 bytes each in memory (fp32 panels: 4). The quantized product differs from the fp32 one
/// by the rounding of the inputs, well under a thousandth of a vector's length after twelve layers.
struct Q4Linear: DenseLayer {
    /// Rows per task: 64 quantized rows of 1,536 inputs are 120 KB, which stay in a core's L2 cache.
    static let rowsPerTask = 64

    let weights: PanelWeights<qp_q4_panel_block>
    var inputs: Int { weights.inputs }
    var outputs: Int { weights.outputs }

    /// - Parameters:
    ///   - parts: stored Q4_0 weights whose output rows, in order, make the layer's `outputs` (one part, or
    ///     several fused into one product such as query, key and value); each part's rows a multiple of
    ///     ``EncoderKernels/q4PanelWidth``, each row `inputs / 32` blocks.
    ///   - inputs: a multiple of ``EncoderKernels/quantBlock``.
    ///   - bias: `outputs` values.
    init(parts: [(weight: UnsafeRawPointer, outputs: Int)], bias: [Float], inputs: Int, gelu: Bool = false) {
        let outputs = parts.reduce(0) { $0 + $1.outputs }
        precondition(
            inputs % EncoderKernels.quantBlock == 0 && bias.count == outputs
                && parts.allSatisfy { $0.outputs % EncoderKernels.q4PanelWidth == 0 })
        var panels: [qp_q4_panel_block] = []
        panels.reserveCapacity(outputs / EncoderKernels.q4PanelWidth * (inputs / EncoderKernels.quantBlock))
        for part in parts {
            EncoderKernels.packQ4(part.weight, outputs: part.outputs, inputs: inputs, into: &panels)
        }
        weights = PanelWeights(
            inputs: inputs, outputs: outputs, panelWidth: EncoderKernels.q4PanelWidth, panels: panels, bias: bias,
            gelu: gelu)
    }

    func apply(_ x: UnsafePointer<Float>, rows: Int, into y: UnsafeMutablePointer<Float>) {
        guard rows > 0 else { return }
        let (inputs, outputs, gelu) = (inputs, outputs, weights.gelu)
        let blocks = inputs / EncoderKernels.quantBlock
        let quantized = UnsafeMutablePointer<qp_q8_block>.allocate(capacity: rows * blocks)
        defer { quantized.deallocate() }
        // Quantizing is a pass over the inputs, a few microseconds per hundred rows: split only big batches.
        let chunk = Self.rowsPerTask
        parallelFor(rows <= chunk ? 1 : (rows + chunk - 1) / chunk) { c in
            let first = c * chunk
            let count = rows <= chunk ? rows : min(chunk, rows - first)
            EncoderKernels.quantizeQ8(x + first * inputs, rows: count, inputs: inputs, into: quantized + first * blocks)
        }
        weights.forEachTile(rows: rows, rowsPerTask: Self.rowsPerTask) { rowRange, panelRange, panels, bias in
            EncoderKernels.linearQ4(
                quantized, rows: rowRange, inputs: inputs, panels: panels, bias: bias, panelRange: panelRange,
                into: y, outputs: outputs, gelu: gelu)
        }
    }
}
