/// Why the store could not do what was asked; each case maps to one exit code in the CLI.
public enum StoreError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The database to read does not exist (66).
    case missing(path: String)
    /// The database to read exists but this user may not read it (66).
    case unreadable(path: String, message: String)
    /// The database file exists but holds no pool yet: the first fill is creating it, or stopped before its
    /// schema was committed (66).
    case empty(path: String)
    /// The file cannot be created or opened for writing (73).
    case cannotOpen(path: String, message: String)
    /// The file is not a quotepool database (73).
    case notOurs(path: String, detail: String)
    /// The schema is newer than this binary understands (73).
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file is damaged (73).
    case corrupt(path: String, message: String)
    /// Another connection holds the lock longer than the busy timeout (75).
    case busy(message: String)
    /// Disk full or an I/O error while writing; the transaction was rolled back (74).
    case io(message: String)
    /// Any other SQLite failure (70).
    case sqlite(SQLiteError)

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
        case .notOurs(let path, let detail): "\(path) is not a quotepool database (\(detail)); refusing to touch it"
        case .newerSchema(let path, let found, let supported):
            "database \(path) has schema version \(found), newer than this binary's \(supported); upgrade quotepool"
        case .corrupt(let path, let message): "database \(path) is corrupt: \(message); restore it from a backup"
        case .busy(let message): "database is busy: \(message); try again later"
        case .io(let message): "I/O error while writing the database (rolled back): \(message)"
        case .sqlite(let error): error.description
        }
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
