import Foundation
import QuotePoolCore
import QuotePoolStore

/// A pool kept in PostgreSQL, for several hosts filling one pool: ``PoolWriter`` for fills and the operator's
/// commands, ``PoolReader`` (in `READ ONLY` transactions) for consumers.
///
/// One connection, owned by one task. Every statement is bound (`PQexecParams`), every write is one transaction
/// that commits whole or not at all; serialization failures and deadlocks are tried again a bounded number of
/// times within the time left. Several fills may write one pool at once: a batch takes a per-(pool, locale)
/// advisory transaction lock, checks its lines against the lines other fills committed since this one loaded its
/// catalog, and never lets the pool pass its target (see ``commit(accepted:rejected:runID:now:beforeCommit:)``).
/// A run left `running` by a host that died is recognised by its lease, not by a local lock.
public final class PostgresPool {
    public let url: PostgresURL
    let connection: PGConnection
    let readOnly: Bool
    /// Seconds left to the caller's deadline: bounds connecting, each statement (`statement_timeout`) and the
    /// retries; nil: 30 seconds a statement.
    let timeLeft: (@Sendable () -> Double)?
    /// What this fill knows of the lines other fills committed since it loaded its catalog (``SQLPool``'s cross-writer
    /// check in `commit`).
    public let otherWriters = OtherWriters()
    /// The run's clock: the reconnect window is measured on its monotonic ``JobClock/now``, so a wall-clock step
    /// (NTP, a suspended VM) neither stretches nor cuts it.
    let clock: JobClock
    /// When the connection was found lost, on ``clock``, until it is back (see ``reconnectIfLost()``).
    var lostSince: Double?

    /// Serialization failures and deadlocks tried again before the failure is the caller's (75).
    static let retries = 5

    /// Opens `url`: a writer migrates the schema (under an advisory lock, so fills starting together on several
    /// hosts apply it once); a reader only checks that the pool is ours and not newer than this binary.
    public init(
        _ url: PostgresURL, readOnly: Bool = false, timeLeft: (@Sendable () -> Double)? = nil, clock: JobClock = .live
    ) throws(StoreError) {
        self.url = url
        self.readOnly = readOnly
        self.timeLeft = timeLeft
        self.clock = clock
        let seconds = timeLeft.map { max(0.5, $0()) } ?? 10
        do {
            connection = try PGConnection(url.keywords(connectTimeout: seconds))
        } catch {
            throw Self.opening(error, url: url, readOnly: readOnly)
        }
        if readOnly {
            try checkIdentity()
        } else {
            try migrate()
        }
    }

    /// A failure to connect: a missing database is no input for a reader (66); for a writer, like every login
    /// problem, it needs someone to act (73); anything else can be tried later (75).
    static func opening(_ error: PGError, url: PostgresURL, readOnly: Bool) -> StoreError {
        if readOnly, error.message.contains("does not exist"), error.message.contains("database") {
            // A fill creates the tables, never the database: that is the server's administrator's (66 to a reader).
            return .server(
                sqlState: "3D000",
                message: "\(url.given): \(error.message) (a fill creates the pool's tables, not the database: "
                    + "create it on the server, see docs/operations.md, Roles)", category: .noInput)
        }
        return .server(sqlState: error.sqlState, message: "\(url.given): \(error.message)", category: error.category)
    }

    // MARK: Schema

    private func migrate() throws(StoreError) {
        try transaction { () throws(PGError) in
            try lock("schema", on: connection)
            // A pool that is there already needs no DDL, so a role without CREATE on the schema opens it and meets
            // the privilege it really lacks (INSERT on runs), not one it needs only for a first fill.
            let present = try connection.query("SELECT to_regclass('quotepool_schema') IS NOT NULL AS present")
            if present.first?.int("present") != 1 {
                try connection.execute(
                    "CREATE TABLE IF NOT EXISTS quotepool_schema (application text NOT NULL, version integer NOT NULL)")
            }
            let row = try connection.query("SELECT application, version FROM quotepool_schema").first
            let found = Int(row?.int("version") ?? 0)
            if let row, row.string("application") != PostgresSchema.application {
                throw PGError(sqlState: "QP001", message: "application \(row.string("application") ?? "?")")
            }
            if found > PostgresSchema.currentVersion {
                throw PGError(sqlState: "QP002", message: "\(found)")
            }
            guard found < PostgresSchema.currentVersion else { return }
            // Tables a foreign application left in this schema would be taken for ours: refuse them.
            if found == 0,
                let clash = try connection.query(
                    """
                    SELECT table_name FROM information_schema.tables
                    WHERE table_schema = current_schema() AND table_name IN ('lines', 'runs', 'candidates', 'catalog', 'quotes')
                    """
                ).first?.string("table_name")
            {
                throw PGError(sqlState: "QP001", message: "a table \(clash) that quotepool did not create")
            }
            for sql in PostgresSchema.migrations[found...] { try connection.execute(sql) }
            try connection.query("DELETE FROM quotepool_schema")
            try connection.query(
                "INSERT INTO quotepool_schema (application, version) VALUES (?, ?)",
                [.text(PostgresSchema.application), .integer(Int64(PostgresSchema.currentVersion))])
        }
    }

