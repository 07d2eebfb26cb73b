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

    @Test func theQuotesViewServesActiveLinesOnly() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        let ids = try store.commit(
            accepted: [
                acceptedCandidate("The nurse folds a paper boat by the window."),
                acceptedCandidate("A carpenter whistles while sanding the old oak door."),
            ], rejected: [], runID: run, now: Date()
        ).lineIDs
        #expect(try store.retire(ids: [ids[0]], reason: "test", now: Date()).retired == [ids[0]])
        let pool = try ReadOnlyPool(path: path)
        let rows = try pool.quotes(QuoteFilter())
        #expect(rows.map(\.id) == [ids[1]])
        // A retired line stays in the novelty catalog.
        #expect(try store.loadCatalog(locale: "en", limit: 10, embedderID: "test-3").vectors.count == 2)
    }

    @Test func theLineOfTheDayIgnoresLinesCreatedToday() throws {
        let dir = TempDir()
        let path = dir.file("p.sqlite")
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        let yesterday = Date().addingTimeInterval(-86400)
        _ = try store.commit(
            accepted: (1...5).map { acceptedCandidate("An older line number \($0) written yesterday evening.") },
            rejected: [], runID: run, now: yesterday)
        let pool = try ReadOnlyPool(path: path)
        let first = try #require(try pool.lineOfTheDay(locale: "en", now: Date()))
        _ = try store.commit(
            accepted: (1...5).map { acceptedCandidate("A fresh line number \($0) written this very morning.") },
            rejected: [], runID: run, now: Date())
        let second = try pool.lineOfTheDay(locale: "en", now: Date())
        #expect(second == first)
        #expect(try pool.lineOfTheDay(locale: "de", now: Date()) == nil)

        // The winner is the eligible active line of smallest rank, as the rule says.
        let dayStart = Timestamp.dayStart(Date())
        let day = String(dayStart.prefix(10))
        func expected() throws -> QuoteRow? {
            var filter = QuoteFilter()
            filter.locale = "en"
            filter.limit = 500
            return try pool.quotes(filter).filter { $0.createdAt < dayStart }.min {
                ReadOnlyPool.rank(day: day, locale: "en", id: $0.id)
                    < ReadOnlyPool.rank(day: day, locale: "en", id: $1.id)
            }
        }
        #expect(try expected() == first)
        // A retired line is never served: the next older line takes its place, never one of today's.
        #expect(try store.retire(ids: [first.id], reason: "test", now: Date()).retired == [first.id])
        let replacement = try #require(try pool.lineOfTheDay(locale: "en", now: Date()))
        #expect(replacement != first && replacement.text.contains("written yesterday"))
        #expect(try expected() == replacement)
    }
}
