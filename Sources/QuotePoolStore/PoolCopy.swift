import Foundation
import QuotePoolCore

/// A pool read row by row, for `quotepool db copy`.
public protocol PoolCopySource: AnyObject {
    /// The columns of `table`.
    func copyColumns(_ table: String) throws(StoreError) -> [String]
    /// Up to `limit` rows of `table` with an id above `id`, in id order, with `columns`.
    func copyRows(_ table: String, columns: [String], after id: Int64, limit: Int) throws(StoreError) -> [Row]
    /// The pool itself, whatever spelling of its location led here (`./`, a symlink, `localhost` for
    /// `127.0.0.1`): equal for two handles on one pool, so a copy of a pool onto itself is refused.
    func copyIdentity() throws(StoreError) -> String
}

/// A pool written row by row, ids kept, for `quotepool db copy`.
public protocol PoolCopyDestination: PoolCopySource {
    /// The highest id of `table` (0 when empty): a copy that stopped resumes after it.
    func newestID(_ table: String) throws(StoreError) -> Int64
    /// Inserts `rows` (with their ids) into `table`, in one transaction.
    func insertCopies(_ table: String, columns: [String], _ rows: [Row]) throws(StoreError)
    /// After the last batch of `table`: new rows get ids above the copied ones.
    func finishCopy(_ table: String) throws(StoreError)
}

/// Copies a pool into another store (SQLite into PostgreSQL and back): runs, lines with their vectors, the
/// reference catalog and the judge checks, in id order and in batches, each batch one transaction; a copy that
/// stopped resumes after the last id the destination holds. The candidates log is not copied.
public enum PoolCopier {
    /// What is copied, in an order that keeps every reference valid.
    public static let tables = ["runs", "lines", "catalog", "judge_checks"]

    public struct Report: Sendable {
        /// Rows copied now, per table (resumed rows not counted again).
        public var copied: [String: Int] = [:]
        /// Rows per table at the end, in the source and in the destination.
        public var counts: [String: (source: Int, destination: Int)] = [:]
        /// ``digest(of:)`` of both, equal when the copy is whole.
        public var sourceDigest = ""
        public var destinationDigest = ""
        public var verified: Bool { sourceDigest == destinationDigest && counts.values.allSatisfy { $0 == $1 } }
    }

    /// Copies `source` into `destination`, `batch` rows a transaction; `progress` hears each batch.
    public static func copy(
        from source: any PoolCopySource, to destination: any PoolCopyDestination, batch: Int = 1000,
        progress: (String, Int) -> Void = { _, _ in }
    ) throws(StoreError) -> Report {
        try checkIsPrefix(of: source, destination)
        var report = Report()
        for table in tables {
            let wanted = try destination.copyColumns(table)
            let columns = try source.copyColumns(table).filter { wanted.contains($0) }
            guard columns.contains("id") else { continue }
            var after = try destination.newestID(table)
            var copied = 0
            while true {
                let rows = try source.copyRows(table, columns: columns, after: after, limit: batch)
                guard let last = rows.last?.int("id") else { break }
                try destination.insertCopies(table, columns: columns, rows)
                copied += rows.count
                after = last
                progress(table, copied)
            }
            try destination.finishCopy(table)
            report.copied[table] = copied
            report.counts[table] = (try count(source, table), try count(destination, table))
        }
        report.sourceDigest = try digest(of: source)
        report.destinationDigest = try digest(of: destination)
        return report
    }

    /// The columns that say which row a row is: the same id with other values here is another pool's row.
    static let identity = [
        "runs": ["id", "started_at"], "lines": ["id", "locale", "text_hash"], "catalog": ["id", "locale", "text_hash"],
        "judge_checks": ["id", "checked_at", "dataset_sha256"],
    ]

    /// Throws ``StoreError/foreignRows(table:id:)`` unless every row `destination` holds is the source's row with
    /// the same id and no source row is missing before it: a copy resumes only a copy of the same pool, and never
    /// writes one pool's rows among another's.
    static func checkIsPrefix(
        of source: any PoolCopySource, _ destination: any PoolCopyDestination
    ) throws(StoreError) {
        for table in tables {
            guard let columns = identity[table] else { continue }
            var after: Int64 = 0
            while true {
                let theirs = try destination.copyRows(table, columns: columns, after: after, limit: 2000)
                guard let last = theirs.last?.int("id") else { break }
                let ours = try source.copyRows(table, columns: columns, after: after, limit: theirs.count)
                for (index, row) in theirs.enumerated()
                where index >= ours.count || ours[index].int("id") != row.int("id")
                    || columns.dropFirst().contains(where: { ours[index].string($0) != row.string($0) })
                {
                    throw .foreignRows(table: table, id: row.int("id") ?? 0)
                }
                after = last
            }
        }
    }

    /// SHA-256 over what consumers are served (every `quotes` row, in id order) and every stored vector (lines
    /// and reference lines): two pools with the same digest serve the same lines and compare with the same
    /// vectors.
    public static func digest(of pool: any PoolCopySource) throws(StoreError) -> String {
        var state = [UInt8](repeating: 0, count: 32)
        let parts: [(String, [String])] = [
            ("quotes", ["id", "text", "locale", "mood", "theme", "word_count", "created_at", "model", "run_id"]),
            ("lines", ["id", "embedder", "embedding"]),
            ("catalog", ["id", "text", "embedder", "embedding"]),
        ]
        for (table, columns) in parts {
            var after: Int64 = 0
            while true {
                let rows = try pool.copyRows(table, columns: columns, after: after, limit: 2000)
                guard let last = rows.last?.int("id") else { break }
                var bytes = state + Array(table.utf8)
                for row in rows {
                    for value in row.values {
                        switch value {
                        case .blob(let b): bytes += [0x01] + b
                        default: bytes += [0x02] + Array("\(value)".utf8)
                        }
                    }
                }
                state = SHA256.digest(bytes)
                after = last
            }
        }
        return state.map { String(format: "%02x", $0) }.joined()
    }

    static func count(_ pool: any PoolCopySource, _ table: String) throws(StoreError) -> Int {
        var n = 0
        var after: Int64 = 0
        while true {
            let rows = try pool.copyRows(table, columns: ["id"], after: after, limit: 10000)
            guard let last = rows.last?.int("id") else { return n }
            n += rows.count
            after = last
        }
    }
}

/// The only tables and columns a copy names in its SQL: the schema's own, checked against this list.
public enum CopyNames {
    public static func check(_ table: String, _ columns: [String]) -> Bool {
        (PoolCopier.tables + ["quotes"]).contains(table)
            && columns.allSatisfy { $0.allSatisfy { $0.isLetter || $0 == "_" } && !$0.isEmpty }
    }
}

extension ReadOnlyPool: PoolCopySource {
    public func copyIdentity() -> String { "sqlite:" + path }

    public func copyColumns(_ table: String) throws(StoreError) -> [String] {
        try snapshot { c throws(SQLiteError) in try c.copyColumns(table, dialect) }
    }

    public func copyRows(_ table: String, columns: [String], after id: Int64, limit: Int) throws(StoreError) -> [Row] {
        try snapshot { c throws(SQLiteError) in try c.copyRows(table, columns: columns, after: id, limit: limit) }
    }
}

extension PoolStore: PoolCopyDestination {
    public func copyIdentity() -> String { "sqlite:" + path }
}
