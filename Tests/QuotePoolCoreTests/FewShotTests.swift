import Foundation
import Testing

@testable import QuotePoolCore

/// The drafting prompt's examples come from the locale files, rotate by seed and draft, and a draft that copies one
/// is caught.
@Suite struct FewShotTests {
    @Test(arguments: Lexicon.builtinLocales)
    func everyServedLocaleHasExamplesThatPassTheGate(_ locale: String) throws {
        let examples = try #require(FewShot.builtin.examples[locale])
        #expect(examples.count >= 2 * FewShot.perDraft, "\(locale): too few to rotate")
        let gate = Gate()
        for line in examples {
            let verdict = gate.check(line, locale: locale)
            #expect(verdict.passed, "\(locale): \"\(line)\" is \(verdict.reason?.rawValue ?? "")")
        }
    }

    @Test func rotatesDeterministicallyBySeedAndDraft() {
        let a = FewShot.builtin.rotation(locale: "en", seed: 7, index: 0)
        #expect(a.count == FewShot.perDraft && Set(a).count == a.count)
        #expect(FewShot.builtin.rotation(locale: "en", seed: 7, index: 0) == a)
        let many = Set((0..<20).map { FewShot.builtin.rotation(locale: "en", seed: 7, index: $0) })
        #expect(many.count > 10, "the rotation hardly changes between drafts")
        #expect(FewShot.builtin.rotation(locale: "pt-BR", seed: 1, index: 1).count == FewShot.perDraft)
        #expect(FewShot.builtin.rotation(locale: "xx", seed: 1, index: 1).isEmpty)
    }

    @Test func findsCopiesAndNearCopiesOfAnExample() throws {
        let example = try #require(FewShot.builtin.examples["en"]?.first)
        #expect(FewShot.builtin.copied(example, locale: "en")?.overlap == 1)
        #expect(FewShot.builtin.copied(example.uppercased(), locale: "en")?.example == example)
        // One word changed is still the example.
        var words = example.split(separator: " ").map(String.init)
        words[1] = "borrowed"
        let edited = words.joined(separator: " ")
        #expect(FewShot.builtin.copied(edited, locale: "en")?.example == example)
        #expect(
            FewShot.builtin.copied("My grandmother sorted buttons by color every rainy Sunday afternoon.", locale: "en")
                == nil)
    }

    /// Half an example kept word for word is a copy, though the overall overlap stays under the limit.
    @Test func aRunOfWordsTakenFromAnExampleIsACopy() throws {
        let example = "Der erste Schnee macht aus jedem Hinterhof für eine Nacht eine stille Bühne."
        #expect(try #require(FewShot.builtin.examples["de"]).contains(example))
        let draft = "Das ist auch das, der erste Schnee macht aus jedem Hinterhof für eine Nachbäcke."
        #expect(RougeL.fMeasure(TextNormalizer.tokens(draft), TextNormalizer.tokens(example)) < FewShot.overlapLimit)
        let copy = try #require(FewShot.builtin.copied(draft, locale: "de"))
        #expect(copy.example == example && copy.run == 9)
        // Four words in a row are not yet a copy.
        #expect(
            FewShot.builtin.copied(
                "Der erste Schnee macht die Straßen der Stadt für Kinder zum Spielplatz.", locale: "de") == nil)
        #expect(FewShot.longestSharedRun(["a", "b", "c", "x", "d"], ["b", "c", "d"]) == 2)
    }

    /// The examples are shown to a drafting model, and a draft that copies one is rejected: an example taken
    /// from a labeled set would reject that set's line in `eval` and measure the examples instead of the stages.
    @Test func noExampleCopiesALabeledLine() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        for set in ["quality", "quality-fresh", "judge"] {
            for (locale, _) in FewShot.builtin.examples {
                let url = fixtures.appendingPathComponent(set).appendingPathComponent("\(locale).jsonl")
                guard let data = try? String(contentsOf: url, encoding: .utf8) else { continue }
                for line in data.split(separator: "\n") {
                    let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                    let text = try #require(row?["text"] as? String)
                    #expect(FewShot.builtin.copied(text, locale: locale) == nil, "\(set)/\(locale): \(text)")
                }
            }
        }
    }

    @Test func noExampleCopiesAnotherOne() {
        for (locale, examples) in FewShot.builtin.examples {
            for (i, a) in examples.enumerated() {
                for b in examples[(i + 1)...] {
                    #expect(
                        RougeL.fMeasure(TextNormalizer.tokens(a), TextNormalizer.tokens(b)) < FewShot.overlapLimit,
                        "\(locale)")
                }
            }
        }
    }
}
