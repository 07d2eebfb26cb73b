import CMiniLMKernels

/// The numeric kernels of the BERT encoder, in C (`CMiniLMKernels`, built with `-O3` even in debug builds):
/// AVX2 and FMA where the CPU has them, chosen at run time, portable C otherwise.
///
/// Every function works on caller-owned buffers and touches only the rows or columns it is given, so callers
/// may run disjoint calls on several threads.
enum EncoderKernels {
    /// Output columns per packed fp32 weight panel.
    static let panelWidth = Int(QP_MINILM_PANEL)

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

    /// One head's attention over one sequence (see `qp_minilm_attention`); `scratch` holds `length` floats.
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
}
