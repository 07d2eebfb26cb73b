/// The builtin embedder: hashed character trigrams and word uni- and bigrams (``NGramFeatures``),
/// signed and L2-normalized.
///
/// Lexical, not semantic: it sees shared letters and words, not meaning. Deterministic, no I/O.
public struct HashedEmbedder: Sendable {
    public let dimension: Int
    /// Stored with every vector so a change of embedder re-embeds instead of mixing spaces.
    public var id: String { "builtin-hash-v1-\(dimension)" }

    public init(dimension: Int = 256) {
        precondition(dimension > 0)
        self.dimension = dimension
    }

    /// The unit-length embedding of `text` (all zeros for a text without letters or digits).
    public func embed(_ text: String) -> [Float] {
        var v = [Float](repeating: 0, count: dimension)
        let d = UInt64(dimension)
        NGramFeatures.forEach(text) { feature in
            // The top bit picks the sign, so unrelated features cancel rather than pile up.
            v[Int(feature.hash % d)] += (feature.hash >> 63) == 0 ? feature.weight : -feature.weight
        }
        CosineIndex.normalize(&v)
        return v
    }
}
