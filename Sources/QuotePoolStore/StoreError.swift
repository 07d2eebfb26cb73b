import QuotePoolCore

/// Why the store could not do what was asked; each case is of one ``FailureCategory`` (its exit code in
/// parentheses).
public enum StoreError: CategorizedError, Equatable, CustomStringConvertible, Sendable {
    /// The database to read does not exist (66).
    case missing(path: String)
    /// The database to read exists but this user may not read it (66).
    case unreadable(path: String, message: String)
    /// The database file exists but holds no pool yet: the first fill is creating it, or stopped before its
    /// schema was committed (66).
    case empty(path: String)
    /// The file cannot be created or opened for writing (73).
    case cannotOpen(path: String, message: String)
    /// The file exists and may be read, but SQLite cannot open it for reading (73).
    case cannotRead(path: String, message: String)
    /// The file is not a quotepool database (73).
    case notOurs(path: String, detail: String)
    /// The schema is newer than this binary understands (73).
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file is damaged (73).
    case corrupt(path: String, message: String)
    /// The path names something other than a regular file: a FIFO, a device, a directory (73).
    case notRegular(path: String, kind: String)
    /// The file has more than one hard link, so two names could write through two logs at once (73).
    case hardLinked(path: String, links: Int)
    /// Another connection holds the lock longer than the busy timeout (75).
    case busy(message: String)
    /// Disk full or an I/O error while writing; the transaction was rolled back (74).
    case io(message: String)
    /// Any other SQLite failure (70).
    case sqlite(SQLiteError)
    /// A database server's failure (PostgreSQL): its SQLSTATE decides the category — a lost connection, a
    /// statement timeout, a serialization failure retried to its bound or a server shutting down is try-again
    /// (75), a full disk or I/O error on the server is 74, a missing privilege, a failed login or damage is 73,
    /// anything else 70. `sqlState` is empty when the failure came before any statement (connecting).
    case server(sqlState: String, message: String, category: FailureCategory)
    /// `db copy`: the destination holds a row that is not the source's row with the same id, so it holds another
    /// pool (65); nothing was written.
    case foreignRows(table: String, id: Int64)

    public var category: FailureCategory {
        switch self {
        case .missing, .unreadable, .empty: .noInput
        case .cannotOpen, .cannotRead, .notOurs, .newerSchema, .corrupt, .notRegular, .hardLinked: .cantCreate
        case .busy: .tempFail
        case .io: .ioError
        case .sqlite: .software
        case .server(_, _, let category): category
        case .foreignRows: .dataError
        }
    }

    public var description: String {
        switch self {
        case .missing(let path): "database \(path) does not exist (run `quotepool fill` to create it)"
        case .unreadable(let path, let message):
            "cannot read database \(path): \(message) (readers need read access to the file and its directory, "
                + "usually by membership in the database's group)"
        case .empty(let path):
            "database \(path) holds no pool yet (the first fill is creating it, or stopped before its first commit; "
                + "run `quotepool fill`)"
        case .cannotOpen(let path, let message): "cannot open database \(path) for writing: \(message)"
        case .cannotRead(let path, let message): "cannot open database \(path) for reading: \(message)"
        case .notOurs(let path, let detail): "\(path) is not a quotepool database (\(detail)); refusing to touch it"
        case .newerSchema(let path, let found, let supported):
            "database \(path) has schema version \(found), newer than this binary's \(supported); upgrade quotepool"
        case .corrupt(let path, let message): "database \(path) is corrupt: \(message); restore it from a backup"
        case .notRegular(let path, let kind):
            "database path \(path) is \(kind), not a regular file; refusing to open it (point --db at the database file)"
        case .hardLinked(let path, let links):
            "database \(path) has \(links) hard links; refusing to open it: SQLite keeps its write-ahead log and lock "
                + "beside each name, so writes through two names of one file corrupt it (remove the extra links, "
                + "or copy the file with `quotepool db backup`)"
        case .busy(let message): "database is busy: \(message); try again later"
        case .io(let message): "I/O error while writing the database (rolled back): \(message)"
        case .sqlite(let error): error.description
        case .server(let state, let message, _):
            state.isEmpty ? "PostgreSQL: \(message)" : "PostgreSQL error \(state): \(message)"
        case .foreignRows(let table, let id):
            "the destination holds another pool (its \(table) row \(id) is not the source's); nothing was copied: "
                + "copy into an empty database, or into a copy of this pool that stopped"
        }
    }

    /// Runs `body`, its SQLite failure coming back as the ``StoreError`` that `classify` (``from(_:path:)`` for a
    /// writer, ``reading(_:path:)`` for a reader) makes of it for the database at `path`.
    static func classifying<T>(
        _ path: String, as classify: (SQLiteError, String) -> StoreError, _ body: () throws(SQLiteError) -> T
    ) throws(StoreError) -> T {
        do {
            return try body()
        } catch {
            throw classify(error, path)
        }
    }

    /// Classifies a raw SQLite error from a read-only connection: damage and I/O errors are corruption (73; the
    /// file, or its log, is not what it should be), a lock held too long is busy (75), a file SQLite cannot open
    /// is 73, anything else an SQLite failure (70).
    public static func reading(_ error: SQLiteError, path: String) -> StoreError {
        if error.isBusy { return .busy(message: error.message) }
        if error.isCorrupt || error.isIOError {
            return .corrupt(
                path: path,
                message: "\(error.message) (if a fill is running, its -wal or -shm file may have been removed; "
                    + "run `quotepool db check`)")
        }
        if error.isCantOpen { return .cannotRead(path: path, message: error.message) }
        return .sqlite(error)
    }

    /// Classifies a raw SQLite error from a write path.
    public static func from(_ error: SQLiteError, path: String) -> StoreError {
        if error.isBusy { return .busy(message: error.message) }
        if error.isIOError { return .io(message: error.message) }
        if error.isCorrupt { return .corrupt(path: path, message: error.message) }
        if error.isCantOpen { return .cannotOpen(path: path, message: error.message) }
        return .sqlite(error)
    }
}
