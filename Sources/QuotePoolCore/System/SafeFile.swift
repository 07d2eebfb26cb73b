import Foundation

/// The one place where quotepool opens files it writes or reads from places others may write to.
///
/// Every file quotepool creates is created with `O_EXCL` (through `mkstemp` for temporaries, then renamed), so a
/// symlink planted where the file will be can never redirect the write; every file it reads for its own use (key
/// files, metrics, input data sets) is opened non-blocking and checked to be a regular file before a byte is read,
/// so a FIFO or a device in its place is refused instead of blocking or streaming forever.
public enum SafeFile {
    /// Why a file could not be created, opened or read; the message names the file.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var problem: String
        /// True when the file does not exist.
        public var isMissing: Bool

        public init(path: String, problem: String, isMissing: Bool = false) {
            self.path = path
            self.problem = problem
            self.isMissing = isMissing
        }

        public var description: String { "\(path): \(problem)" }

        static func errno(_ path: String, _ what: String) -> Failure {
            let code = Foundation.errno
            return Failure(
                path: path, problem: "\(what): \(String(cString: strerror(code)))",
                isMissing: code == ENOENT || code == ENOTDIR)
        }
    }

    /// What kind of file `mode` (an `st_mode`) is, for messages.
    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    // MARK: Writing

    /// Writes every byte of `bytes` to `fd`, retrying on `EINTR` and short writes.
    ///
    /// - Returns: false when the descriptor refused a write (disk full, broken pipe, closed descriptor); `errno`
    ///   then says why.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
        var buffer = Array(bytes)
        var written = 0
        while written < buffer.count {
            let n = buffer.withUnsafeMutableBytes { raw in
                Foundation.write(fd, raw.baseAddress! + written, raw.count - written)
            }
            if n < 0 {
                if Foundation.errno == EINTR { continue }
                return false
            }
            if n == 0 { return false }
            written += n
        }
        buffer.removeAll()
        return true
    }

    /// Replaces `path` atomically with `contents`: a new temporary file in the same directory (`mkstemp`, so never
    /// through a planted symlink), flushed, given `mode`, then renamed over `path`. A reader sees the old file or
    /// the new one, never half of either; a symlink at `path` itself is replaced, never followed. An SQLite database
    /// or write-ahead log at `path` is never replaced: an output file named like a pool would destroy it.
    public static func replace(_ path: String, with contents: some Collection<UInt8>, mode: mode_t) throws(Failure) {
        if let kind = sqliteKind(at: path) {
            throw Failure(path: path, problem: "is \(kind); refusing to replace it (name another file)")
        }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".tmp.XXXXXX").utf8CString)
        // mkstemp creates with O_CREAT|O_EXCL: a name planted in advance (a symlink) makes it pick another name.
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .errno(path, "cannot create a temporary file beside it") }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Failure?
        // mkstemp makes the file 0600 whatever the umask; the mode asked for is then cut by the umask, as open(2)
        // would cut it, so an operator's UMask=0027 keeps the file out of other users' reach.
        if fchmod(fd, mode & ~processUmask) != 0 {
            failure = .errno(temporary, "cannot set its mode")
        } else if !writeAll(fd, contents) {
            failure = .errno(temporary, "cannot write")
        } else if fsync(fd) != 0 {
            failure = .errno(temporary, "cannot flush")
        }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 {
            failure = .errno(path, "cannot rename \(temporary) over it")
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// "an SQLite database" or "an SQLite write-ahead log" when the regular file at `path` (not followed through a
    /// symlink) starts like one, else nil.
    static func sqliteKind(at path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var header = [UInt8](repeating: 0, count: 16)
        guard Glibc.read(fd, &header, 16) == 16 else { return nil }
        if header == Array("SQLite format 3\u{0}".utf8) { return "an SQLite database" }
        if header[0..<3] == [0x37, 0x7F, 0x06], header[3] & 0xFE == 0x82 { return "an SQLite write-ahead log" }
        return nil
    }

    /// The process's file-mode creation mask, read once: from `/proc/self/status` where Linux has it (reading it
    /// changes nothing), else by setting it and putting it back at once.
    static let processUmask: mode_t = {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        {
            return value
        }
        let value = umask(0o022)
        umask(value)
        return value
    }()

    /// Creates `path` with `contents` and `mode`; never replaces anything there, never follows a symlink there
    /// (`O_CREAT|O_EXCL|O_NOFOLLOW`).
    public static func createNew(_ path: String, with contents: some Collection<UInt8>, mode: mode_t) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else {
            if Foundation.errno == EEXIST { throw Failure(path: path, problem: "already exists; not overwriting it") }
            throw .errno(path, "cannot create")
        }
        var failure: Failure?
        if !writeAll(fd, contents) {
            failure = .errno(path, "cannot write")
        } else if fsync(fd) != 0 {
            failure = .errno(path, "cannot flush")
        }
        close(fd)
        if let failure {
            unlink(path)
            throw failure
        }
    }

    // MARK: Reading

    /// Opens `path` for reading without blocking on a FIFO or device, and checks it is a regular file.
    ///
    /// - Parameter followSymlinks: false refuses a symlink at `path` itself (`O_NOFOLLOW`); key files mounted
    ///   by an orchestrator are often symlinks, so they pass true.
    /// - Returns: the open descriptor (blocking mode restored) and its `stat`. The caller closes it.
    public static func openRegular(_ path: String, followSymlinks: Bool = true) throws(Failure) -> (Int32, stat) {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followSymlinks ? 0 : O_NOFOLLOW)
        let fd = open(path, flags)
        guard fd >= 0 else {
            if Foundation.errno == ELOOP { throw Failure(path: path, problem: "is a symbolic link; refusing it") }
            throw .errno(path, "cannot open")
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = Failure.errno(path, "cannot stat")
            close(fd)
            throw failure
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw Failure(path: path, problem: "is \(kind(of: info.st_mode)), not a regular file")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, info)
    }

    /// The whole content of the regular file at `path`, refused when larger than `limit` bytes.
    public static func read(_ path: String, limit: Int, followSymlinks: Bool = true) throws(Failure) -> [UInt8] {
        let (fd, info) = try openRegular(path, followSymlinks: followSymlinks)
        defer { close(fd) }
        guard info.st_size <= limit else {
            throw Failure(path: path, problem: "is \(info.st_size) bytes, larger than the limit of \(limit)")
        }
        var out: [UInt8] = []
        out.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if Foundation.errno == EINTR { continue }
                throw .errno(path, "cannot read")
            }
            if n == 0 { break }
            guard out.count + n <= limit else {
                throw Failure(path: path, problem: "grew past the limit of \(limit) bytes while being read")
            }
            out += chunk[..<n]
        }
        return out
    }

    /// ``read(_:limit:followSymlinks:)`` as UTF-8 text; invalid UTF-8 is refused.
    public static func readText(_ path: String, limit: Int, followSymlinks: Bool = true) throws(Failure) -> String {
        let bytes = try read(path, limit: limit, followSymlinks: followSymlinks)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(path: path, problem: "is not valid UTF-8")
        }
        return text
    }
}
