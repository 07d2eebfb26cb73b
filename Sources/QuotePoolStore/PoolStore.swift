import CSQLite
import Foundation
import QuotePoolCore

/// The pool's database for the fill job: opens or creates it, migrates it, and writes runs, lines and
/// candidates. One owner at a time (not `Sendable`); the worker keeps it on a single task.
public final class PoolStore {
    public let db: Database
    public let path: String

    /// Opens `path` for writing, creating it (mode 0640, WAL) when absent, and migrates it forward.
    ///
    /// Throws ``StoreError`` for a foreign file, a newer schema, a corrupt file, or an unwritable path.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 5000) throws(StoreError) {
        self.path = path
        let fm = FileManager.default
        let existed = fm.fileExists(atPath: path)
        if !existed {
            let dir = (path as NSString).deletingLastPathComponent
            if !dir.isEmpty, !fm.fileExists(atPath: dir) {
                throw .cannotOpen(path: path, message: "directory \(dir) does not exist")
            }
            // Create the file ourselves so its mode is 0640 whatever the umask; SQLite gives the
            // -wal and -shm files the same mode.
            let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o640)
            if fd < 0 {
                throw .cannotOpen(path: path, message: String(cString: strerror(errno)))
            }
            fchmod(fd, 0o640)
            close(fd)
        }
        do {
            db = try Database(.path(path), busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        } catch {
            throw StoreError.from(error, path: path)
        }
        do {
            try verifyIdentity()
            try configure()
            try migrate()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        } catch {
            throw .cannotOpen(path: path, message: "\(error)")
        }
    }

    private func verifyIdentity() throws {
        let appID: Int64
        let version: Int64
        let tables: Int64
        do {
            appID = try db.scalar("PRAGMA application_id").flatMap(Self.int) ?? 0
            version = try db.scalar("PRAGMA user_version").flatMap(Self.int) ?? 0
            tables = try db.scalar("SELECT count(*) FROM sqlite_schema").flatMap(Self.int) ?? 0
        } catch {
            if error.isCorrupt { throw StoreError.corrupt(path: path, message: error.message) }
            throw error
        }
        if appID == 0 && tables == 0 { return }  // new, empty database
        if appID != Int64(Schema.applicationID) {
            throw StoreError.notOurs(path: path, detail: "application_id \(appID), \(tables) schema objects")
        }
        if version > Int64(Schema.currentVersion) {
            throw StoreError.newerSchema(path: path, found: Int(version), supported: Schema.currentVersion)
        }
    }

    private func configure() throws {
        let mode = try db.scalar("PRAGMA journal_mode=WAL")
        guard mode == .text("wal") else {
            throw StoreError.cannotOpen(
                path: path, message: "cannot switch to WAL mode (got \(String(describing: mode)))")
        }
        // Keep the -wal and -shm files after close so read-only consumers can always open the file.
        var persist: Int32 = 1
        sqlite3_file_control(db.handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
        try db.execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;")
    }

    private func migrate() throws {
        let current = Int(try db.scalar("PRAGMA user_version").flatMap(Self.int) ?? 0)
        guard current < Schema.currentVersion else { return }
        try db.inTransaction(.immediate) {
            for (index, sql) in Schema.migrations.enumerated() where index >= current {
                try db.execute(sql)
            }
            try db.execute("PRAGMA application_id=\(Schema.applicationID)")
            try db.execute("PRAGMA user_version=\(Schema.currentVersion)")
            return (.commit, ())
        }
    }

    static func int(_ value: SQLValue) -> Int64? {
        if case .integer(let v) = value { return v }
        return nil
    }

    /// Wraps raw SQLite failures into ``StoreError``.
    func guarded<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        } catch {
            throw .sqlite(SQLiteError(code: SQLITE_ERROR, message: "\(error)"))
        }
    }
}

/// UTC ISO 8601 timestamps with seconds, the format of every `*_at` column.
public enum Timestamp {
    public static func string(_ date: Date) -> String {
        let t = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        var copy = t
        gmtime_r(&copy, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
            Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }

    /// Midnight UTC of the day containing `date`, as a timestamp string.
    public static func dayStart(_ date: Date) -> String {
        String(string(date).prefix(10)) + "T00:00:00Z"
    }
}
