import Foundation
import QuotePoolStore
import Testing

@testable import QuotePoolCLI

/// `quotepool report` over a database filled by the real CLI, checked against the tables themselves.
@Suite struct ReportTests {
    func run(_ args: [String]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    /// A database with two fills of up to ten lines each, in two locales.
    func filledDatabase(_ dir: TempDir) async -> String {
        let db = dir.file("p.sqlite")
        for _ in 0..<2 {
            let r = await run(["fill", "--db", db, "--locale", "en,de", "--max-accepted", "10"])
            #expect(r.code == 0, "fill failed: \(r.err)")
        }
        return db
    }

    func reportJSON(_ args: [String]) async throws -> [String: Any] {
        let r = await run(["report", "--json"] + args)
        #expect(r.code == 0, "report failed: \(r.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    }

    func count(_ db: Database, _ sql: String, _ params: [SQLValue] = []) throws -> Int {
        guard case .integer(let n) = try db.scalar(sql, params) else { return -1 }
        return Int(n)
    }

    @Test func jsonMatchesTheDatabase() async throws {
        let dir = TempDir()
        let path = await filledDatabase(dir)
        let object = try await reportJSON(["--db", path])
        #expect(
            Set(object.keys) == ["runs", "funnel", "rejections", "latency_ms", "pool_size", "pool_growth"])
        let db = try Database(.path(path), mode: .readOnly)

        // Runs: every row, newest first, with the stored counts.
        let runs = try #require(object["runs"] as? [[String: Any]])
        let rows = try db.query("SELECT id, drafted, accepted, outcome, exit_code FROM runs ORDER BY id DESC")
        #expect(rows.count == 2)
        #expect(runs.count == rows.count)
        for (run, row) in zip(runs, rows) {
            #expect((run["id"] as? Int).map(Int64.init) == row.int("id"))
            #expect((run["drafted"] as? Int).map(Int64.init) == row.int("drafted"))
            #expect((run["accepted"] as? Int).map(Int64.init) == row.int("accepted"))
            #expect(run["outcome"] as? String == row.string("outcome"))
            #expect((run["exit_code"] as? Int).map(Int64.init) == row.int("exit_code"))
            for key in ["started_at", "elapsed_s", "readiness", "backend", "model", "drafts_per_minute"] {
                #expect(run[key] != nil, "run is missing \(key)")
            }
        }

        // Funnel: one count per stage, summing to the candidates of those runs.
        let figures = try #require(object["funnel"] as? [String: [String: Int]])
        let funnel = figures.mapValues { $0["stopped"] ?? -1 }
        for stage in ["draft", "stream", "gate", "taste", "novelty", "judge", "distinctiveness", "accepted"] {
            #expect(funnel[stage] != nil, "funnel is missing \(stage)")
        }
        let candidates = try count(db, "SELECT count(*) FROM candidates WHERE run_id IN (SELECT id FROM runs)")
        #expect(candidates > 0)
        // reached = stopped here or at any later stage, as in the text report.
        #expect(figures["draft"]?["reached"] == candidates)
        #expect(figures["accepted"]?["reached"] == figures["accepted"]?["stopped"])
        #expect(funnel.values.reduce(0, +) == candidates)
        #expect(funnel["accepted"] == (try count(db, "SELECT count(*) FROM candidates WHERE stage = 'accepted'")))
        #expect(funnel["accepted"] == rows.reduce(0) { $0 + Int($1.int("accepted") ?? 0) })

        // Rejections by reason and by locale: both add up to the rejected candidates.
        let rejections = try #require(object["rejections"] as? [String: Any])
        let byReason = try #require(rejections["by_reason"] as? [String: Int])
        let byLocale = try #require(rejections["by_locale"] as? [String: Int])
        let rejected = try count(db, "SELECT count(*) FROM candidates WHERE accepted = 0")
        #expect(byReason.values.reduce(0, +) == rejected)
        #expect(byLocale.values.reduce(0, +) == rejected)
        for row in try db.query("SELECT reason, count(*) AS n FROM candidates WHERE accepted = 0 GROUP BY reason") {
            #expect(byReason[row.string("reason") ?? "unknown"] == Int(row.int("n") ?? -1))
        }

        // Latency: ordered percentiles, the maximum exactly as stored.
        let latency = try #require(object["latency_ms"] as? [String: Double])
        #expect(Set(latency.keys) == ["p50", "p95", "max", "candidates"])
        #expect(latency["candidates"] == Double(try count(db, "SELECT count(elapsed_ms) FROM candidates")))
        let p50 = try #require(latency["p50"])
        let p95 = try #require(latency["p95"])
        let max = try #require(latency["max"])
        #expect(p50 <= p95 && p95 <= max)
        guard case .real(let storedMax) = try db.scalar("SELECT max(elapsed_ms) FROM candidates") else {
            Issue.record("no elapsed_ms")
            return
        }
        #expect(abs(max - storedMax) < 0.001)

        // Pool size: exactly the quotes view.
        let poolSize = try #require(object["pool_size"] as? [String: Int])
        var expected: [String: Int] = [:]
        for row in try db.query("SELECT locale, count(*) AS n FROM quotes GROUP BY locale") {
            expected[row.string("locale") ?? "?"] = Int(row.int("n") ?? 0)
        }
        #expect(poolSize == expected)
        #expect(Set(poolSize.keys) == ["en", "de"])

        // Pool growth: thirty days, oldest first, ending today; every line was created today.
        let growth = try #require(object["pool_growth"] as? [[String: Any]])
        #expect(growth.count == 30)
        #expect(growth.last?["day"] as? String == String(Timestamp.string(Date()).prefix(10)))
        let days = growth.compactMap { $0["day"] as? String }
        #expect(days == days.sorted())
        #expect(growth.compactMap { $0["added"] as? Int }.reduce(0, +) == (try count(db, "SELECT count(*) FROM lines")))
        // The same columns as the text: nothing retired here, and the last day's pool is the quotes view.
        #expect(growth.allSatisfy { $0["retired"] as? Int == 0 && $0["pool"] is Int }, "\(growth.suffix(2))")
        #expect(growth.last?["pool"] as? Int == poolSize.values.reduce(0, +))
    }

    @Test func runsLimitsTheReportToTheLatestRuns() async throws {
        let dir = TempDir()
        let path = await filledDatabase(dir)
        let object = try await reportJSON(["--db", path, "--runs", "1"])
        let db = try Database(.path(path), mode: .readOnly)
        let runs = try #require(object["runs"] as? [[String: Any]])
        let latest = try count(db, "SELECT max(id) FROM runs")
        #expect(runs.map { $0["id"] as? Int } == [latest])
        let funnel = try #require(object["funnel"] as? [String: [String: Int]]).mapValues { $0["stopped"] ?? -1 }
        #expect(
            funnel.values.reduce(0, +)
                == (try count(db, "SELECT count(*) FROM candidates WHERE run_id = ?", [.integer(Int64(latest))])))
        // The pool is the whole pool, whatever the number of runs.
        let poolSize = try #require(object["pool_size"] as? [String: Int])
        #expect(poolSize.values.reduce(0, +) == (try count(db, "SELECT count(*) FROM quotes")))
    }

