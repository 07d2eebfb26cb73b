import QuotePoolCore

/// The outcome of one fill: the `fill --json` object (SPEC 7) and the source of the run row.
///
/// Every key is always there (``Nullable``): `run_id` and `message` are null when there is none, so a reader of the
/// summary of a fill that never started finds the same keys.
public struct FillSummary: Sendable, Codable, Equatable {
    @Nullable public var runID: Int64?
    /// The terminal branch.
    public var outcome: RunOutcome
    public var exitCode: Int32
    public var elapsedSeconds: Double
    public var drafted: Int
    /// Accepted lines by locale.
    public var accepted: [String: Int]
    /// Rejected drafts by reason.
    public var rejected: [String: Int]
    public var readiness: String
    /// nil (`null`) when the run failed before these were known (a usage or configuration error, a held lock).
    @Nullable public var seed: UInt64?
    public var dryRun: Bool
    @Nullable public var budgetSeconds: Double?
    public var committed: Int
    @Nullable public var database: String?
    @Nullable public var message: String?
    /// Active lines per locale after the run.
    public var poolSize: [String: Int]
    /// Drafts by the stage they stopped at, then by reason (`accepted` for survivors).
    public var byStage: [String: [String: Int]] = [:]
    /// Drafts that passed the gate at exactly its length cap, which a constrained model often reaches
    /// mid-thought.
    public var atLengthCap = 0
    /// Drafts whose spelling was not checked, by locale: no dictionary configured (Japanese) or loaded.
    public var spellingSkipped: [String: Int] = [:]

    enum CodingKeys: String, CodingKey {
        case runID = "run_id"
        case outcome
        case exitCode = "exit_code"
        case elapsedSeconds = "elapsed_s"
        case drafted, accepted, rejected, readiness, seed
        case dryRun = "dry_run"
        case budgetSeconds = "budget_s"
        case committed, database, message
        case poolSize = "pool_size"
        case byStage = "by_stage"
        case atLengthCap = "at_length_cap"
        case spellingSkipped = "spelling_skipped"
    }

    public init(
        runID: Int64?, outcome: RunOutcome, exitCode: Int32, elapsedSeconds: Double, drafted: Int,
        accepted: [String: Int], rejected: [String: Int], readiness: String, seed: UInt64?, dryRun: Bool,
        budgetSeconds: Double?, committed: Int, database: String?, message: String?, poolSize: [String: Int],
        byStage: [String: [String: Int]] = [:], atLengthCap: Int = 0, spellingSkipped: [String: Int] = [:]
    ) {
        self.runID = runID
        self.outcome = outcome
        self.exitCode = exitCode
        self.elapsedSeconds = (elapsedSeconds * 1000).rounded() / 1000
        self.drafted = drafted
        self.accepted = accepted
        self.rejected = rejected
        self.readiness = readiness
        self.seed = seed
        self.dryRun = dryRun
        self.budgetSeconds = budgetSeconds
        self.committed = committed
        self.database = database.map(DatabaseURL.masked)
        self.message = message
        self.poolSize = poolSize
        self.byStage = byStage
        self.atLengthCap = atLengthCap
        self.spellingSkipped = spellingSkipped
    }
}
