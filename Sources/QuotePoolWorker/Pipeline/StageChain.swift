import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore

/// The one chain of stages (SPEC 2) that `fill`, `eval` and the tests all call: gate → spelling → taste → novelty →
/// judge → distinctiveness. Readiness, drafting and the commit sit around it in ``FillJob``.
///
/// `Sendable`: the stages are values; what they share across drafts (catalogs, anchors) guards itself.
public struct StageChain: Sendable {
    /// How far ``evaluate(_:through:)`` goes (`eval --through`).
    public enum Depth: String, Sendable, CaseIterable {
        case gate, form, novelty, all

        /// The last stage of the chain at this depth.
        var last: StageName {
            switch self {
            case .gate: .gate
            case .form: .form
            case .novelty: .novelty
            case .all: .distinctiveness
            }
        }
    }

    /// The stages, in order.
    public let stages: [any Stage]

    public init(stages: [any Stage]) { self.stages = stages }

    /// The production chain over `config`, with the parts a run loads (catalogs, anchors) or chooses (embedder,
    /// model judge, taste model). `fill` and `eval` both build it here, so eval scores exactly what fill ships.
    public init(config: Config, parts: Parts) {
        let gate = Gate(config: config.gate)
        self.init(stages: [
            GateStage(gate: gate),
            SpellingStage(
                spelling: Spelling(maxUnknown: config.spelling.maxUnknown), loaded: parts.spelling,
                words: config.spelling.words),
            FormStage(gate: gate, spelling: parts.spelling),
            TasteStage(taste: Taste(enabled: config.taste.enabled, minimum: config.taste.min, model: parts.taste)),
            NoveltyStage(
                embedder: parts.embedder, catalogs: parts.catalogs,
                decision: NearDuplicateDecision.auto(
                    configured: config.novelty.threshold, embedderID: parts.embedder?.id)),
            JudgeStage(judge: parts.judge, minimum: config.judge.minOverall),
            DistinctivenessStage(
                distinctiveness: Distinctiveness(minimum: config.distinctiveness.min), anchors: parts.anchors),
        ])
    }

    /// What a run supplies to the chain besides the config.
    public struct Parts: Sendable {
        public var embedder: (any LineEmbedder)?
        public var catalogs: [LocaleCode: Novelty]
        public var judge: (any LineJudge)?
        public var anchors: AnchorBook
        public var taste: Taste.Model?
        /// The spelling dictionaries (``SpellingLoader``); without them every locale's spelling is `skipped`.
        public var spelling: SpellingLoader.Loaded

        public init(
            embedder: (any LineEmbedder)?, catalogs: [LocaleCode: Novelty], judge: (any LineJudge)?,
            anchors: AnchorBook, taste: Taste.Model?, spelling: SpellingLoader.Loaded = .none
        ) {
            self.embedder = embedder
            self.catalogs = catalogs
            self.judge = judge
            self.anchors = anchors
            self.taste = taste
            self.spelling = spelling
        }
    }

    /// Adds lines other writers of the pool committed meanwhile to novelty's catalogs, so later drafts are compared
    /// with them before they reach a batch.
    public func learn(_ lines: [CommittedLine]) {
        guard let novelty = stage(.novelty) as? NoveltyStage else { return }
        for line in lines {
            novelty.catalogs[line.locale.base]?.learn(
                .line(line.id), text: line.text, hash: line.hash,
                vector: line.embedderID == novelty.embedder?.id ? line.vector : nil)
        }
    }

    /// The stage called `name`, if the chain has one (tests and the bench time stages one by one).
    public func stage(_ name: StageName) -> (any Stage)? { stages.first { $0.name == name } }

    /// Runs `input` through the stages up to `depth`, stopping at the first rejection.
    ///
    /// A rejection gives back what the stages before it reserved (``Stage/withdraw(_:)``), in one place. A candidate
    /// that passes the whole chain is counted by every stage (``Stage/accepted(_:)``); one that passes a shorter
    /// depth gives back its reservations, since it will never be committed. With `alone` (eval), so does one that
    /// passes the whole chain: each line then meets only the catalog it was given, never the lines before it.
    public func evaluate(_ input: Candidate, through depth: Depth = .all, alone: Bool = false) async -> Candidate {
        var c = input
        var passed: [any Stage] = []
        for stage in stages {
            c.stage = stage.name
            switch await stage.run(&c) {
            case .pass:
                passed.append(stage)
            case .reject(let reason, let detail):
                for earlier in passed.reversed() { earlier.withdraw(c) }
                c.reject(at: stage.name, reason, detail: detail)
                return c
            }
            if stage.name == depth.last { break }
        }
        if depth == .all && !alone {
            for stage in passed { stage.accepted(c) }
        } else {
            for stage in passed.reversed() { stage.withdraw(c) }
        }
        c.stage = .accepted
        c.reason = nil
        return c
    }
}
