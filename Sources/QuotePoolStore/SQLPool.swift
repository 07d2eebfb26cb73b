import QuotePoolCore

/// A pool kept in an SQL database through one ``SQLConnection``: the pool's writes (``PoolWriter``) written once,
/// for SQLite (``PoolStore``) and PostgreSQL (`PostgresPool`) alike, in `SQLPool+Runs.swift`, `SQLPool+Lines.swift`
/// and `SQLPool+Catalog.swift`.
///
/// A store brings its connection, its ``SQLDialect``, and how a write and a read run on it: ``write(_:)`` is one
/// transaction that commits whole or not at all, with the store's own failure handling around it (SQLite: the busy
/// timeout, the write-ahead log checks, sealing a commit that failed on an I/O error; PostgreSQL: the statement
/// timeout, retried serialization failures, reconnecting after a lost connection).
public protocol SQLPool: PoolWriter, AnyObject {
    associatedtype Connection: SQLConnection

    /// What this engine's SQL says differently.
    var dialect: SQLDialect { get }

    /// Runs `body` in one write transaction (``SQLDialect/beginWrite``): all of it commits when it returns
    /// `.commit`, none of it when it returns `.rollback` or throws; a failure comes back as a ``StoreError``. When a
    /// store runs `body` again (a retried serialization failure), every run but the last was rolled back whole.
    func write<T>(
        _ body: (Connection) throws(Connection.Failure) -> TransactionCompletion<T>
    ) throws(StoreError) -> T

    /// Runs `body` as a read; a failure comes back as a ``StoreError``.
    func read<T>(_ body: (Connection) throws(Connection.Failure) -> T) throws(StoreError) -> T

    /// What this writer knows of the lines other writers committed (used when ``SQLDialect/severalWriters``).
    var otherWriters: OtherWriters { get }

    /// Runs after each batch, committed or not (SQLite keeps its write-ahead log bounded there).
    func afterBatch()
}

extension SQLPool {
    public func afterBatch() {}
}

/// What a writer of a pool that several writers fill at once knows of the others: the check its batches make, the
/// newest line it has compared its drafts with, and the lines other writers committed since it loaded its catalog.
/// It belongs to its store's one owner, as the store does.
public final class OtherWriters {
    /// What a batch checks against the lines other writers committed meanwhile; nil: exact duplicates only.
    var check: ConcurrentWriters?
    /// The newest line id of each locale this writer has compared its drafts with: its catalog's, then the other
    /// writers' lines its batches fetched.
    var seenLineID: [String: Int64] = [:]
    /// The lines other writers committed since this one loaded its catalog, by locale, fetched by its batches: each
    /// later batch is checked against all of them.
    var committed: [String: Lines] = [:]

    public init() {}

    /// The lines other writers committed since this one loaded its catalog: their normalized texts, and the
    /// vectors of the embedder this writer compares with (SIMD-scanned, as novelty's catalog is).
    struct Lines {
        var hashes: [String: Int64] = [:]
        var index: CosineIndex?
        var ids: [Int64] = []

        mutating func add(_ lines: [CommittedLine], embedderID: String?) {
            for line in lines {
                hashes[line.hash] = line.id
                guard let embedderID, line.embedderID == embedderID, let vector = line.vector else { continue }
                if index == nil { index = CosineIndex(dimension: vector.count) }
                if index?.add(vector) != nil { ids.append(line.id) }
            }
        }
    }

    /// Why `candidate` is now redundant with one of `others`: the same normalized text, or (with a vector of the
    /// checked embedder) a cosine at or above the locale's threshold; nil when it is not.
    func redundancy(of candidate: Candidate, among others: Lines) -> (reason: Reason, detail: String)? {
        if let id = others.hashes[TextNormalizer.hash(candidate.text)] {
            return (.duplicate, "another fill committed the same line meanwhile (line:\(id))")
        }
        guard let check, check.embedderID != nil, candidate.embedderID == check.embedderID,
            let vector = candidate.embedding, let threshold = check.thresholds[candidate.locale.pool],
            let (slot, similarity) = others.index?.nearest(to: vector), Double(similarity) >= threshold
        else { return nil }
        return (
            .nearDuplicate,
            "another fill committed a near-duplicate meanwhile (line:\(others.ids[slot]), cosine "
                + "\(String(format: "%.3f", similarity)))"
        )
    }
}

@available(*, unavailable) extension OtherWriters: Sendable {}

extension SQLPool {
    /// Inserts one row of `values` into `table`; returns its id.
    @discardableResult
    func insert(into table: String, _ values: [(String, SQLValue)], on c: Connection) throws(Connection.Failure)
        -> Int64
    {
        let columns = values.map(\.0).joined(separator: ", ")
        let placeholders = values.map { _ in "?" }.joined(separator: ", ")
        return try c.query(
            "INSERT INTO \(table) (\(columns)) VALUES (\(placeholders)) RETURNING id", values.map(\.1)
        ).first?.int("id") ?? 0
    }

    /// Takes the transaction's lock `name` (``SQLDialect/lockStatement``), where the engine needs one.
    public func lock(_ name: String, on c: Connection) throws(Connection.Failure) {
        guard let statement = dialect.lockStatement else { return }
        _ = try c.query(statement, [.text(name)])
    }
}
