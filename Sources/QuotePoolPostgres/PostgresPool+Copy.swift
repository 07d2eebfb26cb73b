import Foundation
import QuotePoolCore
import QuotePoolStore

/// `quotepool db copy` into and out of PostgreSQL: the same tables and columns as the SQLite store (the run's
/// lease columns are filled in for copied runs).
extension PostgresPool: PoolCopyDestination {
    /// The cluster (its system identifier, the same through every host name and socket that reaches it), the
    /// database and the schema.
    public func copyIdentity() throws(StoreError) -> String {
        try transaction(readOnly: true) { () throws(PGError) in
            let row = try connection.query(
                """
                SELECT system_identifier::text AS cluster, current_database() AS db, current_schema() AS schema
                FROM pg_control_system()
                """
            ).first
            return "postgres:"
                + [row?.string("cluster"), row?.string("db"), row?.string("schema")]
                .map { $0 ?? "" }.joined(separator: "/")
        }
    }

    public func copyColumns(_ table: String) throws(StoreError) -> [String] {
        guard Self.copyable(table, []) else { return [] }
        return try transaction(readOnly: true) { () throws(PGError) in
            try connection.query(
                """
                SELECT column_name FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position
                """, [.text(table)]
            ).compactMap { $0.string("column_name") }
        }
    }

    public func copyRows(_ table: String, columns: [String], after id: Int64, limit: Int) throws(StoreError) -> [Row] {
        guard Self.copyable(table, columns) else { return [] }
        return try transaction(readOnly: true) { () throws(PGError) in
            try connection.query(
                "SELECT \(columns.joined(separator: ", ")) FROM \(table) WHERE id > ? ORDER BY id LIMIT ?",
                [.integer(id), .integer(Int64(limit))])
        }
    }

    public func newestID(_ table: String) throws(StoreError) -> Int64 {
        guard Self.copyable(table, []) else { return 0 }
        return try transaction(readOnly: true) { () throws(PGError) in
            try connection.query("SELECT coalesce(max(id), 0) AS id FROM \(table)").first?.int("id") ?? 0
        }
    }

    public func insertCopies(_ table: String, columns: [String], _ rows: [Row]) throws(StoreError) {
        guard Self.copyable(table, columns), !rows.isEmpty else { return }
        // A copied run's lease is its own start: it was never this server's to wait for.
        let lease = table == "runs" && !columns.contains("lease_until")
        let all = columns + (lease ? ["heartbeat_at", "lease_until"] : [])
        let placeholders = all.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        let sql = "INSERT INTO \(table) (\(all.joined(separator: ", "))) VALUES (\(placeholders))"
        try transaction { () throws(PGError) in
            for row in rows {
                var values = columns.map { row[$0] }
                if lease { values += [row["ended_at"], row["started_at"]] }
                try connection.query(sql, values)
            }
        }
    }

    /// New rows get ids above the copied ones.
    public func finishCopy(_ table: String) throws(StoreError) {
        guard Self.copyable(table, []) else { return }
        _ = try transaction { () throws(PGError) in
            try connection.query(
                "SELECT setval(pg_get_serial_sequence(?, 'id'), greatest((SELECT max(id) FROM \(table)), 1))",
                [.text(table)])
        }
    }

    static func copyable(_ table: String, _ columns: [String]) -> Bool { CopyNames.check(table, columns) }
}
