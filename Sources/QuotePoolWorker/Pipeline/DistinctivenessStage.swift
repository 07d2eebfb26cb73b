import QuotePoolCore

/// Distinctiveness (SPEC 2.7): a deterministic 0–10 score against the run's negative anchors; below the minimum is
/// `not_distinctive`. A line the whole chain accepts joins the anchors at once, so later drafts of the same run
/// see its opener and words as used.
public struct DistinctivenessStage: Stage {
    public let distinctiveness: Distinctiveness
    public let anchors: AnchorBook
    public var name: StageName { .distinctiveness }

    public init(distinctiveness: Distinctiveness, anchors: AnchorBook) {
        self.distinctiveness = distinctiveness
        self.anchors = anchors
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        let score = distinctiveness.score(
            c.text, locale: c.locale, anchors: anchors.snapshot(c.locale), stoppedAtCap: c.stoppedAtLengthCap,
            probabilities: c.probabilities, features: c.features())
        c.scores.distinctiveness = score.value
        return distinctiveness.accepts(score) ? .pass : .reject(.notDistinctive, detail: Distinctiveness.explain(score))
    }

    public func accepted(_ c: Candidate) { anchors.accept(c.text, locale: c.locale) }
}
