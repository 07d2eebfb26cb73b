import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import Synchronization
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

/// The use embedder where fill uses it: a pool stored with another embedder is re-embedded once, the shipped
/// thresholds are the calibration rule's, and `auto` refuses a reworded repeat of a pool line in a fill. Needs the files (`scripts/install-embedder.sh use`, or
/// `QUOTEPOOL_USE_DIR`); `QUOTEPOOL_REQUIRE_USE=1` fails instead of skipping.
@Suite(
    .enabled(
        if: InstalledEmbedder.use.shouldRun,
        "Universal Sentence Encoder Multilingual is not installed (QUOTEPOOL_USE_DIR)"))
struct USENoveltyTests {
    @Test func aPoolStoredWithTheBuiltinEmbedderIsReEmbeddedByUseOnce() async throws {
        let use = try USEEmbedder(directory: InstalledEmbedder.use.directory)
        try await EmbedderSwitch.expectReEmbeddedOnceAcrossRuns(dimension: use.dimension) {
            MeteredEmbedder(use, clock: $0, secondsPerBatch: 30)
        }
    }

    @Test func theShippedThresholdsAreTheCalibrationRuleOnTheTwoCalibrationSets() async throws {
        try await EmbedderSwitch.expectShippedThresholdsAreTheCalibrationRule(
            USEEmbedder(directory: InstalledEmbedder.use.directory))
    }

    // MARK: the near-duplicate decision in a fill

    /// Lines of the held-out set `Tests/Fixtures/novelty-pools-b` (its English many-topic pool): two anchors with a
    /// paraphrase of each that the decision flags in that pool, the second one that use's calibrated cut for
    /// English (0.645) lets through.
    static let colleague = "The best colleague I ever had never once sent an email after six o'clock."
    static let colleagueReworded =
        "Of all my coworkers, the finest was the one who stopped writing emails at six every evening."
    static let grandmother = "My grandmother could fall asleep in any chair within two minutes of sitting down."
    static let grandmotherReworded = "Put Gran in a seat, any seat, and she'd be dozing inside of two minutes."
    static let others = [
        "On long train journeys, I learn more from the person opposite than from any guidebook.",
        "Our cat ignores every toy we buy and plays for hours with a bottle cap.",
        "My father only ever sang in the car, and only when he thought nobody was listening.",
    ]

    /// A fill of `lines` drafted in order, one at a time, each taking a second of a 20-second budget (the last line
    /// again once they run out), with use embedding and taste off so novelty sees every line the gate passes.
    func scriptedFill(_ lines: [String], db: String, threshold: Double? = nil, dryRun: Bool = false) async throws
        -> FillSummary
    {
        let use = try USEEmbedder(directory: InstalledEmbedder.use.directory)
        let clock = ManualClock()
        let next = Mutex(0)
        let backend = ScriptedBackend(lineEmbedder: use) { _ in
            clock.advance(by: 1)
            return lines[
                min(
                    next.withLock { n in
                        defer { n += 1 }; return n
                    }, lines.count - 1)]
        }
        var c = config(target: 1000, concurrency: 1)
        c.taste.enabled = false
        c.novelty.threshold = threshold
        return try await fill(c, db: db, budget: 20, dryRun: dryRun, backend: backend, clock: clock.workerClock)
    }

    /// Where `text` first stopped in the newest run of `db`, and why.
    func candidate(_ text: String, db: String) throws -> (stage: String?, reason: String?, detail: String?) {
        let row = try PoolStore(path: db).db.query(
            "SELECT stage, reason, detail FROM candidates WHERE text = ? AND run_id = (SELECT MAX(id) FROM runs) "
                + "ORDER BY id LIMIT 1", [.text(text)]
        ).first
        return (row?.string("stage"), row?.string("reason"), row?.string("detail"))
    }

    @Test func autoRefusesARewordingOfALineAcceptedEarlierInTheSameFill() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let summary = try await scriptedFill([Self.colleague, Self.colleagueReworded] + Self.others, db: db)
        let stored = try PoolStore(path: db).db.query("SELECT text FROM lines").compactMap { $0.string("text") }
        try #require(stored.contains(Self.colleague), "the first line must be accepted for the test to say anything")
        #expect(!stored.contains(Self.colleagueReworded))
        let refused = try candidate(Self.colleagueReworded, db: db)
        #expect(refused.stage == "novelty" && refused.reason == "near_duplicate", "\(refused)")
        #expect(refused.detail?.contains("near-duplicate decision") == true, "\(refused)")
        #expect(refused.detail?.contains("run:") == true, "compared with the line pending in this run: \(refused)")
        #expect(summary.rejected["near_duplicate", default: 0] >= 1)
    }

    @Test func autoRefusesARewordingOfAPoolLineThatACosineCutLetsThrough() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        _ = try await scriptedFill([Self.grandmother] + Self.others, db: db)
        let stored = try PoolStore(path: db).db.query("SELECT text FROM lines").compactMap { $0.string("text") }
        try #require(stored.contains(Self.grandmother), "the pool line must be stored for the test to say anything")

        // A number is a plain cosine cut: at use's calibrated English cut the rewording is not a near-duplicate.
        let cut = try await scriptedFill([Self.grandmotherReworded], db: db, threshold: 0.645, dryRun: true)
        #expect(cut.rejected["near_duplicate", default: 0] == 0, "\(cut.rejected)")
        #expect(cut.rejected["duplicate", default: 0] >= 1, "its repeats are exact duplicates of the line it passed")

        // `auto`: the fitted decision, against the pool's catalog.
        let summary = try await scriptedFill([Self.grandmotherReworded], db: db)
        let refused = try candidate(Self.grandmotherReworded, db: db)
        #expect(refused.stage == "novelty" && refused.reason == "near_duplicate", "\(refused)")
        #expect(refused.detail?.contains("line:") == true && refused.detail?.contains("decision") == true)
        #expect(summary.accepted["en", default: 0] == 0)
    }
}
