import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// The labeled drafts of the CI model (`Tests/Fixtures/drafts`): the taste model learns from the discards of the
/// `read` split only, and the whole chain is held to its figures on the `held_out` split: fills of seeds it never saw
/// (777005, drawn and labeled before the model was fitted; 1 and 2, drawn after every rule was written), never read
/// for any rule.
@Suite struct ModelDraftsTests {
    struct Draft {
        var text: String
        var locale: LocaleCode
        var seed: Int
        var split: String
        var label: String
    }

    static func drafts() throws -> [Draft] {
        let dir = testsDirectory + "/Fixtures/drafts"
        return try ["de", "en", "es", "fr", "it", "pt"].flatMap { locale in
            try String(contentsOfFile: "\(dir)/\(locale).jsonl", encoding: .utf8).split(separator: "\n").map { line in
                let row = try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return Draft(
                    text: try #require(row["text"] as? String),
                    locale: try LocaleCode(try #require(row["locale"] as? String)),
                    seed: try #require(row["seed"] as? Int), split: try #require(row["split"] as? String),
                    label: try #require(row["label"] as? String))
            }
        }
    }

    @Test func theTasteModelLearnsFromTheReadDiscardsAndNeverFromTheHeldOutSplit() throws {
        let drafts = try Self.drafts()
        let trained = Dictionary(
            TasteTrainer.shippedExamples.map { ("\($0.locale)|\($0.text)", $0) }, uniquingKeysWith: { a, _ in a })
        let read = drafts.filter { $0.split == "read" && $0.label == "discard" }
        let heldOut = drafts.filter { $0.split == "held_out" }
        #expect(read.count == 2541 && heldOut.count == 1521)
        for draft in read {
            let example = trained["\(draft.locale)|\(draft.text)"]
            #expect(example?.label == false && example?.style?.hasPrefix("model_draft_") == true, "\(draft.text)")
        }
        #expect(heldOut.allSatisfy { trained["\($0.locale)|\($0.text)"] == nil })
    }

    /// Needs Hunspell's dictionaries: without them the spelling stage is skipped and the chain is not the shipped one.
    @Test(
        .enabled(if: InstalledDictionaries.runs, InstalledDictionaries.skipped),
        arguments: [
            // Measured when the model learned from the drafts of five seeds: 735 of 740 (720 before), every locale at
            // 98.3% or more. The floors leave a line or two of slack.
            (seed: 777_005, discards: 740, rejected: 733, perLocale: 0.97),
            // Measured after the rules of 2026-12-07: seed 1 322 of 331 (English 94.3%), seed 2 329 of 336 (French
            // 96.6%, the lowest).
            (seed: 1, discards: 331, rejected: 320, perLocale: 0.93),
            (seed: 2, discards: 336, rejected: 327, perLocale: 0.95),
        ])
    func theWholeChainRejectsTheHeldOutDiscards(
        of fill: (seed: Int, discards: Int, rejected: Int, perLocale: Double)
    ) async throws {
        let discards = try Self.drafts().filter { $0.seed == fill.seed && $0.label == "discard" }
        #expect(discards.allSatisfy { $0.split == "held_out" })
        let items = discards.map { EvalItem(text: $0.text, locale: $0.locale, expect: .reject) }
        // The chain `eval` builds from the default config, with the shipped taste model; no embedder: every line is
        // judged alone, against an empty catalog.
        var setup = try ChainSetup.resolve(config: Config(), environment: [:])
        setup.embedder = nil
        let report = await Evaluator(setup: setup, depth: .all, judge: .fallback).run(items)
        #expect(
            report.total == fill.discards && report.accuracy >= Double(fill.rejected) / Double(fill.discards),
            "\(report.mistakes.map(\.text))")
        for (locale, figures) in report.byLocale {
            #expect(figures.accuracy >= fill.perLocale, "\(locale): \(figures.accuracy)")
        }
    }
}
