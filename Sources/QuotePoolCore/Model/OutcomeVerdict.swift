/// What a check that records an outcome on every line says of one: it passes, or it is rejected with a detail for
/// operators. Either way the outcome is kept on the candidate (``StageScores``).
public enum OutcomeVerdict<Outcome: Sendable & Equatable>: Sendable, Equatable {
    case pass(Outcome)
    case reject(Outcome, detail: String)
}
