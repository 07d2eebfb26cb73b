import Foundation
import QuotePoolCore
import QuotePoolModels

/// The one chain of stages (SPEC 2) that `fill`, `eval` and the tests all call:
/// gate → taste → novelty → judge → distinctiveness. Drafting and commit sit around it in ``FillJob``.
///
/// `Sendable`: the novelty catalog and the anchors are shared by the drafts in flight and guard
/// themselves; everything else is immutable.
public struct StageChain: Sendable {
    /// How far `evaluate` goes (`eval --through`).
    public enum Depth: String, Sendable, CaseIterable {
        case gate, novelty, all
    }

    public let gate: Gate
    public let taste: Taste
    public let embedder: (any LineEmbedder)?
    /// Per locale; a locale without an entry gets an empty catalog on first use.
    public let novelty: [String: Novelty]
    public let judge: (any LineJudge)?
    public let fallbackJudge = FallbackJudge()
    public let judgeMinimum: Int
    public let distinctiveness: Distinctiveness
    public let anchors: AnchorBook
    public let tagger: MetadataTagger

    public init(
        config: Config, embedder: (any LineEmbedder)?, novelty: [String: Novelty], judge: (any LineJudge)?,
        anchors: AnchorBook, tasteModel: Taste.Model? = nil, tagger: MetadataTagger = .builtin
    ) {
        gate = Gate(config: config.gate)
        taste = Taste(enabled: config.taste.enabled, minimum: config.taste.min, model: tasteModel)
        self.embedder = embedder
        self.novelty = novelty
        self.judge = judge
        judgeMinimum = config.judge.minOverall
        distinctiveness = Distinctiveness(minimum: config.distinctiveness.min)
        self.anchors = anchors
        self.tagger = tagger
    }

    /// Runs `candidate` through the stages up to `depth`, stopping at the first rejection.
    ///
    /// A candidate that passes novelty holds a reservation in the catalog; when a later stage rejects
    /// it, the reservation is released. An accepted candidate's line counts toward the anchors at once.
    public func evaluate(_ input: Candidate, through depth: Depth = .all) async -> Candidate {
        var c = input
        c.text = c.text.trimmingWhitespace()

        // Gate.
        c.stage = .gate
        let verdict = gate.check(c.text, locale: c.locale)
        if let reason = verdict.reason {
            c.reject(at: .gate, reason, detail: verdict.detail)
            return c
        }
        c.metadata = tagger.tag(
            c.text, locale: c.locale, requestedTheme: c.requestedTopic, requestedMood: c.requestedMood)
        if depth == .gate {
            c.stage = .accepted
            return c
        }

        // Taste.
        c.stage = .taste
        switch taste.check(c.text, locale: c.locale) {
        case .pass(let outcome): c.scores.taste = outcome
        case .reject(let outcome, let detail):
            c.scores.taste = outcome
            c.reject(at: .taste, .tasteBelowThreshold, detail: detail)
            return c
        }

        // Novelty.
        c.stage = .novelty
        var vector: [Float]?
        if let embedder {
            if let v = try? await embedder.embed([c.text]).first {
                vector = v
                c.embedding = v
                c.embedderID = embedder.id
            }
        }
        guard let catalog = novelty[c.locale] else {
            c.scores.novelty = .unproven("no catalog for \(c.locale)")
            c.reject(at: .novelty, .backendError, detail: "no novelty catalog was loaded for locale \(c.locale)")
            return c
        }
        let ticket: Novelty.Ticket
        switch catalog.admit(c.text, hash: TextNormalizer.hash(c.text), vector: vector) {
        case .reject(let reason, let outcome, let detail):
            c.scores.novelty = outcome
            c.reject(at: .novelty, reason, detail: detail)
            return c
        case .pass(let outcome, let t):
            c.scores.novelty = outcome
            ticket = t
        }
        if depth == .novelty {
            // Evaluation stops here; the reservation is not needed beyond this line.
            catalog.release(ticket)
            c.stage = .accepted
            return c
        }

        // Judge: a model when the backend has one, else (or when it fails) the deterministic scorer.
        c.stage = .judge
        var scores: JudgeScores
        if let judge, let s = try? await judge.judge(c.text, locale: c.locale) {
            scores = s
        } else {
            scores = fallbackJudge.score(c.text, locale: c.locale)
        }
        c.scores.judge = scores
        if scores.overall < judgeMinimum {
            catalog.release(ticket)
            c.reject(
                at: .judge, .judgeBelowThreshold,
                detail: "overall \(scores.overall) below \(judgeMinimum) (\(scores.kind.rawValue))")
            return c
        }

        // Distinctiveness.
        c.stage = .distinctiveness
        let score = distinctiveness.score(c.text, locale: c.locale, anchors: anchors.snapshot(c.locale))
        c.scores.distinctiveness = score.value
        if !distinctiveness.accepts(score) {
            catalog.release(ticket)
            c.reject(at: .distinctiveness, .notDistinctive, detail: Distinctiveness.explain(score))
            return c
        }

        anchors.accept(c.text, locale: c.locale)
        c.stage = .accepted
        c.reason = nil
        return c
    }
}
