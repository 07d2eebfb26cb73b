/// How a fill ended: the terminal branch recorded in its run row, its `--json` summary and its log.
public enum RunOutcome: String, Sendable, Codable, CaseIterable, Equatable {
    /// Every requested locale reached `pool.target_per_locale`.
    case targetReached = "target_reached"
    /// The budget ran out first (a success: the next fill goes on).
    case budgetSpent = "budget_spent"
    /// Every requested locale was already full: nothing to draft.
    case poolFull = "pool_full"
    /// `--max-accepted` lines were accepted.
    case maxAccepted = "max_accepted"
    /// The backend was not ready; nothing was drafted.
    case notReady = "not_ready"
    /// Every draft failed on the backend, or no draft produced any text (75).
    case degraded
    /// SIGINT or SIGTERM.
    case cancelled
    /// The database failed (a commit rolled back, a read failed).
    case failed
    /// Another fill held the lock; this one never started.
    case locked
    /// Left `running` by a process that died (set by the next fill).
    case crashed

    /// True for the endings that exit 0.
    public var isSuccess: Bool { [.targetReached, .budgetSpent, .poolFull, .maxAccepted].contains(self) }
}
