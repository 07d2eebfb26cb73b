import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import Testing

@testable import QuotePoolCLI
@testable import QuotePoolWorker

/// The commands as a user runs them, through `QuotePoolCLI.run`, with a capturing console.
@Suite struct CLITests {
    func run(_ args: [String], env: [String: String] = [:]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing(environment: env)
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    /// What `query --format json` serves from `db`.
    func rows(_ db: String) async throws -> [[String: Any]] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(await run(["query", "--db", db, "--format", "json"]).out.utf8))
                as? [[String: Any]])
    }

    func writeConfig(_ dir: TempDir, _ text: String) -> String {
        let path = dir.file("quotepool.json5")
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func aPostgresPasswordIsRefusedByEveryCommandAndNeverPrinted() async throws {
        let dir = TempDir()
        let secret = "SECRETpw42"
        let inUserInfo = "postgres://writer:\(secret)@127.0.0.1:1/pool"
        let asParameter = "postgresql://writer@127.0.0.1:1/pool?password=\(secret)"
        let cfg = writeConfig(dir, "{ database: \"\(inUserInfo)\" }")
        let runs: [(label: String, result: (code: Int32, out: String, err: String))] = [
            ("fill --json", await run(["fill", "--db", inUserInfo, "--budget", "2s", "--json"])),
            ("fill ?password", await run(["fill", "--db", asParameter, "--budget", "2s", "--json"])),
            ("query ?password", await run(["query", "--db", asParameter])),
            ("report ?password", await run(["report", "--db", asParameter])),
            ("config check", await run(["config", "check", "--config", cfg])),
            ("config show", await run(["config", "show", "--config", cfg])),
            ("QUOTEPOOL_DB", await run(["config", "show"], env: ["QUOTEPOOL_DB": asParameter])),
        ]
        for (label, r) in runs {
            #expect(r.code == ExitCode.config, "\(label): exit \(r.code) \(r.err)")
            #expect(!r.out.contains(secret) && !r.err.contains(secret), "\(label) printed the password")
            #expect(r.err.contains("***"), "\(label): \(r.err)")
        }
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(runs[0].result.out.utf8)) as? [String: Any])
        #expect(summary["database"] as? String == "postgres://writer:***@127.0.0.1:1/pool", "\(summary)")
    }

    @Test func fillJSONSummaryHasTheContractKeys() async throws {
        let dir = TempDir()
        let cfg = writeConfig(dir, "{ pool: { target_per_locale: 12 } }")
        let r = await run([
            "fill", "--config", cfg, "--db", dir.file("p.sqlite"), "--locale", "en,de", "--seed", "5", "--json",
        ])
        #expect(r.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        for key in ["run_id", "outcome", "exit_code", "elapsed_s", "drafted", "accepted", "rejected"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect((object["accepted"] as? [String: Int]) == ["en": 12, "de": 12])
        #expect(object["outcome"] as? String == "target_reached")
        // Logs go to stderr, one structured line per event.
        #expect(r.err.contains("event=run_finished"))
    }

    @Test func queryJSONHonoursEveryFilter() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let cfg = writeConfig(dir, "{ pool: { target_per_locale: 40 } }")
        #expect(await run(["fill", "--config", cfg, "--db", db, "--locale", "en,fr", "--seed", "11"]).code == 0)

        func query(_ extra: [String]) async throws -> [[String: Any]] {
            let r = await run(["query", "--config", cfg, "--db", db, "--format", "json"] + extra)
            #expect(r.code == 0, "query failed: \(r.err)")
            return try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]])
        }
        let all = try await query(["--limit", "500"])
        #expect(all.count == 80)
        let keys: Set<String> = [
            "id", "text", "locale", "mood", "theme", "word_count", "created_at", "model", "run_id",
        ]
        for row in all { #expect(Set(row.keys) == keys) }

        #expect(try await query(["--limit", "5"]).count == 5)
        #expect(try await query(["--locale", "fr", "--limit", "500"]).allSatisfy { $0["locale"] as? String == "fr" })
        let mood = try #require(all.first?["mood"] as? String)
        let byMood = try await query(["--mood", mood, "--limit", "500"])
        #expect(!byMood.isEmpty && byMood.allSatisfy { $0["mood"] as? String == mood })
        let theme = try #require(all.first?["theme"] as? String)
        let byTheme = try await query(["--theme", theme, "--limit", "500"])
        #expect(!byTheme.isEmpty && byTheme.allSatisfy { $0["theme"] as? String == theme })
        // Case does not matter, as it does not for --locale and --text.
        #expect(try await query(["--mood", mood.uppercased(), "--limit", "500"]).count == byMood.count)
        #expect(try await query(["--theme", theme.capitalized, "--limit", "500"]).count == byTheme.count)
        let word = try #require(
            (all.first?["text"] as? String)?.split(separator: " ").last.map { String($0.dropLast()) })
        let byText = try await query(["--text", word.uppercased(), "--limit", "500"])
        #expect(
            !byText.isEmpty && byText.allSatisfy { ($0["text"] as? String)!.lowercased().contains(word.lowercased()) })
        // Case folds by Unicode's rules, not ASCII's: a French word with an accent, written in capitals, is found.
        let accented = try #require(
            all.lazy.compactMap {
                ($0["text"] as? String)?.split(separator: " ").first { $0.contains { "éèàêç".contains($0) } }
            }
            .first.map { String($0).trimmingCharacters(in: .punctuationCharacters) })
        let byAccented = try await query(["--text", accented.uppercased(), "--limit", "500"])
        #expect(!byAccented.isEmpty, "\(accented.uppercased()) found nothing")
        #expect(byAccented.allSatisfy { ($0["text"] as? String)!.lowercased().contains(accented.lowercased()) })
        // The same word with its accents written as combining marks finds the same lines.
        let decomposed = accented.uppercased().decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > accented.unicodeScalars.count)
        #expect(try await query(["--text", decomposed, "--limit", "500"]).count == byAccented.count)
        #expect(try await query(["--since", "2999-01-01"]).isEmpty)
        #expect(try await query(["--since", "2000-01-01", "--limit", "500"]).count == 80)
        let random = try await query(["--random", "--limit", "3"])
        #expect(random.count == 3)
        #expect(Set(random.compactMap { $0["id"] as? Int }).count == 3)
        // Filters hold in random order too, and a filter matching fewer lines than the limit gives them all.
        let randomMood = try await query(["--random", "--mood", mood, "--limit", "500"])
        #expect(Set(randomMood.compactMap { $0["id"] as? Int }) == Set(byMood.compactMap { $0["id"] as? Int }))
        let randomFrench = try await query(["--random", "--locale", "fr", "--limit", "2"])
        #expect(randomFrench.count == 2 && randomFrench.allSatisfy { $0["locale"] as? String == "fr" })
        var drawn = Set<Int>()
        for _ in 0..<20 {
            drawn.formUnion(try await query(["--random", "--limit", "1"]).compactMap { $0["id"] as? Int })
        }
        #expect(drawn.count > 1, "20 random draws from 80 lines gave one line")

        let nd = await run(["query", "--config", cfg, "--db", db, "--format", "ndjson", "--limit", "4"])
        let lines = nd.out.split(separator: "\n")
        #expect(lines.count == 4)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]) }
    }

    @Test func todayReturnsTheSameLineAllDay() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        // Lines created yesterday are eligible today.
        do {
            let store = try PoolStore(path: db)
            let run = try store.beginRun(
                RunStart(
                    startedAt: Date(), budgetSeconds: 1, host: "h", os: "o", version: "v", configHash: "c",
                    backend: "b",
                    model: "m", locales: ["en"], seed: 1, dryRun: false))
            var lines: [Candidate] = []
            for i in 1...20 {
                var c = Candidate(
                    text: "Yesterday's line number \(i) about a kettle and a window.", locale: "en", model: "m",
                    backend: "b", promptVersion: "p")
                c.stage = .accepted
                c.scores.judge = JudgeScores(quality: 6, originality: 6, warmth: 6, overall: 6, kind: .fallback)
                lines.append(c)
            }
            _ = try store.commit(accepted: lines, rejected: [], runID: run, now: Date().addingTimeInterval(-86400))
        }
        let first = await run(["query", "--db", db, "--today", "--locale", "en", "--format", "json"])
        #expect(first.code == 0)
        // A fill adds lines today; the line of the day does not move.
        #expect(await run(["fill", "--db", db, "--locale", "en", "--seed", "1"], env: [:]).code == 0)
        let second = await run(["query", "--db", db, "--today", "--locale", "en", "--format", "json"])
        #expect(second.out == first.out)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
    }

    @Test func queryOnAMissingDatabaseExits66AndCreatesNothing() async {
        let dir = TempDir()
        let db = dir.file("absent.sqlite")
        let r = await run(["query", "--db", db])
        #expect(r.code == 66)
        #expect(r.err.contains(db))
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func usageErrorsExit64WithAHint() async {
        #expect(await run(["fill", "--budjet", "10s"]).err.contains("did you mean '--budget'"))
        #expect(await run(["fill", "--budjet", "10s"]).code == 64)
        #expect(await run(["fill", "--budget", "soon"]).code == 64)
        #expect(await run(["query", "--format", "xml"]).code == 64)
        #expect(await run(["frobnicate"]).code == 64)
        #expect(await run([]).code == 64)
    }

    @Test func aBadConfigExits78NamingTheKeyAndTouchesNoDatabase() async {
        let dir = TempDir()
        let cfg = writeConfig(dir, "{ novelty: { threshold: 1.5 } }")
        let r = await run(["fill", "--config", cfg, "--db", dir.file("p.sqlite")])
        #expect(r.code == 78)
        #expect(r.err.contains("novelty.threshold"))
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite")))
        let check = await run(["config", "check", "--config", cfg])
        #expect(check.code == 78)
    }

    /// `config check` passes only what a fill can build: a backend the fill drafts, judges or embeds with that lacks
    /// its key is an error (78, as the fill's), one nothing uses only a warning, each named once.
    @Test func configCheckFailsOnABackendTheFillUsesAndOnlyWarnsAboutAnUnusedOne() async {
        let dir = TempDir()
        let backend = "kind: 'openai', base_url: 'http://127.0.0.1:9/v1', model: 'm', api_key_env: 'QP_UNSET_KEY_VAR'"
        let used = writeConfig(dir, "{ backend: 'remote', backends: { remote: { \(backend) } } }")
        let check = await run(["config", "check", "--config", used])
        #expect(check.code == 78, "\(check.err)")
        #expect(check.err.contains("backends.remote: api_key_env names QP_UNSET_KEY_VAR, which is not set"))
        #expect(!check.out.contains("config ok"))
        let other = TempDir()
        let unused = writeConfig(other, "{ backends: { spare: { \(backend) } } }")
        let warned = await run(["config", "check", "--config", unused])
        #expect(warned.code == 0 && warned.out.contains("config ok"), "\(warned.err)")
        #expect(warned.err.components(separatedBy: "QP_UNSET_KEY_VAR").count == 2, "\(warned.err)")
    }

    /// A config names where the API key goes and which database is written: a file any user may write, or a
    /// drop-in directory where any user may add one, is refused (78) by every command.
    @Test func aConfigOrDropInThatEveryUserMayWriteIsRefused() async throws {
        let dir = TempDir()
        let cfg = writeConfig(dir, "{ concurrency: 2 }")
        let dropIns = cfg + ".d"
        try FileManager.default.createDirectory(atPath: dropIns, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(
            atPath: dropIns + "/10-local.json5", contents: Data("{ concurrency: 3 }".utf8))
        #expect(await run(["config", "check", "--config", cfg]).code == 0)
        chmod(cfg, 0o666)
        let file = await run(["config", "check", "--config", cfg])
        #expect(file.code == 78 && file.err.contains("every user may write it"), "\(file.err)")
        chmod(cfg, 0o644)
        chmod(dropIns, 0o777)
        let fill = await run(["fill", "--config", cfg, "--db", dir.file("p.sqlite")])
        #expect(fill.code == 78 && fill.err.contains("every user may add or replace files in"), "\(fill.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite")))
        // A shared directory with the sticky bit (as /tmp) lets nobody replace another user's file.
        chmod(dropIns, 0o1777)
        #expect(await run(["config", "check", "--config", cfg]).code == 0)
    }

    @Test func configInitWritesAFileThatChecksCleanAndNeverOverwrites() async {
        let dir = TempDir()
        let path = dir.file("new.json5")
        #expect(await run(["config", "init", path]).code == 0)
        #expect(await run(["config", "check", "--config", path]).code == 0)
        #expect(await run(["config", "init", path]).code != 0)
        let shown = await run(["config", "show", "--config", path])
        #expect(shown.code == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(shown.out.utf8))) is [String: Any])
    }

    @Test func importedReferenceLinesBlockEchoesAndAreNeverServed() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        // Import lines the seeded composer is about to draft: they must never be stored or served.
        let composer = QuotePoolModels.BuiltinComposer(faultRate: 0)
        let echoes = (0..<30).compactMap {
            composer.compose(.init(locale: "en", topic: "", mood: "", index: $0, seed: 21))
        }
        let file = dir.file("refs.txt")
        _ = FileManager.default.createFile(atPath: file, contents: Data(echoes.joined(separator: "\n").utf8))
        let imported = await run(["import", "--db", db, "--locale", "en", "--create", file])
        #expect(imported.code == 0)
        #expect(imported.out.contains("imported 30"))
        let fillResult = await run([
            "fill", "--db", db, "--locale", "en", "--seed", "21", "--max-accepted", "20", "--json",
        ])
        #expect(fillResult.code == 0)
        let served = await run(["query", "--db", db, "--format", "json", "--limit", "500"])
        let texts = Set(
            try #require(try JSONSerialization.jsonObject(with: Data(served.out.utf8)) as? [[String: Any]]).compactMap {
                $0["text"] as? String
            })
        #expect(texts.count == 20)
        #expect(texts.isDisjoint(with: echoes))
    }

    /// Issue 36, item 6: import stored a line of NUL bytes, a JSON array and a BOM-prefixed row as reference text,
    /// and skipped a row with a numeric locale in silence; each is malformed input (65) naming the file and line,
    /// and nothing is imported.
    @Test func importRefusesRowsEvalWouldRefuseAndReadsPastABOM() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let good = #"{"text": "The lamp in the stairwell hums a tune for every late arrival.", "locale": "en"}"#
        let cases: [(name: String, content: String, line: Int)] = [
            ("nul.txt", "A fine first line of plain reference text for the pool.\n\u{0}\u{0}\u{0}\n", 2),
            ("array.jsonl", good + "\n[1,2,3]\n", 2),
            ("locale.jsonl", good + "\n" + #"{"text": "Another line that would do.", "locale": 7}"# + "\n", 2),
            ("empty.jsonl", #"{"text": "   "}"# + "\n", 1),
        ]
        for c in cases {
            let file = dir.file(c.name)
            _ = FileManager.default.createFile(atPath: file, contents: Data(c.content.utf8))
            let r = await run(["import", "--db", db, "--locale", "en", "--create", file])
            #expect(r.code == ExitCode.dataError, "\(c.name): \(r.code) \(r.err)")
            #expect(r.err.contains("\(file):\(c.line):"), "\(c.name): \(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: db))
        let bom = dir.file("bom.jsonl")
        _ = FileManager.default.createFile(atPath: bom, contents: Data(("\u{FEFF}" + good + "\n").utf8))
        let imported = await run(["import", "--db", db, "--locale", "en", "--create", bom])
        #expect(imported.code == 0 && imported.out.contains("imported 1"), "\(imported.err)")
        let stored = try Database(.path(db), mode: .readOnly)
        defer { stored.close() }
        let texts = try stored.query("SELECT text FROM catalog").compactMap { $0.string("text") }
        #expect(texts == ["The lamp in the stairwell hums a tune for every late arrival."], "\(texts)")
    }

    @Test func retiredLinesLeaveTheQuotesView() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "en", "--max-accepted", "3"]).code == 0)
        let before = try await rows(db)
        let id = try #require(before.first?["id"] as? Int)
        #expect(await run(["retire", "--db", db, "--reason", "operator request", String(id)]).code == 0)
        let after = try await rows(db)
        #expect(after.count == before.count - 1)
        #expect(!after.contains { $0["id"] as? Int == id })
    }

    @Test func retireNamesUnknownAndAlreadyRetiredIdsAndRetiresNothingOnAnUnknownOne() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "en", "--max-accepted", "3"]).code == 0)
        let served = try await rows(db)
        let ids = served.compactMap { $0["id"] as? Int }.sorted()
        try #require(ids.count == 3)
        let first = await run(["retire", "--db", db, "--reason", "dull", String(ids[0])])
        #expect(first.code == 0 && first.out.contains("retired 1 of 1 line(s): \(ids[0])"))
        // An unknown id among known ones: named, exit 65, and the known one stays active.
        let unknown = await run(["retire", "--db", db, "--reason", "dull", String(ids[1]), "999999"])
        #expect(unknown.code == 65)
        #expect(unknown.err.contains("no line has id 999999") && unknown.err.contains("nothing was retired"))
        let left = try await rows(db)
        #expect(left.compactMap { $0["id"] as? Int }.sorted() == Array(ids[1...]))
        let again = await run(["retire", "--db", db, "--reason", "dull", String(ids[0]), String(ids[1])])
        #expect(again.code == 0)
        #expect(again.out.contains("retired 1 of 2 line(s): \(ids[1]); already retired: \(ids[0])"))
    }

    @Test func helpTextsMatchTheSavedCopies() async throws {
        for command in [
            "fill", "query", "report", "eval", "import", "retire", "config", "taste", "judge", "doctor", "db",
            "bench",
        ] {
            let r = await run([command, "--help"])
            #expect(r.code == 0)
            let saved = try String(contentsOfFile: testsDirectory + "/Fixtures/help/\(command).txt", encoding: .utf8)
            #expect(r.out == saved, "help for \(command) changed; update Tests/Fixtures/help/\(command).txt")
        }
        let main = await run(["--help"])
        #expect(main.out == (try String(contentsOfFile: testsDirectory + "/Fixtures/help/main.txt", encoding: .utf8)))
    }
}

