import Foundation
import QuotePoolCore

extension ReadOnlyPool {
    /// See ``PoolReport``.
    public typealias Report = PoolReport

    /// Builds the report over the last `runs` runs and the last `days` UTC days up to `now`.
    public func report(runs limit: Int, days: Int = 30, now: Date = Date()) throws(StoreError) -> PoolReport {
        try reading { () throws(SQLiteError) in
            try db.inTransaction(.deferred) { _ throws(SQLiteError) in
                .commit(try buildReport(limit: max(1, limit), days: max(1, days), now: now))
            }
        }
    }

    /// The candidates of the reported runs: `run_id IN (the last N run ids)`, with N bound as the only parameter.
    private static let selectedRuns = "run_id IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?)"

    private func buildReport(limit: Int, days: Int, now: Date) throws(SQLiteError) -> PoolReport {
        let n: SQLValue = .integer(Int64(limit))

        let runs = try db.query(
            """
            SELECT id, started_at, ended_at, status, outcome, exit_code, readiness, elapsed_s, backend, model,
                drafted, accepted, dry_run
            FROM runs ORDER BY id DESC LIMIT ?
            """, [n]
        ).map { row in
            PoolReport.Run(
                id: row.int("id") ?? 0, startedAt: row.string("started_at") ?? "", endedAt: row.string("ended_at"),
                status: row.string("status") ?? "", outcome: row.string("outcome"),
                exitCode: row.int("exit_code").map { Int($0) }, readiness: row.string("readiness"),
                elapsedSeconds: row.double("elapsed_s"), backend: row.string("backend") ?? "",
                model: row.string("model") ?? "", drafted: Int(row.int("drafted") ?? 0),
                accepted: Int(row.int("accepted") ?? 0), dryRun: (row.int("dry_run") ?? 0) != 0)
        }
        let totalRuns = Int(try db.query("SELECT count(*) AS n FROM runs").first?.int("n") ?? 0)

        // The funnel: where each draft stopped, then how far each stage was reached.
        var stopped: [String: Int] = [:]
        for row in try db.query(
            "SELECT stage, count(*) AS n FROM candidates WHERE \(Self.selectedRuns) GROUP BY stage", [n])
        {
            stopped[row.string("stage") ?? "?", default: 0] += Int(row.int("n") ?? 0)
        }
        let chainOrder = StageName.allCases.map(\.rawValue)
        var stages = chainOrder.filter { PoolReport.funnelStages.contains($0) || stopped[$0, default: 0] > 0 }
        stages += stopped.keys.filter { !chainOrder.contains($0) }.sorted()
        var funnel: [PoolReport.StageCount] = []
        var later = 0
        for stage in stages.reversed() {
            let here = stopped[stage, default: 0]
            later += here
            funnel.insert(PoolReport.StageCount(stage: stage, stopped: here, reached: later), at: 0)
        }
        let candidates = stopped.values.reduce(0, +)

        // Rejections: every draft that was not accepted, whatever stage stopped it.
        var byReason: [String: Int] = [:]
        var byLocale: [String: Int] = [:]
        var byRun: [Int64: [String: Int]] = [:]
        for row in try db.query(
            """
            SELECT run_id, locale, coalesce(reason, 'unknown') AS reason, count(*) AS n
            FROM candidates WHERE accepted = 0 AND \(Self.selectedRuns)
            GROUP BY run_id, locale, reason
            """, [n])
        {
            let count = Int(row.int("n") ?? 0)
            let reason = row.string("reason") ?? "unknown"
            byReason[reason, default: 0] += count
            byLocale[row.string("locale") ?? "?", default: 0] += count
            byRun[row.int("run_id") ?? 0, default: [:]][reason, default: 0] += count
        }

        let latency = try latencyFigures(n)

        var poolSize: [String: Int] = [:]
        for row in try db.query("SELECT locale, count(*) AS n FROM quotes GROUP BY locale") {
            poolSize[row.string("locale") ?? "?"] = Int(row.int("n") ?? 0)
        }

        return PoolReport(
            runs: runs, totalRuns: totalRuns, funnel: funnel, candidates: candidates, rejectionsByReason: byReason,
            rejectionsByLocale: byLocale, rejectionsByRun: byRun, latency: latency, poolSize: poolSize,
            poolGrowth: try growth(days: days, now: now))
    }

    /// p50 and p95 pick the sorted value at index round(p × (count − 1)), as the runs' own `latency_json` does.
    private func latencyFigures(_ n: SQLValue) throws(SQLiteError) -> PoolReport.Latency {
        let summary = try db.query(
            "SELECT count(*) AS count, max(elapsed_ms) AS max FROM candidates WHERE \(Self.selectedRuns)", [n]
        ).first
        let count = Int(summary?.int("count") ?? 0)
        guard count > 0 else { return PoolReport.Latency(count: 0, p50: nil, p95: nil, max: nil) }
        func percentile(_ p: Double) throws(SQLiteError) -> Double? {
            let offset = min(count - 1, Int((p * Double(count - 1)).rounded()))
            return try db.query(
                "SELECT elapsed_ms FROM candidates WHERE \(Self.selectedRuns) ORDER BY elapsed_ms LIMIT 1 OFFSET ?",
                [n, .integer(Int64(offset))]
            ).first?.double("elapsed_ms").map(Self.roundMilliseconds)
        }
        return PoolReport.Latency(
            count: count, p50: try percentile(0.5), p95: try percentile(0.95),
            max: summary?.double("max").map(Self.roundMilliseconds))
    }

    static func roundMilliseconds(_ ms: Double) -> Double { (ms * 1000).rounded() / 1000 }

    /// One entry per UTC day of the window: lines created and retired that day, and the active pool at its end.
    private func growth(days: Int, now: Date) throws(SQLiteError) -> [PoolReport.Day] {
        let today = Timestamp.parse(Timestamp.dayStart(now)) ?? now
        let dayNames = (0..<days).reversed().map { back in
            String(Timestamp.string(today.addingTimeInterval(-Double(back) * 86400)).prefix(10))
        }
        let windowStart = dayNames[0] + "T00:00:00Z"
        var added: [String: Int] = [:]
        for row in try db.query(
            "SELECT substr(created_at, 1, 10) AS day, count(*) AS n FROM lines WHERE created_at >= ? GROUP BY day",
            [.text(windowStart)])
        {
            added[row.string("day") ?? ""] = Int(row.int("n") ?? 0)
        }
        var retired: [String: Int] = [:]
        for row in try db.query(
            """
            SELECT substr(retired_at, 1, 10) AS day, count(*) AS n FROM lines
            WHERE status = 'retired' AND retired_at >= ? GROUP BY day
            """, [.text(windowStart)])
        {
            retired[row.string("day") ?? ""] = Int(row.int("n") ?? 0)
        }
        // Active at the start of the window: created before it and not retired before it.
        var size = Int(
            try db.query(
                """
                SELECT count(*) AS n FROM lines
                WHERE created_at < ? AND (status = 'active' OR retired_at IS NULL OR retired_at >= ?)
                """, [.text(windowStart), .text(windowStart)]
            ).first?.int("n") ?? 0)
        return dayNames.map { day in
            let a = added[day, default: 0]
            let r = retired[day, default: 0]
            size += a - r
            return PoolReport.Day(day: day, added: a, retired: r, size: size)
        }
    }
}
