import Foundation
import QuotePoolCLI
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

/// `quotepool doctor` exits with the code a fill would exit with now (SPEC 6, 7): non-zero for each broken
/// precondition, with a message that says what to do, and 0 while another fill holds the lock. Each broken
/// case is repaired afterwards and must then give 0, so a code cannot come from something else.
///
/// Cases that root defeats (a config file of mode 000, an unwritable database or directory) run as
/// unprivileged users in `scripts/check-consumer-group.sh`.
@Suite struct DoctorTests {
    struct Outcome {
        var code: Int32
        var checks: [[String: Any]]
        var text: String
        /// The first failing check, the one whose code doctor exits with.
        var failing: [String: Any]? { checks.first { ($0["status"] as? String) == "fail" } }
        var failingMessage: String { failing?["message"] as? String ?? "" }
        func check(_ name: String) -> [String: Any]? { checks.first { ($0["name"] as? String) == name } }
    }

    /// Runs doctor twice, with `--json` (parsed) and as text, and checks that both agree on the code.
    func doctor(config: String, db: String) async throws -> Outcome {
        let args = ["doctor", "--config", config, "--db", db]
        let (jsonConsole, json) = Console.capturing()
        let code = await QuotePoolCLI.run(args + ["--json"], console: jsonConsole)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any],
            "doctor --json printed no JSON object: \(json.stdout) \(json.stderr)")
        #expect(object["exit_code"] as? Int == Int(code), "the report's exit_code differs from the exit status")
        let (textConsole, text) = Console.capturing()
        let textCode = await QuotePoolCLI.run(args, console: textConsole)
        #expect(textCode == code, "doctor exits \(textCode) as text but \(code) with --json")
        let running = (object["checks"] as? [[String: Any]] ?? []).contains {
            $0["name"] as? String == "lock" && $0["status"] as? String == "warn"
        }
        let verdict =
            code != 0
            ? "a fill would exit \(code) now"
            : running ? "a fill is running now, so a second one would exit 75" : "a fill would run now (exit 0)"
        #expect(text.stdout.contains(verdict), "the text report lacks '\(verdict)': \(text.stdout)")
        return Outcome(code: code, checks: object["checks"] as? [[String: Any]] ?? [], text: text.stdout)
    }

    func write(_ path: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    func validConfig(_ dir: TempDir) -> String {
        let path = dir.file("quotepool.json5")
        write(path, "{ locales: [\"en\"], pool: { target_per_locale: 20 } }")
        return path
    }

    // MARK: Config (78)

    @Test func aConfigPathThatIsADirectoryExits78AndSaysWhatToDo() async throws {
        let dir = TempDir()
        let path = dir.file("quotepool.json5")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let broken = try await doctor(config: path, db: dir.file("p.sqlite"))
        #expect(broken.code == 78, "\(broken.text)")
        #expect(broken.failing?["name"] as? String == "config")
        #expect(broken.failingMessage.contains("\(path): cannot read the configuration file (it is a directory)"))
        #expect(broken.failingMessage.contains("owner and mode"), "no advice: \(broken.failingMessage)")

        // A FIFO or a device is named as what it is, not as a permission problem.
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        let fifo = try await doctor(config: path, db: dir.file("p.sqlite"))
        #expect(
            fifo.code == 78 && fifo.failingMessage.contains("(it is a FIFO; expected a regular file)"), "\(fifo.text)")
        let device = try await doctor(config: "/dev/null", db: dir.file("p.sqlite"))
        #expect(device.failingMessage.contains("(it is a character device; expected a regular file)"), "\(device.text)")

        try FileManager.default.removeItem(atPath: path)
        write(path, "{ pool: { target_per_locale: 20 } }")
        let repaired = try await doctor(config: path, db: dir.file("p.sqlite"))
        #expect(repaired.code == 0, "after writing a valid file: \(repaired.text)")
    }

    @Test(arguments: [
        ("{ pool: { target_per_locale: 20 }", "not valid JSON5"),
        ("{ pool: { target_per_locale: 0 } }", "pool.target_per_locale is 0"),
        ("{ pool: { target_per_locle: 20 } }", "did you mean \"pool.target_per_locale\""),
    ])
    func anInvalidConfigExits78NamingTheFileAndTheFix(_ text: String, _ expected: String) async throws {
        let dir = TempDir()
        let path = dir.file("quotepool.json5")
        write(path, text)
        let broken = try await doctor(config: path, db: dir.file("p.sqlite"))
        #expect(broken.code == 78, "\(broken.text)")
        #expect(broken.failing?["name"] as? String == "config")
        #expect(broken.failingMessage.hasPrefix(path + ": "), "the message does not name the file")
        #expect(broken.failingMessage.contains(expected), "\(broken.failingMessage)")
        #expect(broken.failingMessage.contains("then run quotepool config check"), "no advice")
    }

    @Test func aMissingConfigFileExits78AndPointsAtConfigInit() async throws {
        let dir = TempDir()
        let broken = try await doctor(config: dir.file("nowhere.json5"), db: dir.file("p.sqlite"))
        #expect(broken.code == 78, "\(broken.text)")
        #expect(broken.failingMessage.contains("configuration file not found"))
        #expect(broken.failingMessage.contains("quotepool config init"), "no advice: \(broken.failingMessage)")
    }

    // MARK: Database (73)

    @Test func aDatabaseInAMissingDirectoryExits73NamingTheDirectory() async throws {
        let dir = TempDir()
        let missing = dir.file("state/pool")
        let broken = try await doctor(config: validConfig(dir), db: missing + "/quotepool.sqlite")
        #expect(broken.code == 73, "\(broken.text)")
        #expect(broken.failing?["name"] as? String == "database")
        #expect(broken.failingMessage.contains("directory \(missing) does not exist"), "\(broken.failingMessage)")
        #expect(broken.failingMessage.contains("create it"), "no advice: \(broken.failingMessage)")

        try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: true)
        let repaired = try await doctor(config: validConfig(dir), db: missing + "/quotepool.sqlite")
        #expect(repaired.code == 0, "after creating the directory: \(repaired.text)")
        #expect(
            repaired.check("database")?["message"] as? String
                == "\(missing)/quotepool.sqlite does not exist yet; the first fill creates it")
    }

    @Test func anSQLiteFileThatIsNotOursExits73AndIsLeftUntouched() async throws {
        let dir = TempDir()
        let db = dir.file("other.sqlite")
        do {
            let other = try Database(.path(db))
            try other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let broken = try await doctor(config: validConfig(dir), db: db)
        #expect(broken.code == 73, "\(broken.text)")
        #expect(broken.failingMessage.contains("\(db) is not a quotepool database"), "\(broken.failingMessage)")
        #expect(broken.failingMessage.contains("point --db or QUOTEPOOL_DB at the quotepool database"), "no advice")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "doctor changed a file that is not ours")

        try FileManager.default.removeItem(atPath: db)
        #expect(try await doctor(config: validConfig(dir), db: db).code == 0)
    }

    /// The file a fill has created but not yet given its schema (or a fill killed in between left) is no
    /// obstacle to a fill, so doctor passes it; `query` says there is no pool yet (66).
    @Test func aFileWithNoSchemaYetPassesAndQueryExits66() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        write(db, "")
        let outcome = try await doctor(config: validConfig(dir), db: db)
        #expect(outcome.code == 0, "\(outcome.text)")
        #expect(
            outcome.check("database")?["message"] as? String
                == "\(db) holds no pool yet; the next fill creates its schema")
        let (console, output) = Console.capturing()
        #expect(await QuotePoolCLI.run(["query", "--db", db], console: console) == 66)
        #expect(output.stderr.contains("\(db) holds no pool yet"), "\(output.stderr)")
    }

    @Test func aFileThatIsNotSQLiteAtAllExits73AndPointsAtABackup() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        write(db, String(repeating: "this is not a database\n", count: 300))
        let broken = try await doctor(config: validConfig(dir), db: db)
        #expect(broken.code == 73, "\(broken.text)")
        #expect(broken.failingMessage.contains("\(db) is corrupt"), "\(broken.failingMessage)")
        #expect(broken.failingMessage.contains("restore it from a backup"), "no advice")
    }

    @Test func aDatabaseWithANewerSchemaExits73AndSaysUpgrade() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        do {
            let store = try PoolStore(path: db)
            try store.db.execute("PRAGMA user_version = \(Schema.currentVersion + 1)")
        }
        let broken = try await doctor(config: validConfig(dir), db: db)
        #expect(broken.code == 73, "\(broken.text)")
        #expect(broken.failingMessage.contains("newer than this binary's"), "\(broken.failingMessage)")
        #expect(broken.failingMessage.contains("upgrade quotepool"), "no advice")
    }

    // MARK: Backend (75)

    @Test func anUnreachableBackendExits75AndSaysWhatToDo() async throws {
        let dir = TempDir()
        let port = ServerProcess.closedPort()
        let config = dir.file("quotepool.json5")
        write(
            config,
            """
            { backend: "local", embedder: "builtin",
              backends: { local: { kind: "openai", base_url: "http://127.0.0.1:\(port)/v1", model: "m", timeout: "5s" } } }
            """)
        let broken = try await doctor(config: config, db: dir.file("p.sqlite"))
        #expect(broken.code == 75, "\(broken.text)")
        #expect(broken.failing?["name"] as? String == "backend local")
        #expect(broken.failingMessage.hasPrefix("unreachable: cannot reach http://127.0.0.1:\(port)/v1"))
        #expect(broken.failingMessage.contains("start the server, or fix base_url"), "no advice")
        // Everything else is fine: the backend alone decides the code.
        #expect(broken.checks.filter { ($0["status"] as? String) == "fail" }.count == 1)
    }

    // MARK: Lock (0)

    /// The `quotepool` binary built with these tests (beside the test bundle), else `.build/debug`.
    static var binary: String {
        let testRunner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let beside = testRunner.deletingLastPathComponent().appendingPathComponent("quotepool").path
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : ProcessTests.binary
    }

    @Test func aLockHeldByALiveFillIsReportedAndIsNotAFailure() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary), "build the binary first: swift build")
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let config = dir.file("quotepool.json5")
        // A target the builtin composer cannot reach in the budget, so the fill holds the lock throughout.
        write(config, "{ pool: { target_per_locale: 100000 } }")
        let fill = Process()
        fill.executableURL = URL(fileURLWithPath: Self.binary)
        fill.arguments = ["fill", "--config", config, "--db", db, "--locale", "en", "--budget", "20s"]
        fill.standardOutput = FileHandle.nullDevice
        fill.standardError = FileHandle.nullDevice
        try fill.run()
        defer {
            if fill.isRunning { kill(fill.processIdentifier, SIGKILL) }
            fill.waitUntilExit()
        }
        var holder: String?
        for _ in 0..<500 where holder == nil || !FileManager.default.fileExists(atPath: db) {
            try await Task.sleep(for: .milliseconds(20))
            holder = FillLock.holder(databasePath: db)
        }
        let held = try #require(holder, "the fill never took its lock")
        #expect(held.hasPrefix("pid \(fill.processIdentifier) since "), "holder: \(held)")

        let during = try await doctor(config: config, db: db)
        #expect(fill.isRunning, "the fill ended before doctor ran; the case was not exercised")
        #expect(during.code == 0, "doctor failed while a fill held the lock: \(during.text)")
        let lock = try #require(during.check("lock"))
        #expect(lock["status"] as? String == "warn")
        #expect(
            (lock["message"] as? String)?.contains("a fill is running (pid \(fill.processIdentifier) since") == true)
        #expect(during.failing == nil, "a check failed: \(during.text)")

        // A second fill would exit 75: the lock is real, doctor just does not count it as a failure.
        let (console, _) = Console.capturing()
        #expect(
            await QuotePoolCLI.run(["fill", "--config", config, "--db", db, "--budget", "2s"], console: console) == 75)

        kill(fill.processIdentifier, SIGTERM)
        fill.waitUntilExit()
        #expect(fill.terminationStatus == 143)
        let after = try await doctor(config: config, db: db)
        #expect(after.code == 0)
        #expect(after.check("lock")?["message"] as? String == "no fill is running")
    }
}
