import Foundation

/// Reads a text file line by line in bounded memory: input data sets and import files, which may be large or
/// hostile (a sparse file of a gigabyte of zeros is one line a gigabyte long).
///
/// At most ``maxLineBytes`` are held for one line and the file may be at most ``maxFileBytes`` long; past either
/// limit reading stops with a ``Failure`` that names the file, the line and the limit. Not `Sendable`: one owner.
public final class LineReader {
    /// Why a file cannot be read as lines; the message names the file, the line and the limit.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        /// The 1-based line, or 0 when the problem is the file itself.
        public var line: Int
        public var problem: String
        /// True when the file does not exist or cannot be opened (66); false when its content is at fault (65).
        public var isUnreadable: Bool

        public var description: String { line > 0 ? "\(path):\(line): \(problem)" : "\(path): \(problem)" }
    }

    /// The longest line accepted: far beyond any quote, data-set row or catalog line.
    public static let defaultMaxLineBytes = 64 << 10
    /// The largest file accepted: half a million lines of a hundred characters, read into memory whole by its
    /// callers (a data set, an import), so it bounds their memory too.
    public static let defaultMaxFileBytes = 64 << 20

    public let path: String
    public let maxLineBytes: Int
    public let maxFileBytes: Int
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var consumed = 0
    private(set) var lineNumber = 0

    /// Opens `path` (a regular file, checked before anything is read; a FIFO or device is refused).
    public init(
        path: String, maxLineBytes: Int = LineReader.defaultMaxLineBytes,
        maxFileBytes: Int = LineReader.defaultMaxFileBytes
    ) throws(Failure) {
        self.path = path
        self.maxLineBytes = maxLineBytes
        self.maxFileBytes = maxFileBytes
        let info: stat
        do {
            (fd, info) = try SafeFile.openRegular(path)
        } catch {
            throw Failure(path: path, line: 0, problem: error.problem, isUnreadable: true)
        }
        if info.st_size > maxFileBytes {
            close(fd)
            throw Failure(
                path: path, line: 0,
                problem: "is \(info.st_size) bytes, larger than the limit of \(maxFileBytes) bytes for an input file",
                isUnreadable: false)
        }
    }

    deinit { close(fd) }

    /// The next line without its terminator (`\n`, or `\r\n`), with its 1-based number, or nil at the end.
    ///
    /// - Throws: ``Failure`` for a line longer than ``maxLineBytes``, a file past ``maxFileBytes``, invalid
    ///   UTF-8, or a read error.
    public func next() throws(Failure) -> (number: Int, text: String)? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = try text(buffer[start..<end])
                start = newline + 1
                return line
            }
            if buffer.count - start > maxLineBytes { throw tooLong() }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = try text(buffer[start...])
                start = buffer.count
                return line
            }
            try fill()
        }
    }

    private func text(_ bytes: ArraySlice<UInt8>) throws(Failure) -> (number: Int, text: String) {
        lineNumber += 1
        guard bytes.count <= maxLineBytes else { throw tooLong() }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(path: path, line: lineNumber, problem: "is not valid UTF-8", isUnreadable: false)
        }
        return (lineNumber, text)
    }

    private func tooLong() -> Failure {
        Failure(
            path: path, line: lineNumber + 1,
            problem: "line longer than the limit of \(maxLineBytes) bytes; is this the right file?",
            isUnreadable: false)
    }

    private func fill() throws(Failure) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(
                    path: path, line: lineNumber + 1, problem: "cannot read: \(String(cString: strerror(errno)))",
                    isUnreadable: true)
            }
            if n == 0 {
                atEnd = true
                return
            }
            consumed += n
            guard consumed <= maxFileBytes else {
                throw Failure(
                    path: path, line: lineNumber + 1,
                    problem: "grew past the limit of \(maxFileBytes) bytes for an input file", isUnreadable: false)
            }
            buffer += chunk[..<n]
            return
        }
    }
}
