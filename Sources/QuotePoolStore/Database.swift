import CSQLite
import Foundation
import QuotePoolCore

// SQLite's SQLITE_TRANSIENT is a macro the importer cannot see: bound values are copied.
private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// `qp_fold(text)`: the text composed (NFC) and case-folded by Unicode's rules, so "ÉTÉ", "été" written with
/// combining accents, and "été" fold alike, and "STRASSE" finds "Straße". SQLite's own `lower()` folds ASCII only,
/// which misses all of these in a pool of seven languages. NULL stays NULL.
private let foldFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
    context, count, values in
    guard count == 1, let value = values?[0], sqlite3_value_type(value) != SQLITE_NULL,
        let text = sqlite3_value_text(value)
    else {
        sqlite3_result_null(context)
        return
    }
    let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(value)))
    let folded = String(decoding: bytes, as: UTF8.self).precomposedStringWithCanonicalMapping.folding(
        options: .caseInsensitive, locale: nil)
    // The length is given, so a NUL inside the text stays in it.
    folded.withCString { sqlite3_result_text(context, $0, Int32(folded.utf8.count), SQLITE_TRANSIENT) }
}

/// A value bound to or read from a statement.
public enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// One SQLite connection, used by one owner at a time (it is not `Sendable`).
///
/// The handle is closed in `deinit`. Every return code is checked by ``check(_:sql:)``.
public final class Database {
    /// Where the database lives.
    public enum Location: Equatable {
        case path(String)
        case memory
        /// A fresh file in the temporary directory, for tests.
        case temporary
    }

    public enum Mode: Equatable {
        case readWrite
        /// `mode=ro`: the connection can never write, whatever the file's permissions.
        case readOnly
        /// `mode=ro&immutable=1`: read-only, and the file is taken as unchanging (no `-shm` index, no locks).
        /// Only for a WAL database whose `-wal` file is absent (see ``ReadOnlyPool``).
        case readOnlyImmutable
    }

    private(set) var handle: OpaquePointer?
    public let path: String
    private var statementCache: [String: Statement] = [:]
    private let waits: LockWaits

