import Foundation

/// The exclusive lock a fill holds for its whole run: `flock` on `<db>.lock`.
///
/// The kernel drops a `flock` when its process dies, so a lock file left by a killed fill never blocks
/// the next one. The file records the holder's pid and start time for the message a second fill prints.
public final class FillLock {
    public let path: String
    private var fd: Int32

    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Another live process holds the lock.
        case held(path: String, holder: String)
        case cannotOpen(path: String, reason: String)

        public var description: String {
            switch self {
            case .held(let path, let holder): "another fill holds \(path) (\(holder)); try again later"
            case .cannotOpen(let path, let reason): "cannot open lock file \(path): \(reason)"
            }
        }
    }

    /// Takes the lock without waiting, or throws ``Failure/held(path:holder:)``.
    public init(databasePath: String, now: Date) throws(Failure) {
        path = databasePath + ".lock"
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o640)
        guard fd >= 0 else { throw .cannotOpen(path: path, reason: String(cString: strerror(errno))) }
        fchmod(fd, 0o640)
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let holder = Self.readHolder(fd)
            close(fd)
            fd = -1
            throw .held(path: path, holder: holder.isEmpty ? "holder unknown" : holder)
        }
        let note = "pid \(getpid()) since \(ISO8601DateFormatter().string(from: now))\n"
        ftruncate(fd, 0)
        _ = note.withCString { pwrite(fd, $0, strlen($0), 0) }
    }

    /// Who holds the lock at `databasePath`, or `nil` when nobody does (doctor uses this).
    public static func holder(databasePath: String) -> String? {
        let fd = open(databasePath + ".lock", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            flock(fd, LOCK_UN)
            return nil
        }
        let h = readHolder(fd)
        return h.isEmpty ? "holder unknown" : h
    }

    private static func readHolder(_ fd: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0 else { return "" }
        return String(decoding: buffer[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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
