import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolPostgres
@testable import QuotePoolStore

/// What only the PostgreSQL store has: several writers at once, leases, roles, a server that can go away.
@Suite(.enabled(if: StoreKind.available.contains(.postgres))) struct PostgresStoreTests {
    private func start(_ writer: any PoolWriter, host: String) throws -> Int64 {
        try writer.beginRun(
            RunStart(
                startedAt: Date(), budgetSeconds: 60, host: host, os: "os", version: "v", configHash: "c",
                backend: "test", model: "m", locales: ["en"], seed: 1, dryRun: false))
    }

    private func line(_ text: String, vector: [Float]) -> Candidate {
        var c = acceptedCandidate(text)
        c.embedding = vector
        return c
    }

    /// Two fills on two hosts: what the second commits after the first loaded its catalog is checked inside the
    /// first's next batch — the same line and a near-duplicate are dropped, and recorded with the other host's
    /// line as nearest; a fresh line is stored.
    @Test func aBatchDropsWhatAnotherHostCommittedMeanwhile() throws {
        let pg = try PostgresFixture()
        let a = try PostgresPool(pg.url)
        let b = try PostgresPool(pg.url)
        let runA = try start(a, host: "a")
        let runB = try start(b, host: "b")
        let check = ConcurrentWriters(thresholds: ["en": 0.9], embedderID: "test-3", target: nil)
        a.checkConcurrentWriters(check)
        b.checkConcurrentWriters(check)
        _ = try a.loadCatalog(locale: "en", limit: 100, embedderID: "test-3")
        let theirs = try b.commit(
            accepted: [
                line("The ferryman counts gulls while the engine coughs awake.", vector: [1, 0, 0]),
                line("A neighbour returns the ladder with a jar of plum jam.", vector: [0, 1, 0]),
            ], rejected: [], runID: runB, now: Date())
        #expect(theirs.lineIDs.count == 2 && theirs.dropped.isEmpty)
        let ours = try a.commit(
            accepted: [
                line("The ferryman counts gulls while the engine coughs awake!", vector: [0, 0, 1]),
                line("A neighbour brings the ladder back with plum jam.", vector: [0.05, 0.99, 0]),
                line("Cold tea tastes of the conversation that cooled it.", vector: [0.6, 0, 0.8]),
            ], rejected: [], runID: runA, now: Date())
        #expect(ours.lineIDs.count == 1)
        #expect(ours.dropped.map(\.reason) == [.duplicate, .nearDuplicate])
        #expect(ours.dropped[0].detail?.contains("line:\(theirs.lineIDs[0])") == true)
        #expect(ours.dropped[1].detail?.contains("line:\(theirs.lineIDs[1])") == true)
        let recorded = try pg.connection.query(
            "SELECT reason, persistence FROM candidates WHERE run_id = ? AND accepted = 0 ORDER BY id",
            [.integer(runA)])
        #expect(recorded.map { $0.string("reason") } == ["duplicate", "near_duplicate"])
        #expect(recorded.allSatisfy { $0.string("persistence") == "not_stored" })
        // Its own lines are not compared with themselves in the next batch.
        let next = try a.commit(
            accepted: [line("A bicycle bell rings twice for nobody at dawn.", vector: [0.6, 0, 0.8])], rejected: [],
            runID: runA, now: Date())
        #expect(next.lineIDs.count == 1)
        // And the other host's lines stay checked in every later batch, not only in the one that fetched them.
        let later = try a.commit(
            accepted: [line("Gulls are counted by the ferryman as the engine wakes.", vector: [0.99, 0.05, 0])],
            rejected: [], runID: runA, now: Date())
        #expect(later.lineIDs.isEmpty && later.dropped.map(\.reason) == [.nearDuplicate])
    }

    /// Fills racing for the last places: a batch stores no more than the pool still needs.
    @Test func aBatchNeverPassesTheTarget() throws {
        let pg = try PostgresFixture()
        let a = try PostgresPool(pg.url)
        let b = try PostgresPool(pg.url)
        let runA = try start(a, host: "a")
        let runB = try start(b, host: "b")
        let check = ConcurrentWriters(thresholds: ["en": 0.99], embedderID: "test-3", target: 4)
        a.checkConcurrentWriters(check)
        b.checkConcurrentWriters(check)
        func batch(_ tag: String) -> [Candidate] {
            (1...3).map { i in
                line(
                    "Line \(i) of host \(tag) hums along the quiet harbour wall.",
                    vector: [Float(i), tag == "a" ? 1 : -1, 0])
            }
        }
        #expect(try b.commit(accepted: batch("b"), rejected: [], runID: runB, now: Date()).lineIDs.count == 3)
        let ours = try a.commit(accepted: batch("a"), rejected: [], runID: runA, now: Date())
        #expect(ours.lineIDs.count == 1 && ours.dropped.count == 2)
        #expect(ours.dropped.allSatisfy { $0.reason == nil && $0.detail?.contains("target") == true })
        #expect(try a.activeCount(locale: "en") == 4)
    }

    /// A connection killed by the server in the middle of a batch: the batch fails as try-again (75), nothing of it
    /// is visible, and the next call connects again.
    @Test func aConnectionKilledMidBatchRollsTheBatchBack() throws {
        let pg = try PostgresFixture()
        let writer = try PostgresPool(pg.url)
        let run = try start(writer, host: "h")
        let pid = try #require(try writer.connection.query("SELECT pg_backend_pid() AS pid").first?.int("pid"))
        let before = try pg.connection.query("SELECT count(*) AS n FROM lines").first?.int("n")
        #expect {
            _ = try writer.commit(
                accepted: (1...4).map { acceptedCandidate("Line \($0) that a terminated backend never stores.") },
                rejected: [], runID: run, now: Date()
            ) {
                _ = try pg.connection.query("SELECT pg_terminate_backend(?::int)", [.integer(pid)])
                usleep(100_000)
            }
        } throws: { error in
            (error as? StoreError)?.category == .tempFail
        }
        #expect(try pg.connection.query("SELECT count(*) AS n FROM lines").first?.int("n") == before)
        #expect(try writer.activeCount(locale: "en") == 0)
        #expect(
            try writer.commit(
                accepted: [acceptedCandidate("The next batch goes through on a new connection.")], rejected: [],
                runID: run, now: Date()
            ).lineIDs.count == 1)
    }

    /// A reader's transactions are read only: a write through its connection is refused by the server.
    @Test func readersReadInReadOnlyTransactions() throws {
        let pg = try PostgresFixture()
        _ = try PostgresPool(pg.url)
        let reader = try PostgresPool(pg.url, readOnly: true)
        #expect {
            try reader.transaction(readOnly: true) { () throws(PGError) in
                try reader.connection.query("DELETE FROM lines")
            }
        } throws: { error in
            if case .server(let state, _, _) = error as? StoreError { return state == "25006" }
            return false
        }
    }

    /// The consumer role may read the view and nothing else; the writer role everything it needs.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["QUOTEPOOL_PG_READER_URL"] != nil))
    func theReaderRoleReadsTheViewOnly() throws {
        let pg = try PostgresFixture()
        let writer = try PostgresPool(pg.url)
        let run = try start(writer, host: "h")
        _ = try writer.commit(
            accepted: [acceptedCandidate("A lamp in the stairwell waits for the last tenant.")], rejected: [],
            runID: run, now: Date())
        try pg.connection.execute("GRANT USAGE ON SCHEMA \(pg.schema) TO quotepool_reader")
        try pg.connection.execute("GRANT SELECT ON \(pg.schema).quotes TO quotepool_reader")
        let base = try #require(ProcessInfo.processInfo.environment["QUOTEPOOL_PG_READER_URL"])
        let url = try PostgresURL(base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + pg.schema)
        let reader = try PostgresPool(url, readOnly: true)
        #expect(try reader.quotes(QuoteFilter()).count == 1)
        #expect {
            _ = try reader.report(runs: 5, days: 3, now: Date())
        } throws: { error in
            (error as? StoreError)?.category == .cantCreate
        }
        #expect(try reader.missingWriterPrivileges().contains("INSERT on lines"))
        #expect(try writer.missingWriterPrivileges().isEmpty)
    }

    /// Fills starting together on several hosts apply the schema once.
    @Test func writersOpeningAtOnceMigrateOnce() async throws {
        let pg = try PostgresFixture()
        let url = pg.url
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { _ = try PostgresPool(url) } }
            try await group.waitForAll()
        }
        #expect(try pg.connection.query("SELECT count(*) AS n FROM quotepool_schema").first?.int("n") == 1)
    }

    @Test func aForeignSchemaIsRefused() throws {
        let pg = try PostgresFixture()
        try pg.connection.execute("CREATE TABLE lines (id int, body text)")
        #expect {
            _ = try PostgresPool(pg.url)
        } throws: { error in
            if case .notOurs = error as? StoreError { return true }
            return false
        }
        try pg.connection.execute("DROP TABLE lines")
        _ = try PostgresPool(pg.url)
        try pg.connection.execute("UPDATE quotepool_schema SET version = version + 1")
        #expect {
            _ = try PostgresPool(pg.url, readOnly: true)
        } throws: { error in
            if case .newerSchema = error as? StoreError { return true }
            return false
        }
    }

    @Test func aReaderOfAPoolWithNoSchemaYetIsTold() throws {
        let pg = try PostgresFixture()
        #expect(throws: StoreError.empty(path: pg.url.given)) { _ = try PostgresPool(pg.url, readOnly: true) }
    }
}