@Suite struct LogFormatTests {
    /// JOURNAL_STREAM is inherited by every child of a service: only the stream it names (device and inode) is the
    /// journal, so a wrapper that sends stderr to a file gets no "<6>" prefixes there.
    @Test func onlyTheStreamJournalStreamNamesIsTheJournal() throws {
        let dir = TempDir()
        let fd = open(dir.file("log"), O_WRONLY | O_CREAT, 0o600)
        defer { close(fd) }
        var info = stat()
        try #require(fstat(fd, &info) == 0)
        let named = "\(info.st_dev):\(info.st_ino)"
        #expect(Console.isJournal(fd, environment: ["JOURNAL_STREAM": named]))
        #expect(!Console.isJournal(fd, environment: ["JOURNAL_STREAM": "\(info.st_dev):\(info.st_ino + 1)"]))
        #expect(!Console.isJournal(fd, environment: ["JOURNAL_STREAM": "8:1234"]))
        #expect(!Console.isJournal(fd, environment: [:]))
    }

    /// The structured lines of one fill (`extra` arguments added), under systemd with JSON lines.
    func jsonLines(_ extra: [String]) async throws -> [(priority: String, object: [String: Any])] {
        let dir = TempDir()
        let (console, captured) = Console.capturing(environment: [
            "JOURNAL_STREAM": "8:1234", "QUOTEPOOL_LOG_FORMAT": "json",
        ])
        let code = await QuotePoolCLI.run(
            ["fill", "--db", dir.file("p.sqlite"), "--locale", "en", "--max-accepted", "3"] + extra, console: console)
        #expect(code == 0)
        return try captured.stderr.split(separator: "\n").map { line in
            let match = try #require(line.prefixMatch(of: /^<([0-7])>/), "no priority: \(line)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.dropFirst(3).utf8)) as? [String: Any])
            return (String(match.1), object)
        }
    }