    /// Opens (and for read-write, creates) the database, with extended result codes and a busy timeout.
    ///
    /// - Parameter vfs: the name of a registered SQLite VFS to open the file through (tests use a
    ///   fault-injecting one); nil for SQLite's default.
    public init(
        _ location: Location, mode: Mode = .readWrite, busyTimeoutMilliseconds: Int32 = 5000, vfs: String? = nil
    ) throws(SQLiteError) {
        let path: String
        switch location {
        case .path(let p): path = p
        case .memory: path = ":memory:"
        case .temporary:
            path =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("quotepool-\(UUID().uuidString).sqlite").path
        }
        self.path = path
        var flags: Int32 = SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        let uri: String
        switch mode {
        case .readWrite:
            flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            uri = path == ":memory:" ? path : Database.fileURI(path, query: nil)
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
            uri = Database.fileURI(path, query: "mode=ro")
        case .readOnlyImmutable:
            flags |= SQLITE_OPEN_READONLY
            uri = Database.fileURI(path, query: "mode=ro&immutable=1")
        }
        waits = LockWaits(timeout: Double(busyTimeoutMilliseconds) / 1000)
        var db: OpaquePointer?
        let rc = sqlite3_open_v2(uri, &db, flags, vfs)
        handle = db
        if rc != SQLITE_OK {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(db)
            handle = nil
            throw SQLiteError(code: rc, message: message + " (\(path))")
        }
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_handler(db, lockWaitHandler, Unmanaged.passUnretained(waits).toOpaque())
        sqlite3_create_function_v2(
            db, "qp_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, foldFunction, nil, nil, nil)
    }

    /// How long a statement may wait for another connection's lock before it fails with `SQLITE_BUSY`: the
    /// busy timeout given at open, and never past what `secondsLeft` allows (nil: no bound but the timeout).
    ///
    /// Every wait of a fill for the database goes through this one bound, so a foreign writer holding the lock
    /// can never stretch a fill past its deadline, nor delay its exit on a signal (`secondsLeft` returns 0 then).
    public func limitLockWaits(_ secondsLeft: (@Sendable () -> Double)?) { waits.secondsLeft = secondsLeft }

    /// Runs `body` with lock waits cut to at most `seconds` (still within ``limitLockWaits(_:)``).
    func withLockWaits<T>(atMost seconds: Double, _ body: () throws -> T) rethrows -> T {
        let saved = waits.timeout
        waits.timeout = min(saved, seconds)
        defer { waits.timeout = saved }
        return try body()
    }

    deinit {
        statementCache.removeAll()
        if let handle { sqlite3_close_v2(handle) }
    }

    /// Closes the connection now; later calls fail with `SQLITE_MISUSE`.
    public func close() {
        statementCache.removeAll()
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    private static func fileURI(_ path: String, query: String?) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        let escaped = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:" + escaped + (query.map { "?" + $0 } ?? "")
    }

    /// Throws when `rc` is not one of the `ok` codes.
    @discardableResult
    func check(_ rc: Int32, sql: String? = nil, ok: Set<Int32> = [SQLITE_OK]) throws(SQLiteError) -> Int32 {
        if ok.contains(rc) { return rc }
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "database is closed"
        throw SQLiteError(code: rc, message: message, sql: sql)
    }

    /// Runs one or more statements without parameters.
    public func execute(_ sql: String) throws(SQLiteError) {
        guard let handle else { throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed", sql: sql) }
        var errmsg: UnsafeMutablePointer<CChar>?
        let rc = sqlite3_exec(handle, sql, nil, nil, &errmsg)
        if rc != SQLITE_OK {
            let message = errmsg.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(errmsg)
            throw SQLiteError(code: sqlite3_extended_errcode(handle), message: message, sql: sql)
        }
    }

    /// A prepared statement, cached by its SQL so hot statements are compiled once per connection.
    public func statement(_ sql: String) throws(SQLiteError) -> Statement {
        if let cached = statementCache[sql] {
            cached.reset()
            return cached
        }
        let statement = try Statement(database: self, sql: sql)
        statementCache[sql] = statement
        return statement
    }

    /// Runs a statement with positional parameters (`?`, bound in order) and returns every row.
    @discardableResult
    public func query(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) -> [Row] {
        try steps(sql, keepingRows: true) { statement throws(SQLiteError) in try statement.bind(parameters) }
    }

    /// Runs a statement with named parameters (`:name`, bound from key `name`) and returns every row.
    @discardableResult
    public func query(_ sql: String, _ parameters: [String: SQLValue]) throws(SQLiteError) -> [Row] {
        try steps(sql, keepingRows: true) { statement throws(SQLiteError) in try statement.bind(parameters) }
    }

    /// Runs a statement with positional parameters (`?`, bound in order), ignoring any rows.
    public func run(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) {
        try steps(sql, keepingRows: false) { statement throws(SQLiteError) in try statement.bind(parameters) }
    }

    /// Runs a statement with named parameters (`:name`, bound from key `name`), ignoring any rows.
    public func run(_ sql: String, _ parameters: [String: SQLValue]) throws(SQLiteError) {
        try steps(sql, keepingRows: false) { statement throws(SQLiteError) in try statement.bind(parameters) }
    }

    /// Prepares (or reuses) the statement, binds it with `bind`, and steps it to the end.
    @discardableResult
    private func steps(
        _ sql: String, keepingRows: Bool, bind: (Statement) throws(SQLiteError) -> Void
    ) throws(SQLiteError) -> [Row] {
        let statement = try statement(sql)
        defer { statement.reset() }
        try bind(statement)
        var rows: [Row] = []
        while let row = try statement.step() {
            if keepingRows { rows.append(row) }
        }
        return rows
    }

    /// The first column of the first row, or `nil`.
    public func scalar(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) -> SQLValue? {
        try query(sql, parameters).first?.values.first
    }

    public var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }
    public var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }
    public var isInTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

    /// When a transaction takes its locks: `deferred` as it first reads (a snapshot) and first writes (the write
    /// lock); `immediate` takes the write lock at `BEGIN`, so a writer waits for other writers there, never half-way
    /// through its work.
    public enum TransactionKind: String, Sendable { case deferred = "DEFERRED", immediate = "IMMEDIATE" }

