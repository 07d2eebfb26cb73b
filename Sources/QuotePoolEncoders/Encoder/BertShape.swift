/// The sizes of a BERT-style encoder, whatever file they come from (a Hugging Face `config.json`, the header of
/// an e5 model file).
public struct BertShape: Sendable, Equatable {
    public var hiddenSize: Int
    public var layers: Int
    public var heads: Int
    public var intermediateSize: Int
    public var layerNormEpsilon: Float
    /// Rows of the position table: the most tokens one sequence can have, special tokens included.
    public var maxPositions: Int

    public var headSize: Int { hiddenSize / heads }

    public init(
        hiddenSize: Int, layers: Int, heads: Int, intermediateSize: Int, layerNormEpsilon: Float, maxPositions: Int
    ) {
        self.hiddenSize = hiddenSize
        self.layers = layers
        self.heads = heads
        self.intermediateSize = intermediateSize
        self.layerNormEpsilon = layerNormEpsilon
        self.maxPositions = maxPositions
    }
}
