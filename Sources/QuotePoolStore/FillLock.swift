import Foundation
import QuotePoolCore

/// The exclusive lock a fill holds for its whole run: `flock` on `<db>.lock` beside the database file itself
/// (``DatabasePath/resolved``), so every name of one database leads to one lock.
///
/// The kernel drops a `flock` when its process dies, so a lock file left by a killed fill never blocks the next
/// one. The file records the holder's pid and start time for the message a second fill prints, and the end of a
/// run whose final row could not be written (the database stayed locked by another program), so the next fill
/// records that ending instead of calling the run crashed.
///
/// The lock file is opened with `O_NOFOLLOW` and must be a regular file owned by this user with one link:
/// a symlink or a hard link planted in its place is refused, never written through.
public final class FillLock {
    public let path: String
    private var fd: Int32
    /// Runs the previous holder ended but could not record in the database, by run id.
    public private(set) var unrecordedEnds: [Int64: RunEnd] = [:]

    public enum Failure: CategorizedError, Equatable, CustomStringConvertible {
        /// Another live process holds the lock: try again later (75).
        case held(path: String, holder: String)
        /// The lock file cannot be created or opened, or is not a file this user may lock (73).
        case cannotOpen(path: String, reason: String)

        public var category: FailureCategory {
            switch self {
            case .held: .tempFail
            case .cannotOpen: .cantCreate
            }
        }

        public var description: String {
            switch self {
            case .held(let path, let holder): "another fill holds \(path) (\(holder)); try again later"
            case .cannotOpen(let path, let reason): "cannot open lock file \(path): \(reason)"
            }
        }
    }

    /// The lock file of `database`.
    public static func path(for database: DatabasePath) -> String { database.resolved + ".lock" }

    /// Takes the lock without waiting, or throws ``Failure/held(path:holder:)``.
    public init(database: DatabasePath, now: Date) throws(Failure) {
        path = Self.path(for: database)
        fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o640)
        guard fd >= 0 else {
            let reason =
                errno == ELOOP
                ? "it is a symbolic link; refusing to write through it (remove it)"
                : String(cString: strerror(errno))
            throw .cannotOpen(path: path, reason: reason)
        }
        var info = stat()
        let problem: String? =
            if fstat(fd, &info) != 0 {
                String(cString: strerror(errno))
            } else if info.st_mode & S_IFMT != S_IFREG {
                "it is \(SafeFile.kind(of: info.st_mode)), not a regular file; refusing it (remove it)"
            } else if info.st_uid != geteuid() {
                "it belongs to uid \(info.st_uid), not to this user (uid \(geteuid())); refusing it (remove it)"
            } else if info.st_nlink != 1 {
                "it has \(info.st_nlink) hard links; refusing to write through them (remove it)"
            } else {
                nil
            }
        if let problem {
            close(fd)
            fd = -1
            throw .cannotOpen(path: path, reason: problem)
        }
        if info.st_mode & 0o7777 != 0o640 { fchmod(fd, 0o640) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let holder = Self.readHolder(fd)
            close(fd)
            fd = -1
            throw .held(path: path, holder: holder.isEmpty ? "holder unknown" : holder)
        }
        unrecordedEnds = Self.readEnds(fd)
        let note = "pid \(getpid()) since \(ISO8601DateFormatter().string(from: now))\n"
        ftruncate(fd, 0)
        _ = note.withCString { pwrite(fd, $0, strlen($0), 0) }
    }

    /// Convenience for callers holding a plain path: resolves it first (see ``DatabasePath``).
    public convenience init(databasePath: String, now: Date) throws(Failure) {
        let database: DatabasePath
        do {
            database = try DatabasePath(databasePath, mustExist: false)
        } catch {
            throw .cannotOpen(path: databasePath + ".lock", reason: error.description)
        }
        try self.init(database: database, now: now)
    }

    /// Who holds the lock of `database`, or `nil` when nobody does (doctor uses this).
    public static func holder(database: DatabasePath) -> String? {
        let fd = open(path(for: database), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return nil
        }
        let h = readHolder(fd)
        return h.isEmpty ? "holder unknown" : h
    }

    /// ``holder(database:)`` for a plain path; nil when the path does not resolve.
    public static func holder(databasePath: String) -> String? {
        (try? DatabasePath(databasePath, mustExist: false)).flatMap { holder(database: $0) }
    }

    /// Keeps the end of run `runID` in the lock file, for the next fill to record: this run could not write its
    /// final row because the database stayed locked. Best effort, like the note of the holder.
    public func keepUnrecordedEnd(runID: Int64, _ end: RunEnd) {
        guard fd >= 0 else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Ended(run: runID, end: end)) else { return }
        let line = Array(Self.endedPrefix.utf8) + Array(data) + [UInt8(ascii: "\n")]
        let size = lseek(fd, 0, SEEK_END)
        guard size >= 0 else { return }
        _ = line.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, size) }
        fsync(fd)
    }

    private static let endedPrefix = "ended "

    private struct Ended: Codable {
        var run: Int64
        var end: RunEnd
    }

    private static func readAll(_ fd: Int32, limit: Int) -> String {
        var buffer = [UInt8](repeating: 0, count: limit)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return "" }
        return String(decoding: buffer[..<n], as: UTF8.self)
    }

    private static func readHolder(_ fd: Int32) -> String {
        (readAll(fd, limit: 256).split(separator: "\n").first.map(String.init) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func readEnds(_ fd: Int32) -> [Int64: RunEnd] {
        var out: [Int64: RunEnd] = [:]
        for line in readAll(fd, limit: 64 << 10).split(separator: "\n") where line.hasPrefix(endedPrefix) {
            guard let ended = try? JSONDecoder().decode(Ended.self, from: Data(line.dropFirst(endedPrefix.count).utf8))
            else { continue }
            out[ended.run] = ended.end
        }
        return out
    }

    /// Releases the lock (also done when the process exits).
    public func release() {
        if fd >= 0 {
            flock(fd, LOCK_UN)
            close(fd)
            fd = -1
        }
    }

    deinit { release() }
}