    /// How a transaction body ends (``TransactionCompletion``), with the value ``inTransaction(_:_:)`` returns.
    public typealias Completion<Value> = TransactionCompletion<Value>

    /// Runs `body` in one transaction of `kind` (see ``SQLConnection/inTransaction(begin:_:)``): commits when it
    /// returns `.commit`, rolls back when it returns `.rollback` or throws, and rethrows the first error.
    public func inTransaction<T>(
        _ kind: TransactionKind = .immediate, _ body: (Database) throws(SQLiteError) -> Completion<T>
    ) throws(SQLiteError) -> T {
        try inTransaction(begin: "BEGIN \(kind.rawValue)", body)
    }
}

extension Database: SQLConnection {
    /// Runs a statement with positional parameters (`?`, bound in order), handing its rows to `row` as they are
    /// stepped.
    public func forEachRow(_ sql: String, _ parameters: [SQLValue], _ row: (Row) -> Void) throws(SQLiteError) {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(parameters)
        while let next = try statement.step() { row(next) }
    }

    /// Runs a statement with positional parameters (`?`, bound in order); returns how many rows it changed.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [SQLValue]) throws(SQLiteError) -> Int {
        try run(sql, parameters)
        return changes
    }

    /// An error of the caller's own code inside a transaction, as a failure of this connection (70).
    public static func failure(_ error: any Error) -> SQLiteError {
        SQLiteError(code: SQLITE_ERROR, message: "\(error)")
    }
}

// A connection and its statements belong to one owner: SQLite is opened without its mutex (`SQLITE_OPEN_NOMUTEX`),
// and a statement is reset and rebound by whoever runs it.
@available(*, unavailable) extension Database: Sendable {}
@available(*, unavailable) extension Statement: Sendable {}

/// One result row: values by column index and by name.
public struct Row: Sendable {
    public let columns: [String]
    public let values: [SQLValue]

    public init(columns: [String], values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    public subscript(_ name: String) -> SQLValue {
        guard let i = columns.firstIndex(of: name) else { return .null }
        return values[i]
    }

    public func int(_ name: String) -> Int64? {
        if case .integer(let v) = self[name] { return v }
        if case .real(let v) = self[name] { return Int64(v) }
        return nil
    }

    public func double(_ name: String) -> Double? {
        switch self[name] {
        case .real(let v): v
        case .integer(let v): Double(v)
        default: nil
        }
    }

    public func string(_ name: String) -> String? {
        if case .text(let v) = self[name] { return v }
        return nil
    }

    public func blob(_ name: String) -> [UInt8]? {
        if case .blob(let v) = self[name] { return v }
        return nil
    }
}

/// A compiled statement owned by one ``Database``, used by its owner alone (it is not `Sendable`); finalized in
/// `deinit`.
public final class Statement {
    private var handle: OpaquePointer?
    public let sql: String
    private unowned let database: Database
    private lazy var columnNames: [String] = {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }()

