import Foundation
import QuotePoolCLI
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

@Suite struct EvalTests {
    let dataset = testsDirectory + "/Fixtures/eval/gate.jsonl"
    let evalConfig = testsDirectory + "/Fixtures/eval/eval-config.json5"

    func run(_ args: [String]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    @Test func theGateDataSetCoversEveryGateReasonInEveryLocale() throws {
        let items = try EvalDataset.parse(try String(contentsOfFile: dataset, encoding: .utf8), file: dataset)
        let locales: [LocaleCode] = ["en", "de", "es", "fr", "it", "pt", "ja"]
        for locale in locales {
            let mine = items.filter { $0.locale == locale }
            #expect(mine.count >= 20, "\(locale) has \(mine.count) lines")
            let reasons = Set(mine.compactMap(\.reason))
            for code in Reason.gateOrder {
                #expect(reasons.contains(code.rawValue), "\(locale) lacks \(code.rawValue)")
            }
            #expect(mine.contains { $0.expect == .accept })
        }
    }

    @Test func evalThroughTheGateReportsTheContractFields() async throws {
        let r = await run(["eval", "--dataset", dataset, "--config", evalConfig, "--through", "gate", "--json"])
        #expect(r.code == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        for key in ["total", "accuracy", "reject_precision", "reject_recall", "by_reason", "by_locale", "mistakes"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let total = try #require(object["total"] as? Int)
        let items = try EvalDataset.parse(try String(contentsOfFile: dataset, encoding: .utf8), file: dataset)
        #expect(total == items.count)
        // A regression guard for the shipped gate on its own data set.
        #expect(try #require(object["accuracy"] as? Double) >= 0.9)
        #expect(try #require(object["reject_precision"] as? Double) >= 0.95)
    }

    @Test func theMistakesListedAreRealMistakes() async throws {
        let items = try EvalDataset.parse(try String(contentsOfFile: dataset, encoding: .utf8), file: dataset)
        var config = Config()
        config.gate.blocklist = [
            "en": ["lottery"], "de": ["Lotterie"], "es": ["lotería"], "fr": ["loterie"], "it": ["lotteria"],
            "pt": ["loteria"], "ja": ["宝くじ"],
        ]
        let report = await Evaluator(config: config, depth: .gate).run(items)
        let gate = Gate(config: config.gate)
        for mistake in report.mistakes {
            let got = gate.check(mistake.text, locale: mistake.locale).reason?.rawValue
            #expect(got == mistake.gotReason)
            #expect(mistake.expect == "accept" ? got != nil : (got == nil || got != mistake.reason))
        }
        let wrong = report.mistakes.count
        #expect(
            report.accuracy == Double(((Double(items.count - wrong) / Double(items.count)) * 10000).rounded() / 10000))
    }

    @Test func aLineAFillWouldRejectAsMalformedIsRejectedTheSameWay() async {
        let line = "The night nurse folds a paper boat by the kitchen window."
        let hidden = ["\u{1B}]0;title\u{07}", "\u{202E}", "\t", "\u{200B}", "\u{00}", "\u{FEFF}"]
        var items = hidden.map {
            EvalItem(
                text: line.replacingOccurrences(of: "folds ", with: "folds \($0)"), locale: "en", expect: .reject,
                reason: Reason.malformedOutput.rawValue)
        }
        // Through every stage the hidden ones stop before the gate; whitespace around a line is only trimmed.
        let all = await Evaluator(config: Config(), depth: .all).run(items)
        #expect(all.mistakes.isEmpty, "\(all.mistakes)")
        items.append(EvalItem(text: " \t\(line)\n", locale: "en", expect: .accept))
        let gate = await Evaluator(config: Config(), depth: .gate).run(items)
        #expect(gate.mistakes.isEmpty, "\(gate.mistakes)")
        for (index, item) in items.enumerated() where item.expect == .reject {
            #expect(DraftStage.problem(withFinalText: item.text) != nil, "line \(index)")
        }
    }

