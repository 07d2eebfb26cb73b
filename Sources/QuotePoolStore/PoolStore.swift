import CSQLite
import Foundation
import QuotePoolCore

/// The pool's database for the fill job: opens or creates it, migrates it, and writes runs, lines and
/// candidates. One owner at a time (it is not `Sendable`); the worker keeps it on a single task.
public final class PoolStore {
    /// Where a store keeps its database.
    public enum Location: Sendable, Equatable {
        /// The database file a path resolves to (see ``DatabasePath``), created (mode 0640, WAL) when absent.
        case path(DatabasePath)
        /// A private in-memory database, for unit tests: nothing reaches a disk, and everything is gone with the
        /// store. It has no write-ahead log, and no other connection (no reader) can open it.
        case memory
    }

    let db: Database
    /// The database file (for messages), `:memory:` for an in-memory store.
    public let path: String
    /// Whether the database is a file, with the write-ahead log that ``checkLog()`` watches.
    private let onDisk: Bool
    let busyTimeoutMilliseconds: Int32

    /// Opens `path` for writing, creating it (mode 0640, WAL) when absent, and migrates it forward.
    ///
    /// Throws ``StoreError`` for a foreign file, a newer schema, a corrupt file, or an unwritable path.
    /// - Parameter vfs: a registered SQLite VFS to open the file through (tests); nil for the default.
    public convenience init(path: String, busyTimeoutMilliseconds: Int32 = 5000, vfs: String? = nil)
        throws(StoreError)
    {
        try self.init(
            .path(DatabasePath(path, mustExist: false)), busyTimeoutMilliseconds: busyTimeoutMilliseconds, vfs: vfs)
    }

    /// Opens the database at `location`, creating it when absent, and migrates it forward.
    ///
    /// Throws ``StoreError`` for a foreign file, a newer schema, a corrupt file, or an unwritable path.
    /// - Parameter vfs: a registered SQLite VFS to open the file through (tests); nil for the default.
    /// - Parameter lockWaits: the seconds still allowed for any wait on another connection's lock, asked at each
    ///   wait, from the opening on (see ``Database/limitLockWaits(_:)``); nil for the busy timeout alone.
    public init(
        _ location: Location, busyTimeoutMilliseconds: Int32 = 5000, vfs: String? = nil,
        lockWaits: (@Sendable () -> Double)? = nil
    ) throws(StoreError) {
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        let opened: Database.Location
        switch location {
        case .path(let database):
            let path = database.resolved
            self.path = path
            onDisk = true
            opened = .path(path)
            if !database.exists {
                // Create the file ourselves so its mode is 0640 whatever the umask (SQLite gives the -wal and -shm
                // files the same mode), and never through a symlink planted since the path was resolved.
                let fd = open(path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o640)
                if fd < 0 {
                    throw .cannotOpen(path: path, message: String(cString: strerror(errno)))
                }
                fchmod(fd, 0o640)
                close(fd)
            }
        case .memory:
            path = ":memory:"
            onDisk = false
            opened = .memory
        }
        do {
            db = try Database(opened, busyTimeoutMilliseconds: busyTimeoutMilliseconds, vfs: vfs)
        } catch {
            throw StoreError.from(error, path: path)
        }
        db.limitLockWaits(lockWaits)
        try verifyIdentity()
        try configure()
        try migrate()
        try checkLog()
    }