    /// A reader's check that the pool is ours and not newer; a reader granted only `SELECT` on `quotes` cannot read
    /// the version, and reads the view alone.
    private func checkIdentity() throws(StoreError) {
        let row: Row?
        do {
            row = try connection.query("SELECT application, version FROM quotepool_schema").first
        } catch {
            if error.sqlState == "42501" { return }
            if error.sqlState == "42P01" { throw .empty(path: url.given) }
            throw error.storeError
        }
        guard let row else { throw .empty(path: url.given) }
        if row.string("application") != PostgresSchema.application {
            throw .notOurs(path: url.given, detail: "application \(row.string("application") ?? "?")")
        }
        let version = Int(row.int("version") ?? 0)
        if version > PostgresSchema.currentVersion {
            throw .newerSchema(path: url.given, found: version, supported: PostgresSchema.currentVersion)
        }
    }

    /// The schema version applied, for `doctor`.
    func schemaVersion() throws(PGError) -> Int {
        Int(try connection.query("SELECT version FROM quotepool_schema").first?.int("version") ?? 0)
    }

    // MARK: Transactions

    /// PostgreSQL's SQL (``SQLDialect/postgres``): several writers at once, advisory locks, runs with leases.
    public var dialect: SQLDialect { .postgres }

    /// Runs `body` in one read-write transaction (see `transaction(readOnly:_:)`).
    public func write<T>(
        _ body: (PGConnection) throws(PGError) -> TransactionCompletion<T>
    ) throws(StoreError) -> T {
        try transaction(body)
    }

    /// Runs `body` in one `READ ONLY` transaction: one snapshot.
    public func read<T>(_ body: (PGConnection) throws(PGError) -> T) throws(StoreError) -> T {
        try transaction(readOnly: true) { c throws(PGError) in .commit(try body(c)) }
    }

    /// Runs `body` in one transaction (``SQLConnection/inTransaction(begin:_:)``): all of it commits, or (it throws,
    /// or returns `.rollback`) none of it. A serialization failure or a deadlock runs it again, at most ``retries``
    /// times and only while time is left; a lost connection is opened again before the next transaction, never in
    /// the middle of one.
    func transaction<T>(
        readOnly: Bool = false, _ body: (PGConnection) throws(PGError) -> TransactionCompletion<T>
    ) throws(StoreError) -> T {
        var attempt = 0
        while true {
            do {
                try reconnectIfLost()
                return try connection.inTransaction(begin: readOnly ? dialect.beginRead : dialect.beginWrite) {
                    c throws(PGError) in
                    try c.query(
                        "SELECT set_config('statement_timeout', ?, true)",
                        [.text(String(statementTimeoutMilliseconds()))])
                    return try body(c)
                }
            } catch {
                if !connection.isOpen, lostSince == nil { lostSince = clock.now() }
                if error.isRetryable, attempt < Self.retries, (timeLeft?() ?? 1) > 0.1 {
                    attempt += 1
                    usleep(UInt32(20_000 * attempt))
                    continue
                }
                throw classify(error)
            }
        }
    }

    /// `transaction(readOnly:_:)` of a body that always commits.
    func transaction<T>(readOnly: Bool = false, _ body: () throws(PGError) -> T) throws(StoreError) -> T {
        try transaction(readOnly: readOnly) { _ throws(PGError) in .commit(try body()) }
    }

    /// Our own codes for what the schema check found; the server's SQLSTATEs otherwise.
    private func classify(_ error: PGError) -> StoreError {
        switch error.sqlState {
        case "QP001": .notOurs(path: url.given, detail: error.message)
        case "QP002":
            .newerSchema(path: url.given, found: Int(error.message) ?? 0, supported: PostgresSchema.currentVersion)
        default: error.storeError
        }
    }

    /// The statement timeout: the time left to the deadline (at least 100 ms), or 30 s without a deadline.
    private func statementTimeoutMilliseconds() -> Int {
        guard let timeLeft else { return 30_000 }
        return max(100, Int(timeLeft() * 1000))
    }

    /// How long a lost connection is waited for, from the moment it was found lost, over every call that needs it:
    /// a server back within 5 s (a restart, with its crash recovery) lets the run record its ending; one that stays
    /// down ends the run this long after its death (within 8 s, a scheduler's retry can then run), not at the end of
    /// the budget.
    static let reconnectWindow: Double = 6

    /// After a server restart or a terminated backend, connects again: within ``reconnectWindow`` of the moment
    /// the connection was found lost (and within the time left), trying every 200 ms; once the window has passed,
    /// one attempt, so that a server that stays down fails each later call at once.
    private func reconnectIfLost() throws(PGError) {
        guard !connection.isOpen else {
            lostSince = nil
            return
        }
        let now = clock.now()
        let lost = lostSince ?? now
        lostSince = lost
        let until = min(lost + Self.reconnectWindow, now + max(0.2, timeLeft?() ?? 5))
        while true {
            do {
                try connection.reconnect(timeout: until - clock.now())
                lostSince = nil
                return
            } catch {
                guard error.category == .tempFail, clock.now() < until else { throw error }
                usleep(200_000)
            }
        }
    }

    /// Closes the connection.
    public func close() { connection.close() }
}

extension PostgresPool: SQLPool {}

@available(*, unavailable) extension PostgresPool: Sendable {}
