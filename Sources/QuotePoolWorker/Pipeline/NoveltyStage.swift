import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels

/// Novelty against the bounded catalog of each locale (SPEC 2.5): exact duplicates are `duplicate`, a cosine at or
/// above the threshold is `near_duplicate`; with no catalog or no embedding the stage passes as `unproven`.
///
/// A candidate that passes holds a slot in its locale's catalog, so drafts in flight at once cannot both pass as
/// novel against each other; ``withdraw(_:)`` gives the slot back when a later stage rejects the candidate.
public struct NoveltyStage: Stage {
    public let embedder: (any LineEmbedder)?
    /// Per locale (the pool); a locale without one is refused as a backend error, never passed unchecked.
    public let catalogs: [LocaleCode: Novelty]
    /// The drafting prompt's examples: a draft that copies one is a `near_duplicate` of it.
    public let fewShot: FewShot
    public var name: StageName { .novelty }

    public init(embedder: (any LineEmbedder)?, catalogs: [LocaleCode: Novelty], fewShot: FewShot = .builtin) {
        self.embedder = embedder
        self.catalogs = catalogs
        self.fewShot = fewShot
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        if let copy = fewShot.copied(c.text, locale: c.locale) {
            let overlap = String(format: "%.2f", copy.overlap)
            return .reject(
                .nearDuplicate,
                detail:
                    "copies the prompt example \"\(copy.example)\" (word overlap \(overlap), \(copy.run) tokens in a row)"
            )
        }
        var vector: [Float]?
        if let embedder {
            do {
                if let v = try await embedder.embed([c.text]).first {
                    vector = v
                    c.embedding = v
                    c.embedderID = embedder.id
                }
            } catch {
                // Novelty is then unproven by embedding (the hash still catches exact duplicates); say why.
                c.notes.append("embedder \(embedder.id) failed: \(error)")
            }
        }
        guard let catalog = catalogs[c.locale.base] else {
            c.scores.novelty = .unproven("no catalog for \(c.locale)")
            return .reject(.backendError, detail: "no novelty catalog was loaded for locale \(c.locale)")
        }
        switch catalog.admit(c.text, hash: c.hash ?? TextNormalizer.hash(c.text), vector: vector) {
        case .reject(let reason, let outcome, let detail):
            c.scores.novelty = outcome
            return .reject(reason, detail: detail)
        case .pass(let outcome, let ticket):
            c.scores.novelty = outcome
            c.reservation = ticket
            return .pass
        }
    }

    public func withdraw(_ c: Candidate) {
        if let ticket = c.reservation { catalogs[c.locale.base]?.release(ticket) }
    }
}