/// `quotepool db copy`: SQLite into PostgreSQL and back, ids and vectors kept, resumed after a stop.
@Suite(.enabled(if: StoreKind.available.contains(.postgres))) struct PoolCopyTests {
    @Test func aPoolCopiedIntoPostgresAndBackServesTheSameLinesAndVectors() throws {
        let dir = TempDir()
        let original = try PoolStore(path: dir.file("a.sqlite"))
        let run = try startRun(original)
        for batch in 0..<3 {
            _ = try original.commit(
                accepted: (1...5).map { i in
                    var c = acceptedCandidate("Copied line \(batch)-\(i) hums by the harbour wall at dusk.")
                    c.embedding = [Float(batch), Float(i), 0.5]
                    return c
                }, rejected: [], runID: run, now: Date())
        }
        _ = try original.retire(ids: [2], reason: "flat", now: Date())
        _ = try original.importReferences(
            ["A reference line about a kettle."], locale: "en", source: "t", embedderID: "test-3",
            vectors: [[0, 0, 1]], now: Date())
        let pg = try PostgresFixture()
        let server = try PostgresPool(pg.url)
        let there = try PoolCopier.copy(from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: server, batch: 4)
        #expect(there.verified && there.copied["lines"] == 15 && there.copied["catalog"] == 1)
        // New lines on the server get ids above the copied ones.
        let serverRun = try server.beginRun(
            RunStart(
                startedAt: Date(), budgetSeconds: 10, host: "h", os: "os", version: "v", configHash: "c",
                backend: "test", model: "m", locales: ["en"], seed: 1, dryRun: false))
        #expect(serverRun == 2)
        let back = try PoolStore(path: dir.file("b.sqlite"))
        let home = try PoolCopier.copy(from: try PostgresPool(pg.url, readOnly: true), to: back, batch: 4)
        #expect(home.verified)
        let a = try ReadOnlyPool(path: dir.file("a.sqlite"))
        let b = try ReadOnlyPool(path: dir.file("b.sqlite"))
        var all = QuoteFilter()
        all.limit = 100
        #expect(try a.quotes(all) == b.quotes(all) && a.quotes(all).count == 14)
        #expect(try PoolCopier.digest(of: a) == PoolCopier.digest(of: b))

        // A copy that stopped resumes after what the destination holds; a destination with other rows is told.
        _ = try original.commit(
            accepted: [acceptedCandidate("A line written after the first copy, by the harbour.")], rejected: [],
            runID: run, now: Date())
        // The server has a run of its own since: it holds another pool now, and nothing is written into it.
        #expect(throws: StoreError.foreignRows(table: "runs", id: 2)) {
            _ = try PoolCopier.copy(from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: server)
        }
        #expect(try PoolCopier.count(server, "lines") == 15)
        let fresh = try PostgresFixture()
        let stopping = StoppingDestination(try PostgresPool(fresh.url), after: 3)
        #expect(throws: StoreError.self) {
            _ = try PoolCopier.copy(from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: stopping, batch: 4)
        }
        let resumed = try PoolCopier.copy(
            from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: try PostgresPool(fresh.url), batch: 4)
        #expect(resumed.verified && resumed.copied["lines"] == 16 - 8)
    }

    /// A destination whose connection is lost after `after` batches: what a copy that stopped left behind.
    final class StoppingDestination: PoolCopyDestination {
        let inner: PostgresPool
        var left: Int
        init(_ inner: PostgresPool, after: Int) {
            self.inner = inner
            left = after
        }
        func copyColumns(_ table: String) throws(StoreError) -> [String] { try inner.copyColumns(table) }
        func copyRows(_ table: String, columns: [String], after id: Int64, limit: Int) throws(StoreError) -> [Row] {
            try inner.copyRows(table, columns: columns, after: id, limit: limit)
        }
        func copyIdentity() throws(StoreError) -> String { try inner.copyIdentity() }
        func newestID(_ table: String) throws(StoreError) -> Int64 { try inner.newestID(table) }
        func insertCopies(_ table: String, columns: [String], _ rows: [Row]) throws(StoreError) {
            guard left > 0 else { throw .server(sqlState: "08006", message: "connection lost", category: .tempFail) }
            left -= 1
            try inner.insertCopies(table, columns: columns, rows)
        }
        func finishCopy(_ table: String) throws(StoreError) { try inner.finishCopy(table) }
    }
}

