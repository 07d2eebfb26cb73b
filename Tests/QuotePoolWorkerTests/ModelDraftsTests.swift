import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// The labeled drafts of the CI model (`Tests/Fixtures/drafts`): the taste model learns from the discards of the
/// `read` split only, and the whole chain is held to its figures on the `held_out` split: fills of seeds it never saw
/// (777005, drawn and labeled before the model was fitted; 5 and 6, drawn and labeled before the French inversion check
/// and the model trained on seeds 3 and 4 were measured on them), never trained on.
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
        #expect(read.count == 3881 && heldOut.count == 1426)
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
            // 98.3% or more; 737 since it learned from seven, 738 from ten. The floors leave a line or two of slack.
            (seed: 777_005, discards: 740, rejected: 733, perLocale: 0.97),
            // Measured once, blind, with the model trained on seeds up to 4: seed 5 307 of 312 (English 95.4%, the
            // lowest), seed 6 269 of 275 (English 94.5%).
            (seed: 5, discards: 312, rejected: 305, perLocale: 0.93),
            (seed: 6, discards: 275, rejected: 267, perLocale: 0.93),
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