    @Test func underSystemdEveryLineCarriesAPriorityAndJSONLinesKeepTheirTypes() async throws {
        let lines = try await jsonLines([])
        #expect(lines.count >= 3)
        for (_, object) in lines { #expect(object["event"] is String && object["ts"] is String) }
        let finished = try #require(lines.first { $0.object["event"] as? String == "run_finished" })
        #expect(finished.priority == "6")
        // Numbers are JSON numbers, not strings.
        #expect(finished.object["exit_code"] as? Int == 0)
        #expect(finished.object["accepted"] as? Int == 3)
        #expect(finished.object["elapsed_s"] is Double)
        #expect(finished.object["run_id"] as? Int == 1)
    }

    @Test func infoWritesALinePerRunAndBatchAndDebugAddsOnePerDraft() async throws {
        let info = try await jsonLines([])
        let events = info.compactMap { $0.object["event"] as? String }
        #expect(!events.contains("candidate"))
        #expect(events.filter { $0 == "run_finished" }.count == 1)
        #expect(events.contains("batch_committed"))
        let debug = try await jsonLines(["--log-level", "debug"])
        let drafts = debug.filter { $0.object["event"] as? String == "candidate" }
        #expect(drafts.count >= 3)
        #expect(drafts.allSatisfy { $0.priority == "7" && $0.object["stage"] is String })
        let errorsOnly = try await jsonLines(["--log-level", "error"])
        #expect(errorsOnly.isEmpty, "a run that succeeds writes nothing at level error")
    }

    @Test func theProgressLineNeverPassesAServersControlSequencesToTheTerminal() {
        let (console, captured) = Console.capturing()
        let log = EventLog(
            format: .progress, console: console, deadline: Deadline(budget: 60, clock: ManualClock().workerClock))
        log.handle(
            FillEvent.partial(
                locale: "en", text: "The quiet baker \u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}kneads\tdough\n"))
        log.handle(
            FillEvent.readiness(
                ReadinessSummary(backend: "m", state: "unreachable", message: "boom \u{1B}[31mred\u{9B}2J")))
        let err = captured.stderr
        // Only the progress line's own carriage return and erase-line sequence remain.
        let own = err.replacingOccurrences(of: "\r\u{1B}[2K", with: "")
        #expect(!own.unicodeScalars.contains { StreamGuard.isHidden($0) && $0 != "\n" }, "\(err.debugDescription)")
        #expect(own.contains("The quiet baker \u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J\u{FFFD}kneads dough"), "\(own)")
        #expect(own.contains("boom \u{FFFD}[31mred\u{FFFD}2J"), "\(own)")
    }

    @Test func logfmtQuotesValuesThatNeedIt() {
        let line = EventLog.render([("event", "candidate"), ("text", "a \"b\" = c"), ("n", "3")], format: .logfmt)
        #expect(line == #"event=candidate text="a \"b\" = c" n=3"#)
    }
}
