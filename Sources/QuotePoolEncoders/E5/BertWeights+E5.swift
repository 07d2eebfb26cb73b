extension BertWeights {
    /// The weights in an e5 model file: dense layers repacked from Q4_0 blocks into 4-bit panels (query, key and
    /// value fused into one product), their pages in the mapping then dropped from memory; the Q4_0 word table
    /// left in the mapped file and read a row at a time.
    ///
    /// Tensor names are the file's: `emb.word`, `emb.pos`, `emb.type`, `emb.ln.{w,b}`, and per layer N
    /// `lN.{q,k,v,ao,fi,fo}.{w,b}` (attention, its output, the feed-forward pair) and `lN.{aln,oln}.{w,b}`.
    ///
    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` when a tensor is missing, of another dtype or of
    ///   another size than the header's shape implies.
    init(e5 file: E5ModelFile) throws {
        let h = file.shape.hiddenSize
        let ff = file.shape.intermediateSize
        func norm(_ name: String) throws -> LayerNorm {
            LayerNorm(gamma: try file.floats(name + ".w", count: h), beta: try file.floats(name + ".b", count: h))
        }
        func linear(_ names: [String], inputs: Int, outputs: Int, gelu: Bool = false) throws -> Q4Linear {
            let weights = try names.map { try file.tensor($0 + ".w", .q4, count: inputs * outputs) }
            let bias = try names.flatMap { try file.floats($0 + ".b", count: outputs) }
            let layer = Q4Linear(
                parts: weights.map { (file.address(of: $0), outputs) }, bias: bias, inputs: inputs, gelu: gelu)
            weights.forEach(file.releasePages(of:))
            return layer
        }
        let words = try file.tensor("emb.word", .q4, count: file.vocabularySize * h)
        let positions = try file.floats("emb.pos", count: file.shape.maxPositions * h)
        let types = try file.floats("emb.type", count: file.typeVocabularySize * h)
        let layers = try (0..<file.shape.layers).map { i in
            let l = "l\(i)."
            return Layer(
                qkv: try linear([l + "q", l + "k", l + "v"], inputs: h, outputs: h),
                attentionOutput: try linear([l + "ao"], inputs: h, outputs: h),
                attentionNorm: try norm(l + "aln"),
                intermediate: try linear([l + "fi"], inputs: h, outputs: ff, gelu: true),
                output: try linear([l + "fo"], inputs: ff, outputs: h),
                outputNorm: try norm(l + "oln"))
        }
        self.init(
            wordEmbeddings: E5ModelFile.Rows(file: file, tensor: words, width: h), positions: positions,
            firstType: Array(types[0..<h]), embeddingNorm: try norm("emb.ln"), layers: layers)
    }
}
