import Foundation
import QuotePoolCLI
import QuotePoolStore
import Testing

@testable import QuotePoolWorker

@Suite struct MetricsTests {
    func run(_ args: [String]) async -> Int32 {
        let (console, _) = Console.capturing()
        return await QuotePoolCLI.run(args, console: console)
    }

    func values(_ path: String) throws -> [String: Double] {
        var out: [String: Double] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#")
        {
            let parts = line.split(separator: " ")
            out[String(parts[0])] = Double(parts[1])
        }
        return out
    }

    @Test func theFileIsCompleteAfterSuccessAndTheTimestampHoldsOnFailure() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let prom = dir.file("quotepool.prom")
        #expect(
            await run(["fill", "--db", db, "--locale", "en,de", "--max-accepted", "6", "--metrics-file", prom]) == 0)
        let first = try values(prom)
        let success = try #require(first["quotepool_last_success_timestamp_seconds"])
        #expect(abs(success - Date().timeIntervalSince1970) < 60)
        #expect(first["quotepool_last_exit_code"] == 0)
        #expect(
            (first["quotepool_last_run_accepted{locale=\"en\"}"] ?? 0)
                + (first["quotepool_last_run_accepted{locale=\"de\"}"] ?? 0) == 6)
        #expect(first["quotepool_last_run_candidates{stage=\"accepted\",reason=\"accepted\"}"] == 6)
        #expect(first.keys.contains { $0.hasPrefix("quotepool_pool_size{") })
        #expect(first.keys.contains { $0.hasPrefix("quotepool_candidates_total{") })
        #expect(first["quotepool_last_run_duration_seconds"] != nil)

        // A failing run: the lock is held, so the fill exits 75 without touching the pool.
        let lock = try FillLock(databasePath: db, now: Date())
        #expect(await run(["fill", "--db", db, "--metrics-file", prom]) == 75)
        lock.release()
        let second = try values(prom)
        #expect(second["quotepool_last_exit_code"] == 75)
        #expect(second["quotepool_last_success_timestamp_seconds"] == success)
        #expect(second.keys.contains { $0.hasPrefix("quotepool_pool_size{") })
        // No temporary file is left beside it.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp.") }
        #expect(leftovers.isEmpty)
    }

    @Test func labelValuesAreEscaped() {
        #expect(MetricsFile.escape("a\"b\\c\nd") == "a\\\"b\\\\c\\nd")
        #expect(MetricsFile.number(3) == "3" && MetricsFile.number(0.25) == "0.25")
    }
}
