/// Turns lines into vectors for novelty: the in-process encoders here, the builtin hashed embedder and a
/// server's `/v1/embeddings` (in QuotePoolModels).
public protocol LineEmbedder: Sendable {
    /// Stored beside every vector, so a change of embedder re-embeds rather than mixing spaces.
    var id: String { get }
    var dimension: Int { get }
    func embed(_ texts: [String]) async throws -> [[Float]]
}
