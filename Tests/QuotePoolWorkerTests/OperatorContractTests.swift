import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolCLI
@testable import QuotePoolStore
@testable import QuotePoolWorker

/// What a new operator ran into, each pinned: the command line, `--json` on failure, dates, readers and the
/// config, `config check`, locales, `import`, messages.
@Suite struct OperatorContractTests {
    struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    func run(_ args: [String], environment: [String: String] = [:]) async -> Run {
        let (console, captured) = Console.capturing(environment: environment)
        let code = await QuotePoolCLI.run(args, console: console)
        return Run(code: code, out: captured.stdout, err: captured.stderr)
    }

    func write(_ path: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    @Test func aMistypedCommandSuggestsTheRightOneAndPointsAtTheMainHelp() async {
        let r = await run(["fil"])
        #expect(r.code == 64)
        #expect(r.err.contains("unknown command 'fil' (did you mean 'fill'?)"), "\(r.err)")
        #expect(r.err.contains("See 'quotepool --help'."), "\(r.err)")
        #expect(!r.err.contains("--help --help"))
    }

    @Test func fillJSONPrintsASummaryOnUsageAndConfigErrorsToo() async throws {
        let dir = TempDir()
        let cfg = dir.file("bad.json5")
        write(cfg, "{ concurrency: 0 }")
        for (args, code) in [
            (["fill", "--json", "--budget", "soon", "--db", dir.file("p.sqlite")], Int32(64)),
            (["fill", "--json", "--config", cfg, "--db", dir.file("p.sqlite")], Int32(78)),
            (["fill", "--json", "--locale", "🙂", "--db", dir.file("p.sqlite")], Int32(64)),
        ] {
            let r = await run(args)
            #expect(r.code == code, "\(args): \(r.err)")
            let summary = try #require(
                try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], "\(args): \(r.out)")
            #expect(summary["exit_code"] as? Int == Int(code))
            #expect(summary["outcome"] as? String == "failed")
            #expect(summary["run_id"] is NSNull)
            #expect((summary["message"] as? String)?.isEmpty == false)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite")), "a refused fill created the pool")
    }

    @Test(arguments: ["2026-13-45", "2026-02-30", "2026-11-01T99:99:99Z", "2026-11-01T24:00", "2025-02-29", "2026-1-1"])
    func queryRefusesADateThatDoesNotExist(_ since: String) async {
        let r = await run(["query", "--db", "/nonexistent/p.sqlite", "--since", since])
        #expect(r.code == 64, "\(since): \(r.err)")
    }

    @Test func queryAcceptsRealDatesIncludingALeapDay() {
        #expect(QueryCommand.normalizeSince("2024-02-29") == "2024-02-29T00:00:00Z")
        #expect(QueryCommand.normalizeSince("2026-11-01 08:30") == "2026-11-01T08:30:00Z")
        #expect(QueryCommand.normalizeSince("2026-11-01T23:59:59Z") == "2026-11-01T23:59:59Z")
    }

    @Test func readersWithDbIgnoreAnUnrelatedTypoInTheOperatorsConfig() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--max-accepted", "3"]).code == 0)
        let cfg = dir.file("quotepool.json5")
        write(cfg, "{ concurency: 4, taste: { min: 7 } }")
        for args in [["query"], ["report"], ["db", "check"]] {
            let r = await run(args + ["--db", db, "--config", cfg])
            #expect(r.code == 0, "\(args): \(r.err)")
        }
        // Without --db the reader takes the database key from the same file, and nothing else of it.
        write(cfg, "{ concurency: 4, database: \"\(db)\" }")
        let r = await run(["query", "--config", cfg, "--format", "json"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("\"text\""))
        // A file that is not JSON5 at all: the key cannot be read, and the message says where it went wrong.
        write(cfg, "{ database: ")
        let broken = await run(["query", "--config", cfg])
        #expect(broken.code == 78 && broken.err.contains("line 1"), "\(broken.err)")
    }

