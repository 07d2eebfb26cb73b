/// The weights of a BERT encoder, in the form ``BertEncoder`` computes with: dense layers as fp32 panels or 4-bit
/// blocks (``DenseLayer``), the word-embedding table read a row at a time (``TokenEmbeddingTable``), and the
/// position and norm vectors as floats.
///
/// Built by each model's loader: `BertWeights(safeTensors:config:)` for minilm, `BertWeights(e5:)` for e5.
struct BertWeights: Sendable {
    struct Layer: Sendable {
        /// Query, key and value in one product: output columns `[q | k | v]`.
        var qkv: any DenseLayer
        var attentionOutput: any DenseLayer
        var attentionNorm: LayerNorm
        /// Followed by GELU.
        var intermediate: any DenseLayer
        var output: any DenseLayer
        var outputNorm: LayerNorm
    }

    let wordEmbeddings: any TokenEmbeddingTable
    /// Position embeddings plus token type 0's row (single-sentence input never uses another), summed once:
    /// `maxPositions × hidden`.
    let positionAndType: [Float]
    let embeddingNorm: LayerNorm
    let layers: [Layer]

    /// - Parameters:
    ///   - positions: the position table, `maxPositions × hidden`.
    ///   - firstType: token type 0's row, `hidden` floats.
    init(
        wordEmbeddings: any TokenEmbeddingTable, positions: [Float], firstType: [Float], embeddingNorm: LayerNorm,
        layers: [Layer]
    ) {
        let h = firstType.count
        self.wordEmbeddings = wordEmbeddings
        positionAndType = positions.indices.map { positions[$0] + firstType[$0 % h] }
        self.embeddingNorm = embeddingNorm
        self.layers = layers
    }
}

/// The word-embedding table of an encoder: one row of `hidden` floats per token id, read on demand so that a
/// table of a quarter of a million rows costs page cache, not private memory.
protocol TokenEmbeddingTable: Sendable {
    /// Writes row `id` (below the vocabulary size) into `out`, which holds `hidden` floats.
    func read(row id: Int, into out: UnsafeMutablePointer<Float>)
}
