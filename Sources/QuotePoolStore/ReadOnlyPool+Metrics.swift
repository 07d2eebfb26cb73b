import Foundation

extension ReadOnlyPool {
    /// See ``PoolTotals``.
    public typealias Totals = PoolTotals

    /// The counters and gauges of the metrics file: candidates by stage and reason since the pool began (the log
    /// plus what retention removed from it), active lines by locale, the last successful run.
    public func totals() throws(StoreError) -> PoolTotals {
        try reading { () throws(SQLiteError) in
            // Retention's removals (schema 2); a pool of schema 1 has pruned nothing it counted.
            let pruned = try db.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'candidates_pruned'")
            return try db.queries.totals(includePruned: pruned != .integer(0))
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
