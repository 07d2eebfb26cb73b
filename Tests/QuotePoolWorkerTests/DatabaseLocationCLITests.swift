import Foundation
import QuotePoolCore
import Testing

/// How the commands read a database value (`--db`, `$QUOTEPOOL_DB`, the config's `database`): a libpq keyword
/// string is a PostgreSQL pool like a `postgres://` URL, with the same password guard, and a near miss is refused
/// (78) before any file is created under its name (issue 36, items 2 and 3). No server is needed: every case ends
/// before connecting, or at a port where nothing listens.
@Suite(.serialized) struct DatabaseLocationCLITests {
    func run(_ args: [String], environment: [String: String] = [:], in dir: TempDir) throws -> BinaryRun {
        try BinaryRun.run(args, environment: environment, directory: dir.path, in: dir)
    }

    /// What the run left in `dir` besides the runner's own output files.
    func created(in dir: TempDir) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { !$0.hasPrefix(".run-") }
    }

    /// Item 2: the keyword string became an SQLite file named after its password, and the summary printed it.
    @Test func aKeywordStringWithAPasswordIsRefusedAndNeverShownOrUsedAsAFileName() throws {
        let dir = TempDir()
        let value = "host=127.0.0.1 port=5432 dbname=pwdb user=pwuser password=S3cretPw0rd"
        let r = try run(["fill", "--db", value, "--budget", "5s", "--json"], in: dir)
        #expect(r.code == ExitCode.config, "\(r.stderr)")
        #expect(created(in: dir).isEmpty, "\(created(in: dir))")
        #expect(!r.stdout.contains("S3cretPw0rd") && !r.stderr.contains("S3cretPw0rd"), "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("PGPASSFILE"), "\(r.stderr)")
        let env = try run(["fill", "--budget", "5s", "--json"], environment: ["QUOTEPOOL_DB": value], in: dir)
        #expect(env.code == ExitCode.config && created(in: dir).isEmpty, "\(env.stderr)")
        #expect(!env.stdout.contains("S3cretPw0rd") && !env.stderr.contains("S3cretPw0rd"))
    }

    /// A keyword string without a password is a PostgreSQL pool: nothing listens on port 9, so try again (75),
    /// and no file is created.
    @Test func aKeywordStringNamesAPostgresPool() throws {
        let dir = TempDir()
        let r = try run(
            ["fill", "--db", "host=127.0.0.1 port=9 dbname=pool user=w connect_timeout=2", "--budget", "3s", "--json"],
            in: dir)
        #expect(r.code == ExitCode.tempFail, "\(r.stderr)")
        #expect(created(in: dir).isEmpty, "\(created(in: dir))")
    }

    /// Item 2's near misses, for a writer and a reader, from the flag, the environment and the config file.
    @Test func nearMissesAreRefusedBeforeAnyFileIsCreated() throws {
        let dir = TempDir()
        for value in [
            "pg://w@127.0.0.1/pool", "postgresql:127.0.0.1/pool", " postgres://w@127.0.0.1/pool", "postgres://",
        ] {
            for command in [
                ["fill", "--budget", "2s"], ["query"], ["import", "--locale", "en", dir.file("none.txt")],
            ] {
                let r = try run(command + ["--db", value], in: dir)
                #expect(r.code == ExitCode.config, "\(command) \(value): \(r.code) \(r.stderr)")
                #expect(created(in: dir).isEmpty, "\(command) \(value): \(created(in: dir))")
            }
            let env = try run(["fill", "--budget", "2s"], environment: ["QUOTEPOOL_DB": value], in: dir)
            #expect(env.code == ExitCode.config && created(in: dir).isEmpty, "\(value): \(env.stderr)")
        }
        let config = dir.file("quotepool.json5")
        _ = FileManager.default.createFile(atPath: config, contents: Data(#"{ database: "pg://w@h/pool" }"#.utf8))
        for command in [["fill", "--budget", "2s"], ["query"]] {
            let r = try run(command + ["--config", config], in: dir)
            #expect(r.code == ExitCode.config, "\(command): \(r.stderr)")
            #expect(r.stderr.contains("pg://"), "\(r.stderr)")
        }
        #expect(created(in: dir) == ["quotepool.json5"], "\(created(in: dir))")
    }

    /// Item 3: parameters that no retry can mend are configuration (78), not try again (75) or a bug (70).
    @Test func parametersNoRetryCanMendAreConfiguration() throws {
        let dir = TempDir()
        for value in [
            "postgres://w@127.0.0.1:99999/pool", "postgres://w@127.0.0.1:9/pool?sslmode=bogus",
            "postgres://w@127.0.0.1:9/pool?connect_timeout=abc", "host=127.0.0.1 port=0 dbname=pool",
            "host=127.0.0.1 port=9 dbname=pool sslmode=bogus",
        ] {
            for command in [["fill", "--budget", "2s"], ["query"]] {
                let r = try run(command + ["--db", value], in: dir)
                #expect(r.code == ExitCode.config, "\(command) \(value): \(r.code) \(r.stderr)")
            }
        }
        #expect(created(in: dir).isEmpty, "\(created(in: dir))")
    }
}
