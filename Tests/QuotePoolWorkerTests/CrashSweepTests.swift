import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

/// The crash sweep: real `quotepool fill` processes killed with SIGKILL at many points (exact places through the
/// debug build's `QUOTEPOOL_CRASH_AT` hook, plus kills at chosen times), all on one database. After each kill the
/// file must be intact, every batch wholly present or wholly absent, every line must have its candidates row, and
/// the next fill must run normally.
@Suite(.serialized) struct CrashSweepTests {
    static let batchSize = 4

    /// Each kill: the environment's crash point (nil: killed by the test after `delay` seconds).
    struct Kill: CustomStringConvertible {
        var point: String?
        var hit: Int
        var delay: Double

        var description: String { point.map { "\($0):\(hit)" } ?? "after \(delay) s" }
    }

    static let kills: [Kill] =
        (1...10).map { Kill(point: "partial", hit: $0 * 7, delay: 0) }
        + (1...12).map { Kill(point: "verdict", hit: $0 * 3 - 2, delay: 0) }
        + (1...12).map { Kill(point: "commit", hit: $0, delay: 0) }
        + (1...10).map { Kill(point: "committed", hit: $0, delay: 0) }
        + (1...10).map { Kill(point: nil, hit: 0, delay: 0.15 * Double($0)) }

    func run(_ args: [String], crashAt: String?) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        p.arguments = args
        var environment = ProcessInfo.processInfo.environment
        environment["QUOTEPOOL_CRASH_AT"] = crashAt
        p.environment = environment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    @Test func killedFillsLeaveWholeBatchesAndAnIntactDatabase() async throws {
        try await onOwnThread { [self] in
            #expect(FileManager.default.isExecutableFile(atPath: ProcessTests.binary), "build the binary first")
            let dir = TempDir()
            let db = dir.file("crash.sqlite")
            let cfg = dir.file("crash.json5")
            // The embedder is named, not `auto`: the sweep's fills share one pool and must keep accepting lines, and
            // with e5 (when it is installed for the user) the composer runs out of lines e5 finds new at about 150 a
            // locale, before the sweep's last kills.
            let text =
                "{ commit: { batch_size: \(Self.batchSize) }, pool: { target_per_locale: 100000 }, embedder: \"builtin\" }"
            _ = FileManager.default.createFile(atPath: cfg, contents: Data(text.utf8))
            let fill = ["fill", "--config", cfg, "--db", db, "--budget", "60s", "--locale", "en,de"]

            var exercised: [String: Int] = [:]
            var runRows = 0  // kills that came after the fill had written its run row
            var lastRun: Int64 = 0
            for (index, kill) in Self.kills.enumerated() {
                let process = try run(
                    fill + ["--seed", String(index + 1)], crashAt: kill.point.map { "\($0):\(kill.hit)" })
                if kill.point == nil {
                    usleep(UInt32(kill.delay * 1_000_000))
                    Glibc.kill(process.processIdentifier, SIGKILL)
                }
                process.waitUntilExit()
                guard process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL else {
                    Issue.record("\(kill): the fill was not killed (status \(process.terminationStatus))")
                    continue
                }
                exercised[kill.point ?? "timed", default: 0] += 1

                let store = try PoolStore(path: db)
                #expect(try store.db.scalar("PRAGMA integrity_check") == .text("ok"), "\(kill)")
                #expect(
                    try store.db.scalar(
                        "SELECT count(*) FROM lines WHERE id NOT IN (SELECT line_id FROM candidates WHERE line_id IS NOT NULL)"
                    ) == .integer(0), "\(kill): a line without its candidates row")
                let runID = try store.db.scalar("SELECT max(id) FROM runs")?.integer ?? 0
                // A timed kill on a loaded machine can land before the fill wrote its run row; that is a kill too, but
                // there is no run to find. Every fault point lies after the run row.
                if kill.point == nil, runID == lastRun { continue }
                #expect(runID > lastRun, "\(kill): the fill wrote no run row")
                lastRun = runID
                runRows += 1
                #expect(
                    try store.db.scalar("SELECT status FROM runs WHERE id = ?", [.integer(runID)]) == .text("running"))
                let lines = try #require(
                    try store.db.scalar("SELECT count(*) FROM lines WHERE run_id = ?", [.integer(runID)])?.integer)
                #expect(lines % Int64(Self.batchSize) == 0, "\(kill): \(lines) lines is not whole batches")
                // The run row counts what the killed run committed, batch by batch, though it never wrote its ending.
                #expect(
                    try store.db.scalar("SELECT accepted FROM runs WHERE id = ?", [.integer(runID)]) == .integer(lines),
                    "\(kill): the run row does not count its \(lines) committed lines")
                switch kill.point {
                case "commit":
                    #expect(lines == Int64((kill.hit - 1) * Self.batchSize), "\(kill): the batch was visible")
                case "committed":
                    #expect(lines == Int64(kill.hit * Self.batchSize), "\(kill): a committed batch was lost")
                default: break
                }
            }

            // The next fill runs normally and marks every killed run crashed.
            let next = try run(fill + ["--budget", "3s"], crashAt: nil)
            next.waitUntilExit()
            #expect(next.terminationStatus == 0)
            let store = try PoolStore(path: db)
            #expect(try store.db.scalar("PRAGMA integrity_check") == .text("ok"))
            let crashed = try store.db.scalar("SELECT count(*) FROM runs WHERE status = 'crashed'")?.integer
            #expect(crashed == Int64(runRows))
            let total = exercised.values.reduce(0, +)
            print(
                "crash sweep: \(total) fault points exercised ("
                    + exercised.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
            )
            #expect(total >= 50)
        }
    }
}

extension SQLValue {
    /// The integer, when this is one (test convenience).
    fileprivate var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }
}
