import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels

/// Novelty against the bounded catalog of each locale (SPEC 2.5): exact duplicates are `duplicate`; with
/// `novelty.threshold: "auto"` and an embedder that has a fitted decision, a candidate that decision flags
/// (``PoolNoveltyJudge``, the same one `eval` measures) is `near_duplicate`, else a cosine at or above the catalog's
/// threshold is; with no catalog or no embedding the stage passes as `unproven`.
///
/// A candidate that passes holds a slot in its locale's catalog, so drafts in flight at once cannot both pass as
/// novel against each other; ``withdraw(_:)`` gives the slot back when a later stage rejects the candidate.
public struct NoveltyStage: Stage {
    public let embedder: (any LineEmbedder)?
    /// Per locale (the pool); a locale without one is refused as a backend error, never passed unchecked.
    public let catalogs: [LocaleCode: Novelty]
    /// The drafting prompt's examples: a draft that copies one is a `near_duplicate` of it.
    public let fewShot: FewShot
    /// Per locale, the fitted near-duplicate decision over its catalog; a locale without one (a number for
    /// `novelty.threshold`, an embedder without a fitted decision, a catalog that keeps no texts) uses the cut.
    public let judges: [LocaleCode: PoolNoveltyJudge]
    public var name: StageName { .novelty }

    /// - Parameter decision: what `novelty.threshold: "auto"` stands for with `embedder`
    ///   (``NearDuplicateDecision/auto(configured:embedderID:)``), or nil for the catalogs' cosine cut.
    public init(
        embedder: (any LineEmbedder)?, catalogs: [LocaleCode: Novelty], decision: NearDuplicateDecision? = nil,
        fewShot: FewShot = .builtin
    ) {
        self.embedder = embedder
        self.catalogs = catalogs
        self.fewShot = fewShot
        var judges: [LocaleCode: PoolNoveltyJudge] = [:]
        if let decision, let embedder {
            let words = WordVectors(embedder: embedder)
            for (locale, catalog) in catalogs where catalog.keepsTexts {
                judges[locale] = PoolNoveltyJudge(decision: decision, locale: locale, catalog: catalog, words: words)
            }
        }
        self.judges = judges
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
        let hash = c.hash ?? TextNormalizer.hash(c.text)
        var verdict: Novelty.Verdict?
        if let judge = judges[c.locale.base], let vector {
            do {
                verdict = try await judge.admit(c.text, hash: hash, vector: vector)
            } catch {
                // The words could not be embedded: the calibrated cut decides this one; say why.
                c.notes.append("near-duplicate decision unavailable (embedder \(judge.words.embedder.id): \(error))")
            }
        }
        switch verdict ?? catalog.admit(c.text, hash: hash, vector: vector) {
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
