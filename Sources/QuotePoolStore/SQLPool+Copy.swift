import Foundation

/// `quotepool db copy` into a pool, and out of it, written once for both stores: the same tables and columns, read
/// and written in id order with the ids kept (``PoolCopier``).
extension SQLPool {
    public func copyColumns(_ table: String) throws(StoreError) -> [String] {
        try read { c throws(Connection.Failure) in try c.copyColumns(table, dialect) }
    }

    public func copyRows(_ table: String, columns: [String], after id: Int64, limit: Int) throws(StoreError) -> [Row] {
        try read { c throws(Connection.Failure) in try c.copyRows(table, columns: columns, after: id, limit: limit) }
    }

    public func newestID(_ table: String) throws(StoreError) -> Int64 {
        guard CopyNames.check(table, []) else { return 0 }
        return try read { c throws(Connection.Failure) in
            try c.query("SELECT coalesce(max(id), 0) AS id FROM \(table)", []).first?.int("id") ?? 0
        }
    }

    /// Inserts copied rows with their ids, in one transaction. A copied run gets a lease, where runs have one, that
    /// ended with its start: it was never this pool's to wait for.
    public func insertCopies(_ table: String, columns: [String], _ rows: [Row]) throws(StoreError) {
        guard CopyNames.check(table, columns), !rows.isEmpty else { return }
        let lease = dialect.leaseGrace != nil && table == "runs" && !columns.contains("lease_until")
        let all = columns + (lease ? ["heartbeat_at", "lease_until"] : [])
        let placeholders = all.map { _ in "?" }.joined(separator: ", ")
        let sql = "INSERT INTO \(table) (\(all.joined(separator: ", "))) VALUES (\(placeholders))"
        try write { c throws(Connection.Failure) in
            for row in rows {
                var values = columns.map { row[$0] }
                if lease { values += [row["ended_at"], row["started_at"]] }
                try c.execute(sql, values)
            }
            return .commit
        }
    }

    /// After the last batch of `table`: where ids come from a sequence (``SQLDialect/idSequences``), it is moved
    /// past the copied ids, so new rows get ids above them; SQLite numbers a new row after the highest id itself.
    public func finishCopy(_ table: String) throws(StoreError) {
        guard dialect.idSequences, CopyNames.check(table, []) else { return }
        try write { c throws(Connection.Failure) in
            _ = try c.query(
                "SELECT setval(pg_get_serial_sequence(?, 'id'), greatest((SELECT max(id) FROM \(table)), 1))",
                [.text(table)])
            return .commit
        }
    }
}

extension SQLConnection {
    /// The columns of `table`, in order; none for a table a copy does not name.
    func copyColumns(_ table: String, _ dialect: SQLDialect) throws(Failure) -> [String] {
        guard CopyNames.check(table, []) else { return [] }
        return try query(dialect.columnsStatement, [.text(table)]).compactMap { $0.string("name") }
    }

    /// Up to `limit` rows of `table` with an id above `id`, in id order, with `columns`.
    func copyRows(_ table: String, columns: [String], after id: Int64, limit: Int) throws(Failure) -> [Row] {
        guard CopyNames.check(table, columns) else { return [] }
        return try query(
            "SELECT \(columns.joined(separator: ", ")) FROM \(table) WHERE id > ? ORDER BY id LIMIT ?",
            [.integer(id), .integer(Int64(limit))])
    }
}
