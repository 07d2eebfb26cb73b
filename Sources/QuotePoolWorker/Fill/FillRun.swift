import Foundation
import QuotePoolCore
import QuotePoolStore

/// One fill's bookkeeping: its database and lock, its run row, its counts, and the summary it ends with.
///
/// Owned by the fill's one task (not `Sendable`); every ending goes through ``finish(_:category:message:)``, which
/// writes the run row once.
final class FillRun {
    let options: FillOptions
    let retention: Config.Retention
    let clock: JobClock
    let deadline: Deadline
    let seed: UInt64
    let store: (any PoolWriter)?
    let lock: FillLock?
    let onEvent: @Sendable (FillEvent) -> Void
    private(set) var runID: Int64?
    var tally: Tally
    var readiness = "unknown"

    init(
        options: FillOptions, retention: Config.Retention, clock: JobClock, deadline: Deadline, seed: UInt64,
        store: (any PoolWriter)?, lock: FillLock?, onEvent: @escaping @Sendable (FillEvent) -> Void
    ) {
        self.options = options
        self.retention = retention
        self.clock = clock
        self.deadline = deadline
        self.seed = seed
        self.store = store
        self.lock = lock
        self.onEvent = onEvent
        tally = Tally(locales: options.locales)
    }

    /// Records crashed runs and endings the previous holder could not write, prunes old rows, and inserts this
    /// run's row (a dry run writes nothing).
    func begin(
        backend: String, model: String, embedder: String?, noveltyThresholds: [String: Double]
    ) throws(StoreError) {
        guard let store, !options.dryRun else { return }
        let swept = try store.markCrashedRuns(now: clock.wallNow(), unrecordedEnds: lock?.unrecordedEnds ?? [:])
        if swept.recorded > 0 {
            onEvent(.note("recorded the ending of \(swept.recorded) earlier run(s) that could not write it"))
        }
        if swept.crashed > 0 {
            onEvent(.note("marked \(swept.crashed) run(s) left running by a killed process as crashed"))
        }
        try store.prune(
            now: clock.wallNow(), candidatesDays: retention.candidatesDays, runsDays: retention.runsDays)
        runID = try store.beginRun(
            RunStart(
                startedAt: clock.wallNow(), budgetSeconds: options.budgetSeconds,
                host: options.hostID ?? ProcessInfo.processInfo.hostName,
                os: ProcessInfo.processInfo.operatingSystemVersionString,
                version: options.version, configHash: options.configHash, backend: backend, model: model,
                locales: options.locales.map(\.pool), seed: seed, dryRun: options.dryRun, embedder: embedder,
                noveltyThresholds: noveltyThresholds))
    }

    /// The run's summary as it stands, with `outcome`.
    func summary(_ outcome: RunOutcome, exitCode: Int32, message: String?) -> FillSummary {
        let pool = options.locales.reduce(into: [String: Int]()) { out, l in
            out[l.pool] = (try? store?.activeCount(locale: l)) ?? 0
        }
        return FillSummary(
            runID: runID, outcome: outcome, exitCode: exitCode,
            elapsedSeconds: (deadline.elapsed() * 1000).rounded() / 1000, drafted: tally.drafted,
            accepted: tally.accepted, rejected: tally.rejected, readiness: readiness, seed: seed,
            dryRun: options.dryRun, budgetSeconds: options.budgetSeconds, committed: tally.committed,
            database: options.databasePath, message: message, poolSize: pool, byStage: tally.byStage,
            atLengthCap: tally.atLengthCap, spellingSkipped: tally.spellingSkipped)
    }

    /// Ends the run: `outcome`, with the exit code of `category` (nil: a success, 0; a signal's code for
    /// `cancelled`), written to the run row once, then reported.
    func finish(_ outcome: RunOutcome, category: FailureCategory? = nil, signal: Int32? = nil, message: String? = nil)
        -> FillSummary
    {
        let code = signal.map(ExitCode.signal) ?? category.map(ExitCode.of) ?? ExitCode.ok
        let s = summary(outcome, exitCode: code, message: message)
        if let runID, let store, !options.dryRun {
            let end = RunEnd(
                endedAt: clock.wallNow(), outcome: outcome.rawValue, exitCode: code, readiness: readiness,
                elapsedSeconds: s.elapsedSeconds, drafted: s.drafted, accepted: s.accepted.values.reduce(0, +),
                countsJSON: tally.countsJSON(), latencyJSON: tally.latencyJSON(), error: message)
            do {
                try store.finishRun(id: runID, end)
            } catch {
                // The database stayed locked (or failed) past the time left: the lock file keeps the ending, and
                // the next fill records it instead of calling this run crashed.
                lock?.keepUnrecordedEnd(runID: runID, end)
                onEvent(
                    .warning(
                        "run \(runID) ended \(outcome.rawValue) but its row could not be written (\(error)); "
                            + "the next fill records it"))
            }
        }
        onEvent(.finished(s))
        return s
    }
}
