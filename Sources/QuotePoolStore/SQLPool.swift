/// A pool kept in an SQL database through one ``SQLConnection``: the pool's writes (``PoolWriter``) written once,
/// for SQLite (``PoolStore``) and PostgreSQL (`PostgresPool`) alike, in `SQLPool+Runs.swift`, `SQLPool+Lines.swift`
/// and `SQLPool+Catalog.swift`, and the rows `db copy` reads and writes, in `SQLPool+Copy.swift`.
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
