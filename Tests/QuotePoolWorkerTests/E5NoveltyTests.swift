import Foundation
import QuotePoolCLI
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// The e5 embedder where fill and eval use it: eval measures the configured embedder, and a pool stored with the
/// builtin embedder is re-embedded by e5 within each run's share of the budget. Needs the e5 file
/// (`scripts/install-embedder.sh e5`, or `QUOTEPOOL_E5_DIR`); `QUOTEPOOL_REQUIRE_E5=1` fails instead of skipping.
@Suite(.enabled(if: InstalledEmbedder.e5.shouldRun, "multilingual-e5-small is not installed (QUOTEPOOL_E5_DIR)"))
struct E5NoveltyTests {
    static var directory: URL { InstalledEmbedder.e5.directory }

    func run(_ args: [String]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    @Test func evalWithTheSameDataSetGivesDifferentNoveltyFiguresWithBuiltinAndE5() async throws {
        let dir = TempDir()
        // English paraphrases of the held-out groups, each to be caught against its anchor in the catalog.
        let rows = try NoveltyStudy.read(directory: URL(fileURLWithPath: testsDirectory + "/Fixtures/novelty"))
            .filter { $0.locale == "en" && $0.group % 2 == 0 && $0.kind == "paraphrase" }
        try #require(rows.count >= 20)
        let catalog = dir.file("catalog.txt")
        let anchors = Array(Set(rows.map(\.anchor))).sorted()
        _ = FileManager.default.createFile(atPath: catalog, contents: Data(anchors.joined(separator: "\n").utf8))
        let data = dir.file("paraphrases.jsonl")
        let lines = try rows.map { row in
            let item = EvalItem(text: row.variant, locale: "en", expect: .reject, reason: "near_duplicate")
            return String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        }
        _ = FileManager.default.createFile(atPath: data, contents: Data(lines.joined(separator: "\n").utf8))
        var figures: [String: (embedder: String, recall: Double)] = [:]
        for embedder in ["builtin", "e5"] {
            let config = dir.file("\(embedder).json5")
            // One threshold for both, so only the embedder differs.
            let text =
                "{ embedder: \"\(embedder)\", embedder_dir: \"\(Self.directory.path)\", locales: [\"en\"], "
                + "novelty: { threshold: 0.85 } }"
            _ = FileManager.default.createFile(atPath: config, contents: Data(text.utf8))
            let r = await run([
                "eval", "--dataset", data, "--catalog", catalog, "--config", config, "--through", "novelty", "--json",
            ])
            #expect(r.code == 0, "\(r.err)")
            let report = try JSONDecoder().decode(EvalReport.self, from: Data(r.out.utf8))
            figures[embedder] = (report.embedder, report.byReason["near_duplicate"]?.recall ?? 0)
        }
        let builtin = try #require(figures["builtin"])
        let e5 = try #require(figures["e5"])
        #expect(builtin.embedder.hasPrefix("builtin-hash"))
        #expect(e5.embedder.hasPrefix("e5-small"))
        // Paraphrases share few words: the lexical embedder misses them, e5 catches some. Were the configured
        // embedder ignored, both figures would be the same.
        #expect(e5.recall > builtin.recall, "e5 \(e5.recall), builtin \(builtin.recall)")
    }

    /// The shipped thresholds are what the calibration rule gives on the two calibration sets, so the table cannot
    /// drift from the method docs/quality.md describes.
    @Test func theShippedThresholdsAreTheCalibrationRuleOnTheTwoCalibrationSets() async throws {
        try await EmbedderSwitch.expectShippedThresholdsAreTheCalibrationRule(E5Embedder(directory: Self.directory))
    }

    /// The two sets calibration never saw, at the shipped thresholds. What holds on both: every light edit caught in
    /// every locale, and at most 5% of fresh lines flagged over all locales. The paraphrase floors sit below the
    /// measured 0.607 and 0.306; the issue's targets (0.7 overall, 0.5 per locale) and 5% of fresh lines in every
    /// locale are not met (docs/quality.md has the tables).
    @Test(arguments: [("novelty-fresh", 0.55), ("novelty-unseen", 0.25)])
    func theHeldOutSetsKeepTheBarsTheyMeet(set: String, paraphraseFloor: Double) async throws {
        let rows = try NoveltyStudy.read(directory: URL(fileURLWithPath: testsDirectory + "/Fixtures/" + set))
        #expect(Set(rows.map(\.locale)) == ["de", "en", "es", "fr", "it", "ja", "pt"])
        let embedder = try E5Embedder(directory: Self.directory)
        let study = try await NoveltyStudy.measure(rows, embedder: embedder)
        let figures = study.figures(
            split: .all, threshold: { NoveltyThresholds.calibrated(embedderID: embedder.id, locale: $0) },
            bar: LexicalIndex.calibratedBar)
        for f in figures {
            #expect(f.editRecall >= 0.98, "\(f)")
        }
        let all = try #require(figures.first { $0.locale == "all" })
        #expect(all.freshFlagged <= 0.05, "\(all)")
        #expect(all.paraphraseRecall >= paraphraseFloor, "\(all)")
    }

    /// e5 judges a line that keeps half of an earlier one a near-duplicate (the lexical guard lets it through), so
    /// the composer needs long part lists to reach the default target in every locale with e5 as the embedder.
    @Test func theComposerFillsEveryLocaleToTheDefaultTargetWithE5() async throws {
        let dir = TempDir()
        let locales: [LocaleCode] = ["en", "de", "es", "fr", "it", "pt", "ja"]
        let options = FillOptions(
            databasePath: dir.file("p.sqlite"), budgetSeconds: 900, locales: locales, seed: 5, maxAccepted: nil,
            dryRun: false)
        var job = FillJob(
            config: config(target: 200, locales: locales), options: options,
            deadline: Deadline(budget: options.budgetSeconds, clock: .live), backend: BuiltinBackend())
        job.embedder = try E5Embedder(directory: Self.directory)
        let summary = try await job.run()
        print(
            "composer-e5 drafted=\(summary.drafted) accepted=\(summary.accepted.sorted { $0.key < $1.key })"
                + " near_duplicate=\(summary.rejected["near_duplicate"] ?? 0) elapsed=\(summary.elapsedSeconds)")
        #expect(summary.outcome == .targetReached, "\(summary)")
        for locale in locales {
            #expect(summary.accepted[locale.pool] == 200, "\(locale): \(summary.accepted[locale.pool] ?? 0)")
        }
    }

    /// e5 whose batches of more than one line each take `secondsPerBatch` of the run's clock.
    static func meteredE5(clock: ManualClock, secondsPerBatch: Double) throws -> MeteredEmbedder {
        MeteredEmbedder(try E5Embedder(directory: directory), clock: clock, secondsPerBatch: secondsPerBatch)
    }

    @Test func aPoolStoredWithTheBuiltinEmbedderIsReEmbeddedByE5AcrossRuns() async throws {
        try await EmbedderSwitch.expectReEmbeddedOnceAcrossRuns(dimension: 384) {
            try Self.meteredE5(clock: $0, secondsPerBatch: 30)
        }
    }
}
