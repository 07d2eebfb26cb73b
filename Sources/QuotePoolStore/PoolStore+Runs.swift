import Foundation
import QuotePoolCore

extension PoolStore {
    /// Marks runs left `running` by a killed process as `crashed`, and records the endings that the lock file kept
    /// for runs that exited cleanly but could not write their row (``FillLock/unrecordedEnds``).
    ///
    /// Only call this while holding the fill lock: then no live fill can own such a row.
    @discardableResult
    public func markCrashedRuns(now: Date, unrecordedEnds: [Int64: RunEnd]) throws(StoreError) -> (
        crashed: Int, recorded: Int
    ) {
        let running = try guarded { () throws(SQLiteError) in
            try db.query("SELECT id FROM runs WHERE status = 'running'").compactMap { $0.int("id") }
        }
        var recorded = 0
        for id in running {
            guard var end = unrecordedEnds[id] else { continue }
            let note = "recorded by the next fill: this run could not write its final row when it ended"
            end.error = end.error.map { "\($0) (\(note))" } ?? note
            try finishRun(id: id, end)
            recorded += 1
        }
        let crashed = try writing { () throws(SQLiteError) in
            try db.run(
                "UPDATE runs SET status = 'crashed', outcome = 'crashed', ended_at = ? WHERE status = 'running'",
                [.text(Timestamp.string(now))])
            return db.changes
        }
        return (crashed, recorded)
    }

    /// Inserts the run row (status `running`) and returns its id.
    public func beginRun(_ run: RunStart) throws(StoreError) -> Int64 {
        try writing { () throws(SQLiteError) in
            try db.run(
                """
                INSERT INTO runs (started_at, status, budget_s, host, os, version, config_hash, backend, model,
                                  locales, seed, dry_run, embedder, novelty_thresholds)
                VALUES (:started_at, 'running', :budget_s, :host, :os, :version, :config_hash, :backend, :model,
                        :locales, :seed, :dry_run, :embedder, :novelty_thresholds)
                """,
                [
                    "started_at": .text(Timestamp.string(run.startedAt)),
                    "budget_s": .real(run.budgetSeconds),
                    "host": .text(run.host),
                    "os": .text(run.os),
                    "version": .text(run.version),
                    "config_hash": .text(run.configHash),
                    "backend": .text(run.backend),
                    "model": .text(run.model),
                    "locales": .text(run.locales.joined(separator: ",")),
                    "seed": .integer(Int64(bitPattern: run.seed)),
                    "dry_run": .integer(run.dryRun ? 1 : 0),
                    "embedder": run.embedder.map(SQLValue.text) ?? .null,
                    "novelty_thresholds": .text(Self.thresholdsJSON(run.noveltyThresholds)),
                ])
            return db.lastInsertRowID
        }
    }

    /// `{"de":0.92,"en":0.915}`: keys sorted, each value as written in a config file.
    static func thresholdsJSON(_ thresholds: [String: Double]) -> String {
        let entries = thresholds.sorted { $0.key < $1.key }.map { locale, value in
            "\"\(locale)\":\(String(format: "%g", value))"
        }
        return "{" + entries.joined(separator: ",") + "}"
    }

    /// Writes the run's terminal branch and counts.
    public func finishRun(id: Int64, _ end: RunEnd) throws(StoreError) {
        try writing { () throws(SQLiteError) in
            try db.run(
                """
                UPDATE runs SET status = 'finished', ended_at = :ended_at, outcome = :outcome, exit_code = :exit_code,
                    readiness = :readiness, elapsed_s = :elapsed_s, drafted = :drafted, accepted = :accepted,
                    counts_json = :counts_json, latency_json = :latency_json, error = :error
                WHERE id = :id
                """,
                [
                    "ended_at": .text(Timestamp.string(end.endedAt)),
                    "outcome": .text(end.outcome),
                    "exit_code": .integer(Int64(end.exitCode)),
                    "readiness": .text(end.readiness),
                    "elapsed_s": .real(end.elapsedSeconds),
                    "drafted": .integer(Int64(end.drafted)),
                    "accepted": .integer(Int64(end.accepted)),
                    "counts_json": .text(end.countsJSON),
                    "latency_json": .text(end.latencyJSON),
                    "error": end.error.map { .text($0) } ?? .null,
                    "id": .integer(id),
                ])
        }
    }

    /// Active generated lines per locale (what counts toward the target).
    public func activeCount(locale: String) throws(StoreError) -> Int {
        try guarded { () throws(SQLiteError) in
            Int(
                try db.scalar("SELECT count(*) FROM lines WHERE locale = ? AND status = 'active'", [.text(locale)])
                    .flatMap(Self.int) ?? 0)
        }
    }

    /// Deletes rejected candidates older than `days` (the candidates of stored lines are kept) and
    /// finished runs older than `runsDays` that no line refers to; returns rows removed.
    @discardableResult
    public func prune(now: Date, candidatesDays: Int, runsDays: Int) throws(StoreError) -> Int {
        try inTransaction { db throws(SQLiteError) in
            let cutoff = Timestamp.string(now.addingTimeInterval(-Double(candidatesDays) * 86400))
            // Counted before they go, in the same transaction, so the counters stay monotonic.
            try db.run(
                """
                INSERT INTO candidates_pruned (stage, reason, count)
                  SELECT stage, coalesce(reason, 'accepted'), count(*) FROM candidates
                  WHERE line_id IS NULL AND created_at < ? GROUP BY 1, 2
                  ON CONFLICT (stage, reason) DO UPDATE SET count = count + excluded.count
                """, [.text(cutoff)])
            try db.run("DELETE FROM candidates WHERE line_id IS NULL AND created_at < ?", [.text(cutoff)])
            var removed = db.changes
            let runCutoff = Timestamp.string(now.addingTimeInterval(-Double(runsDays) * 86400))
            try db.run(
                """
                DELETE FROM runs WHERE status != 'running' AND started_at < ?
                  AND NOT EXISTS (SELECT 1 FROM lines WHERE lines.run_id = runs.id)
                  AND NOT EXISTS (SELECT 1 FROM candidates WHERE candidates.run_id = runs.id)
                """, [.text(runCutoff)])
            removed += db.changes
            return .commit(removed)
        }
    }
}
