import Foundation
import Testing

@testable import QuotePoolStore

/// The built `quotepool` binary as a scheduler runs it: real processes, real signals, a real lock.
@Suite(.serialized) struct ProcessTests {
    static let binary = URL(fileURLWithPath: testsDirectory).deletingLastPathComponent()
        .appendingPathComponent(".build/debug/quotepool").path

    /// Starts `quotepool` with `args`; stdout and stderr are discarded.
    func start(_ args: [String]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.binary)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    func wait(_ p: Process, atMost seconds: Double) -> Double? {
        let started = Date()
        while p.isRunning {
            if Date().timeIntervalSince(started) > seconds { return nil }
            usleep(10_000)
        }
        return Date().timeIntervalSince(started)
    }

    /// A config whose backend answers every draft after `delay` seconds, so a fill is busy for a while.
    /// The embedder is named, not `auto`: on a machine where e5 is installed for the user, loading it in a debug
    /// build would take a 2-second fill's whole budget, and these tests are about signals and locks.
    func slowConfig(_ dir: TempDir, server: ServerProcess) -> String {
        let path = dir.file("slow.json5")
        let text = """
            { backend: "slow", backends: { slow: { kind: "openai", base_url: "\(server.baseURL)", model: "fake-model", timeout: "60s" } },
              pool: { target_per_locale: 100000 }, embedder: "builtin" }
            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalCancelsTheFillRecordsItAndExitsAsDocumented(_ signal: Int32, _ code: Int32) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the binary first: swift build")
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok", "--delay", "0.3"])
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let fill = try start(["fill", "--config", slowConfig(dir, server: server), "--db", db, "--budget", "60s"])
        // Wait until drafts are being answered (the run is well under way), then signal.
        var drafts = 0
        for _ in 0..<200 where drafts < 4 {
            usleep(25_000)
            drafts = (try? server.stats()["draft"]) ?? 0
        }
        #expect(drafts >= 4)
        kill(fill.processIdentifier, signal)
        let took = try #require(wait(fill, atMost: 5))
        #expect(took <= 1.0, "exit took \(took) s")
        #expect(fill.terminationStatus == code)
        let run = try PoolStore(path: db).db.query("SELECT status, outcome, exit_code FROM runs").first
        #expect(run?.string("status") == "finished" && run?.string("outcome") == "cancelled")
        #expect(run?.int("exit_code") == Int64(code))
        // Nothing half-done: every stored line has its candidates row, and the file is intact.
        let store = try PoolStore(path: db)
        #expect(try store.db.scalar("PRAGMA integrity_check") == .text("ok"))
        #expect(
            try store.db.scalar(
                "SELECT count(*) FROM lines WHERE id NOT IN (SELECT line_id FROM candidates WHERE line_id IS NOT NULL)")
                == .integer(0))
    }

    @Test func aSecondFillExits75AtOnceAndAKilledFillDoesNotBlockTheNext() throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok", "--delay", "0.3"])
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let cfg = slowConfig(dir, server: server)
        let first = try start(["fill", "--config", cfg, "--db", db, "--budget", "60s"])
        for _ in 0..<200 where ((try? server.stats()["draft"]) ?? 0) < 2 { usleep(25_000) }
        let second = try start(["fill", "--config", cfg, "--db", db, "--budget", "60s"])
        let took = try #require(wait(second, atMost: 5))
        #expect(second.terminationStatus == 75)
        #expect(took <= 1.0, "the second fill took \(took) s to give up")
        kill(first.processIdentifier, SIGKILL)
        _ = wait(first, atMost: 5)
        // The kernel dropped the lock with the process; the next fill runs and marks the killed run crashed.
        let third = try start(["fill", "--config", cfg, "--db", db, "--budget", "2s"])
        _ = try #require(wait(third, atMost: 10))
        #expect(third.terminationStatus == 0)
        let statuses = try PoolStore(path: db).db.query("SELECT status FROM runs ORDER BY id").compactMap {
            $0.string("status")
        }
        #expect(statuses == ["crashed", "finished"])
    }
}
