import CSQLite

/// A failed SQLite call: the result code (extended), SQLite's message, and the SQL that failed.
public struct SQLiteError: Error, Equatable, CustomStringConvertible, Sendable {
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte of an extended code).
    public var primaryCode: Int32 { code & 0xFF }

    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    public var isIOError: Bool { primaryCode == SQLITE_IOERR || primaryCode == SQLITE_FULL }
    public var isConstraint: Bool { primaryCode == SQLITE_CONSTRAINT }
    public var isCorrupt: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }
    public var isCantOpen: Bool {
        primaryCode == SQLITE_CANTOPEN || primaryCode == SQLITE_READONLY || primaryCode == SQLITE_PERM
            || primaryCode == SQLITE_AUTH
    }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (in: \(sql.prefix(200)))" }
        return text
    }
}