    @Test func theTextReportNamesEveryOutcome() async throws {
        let dir = TempDir()
        let path = await filledDatabase(dir)
        // A third run that finds the pool already full: a second outcome.
        let cfg = dir.file("full.json5")
        #expect(FileManager.default.createFile(atPath: cfg, contents: Data("{ pool: { target_per_locale: 1 } }".utf8)))
        #expect(await run(["fill", "--db", path, "--config", cfg, "--locale", "en,de"]).code == 0)

        let r = await run(["report", "--db", path])
        #expect(r.code == 0)
        let db = try Database(.path(path), mode: .readOnly)
        let outcomes = try db.query("SELECT DISTINCT outcome FROM runs").compactMap { $0.string("outcome") }
        #expect(outcomes.count >= 2)
        for outcome in outcomes { #expect(r.out.contains(outcome), "the report does not name \(outcome)") }
        for heading in ["RUNS", "ACCEPTANCE FUNNEL", "REJECTIONS BY REASON", "REJECTIONS BY LOCALE", "LATENCY"] {
            #expect(r.out.contains(heading), "missing section \(heading)")
        }
        #expect(r.out.contains("POOL SIZE") && r.out.contains("POOL GROWTH"))
        for stage in ["draft", "stream", "gate", "taste", "novelty", "judge", "distinctiveness", "accepted"] {
            #expect(r.out.contains(stage))
        }
    }

    @Test func htmlIsOneSelfContainedPageWithCharts() async throws {
        let dir = TempDir()
        let path = await filledDatabase(dir)
        let html = dir.file("report.html")
        let r = await run(["report", "--db", path, "--html", html])
        #expect(r.code == 0, "report failed: \(r.err)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<svg"))
        #expect(page.components(separatedBy: "<svg").count - 1 >= 3, "expected at least three charts")
        #expect(page.components(separatedBy: "<svg").count == page.components(separatedBy: "</svg>").count)
        let lower = page.lowercased()
        for forbidden in ["<script", "http://", "https://", "<link", "<img", "<iframe", "src=", "url(", "@import"] {
            #expect(!lower.contains(forbidden), "the page contains \(forbidden)")
        }
        let db = try Database(.path(path), mode: .readOnly)
        let ids = try db.query("SELECT id FROM runs").compactMap { $0.int("id") }
        #expect(ids.count == 2)
        for id in ids {
            #expect(page.contains(">\(id)</td>"), "the runs table lacks run \(id)")
            #expect(page.contains("#\(id)<"), "the rejection chart lacks run \(id)")
        }
        // The text report still goes to stdout.
        #expect(r.out.contains("ACCEPTANCE FUNNEL"))
    }

    @Test func htmlEscapingCatchesMarkupCharactersCarryingCombiningMarks() {
        let hostile = "m\"\u{301} <\u{301}b onload=x> &\u{301} '\u{301}"
        let escaped = ReportHTML.esc(hostile)
        for raw in ["\"", "<", ">", "'"] { #expect(!escaped.contains(raw), "\(raw) left in \(escaped)") }
        #expect(escaped == "m&quot;\u{301} &lt;\u{301}b onload=x&gt; &amp;\u{301} &#39;\u{301}")
    }

    @Test func anEmptyDatabaseReportsNothingWithoutFailing() async throws {
        let dir = TempDir()
        let path = dir.file("empty.sqlite")
        _ = try PoolStore(path: path)
        let object = try await reportJSON(["--db", path])
        #expect((object["runs"] as? [Any])?.isEmpty == true)
        #expect((object["funnel"] as? [String: [String: Int]])?.values.reduce(0) { $0 + ($1["stopped"] ?? 0) } == 0)
        #expect((object["pool_size"] as? [String: Int])?.isEmpty == true)
        let latency = try #require(object["latency_ms"] as? [String: Any])
        #expect(latency["p50"] is NSNull && latency["p95"] is NSNull && latency["max"] is NSNull)
        let text = await run(["report", "--db", path])
        #expect(text.code == 0)
        #expect(text.out.contains("no runs yet"))
        let html = dir.file("empty.html")
        #expect(await run(["report", "--db", path, "--html", html]).code == 0)
        #expect(FileManager.default.fileExists(atPath: html))
    }

    @Test func aMissingDatabaseExits66AndCreatesNothing() async {
        let dir = TempDir()
        let db = dir.file("absent.sqlite")
        let html = dir.file("report.html")
        let r = await run(["report", "--db", db, "--html", html])
        #expect(r.code == 66)
        #expect(r.err.contains(db))
        #expect(!FileManager.default.fileExists(atPath: db))
        #expect(!FileManager.default.fileExists(atPath: html))
        #expect(await run(["report", "--db", db, "--json"]).code == 66)
    }

    @Test func badOptionsExit64AndAnUnwritablePageExits73() async {
        #expect(await run(["report", "--runs", "0"]).code == 64)
        #expect(await run(["report", "--runs", "many"]).code == 64)
        #expect(await run(["report", "--format", "json"]).code == 64)
        #expect(await run(["report", "extra"]).code == 64)
        let dir = TempDir()
        let path = await filledDatabase(dir)
        let r = await run(["report", "--db", path, "--html", dir.file("no-such-dir/report.html")])
        #expect(r.code == 73)
        #expect(r.err.contains("report.html"))
    }
}
