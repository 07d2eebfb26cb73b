import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

@Suite struct PoolStoreTests {
    /// A stored vector comes back bit for bit after what is already in the buffer, and a BLOB of another length
    /// appends nothing.
    @Test func vectorBlobsAppendBitForBit() {
        let vector: [Float] = [0, -0.0, 1, -1.5, .pi, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e-7]
        let blob = VectorBlob.encode(vector)
        var out: [Float] = [42]
        #expect(blob.withUnsafeBytes { VectorBlob.append($0, dimension: vector.count, to: &out) })
        #expect(out.map(\.bitPattern) == ([42] + vector).map(\.bitPattern))
        #expect(!blob.withUnsafeBytes { VectorBlob.append($0, dimension: vector.count + 1, to: &out) })
        #expect(out.count == vector.count + 1)
        #expect(VectorBlob.decode(blob)?.map(\.bitPattern) == vector.map(\.bitPattern))
    }

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

    /// Unit tests of the store need no file: an in-memory store migrates, writes and reads as a file does (the
    /// whole interface is checked against both stores in ``PoolContractTests``).
    @Test func anInMemoryStoreHoldsAWholePoolAndWritesNoFile() throws {
        let store = try PoolStore(.memory)
        #expect(store.path == ":memory:")
        #expect(try store.db.scalar("PRAGMA user_version") == .integer(Int64(Schema.currentVersion)))
        let run = try startRun(store)
        let batch = (1...3).map { acceptedCandidate("In-memory line \($0) keeps a lantern lit by the gate.") }
        #expect(try store.commit(accepted: batch, rejected: [], runID: run, now: Date()).lineIDs.count == 3)
        #expect(try store.activeCount(locale: "en") == 3)
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
}
