/// The weights of a BERT encoder, read from `model.safetensors` and repacked for ``PackedLinear``.
///
/// Tensor names follow Hugging Face's `BertModel` (`embeddings.…`, `encoder.layer.N.…`), with or without a
/// `bert.` prefix. The word-embedding table stays in the mapped file and is read a row at a time.
struct MiniLMWeights: Sendable {
    struct Norm: Sendable {
        var gamma: [Float]
        var beta: [Float]
    }

    struct Layer: Sendable {
        /// Query, key and value in one product: output columns `[q | k | v]`.
        var qkv: PackedLinear
        var attentionOutput: PackedLinear
        var attentionNorm: Norm
        /// Followed by GELU.
        var intermediate: PackedLinear
        var output: PackedLinear
        var outputNorm: Norm
    }

    let file: SafeTensors
    let wordEmbeddings: SafeTensors.Tensor
    /// Position embeddings plus token type 0's row (single-sentence input never uses another), summed once:
    /// `maxPositions × hidden`.
    let positionAndType: [Float]
    let embeddingNorm: Norm
    let layers: [Layer]

    init(file: SafeTensors, config: MiniLMConfig) throws {
        let h = config.hiddenSize
        let prefix = file.tensors["bert.embeddings.word_embeddings.weight"] != nil ? "bert." : ""
        func floats(_ name: String, _ shape: [Int]) throws -> [Float] { try file.floats(prefix + name, shape: shape) }
        func norm(_ name: String) throws -> Norm {
            Norm(gamma: try floats(name + ".weight", [h]), beta: try floats(name + ".bias", [h]))
        }
        func linear(_ name: String, inputs: Int, outputs: Int) throws -> (weight: [Float], bias: [Float]) {
            (try floats(name + ".weight", [outputs, inputs]), try floats(name + ".bias", [outputs]))
        }
        self.file = file
        wordEmbeddings = try file.tensor(
            prefix + "embeddings.word_embeddings.weight", shape: [config.vocabularySize, h])
        let positions = try floats("embeddings.position_embeddings.weight", [config.maxPositions, h])
        let types = try floats("embeddings.token_type_embeddings.weight", [config.typeVocabularySize, h])
        positionAndType = positions.indices.map { positions[$0] + types[$0 % h] }
        embeddingNorm = try norm("embeddings.LayerNorm")
        guard h % MiniLMKernels.panelWidth == 0, config.intermediateSize % MiniLMKernels.panelWidth == 0 else {
            throw MiniLMError.malformed(
                path: file.path,
                problem: "sizes must be multiples of \(MiniLMKernels.panelWidth) for the packed kernels")
        }
        layers = try (0..<config.layers).map { i in
            let base = "encoder.layer.\(i)."
            let q = try linear(base + "attention.self.query", inputs: h, outputs: h)
            let k = try linear(base + "attention.self.key", inputs: h, outputs: h)
            let v = try linear(base + "attention.self.value", inputs: h, outputs: h)
            let o = try linear(base + "attention.output.dense", inputs: h, outputs: h)
            let up = try linear(base + "intermediate.dense", inputs: h, outputs: config.intermediateSize)
            let down = try linear(base + "output.dense", inputs: config.intermediateSize, outputs: h)
            return Layer(
                qkv: PackedLinear(
                    weight: q.weight + k.weight + v.weight, bias: q.bias + k.bias + v.bias, inputs: h, outputs: 3 * h),
                attentionOutput: PackedLinear(weight: o.weight, bias: o.bias, inputs: h, outputs: h),
                attentionNorm: try norm(base + "attention.output.LayerNorm"),
                intermediate: PackedLinear(
                    weight: up.weight, bias: up.bias, inputs: h, outputs: config.intermediateSize, gelu: true),
                output: PackedLinear(
                    weight: down.weight, bias: down.bias, inputs: config.intermediateSize, outputs: h),
                outputNorm: try norm(base + "output.LayerNorm"))
        }
    }
}
