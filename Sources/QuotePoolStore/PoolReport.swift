/// What `quotepool report` shows: the most recent runs, the fate of their drafts, and the pool.
///
/// Every figure is read in one read transaction, so a fill committing meanwhile cannot make the
/// runs, the funnel and the pool disagree with each other.
public struct PoolReport: Sendable, Equatable {
    /// One row of `runs`.
    public struct Run: Sendable, Equatable {
        public var id: Int64
        public var startedAt: String
        public var endedAt: String?
        /// `running`, `finished` or `crashed`.
        public var status: String
        /// The terminal branch; nil while the run is still running.
        public var outcome: String?
        public var exitCode: Int?
        public var readiness: String?
        public var elapsedSeconds: Double?
        public var backend: String
        public var model: String
        public var drafted: Int
        public var accepted: Int
        public var dryRun: Bool

        /// Drafts per minute of elapsed time; nil when the run has no elapsed time yet.
        public var draftsPerMinute: Double? {
            guard let elapsedSeconds, elapsedSeconds > 0 else { return nil }
            return Double(drafted) * 60 / elapsedSeconds
        }
    }

    /// Candidates that stopped at one stage (`accepted` for the ones that passed every stage).
    public struct StageCount: Sendable, Equatable {
        public var stage: String
        /// Drafts whose record says they stopped here.
        public var stopped: Int
        /// Drafts that got at least this far: the ones stopped here or at any later stage.
        public var reached: Int
    }

    /// Candidate latency in milliseconds; nil figures when the runs recorded no candidate.
    public struct Latency: Sendable, Equatable {
        public var count: Int
        public var p50: Double?
        public var p95: Double?
        public var max: Double?
    }

    /// One UTC day of the pool.
    public struct Day: Sendable, Equatable {
        /// `YYYY-MM-DD`.
        public var day: String
        /// Lines created that day (including lines retired since).
        public var added: Int
        /// Lines retired that day.
        public var retired: Int
        /// Active lines at the end of the day.
        public var size: Int
    }

    /// The reported runs, newest first.
    public var runs: [Run]
    /// How many runs the database holds in all.
    public var totalRuns: Int
    /// Every stage in chain order (the usual ones always, others only when some draft stopped there).
    public var funnel: [StageCount]
    /// Candidate rows of the reported runs (the funnel's `stopped` counts sum to it).
    public var candidates: Int
    /// Rejected drafts of the reported runs by reason code.
    public var rejectionsByReason: [String: Int]
    /// Rejected drafts of the reported runs by locale.
    public var rejectionsByLocale: [String: Int]
    /// Rejected drafts by run id, then reason.
    public var rejectionsByRun: [Int64: [String: Int]]
    public var latency: Latency
    /// Active lines per locale (the `quotes` view).
    public var poolSize: [String: Int]
    /// The last days of the pool, oldest first, one entry per day (days without changes included).
    public var poolGrowth: [Day]

    /// The stages a draft passes in chain order; the funnel always lists these.
    public static let funnelStages = [
        "draft", "stream", "gate", "taste", "novelty", "judge", "distinctiveness", "accepted",
    ]
}
