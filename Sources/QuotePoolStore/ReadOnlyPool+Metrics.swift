import Foundation

extension ReadOnlyPool {
    /// See ``PoolTotals``.
    public typealias Totals = PoolTotals

    /// The counters and gauges of the metrics file: candidates by stage and reason since the pool began (the log
    /// plus what retention removed from it), active lines by locale, the last successful run.
    public func totals() throws(StoreError) -> PoolTotals {
        try reading { () throws(SQLiteError) in
            var candidates: [String: [String: Int]] = [:]
            for row in try db.query(
                "SELECT stage, coalesce(reason, 'accepted') AS reason, count(*) AS n FROM candidates GROUP BY 1, 2")
            {
                candidates[row.string("stage") ?? "?", default: [:]][row.string("reason") ?? "?"] = Int(
                    row.int("n") ?? 0)
            }
            // Retention's removals (schema 2); a pool of schema 1 has pruned nothing it counted.
            let pruned = try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'candidates_pruned'")
            if pruned != .integer(0) {
                for row in try db.query("SELECT stage, reason, count AS n FROM candidates_pruned") {
                    candidates[row.string("stage") ?? "?", default: [:]][row.string("reason") ?? "?", default: 0] +=
                        Int(row.int("n") ?? 0)
                }
            }
            var pool: [String: Int] = [:]
            for row in try db.query("SELECT locale, count(*) AS n FROM quotes GROUP BY locale") {
                pool[row.string("locale") ?? "?"] = Int(row.int("n") ?? 0)
            }
            let last = try db.scalar("SELECT max(ended_at) FROM runs WHERE status = 'finished' AND exit_code = 0")
            var lastSuccess: Double?
            if case .text(let stamp) = last { lastSuccess = Timestamp.parse(stamp)?.timeIntervalSince1970 }
            return PoolTotals(candidates: candidates, poolSize: pool, lastSuccess: lastSuccess)
        }
    }
}

extension Timestamp {
    /// Parses the `*_at` format (`2026-11-29T06:00:01Z`).
    public static func parse(_ s: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: s)
    }
}