    private func verifyIdentity() throws(StoreError) {
        // In one snapshot, so a first fill committing the schema meanwhile cannot make the file look foreign.
        let (appID, version, tables) = try guarded { () throws(SQLiteError) in
            try db.inTransaction(.deferred) { db throws(SQLiteError) in
                .commit(
                    (
                        try db.scalar("PRAGMA application_id").flatMap(Self.int) ?? 0,
                        try db.scalar("PRAGMA user_version").flatMap(Self.int) ?? 0,
                        try db.scalar("SELECT count(*) FROM sqlite_schema").flatMap(Self.int) ?? 0
                    ))
            }
        }
        if appID == 0 && tables == 0 { return }  // new, empty database
        if appID != Int64(Schema.applicationID) {
            throw .notOurs(path: path, detail: "application_id \(appID), \(tables) schema objects")
        }
        if version > Int64(Schema.currentVersion) {
            throw .newerSchema(path: path, found: Int(version), supported: Schema.currentVersion)
        }
        // Damage in the middle of the file (a bad sector, a torn copy) shows only where a page is read;
        // writing into a damaged b-tree can spread it. `quick_check` reads every page once (about 0.1 s
        // for 80 MB), so a damaged file is refused before anything is written to it.
        let check = try guarded { () throws(SQLiteError) in
            try db.query("PRAGMA quick_check").map { row -> String in
                if case .text(let t) = row.values.first { return t }
                return "\(row.values)"
            }
        }
        if check != ["ok"] {
            throw .corrupt(path: path, message: check.prefix(3).joined(separator: "; "))
        }
    }

