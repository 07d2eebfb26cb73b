import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import Testing

@testable import QuotePoolWorker

/// Switching the embedder (issue: novelty must never mix vector spaces) re-embeds the stored catalog: batch by
/// batch within a quarter of each run's budget, carried on by later runs, with a note naming what is left.
@Suite struct ReembeddingTests {
    /// The hashed embedder at another dimension (so another id and another space), metered.
    static func slowBatchEmbedder(clock: ManualClock, secondsPerBatch: Double) -> MeteredEmbedder {
        MeteredEmbedder(BuiltinEmbedder(HashedEmbedder(dimension: 128)), clock: clock, secondsPerBatch: secondsPerBatch)
    }

    @Test func aNewEmbedderReEmbedsTheCatalogAcrossRunsWithinItsShareOfTheBudget() async throws {
        let dir = TempDir()
        let db = try EmbedderSwitch.builtinPool(in: dir, lines: 600)
        let old = HashedEmbedder()

        // Run 1: a budget of 100 s gives re-embedding 25 s; batches of 256 at 20 s each fit twice (at 0 s and at
        // 20 s), so 512 lines are re-embedded and 88 wait, named in a note.
        let clock = ManualClock()
        let first = Self.slowBatchEmbedder(clock: clock, secondsPerBatch: 20)
        let (summary, notes) = try await EmbedderSwitch.fill(db, embedder: first, clock: clock)
        #expect(summary.exitCode == 0, "\(summary)")
        #expect(first.batches.withLock { $0 } == [256, 256])
        let note = try #require(notes.first { $0.contains("not re-embedded") }, "no note: \(notes)")
        #expect(note.contains("88 catalog line(s) stored by another embedder"), "\(note)")
        #expect(note.contains(first.id))
        let store = try PoolStore(path: db)
        let afterFirst = try store.loadCatalog(locale: "en", limit: 10_000, embedderID: first.id)
        #expect(afterFirst.stale.count == 88)
        #expect(afterFirst.vectors.count == 512 + (summary.accepted["en"] ?? 0))
        #expect(afterFirst.vectors.dimension == 128)

        // Run 2 carries on: the remaining 88 in one batch, and no note.
        let clock2 = ManualClock()
        let second = Self.slowBatchEmbedder(clock: clock2, secondsPerBatch: 20)
        let (summary2, notes2) = try await EmbedderSwitch.fill(db, embedder: second, clock: clock2)
        #expect(summary2.exitCode == 0)
        #expect(second.batches.withLock { $0 } == [88])
        #expect(!notes2.contains { $0.contains("not re-embedded") }, "\(notes2)")
        let afterSecond = try store.loadCatalog(locale: "en", limit: 10_000, embedderID: second.id)
        #expect(afterSecond.stale.isEmpty)
        #expect(afterSecond.vectors.count == 600 + (summary.accepted["en"] ?? 0) + (summary2.accepted["en"] ?? 0))

        // Back to the old embedder: everything is stale again in its space and is re-embedded.
        let back = try store.loadCatalog(locale: "en", limit: 10_000, embedderID: old.id)
        #expect(back.vectors.count == 0 && back.stale.count == afterSecond.vectors.count)
    }
}
