import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

/// Files the store must refuse: each is reported with its own error (exit 73, SPEC 6) by the writer and
/// by the read-only consumer, and neither changes a byte of it.
@Suite struct BadDatabaseFileTests {
    /// A way a database file can be bad.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        /// Cut to half its pages, as by a copy that ran out of space.
        case truncated
        /// One leaf page of `lines`, in the middle of the file, overwritten with garbage.
        case damagedPages
        /// Another application's SQLite file: its own tables and `application_id`.
        case foreign
        /// A quotepool database migrated by a newer binary (`user_version` above ours).
        case newerSchema
        /// Not SQLite at all.
        case notADatabase

        var testDescription: String { rawValue }

        /// Whether `error` is the report this damage should get.
        func matches(_ error: StoreError) -> Bool {
            switch (self, error) {
            case (.truncated, .corrupt), (.damagedPages, .corrupt), (.notADatabase, .corrupt): true
            case (.foreign, .notOurs): true
            case (.newerSchema, .newerSchema(_, let found, let supported)): found == supported + 1
            default: false
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func theWriterRefusesABadFileAndLeavesItsBytesAlone(_ damage: Damage) throws {
        let dir = TempDir()
        let path = try Self.make(damage, in: dir)
        let before = try sha256(path)
        #expect {
            _ = try PoolStore(path: path)
        } throws: { error in
            guard let error = error as? StoreError else { return false }
            print("\(damage.rawValue), opened for writing: \(error.description) -> \(error.category)")
            return damage.matches(error) && error.category == .cantCreate
        }
        #expect(try sha256(path) == before)
    }

    @Test(arguments: Damage.allCases)
    func theReadOnlyConsumerReportsABadFileAndLeavesItsBytesAlone(_ damage: Damage) throws {
        let dir = TempDir()
        let path = try Self.make(damage, in: dir)
        let before = try sha256(path)
        #expect {
            // A consumer opens the file and reads every line; damage in the middle shows on that read.
            let pool = try ReadOnlyPool(path: path)
            var filter = QuoteFilter()
            filter.limit = 10_000
            _ = try pool.quotes(filter)
        } throws: { error in
            guard let error = error as? StoreError else { return false }
            print("\(damage.rawValue), opened read-only: \(error.description) -> \(error.category)")
            return damage.matches(error) && error.category == .cantCreate
        }
        #expect(try sha256(path) == before)
    }

    /// `db check` and `doctor` report damage in a file whose first pages are sound: as problems found,
    /// or, when SQLite gives up on the damaged tree, as ``StoreError/corrupt(path:message:)``.
    @Test func theFullCheckReportsDamagedPages() throws {
        let dir = TempDir()
        let path = try Self.make(.damagedPages, in: dir)
        let before = try sha256(path)
        do {
            let problems = try ReadOnlyPool(path: path).fullCheck()
            #expect(problems.contains { $0.hasPrefix("integrity:") })
        } catch {
            guard case .corrupt = error else {
                Issue.record("the full check threw \(error)")
                return
            }
        }
        #expect(try sha256(path) == before)
    }

    // MARK: - Making bad files

    /// A sound pool with enough lines to span many pages, its write-ahead log checkpointed into the
    /// main file and emptied, so the main file is the only copy of every page.
    static func makePool(_ path: String) throws {
        try WriteWorkload.seed(path)
        let store = try PoolStore(path: path)
        let run = try store.beginRun(WriteWorkload.runStart(at: WriteWorkload.now))
        _ = try store.commit(
            accepted: (1...300).map { WriteWorkload.line("Pool line \($0) keeps a lantern burning by the gate") },
            rejected: [], runID: run, now: WriteWorkload.now)
        try store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        store.db.close()
    }

    static func make(_ damage: Damage, in dir: TempDir) throws -> String {
        let path = dir.file("pool.sqlite")
        switch damage {
        case .truncated:
            try makePool(path)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(size / 4096 / 2 * 4096))
            try handle.close()
        case .damagedPages:
            try makePool(path)
            let page: Int64
            do {
                let db = try Database(.path(path), mode: .readOnly)
                defer { db.close() }
                let leaves = try db.query(
                    "SELECT pageno FROM dbstat WHERE name = 'lines' AND pagetype = 'leaf' ORDER BY pageno"
                ).compactMap { $0.int("pageno") }
                try #require(leaves.count >= 3, "the pool spans too few pages to damage one in the middle")
                page = leaves[leaves.count / 2]
            }
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.seek(toOffset: UInt64(page - 1) * 4096)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
            try handle.close()
        case .foreign:
            // Fossil's application_id, and tables of its own.
            let db = try Database(.path(path))
            try db.execute(
                """
                PRAGMA application_id = 252006674;
                CREATE TABLE blob (rid INTEGER PRIMARY KEY, uuid TEXT UNIQUE, content BLOB);
                INSERT INTO blob (uuid, content) VALUES ('a1b2', x'00ff00ff'), ('c3d4', x'deadbeef');
                """)
            db.close()
        case .newerSchema:
            try makePool(path)
            let db = try Database(.path(path))
            try db.execute("PRAGMA user_version = \(Schema.currentVersion + 1); PRAGMA wal_checkpoint(TRUNCATE)")
            db.close()
        case .notADatabase:
            let text = String(repeating: "quotepool is not in this file; it holds plain text.\n", count: 200)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
        return path
    }
}

/// SHA-256 of a file's bytes.
func sha256(_ path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return SHA256.hex([UInt8](data))
}
