import Foundation
import QuotePoolCore
import QuotePoolStore
import Synchronization
import Testing

@testable import QuotePoolPostgres

/// A fill whose PostgreSQL server dies under it (issue 36, item 1): on a cluster of its own
/// (`scripts/postgres.sh`, as CI starts one), stopped with `pg_ctl -m immediate` while the fill commits. These wait
/// on real time: the server and the fill are real processes.
@Suite(
    .serialized, .timeLimit(.minutes(2)),
    .enabled(
        if: ProcessInfo.processInfo.environment["QUOTEPOOL_PG_URL"] != nil
            || ProcessInfo.processInfo.environment["CI"] == "true"))
struct PostgresServerDeathTests {
    /// A throwaway cluster: started in `init`, removed by ``remove()``.
    final class Cluster {
        let dir: String
        let port: Int
        let script = URL(fileURLWithPath: testsDirectory).deletingLastPathComponent().path + "/scripts/postgres.sh"

        init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("qp-pgdeath-\(UUID().uuidString)").path
            port = Int.random(in: 56_000...56_900)
            try Self.shell("\"\(script)\" start \"\(dir)\" \(port)")
        }

        var url: String { "postgres://quotepool_writer@127.0.0.1:\(port)/quotepool?sslmode=disable" }
        var environment: [String: String] { ["PGPASSFILE": dir + "/pgpass"] }

        /// A connection of the test's own to look inside the pool.
        func connect() throws -> PGConnection {
            var keywords = try PostgresURL(url).keywords(connectTimeout: 5)
            keywords["passfile"] = dir + "/pgpass"
            return try PGConnection(keywords)
        }

        /// `pg_ctl` on the cluster, as the user that owns it.
        func pgctl(_ arguments: String) throws {
            try Self.shell(
                """
                bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
                if [ "$(id -u)" = 0 ]; then owner="runuser -u postgres --"; else owner=""; fi
                $owner "$bin/pg_ctl" -D "\(dir)/data" -l "\(dir)/sock/server.log" -w \(arguments)
                """)
        }

        func kill() throws { try pgctl("-m immediate stop") }

        func start() throws { try pgctl("-o '-k \(dir)/sock -p \(port) -c listen_addresses=127.0.0.1' start") }

        func remove() { try? Self.shell("\"\(script)\" stop \"\(dir)\"") }

