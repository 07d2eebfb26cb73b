import QuotePoolCore

extension OutcomeVerdict {
    /// The stage's verdict on `candidate`, with the outcome recorded at `score` whether it passes or not.
    func recorded(
        on candidate: inout Candidate, at score: WritableKeyPath<StageScores, Outcome?>, rejecting reason: Reason
    ) -> Verdict {
        switch self {
        case .pass(let outcome):
            candidate.scores[keyPath: score] = outcome
            return .pass
        case .reject(let outcome, let detail):
            candidate.scores[keyPath: score] = outcome
            return .reject(reason, detail: detail)
        }
    }
}
