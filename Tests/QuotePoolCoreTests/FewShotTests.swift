import Foundation
import Testing

@testable import QuotePoolCore

/// The drafting prompt's examples come from the locale files, rotate by seed and draft, and a draft that copies one
/// is caught.
@Suite struct FewShotTests {
    @Test(arguments: Lexicon.builtinLocales)
    func everyServedLocaleHasExamplesThatPassTheGate(_ locale: LocaleCode) throws {
        let examples = try #require(FewShot.builtin.examples[locale.language])
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

    /// ``FewShot/copied(_:locale:)`` passes over examples that share too few tokens to reach either limit; it finds
    /// what comparing every example finds, on drafts near the limits: examples with a word dropped, half their
    /// words replaced, their words shuffled, and halves of two examples spliced.
    @Test func skippingExamplesThatCannotBeCopiedChangesNoFinding() {
        var rng = SplitMix64(seed: 17)
        var found = 0
        for (language, examples) in FewShot.builtin.examples {
            let locale = LocaleCode(stringLiteral: language)
            let runLimit = Lexicon.wordUnit(of: locale) == .characters ? FewShot.runLimitCharacters : FewShot.runLimit
            let separator = Lexicon.wordUnit(of: locale) == .characters ? "" : " "
            for (i, example) in examples.enumerated() {
                let words =
                    Lexicon.wordUnit(of: locale) == .characters
                    ? example.map(String.init) : example.split(separator: " ").map(String.init)
                let other = examples[(i + 1) % examples.count]
                let otherWords =
                    Lexicon.wordUnit(of: locale) == .characters
                    ? other.map(String.init) : other.split(separator: " ").map(String.init)
                var dropped = words
                dropped.remove(at: Int(rng.next() % UInt64(words.count)))
                var replaced = words
                for j in stride(from: 0, to: replaced.count, by: 2) { replaced[j] = otherWords[j % otherWords.count] }
                let drafts = [
                    dropped, replaced, words.shuffled(using: &rng),
                    Array(words.prefix(words.count / 2) + otherWords.suffix(otherWords.count / 2)),
                ].map { $0.joined(separator: separator) }
                for draft in drafts {
                    let tokens = TextNormalizer.tokens(draft)
                    var best: (example: String, overlap: Double, run: Int)?
                    for candidate in examples {
                        let exampleTokens = TextNormalizer.tokens(candidate)
                        let overlap =
                            TextNormalizer.normalize(candidate) == TextNormalizer.normalize(draft)
                            ? 1 : RougeL.fMeasure(tokens, exampleTokens)
                        let run = FewShot.longestSharedRun(tokens, exampleTokens)
                        guard overlap >= FewShot.overlapLimit || run >= runLimit else { continue }
                        if best == nil || overlap > best!.overlap { best = (candidate, overlap, run) }
                    }
                    let got = FewShot.builtin.copied(draft, locale: locale)
                    #expect(
                        got?.example == best?.example && got?.overlap == best?.overlap && got?.run == best?.run,
                        "\(locale): \(draft)")
                    if best != nil { found += 1 }
                }
            }
        }
        // The drafts reach the limits often enough for the comparison to mean something.
        #expect(found > 50, "only \(found) drafts copy an example")
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
                    #expect(
                        FewShot.builtin.copied(text, locale: try LocaleCode(locale)) == nil, "\(set)/\(locale): \(text)"
                    )
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
