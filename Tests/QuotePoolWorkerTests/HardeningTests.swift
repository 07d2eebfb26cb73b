import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import Testing

@testable import QuotePoolWorker

/// What an outside attack on the release binary found, each as a reproduction: two names of one database, files
/// planted in shared directories, a server that echoes the API key, waits that outlast the budget, output that
/// cannot be written, a server that never answers, and hostile readers' and operators' files.
@Suite(.serialized) struct HardeningTests {
    // MARK: Helpers

    /// One finished shell command: exit status, output, and wall time.
    struct Shell {
        var code: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
        var timedOut: Bool
    }

    /// Runs `script` with bash (`$Q` is the binary), killing it after `timeout` seconds.
    func shell(_ script: String, in dir: TempDir, environment: [String: String] = [:], timeout: Double = 60) throws
        -> Shell
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        process.environment = BinaryRun.cleanEnvironment().merging(["Q": BinaryRun.binary]) { $1 }.merging(
            environment
        ) { $1 }
        let id = UUID().uuidString
        let out = dir.file(".sh-\(id).out")
        let err = dir.file(".sh-\(id).err")
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(started) > timeout {
                timedOut = true
                kill(-process.processIdentifier, SIGKILL)
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(10_000)
        }
        process.waitUntilExit()
        return Shell(
            code: process.terminationStatus, stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
            seconds: Date().timeIntervalSince(started), timedOut: timedOut)
    }

    func write(_ path: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A config drafting with the fake server at `server`, with a key from `QP_KEY`, and a large target.
    func serverConfig(_ dir: TempDir, server: ServerProcess, timeout: String = "60s", key: Bool = false) -> String {
        let path = dir.file("server.json5")
        write(
            path,
            """
            { backend: "m", pool: { target_per_locale: 100000 },
              backends: { m: { kind: "openai", base_url: "\(server.baseURL)", model: "fake-model", timeout: "\(timeout)"
                               \(key ? ", api_key_env: \"QP_KEY\"" : "") } } }
            """)
        return path
    }

    /// A builtin config whose target is never reached, so a fill commits batch after batch for its whole budget.
    func busyConfig(_ dir: TempDir) -> String {
        let path = dir.file("busy.json5")
        write(path, "{ pool: { target_per_locale: 100000 }, commit: { batch_size: 4 } }")
        return path
    }

    func runs(_ db: String) throws -> [(status: String, outcome: String, exit: Int64?)] {
        let d = try Database(.path(db), mode: .readOnly)
        defer { d.close() }
        return try d.query("SELECT status, outcome, exit_code FROM runs ORDER BY id").map {
            ($0.string("status") ?? "", $0.string("outcome") ?? "", $0.int("exit_code"))
        }
    }

    func integrity(_ db: String) throws -> String {
        let d = try Database(.path(db), mode: .readOnly)
        defer { d.close() }
        return try d.query("PRAGMA integrity_check").compactMap { $0.string("integrity_check") }.joined(separator: "; ")
    }

    func waitUntil(atMost seconds: Double, _ condition: () -> Bool) -> Bool {
        let started = Date()
        while !condition() {
            if Date().timeIntervalSince(started) > seconds { return false }
            usleep(20_000)
        }
        return true
    }

    /// Starts the binary in the background with `args`; output discarded.
    func start(_ args: [String], in dir: TempDir, environment: [String: String] = [:]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: BinaryRun.binary)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        p.environment = BinaryRun.cleanEnvironment().merging(environment) { $1 }
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    func linesCount(_ db: String) -> Int {
        guard let d = try? Database(.path(db), mode: .readOnly) else { return 0 }
        defer { d.close() }
        if case .integer(let n) = try? d.scalar("SELECT count(*) FROM lines") { return Int(n) }
        return 0
    }

    // MARK: 1. Two names of one database

    @Test func aFillThroughASymlinkWaitsForTheFillThroughTheRealName() throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let cfg = busyConfig(dir)
        #expect(try shell("$Q fill --config busy.json5 --db pool.sqlite --max-accepted 4", in: dir).code == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.file("alias.sqlite"), withDestinationPath: db)
        let first = try start(["fill", "--config", cfg, "--db", db, "--budget", "8s"], in: dir)
        #expect(waitUntil(atMost: 5) { linesCount(db) > 8 }, "the first fill did not get going")
        let second = try shell("$Q fill --config busy.json5 --db alias.sqlite --budget 5s", in: dir, timeout: 20)
        #expect(second.code == 75, "\(second.stderr.suffix(400))")
        #expect(
            second.stderr.contains("another fill holds") && second.stderr.contains("pid \(first.processIdentifier)"))
        kill(first.processIdentifier, SIGTERM)
        first.waitUntilExit()
        #expect(try integrity(db) == "ok")
        // One run per fill that ran, none marked crashed by the other.
        #expect(try runs(db).map(\.status) == ["finished", "finished"])
    }

    @Test func aDatabaseWithASecondHardLinkIsRefusedWith73NamingBothFacts() throws {
        let dir = TempDir()
        #expect(try shell("$Q fill --db pool.sqlite --max-accepted 4", in: dir).code == 0)
        #expect(link(dir.file("pool.sqlite"), dir.file("other.sqlite")) == 0)
        let before = linesCount(dir.file("pool.sqlite"))
        for name in ["pool.sqlite", "other.sqlite"] {
            let r = try shell("$Q fill --db \(name) --max-accepted 4", in: dir)
            #expect(r.code == 73, "\(name): \(r.stderr)")
            #expect(r.stderr.contains("2 hard links") && r.stderr.contains("write-ahead log"), "\(r.stderr)")
            let q = try shell("$Q query --db \(name)", in: dir)
            #expect(q.code == 73, "\(name): \(q.stderr)")
        }
        #expect(linesCount(dir.file("pool.sqlite")) == before)
        #expect(try integrity(dir.file("pool.sqlite")) == "ok")
    }

    // MARK: 2. Files planted in shared directories

    @Test func aSymlinkPlantedAtTheMetricsTemporaryNameIsNeverWrittenThrough() throws {
        let dir = TempDir()
        let victim = dir.file("victim.sqlite")
        write(victim, "precious bytes")
        let prom = dir.file("quotepool.prom")
        // The name a writer would pick from its pid, planted before it writes.
        let planted = dir.file(".quotepool.prom.tmp.\(getpid())")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        let summary = FillSummary(
            runID: 1, outcome: .targetReached, exitCode: 0, elapsedSeconds: 1, drafted: 2, accepted: ["en": 2],
            rejected: [:], readiness: "ready", seed: 1, dryRun: false, budgetSeconds: 10, committed: 2,
            database: dir.file("p.sqlite"), message: nil, poolSize: ["en": 2])
        try MetricsFile(path: prom).write(summary: summary, byStage: [:], totals: nil, target: 200, now: Date())
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious bytes")
        #expect(try String(contentsOfFile: prom, encoding: .utf8).contains("quotepool_last_exit_code 0"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted) == victim)
    }

    @Test func theMetricsFileFollowsTheUmaskAndReportsAnUnreadableConfiguration() throws {
        let dir = TempDir()
        let prom = dir.file("m.prom")
        func mode() throws -> Int? { try FileManager.default.attributesOfItem(atPath: prom)[.posixPermissions] as? Int }
        let ok = try shell("umask 0027; $Q fill --db p.sqlite --max-accepted 1 --metrics-file m.prom", in: dir)
        #expect(ok.code == 0, "\(ok.stderr)")
        #expect(try mode() == 0o640)
        write(dir.file("typo.json5"), "{ concurrensy: 3 }")
        let bad = try shell(
            "umask 0077; $Q fill --config typo.json5 --db p.sqlite --metrics-file m.prom", in: dir)
        #expect(bad.code == 78, "\(bad.stderr)")
        let text = try String(contentsOfFile: prom, encoding: .utf8)
        #expect(text.contains("quotepool_last_exit_code 78"), "\(text)")
        // The target is unknown without a configuration; the last success stays the one before.
        #expect(!text.contains("quotepool_pool_target"), "\(text)")
        #expect(!text.contains("quotepool_last_success_timestamp_seconds 0\n"), "\(text)")
        #expect(try mode() == 0o600)
    }

    @Test func aMetricsFileThatNamesTheDatabaseIsRefusedAndTheDatabaseKept() throws {
        let dir = TempDir()
        #expect(try shell("$Q fill --db p.sqlite --max-accepted 2", in: dir).code == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: dir.file("p.sqlite")))
        try FileManager.default.createSymbolicLink(atPath: dir.file("alias.prom"), withDestinationPath: "p.sqlite")
        for target in ["p.sqlite", "./p.sqlite", "alias.prom", "p.sqlite-wal"] {
            let r = try shell("$Q fill --db p.sqlite --max-accepted 2 --metrics-file \(target)", in: dir)
            #expect(r.code == 64 && r.stderr.contains("would destroy the pool"), "\(target): \(r.code) \(r.stderr)")
        }
        write(dir.file("m.json5"), "{ metrics_file: \"p.sqlite\" }")
        #expect(try shell("$Q fill --config m.json5 --db p.sqlite --max-accepted 2", in: dir).code == 78)
        // A configuration that cannot be read still spares the database named on the command line.
        write(dir.file("typo.json5"), "{ concurrensy: 3 }")
        #expect(try shell("$Q fill --config typo.json5 --db p.sqlite --metrics-file p.sqlite", in: dir).code == 78)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file("p.sqlite"))) == before)
        #expect(try integrity(dir.file("p.sqlite")) == "ok")
    }

    /// `report --html` and `taste train --out` once replaced the pool (or freed its lock) when pointed at it, as the
    /// metrics file did; any output file now refuses to replace an SQLite database or write-ahead log.
    @Test func aReportPageOrATasteModelNamingTheDatabaseIsRefusedAndTheDatabaseKept() throws {
        let dir = TempDir()
        #expect(try shell("$Q fill --db p.sqlite --max-accepted 2", in: dir).code == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: dir.file("p.sqlite")))
        try FileManager.default.createSymbolicLink(atPath: dir.file("alias.html"), withDestinationPath: "p.sqlite")
        for target in ["p.sqlite", "alias.html", "p.sqlite.lock", "p.sqlite-wal"] {
            let r = try shell("$Q report --db p.sqlite --html \(target)", in: dir)
            #expect(r.code == 64 && r.stderr.contains("would destroy the pool"), "\(target): \(r.code) \(r.stderr)")
            let t = try shell("$Q taste train --from-db p.sqlite --out \(target)", in: dir)
            #expect(t.code == 64 && t.stderr.contains("would destroy the pool"), "\(target): \(t.code) \(t.stderr)")
        }
        // Another pool, not the one the command reads: an output file never replaces a database either.
        #expect(try shell("$Q fill --db other.sqlite --max-accepted 2", in: dir).code == 0)
        let other = try Data(contentsOf: URL(fileURLWithPath: dir.file("other.sqlite")))
        let r = try shell("$Q report --db p.sqlite --html other.sqlite", in: dir)
        #expect(r.code == 73 && r.stderr.contains("is an SQLite database; refusing to replace it"), "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file("other.sqlite"))) == other)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file("p.sqlite"))) == before)
        #expect(try integrity(dir.file("p.sqlite")) == "ok")
    }

    @Test func aFallbackEmbedderIsAWarningThatLogLevelWarnStillShows() throws {
        let dir = TempDir()
        write(dir.file("e5.json5"), "{ embedder: \"e5\", embedder_dir: \"\(dir.file("nowhere"))\" }")
        let r = try shell(
            "$Q fill --config e5.json5 --db p.sqlite --max-accepted 1 --log-format logfmt --log-level warn", in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let line = r.stderr.split(separator: "\n").first { $0.contains("embedder e5 unavailable") }
        #expect(line?.contains("level=warn") == true && line?.contains("run_id=") == true, "\(r.stderr)")
        // config check says what the fill would do.
        let check = try shell("$Q config check --config e5.json5", in: dir)
        #expect(check.code == 0 && check.stderr.contains("warning: embedder e5 unavailable"), "\(check.stderr)")
    }

    @Test func aSymlinkPlantedAsTheLockFileIsRefusedAndLeftAlone() throws {
        let dir = TempDir()
        let victim = dir.file("victim.txt")
        write(victim, "precious bytes")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: victim)
        try FileManager.default.createSymbolicLink(atPath: dir.file("pool.sqlite.lock"), withDestinationPath: victim)
        let r = try shell("$Q fill --db pool.sqlite --max-accepted 2", in: dir)
        #expect(r.code == 73, "\(r.stderr)")
        #expect(r.stderr.contains("symbolic link"), "\(r.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious bytes")
        let mode = try FileManager.default.attributesOfItem(atPath: victim)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aDatabasePathThatIsNotARegularFileIsRefusedByWritersAndReaders() throws {
        let dir = TempDir()
        try FileManager.default.createSymbolicLink(atPath: dir.file("null.sqlite"), withDestinationPath: "/dev/null")
        let journalExisted = FileManager.default.fileExists(atPath: "/dev/null-journal")
        let r = try shell("$Q fill --db null.sqlite --max-accepted 2", in: dir)
        let journalCreated = !journalExisted && FileManager.default.fileExists(atPath: "/dev/null-journal")
        if journalCreated { try? FileManager.default.removeItem(atPath: "/dev/null-journal") }
        #expect(r.code == 73, "\(r.stderr)")
        #expect(r.stderr.contains("character device"), "\(r.stderr)")
        #expect(!journalCreated, "the fill created /dev/null-journal")
        // A FIFO would block a reader forever.
        #expect(mkfifo(dir.file("fifo.sqlite"), 0o600) == 0)
        for command in ["query", "report", "db check"] {
            let q = try shell("$Q \(command) --db fifo.sqlite", in: dir, timeout: 10)
            #expect(!q.timedOut && q.code == 73, "\(command): \(q.stderr)")
            #expect(q.stderr.contains("FIFO"), "\(command): \(q.stderr)")
        }
    }

    // MARK: 3. A key the server echoes

    @Test func aKeyTheServerEchoesIsRedactedFromLogsTablesAndOutput() throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "echo_key"])
        let dir = TempDir()
        let key = "sk-echo-\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"
        let cfg = serverConfig(dir, server: server, timeout: "5s", key: true)
        let env = ["QP_KEY": key]
        let fill = try shell(
            "$Q fill --config server.json5 --db p.sqlite --budget 3s --json --log-level debug", in: dir,
            environment: env)
        let doctor = try shell("$Q doctor --config server.json5 --db p.sqlite", in: dir, environment: env)
        let doctorJSON = try shell("$Q doctor --config server.json5 --db p.sqlite --json", in: dir, environment: env)
        let report = try shell("$Q report --db p.sqlite --json", in: dir)
        #expect(!cfg.isEmpty && fill.code == 75, "\(fill.stderr.suffix(500))")
        for (label, text) in [
            ("fill stdout", fill.stdout), ("fill stderr", fill.stderr), ("doctor", doctor.stdout + doctor.stderr),
            ("doctor --json", doctorJSON.stdout), ("report", report.stdout),
        ] {
            #expect(!text.contains(key), "\(label) holds the key")
        }
        #expect(fill.stderr.contains("[redacted]"), "the echoed header did not reach the log at all")
        let dump = try Database(.path(dir.file("p.sqlite")), mode: .readOnly)
        defer { dump.close() }
        for table in ["runs", "candidates"] {
            for row in try dump.query("SELECT * FROM \(table)") {
                #expect(!"\(row.values)".contains(key), "\(table) holds the key")
            }
        }
    }

    @Test(arguments: [("key_in_text", "en"), ("key_in_translation", "de")])
    func aKeyTheServerWritesIntoADraftOrATranslationNeverBecomesALine(scenario: String, locale: LocaleCode) throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", scenario])
        let dir = TempDir()
        // Not token-shaped: only the configured secret can catch it, once the answer's inner string is decoded.
        let key = "qpsecret\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
        let escaped = key.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
        write(
            dir.file("server.json5"),
            """
            { backend: "m", judge: { backend: "fallback" }, pool: { target_per_locale: 100000 },
              backends: { m: { kind: "openai", base_url: "\(server.baseURL)", model: "fake-model", timeout: "5s",
                               api_key_env: "QP_KEY", locales: ["en"] } } }
            """)
        let fill = try shell(
            "$Q fill --config server.json5 --db p.sqlite --locale \(locale) --budget 3s --json --log-level debug",
            in: dir, environment: ["QP_KEY": key])
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(fill.stdout.utf8)) as? [String: Any], "\(fill.stderr)")
        let rejected = summary["rejected"] as? [String: Int] ?? [:]
        #expect((summary["drafted"] as? Int ?? 0) > 0, "\(fill.stderr.suffix(500))")
        // Every draft that finished carried the key and was refused; one still running at the budget's cut-off is
        // cancelled, which on a busy machine happens to the last one.
        #expect(rejected["malformed_output", default: 0] > 0, "\(rejected)")
        #expect(
            rejected["malformed_output", default: 0] + rejected["cancelled", default: 0] == summary["drafted"] as? Int,
            "\(rejected)")
        #expect((summary["accepted"] as? [String: Int] ?? [:]).values.reduce(0, +) == 0, "\(summary)")
        #expect(!fill.stdout.contains(key) && !fill.stderr.contains(key), "the key reached the output or the log")
        let query = try shell("$Q query --db p.sqlite --format json", in: dir)
        let served = try JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [Any]
        #expect(served?.isEmpty == true, "\(query.stdout)")
        let dump = try Database(.path(dir.file("p.sqlite")), mode: .readOnly)
        defer { dump.close() }
        for table in ["lines", "runs", "candidates"] {
            for row in try dump.query("SELECT * FROM \(table)") {
                let values = "\(row.values)"
                #expect(!values.contains(key) && !values.contains(escaped), "\(table) holds the key")
                #expect(!values.contains(Redactor.mask) || table == "runs", "\(table) holds a redacted draft")
            }
        }
    }

    @Test func aKeyWithALineBreakIsRefusedBeforeAnyRequestIsSent() throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok"])
        let dir = TempDir()
        _ = serverConfig(dir, server: server, key: true)
        let r = try shell(
            "$Q fill --config server.json5 --db p.sqlite --budget 3s", in: dir,
            environment: ["QP_KEY": "sk-abc\r\nX-Injected: yes\r\nHost: evil.example"])
        #expect(r.code == 78, "\(r.stderr.suffix(400))")
        #expect(r.stderr.contains("line break"), "\(r.stderr.suffix(400))")
        let stats = try server.stats()
        #expect(stats["injected_headers"] == 0 && stats["models"] == 0 && stats["chat"] == 0, "\(stats)")
    }

    // MARK: 4. Waits bounded by the budget

    @Test func aTricklingReadinessProbeCannotStretchTheBudget() throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "trickle"])
        let dir = TempDir()
        _ = serverConfig(dir, server: server)
        for budget in [1.0, 4.0] {
            let r = try shell(
                "$Q fill --config server.json5 --db p.sqlite --budget \(Int(budget))s", in: dir, timeout: 40)
            #expect(r.code == 75, "\(r.stderr.suffix(300))")
            #expect(r.seconds <= budget + 1, "--budget \(Int(budget))s took \(r.seconds) s")
        }
    }

    /// A hostile `quotes` view that never ends kept `query` spinning through SIGINT and SIGTERM: cancellation does
    /// not reach a statement SQLite is running. The command now ends within its grace time of the first signal, and
    /// at once on a second.
    @Test func aReaderStuckInAHostileViewEndsOnASignal() throws {
        let dir = TempDir()
        #expect(try shell("$Q fill --db p.sqlite --max-accepted 2", in: dir).code == 0)
        let db = try Database(.path(dir.file("p.sqlite")))
        try db.execute(
            """
            DROP VIEW quotes;
            CREATE VIEW quotes AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)
            SELECT l.id, l.text, l.locale, l.mood, l.theme, l.word_count, l.created_at, l.model, l.run_id
            FROM lines l, c WHERE c.x < 0;
            """)
        db.close()
        for (signals, within) in [([SIGTERM], 7.0), ([SIGINT, SIGINT], 2.0)] {
            let query = try start(["query", "--db", dir.file("p.sqlite"), "--limit", "1"], in: dir)
            defer { if query.isRunning { kill(query.processIdentifier, SIGKILL) } }
            Thread.sleep(forTimeInterval: 1)
            #expect(query.isRunning, "the view should keep the query busy")
            let sent = Date()
            for signal in signals {
                kill(query.processIdentifier, signal)
                Thread.sleep(forTimeInterval: 0.2)
            }
            #expect(waitUntil(atMost: within) { !query.isRunning }, "\(signals): still running after \(within) s")
            query.waitUntilExit()
            #expect(query.terminationStatus == 128 + signals[0], "\(signals): \(query.terminationStatus)")
            #expect(Date().timeIntervalSince(sent) <= within + 0.5)
        }
    }

    /// A database someone else wrote reached the terminal raw through `query`'s table and `report`'s text: an escape
    /// sequence in a line retitled the window or cleared the screen. JSON always escaped it.
    @Test func escapeSequencesFromTheDatabaseNeverReachTheTerminal() throws {
        let dir = TempDir()
        #expect(try shell("$Q fill --db p.sqlite --max-accepted 2", in: dir).code == 0)
        let db = try Database(.path(dir.file("p.sqlite")))
        try db.run(
            "UPDATE lines SET text = ?, mood = ? WHERE id = (SELECT min(id) FROM lines)",
            [.text("Hello\u{1B}]0;owned\u{07} there\r\u{1B}[2J"), .text("calm\u{1B}[31m")])
        try db.run("UPDATE runs SET error = ?", [.text("boom\u{1B}[2J\u{1B}[H")])
        db.close()
        for command in ["query --db p.sqlite", "report --db p.sqlite"] {
            let r = try shell("$Q \(command)", in: dir)
            #expect(r.code == 0, "\(command): \(r.stderr)")
            #expect(!r.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\r" }, "\(command)")
        }
        #expect(try shell("$Q query --db p.sqlite", in: dir).stdout.contains("Hello\u{FFFD}]0;owned\u{FFFD} there"))
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalDuringTheReadinessProbeIsACancelledRunNotAnUnreachableServer(signal: Int32, code: Int32) throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "trickle"])
        let dir = TempDir()
        let cfg = serverConfig(dir, server: server)
        let db = dir.file("p.sqlite")
        let fill = try start(["fill", "--config", cfg, "--db", db, "--budget", "20s"], in: dir)
        defer { if fill.isRunning { kill(fill.processIdentifier, SIGKILL) } }
        // The probe is under way once the server has seen its first request; it trickles for the whole budget.
        #expect(waitUntil(atMost: 10) { ((try? server.stats()) ?? [:]).values.reduce(0, +) > 0 })
        kill(fill.processIdentifier, signal)
        fill.waitUntilExit()
        #expect(fill.terminationStatus == code)
        let row = try Database(.path(db), mode: .readOnly)
        defer { row.close() }
        let run = try #require(try row.query("SELECT status, outcome, exit_code, readiness FROM runs").first)
        #expect(run.string("status") == "finished" && run.string("outcome") == "cancelled", "\(run.values)")
        #expect(run.int("exit_code") == Int64(code), "\(run.values)")
        #expect(run.string("readiness") != "unreachable", "\(run.values)")
    }

    /// A process holding SQLite's write lock on the pool (as `sqlite3` with an open transaction would), from
    /// `after` seconds on, for 30 s or until killed; returns once it holds the lock.
    func foreignWriter(_ db: String, in dir: TempDir) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
            c.execute("BEGIN IMMEDIATE")
            open(sys.argv[2], "w").close()
            time.sleep(30)
            """, db, dir.file("locked"),
        ]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    @Test func aForeignWriterHoldingTheLockCannotStretchTheBudgetAndTheRunIsRecordedLater() throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let cfg = busyConfig(dir)
        #expect(try shell("$Q fill --config busy.json5 --db pool.sqlite --max-accepted 4", in: dir).code == 0)
        let started = Date()
        let fill = try start(["fill", "--config", cfg, "--db", db, "--budget", "6s"], in: dir)
        usleep(1_500_000)
        let writer = try foreignWriter(db, in: dir)
        defer { kill(writer.processIdentifier, SIGKILL) }
        #expect(waitUntil(atMost: 10) { FileManager.default.fileExists(atPath: dir.file("locked")) })
        fill.waitUntilExit()
        let took = Date().timeIntervalSince(started)
        #expect(fill.terminationStatus == 75)
        #expect(took <= 7.0, "a 6 s fill took \(took) s")
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        // The run could not write its row while the lock was held; the next fill records its real ending.
        #expect(try shell("$Q fill --config busy.json5 --db pool.sqlite --max-accepted 2", in: dir).code == 0)
        let all = try runs(db)
        #expect(all.count == 3)
        #expect(all[1].status == "finished" && all[1].outcome == "failed" && all[1].exit == 75, "\(all)")
        #expect(!all.contains { $0.status == "crashed" }, "\(all)")
    }

    @Test func aSignalDuringACommitBlockedByAForeignWriterExitsWithinASecond() throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let cfg = busyConfig(dir)
        #expect(try shell("$Q fill --config busy.json5 --db pool.sqlite --max-accepted 4", in: dir).code == 0)
        let fill = try start(["fill", "--config", cfg, "--db", db, "--budget", "60s"], in: dir)
        usleep(1_000_000)
        let writer = try foreignWriter(db, in: dir)
        defer { kill(writer.processIdentifier, SIGKILL) }
        #expect(waitUntil(atMost: 10) { FileManager.default.fileExists(atPath: dir.file("locked")) })
        usleep(500_000)  // the fill is now waiting for the lock
        let signalled = Date()
        kill(fill.processIdentifier, SIGTERM)
        fill.waitUntilExit()
        let took = Date().timeIntervalSince(signalled)
        #expect(fill.terminationStatus == 143)
        #expect(took <= 1.0, "exit took \(took) s after SIGTERM")
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        #expect(try shell("$Q fill --config busy.json5 --db pool.sqlite --max-accepted 2", in: dir).code == 0)
        let all = try runs(db)
        #expect(all[1].status == "finished" && all[1].outcome == "cancelled" && all[1].exit == 143, "\(all)")
    }

    // MARK: 5. Output that cannot be written

    @Test func aFullOrClosedStderrNeverStopsAFill() throws {
        let dir = TempDir()
        for (label, redirect) in [("full", "2>/dev/full"), ("closed", "2>&-")] {
            let db = "p-\(label).sqlite"
            let r = try shell("$Q fill --db \(db) --locale en,de --max-accepted 40 \(redirect)", in: dir)
            #expect(r.code == 0, "stderr \(label): exit \(r.code)")
            #expect(try runs(dir.file(db)).map(\.status) == ["finished"], "stderr \(label)")
            #expect(try integrity(dir.file(db)) == "ok", "stderr \(label)")
            #expect(linesCount(dir.file(db)) == 40, "stderr \(label)")
        }
    }

    @Test func aFailedWriteOfTheCommandsOwnOutputExits74AndTheRunKeepsItsOutcome() throws {
        let dir = TempDir()
        #expect(try shell("$Q fill --db p.sqlite --max-accepted 5", in: dir).code == 0)
        for command in ["query --db p.sqlite", "report --db p.sqlite", "report --db p.sqlite --json"] {
            let r = try shell("$Q \(command) >/dev/full", in: dir)
            #expect(r.code == 74, "\(command): \(r.code) \(r.stderr)")
        }
        let full = try shell("$Q fill --db p.sqlite --max-accepted 3 --json >/dev/full", in: dir)
        #expect(full.code == 74, "fill --json >/dev/full: \(full.code)")
        let piped = try shell(
            "$Q fill --db p.sqlite --max-accepted 3 --json | true; echo \"${PIPESTATUS[0]}\"", in: dir)
        #expect(piped.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "74", "fill --json | true")
        let all = try runs(dir.file("p.sqlite"))
        #expect(all.count == 3 && all.allSatisfy { $0.status == "finished" && $0.outcome == "max_accepted" }, "\(all)")
    }

    // MARK: 6. A server that never answers

    @Test func aServerThatSendsOnlyKeepAlivesIsDegradedNotASuccess() throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "keepalive_only"])
        let dir = TempDir()
        _ = serverConfig(dir, server: server, timeout: "60s")
        let r = try shell("$Q fill --config server.json5 --db p.sqlite --budget 3s --json", in: dir)
        #expect(r.code == 75, "\(r.stdout)")
        #expect(r.stdout.contains("\"outcome\":\"degraded\""), "\(r.stdout)")
        #expect(try runs(dir.file("p.sqlite")).first?.outcome == "degraded")
    }

    // MARK: 7. Smaller holes

    @Test func aGroupReaderStillReadsAfterAnotherClientRemovedTheLogFiles() throws {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            print("readers without the log files: needs root and setpriv to read as another user; skipped")
            return
        }
        let dir = TempDir()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        #expect(try shell("$Q fill --db p.sqlite --max-accepted 5", in: dir).code == 0)
        // A writable client that is not quotepool opens and closes the pool: SQLite removes -wal and -shm.
        let closed = try shell(
            "python3 -c 'import sqlite3; c = sqlite3.connect(\"p.sqlite\"); c.execute(\"SELECT count(*) FROM sqlite_schema\").fetchall(); c.close()'",
            in: dir)
        #expect(closed.code == 0)
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite-wal")))
        // The reader may read the file but not create anything in the directory.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: dir.file("p.sqlite"))
        let r = try shell(
            "setpriv --reuid=65534 --regid=65534 --clear-groups $Q query --db p.sqlite --format json", in: dir)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"text\""), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite-shm")))
    }

    @Test func importAndEvalRefuseAHugeFileOrAnOverlongLineQuicklyWith65() throws {
        let dir = TempDir()
        let sparse = dir.file("sparse.txt")
        close(creat(sparse, 0o644))
        try #require(truncate(sparse, 1 << 30) == 0, "cannot make a sparse file")
        write(dir.file("long.jsonl"), String(repeating: "x", count: 200_000) + "\n")
        for (command, file) in [
            ("import --locale en --db p.sqlite", "sparse.txt"), ("eval --dataset", "sparse.txt"),
            ("import --locale en --db p.sqlite", "long.jsonl"), ("eval --dataset", "long.jsonl"),
            // taste train and judge check read their data sets whole, with no limit, before.
            ("taste train --out m.json --dataset", "sparse.txt"), ("judge check --dataset", "sparse.txt"),
            ("taste train --out m.json --dataset", "long.jsonl"),
        ] {
            let r = try shell("$Q \(command) \(file)", in: dir, timeout: 30)
            #expect(r.code == 65, "\(command) \(file): \(r.code) \(r.stderr)")
            #expect(r.seconds < 10, "\(command) \(file) took \(r.seconds) s")
            #expect(r.stderr.contains(file) && r.stderr.contains("limit"), "\(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite")), "a refused import created the pool")
        #expect(!FileManager.default.fileExists(atPath: dir.file("m.json")))
        // Bytes that are not UTF-8 are a malformed line, not a model fitted on replacement characters.
        let bad =
            Data(#"{"text": "A kettle sings"#.utf8) + Data([0xFF, 0xFE])
            + Data(#"", "locale": "en", "label": "good"}"#.utf8)
        _ = FileManager.default.createFile(atPath: dir.file("bad.jsonl"), contents: bad + Data("\n".utf8))
        let r = try shell("$Q taste train --out m.json --dataset bad.jsonl", in: dir)
        #expect(r.code == 65 && r.stderr.contains("bad.jsonl"), "\(r.code) \(r.stderr)")
    }

    @Test func removingTheLogDuringAFillEndsItWith73AndReadersSayTheFileIsDamaged() throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let cfg = busyConfig(dir)
        let fill = try start(["fill", "--config", cfg, "--db", db, "--budget", "6s", "--locale", "en,de"], in: dir)
        #expect(waitUntil(atMost: 5) { linesCount(db) > 20 })
        try FileManager.default.removeItem(atPath: db + "-wal")
        // A reader in between opens a fresh, empty log that disagrees with the shared index.
        let reader = try shell("$Q query --db pool.sqlite --limit 1", in: dir)
        fill.waitUntilExit()
        #expect(fill.terminationStatus == 73, "the fill exited \(fill.terminationStatus)")
        #expect(reader.code == 0 || reader.code == 73, "query exited \(reader.code): \(reader.stderr)")
        if reader.code == 73 { #expect(reader.stderr.contains("db check"), "\(reader.stderr)") }
        // Afterwards the readers agree with an independent full check.
        let check = try shell("$Q db check --db pool.sqlite", in: dir)
        let sound = (try? integrity(db)) == "ok"
        #expect(check.code == (sound ? 0 : 73), "db check \(check.code) on a file whose integrity is \(sound)")
    }
}
