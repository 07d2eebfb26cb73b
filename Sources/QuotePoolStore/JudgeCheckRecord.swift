import Foundation

/// One `quotepool judge check`: a judge (backend and model) measured on a labeled set of good and flat lines.
public struct JudgeCheckRecord: Sendable, Equatable {
    public var checkedAt: Date
    public var backend: String
    public var model: String
    /// The data set as given, and the SHA-256 of its bytes.
    public var dataset: String
    public var datasetSHA256: String
    public var lines: Int
    /// ROC AUC of the overall score for good against flat lines.
    public var auc: Double
    /// Shares of good and of flat lines scored at or above ``minOverall``.
    public var acceptGood: Double
    public var acceptFlat: Double
    /// Share of calls whose answer could not be used (scored by the fallback instead).
    public var invalidRate: Double
    public var secondsPerCall: Double
    public var minOverall: Int

    public init(
        checkedAt: Date, backend: String, model: String, dataset: String, datasetSHA256: String, lines: Int,
        auc: Double, acceptGood: Double, acceptFlat: Double, invalidRate: Double, secondsPerCall: Double,
        minOverall: Int
    ) {
        self.checkedAt = checkedAt
        self.backend = backend
        self.model = model
        self.dataset = dataset
        self.datasetSHA256 = datasetSHA256
        self.lines = lines
        self.auc = auc
        self.acceptGood = acceptGood
        self.acceptFlat = acceptFlat
        self.invalidRate = invalidRate
        self.secondsPerCall = secondsPerCall
        self.minOverall = minOverall
    }
}

extension JudgeCheckRecord {
    public static let latestSQL = """
        SELECT checked_at, backend, model, dataset, dataset_sha256, lines, auc, accept_good, accept_flat,
               invalid_rate, seconds_per_call, min_overall
        FROM judge_checks WHERE backend = ? AND model = ? ORDER BY checked_at DESC, id DESC LIMIT 1
        """

    /// The newest check of `backend`'s `model` in `db`; nil when there is none or the schema predates checks.
    static func latest(in db: Database, backend: String, model: String) throws(SQLiteError) -> JudgeCheckRecord? {
        guard try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'judge_checks'") != .integer(0) else {
            return nil
        }
        return try db.queries.latestJudgeCheck(backend: backend, model: model)
    }
}

extension ReadOnlyPool {
    /// The newest judge check of `backend`'s `model` (`doctor`).
    public func latestJudgeCheck(backend: String, model: String) throws(StoreError) -> JudgeCheckRecord? {
        try reading { () throws(SQLiteError) in try JudgeCheckRecord.latest(in: db, backend: backend, model: model) }
    }
}
