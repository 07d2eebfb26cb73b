import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

/// What an attacker or a careless operator could do through the product's inputs (SPEC 4, 5, 8): SQL in
/// texts, locales and filters; file modes under any umask; `query` on a writable file; API keys in every
/// output; keys written into the config or in a file others can read. Most cases run the built binary.
@Suite(.serialized) struct SecurityTests {
    // MARK: Helpers

    func write(_ path: String, _ text: String, mode: Int? = nil) throws {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path) }
    }

    func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    func octal(_ mode: Int?) -> String { mode.map { String($0, radix: 8) } ?? "missing" }

    /// The schema (every object's type, name and SQL) and the row count of every table.
    func shape(_ db: String) throws -> [String] {
        let d = try Database(.path(db), mode: .readOnly)
        defer { d.close() }
        var out = try d.query("SELECT type, name, sql FROM sqlite_schema ORDER BY type, name").map {
            "\($0.string("type") ?? "") \($0.string("name") ?? "") \($0.string("sql") ?? "")"
        }
        for table in try d.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
            let name = table.string("name") ?? ""
            out.append("\(name): \(try d.scalar("SELECT count(*) FROM \"\(name)\"").map { "\($0)" } ?? "?") rows")
        }
        return out
    }

    /// Every row of every table, each value as text (blobs decoded as UTF-8 where they can be).
    func dump(_ db: String) throws -> String {
        let d = try Database(.path(db), mode: .readOnly)
        defer { d.close() }
        var out = ""
        for table in try d.query("SELECT name FROM sqlite_schema WHERE type = 'table'") {
            let name = table.string("name") ?? ""
            for row in try d.query("SELECT * FROM \"\(name)\"") {
                for value in row.values {
                    if case .blob(let bytes) = value {
                        out += String(decoding: bytes, as: UTF8.self)
                    } else {
                        out += "\(value)"
                    }
                    out += "|"
                }
                out += "\n"
            }
        }
        return out
    }

    /// The files under `dir` (recursively) whose bytes contain `secret`.
    func filesHolding(_ secret: String, under dir: String, except: Set<String> = []) -> [String] {
        let needle = Data(secret.utf8)
        let paths = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String]) ?? []
        return paths.map { dir + "/" + $0 }.filter { path in
            guard !except.contains(path), let data = FileManager.default.contents(atPath: path) else { return false }
            return data.range(of: needle) != nil
        }
    }

    // MARK: SQL only with bound parameters

    static let hostile = [
        "My aunt typed '); DROP TABLE lines; -- into the library computer and laughed",
        "The kettle whistles \" OR 1=1 -- while my brother mends the garden gate",
        #"Grandpa draws a backslash \ and a double one \\ on the foggy kitchen window"#,
        "Ninety % of the neighbours give their garden gnomes names like snake_case_fred",
        "My sister wrote Robert'); DELETE FROM quotes WHERE ('1'='1 on the school form",
    ]

    /// A config under which the scripted texts above pass every stage, so they are committed as lines.
    func lenient(target: Int) -> Config {
        var c = config(target: target, concurrency: 1)
        c.taste.enabled = false
        c.judge.minOverall = 0
        c.distinctiveness.min = 0
        c.gate.minWords = 1
        c.gate.maxWords = 100
        c.novelty.threshold = 1.0
        // No spelling check: the texts carry SQL metacharacters and identifiers (snake_case_fred), not dictionary words.
        c.spelling.dictionaries = [:]
        return c
    }

    @Test func sqlInTextsLocalesFiltersAndReasonsIsOnlyEverData() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let cfg = dir.file("quotepool.json5")
        try write(cfg, "{}")
        let hostile = Self.hostile
        let backend = ScriptedBackend { request in hostile[request.index % hostile.count] }
        let summary = try await fill(lenient(target: hostile.count), db: db, backend: backend)
        #expect(summary.accepted == ["en": hostile.count], "\(summary.rejected)")
        let stored = try PoolStore(path: db).db.query("SELECT text FROM lines ORDER BY id").compactMap {
            $0.string("text")
        }
        #expect(stored == hostile, "the texts did not round-trip exactly")
        let before = try shape(db)

        // Filters: each hostile string matches exactly the lines that contain it, as plain text (no LIKE).
        func texts(_ args: [String]) throws -> [String]? {
            let r = try BinaryRun.run(
                ["query", "--config", cfg, "--db", db, "--format", "json", "--limit", "500"] + args, in: dir)
            #expect(r.code == 0, "query \(args): \(r.stderr)")
            return r.rows?.compactMap { $0["text"] as? String }
        }
        #expect(try texts(["--text", "'); DROP TABLE lines; --"]) == [hostile[0]])
        #expect(try texts(["--text", "\" OR 1=1 --"]) == [hostile[1]])
        #expect(try texts(["--text", #"\"#]) == [hostile[2]])
        #expect(try texts(["--text", #"\\"#]) == [hostile[2]])
        #expect(try texts(["--text", "%"]) == [hostile[3]])
        #expect(try texts(["--text", "_"]) == [hostile[3]])
        #expect(try texts(["--text", "' OR '1'='1"]) == [])
        // A locale filter is a code, checked before the database is opened: SQL in it is a usage error.
        for locale in ["en' OR '1'='1", "en\" OR \"\"=\""] {
            let r = try BinaryRun.run(["query", "--config", cfg, "--db", db, "--locale", locale], in: dir)
            #expect(r.code == 64, "query --locale \(locale): \(r.stderr)")
        }
        #expect(try texts(["--mood", "x' OR 1=1 --"]) == [])
        #expect(try texts(["--theme", "') OR 1=1; DROP TABLE runs; --"]) == [])
        #expect(try texts(["--random", "--text", "%"]) == [hostile[3]])
        let since = try BinaryRun.run(
            ["query", "--config", cfg, "--db", db, "--since", "2000-01-01' OR 1=1 --"], in: dir)
        #expect(since.code == 64)

        // Import: texts and the locale string go in exactly as given.
        let file = dir.file("refs.txt")
        let locale = "xx'); DROP TABLE catalog; --"
        let jsonRow =
            #"{"text": "A JSON row with '); DROP TABLE lines; -- and \\ and %_ inside it", "locale": "#
            + #""xx'); DROP TABLE catalog; --"}"#
        try write(file, hostile.joined(separator: "\n") + "\n" + jsonRow + "\n")
        // A locale is a code, checked before anything is read or written: SQL in it is a usage error.
        let refused = try BinaryRun.run(["import", "--config", cfg, "--db", db, "--locale", locale, file], in: dir)
        #expect(refused.code == 64, "\(refused.stderr)")
        try write(
            file, hostile.joined(separator: "\n") + "\n" + jsonRow.replacingOccurrences(of: locale, with: "en") + "\n")
        let imported = try BinaryRun.run(["import", "--config", cfg, "--db", db, "--locale", "en", file], in: dir)
        #expect(imported.code == 0, "\(imported.stderr)")
        let catalog = try PoolStore(path: db).db.query("SELECT text, locale FROM catalog ORDER BY id")
        #expect(
            catalog.compactMap { $0.string("text") }
                == hostile + [#"A JSON row with '); DROP TABLE lines; -- and \ and %_ inside it"#])
        #expect(catalog.allSatisfy { $0.string("locale") == "en" })

        // Retire: the reason is data; ids must be plain positive integers.
        let id = try #require(try PoolStore(path: db).db.query("SELECT id FROM lines ORDER BY id").first?.int("id"))
        let reason = "'); UPDATE lines SET status = 'retired'; --"
        let retired = try BinaryRun.run(
            ["retire", "--config", cfg, "--db", db, "--reason", reason, String(id)], in: dir)
        #expect(retired.code == 0, "\(retired.stderr)")
        for bad in ["1 OR 1=1", "1; DROP TABLE lines", "0", "-1", "1e3", "0x1"] {
            let r = try BinaryRun.run(["retire", "--config", cfg, "--db", db, "--reason", "x", bad], in: dir)
            #expect(r.code == 64, "retire \(bad) exited \(r.code)")
        }
        let rows = try PoolStore(path: db).db.query("SELECT id, status, retired_reason FROM lines ORDER BY id")
        #expect(rows.filter { $0.string("status") == "retired" }.map { $0.int("id") } == [id])
        #expect(rows.first?.string("retired_reason") == reason)

        // Nothing else changed: same schema, same tables; only the intended rows were added or changed.
        let after = try shape(db)
        #expect(after.filter { !$0.hasPrefix("catalog:") } == before.filter { !$0.hasPrefix("catalog:") })
        #expect(after.contains("catalog: integer(6) rows"))
        #expect(try PoolStore(path: db).db.scalar("PRAGMA integrity_check") == .text("ok"))
    }

    /// A NUL inside a line must never cut the stored text short: the line is either refused or kept whole.
    @Test func aNulByteNeverTruncatesAStoredLine() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let text = "The baker leaves warm bread on the step\u{0} for the night nurse every morning"
        let backend = ScriptedBackend { _ in text }
        _ = try await fill(lenient(target: 1), db: db, backend: backend)
        let stored = try PoolStore(path: db).db.query("SELECT text FROM lines").compactMap { $0.string("text") }
        let file = dir.file("refs.txt")
        try write(file, "Kettle line one\u{0}and the hidden rest of it\n")
        let cfg = dir.file("quotepool.json5")
        try write(cfg, "{}")
        let imported = try BinaryRun.run(["import", "--config", cfg, "--db", db, "--locale", "en", file], in: dir)
        let catalog = try PoolStore(path: db).db.query("SELECT text FROM catalog").compactMap { $0.string("text") }
        #expect(stored.isEmpty || stored == [text], "stored as \(stored.map(\.debugDescription))")
        #expect(
            imported.code == 65 || catalog == ["Kettle line one\u{0}and the hidden rest of it"],
            "imported as \(catalog.map(\.debugDescription))")
    }

    // MARK: File modes

    @Test(arguments: ["000", "077"])
    func theDatabaseItsLogAndItsLockAre0640WhateverTheUmask(_ umask: String) throws {
        let dir = TempDir()
        let cfg = dir.file("quotepool.json5")
        try write(cfg, "{}")
        let db = dir.file("p.sqlite")
        let filled = try BinaryRun.run(
            ["fill", "--config", cfg, "--db", db, "--max-accepted", "2", "--seed", "3"], umask: umask, in: dir)
        #expect(filled.code == 0, "\(filled.stderr.suffix(500))")
        for path in [db, db + "-wal", db + "-shm", db + ".lock"] {
            #expect(mode(path) == 0o640, "umask \(umask): \(path) is \(octal(mode(path)))")
        }
        // A database that `import` creates, and a backup.
        let other = dir.file("imported.sqlite")
        let refs = dir.file("refs.txt")
        try write(refs, "A reference line about a kettle and a garden gate.\n")
        let imported = try BinaryRun.run(
            ["import", "--config", cfg, "--db", other, "--locale", "en", "--create", refs], umask: umask, in: dir)
        #expect(imported.code == 0)
        for path in [other, other + "-wal", other + "-shm"] {
            #expect(mode(path) == 0o640, "umask \(umask): \(path) is \(octal(mode(path)))")
        }
        let copy = dir.file("backup.sqlite")
        #expect(try BinaryRun.run(["db", "backup", copy, "--db", db], umask: umask, in: dir).code == 0)
        #expect(mode(copy) == 0o640, "umask \(umask): the backup is \(octal(mode(copy)))")

        // The program creates no directory: a missing state directory is an error (73), left uncreated.
        let state = dir.file("state")
        let missing = try BinaryRun.run(
            ["fill", "--config", cfg, "--max-accepted", "1"], environment: ["STATE_DIRECTORY": state], umask: umask,
            in: dir)
        #expect(missing.code == 73, "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state))
        // One systemd made (0750) keeps its mode, and gets the database at 0640.
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: state)
        let inState = try BinaryRun.run(
            ["fill", "--config", cfg, "--max-accepted", "1"], environment: ["STATE_DIRECTORY": state], umask: umask,
            in: dir)
        #expect(inState.code == 0)
        #expect(mode(state) == 0o750)
        for path in ["quotepool.sqlite", "quotepool.sqlite-wal", "quotepool.sqlite-shm", "quotepool.sqlite.lock"] {
            #expect(mode(state + "/" + path) == 0o640, "umask \(umask): \(path) is \(octal(mode(state + "/" + path)))")
        }
    }

    // MARK: query never writes

    @Test func queryChangesNoByteOfAWritableDatabase() throws {
        let dir = TempDir()
        let cfg = dir.file("quotepool.json5")
        try write(cfg, "{}")
        // URI metacharacters in the path must not turn into open flags (`mode=rwc`) or other files.
        let folder = dir.file("we?ird#dir&mode=rwc%41 x")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let db = folder + "/pool?mode=rwc&cache=shared.sqlite"
        #expect(try BinaryRun.run(["fill", "--config", cfg, "--db", db, "--max-accepted", "12"], in: dir).code == 0)
        // Root can write the file, and the file allows its owner to: only the connection keeps `query` out.
        #expect(mode(db) == 0o640 && FileManager.default.isWritableFile(atPath: db))
        let files = [db, db + "-wal"]
        let digests = try files.map { try SHA256.hex([UInt8](Data(contentsOf: URL(fileURLWithPath: $0)))) }
        let mtimes = files.map { (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date }
        let watcher = try Database(.path(db), mode: .readOnly)
        defer { watcher.close() }
        let version = try watcher.scalar("PRAGMA data_version")
        let before = try shape(db)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()

        let queries: [[String]] = [
            [], ["--format", "ndjson"], ["--format", "table"], ["--random", "--limit", "500"], ["--today"],
            ["--text", "'); DELETE FROM lines; --"], ["--locale", "en'; DROP TABLE lines; --"],
            ["--mood", "x'); UPDATE lines SET status='retired'; --"], ["--since", "2000-01-01", "--limit", "3"],
        ]
        var served = 0
        for extra in queries {
            let r = try BinaryRun.run(["query", "--config", cfg, "--db", db] + extra, in: dir)
            #expect(r.code == (extra.first == "--locale" ? 64 : 0), "query \(extra): \(r.stderr)")
            served += r.stdout.isEmpty ? 0 : 1
        }
        #expect(served >= 5)
        #expect(try watcher.scalar("PRAGMA data_version") == version, "another connection committed")
        #expect(try files.map { try SHA256.hex([UInt8](Data(contentsOf: URL(fileURLWithPath: $0)))) } == digests)
        #expect(
            files.map { (try? FileManager.default.attributesOfItem(atPath: $0))?[.modificationDate] as? Date } == mtimes
        )
        #expect(try shape(db) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == listing, "query made a file")
    }

    // MARK: API keys

    /// Every command that touches a backend, with logfmt and JSON logs, `--json` and metrics, on success
    /// and on failure: the key reaches the server and appears nowhere else.
    @Test func apiKeysAppearInNoOutputLogRowOrFile() throws {
        let dir = TempDir()
        let key = "sk-secret-\(UUID().uuidString)-env"
        let fileKey = "sk-secret-\(UUID().uuidString)-file"
        let wrongKey = "sk-secret-\(UUID().uuidString)-wrong"
        let keyFile = dir.file("api.key")
        try write(keyFile, fileKey + "\n", mode: 0o600)
        let envServer = try ServerProcess(
            "key_checking_openai.py", ["--key-sha256", SHA256.hex(Array(key.utf8))])
        let fileServer = try ServerProcess(
            "key_checking_openai.py", ["--key-sha256", SHA256.hex(Array(fileKey.utf8))])
        let failingServer = try ServerProcess(
            "key_checking_openai.py", ["--key-sha256", SHA256.hex(Array(key.utf8)), "--scenario", "server_error"])

        func config(_ name: String, base: String, keySource: String) throws -> String {
            let path = dir.file(name)
            try write(
                path,
                """
                { backend: "fake", embedder: "fake",
                  backends: { fake: { kind: "openai", base_url: "\(base)", model: "fake-model", timeout: "30s", \(keySource) } },
                  pool: { target_per_locale: 100 } }
                """)
            return path
        }
        let viaEnv = try config("env.json5", base: envServer.baseURL, keySource: #"api_key_env: "QP_TEST_KEY""#)
        let viaFile = try config("file.json5", base: fileServer.baseURL, keySource: #"api_key_file: "\#(keyFile)""#)
        let failing = try config(
            "failing.json5", base: failingServer.baseURL, keySource: #"api_key_env: "QP_TEST_KEY""#)

        var outputs: [(String, BinaryRun)] = []
        func run(_ label: String, _ args: [String], key: String?, expect code: Int32) throws {
            let r = try BinaryRun.run(args, environment: key.map { ["QP_TEST_KEY": $0] } ?? [:], in: dir)
            #expect(r.code == code, "\(label): exit \(r.code), \(r.stderr.suffix(400))")
            outputs.append((label, r))
        }
        for (name, cfg, runKey) in [("env", viaEnv, key), ("file", viaFile, nil)] {
            let db = dir.file("\(name).sqlite")
            let prom = dir.file("\(name).prom")
            let common = ["--config", cfg, "--db", db]
            let fill = ["fill"] + common + ["--max-accepted", "3", "--metrics-file", prom]
            try run("\(name) fill logfmt", fill + ["--json"], key: runKey, expect: 0)
            try run("\(name) fill json logs", fill + ["--log-format", "json"], key: runKey, expect: 0)
            try run("\(name) doctor", ["doctor"] + common, key: runKey, expect: 0)
            try run("\(name) doctor --json", ["doctor"] + common + ["--json"], key: runKey, expect: 0)
            try run("\(name) config show", ["config", "show", "--config", cfg], key: runKey, expect: 0)
            try run("\(name) config check", ["config", "check", "--config", cfg], key: runKey, expect: 0)
            try run("\(name) report", ["report"] + common + ["--json"], key: runKey, expect: 0)
            try run("\(name) query", ["query"] + common + ["--format", "json"], key: runKey, expect: 0)
        }
        // Failures: a key the server refuses (unauthorized, 69), and a server that fails every draft (75).
        let refusedDB = dir.file("refused.sqlite")
        for format in ["logfmt", "json"] {
            try run(
                "refused fill \(format)",
                [
                    "fill", "--config", viaEnv, "--db", refusedDB, "--json", "--log-format", format, "--metrics-file",
                    dir.file("refused.prom"),
                ], key: wrongKey, expect: 69)
        }
        try run(
            "refused doctor", ["doctor", "--config", viaEnv, "--db", refusedDB, "--json"], key: wrongKey, expect: 69)
        for format in ["logfmt", "json"] {
            try run(
                "failing fill \(format)",
                [
                    "fill", "--config", failing, "--db", dir.file("failing.sqlite"), "--json", "--budget", "4s",
                    "--log-format", format, "--metrics-file", dir.file("failing.prom"),
                ], key: key, expect: 75)
        }

        // The keys were really sent: the servers saw them (and refused the wrong one).
        #expect(try envServer.stats()["auth_ok", default: 0] > 0)
        #expect(try fileServer.stats()["auth_ok", default: 0] > 0)
        #expect(try envServer.stats()["auth_refused", default: 0] > 0)
        #expect(try failingServer.stats()["auth_ok", default: 0] > 0)
        let accepted = outputs.filter { ["env fill logfmt", "file fill logfmt"].contains($0.0) }
            .map { ($0.1.json["accepted"] as? [String: Int])?.values.reduce(0, +) ?? 0 }
        #expect(accepted.count == 2 && accepted.allSatisfy { $0 > 0 }, "the successful fills accepted \(accepted)")

        for secret in [key, fileKey, wrongKey] {
            for (label, r) in outputs {
                #expect(!r.stdout.contains(secret), "\(label): the key is on stdout")
                #expect(!r.stderr.contains(secret), "\(label): the key is on stderr")
            }
            for db in ["env", "file", "refused", "failing"].map({ dir.file("\($0).sqlite") }) {
                #expect(try !dump(db).contains(secret), "\(db): the key is in a table")
            }
            // Every byte of every file: databases, logs, shared memory, lock files, metrics.
            let holding = filesHolding(secret, under: dir.path, except: [keyFile])
            #expect(holding.isEmpty, "the key is in \(holding)")
        }
        let runs = outputs.count
        print("api keys: \(runs) runs checked, 3 keys, no key in any output, table or file")
    }

    // MARK: Keys in the config, key files others can read

    @Test func aLiteralKeyInTheConfigOrADropInIsRefusedWith78AndNeverShown() throws {
        let dir = TempDir()
        let secret = "sk-literal-\(UUID().uuidString)"
        let main = dir.file("quotepool.json5")
        let db = dir.file("p.sqlite")
        try write(
            main,
            """
            { backend: "cloud",
              backends: { cloud: { kind: "openai", base_url: "http://127.0.0.1:9/v1", model: "m", api_key: "\(secret)" } } }
            """)
        for args in [["fill", "--db", db], ["doctor", "--db", db], ["config", "check"], ["config", "show"]] {
            let r = try BinaryRun.run(args + ["--config", main], in: dir)
            #expect(r.code == 78, "\(args): exit \(r.code)")
            #expect((r.stdout + r.stderr).contains("backends.cloud.api_key"), "\(args): \(r.stdout) \(r.stderr)")
            #expect(!r.stdout.contains(secret) && !r.stderr.contains(secret), "\(args) shows the key")
        }
        // A reader given --db reads nothing of the config (only its database key, when --db is absent).
        let reader = try BinaryRun.run(["query", "--db", db, "--config", main], in: dir)
        #expect(reader.code == 66, "query: exit \(reader.code) \(reader.stderr)")
        #expect(!reader.stdout.contains(secret) && !reader.stderr.contains(secret), "query shows the key")
        #expect(!FileManager.default.fileExists(atPath: db))

        // The same key in a drop-in over a clean file.
        try write(
            main,
            """
            { backend: "cloud",
              backends: { cloud: { kind: "openai", base_url: "http://127.0.0.1:9/v1", model: "m", api_key_env: "QP_TEST_KEY" } } }
            """)
        try FileManager.default.createDirectory(atPath: main + ".d", withIntermediateDirectories: false)
        try write(main + ".d/50-key.json5", "{ backends: { cloud: { api_key: \"\(secret)\" } } }")
        let r = try BinaryRun.run(["config", "check", "--config", main], in: dir)
        #expect(r.code == 78)
        #expect(r.stderr.contains("50-key.json5") && r.stderr.contains("backends.cloud.api_key"), "\(r.stderr)")
        #expect(!r.stderr.contains(secret) && !r.stdout.contains(secret))
        let f = try BinaryRun.run(["fill", "--config", main, "--db", db], in: dir)
        #expect(f.code == 78 && !f.stderr.contains(secret))
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func aKeyFileOthersCanReadIsRefusedWith78AndA0600OneIsUsed() throws {
        let dir = TempDir()
        let key = "sk-secret-\(UUID().uuidString)"
        let keyFile = dir.file("api.key")
        try write(keyFile, key + "\n")
        let server = try ServerProcess("key_checking_openai.py", ["--key-sha256", SHA256.hex(Array(key.utf8))])
        let cfg = dir.file("quotepool.json5")
        try write(
            cfg,
            """
            { backend: "fake", embedder: "fake",
              backends: { fake: { kind: "openai", base_url: "\(server.baseURL)", model: "fake-model", timeout: "30s", api_key_file: "\(keyFile)" } },
              pool: { target_per_locale: 2 } }
            """)
        let db = dir.file("p.sqlite")
        for unsafe in [0o640, 0o644, 0o604, 0o660] {
            try FileManager.default.setAttributes([.posixPermissions: unsafe], ofItemAtPath: keyFile)
            let f = try BinaryRun.run(["fill", "--config", cfg, "--db", db, "--json"], in: dir)
            #expect(f.code == 78, "mode \(octal(unsafe)): exit \(f.code)")
            #expect(f.json["readiness"] as? String == "misconfigured")
            let message = f.json["message"] as? String ?? ""
            #expect(message.contains(keyFile) && message.contains("chmod 600"), "mode \(octal(unsafe)): \(message)")
            let d = try BinaryRun.run(["doctor", "--config", cfg, "--db", db], in: dir)
            #expect(d.code == 78 && d.stdout.contains("chmod 600"), "doctor, mode \(octal(unsafe)): \(d.stdout)")
            #expect(!(f.stdout + f.stderr + d.stdout + d.stderr).contains(key))
        }
        #expect(try server.stats()["auth_ok", default: 0] + server.stats()["auth_refused", default: 0] == 0)
        for safe in [0o600, 0o400] {
            try FileManager.default.setAttributes([.posixPermissions: safe], ofItemAtPath: keyFile)
            let f = try BinaryRun.run(
                ["fill", "--config", cfg, "--db", dir.file("ok-\(safe).sqlite"), "--json"], in: dir)
            #expect(f.code == 0, "mode \(octal(safe)): \(f.stderr.suffix(400))")
        }
        #expect(try server.stats()["auth_ok", default: 0] > 0)
        #expect(try server.stats()["auth_refused", default: 0] == 0)
    }
}