        /// Runs `command` with bash to its end (`system`: the cluster's server outlives the command, and keeps
        /// the descriptors it inherited open).
        static func shell(_ command: String) throws {
            let status = system(
                "exec </dev/null >/dev/null 2>&1; " + command.replacingOccurrences(of: "\n", with: "; "))
            guard status == 0 else {
                throw CocoaError(
                    .executableLoad, userInfo: [NSLocalizedDescriptionKey: "failed (\(status)): \(command)"])
            }
        }
    }

    /// A fill with `budget` against `cluster` that cannot reach its target; returns the process and its output
    /// files.
    func startFill(_ cluster: Cluster, budget: String, in dir: TempDir) throws -> (Process, out: String, err: String) {
        let config = dir.file("quotepool.json5")
        _ = FileManager.default.createFile(
            atPath: config, contents: Data("{ pool: { target_per_locale: 100000 } }".utf8))
        let fill = Process()
        fill.executableURL = URL(fileURLWithPath: BinaryRun.binary)
        fill.arguments = [
            "fill", "--config", config, "--db", cluster.url, "--budget", budget, "--locale", "en,de", "--json",
        ]
        fill.environment = BinaryRun.cleanEnvironment().merging(cluster.environment) { $1 }
        let out = dir.file("fill.out")
        let err = dir.file("fill.err")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        fill.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        fill.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try fill.run()
        return (fill, out, err)
    }

    /// Waits until the fill has committed a batch (its pool holds lines), for at most `seconds`.
    func waitForLines(_ cluster: Cluster, seconds: Double) throws {
        let connection = try cluster.connect()
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if let n = try? connection.query("SELECT count(*) AS n FROM lines").first?.int("n"), n > 0 { return }
            usleep(100_000)
        }
        Issue.record("the fill committed nothing in \(seconds) s")
    }

    func wait(_ process: Process) async {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
    }

    @Test(arguments: ["30s", "15s"])
    func aServerThatDiesAndStaysDownEndsTheFillWithinSecondsWithATrueElapsedTime(budget: String) async throws {
        let cluster = try Cluster()
        defer { cluster.remove() }
        let dir = TempDir()
        let started = Date()
        let (fill, out, err) = try startFill(cluster, budget: budget, in: dir)
        try waitForLines(cluster, seconds: 10)
        try cluster.kill()
        let died = Date()
        await wait(fill)
        let ended = Date()
        let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(fill.terminationStatus == ExitCode.tempFail, "\(stderr.suffix(2000))")
        #expect(ended.timeIntervalSince(died) < 8, "exited \(ended.timeIntervalSince(died)) s after the server died")
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        let elapsed = try #require(summary["elapsed_s"] as? Double)
        let wall = ended.timeIntervalSince(started)
        #expect(abs(wall - elapsed) <= 0.5, "elapsed_s \(elapsed), wall clock \(wall)")
        #expect(summary["exit_code"] as? Int == 75)
    }

    /// The reconnect window is measured on the clock the pool was given, not on the wall clock: on a clock that
    /// runs a second per reading, a server that stays down is given up on after a few attempts (about a second of
    /// real time), where the live clock would wait out the whole window.
    @Test func theReconnectWindowIsMeasuredOnThePoolsClock() throws {
        let cluster = try Cluster()
        defer { cluster.remove() }
        setenv("PGPASSFILE", cluster.dir + "/pgpass", 1)
        defer { unsetenv("PGPASSFILE") }
        let readings = Mutex(0.0)
        let clock = JobClock(
            now: {
                readings.withLock {
                    $0 += 1; return $0
                }
            }, wallNow: { Date() }, sleep: { _ in })
        let pool = try PostgresPool(PostgresURL(cluster.url), clock: clock)
        #expect(try pool.latestJudgeCheck(backend: "b", model: "m") == nil)
        try cluster.kill()
        // The call that finds the connection lost fails; the next one waits for the server within the window.
        #expect(throws: StoreError.self) { try pool.latestJudgeCheck(backend: "b", model: "m") }
        let died = ContinuousClock.now
        #expect(throws: StoreError.self) { try pool.latestJudgeCheck(backend: "b", model: "m") }
        let waited = (ContinuousClock.now - died).inSeconds
        #expect(waited < PostgresPool.reconnectWindow / 2, "gave up after \(waited) s of real time")
        #expect(readings.withLock { $0 } > 3, "the window was not read on the pool's clock")
    }

    /// Stopped (`-m fast`: every connection terminated) and started again at once, as `pg_ctl restart` does.
    @Test func aServerBackWithinFiveSecondsLetsTheFillRecordItsEnding() async throws {
        let cluster = try Cluster()
        defer { cluster.remove() }
        let dir = TempDir()
        let (fill, _, err) = try startFill(cluster, budget: "30s", in: dir)
        try waitForLines(cluster, seconds: 10)
        try cluster.pgctl("-m fast stop")
        let died = Date()
        try cluster.start()
        let back = Date().timeIntervalSince(died)
        await wait(fill)
        let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(fill.terminationStatus == ExitCode.tempFail, "\(stderr.suffix(2000))")
        // Startup on a loaded machine can take longer than the case this test is about.
        try #require(back < 5, "the server took \(back) s to come back")
        let connection = try cluster.connect()
        let runs = try connection.query("SELECT status, exit_code FROM runs")
        #expect(runs.count == 1)
        #expect(runs.first?.string("status") != "running", "\(runs)")
        #expect(runs.first?.int("exit_code") == 75, "\(runs)")
    }
}
