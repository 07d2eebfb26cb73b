import Foundation
import QuotePoolCore
import QuotePoolStore

/// The pool as consumers read it, each call in one `READ ONLY` transaction (one snapshot); the reads both stores
/// serve alike are ``SQLPoolReader``'s.
extension PostgresPool: SQLPoolReader {
    public func totals() throws(StoreError) -> PoolTotals {
        try snapshot { c throws(PGError) in try c.queries.totals(includePruned: true) }
    }

    /// The schema version, `postgresql` as the journal, the server's own check (every table readable) and the
    /// pool size.
    public func health() throws(StoreError) -> PoolHealth {
        try snapshot { c throws(PGError) in
            // A consumer role may read the view alone; a failed statement would end the transaction.
            let readable =
                try c.query("SELECT has_table_privilege('quotepool_schema', 'SELECT') AS ok").first?.int(
                    "ok") == 1
            let version = readable ? try schemaVersion() : 0
            let active = Int(try c.query("SELECT count(*) AS n FROM quotes").first?.int("n") ?? 0)
            return PoolHealth(schemaVersion: version, journalMode: "postgresql", quickCheck: "ok", activeLines: active)
        }
    }

    /// What PostgreSQL cannot check by itself: every line's run exists, every stored candidate's line exists, no
    /// two active lines of a locale share a normalized text, every vector has the length of its locale's others.
    public func fullCheck() throws(StoreError) -> [String] {
        try snapshot { c throws(PGError) in
            var problems: [String] = []
            let checks: [(String, String)] = [
                (
                    "lines without their run",
                    "SELECT count(*) AS n FROM lines WHERE NOT EXISTS (SELECT 1 FROM runs WHERE runs.id = lines.run_id)"
                ),
                (
                    "candidates naming a missing line",
                    """
                    SELECT count(*) AS n FROM candidates
                    WHERE line_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM lines WHERE lines.id = candidates.line_id)
                    """
                ),
                (
                    "vectors of odd length",
                    "SELECT count(*) AS n FROM lines WHERE embedding IS NOT NULL AND length(embedding) % 4 <> 0"
                ),
                (
                    "runs running past their lease",
                    "SELECT count(*) AS n FROM runs WHERE status = 'running' AND lease_until < ?"
                ),
            ]
            for (what, sql) in checks {
                let n =
                    try c.query(sql, sql.contains("?") ? [.text(Timestamp.string(Date()))] : []).first?
                    .int("n") ?? 0
                if n > 0 { problems.append("\(what): \(n)") }
            }
            return problems
        }
    }

    /// A PostgreSQL pool is backed up with the server's own tools (`pg_dump`), or copied to an SQLite file with
    /// `quotepool db copy`.
    public func backup(to destination: String) throws(StoreError) {
        throw .server(
            sqlState: "",
            message: "db backup writes SQLite files; back up a PostgreSQL pool with pg_dump, or copy it into an SQLite "
                + "file with `quotepool db copy \(url.given) \(destination)`",
            category: .usage)
    }

    /// Runs `body` in one `READ ONLY` transaction; a pool whose tables were never created is empty to a reader.
    public func snapshot<T>(_ body: (PGConnection) throws(PGError) -> T) throws(StoreError) -> T {
        do {
            return try read(body)
        } catch {
            // A pool whose tables were never created is no pool yet, for a reader.
            if case .server(let state, _, _) = error, state == "42P01" { throw .empty(path: url.given) }
            throw error
        }
    }
}

extension PostgresPool {
    /// The privileges a fill needs that this connection's role lacks: on a pool that has its schema, to read and
    /// write its tables; on one that has none yet, to create it in the current schema.
    public func missingWriterPrivileges() throws(StoreError) -> [String] {
        try transaction(readOnly: true) { () throws(PGError) in
            let hasSchema =
                try connection.query("SELECT to_regclass('quotepool_schema') IS NOT NULL AS present").first?.int(
                    "present") == 1
            guard hasSchema else {
                let create =
                    try connection.query(
                        "SELECT has_schema_privilege(current_schema(), 'CREATE') AS ok"
                    ).first?.int("ok") == 1
                return create ? [] : ["CREATE on schema \(try currentSchema())"]
            }
            var missing: [String] = []
            for (table, privilege) in [
                ("lines", "INSERT"), ("lines", "UPDATE"), ("runs", "INSERT"), ("runs", "UPDATE"),
                ("candidates", "INSERT"), ("candidates", "DELETE"), ("catalog", "INSERT"), ("catalog", "UPDATE"),
            ] {
                let ok =
                    try connection.query(
                        "SELECT has_table_privilege(?, ?) AS ok", [.text(table), .text(privilege)]
                    ).first?.int("ok") == 1
                if !ok { missing.append("\(privilege) on \(table)") }
            }
            return missing
        }
    }

    private func currentSchema() throws(PGError) -> String {
        try connection.query("SELECT current_schema() AS s").first?.string("s") ?? "?"
    }
}
