import Foundation
import QuotePoolCore

/// One finished run of the built `quotepool` binary: exit status and everything it printed.
struct BinaryRun {
    var code: Int32
    var stdout: String
    var stderr: String

    /// The binary the process tests run (``DoctorTests/binary``: beside the test bundle, else `.build/debug`).
    static var binary: String { DoctorTests.binary }

    /// Runs `quotepool args` to completion in a clean environment (no `QUOTEPOOL_*`, systemd or journal
    /// variables inherited) plus `environment`, under `umask` when given (through `/bin/sh`), in `directory` when
    /// given.
    ///
    /// Output goes to files in `scratch`, so a large answer never blocks on a full pipe.
    /// `launcher`, when given, is a command that runs the binary (`["/usr/bin/nice", "-n", "19"]`).
    static func run(
        _ args: [String], environment: [String: String] = [:], umask: String? = nil, directory: String? = nil,
        launcher: [String] = [], in scratch: TempDir
    ) throws -> BinaryRun {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let first = launcher.first {
            process.executableURL = URL(fileURLWithPath: first)
            process.arguments = launcher.dropFirst() + [binary] + args
        } else if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", binary] + args
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = args
        }
        process.environment = cleanEnvironment().merging(environment) { $1 }
        let id = UUID().uuidString
        let out = scratch.file(".run-\(id).out")
        let err = scratch.file(".run-\(id).err")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return BinaryRun(
            code: process.terminationStatus,
            stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    /// `quotepool args` at the lowest scheduling priority (`nice -n 19`), waited for without holding a thread of the
    /// cooperative pool: for a command that keeps a core busy for a minute in a debug build (training a taste model
    /// on every held-out style), so that the tests running beside it, whose fills have budgets, keep the machine.
    static func runNiced(_ args: [String], in scratch: TempDir) async throws -> BinaryRun {
        try await onOwnThread { try run(args, launcher: ["/usr/bin/nice", "-n", "19"], in: scratch) }
    }

    /// This process's environment without anything that would change which config, database or log
    /// format the binary picks.
    static func cleanEnvironment() -> [String: String] {
        ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("QUOTEPOOL_") && !["STATE_DIRECTORY", "JOURNAL_STREAM", "INVOCATION_ID"].contains(key)
        }
    }

    /// stdout parsed as one JSON object, or an empty one.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]) ?? [:]
    }

    /// stdout parsed as a JSON array of objects (`query --format json`), or nil.
    var rows: [[String: Any]]? {
        try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]]
    }
}
