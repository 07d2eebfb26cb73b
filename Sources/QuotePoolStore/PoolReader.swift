import Foundation
import QuotePoolCore

/// The pool as consumers and the operator read it: the served lines, the report and metrics, and the checks and
/// backups of the file. ``ReadOnlyPool`` reads it from SQLite.
///
/// What every implementation guarantees:
/// - It never writes to the pool (``backup(to:)`` writes only its new copy).
/// - Only active lines are served.
/// - Every failure is a ``StoreError``, whose ``StoreError/category`` tells the caller what to do about it: a
///   missing pool is no input, a busy one can be read later, a damaged or foreign one must not be trusted.
/// - One owner at a time.
public protocol PoolReader {
    /// Active lines matching `filter`, newest first (or in random order), at most `filter.limit`.
    func quotes(_ filter: QuoteFilter, random: Bool) throws(StoreError) -> [QuoteRow]

    /// The line of the day for `locale`: chosen deterministically among the active lines created before the UTC day
    /// of `now` began, so it stays the same all day while fills add lines; nil when there is none.
    func lineOfTheDay(locale: LocaleCode, now: Date) throws(StoreError) -> QuoteRow?

    /// The locales that have active lines, in order.
    func locales() throws(StoreError) -> [String]

    /// The report over the last `runs` runs and the last `days` UTC days up to `now`, every figure read from one
    /// snapshot, so a fill committing meanwhile cannot make its parts disagree.
    func report(runs: Int, days: Int, now: Date) throws(StoreError) -> PoolReport

    /// Cumulative figures for the metrics file.
    func totals() throws(StoreError) -> PoolTotals

    /// The newest judge check of `backend`'s `model`, nil when it was never checked.
    func latestJudgeCheck(backend: String, model: String) throws(StoreError) -> JudgeCheckRecord?

    /// Lines retired with a reason and lines kept active since `keptSince` (`taste train --from-db`).
    func verdicts(keptSince: Date) throws(StoreError) -> OperatorVerdicts

    /// What `doctor` reports: the schema version, the journal mode, a quick check and the pool size.
    func health() throws(StoreError) -> PoolHealth

    /// A full check of the pool's integrity; returns the problems found, empty when it is sound.
    func fullCheck() throws(StoreError) -> [String]

    /// Writes a consistent copy of the pool, taken while fills may be running, to the new file `destination`
    /// (mode 0640, flushed to disk); never overwrites a file.
    func backup(to destination: String) throws(StoreError)
}

extension PoolReader {
    /// The newest active lines matching `filter` (see ``quotes(_:random:)``).
    public func quotes(_ filter: QuoteFilter) throws(StoreError) -> [QuoteRow] {
        try quotes(filter, random: false)
    }
}

/// Cumulative figures for the metrics file.
public struct PoolTotals: Sendable, Equatable {
    /// (stage, reason or "accepted") → drafts, over the candidates log still kept.
    public var candidates: [String: [String: Int]]
    /// Active lines per locale.
    public var poolSize: [String: Int]
    /// When the last run that exited 0 ended, as Unix seconds.
    public var lastSuccess: Double?
}

/// What `doctor` reports about the pool.
public struct PoolHealth: Sendable, Equatable {
    public var schemaVersion: Int
    public var journalMode: String
    /// `ok`, or the first problems found.
    public var quickCheck: String
    public var activeLines: Int

    public init(schemaVersion: Int, journalMode: String, quickCheck: String, activeLines: Int) {
        self.schemaVersion = schemaVersion
        self.journalMode = journalMode
        self.quickCheck = quickCheck
        self.activeLines = activeLines
    }
}
