import QuotePoolCore

/// One stage of the chain a drafted candidate goes through (SPEC 2): it looks at the candidate, records what it
/// found on it (scores, metadata, notes), and passes it on or rejects it with one reason.
///
/// Stages are values shared by every draft in flight; what they hold that changes (the novelty catalog, the
/// negative anchors) guards itself.
public protocol Stage: Sendable {
    /// Where the candidate stands while this stage looks at it, and where it stops if rejected.
    var name: StageName { get }

    /// Looks at `candidate`, records what the stage found on it, and says whether it goes on.
    func run(_ candidate: inout Candidate) async -> Verdict

    /// A later stage rejected `candidate`: give back what ``run(_:)`` reserved for it (a catalog slot).
    func withdraw(_ candidate: Candidate)

    /// Every stage accepted `candidate`: count it where later drafts of the run should see it.
    func accepted(_ candidate: Candidate)
}

extension Stage {
    public func withdraw(_ candidate: Candidate) {}
    public func accepted(_ candidate: Candidate) {}
}

/// What a stage says of a candidate: one verdict shape for every stage.
public enum Verdict: Sendable, Equatable {
    case pass
    /// Stop here, with exactly one reason and a short explanation for operators.
    case reject(Reason, detail: String?)
}
