import Foundation
import QuotePoolEncoders

/// Words embedded alone with one embedder, kept for the life of the process: the near-duplicate decision aligns
/// the content words of a candidate and its nearest catalog lines, and the same words recur from candidate to
/// candidate.
public actor WordVectors {
    public let embedder: any LineEmbedder
    private var known: [String: [Float]] = [:]

    public init(embedder: any LineEmbedder) {
        self.embedder = embedder
    }

    /// How many words are held.
    public var count: Int { known.count }

    /// The vectors of `words`, in order; words not held yet are embedded together, 64 at a time.
    public func vectors(_ words: [String]) async throws -> [[Float]] {
        var missing: [String] = []
        for word in words where known[word] == nil && !missing.contains(word) { missing.append(word) }
        try await prefetch(missing)
        return words.map { known[$0] ?? [] }
    }

    /// Embeds the words of `words` not held yet, 64 at a time (a study embeds every word of a set at once).
    public func prefetch(_ words: [String]) async throws {
        var seen = Set(known.keys)
        let missing = words.filter { seen.insert($0).inserted }
        for start in stride(from: 0, to: missing.count, by: 64) {
            let batch = Array(missing[start..<min(missing.count, start + 64)])
            let vectors = try await embedder.embed(batch)
            for (word, vector) in zip(batch, vectors) { known[word] = vector }
        }
    }
}
