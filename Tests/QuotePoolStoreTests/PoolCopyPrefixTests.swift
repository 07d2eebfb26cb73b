import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

/// `quotepool db copy` between SQLite files: it resumes a copy of the same pool and refuses, before writing, a
/// destination that holds another one.
struct PoolCopyPrefixTests {
    private func pool(_ path: String, lines: [String]) throws -> PoolStore {
        let store = try PoolStore(path: path)
        let run = try startRun(store)
        _ = try store.commit(accepted: lines.map { acceptedCandidate($0) }, rejected: [], runID: run, now: Date())
        return store
    }

    private func texts(_ path: String) throws -> [String] {
        try ReadOnlyPool(path: path).db.query("SELECT text FROM lines ORDER BY id").compactMap { $0.string("text") }
    }

    @Test func aCopyResumesIntoACopyOfTheSamePoolAndRefusesAnotherPoolBeforeWriting() throws {
        let dir = TempDir()
        let source = try pool(
            dir.file("a.sqlite"),
            lines: (1...6).map { "Source line \($0) hums by the harbour wall at dusk, quite alone." })
        let first = try PoolCopier.copy(
            from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: try PoolStore(path: dir.file("b.sqlite")))
        #expect(first.verified && first.copied["lines"] == 6)

        // The source grows; the copy resumes after what the destination holds.
        _ = try source.commit(
            accepted: [acceptedCandidate("A later line about the ferry bell ringing twice in fog.")], rejected: [],
            runID: 1, now: Date())
        let again = try PoolCopier.copy(
            from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: try PoolStore(path: dir.file("b.sqlite")))
        #expect(again.verified && again.copied["lines"] == 1 && again.copied["runs"] == 0)

        // Another pool, whose first lines have the same ids: refused, and the destination is as it was.
        _ = try pool(
            dir.file("c.sqlite"),
            lines: (1...9).map { "Another pool's line \($0) counts the gulls along the pier at noon." })
        let before = try texts(dir.file("b.sqlite"))
        let refused = #expect(throws: StoreError.self) {
            _ = try PoolCopier.copy(
                from: try ReadOnlyPool(path: dir.file("c.sqlite")), to: try PoolStore(path: dir.file("b.sqlite")))
        }
        // Run 1 may have started in the same second in both pools; line 1 tells them apart then.
        let seen = refused.map { e -> Bool in
            e == .foreignRows(table: "runs", id: 1) || e == .foreignRows(table: "lines", id: 1)
        }
        #expect(seen == true, "\(String(describing: refused))")
        #expect(refused?.category == .dataError)
        #expect(try texts(dir.file("b.sqlite")) == before)

        // A destination holding rows the source lacks (its own later run) is another pool too.
        let copy = try PoolStore(path: dir.file("b.sqlite"))
        _ = try startRun(copy)
        #expect(throws: StoreError.foreignRows(table: "runs", id: 2)) {
            _ = try PoolCopier.copy(
                from: try ReadOnlyPool(path: dir.file("a.sqlite")), to: try PoolStore(path: dir.file("b.sqlite")))
        }
    }
}
