import Foundation
import Synchronization

/// Where a command writes, and what it knows of its surroundings; tests pass a capturing one.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// True when stderr is a terminal (a live progress line instead of structured logs).
    public var stderrIsTerminal: Bool
    public var environment: [String: String]

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, stderrIsTerminal: Bool,
        environment: [String: String]
    ) {
        self.out = out
        self.err = err
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
    }

    /// The process's real stdout and stderr.
    public static var live: Console {
        Console(
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            err: { FileHandle.standardError.write(Data($0.utf8)) },
            stderrIsTerminal: isatty(2) == 1,
            environment: ProcessInfo.processInfo.environment)
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
