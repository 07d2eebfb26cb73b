import Foundation
import QuotePoolCore
import QuotePoolStore
import Testing

@testable import QuotePoolCLI
@testable import QuotePoolPostgres

/// The commands against a PostgreSQL pool, as an operator runs them: `--db postgres://…`.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["QUOTEPOOL_PG_URL"] != nil
            || ProcessInfo.processInfo.environment["CI"] == "true"))
struct PostgresCLITests {
    func run(_ args: [String], env: [String: String] = [:]) async -> (code: Int32, out: String, err: String) {
        var environment = env
        for key in ["PGPASSFILE", "PGPASSWORD", "HOME"] {
            environment[key] = ProcessInfo.processInfo.environment[key]
        }
        let (console, captured) = Console.capturing(environment: environment)
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    /// A schema of its own on the server of `QUOTEPOOL_PG_URL`; its URL, and a connection to look inside.
    func pool() throws -> (url: String, connection: PGConnection, drop: () -> Void) {
        let base = try #require(ProcessInfo.processInfo.environment["QUOTEPOOL_PG_URL"])
        let schema = "qp_cli_" + UUID().uuidString.prefix(8).lowercased()
        let admin = try PGConnection(try PostgresURL(base).keywords(connectTimeout: 5))
        try admin.execute("CREATE SCHEMA \(schema)")
        let url = base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
        let connection = try PGConnection(try PostgresURL(url).keywords(connectTimeout: 5))
        return (url, connection, { try? admin.execute("DROP SCHEMA \(schema) CASCADE") })
    }

    @Test func fillQueryReportCheckRetireAndDoctorWorkAgainstPostgres() async throws {
        let (url, connection, drop) = try pool()
        defer { drop() }
        let dir = TempDir()
        let config = dir.file("quotepool.json5")
        _ = FileManager.default.createFile(atPath: config, contents: Data("{ pool: { target_per_locale: 30 } }".utf8))
        let doctorBefore = await run(["doctor", "--config", config, "--db", url])
        #expect(doctorBefore.out.contains("holds no pool yet"), "\(doctorBefore.out)")
        let fill = await run([
            "fill", "--config", config, "--db", url, "--locale", "en,de", "--host-id", "host-a", "--json",
        ])
        #expect(fill.code == 0, "\(fill.err)")
        #expect(fill.out.contains("\"outcome\":\"target_reached\""))
        let host = try connection.query("SELECT host, status, lease_until FROM runs").first
        #expect(host?.string("host") == "host-a" && host?.string("status") == "finished")
        #expect(host?.string("lease_until") != nil)

        let query = await run(["query", "--db", url, "--format", "json", "--limit", "100"])
        #expect(query.code == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(query.out.utf8)) as? [[String: Any]])
        #expect(rows.count == 60)
        #expect(await run(["query", "--db", url, "--today"]).code == 0)
        let report = await run(["report", "--db", url])
        #expect(report.code == 0 && report.out.contains("target_reached"))
        #expect(await run(["db", "check", "--db", url]).code == 0)
        let id = try #require(rows.first?["id"] as? Int)
        let retire = await run(["retire", "--config", config, "--db", url, "--reason", "flat", String(id)])
        #expect(retire.code == 0, "\(retire.err)")
        #expect(try connection.query("SELECT count(*) AS n FROM quotes").first?.int("n") == 59)
        let doctor = await run(["doctor", "--config", config, "--db", url])
        #expect(doctor.out.contains("PostgreSQL, schema v1, 59 active lines"), "\(doctor.out)")
        // A second fill tops the pool up again: one line.
        let again = await run(["fill", "--config", config, "--db", url, "--locale", "en,de", "--json"])
        #expect(again.code == 0 && again.out.contains("\"committed\":1"), "\(again.out)")
        // Backups of a server pool are the server's business.
        #expect(await run(["db", "backup", dir.file("b.sqlite"), "--db", url]).code == ExitCode.usage)
    }

    @Test func aPasswordInTheURLIsAConfigurationErrorAndIsNeverPrinted() async throws {
        let r = await run(["fill", "--db", "postgres://writer:pa55-w0rd@127.0.0.1:5/pool", "--budget", "2s"])
        #expect(r.code == ExitCode.config)
        #expect(!r.err.contains("pa55-w0rd") && !r.out.contains("pa55-w0rd"))
        #expect(r.err.contains("PGPASSFILE"))
    }

    @Test func anUnreachableServerIsTryAgainWithinTheBudget() async throws {
        let started = ContinuousClock.now
        let r = await run(["fill", "--db", "postgres://writer@127.0.0.1:9/pool?connect_timeout=2", "--budget", "3s"])
        #expect(r.code == ExitCode.tempFail, "\(r.err)")
        #expect(ContinuousClock.now - started < .seconds(6))
        let q = await run(["query", "--db", "postgres://reader@127.0.0.1:9/pool?connect_timeout=2"])
        #expect(q.code == ExitCode.tempFail)
    }

    /// Issue 36, item 3: a `search_path` naming no schema that exists ended a fill with 70 ("no schema has been
    /// selected to create in"); no retry can mend it, so it is configuration (78), for every command.
    @Test func aSearchPathNamingNoSchemaIsConfiguration() async throws {
        let base = try #require(ProcessInfo.processInfo.environment["QUOTEPOOL_PG_URL"])
        let url = base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3Dqp_no_such_schema"
        let fill = await run(["fill", "--db", url, "--budget", "3s"])
        #expect(fill.code == ExitCode.config, "\(fill.err)")
        let dir = TempDir()
        let file = dir.file("refs.txt")
        _ = FileManager.default.createFile(atPath: file, contents: Data("A reference line for the pool here.\n".utf8))
        let imported = await run(["import", "--db", url, "--locale", "en", file])
        #expect(imported.code == ExitCode.config, "\(imported.err)")
    }

    /// Issue 36, item 3: `postgres://` alone tried the default socket and said try again (75).
    @Test func aBareSchemeIsConfiguration() async throws {
        for command in [["fill", "--budget", "2s"], ["query"], ["report"], ["db", "check"]] {
            let r = await run(command + ["--db", "postgres://"])
            #expect(r.code == ExitCode.config, "\(command): \(r.err)")
        }
    }

    /// Issue 36, item 4: a role with SELECT only was told it lacked CREATE on the schema (the schema table's DDL),
    /// though the pool was there and what it lacked was INSERT; the reader role's `query --today` needs a grant the
    /// operations guide now names, and a missing database is not something a fill creates.
    @Test func aRoleWithoutAGrantIsToldWhichOneAndWhere() async throws {
        let (url, connection, drop) = try pool()
        defer { drop() }
        let readerBase = try #require(ProcessInfo.processInfo.environment["QUOTEPOOL_PG_READER_URL"])
        let schema = try #require(url.components(separatedBy: "search_path%3D").last)
        let reader = readerBase + (readerBase.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
        #expect(await run(["fill", "--db", url, "--locale", "en", "--max-accepted", "3"]).code == 0)
        try connection.execute("GRANT USAGE ON SCHEMA \(schema) TO quotepool_reader")

        let fill = await run(["fill", "--db", reader, "--locale", "en", "--budget", "3s"])
        #expect(fill.code == ExitCode.cantCreate, "\(fill.err)")
        #expect(!fill.err.contains("CREATE TABLE") && fill.err.contains("permission denied for table"), "\(fill.err)")
        #expect(fill.err.contains("quotepool doctor"), "\(fill.err)")

        #expect(await run(["query", "--db", reader]).code == 0)
        let today = await run(["query", "--db", reader, "--today"])
        #expect(
            today.code == ExitCode.cantCreate && today.err.contains("SELECT (id, created_at) on lines"), "\(today.err)")
        try connection.execute("GRANT SELECT (id, created_at) ON lines TO quotepool_reader")
        let granted = await run(["query", "--db", reader, "--today"])
        #expect(granted.code == 0, "\(granted.err)")

        let missing = await run([
            "query", "--db", readerBase.replacingOccurrences(of: "/quotepool?", with: "/qp_nodb?"),
        ])
        #expect(missing.code == ExitCode.noInput, "\(missing.err)")
        #expect(!missing.err.contains("run `quotepool fill`") && missing.err.contains("create it on the server"))
    }

    /// Issue 36, item 5: `db copy X X` by another spelling copied a pool onto itself and said "verified".
    @Test func aCopyOfAPostgresPoolOntoItselfIsRefused() async throws {
        let (url, _, drop) = try pool()
        defer { drop() }
        #expect(await run(["fill", "--db", url, "--locale", "en", "--max-accepted", "3"]).code == 0)
        // The same pool as a keyword string (the password file names the host as written, so it stays).
        let parts = try #require(URLComponents(string: url))
        let schema = try #require(url.components(separatedBy: "search_path%3D").last)
        let other =
            "host=\(parts.host ?? "") port=\(parts.port ?? 5432) dbname=\(parts.path.dropFirst()) "
            + "user=\(parts.user ?? "") sslmode=disable options='-csearch_path=\(schema)'"
        let r = await run(["db", "copy", url, other])
        #expect(r.code == ExitCode.usage && r.err.contains("are one pool"), "\(r.code) \(r.err)")
    }
}