/// The URL and password rules.
@Suite struct PostgresURLTests {
    @Test func aURLCarryingAPasswordIsRefusedWithoutEchoingIt() {
        #expect {
            _ = try PostgresURL("postgres://writer:s3cret-pw@db.example:5432/pool")
        } throws: { error in
            let text = "\(error)"
            return (error as? PostgresURL.Invalid)?.category == .config && !text.contains("s3cret-pw")
                && text.contains("PGPASSFILE")
        }
    }

    @Test func theURLBecomesLibpqKeywords() throws {
        let url = try PostgresURL("postgresql://writer@db.example:6543/pool?sslmode=verify-full&connect_timeout=3")
        #expect(url.keywords["user"] == "writer" && url.keywords["host"] == "db.example")
        #expect(url.keywords["port"] == "6543" && url.keywords["dbname"] == "pool")
        #expect(url.keywords["sslmode"] == "verify-full")
        // The fill's deadline bounds the connect timeout; a shorter one of the operator's stays.
        #expect(url.keywords(connectTimeout: 10)["connect_timeout"] == "3")
        #expect(try PostgresURL("postgres://w@h/p").keywords(connectTimeout: 4.2)["connect_timeout"] == "5")
        #expect(throws: PostgresURL.Invalid.self) { _ = try PostgresURL("postgres://w@h/p?sslmod=require") }
        #expect(PostgresURL.isPostgres("POSTGRES://w@h/p") && !PostgresURL.isPostgres("/var/lib/pool.sqlite"))
    }

    @Test func aPasswordFileOthersCanReadIsRefused() throws {
        let dir = TempDir()
        let path = dir.file("pw")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("hunter2\n".utf8)))
        chmod(path, 0o640)
        #expect {
            _ = try PostgresURL("postgres://w@h/p", passwordFile: path)
        } throws: { error in
            "\(error)".contains("chmod 600") && !"\(error)".contains("hunter2")
        }
        chmod(path, 0o600)
        #expect(try PostgresURL("postgres://w@h/p", passwordFile: path).keywords["password"] == "hunter2")
        #expect(throws: PostgresURL.Invalid.self) {
            _ = try PostgresURL("postgres://w@h/p", passwordFile: dir.file("absent"))
        }
    }

    @Test func placeholdersAreTranslatedOutsideQuotes() {
        #expect(
            PGConnection.positional("SELECT ? , '?', ?2 FROM t WHERE a = ?")
                == "SELECT $1 , '?', $2 FROM t WHERE a = $2")
    }

    /// Every statement of the PostgreSQL store, and of the pool's writes both stores share (`SQLPool`), is bound:
    /// what the SQL text interpolates is only ever one of the store's own table and column names, never a value.
    @Test func theStoresSQLInterpolatesNoValues() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Sources")
        let dir = sources.appendingPathComponent("QuotePoolPostgres")
        let shared = sources.appendingPathComponent("QuotePoolStore")
        let allowed: Set<String> = [
            "table", "columns", "placeholders", "values.map { \"\\($0.0) = ?\" }.joined(separator: \", \")",
            "schema", "contains(\"text\")", "$0", "url.given", "destination", "error", "what", "table_name",
            // Column lists of `db copy`, each name checked against the schema's own (CopyNames).
            "columns.joined(separator: \", \")", "all.joined(separator: \", \")",
            // A constant fragment of the store's own SQL (stage and reason as the metrics count them).
            "CandidateCounting.stageAndReason",
        ]
        var found: [String] = []
        let files =
            try FileManager.default.contentsOfDirectory(atPath: dir.path).map { dir.appendingPathComponent($0) }
            + FileManager.default.contentsOfDirectory(atPath: shared.path).filter { $0.hasPrefix("SQL") }.map {
                shared.appendingPathComponent($0)
            }
        #expect(files.contains { $0.lastPathComponent == "SQLPool+Lines.swift" })
        for file in files where file.pathExtension == "swift" {
            let name = file.lastPathComponent
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.range(of: #"\b(SELECT|INSERT|UPDATE|DELETE|WHERE|VALUES)\b"#, options: .regularExpression) != nil
            {
                var rest = Substring(line)
                while let open = rest.range(of: "\\(") {
                    var depth = 1
                    var end = open.upperBound
                    while end < rest.endIndex, depth > 0 {
                        if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                        end = rest.index(after: end)
                    }
                    let expression = String(rest[open.upperBound..<rest.index(before: end)])
                    if !allowed.contains(expression) { found.append("\(name): \\(\(expression))") }
                    rest = rest[end...]
                }
            }
        }
        #expect(found.isEmpty, "interpolated into SQL: \(found)")
    }
}
