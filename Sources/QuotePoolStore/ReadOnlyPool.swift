import Foundation
import QuotePoolCore

/// One row of the `quotes` view, the stable read API for consumers.
public struct QuoteRow: Sendable, Equatable, Codable {
    public var id: Int64
    public var text: String
    public var locale: String
    public var mood: String?
    public var theme: String?
    public var wordCount: Int
    public var createdAt: String
    public var model: String
    public var runID: Int64

    enum CodingKeys: String, CodingKey {
        case id, text, locale, mood, theme
        case wordCount = "word_count"
        case createdAt = "created_at"
        case model
        case runID = "run_id"
    }
}

/// Filters for `quotepool query`.
public struct QuoteFilter: Sendable, Equatable {
    public var locale: LocaleCode?
    public var mood: String?
    public var theme: String?
    /// Case-insensitive substring of the text.
    public var text: String?
    /// Lines created at or after this UTC timestamp.
    public var since: String?
    public var limit: Int = 20

    public init() {}
}

/// The pool opened read-only (`mode=ro`) for consumers: it can never write, whatever the file allows. One owner at
/// a time (it is not `Sendable`).
public final class ReadOnlyPool {
    let db: Database
    public let path: String

    /// Throws ``StoreError/missing(path:)`` when the file does not exist (it is never created here), and
    /// ``StoreError/unreadable(path:message:)`` when it exists but this user may not read it, and
    /// ``StoreError/empty(path:)`` while the first fill has not yet committed the schema; anything but a regular
    /// file is refused (``DatabasePath``) before SQLite opens it, so a FIFO can never block a reader.
    /// - Parameter vfs: a registered SQLite VFS to open the file through (tests); nil for the default.
    public convenience init(path given: String, vfs: String? = nil) throws(StoreError) {
        try self.init(database: DatabasePath(given, mustExist: true), vfs: vfs)
    }

    /// Opens the database file `database` resolves to (see ``DatabasePath``); throws as ``init(path:vfs:)`` does.
    ///
    /// There is no in-memory reader: a reader needs a file, since an in-memory database has one connection, the
    /// writer's.
    public init(database: DatabasePath, vfs: String? = nil) throws(StoreError) {
        guard database.exists else { throw .missing(path: database.given) }
        let path = database.resolved
        self.path = path
        if access(path, R_OK) != 0 {
            throw .unreadable(path: path, message: String(cString: strerror(errno)))
        }
        db = try Self.reading(path) { () throws(SQLiteError) in try Self.open(path, vfs: vfs) }
        // The identity is read in one snapshot: a fill's first commit, landing between two separate reads, made
        // its pool look like someone else's file (no application_id yet, but a schema already).
        let (appID, objects, version) = try reading { () throws(SQLiteError) in
            try db.inTransaction(.deferred) { db throws(SQLiteError) in
                .commit(
                    (
                        try db.scalar("PRAGMA application_id"), try db.scalar("SELECT count(*) FROM sqlite_schema"),
                        try db.scalar("PRAGMA user_version")
                    ))
            }
        }
        // A fill creates the file first and commits its schema and identity in one transaction, so a
        // reader can see the file with neither for a moment; an SQLite file with no schema at all is that.
        if appID == .integer(0), objects == .integer(0) {
            throw .empty(path: path)
        }
        if appID != .integer(Int64(Schema.applicationID)) {
            let found = if case .integer(let id) = appID { "\(id)" } else { "none" }
            throw .notOurs(path: path, detail: "application_id \(found)")
        }
        if case .integer(let v) = version, v > Schema.currentVersion {
            throw .newerSchema(path: path, found: Int(v), supported: Schema.currentVersion)
        }
    }

    /// A read-only connection to `path`.
    ///
    /// A WAL database is read through its `-shm` index, which a reader must be able to open or create. When a
    /// writable client other than quotepool closed the database last, SQLite removed its `-wal` and `-shm` files,
    /// and a reader without write access to the directory cannot create them. With no `-wal` file, every committed
    /// page is in the database file itself, so it is read as `immutable` (no index needed) until the next fill
    /// brings the files back.
    private static func open(_ path: String, vfs: String?) throws(SQLiteError) -> Database {
        let db = try Database(.path(path), mode: .readOnly, vfs: vfs)
        let failure: SQLiteError
        do {
            _ = try db.scalar("PRAGMA application_id")
            return db
        } catch {
            failure = error
        }
        let logPath = path + "-wal"
        guard failure.isCantOpen, !FileManager.default.fileExists(atPath: logPath) else { throw failure }
        db.close()
        let immutable = try Database(.path(path), mode: .readOnlyImmutable, vfs: vfs)
        _ = try immutable.scalar("PRAGMA application_id")
        return immutable
    }

    /// SQLite's SQL (``SQLDialect/sqlite``).
    public var dialect: SQLDialect { .sqlite }

    /// Runs `body` in one deferred (read) transaction: one snapshot of the file.
    public func snapshot<T>(_ body: (Database) throws(SQLiteError) -> T) throws(StoreError) -> T {
        try reading { () throws(SQLiteError) in
            try db.inTransaction(begin: dialect.beginRead) { db throws(SQLiteError) in .commit(try body(db)) }
        }
    }

    static func rank(day: String, locale: String, id: Int64) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(day)|\(locale)|\(id)".utf8 {
            h ^= UInt64(byte)
            h &*= 0x100_0000_01b3
        }
        return h
    }

    func reading<T>(_ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
        try Self.reading(path, body)
    }

    private static func reading<T>(_ path: String, _ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
        try StoreError.classifying(path, as: StoreError.reading, body)
    }
}

extension ReadOnlyPool: SQLPoolReader {}

@available(*, unavailable) extension ReadOnlyPool: Sendable {}

extension ReadOnlyPool {
    /// See ``PoolHealth``.
    public typealias Health = PoolHealth

    /// See ``PoolReport``.
    public typealias Report = PoolReport

    /// Reads the schema version, journal mode, `PRAGMA quick_check` and the pool size; never writes.
    public func health() throws(StoreError) -> PoolHealth {
        try reading { () throws(SQLiteError) in
            let version = try db.scalar("PRAGMA user_version")
            let mode = try db.scalar("PRAGMA journal_mode")
            let check = try db.query("PRAGMA quick_check").compactMap { $0.values.first }.map { "\($0)" }
            let active = try db.scalar("SELECT count(*) FROM quotes")
            func int(_ v: SQLValue?) -> Int { if case .integer(let i) = v { Int(i) } else { 0 } }
            func text(_ v: SQLValue?) -> String { if case .text(let t) = v { t } else { "unknown" } }
            let quick = check.count == 1 && check[0] == "text(\"ok\")" ? "ok" : check.prefix(3).joined(separator: "; ")
            return PoolHealth(
                schemaVersion: int(version), journalMode: text(mode), quickCheck: quick, activeLines: int(active))
        }
    }
}
