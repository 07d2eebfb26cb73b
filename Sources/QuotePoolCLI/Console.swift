import Foundation
import QuotePoolCore
import Synchronization

/// Where a command writes, and what it knows of its surroundings; tests pass a capturing one.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// True when stderr is a terminal (a live progress line instead of structured logs).
    public var stderrIsTerminal: Bool
    /// True when stderr is the journal stream systemd connected (``isJournal(_:environment:)``): log lines then
    /// start with their syslog priority.
    public var stderrIsJournal: Bool
    public var environment: [String: String]
    /// Whether everything written to `out` went through.
    public var output: OutputHealth

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, stderrIsTerminal: Bool,
        environment: [String: String], output: OutputHealth = OutputHealth(), stderrIsJournal: Bool? = nil
    ) {
        self.out = out
        self.err = err
        self.stderrIsTerminal = stderrIsTerminal
        self.stderrIsJournal = stderrIsJournal ?? (environment["JOURNAL_STREAM"] != nil)
        self.environment = environment
        self.output = output
    }

    /// The process's real stdout and stderr, written with plain `write(2)`: a failed write (a full disk, a closed
    /// pipe, a closed descriptor) never traps. A failed write to stderr is dropped (logs are best effort); a failed
    /// write to stdout is remembered in ``output``, and the command then exits 74.
    public static var live: Console {
        let output = OutputHealth()
        return Console(
            out: { text in
                if !SafeFile.writeAll(1, text.utf8) { output.recordFailure(errno: errno) }
            },
            err: { text in SafeFile.writeAll(2, text.utf8) },
            stderrIsTerminal: isatty(2) == 1,
            environment: ProcessInfo.processInfo.environment, output: output,
            stderrIsJournal: isJournal(2, environment: ProcessInfo.processInfo.environment))
    }

    /// Whether descriptor `fd` is the stream systemd names in `JOURNAL_STREAM` (`device:inode`): the variable is
    /// inherited by every child of the service, so a wrapper that sends stderr to a file or a pipe still has it,
    /// and systemd's advice is to compare it with the descriptor itself.
    static func isJournal(_ fd: Int32, environment: [String: String]) -> Bool {
        guard let value = environment["JOURNAL_STREAM"] else { return false }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return false }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return false }
        return UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }

    /// A console that keeps what was written, for tests.
    public static func capturing(environment: [String: String] = [:]) -> (Console, Captured) {
        let captured = Captured()
        let console = Console(
            out: { s in captured.out.withLock { $0 += s } }, err: { s in captured.err.withLock { $0 += s } },
            stderrIsTerminal: false, environment: environment)
        return (console, captured)
    }

    public final class Captured: Sendable {
        let out = Mutex("")
        let err = Mutex("")
        public var stdout: String { out.withLock { $0 } }
        public var stderr: String { err.withLock { $0 } }
    }

    func line(_ s: String) { out(s + "\n") }
    func error(_ s: String) { err("quotepool: " + s + "\n") }
}

/// Whether a command's own output (stdout) could be written whole. A command whose output was cut short exits 74
/// (SPEC 6: an I/O error), whatever it did besides, so a consumer never takes half an answer for a whole one.
public final class OutputHealth: Sendable {
    private let failure = Mutex<String?>(nil)

    public init() {}

    public func recordFailure(errno code: Int32) {
        failure.withLock { if $0 == nil { $0 = String(cString: strerror(code)) } }
    }

    /// Why the first write failed, or nil when every write went through.
    public var firstFailure: String? { failure.withLock { $0 } }
}
