import Foundation
import QuotePoolCore

extension SQLPool {
    /// Marks as `crashed` the runs whose owner is gone, and records the endings the fill lock kept.
    ///
    /// Without leases (``SQLDialect/leaseGrace``) the caller holds the fill lock, so every run still `running` was
    /// left by a killed process: each kept ending (`unrecordedEnds`, by run id, ``FillLock/unrecordedEnds``) is
    /// recorded on its own, then the rest are marked in one write. With leases only the runs whose lease expired are
    /// marked (their host died, or lost the database for longer than the run could last); a live fill on another
    /// host is never touched, and `unrecordedEnds`, which belongs to a lock file, is not used.
    @discardableResult
    public func markCrashedRuns(now: Date, unrecordedEnds: [Int64: RunEnd]) throws(StoreError) -> (
        crashed: Int, recorded: Int
    ) {
        let stamp = Timestamp.string(now)
        var recorded = 0
        if !dialect.severalWriters {
            let running = try read { c throws(Connection.Failure) in
                try c.query("SELECT id FROM runs WHERE status = 'running'", []).compactMap { $0.int("id") }
            }
            for id in running {
                guard var end = unrecordedEnds[id] else { continue }
                let note = "recorded by the next fill: this run could not write its final row when it ended"
                end.error = end.error.map { "\($0) (\(note))" } ?? note
                try finishRun(id: id, end)
                recorded += 1
            }
        }
        let crashed = try write { c throws(Connection.Failure) in
            .commit(
                dialect.severalWriters
                    ? try c.execute(
                        """
                        UPDATE runs SET status = 'crashed', outcome = 'crashed', ended_at = ?
                        WHERE status = 'running' AND lease_until < ?
                        """, [.text(stamp), .text(stamp)])
                    : try c.execute(
                        "UPDATE runs SET status = 'crashed', outcome = 'crashed', ended_at = ? WHERE status = 'running'",
                        [.text(stamp)]))
        }
        return (crashed, recorded)
    }

    /// Deletes rejected candidates older than `candidatesDays` (the candidates of stored lines are kept) and
    /// finished runs older than `runsDays` that nothing refers to, in one transaction; returns the rows removed.
    /// What it deletes is counted first, in the same transaction, so the metrics' counters never go down.
    @discardableResult
    public func prune(now: Date, candidatesDays: Int, runsDays: Int) throws(StoreError) -> Int {
        let cutoff = Timestamp.string(now.addingTimeInterval(-Double(candidatesDays) * 86400))
        let runCutoff = Timestamp.string(now.addingTimeInterval(-Double(runsDays) * 86400))
        return try write { c throws(Connection.Failure) in
            // Several writers may prune at once: one at a time, so the counts are moved exactly once.
            try lock("prune", on: c)
            try c.execute(
                """
                INSERT INTO candidates_pruned (stage, reason, count)
                  SELECT \(CandidateCounting.stageAndReason), count(*) FROM candidates
                  WHERE line_id IS NULL AND created_at < ? GROUP BY 1, 2
                  ON CONFLICT (stage, reason) DO UPDATE SET count = candidates_pruned.count + excluded.count
                """, [.text(cutoff)])
            var removed = try c.execute(
                "DELETE FROM candidates WHERE line_id IS NULL AND created_at < ?", [.text(cutoff)])
            removed += try c.execute(
                """
                DELETE FROM runs WHERE status != 'running' AND started_at < ?
                  AND NOT EXISTS (SELECT 1 FROM lines WHERE lines.run_id = runs.id)
                  AND NOT EXISTS (SELECT 1 FROM candidates WHERE candidates.run_id = runs.id)
                """, [.text(runCutoff)])
            return .commit(removed)
        }
    }

    /// Inserts the run row (status `running`) and returns its id; with leases, the lease lasts its budget plus
    /// ``SQLDialect/leaseGrace`` from its start.
    public func beginRun(_ run: RunStart) throws(StoreError) -> Int64 {
        var values = RowValues.runStart(run)
        if let grace = dialect.leaseGrace {
            values += [
                ("heartbeat_at", .text(Timestamp.string(run.startedAt))),
                ("lease_until", .text(Timestamp.string(run.startedAt.addingTimeInterval(run.budgetSeconds + grace)))),
            ]
        }
        return try write { c throws(Connection.Failure) in .commit(try insert(into: "runs", values, on: c)) }
    }

    /// Writes the run's terminal branch and counts.
    public func finishRun(id: Int64, _ end: RunEnd) throws(StoreError) {
        var values = RowValues.runEnd(end)
        if dialect.severalWriters { values.append(("heartbeat_at", .text(Timestamp.string(end.endedAt)))) }
        try write { c throws(Connection.Failure) in
            try c.execute(
                "UPDATE runs SET \(values.map { "\($0.0) = ?" }.joined(separator: ", ")) WHERE id = ?",
                values.map(\.1) + [.integer(id)])
            return .commit
        }
    }

    /// Active lines of `locale`: what counts toward the target.
    public func activeCount(locale: LocaleCode) throws(StoreError) -> Int {
        try read { c throws(Connection.Failure) in try activeCount(locale, on: c) }
    }

    func activeCount(_ locale: LocaleCode, on c: Connection) throws(Connection.Failure) -> Int {
        Int(
            try c.query(
                "SELECT count(*) AS n FROM lines WHERE locale = ? AND status = 'active'", [.text(locale.pool)]
            ).first?.int("n") ?? 0)
    }
}
