/// One connection to the database that holds a pool, as the pool's shared SQL uses it: one statement at a time
/// with `?` placeholders and bound values (never spliced into the text), rows back as ``Row``s, and one
/// transaction shape, ``inTransaction(begin:_:)``.
///
/// ``Database`` (SQLite) and `PGConnection` (PostgreSQL) implement it; the pool's writes (``SQLPool``) are written
/// once on top of it, and what the engines' SQL says differently is in ``SQLDialect``. A connection belongs to one
/// owner at a time.
public protocol SQLConnection: AnyObject {
    /// What a failed statement on this connection throws.
    associatedtype Failure: Error

    /// Runs one statement with `parameters` bound to its `?` placeholders in order; returns every row.
    func query(_ sql: String, _ parameters: [SQLValue]) throws(Failure) -> [Row]

    /// Runs one statement like ``query(_:_:)``, handing its rows to `row` one at a time: SQLite steps its statement
    /// and never holds more than one row.
    func forEachRow(_ sql: String, _ parameters: [SQLValue], _ row: (Row) -> Void) throws(Failure)

    /// Runs one statement with `parameters` bound; returns how many rows it inserted, updated or deleted.
    @discardableResult
    func execute(_ sql: String, _ parameters: [SQLValue]) throws(Failure) -> Int

    /// Runs statements that take no parameters (transaction control).
    func execute(_ sql: String) throws(Failure)

    /// Whether a transaction is open on this connection (a failed one included, until it is rolled back).
    var isInTransaction: Bool { get }

    /// What an error thrown by the caller's own code inside a transaction (a hook) fails the transaction with: a
    /// failure of this connection, reported as an internal error (70) as the engine's own would be.
    static func failure(_ error: any Error) -> Failure
}

/// How a transaction body ends, with the value ``SQLConnection/inTransaction(begin:_:)`` returns.
public enum TransactionCompletion<Value> {
    case commit(Value)
    case rollback(Value)
}

extension TransactionCompletion where Value == Void {
    public static var commit: Self { .commit(()) }
    public static var rollback: Self { .rollback(()) }
}

extension TransactionCompletion: Sendable where Value: Sendable {}

extension SQLConnection {
    /// Runs `body` in one transaction opened with `begin` and returns its value: commits when `body` returns
    /// `.commit`, rolls back when it returns `.rollback` or throws. The first error is rethrown (of `begin`, of
    /// `body`, or of `COMMIT`); a `COMMIT` that fails is rolled back too, so the connection is never left inside the
    /// transaction.
    ///
    /// `body` gets this connection; it must not begin or end a transaction itself.
    public func inTransaction<T>(
        begin: String, _ body: (Self) throws(Failure) -> TransactionCompletion<T>
    ) throws(Failure) -> T {
        try execute(begin)
        let completion: TransactionCompletion<T>
        do {
            completion = try body(self)
        } catch {
            rollbackQuietly()
            throw error
        }
        switch completion {
        case .commit(let value):
            do {
                try execute("COMMIT")
            } catch {
                rollbackQuietly()
                throw error
            }
            return value
        case .rollback(let value):
            rollbackQuietly()
            return value
        }
    }

    /// Ends the open transaction, if any, keeping nothing of it; its own failure (a lost connection) is not the
    /// caller's: the failure that led here is.
    func rollbackQuietly() {
        if isInTransaction { try? execute("ROLLBACK") }
    }

    /// The queries every store shares, over this connection.
    public var queries: PoolQueries<Failure> {
        PoolQueries { sql, parameters throws(Failure) in try self.query(sql, parameters) }
    }
}
