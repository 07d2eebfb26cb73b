import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// Distinctiveness on its own, over every line of `Tests/Fixtures/eval/stages.jsonl`: the concrete
/// lines must score at least 5 and the flat ones below, whatever stage catches them in the full chain.
@Suite struct DistinctivenessCalibrationTests {
    @Test func concreteLinesScoreFiveOrMoreAndFlatOnesBelow() throws {
        let path = testsDirectory + "/Fixtures/eval/stages.jsonl"
        let items = try EvalDataset.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let scorer = Distinctiveness(minimum: 5)
        var good = (n: 0, pass: 0)
        var flat = (n: 0, below: 0)
        var report = "distinctiveness on stages.jsonl by locale (good ≥ 5, flat < 5):\n"
        for locale: LocaleCode in ["en", "de", "es", "fr", "it", "pt", "ja"] {
            var g = (0, 0)
            var f = (0, 0)
            for item in items where item.locale == locale {
                let score = scorer.score(item.text, locale: locale, anchors: nil).value
                if item.expect == .accept {
                    g.0 += 1
                    if score >= 5 { g.1 += 1 }
                } else {
                    f.0 += 1
                    if score < 5 { f.1 += 1 }
                }
            }
            report += "  \(locale): good \(g.1)/\(g.0), flat \(f.1)/\(f.0)\n"
            good.n += g.0
            good.pass += g.1
            flat.n += f.0
            flat.below += f.1
        }
        print(report)
        #expect(Double(good.pass) / Double(good.n) >= 0.95, "good lines at 5 or more: \(good.pass) of \(good.n)")
        #expect(Double(flat.below) / Double(flat.n) >= 0.8, "flat lines below 5: \(flat.below) of \(flat.n)")
    }
}