    @Test func configCheckChecksTheTasteModelFileAndPingURLsLikeFillDoes() async {
        let dir = TempDir()
        let cfg = dir.file("c.json5")
        write(dir.file("not-a-model.json"), "{\"hello\": 1}")
        for (text, needle) in [
            ("{ taste: { model: \"\(dir.file("missing.json"))\" } }", "taste.model"),
            ("{ taste: { model: \"\(dir.file("not-a-model.json"))\" } }", "taste.model"),
            ("{ healthcheck: { start_url: \"ftp://x\" } }", "healthcheck.start_url"),
        ] {
            write(cfg, text)
            let check = await run(["config", "check", "--config", cfg])
            let fill = await run(["fill", "--config", cfg, "--db", dir.file("p.sqlite")])
            #expect(check.code == 78 && fill.code == 78, "\(text): check \(check.code), fill \(fill.code)")
            #expect(check.err.contains(needle), "\(check.err)")
            #expect(!check.err.contains("DecodingError"), "\(check.err)")
            // The message names the file to edit, as every other config error does.
            #expect(check.err.contains("\(cfg): \(needle)") && fill.err.contains("\(cfg): \(needle)"), "\(check.err)")
        }
        write(cfg, "{ healthcheck: { failure_url: \"https://hc.example/ping/{exit_code}\" } }")
        #expect(await run(["config", "check", "--config", cfg]).code == 0)
    }

    @Test func localesAreNormalizedOnceAndARegionSharesItsLanguagesPool() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "EN", "--max-accepted", "2"]).code == 0)
        #expect(await run(["fill", "--db", db, "--locale", "en_US", "--max-accepted", "2"]).code == 0)
        let cfg = dir.file("c.json5")
        write(cfg, "{ locales: [\"EN\"] }")
        #expect(await run(["fill", "--config", cfg, "--db", db, "--max-accepted", "2"]).code == 0)
        let all = await run(["query", "--db", db, "--locale", "en", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(all.out.utf8)) as? [[String: Any]])
        #expect(rows.count == 6 && rows.allSatisfy { $0["locale"] as? String == "en" }, "\(rows.count) rows")
        #expect(await run(["query", "--db", db, "--locale", "en-GB"]).code == 0)
        // A code that is no code is a usage error, before any run is recorded.
        let runs = try PoolStore(path: db).runCount()
        #expect(await run(["fill", "--db", db, "--locale", "🙂"]).code == 64)
        #expect(await run(["fill", "--db", db, "--locale", "en,,x1"]).code == 64)
        #expect(try PoolStore(path: db).runCount() == runs)
    }

    @Test func queryLimitSaysWhatHelpSays() async {
        let r = await run(["query", "--db", "/nonexistent/p.sqlite", "--limit", "0"])
        #expect(r.code == 64)
        #expect(r.err.contains("at most 500"), "\(r.err)")
        #expect(!r.err.contains("9223372036854775807"))
    }

    @Test func importChecksItsLocaleNeverCreatesAPoolByAccidentAndCountsWhatItSkips() async {
        let dir = TempDir()
        let file = dir.file("refs.jsonl")
        write(
            file,
            """
            {"text": "A kettle that sings for a house of sleepers, every single morning.", "locale": "en"}
            {"text": "Ein Kessel, der jeden Morgen für ein Haus voller Schläfer singt.", "locale": "de"}
            A plain line about the harbour lights that come on one by one at dusk.
            """)
        #expect(await run(["import", "--db", dir.file("p.sqlite"), "--locale", "e n", file]).code == 64)
        let typo = await run(["import", "--db", dir.file("pool.sqltie"), "--locale", "en", file])
        #expect(typo.code == 66 && typo.err.contains("add --create"), "\(typo.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("pool.sqltie")))
        let created = await run(["import", "--db", dir.file("p.sqlite"), "--locale", "en", "--create", file])
        #expect(created.code == 0, "\(created.err)")
        #expect(created.out.contains("imported 2") && created.out.contains("1 row(s) of other locales skipped"))
    }
}

extension PoolStore {
    /// Runs recorded so far (tests).
    func runCount() throws -> Int64 {
        if case .integer(let n) = try db.scalar("SELECT count(*) FROM runs") { return n }
        return -1
    }
}
