import Foundation
import QuotePoolCLI
import QuotePoolCore
import QuotePoolStore
import Testing

@testable import QuotePoolWorker

/// The dead-man's switch against a real HTTP server on loopback (the fake server's /health counter).
@Suite(.serialized) struct PingTests {
    func run(_ args: [String], config: String) async -> Int32 {
        let (console, _) = Console.capturing()
        return await QuotePoolCLI.run(args + ["--config", config], console: console)
    }

    @Test func startAndSuccessArePingedAndAFailurePingCarriesTheExitCode() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok"])
        let dir = TempDir()
        let cfg = dir.file("ping.json5")
        let text = """
            { healthcheck: { start_url: "\(server.root)/health", success_url: "\(server.root)/health",
                             failure_url: "\(server.root)/health?exit={exit_code}", timeout: 2 } }
            """
        _ = FileManager.default.createFile(atPath: cfg, contents: Data(text.utf8))
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "en", "--max-accepted", "2"], config: cfg) == 0)
        #expect(try server.stats()["health"] == 2)
        // A fill that cannot take the lock fails with 75 and still pings start and failure.
        let lock = try FillLock(databasePath: db, now: Date())
        #expect(await run(["fill", "--db", db], config: cfg) == 75)
        lock.release()
        #expect(try server.stats()["health"] == 4)
    }

    @Test func anUnreachablePingNeverFailsTheFill() async throws {
        let dir = TempDir()
        let cfg = dir.file("ping.json5")
        let dead = "http://127.0.0.1:\(ServerProcess.closedPort())/ping"
        let text = #"{ healthcheck: { start_url: "\#(dead)", success_url: "\#(dead)", timeout: 1 } }"#
        _ = FileManager.default.createFile(atPath: cfg, contents: Data(text.utf8))
        #expect(
            await run(["fill", "--db", dir.file("p.sqlite"), "--locale", "en", "--max-accepted", "2"], config: cfg) == 0
        )
    }
}

@Suite struct PingURLTests {
    @Test func onlyHTTPURLsArePinged() async {
        var config = Config().healthcheck
        config.startURL = "file:///etc/passwd"
        #expect(await Pinger(config: config).start() == "ping URL is not http(s)")
    }
}
