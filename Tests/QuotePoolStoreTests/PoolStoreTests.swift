import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

@Suite struct PoolStoreTests {
    @Test func createsAVersionedWALDatabaseWithGroupReadableFiles() throws {
        let dir = TempDir()
        let path = dir.file("pool.sqlite")
        let oldMask = umask(0o022)
        defer { umask(oldMask) }
        do {
            let store = try PoolStore(path: path)
            #expect(try store.db.scalar("PRAGMA journal_mode") == .text("wal"))
            #expect(try store.db.scalar("PRAGMA user_version") == .integer(Int64(Schema.currentVersion)))
            #expect(try store.db.scalar("PRAGMA application_id") == .integer(Int64(Schema.applicationID)))
            _ = try startRun(store)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        // The -wal and -shm files stay after close so read-only consumers can open the file.
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(FileManager.default.fileExists(atPath: path + "-shm"))
    }

    /// Unit tests of the store need no file: an in-memory store migrates, writes and reads as a file does, here
    /// through the interface a fill uses.
    @Test func anInMemoryStoreHoldsAWholePoolAndWritesNoFile() throws {
        let store = try PoolStore(.memory)
        #expect(store.path == ":memory:")
        #expect(try store.db.scalar("PRAGMA user_version") == .integer(Int64(Schema.currentVersion)))
        let writer: any PoolWriter = store
        let run = try startRun(store)
        let batch = (1...3).map { acceptedCandidate("In-memory line \($0) keeps a lantern lit by the gate.") }
        let ids = try writer.commit(accepted: batch, rejected: [], runID: run, now: Date()).lineIDs
        #expect(ids.count == 3)
        #expect(try writer.retire(ids: [ids[0]], reason: "test", now: Date()).retired == [ids[0]])
        #expect(try writer.activeCount(locale: "en") == 2)
        #expect(try writer.lineHashes().count == 3)
        #expect(try writer.loadCatalog(locale: "en", limit: 10, embedderID: "test-3").vectors.count == 3)
        for name in [":memory:", ":memory:-wal", ":memory:-shm"] {
            #expect(!FileManager.default.fileExists(atPath: name))
        }
    }

    @Test func tablesAreStrict() throws {
        let store = try PoolStore(.memory)
        let runID = try startRun(store)
        #expect(throws: SQLiteError.self) {
            try store.db.run("UPDATE runs SET drafted = 'many' WHERE id = ?", [.integer(runID)])
        }
    }