    @Test func scoresAgainstTheLabelsExactly() throws {
        let items: [EvalItem] = [
            EvalItem(text: "a", locale: "en", expect: .reject, reason: "too_short"),
            EvalItem(text: "b", locale: "en", expect: .reject, reason: "emoji"),
            EvalItem(text: "c", locale: "en", expect: .accept, reason: nil),
            EvalItem(text: "d", locale: "de", expect: .accept, reason: nil),
        ]
        // Got: right reason, wrong reason, wrongly rejected, right accept.
        let report = EvalReport(
            [(items[0], "too_short"), (items[1], "hashtag"), (items[2], "cliche"), (items[3], nil)],
            details: ["4 words", "#tag", "a stock phrase", nil], through: "gate")
        #expect(report.accuracy == 0.5)
        #expect(report.rejectPrecision == Double((2.0 / 3.0 * 10000).rounded() / 10000))
        #expect(report.rejectRecall == 1)
        // Nothing was rejected as emoji: its precision was not measured (null), which is not perfect.
        #expect(report.byReason["emoji"] == EvalReport.ReasonFigures(support: 1, precision: nil, recall: 0))
        #expect(report.byReason["cliche"] == EvalReport.ReasonFigures(support: 0, precision: 0, recall: nil))
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(report)) as? [String: Any]
        let emoji = (object?["by_reason"] as? [String: Any])?["emoji"] as? [String: Any]
        #expect(emoji?["precision"] is NSNull && emoji?["recall"] as? Double == 0, "\(String(describing: emoji))")
        #expect(report.byReason["too_short"] == EvalReport.ReasonFigures(support: 1, precision: 1, recall: 1))
        #expect(
            report.byLocale["en"]
                == EvalReport.LocaleFigures(total: 3, accuracy: Double((1.0 / 3.0 * 10000).rounded() / 10000)))
        #expect(report.mistakes.count == 2)
        // A mistake says what the stage that rejected it said.
        #expect(report.mistakes.map(\.gotDetail) == ["#tag", "a stock phrase"])
        #expect(report.confusion["emoji"] == ["hashtag": 1])
    }

    @Test func throughAllRunsNoveltyAgainstTheCatalog() async throws {
        let dir = TempDir()
        let catalog = dir.file("catalog.txt")
        let line = "The night nurse folds a paper boat by the kitchen window."
        _ = FileManager.default.createFile(atPath: catalog, contents: Data((line + "\n").utf8))
        let data = dir.file("d.jsonl")
        let rows = [
            #"{"text": "The night nurse folds a paper boat by the kitchen window.", "locale": "en", "expect": "reject", "reason": "duplicate"}"#,
            #"{"text": "The night nurse quietly folds a paper boat by the kitchen window.", "locale": "en", "expect": "reject", "reason": "near_duplicate"}"#,
        ]
        _ = FileManager.default.createFile(atPath: data, contents: Data(rows.joined(separator: "\n").utf8))
        let r = await run(["eval", "--dataset", data, "--through", "all", "--catalog", catalog, "--json"])
        #expect(r.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(object["accuracy"] as? Double == 1)
    }

    /// Without `--catalog` the catalog is empty at every depth: a line that passed is not a catalog line for the
    /// next one, so the figures do not depend on the order of the data set.
    @Test func eachLineMeetsOnlyTheCatalogItWasGivenWhateverTheOrder() async throws {
        let dir = TempDir()
        let lines = [
            "The night nurse folds a paper boat by the kitchen window before dawn.",
            "The night nurse folds a paper boat by the kitchen window before the dawn.",
        ]
        for (index, order) in [lines, lines.reversed()].enumerated() {
            let data = dir.file("d\(index).jsonl")
            let rows = order.map { #"{"text": "\#($0)", "locale": "en", "expect": "accept"}"# }
            _ = FileManager.default.createFile(atPath: data, contents: Data(rows.joined(separator: "\n").utf8))
            for depth in ["novelty", "all"] {
                let r = await run(["eval", "--dataset", data, "--through", depth, "--json"])
                let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
                let rejected = (object["mistakes"] as? [[String: Any]] ?? []).compactMap { $0["got_reason"] as? String }
                #expect(!rejected.contains("near_duplicate") && !rejected.contains("duplicate"), "\(depth): \(r.out)")
            }
        }
    }

    @Test func aMalformedDataSetExits65NamingTheLine() async {
        let dir = TempDir()
        let data = dir.file("bad.jsonl")
        _ = FileManager.default.createFile(
            atPath: data,
            contents: Data((#"{"text": "ok line", "locale": "en", "expect": "accept"}"# + "\n{\"text\": 5}\n").utf8))
        let r = await run(["eval", "--dataset", data])
        #expect(r.code == 65)
        #expect(r.err.contains("bad.jsonl:2"))
        let wrongExpect = dir.file("w.jsonl")
        _ = FileManager.default.createFile(
            atPath: wrongExpect, contents: Data(#"{"text": "x", "locale": "en", "expect": "maybe"}"#.utf8))
        #expect(await run(["eval", "--dataset", wrongExpect]).code == 65)
        #expect(await run(["eval", "--dataset", dir.file("absent.jsonl")]).code == 66)
        // Nothing to evaluate is no perfect score.
        let blank = dir.file("blank.jsonl")
        _ = FileManager.default.createFile(atPath: blank, contents: Data("\n  \n".utf8))
        let empty = await run(["eval", "--dataset", blank, "--json"])
        #expect(empty.code == 65 && empty.err.contains("blank.jsonl: holds no labeled line"), "\(empty.err)")
    }

    @Test func severalNoveltySetsCountAsOneAndAMissingOneIsNamed() async throws {
        let dir = TempDir()
        let config = dir.file("builtin.json5")
        _ = FileManager.default.createFile(atPath: config, contents: Data(#"{ embedder: "builtin" }"#.utf8))
        let first = testsDirectory + "/Fixtures/novelty"
        let second = testsDirectory + "/Fixtures/novelty-fresh"
        func pairs(_ sets: String) async throws -> Int {
            let r = await run(["eval", "--novelty-set", sets, "--split", "all", "--config", config, "--json"])
            #expect(r.code == 0, "\(r.err)")
            let figures = try JSONDecoder().decode([NoveltyStudy.Figures].self, from: Data(r.out.utf8))
            return try #require(figures.first { $0.locale == "all" }).pairs
        }
        let one = try await pairs(first)
        let other = try await pairs(second)
        #expect(one > 0 && other > 0)
        #expect(try await pairs("\(first),\(second)") == one + other)

        let missing = dir.file("absent")
        let r = await run(["eval", "--novelty-set", "\(first),\(missing)", "--config", config])
        #expect(r.code == 66)
        #expect(r.err.contains(missing), "\(r.err)")
    }

    @Test func loneSurrogatesInADataSetAreAMalformedLineNotACrash() throws {
        for row in [
            #"{"text": "\ud800 broken", "locale": "en", "expect": "reject"}"#,
            #"{"text": "tail \udfff", "locale": "en", "expect": "reject"}"#,
        ] {
            #expect(throws: EvalDataset.Malformed(file: "f.jsonl", line: 1, problem: "not a JSON object")) {
                _ = try EvalDataset.parse(row, file: "f.jsonl")
            }
        }
        let pair = try EvalDataset.parse(
            #"{"text": "\ud83d\ude00 pair", "locale": "en", "expect": "reject"}"#, file: "f.jsonl")
        #expect(pair.first?.text == "😀 pair")
        #expect(Gate(config: Config().gate).check(pair[0].text, locale: "en").reason == .emoji)
    }

    /// Found by the fuzzer: with two unknown keys, the error named whichever the dictionary listed first.
    @Test func aLineWithTwoUnknownKeysAlwaysNamesTheSameOne() {
        let row = #"{"zeta": 1, "text": "x", "locale": "en", "expect": "reject", "alpha": 2}"#
        for _ in 0..<20 {
            #expect(
                throws: EvalDataset.Malformed(
                    file: "f.jsonl", line: 1, problem: #"unknown key "alpha"; expected text, locale, expect, reason"#)
            ) {
                _ = try EvalDataset.parse(row, file: "f.jsonl")
            }
        }
    }
}

/// The calibration rule for `novelty.threshold: "auto"`: above every fresh line, and above where a normal
/// distribution of the fresh lines' cosines leaves 1%, whichever is higher.
@Suite struct NoveltyCalibrationTests {
    func study(_ fresh: [LocaleCode: [Double]], groups: (Int) -> Int = { $0 + 1 }) -> NoveltyStudy {
        NoveltyStudy(
            pairs: fresh.flatMap { locale, cosines in
                cosines.enumerated().map { i, c in
                    NoveltyStudy.Pair(
                        row: NoveltyStudy.Row(
                            group: groups(i), locale: locale, anchor: "a", variant: "b", kind: "fresh"),
                        cosine: c, rougeL: 0)
                }
            })
    }

    @Test func theThresholdClearsTheTailOfTheFreshLines() {
        // Spread out: mean 0.85, standard deviation 0.058, so the tail sits at 0.9845, above the highest line.
        let spread = [0.80, 0.80, 0.90, 0.90]
        // Tight around one outlier: the highest line decides.
        let tight = [0.70, 0.70, 0.70, 0.70, 0.70, 0.70, 0.70, 0.70, 0.70, 0.95]
        let t = study(["de": spread, "en": tight]).calibrate(split: .all)
        #expect(t["de"] == 0.985)
        #expect(t["en"] == 0.955)
    }

    @Test func onlyTheChosenGroupsCount() {
        let s = study(["fr": [0.80, 0.99, 0.80, 0.99]])
        #expect(s.calibrate(split: .odd)["fr"] == 0.805)
        #expect(s.calibrate(split: .all)["fr"]! > 0.99)
    }
}