    init(database: Database, sql: String) throws(SQLiteError) {
        self.database = database
        self.sql = sql
        guard let db = database.handle else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "database is closed", sql: sql)
        }
        var stmt: OpaquePointer?
        try database.check(sqlite3_prepare_v2(db, sql, -1, &stmt, nil), sql: sql)
        handle = stmt
    }

    deinit { sqlite3_finalize(handle) }

    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds `values` to the positional parameters (`?`) in order.
    func bind(_ values: [SQLValue]) throws(SQLiteError) {
        for (i, value) in values.enumerated() {
            try bind(value, at: Int32(i + 1))
        }
    }

    /// Binds named parameters: the value of key `name` to `:name`. Every key must name a parameter of the
    /// statement and every parameter must get a value, so a misspelt name fails here instead of binding NULL.
    func bind(_ values: [String: SQLValue]) throws(SQLiteError) {
        for (name, value) in values {
            let index = sqlite3_bind_parameter_index(handle, ":" + name)
            guard index > 0 else {
                throw SQLiteError(code: SQLITE_RANGE, message: "the statement has no parameter :\(name)", sql: sql)
            }
            try bind(value, at: index)
        }
        let count = sqlite3_bind_parameter_count(handle)
        if values.count < count {
            let unbound = (1...count).map { i in
                sqlite3_bind_parameter_name(handle, i).map { String(cString: $0) } ?? "?\(i)"
            }
            .filter { values[String($0.dropFirst())] == nil }
            throw SQLiteError(
                code: SQLITE_RANGE, message: "no value for \(unbound.joined(separator: ", "))", sql: sql)
        }
    }

    private func bind(_ value: SQLValue, at index: Int32) throws(SQLiteError) {
        let rc: Int32
        switch value {
        case .null: rc = sqlite3_bind_null(handle, index)
        case .integer(let v): rc = sqlite3_bind_int64(handle, index, v)
        case .real(let v): rc = sqlite3_bind_double(handle, index, v)
        case .text(let v):
            // With its byte length, not -1: a NUL inside the text must not cut it short.
            var text = v
            rc = text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, SQLITE_TRANSIENT)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), SQLITE_TRANSIENT)
                }
            }
        case .blob(let v):
            rc = v.withUnsafeBytes { raw in
                sqlite3_bind_blob(handle, index, raw.baseAddress, Int32(raw.count), SQLITE_TRANSIENT)
            }
        }
        try database.check(rc, sql: sql)
    }

    func step() throws(SQLiteError) -> Row? {
        let rc = sqlite3_step(handle)
        if rc == SQLITE_DONE { return nil }
        guard rc == SQLITE_ROW else {
            let code = database.handle.map { sqlite3_extended_errcode($0) } ?? rc
            let message = database.handle.map { String(cString: sqlite3_errmsg($0)) } ?? "step failed"
            sqlite3_reset(handle)
            throw SQLiteError(code: code, message: message, sql: sql)
        }
        var values: [SQLValue] = []
        let count = sqlite3_column_count(handle)
        values.reserveCapacity(Int(count))
        for i in 0..<count {
            switch sqlite3_column_type(handle, i) {
            case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, i)))
            case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, i)))
            case SQLITE_TEXT:
                let bytes = UnsafeRawBufferPointer(
                    start: sqlite3_column_text(handle, i), count: Int(sqlite3_column_bytes(handle, i)))
                values.append(.text(String(decoding: bytes, as: UTF8.self)))
            case SQLITE_BLOB:
                let n = Int(sqlite3_column_bytes(handle, i))
                if n == 0 {
                    values.append(.blob([]))
                } else {
                    let p = sqlite3_column_blob(handle, i)!.assumingMemoryBound(to: UInt8.self)
                    values.append(.blob(Array(UnsafeBufferPointer(start: p, count: n))))
                }
            default: values.append(.null)
            }
        }
        return Row(columns: columnNames, values: values)
    }
}

/// The bound on one connection's waits for a lock (see ``Database/limitLockWaits(_:)``). Touched only by the
/// connection's owner, on the thread running its statement, so it needs no lock of its own.
final class LockWaits {
    var timeout: Double
    var secondsLeft: (@Sendable () -> Double)?
    /// When the current wait began (reset at each new wait: SQLite calls the handler with count 0).
    var began = ContinuousClock.now

    init(timeout: Double) { self.timeout = timeout }

    /// SQLite's own busy-timeout back-off, in milliseconds.
    private static let delays: [Double] = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100]

    /// Whether to try again after sleeping, for the `count`-th retry of one wait.
    func shouldRetry(_ count: Int32) -> Bool {
        let now = ContinuousClock.now
        if count == 0 { began = now }
        let waited = (now - began).inSeconds
        let left = min(timeout - waited, secondsLeft?() ?? .infinity)
        guard left > 0 else { return false }
        let delay = Self.delays[min(Int(count), Self.delays.count - 1)] / 1000
        usleep(UInt32(min(delay, left) * 1_000_000))
        return true
    }
}

/// SQLite's busy handler: 1 to retry, 0 to fail the statement with `SQLITE_BUSY`.
private func lockWaitHandler(_ context: UnsafeMutableRawPointer?, _ count: Int32) -> Int32 {
    guard let context else { return 0 }
    return Unmanaged<LockWaits>.fromOpaque(context).takeUnretainedValue().shouldRetry(count) ? 1 : 0
}
