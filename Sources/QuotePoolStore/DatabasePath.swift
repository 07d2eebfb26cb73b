import Foundation
import QuotePoolCore

/// A database path resolved to the file itself, the one name that everything derived from a path uses: the lock
/// file, SQLite's `-wal` and `-shm` files, and messages.
///
/// SQLite derives its write-ahead log and shared-memory index from the name it is given, and so did the lock: two
/// names of one file (a symlink, a hard link) meant two logs written at once, which corrupts the file. Symlinks are
/// resolved here, so every name of a file leads to one lock and one log; a file with more than one hard link is
/// refused, since no name of it can be told apart from another (SQLite's own advice: never give a database
/// several hard links). Anything but a regular file (a FIFO, a device such as `/dev/null`, a directory) is
/// refused, by writers and readers alike, before SQLite opens it.
public struct DatabasePath: Sendable, Equatable, CustomStringConvertible {
    /// The path as given (for messages).
    public let given: String
    /// The absolute path with every symlink resolved; for a file that does not exist yet, its resolved directory
    /// and its name.
    public let resolved: String
    /// Whether the file exists.
    public let exists: Bool

    public var description: String { given == resolved ? given : "\(given) (\(resolved))" }

    /// Resolves `path`.
    ///
    /// - Throws: ``StoreError/missing(path:)`` when the file or its directory does not exist and `mustExist`;
    ///   ``StoreError/notRegular(path:kind:)`` for anything but a regular file; ``StoreError/hardLinked(path:links:)``
    ///   for a file with more than one hard link; ``StoreError/unreadable(path:message:)`` when a directory on the
    ///   way cannot be searched.
    public init(_ path: String, mustExist: Bool) throws(StoreError) {
        given = path
        var info = stat()
        if lstat(path, &info) == 0 {
            guard let real = Self.realPath(path) else {
                // A symlink whose target is missing: creating through it would follow it; refuse it.
                if info.st_mode & S_IFMT == S_IFLNK {
                    throw .notRegular(path: path, kind: "a symbolic link to a missing file")
                }
                throw Self.unsearchable(path, code: errno, mustExist: mustExist)
            }
            var target = stat()
            guard stat(real, &target) == 0 else {
                throw Self.unsearchable(path, code: errno, mustExist: mustExist)
            }
            guard target.st_mode & S_IFMT == S_IFREG else {
                throw .notRegular(path: path, kind: SafeFile.kind(of: target.st_mode))
            }
            guard target.st_nlink <= 1 else { throw .hardLinked(path: path, links: Int(target.st_nlink)) }
            resolved = real
            exists = true
            return
        }
        let code = errno
        guard code == ENOENT else {
            if code == ENOTDIR { throw .missing(path: path) }
            throw Self.unsearchable(path, code: code, mustExist: mustExist)
        }
        if mustExist { throw .missing(path: path) }
        let directory = (path as NSString).deletingLastPathComponent
        guard let realDirectory = Self.realPath(directory.isEmpty ? "." : directory) else {
            throw .cannotOpen(path: path, message: "directory \(directory) does not exist")
        }
        resolved = (realDirectory == "/" ? "" : realDirectory) + "/" + (path as NSString).lastPathComponent
        exists = false
    }

    /// A path the kernel would not resolve: a reader has no input (66), a writer cannot create its output (73).
    private static func unsearchable(_ path: String, code: Int32, mustExist: Bool) -> StoreError {
        let message = String(cString: strerror(code))
        return mustExist ? .unreadable(path: path, message: message) : .cannotOpen(path: path, message: message)
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

extension DatabasePath {
    /// Whether `path` names the SQLite database `database` or one of the files beside it (`-wal`, `-shm`,
    /// `-journal`, `.lock`), through any symlink or hard link: an output file written there (metrics, a report
    /// page, a model) would destroy the pool or free its lock. Never for a PostgreSQL `database`, which has no files
    /// here.
    public static func isAmongFiles(of database: String, _ path: String) -> Bool {
        guard !DatabaseURL.isPostgres(database) else { return false }
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let mine = resolved(path)
        var own = stat()
        let ownExists = stat(path, &own) == 0
        for suffix in ["", "-wal", "-shm", "-journal", ".lock"] {
            let other = database + suffix
            if resolved(other) == mine { return true }
            var theirs = stat()
            if ownExists, stat(other, &theirs) == 0, theirs.st_dev == own.st_dev, theirs.st_ino == own.st_ino {
                return true
            }
        }
        return false
    }
}
