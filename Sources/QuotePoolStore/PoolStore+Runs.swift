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
            let values = RowValues.runStart(run)
            let columns = values.map(\.0)
            try db.run(
                "INSERT INTO runs (\(columns.joined(separator: ", "))) VALUES (\(columns.map { ":" + $0 }.joined(separator: ", ")))",
                Dictionary(uniqueKeysWithValues: values))
            return db.lastInsertRowID
        }
    }

    /// `{"de":0.92,"en":0.915}`: keys sorted, each value as written in a config file.
    public static func thresholdsJSON(_ thresholds: [String: Double]) -> String {
        let entries = thresholds.sorted { $0.key < $1.key }.map { locale, value in
            "\"\(locale)\":\(String(format: "%g", value))"
        }
        return "{" + entries.joined(separator: ",") + "}"
    }

    /// Writes the run's terminal branch and counts.
    public func finishRun(id: Int64, _ end: RunEnd) throws(StoreError) {
        try writing { () throws(SQLiteError) in
            let values = RowValues.runEnd(end)
            try db.run(
                "UPDATE runs SET \(values.map { "\($0.0) = :\($0.0)" }.joined(separator: ", ")) WHERE id = :id",
                Dictionary(uniqueKeysWithValues: values + [("id", .integer(id))]))
        }
    }

    /// Active generated lines per locale (what counts toward the target).
    public func activeCount(locale: LocaleCode) throws(StoreError) -> Int {
        try guarded { () throws(SQLiteError) in
            Int(
                try db.scalar("SELECT count(*) FROM lines WHERE locale = ? AND status = 'active'", [.text(locale.pool)])
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
                  SELECT \(CandidateCounting.stageAndReason), count(*) FROM candidates
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
