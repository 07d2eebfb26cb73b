import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

@Suite struct ReadOnlyPoolTests {
    @Test func aMissingDatabaseIsReportedAndNotCreated() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("absent-\(UUID().uuidString).sqlite")
            .path
        #expect(throws: StoreError.missing(path: path)) { _ = try ReadOnlyPool(path: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A fill creates the file before it commits the schema; a reader in between is told the pool is not
    /// there yet, not that the file belongs to someone else. A file with any schema object stays foreign.
    @Test func aFileWithNoSchemaYetIsAnEmptyPoolNotAForeignOne() throws {
        let dir = TempDir()
        let zeroBytes = dir.file("zero.sqlite")
        _ = FileManager.default.createFile(atPath: zeroBytes, contents: Data())
        #expect(throws: StoreError.empty(path: zeroBytes)) { _ = try ReadOnlyPool(path: zeroBytes) }

        let walOnly = dir.file("wal.sqlite")
        do {
            let db = try Database(.path(walOnly))
            _ = try db.scalar("PRAGMA journal_mode=WAL")
        }
        #expect(throws: StoreError.empty(path: walOnly)) { _ = try ReadOnlyPool(path: walOnly) }

        let foreign = dir.file("foreign.sqlite")
        do {
            let db = try Database(.path(foreign))
            try db.execute("CREATE TABLE notes (body TEXT)")
        }
        #expect(throws: StoreError.notOurs(path: foreign, detail: "application_id 0")) {
            _ = try ReadOnlyPool(path: foreign)
        }
        // And the next fill takes the empty file over.
        _ = try PoolStore(path: walOnly)
        #expect(try ReadOnlyPool(path: walOnly).quotes(QuoteFilter()).isEmpty)
    }

    @Test func theReadOnlyConnectionCannotWriteEvenWhenTheFileIsWritable() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        _ = try PoolStore(path: path)
        let pool = try ReadOnlyPool(path: path)
        #expect(throws: SQLiteError.self) { try pool.db.execute("DELETE FROM lines") }
    }
}
