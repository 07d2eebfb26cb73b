extension BertWeights {
    /// The weights of a BERT encoder in `model.safetensors`, dense layers repacked into fp32 panels.
    ///
    /// Tensor names follow Hugging Face's `BertModel` (`embeddings.…`, `encoder.layer.N.…`), with or without a
    /// `bert.` prefix. The word-embedding table stays in the mapped file and is read a row at a time.
    ///
    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` when a tensor is missing or has another shape.
    init(safeTensors file: SafeTensors, config: MiniLMConfig) throws {
        let h = config.hiddenSize
        let prefix = file.tensors["bert.embeddings.word_embeddings.weight"] != nil ? "bert." : ""
        func floats(_ name: String, _ shape: [Int]) throws -> [Float] { try file.floats(prefix + name, shape: shape) }
        func norm(_ name: String) throws -> LayerNorm {
            LayerNorm(gamma: try floats(name + ".weight", [h]), beta: try floats(name + ".bias", [h]))
        }
        func linear(_ name: String, inputs: Int, outputs: Int) throws -> (weight: [Float], bias: [Float]) {
            (try floats(name + ".weight", [outputs, inputs]), try floats(name + ".bias", [outputs]))
        }
        let words = try file.tensor(prefix + "embeddings.word_embeddings.weight", shape: [config.vocabularySize, h])
        let positions = try floats("embeddings.position_embeddings.weight", [config.maxPositions, h])
        let types = try floats("embeddings.token_type_embeddings.weight", [config.typeVocabularySize, h])
        guard h % EncoderKernels.panelWidth == 0, config.intermediateSize % EncoderKernels.panelWidth == 0 else {
            throw EmbedderFileError.malformed(
                path: file.path,
                problem: "sizes must be multiples of \(EncoderKernels.panelWidth) for the packed kernels")
        }
        let layers = try (0..<config.layers).map { i in
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
        self.init(
            wordEmbeddings: SafeTensors.Rows(file: file, tensor: words, width: h), positions: positions,
            firstType: Array(types[0..<h]), embeddingNorm: try norm("embeddings.LayerNorm"), layers: layers)
    }
}

extension SafeTensors {
    /// A float tensor of the mapped file read a row at a time: the word-embedding table.
    struct Rows: TokenEmbeddingTable {
        let file: SafeTensors
        let tensor: Tensor
        let width: Int

        func read(row id: Int, into out: UnsafeMutablePointer<Float>) {
            file.read(tensor, from: id * width, count: width, into: out)
        }
    }
}
