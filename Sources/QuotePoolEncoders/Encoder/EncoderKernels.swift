import CMiniLMKernels

/// The numeric kernels of the BERT encoder, in C (`CMiniLMKernels`, built with `-O3` even in debug builds):
/// AVX2 and FMA where the CPU has them, chosen at run time, portable C otherwise.
///
/// Every function works on caller-owned buffers and touches only the rows or columns it is given, so callers
/// may run disjoint calls on several threads.
enum EncoderKernels {
    /// Output columns per packed fp32 weight panel.
    static let panelWidth = Int(QP_MINILM_PANEL)
    /// Output columns per Q4_0 weight panel.
    static let q4PanelWidth = Int(QP_Q4_PANEL)
    /// Weights (or activations) per quantization block.
    static let quantBlock = Int(QP_QBLOCK)
    /// Bytes of one stored Q4_0 block (binary16 scale, 16 bytes of nibbles).
    static let q4BlockBytes = Int(QP_Q4_BLOCK_BYTES)

    /// Whether the AVX2 and FMA paths are in use.
    static var accelerated: Bool { qp_minilm_accelerated() != 0 }

    /// `weight` (`outputs × inputs`, PyTorch layout) as panels of ``panelWidth`` columns.
    static func pack(_ weight: [Float], outputs: Int, inputs: Int) -> [Float] {
        [Float](unsafeUninitializedCapacity: weight.count) { buffer, initialized in
            qp_minilm_pack(weight, outputs, inputs, buffer.baseAddress!)
            initialized = weight.count
        }
    }

    /// `y = x·Wᵀ + b` (then GELU when `gelu`) for `rows` of `x` and the columns of `panels`' range.
    static func linear(
        _ x: UnsafePointer<Float>, rows: Range<Int>, inputs: Int, panels: UnsafePointer<Float>,
        bias: UnsafePointer<Float>, panelRange: Range<Int>, into y: UnsafeMutablePointer<Float>, outputs: Int,
        gelu: Bool
    ) {
        qp_minilm_linear(
            x, rows.lowerBound, rows.upperBound, inputs, panels, bias, panelRange.lowerBound, panelRange.upperBound,
            y, outputs, gelu ? 1 : 0)
    }

    /// The floats of scratch space ``attention(_:length:hidden:head:headSize:into:scratch:)`` needs.
    static func attentionScratch(length: Int, headSize: Int) -> Int { qp_minilm_attention_scratch(length, headSize) }

    /// One head's attention over one sequence (see `qp_minilm_attention`); `scratch` holds
    /// ``attentionScratch(length:headSize:)`` floats.
    static func attention(
        _ qkv: UnsafePointer<Float>, length: Int, hidden: Int, head: Int, headSize: Int,
        into context: UnsafeMutablePointer<Float>, scratch: UnsafeMutablePointer<Float>
    ) {
        qp_minilm_attention(qkv, length, hidden, head, headSize, context, scratch)
    }

    /// `row = LayerNorm(row + delta)` with `gamma` and `beta`, over `count` floats.
    static func addLayerNorm(
        _ row: UnsafeMutablePointer<Float>, adding delta: UnsafePointer<Float>?, gamma: UnsafePointer<Float>,
        beta: UnsafePointer<Float>, count: Int, epsilon: Float
    ) {
        qp_minilm_add_layer_norm(row, delta, gamma, beta, count, epsilon)
    }

    /// GELU (erf form) in place.
    static func gelu(_ values: UnsafeMutablePointer<Float>, count: Int) {
        qp_minilm_gelu(values, count)
    }

    /// A stored Q4_0 weight (`outputs` rows of `inputs / 32` blocks) as panels of ``q4PanelWidth`` columns,
    /// appended to `panels`.
    static func packQ4(_ weight: UnsafeRawPointer, outputs: Int, inputs: Int, into panels: inout [qp_q4_panel_block]) {
        let count = outputs / q4PanelWidth * (inputs / quantBlock)
        let start = panels.count
        panels.append(contentsOf: repeatElement(qp_q4_panel_block(), count: count))
        panels.withUnsafeMutableBufferPointer { qp_q4_pack(weight, outputs, inputs, $0.baseAddress! + start) }
    }

    /// `count` weights (a multiple of 32) stored as consecutive Q4_0 blocks, widened to floats.
    static func dequantizeQ4(_ blocks: UnsafeRawPointer, count: Int, into out: UnsafeMutablePointer<Float>) {
        qp_q4_dequantize(blocks, count, out)
    }

    /// `rows` rows of `inputs` floats as Q8_0 blocks, row after row.
    static func quantizeQ8(
        _ x: UnsafePointer<Float>, rows: Int, inputs: Int, into out: UnsafeMutablePointer<qp_q8_block>,
        portable: Bool = false
    ) {
        if portable {
            qp_q8_quantize_portable(x, rows, inputs, out)
        } else {
            qp_q8_quantize(x, rows, inputs, out)
        }
    }

    /// `y = x·Wᵀ + b` (then GELU when `gelu`) for `rows` of the quantized `x` and the columns of the Q4_0
    /// `panels`' range; `portable` takes the portable C path whatever the CPU (for tests).
    static func linearQ4(
        _ x: UnsafePointer<qp_q8_block>, rows: Range<Int>, inputs: Int, panels: UnsafePointer<qp_q4_panel_block>,
        bias: UnsafePointer<Float>, panelRange: Range<Int>, into y: UnsafeMutablePointer<Float>, outputs: Int,
        gelu: Bool, portable: Bool = false
    ) {
        let kernel = portable ? qp_q4_linear_portable : qp_q4_linear
        kernel(
            x, rows.lowerBound, rows.upperBound, inputs, panels, bias, panelRange.lowerBound, panelRange.upperBound,
            y, outputs, gelu ? 1 : 0)
    }

    /// `vector` scaled to unit length (a zero vector stays zero).
    static func normalized(_ vector: [Float]) -> [Float] {
        var norm: Float = 0
        for x in vector { norm += x * x }
        let scale = 1 / max(norm.squareRoot(), 1e-12)
        return vector.map { $0 * scale }
    }
}
