import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore
import Synchronization
import Testing

@testable import QuotePoolWorker

/// What every in-process embedder's suite checks the same way: that switching to it re-embeds a stored pool once,
/// within each run's share of the budget, and that its shipped novelty thresholds are the calibration rule's.
enum EmbedderSwitch {
    /// A pool of 300 reference lines stored with the builtin embedder, filled three times with the embedder `make`
    /// gives (its batches of more than one line taking 30 s of the run's clock): a quarter of 100 s is 25 s, so the
    /// first run re-embeds one batch of 256 and names the 44 left, the second re-embeds those 44, and the third
    /// re-embeds nothing.
    static func expectReEmbeddedOnceAcrossRuns(
        dimension: Int, _ make: (ManualClock) throws -> MeteredEmbedder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let dir = TempDir()
        let db = try builtinPool(in: dir, lines: 300)
        let store = try PoolStore(path: db)
        var accepted = 0
        for (run, expected) in [[256], [44], []].enumerated() {
            let clock = ManualClock()
            let embedder = try make(clock)
            let (summary, notes) = try await fill(db, embedder: embedder, clock: clock)
            accepted += summary.accepted["en"] ?? 0
            #expect(summary.exitCode == 0, "run \(run + 1): \(summary)", sourceLocation: sourceLocation)
            #expect(embedder.batches.withLock { $0 } == expected, "run \(run + 1)", sourceLocation: sourceLocation)
            let left = notes.contains { $0.contains("44 catalog line(s) stored by another embedder") }
            #expect(left == (run == 0), "run \(run + 1): \(notes)", sourceLocation: sourceLocation)
            let catalog = try store.loadCatalog(locale: "en", limit: 10_000, embedderID: embedder.id)
            #expect(catalog.stale.count == (run == 0 ? 44 : 0), sourceLocation: sourceLocation)
            #expect(catalog.vectors.dimension == dimension, sourceLocation: sourceLocation)
            if run > 0 { #expect(catalog.vectors.count == 300 + accepted, sourceLocation: sourceLocation) }
        }
    }

    /// A new pool in `dir` holding `lines` en reference lines stored with the builtin embedder's vectors; its path.
    static func builtinPool(in dir: TempDir, lines: Int) throws -> String {
        let db = dir.file("p.sqlite")
        let builtin = HashedEmbedder()
        let texts = (0..<lines).map { "Reference line \($0): the harbour lamps come on one by one at dusk." }
        let store = try PoolStore(path: db)
        _ = try store.importReferences(
            texts, locale: "en", source: "test", embedderID: builtin.id, vectors: texts.map(builtin.embed), now: Date())
        return db
    }

    /// A fill of `db` in en with `embedder` on `clock`: a budget of 100 s, at most 2 lines accepted, a target no
    /// pool reaches; its summary and the notes it logged.
    static func fill(_ db: String, embedder: MeteredEmbedder, clock: ManualClock) async throws -> (
        FillSummary, [String]
    ) {
        let notes = Mutex<[String]>([])
        let options = FillOptions(
            databasePath: db, budgetSeconds: 100, locales: ["en"], seed: 7, maxAccepted: 2, dryRun: false)
        var job = FillJob(
            config: config(target: 10_000), options: options,
            deadline: Deadline(budget: options.budgetSeconds, clock: clock.workerClock), backend: BuiltinBackend()
        ) { event in
            if case .note(let text) = event { notes.withLock { $0.append(text) } }
        }
        job.embedder = embedder
        return (try await job.run(), notes.withLock { $0 })
    }

    /// The shipped thresholds for `embedder` are what the calibration rule gives on the two calibration sets
    /// (`Tests/Fixtures/novelty`, `Tests/Fixtures/novelty-second`), so the table cannot drift from the method
    /// docs/quality.md describes; a locale without its own value takes the highest.
    static func expectShippedThresholdsAreTheCalibrationRule(
        _ embedder: any LineEmbedder, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let rows = try ["novelty", "novelty-second"].flatMap {
            try NoveltyStudy.read(directory: URL(fileURLWithPath: testsDirectory + "/Fixtures/" + $0))
        }
        let calibrated = try await NoveltyStudy.measure(rows, embedder: embedder).calibrate(split: .all)
        let entry = try #require(
            NoveltyThresholds.table.first { embedder.id.hasPrefix($0.idPrefix) }, sourceLocation: sourceLocation)
        #expect(
            Dictionary(uniqueKeysWithValues: calibrated.map { ($0.key.code, $0.value) }) == entry.locales,
            sourceLocation: sourceLocation)
        #expect(entry.fallback == calibrated.values.max(), sourceLocation: sourceLocation)
    }
}