    private func configure() throws(StoreError) {
        if onDisk {
            let mode = try guarded { () throws(SQLiteError) in try db.scalar("PRAGMA journal_mode=WAL") }
            guard mode == .text("wal") else {
                throw .cannotOpen(path: path, message: "cannot switch to WAL mode (got \(String(describing: mode)))")
            }
            // Keep the -wal and -shm files after close so read-only consumers can always open the file.
            var persist: Int32 = 1
            sqlite3_file_control(db.handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
        }
        try guarded { () throws(SQLiteError) in try db.execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;") }
    }

    /// The log size past which a commit asks for a restarting checkpoint (the automatic one's 1,000 pages).
    static let walRestartBytes = 4 << 20

    /// Keeps the write-ahead log bounded while readers come and go.
    ///
    /// Readers whose transactions follow each other without a gap can keep SQLite's automatic (passive)
    /// checkpoint from ever reaching the end of the log, and the log then grows for as long as they read. Past
    /// ``walRestartBytes`` a `RESTART` checkpoint waits, for at most a quarter of a second, for the readers of
    /// older snapshots to finish, so the next commit starts the log again from its beginning (the file keeps its
    /// size, and is reused from the start). Readers are never blocked; when it cannot finish in time, the next
    /// commit tries again.
    func restartLogIfLarge() {
        guard onDisk else { return }
        let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        guard size > Self.walRestartBytes else { return }
        db.withLockWaits(atMost: 0.25) { try? db.execute("PRAGMA wal_checkpoint(RESTART)") }
    }

    private func migrate() throws(StoreError) {
        try guarded { () throws(SQLiteError) in
            let current = Int(try db.scalar("PRAGMA user_version").flatMap(Self.int) ?? 0)
            guard current < Schema.currentVersion else { return }
            try db.inTransaction(.immediate) { db throws(SQLiteError) in
                // Again under the write lock: another writer (an import beside the first fill) may have migrated
                // the file since it was read.
                let current = Int(try db.scalar("PRAGMA user_version").flatMap(Self.int) ?? 0)
                guard current < Schema.currentVersion else { return .rollback }
                for (index, sql) in Schema.migrations.enumerated() where index >= current {
                    try db.execute(sql)
                }
                try db.execute("PRAGMA application_id=\(Schema.applicationID)")
                try db.execute("PRAGMA user_version=\(Schema.currentVersion)")
                return .commit
            }
        }
    }

    static func int(_ value: SQLValue) -> Int64? {
        if case .integer(let v) = value { return v }
        return nil
    }

    /// SQLite's SQL (``SQLDialect/sqlite``): one writer at a time.
    public var dialect: SQLDialect { .sqlite }

    /// This store has one writer at a time, behind the fill lock: no other writer's lines to know of.
    public let otherWriters = OtherWriters()

    /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`, see ``SQLConnection/inTransaction(begin:_:)``) as a
    /// write (see ``writing(_:)``): all of it is committed or none of it, and the first error comes back as a
    /// ``StoreError``.
    public func write<T>(
        _ body: (Database) throws(SQLiteError) -> TransactionCompletion<T>
    ) throws(StoreError) -> T {
        try writing { () throws(SQLiteError) in try db.inTransaction(begin: dialect.beginWrite, body) }
    }

    /// Runs a read on this connection, its SQLite failure coming back as a ``StoreError``. It needs no snapshot of
    /// its own: no other fill writes while this one holds the fill lock.
    public func read<T>(_ body: (Database) throws(SQLiteError) -> T) throws(StoreError) -> T {
        try guarded { () throws(SQLiteError) in try body(db) }
    }

    /// Keeps the write-ahead log bounded (``restartLogIfLarge()``) after each batch.
    public func afterBatch() { restartLogIfLarge() }

    /// Runs a write, its SQLite failure coming back as a ``StoreError``. After an I/O failure it also makes sure
    /// the failed transaction stays failed (see ``sealFailedCommit()``). Before and after it, the write-ahead log
    /// must still be the file this connection writes (see ``checkLog()``).
    func writing<T>(_ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
        try checkLog()
        let result: T
        do {
            result = try body()
        } catch {
            let failure = StoreError.from(error, path: path)
            if case .io = failure { sealFailedCommit() }
            throw failure
        }
        try checkLog()
        return result
    }

    /// The `-wal` file this connection writes, by device and inode, once it exists.
    private var log: (device: UInt64, inode: UInt64)?

    /// Throws ``StoreError/corrupt(path:message:)`` when the write-ahead log was removed or replaced under this
    /// connection (by hand, or by a cleaning job).
    ///
    /// SQLite keeps writing to the log it opened, even once unlinked, and keeps the shared index pointing into it:
    /// every later reader or writer opens a fresh, empty `-wal` that disagrees with that index, and commits made
    /// since can be lost or the file damaged. Nothing can be repaired from inside, so the fill stops with 73 instead
    /// of reporting a success, and the message says how to check the file. With `SQLITE_FCNTL_PERSIST_WAL` set,
    /// SQLite itself never removes the log while this connection is open.
    func checkLog() throws(StoreError) {
        guard onDisk else { return }
        var info = stat()
        let exists = stat(path + "-wal", &info) == 0
        let current = exists ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
        guard let log else {
            self.log = current
            return
        }
        guard let current, current == log else {
            throw .corrupt(
                path: path,
                message: "its write-ahead log \(path)-wal was removed or replaced while this fill was writing; "
                    + "commits since then may be lost (run `quotepool db check`, and restore a backup if it fails)")
        }
    }

    /// Makes a commit that failed on an I/O error impossible to recover later.
    ///
    /// When the sync of the write-ahead log fails at COMMIT, SQLite reports the transaction as failed
    /// and leaves it out of the WAL index, but its frames, commit record included, are already in the
    /// `-wal` file with valid checksums: the next process to open the file rebuilds the index from the
    /// log and the batch reported as rolled back reappears. One harmless commit (rewriting
    /// `user_version` with its own value) puts a frame where the failed transaction's first frame was,
    /// which breaks the checksum chain of the rest, so recovery stops before them; that frame is a
    /// no-op if it is itself recovered. Its own failure is ignored: once written, even unsynced, it has
    /// done its job, and a disk that refuses every write never let the failed commit write its commit
    /// record in the first place (the I/O-fault sweeps check both).
    private func sealFailedCommit() {
        guard db.handle != nil else { return }
        if db.isInTransaction { try? db.execute("ROLLBACK") }
        try? db.execute("PRAGMA user_version = \(Schema.currentVersion)")
    }

    /// Runs a read (or the opening's checks), its SQLite failure coming back as a ``StoreError``.
    func guarded<T>(_ body: () throws(SQLiteError) -> T) throws(StoreError) -> T {
        try StoreError.classifying(path, as: StoreError.from, body)
    }
}

extension PoolStore: SQLPool {}

@available(*, unavailable) extension PoolStore: Sendable {}

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