    @Test func reopeningAMigratedDatabaseKeepsItsContents() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        do {
            let store = try PoolStore(path: path)
            let run = try startRun(store)
            _ = try store.commit(
                accepted: [acceptedCandidate("The baker folds a paper boat by the window.")], rejected: [], runID: run,
                now: Date())
        }
        let before = try snapshot(path)
        _ = try PoolStore(path: path)
        #expect(try snapshot(path) == before)
        #expect(before.contains { $0.hasPrefix("lines:") })
    }

    @Test func refusesAForeignSQLiteFileWithoutTouchingIt() throws {
        let dir = TempDir()
        let path = dir.file("other.sqlite")
        do {
            let db = try Database(.path(path))
            try db.execute(
                "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices VALUES (1, 9.5)")
        }
        let bytes = FileManager.default.contents(atPath: path)
        #expect {
            _ = try PoolStore(path: path)
        } throws: { error in
            if case .notOurs = error as? StoreError { return true }
            return false
        }
        #expect(FileManager.default.contents(atPath: path) == bytes)
    }

    @Test func refusesASchemaNewerThanThisBinary() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        do {
            let store = try PoolStore(path: path)
            try store.db.execute("PRAGMA user_version = \(Schema.currentVersion + 1)")
        }
        #expect(
            throws: StoreError.newerSchema(
                path: path, found: Schema.currentVersion + 1, supported: Schema.currentVersion)
        ) {
            _ = try PoolStore(path: path)
        }
    }

    @Test func reportsAFileThatIsNotADatabaseAsCorrupt() throws {
        let dir = TempDir()
        let path = dir.file("junk.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x5A, count: 8192))
        #expect {
            _ = try PoolStore(path: path)
        } throws: { error in
            if case .corrupt = error as? StoreError { return true }
            return false
        }
        #expect(FileManager.default.contents(atPath: path) == Data(repeating: 0x5A, count: 8192))
    }

    @Test func failsClearlyWhenTheDirectoryIsMissing() {
        #expect {
            _ = try PoolStore(path: "/nonexistent-dir-\(UUID().uuidString)/p.sqlite")
        } throws: { error in
            if case .cannotOpen = error as? StoreError { return true }
            return false
        }
    }

    @Test func aFailureAtCommitLeavesTheDatabaseExactlyAsBefore() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        _ = try store.commit(
            accepted: [acceptedCandidate("A first line that was committed earlier today.")], rejected: [], runID: run,
            now: Date())
        let before = try snapshot(path)

        struct Injected: Error {}
        let batch = (1...5).map { acceptedCandidate("Line number \($0) of a batch that will never be seen.") }
        #expect(throws: StoreError.self) {
            _ = try store.commit(accepted: batch, rejected: [], runID: run, now: Date()) { throw Injected() }
        }
        #expect(try snapshot(path) == before)
    }

    @Test func aConstraintViolationInsideABatchRollsBackTheWholeBatch() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        let before = try snapshot(path)
        // The third line repeats the first one's normalized text: the unique hash fails mid-batch.
        let batch = [
            acceptedCandidate("The nurse folds a paper boat by the window."),
            acceptedCandidate("A carpenter whistles while sanding the old oak door."),
            acceptedCandidate("the NURSE folds a paper boat, by the window!"),
        ]
        #expect {
            _ = try store.commit(accepted: batch, rejected: [], runID: run, now: Date())
        } throws: { error in
            if case .sqlite(let e) = error as? StoreError { return e.isConstraint }
            return false
        }
        #expect(try snapshot(path) == before)
        #expect(!store.db.isInTransaction)
    }

    @Test func aClosedHandleAtCommitIsAnErrorAndWritesNothing() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        let before = try snapshot(path)
        store.db.close()
        #expect(throws: StoreError.self) {
            _ = try store.commit(
                accepted: [acceptedCandidate("A line that cannot be written anywhere at all.")], rejected: [],
                runID: run, now: Date())
        }
        #expect(try snapshot(path) == before)
    }

    @Test func sqlTextIsBoundNeverInterpolated() throws {
        let store = try PoolStore(.memory)
        let run = try startRun(store)
        let hostile = "x'); DROP TABLE lines; -- \" OR 1=1"
        _ = try store.commit(
            accepted: [acceptedCandidate(hostile, locale: "en'--")], rejected: [], runID: run, now: Date())
        let rows = try store.db.query("SELECT text, locale FROM lines")
        #expect(rows.count == 1)
        #expect(rows.first?.string("text") == hostile)
        #expect(rows.first?.string("locale") == "en'--")
    }

    @Test func marksRunsLeftRunningAsCrashed() throws {
        let store = try PoolStore(.memory)
        let run = try startRun(store)
        #expect(try store.markCrashedRuns(now: Date()).crashed == 1)
        #expect(try store.db.scalar("SELECT status FROM runs WHERE id = ?", [.integer(run)]) == .text("crashed"))
        #expect(try store.markCrashedRuns(now: Date()).crashed == 0)
    }

    @Test func catalogVectorsFromAnotherEmbedderComeBackStale() throws {
        let store = try PoolStore(.memory)
        let run = try startRun(store)
        _ = try store.commit(
            accepted: [acceptedCandidate("The nurse folds a paper boat by the window.")], rejected: [], runID: run,
            now: Date())
        let same = try store.loadCatalog(locale: "en", limit: 10, embedderID: "test-3")
        #expect(same.vectors.count == 1 && same.stale.isEmpty)
        let other = try store.loadCatalog(locale: "en", limit: 10, embedderID: "another")
        #expect(other.vectors.isEmpty && other.stale.count == 1)
        try store.saveEmbeddings(other.stale.map { ($0.ref, [0, 1]) }, embedderID: "another")
        let after = try store.loadCatalog(locale: "en", limit: 10, embedderID: "another")
        #expect(after.vectors.count == 1 && after.vectors.vector(0) == [0, 1])
    }

    @Test func pruningKeepsTheCandidatesOfStoredLines() throws {
        let store = try PoolStore(.memory)
        let run = try startRun(store)
        var rejected = Candidate(text: "too short", locale: "en", model: "m", backend: "b", promptVersion: "p")
        rejected.reject(at: .gate, .tooShort)
        let old = Date().addingTimeInterval(-40 * 86400)
        _ = try store.commit(
            accepted: [acceptedCandidate("The nurse folds a paper boat by the window.")], rejected: [rejected],
            runID: run, now: old)
        #expect(try store.prune(now: Date(), candidatesDays: 30, runsDays: 365) == 1)
        let left = try store.db.query("SELECT accepted FROM candidates")
        #expect(left.count == 1 && left.first?.int("accepted") == 1)
    }

    @Test func pruningNeverLowersTheCandidateCounters() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        func rejected(_ text: String) -> Candidate {
            var c = Candidate(text: text, locale: "en", model: "m", backend: "b", promptVersion: "p")
            c.reject(at: .gate, .tooShort)
            return c
        }
        let old = Date().addingTimeInterval(-40 * 86400)
        _ = try store.commit(
            accepted: [acceptedCandidate("The nurse folds a paper boat by the window.")],
            rejected: [rejected("too short"), rejected("short too")], runID: run, now: old)
        let before = try ReadOnlyPool(path: path).totals().candidates
        #expect(before["gate"]?["too_short"] == 2 && before["accepted"]?["accepted"] == 1)
        #expect(try store.prune(now: Date(), candidatesDays: 30, runsDays: 365) == 2)
        #expect(try store.db.scalar("SELECT count(*) FROM candidates") == .integer(1))
        #expect(try ReadOnlyPool(path: path).totals().candidates == before)
        // A second pruning of the same window counts nothing twice.
        _ = try store.commit(accepted: [], rejected: [rejected("short again")], runID: run, now: old)
        #expect(try store.prune(now: Date(), candidatesDays: 30, runsDays: 365) == 1)
        #expect(try ReadOnlyPool(path: path).totals().candidates["gate"]?["too_short"] == 3)
    }
}
