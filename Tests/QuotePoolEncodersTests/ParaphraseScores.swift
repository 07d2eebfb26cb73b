import Foundation
import QuotePoolCore
import Testing

/// Cosine similarities of the hand-written pairs in `Tests/Fixtures/minilm/paraphrases.jsonl` (142 pairs of
/// quote-like lines in en, de, es, fr and ja) and how well they tell paraphrases from unrelated lines. `kind`
/// is `light` (a near-duplicate: a few words swapped or moved), `reworded` (the same thought in mostly different
/// words) or `unrelated` (some of these share a phrase, such as "giant leap").
struct ParaphraseScores {
    struct Pair: Decodable {
        var locale: LocaleCode
        var kind: String
        var paraphrase: Bool
        var a: String
        var b: String
    }

    static let locales: [LocaleCode] = ["en", "de", "es", "fr", "ja"]
    static let thresholds = [0.60, 0.65, 0.70, 0.75, 0.80, 0.85, 0.90, 0.95]

    static func pairs() throws -> [Pair] { try ModelFixtures.rows("minilm/paraphrases.jsonl", as: Pair.self) }

    let pairs: [Pair]
    /// Cosine of each pair, by embedder id.
    let cosines: [(embedder: String, values: [Double])]

    /// The fixture's pairs scored by `model` (an id and a batch embedding) and by the builtin hashed embedder.
    init(_ model: (id: String, embed: ([String]) -> [[Float]])) throws {
        pairs = try Self.pairs()
        let a = model.embed(pairs.map(\.a))
        let b = model.embed(pairs.map(\.b))
        let hashed = HashedEmbedder()
        cosines = [
            (model.id, zip(a, b).map { ModelFixtures.cosine($0, $1) }),
            (hashed.id, pairs.map { ModelFixtures.cosine(hashed.embed($0.a), hashed.embed($0.b)) }),
        ]
    }

    /// Prints the report and expects the model (the first embedder) to be a multilingual one: a ROC AUC of at
    /// least `minimumAUC` in every locale, 0.05 above the builtin embedder's overall, and every light
    /// near-duplicate above every unrelated pair.
    func expectMultilingualRanking(minimumAUC: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        print(report())
        let model = cosines[0].values
        let builtin = cosines[1].values
        for locale in Self.locales {
            #expect(auc(model) { $0.locale == locale } >= minimumAUC, "\(locale)", sourceLocation: sourceLocation)
        }
        #expect(auc(model) >= auc(builtin) + 0.05, sourceLocation: sourceLocation)
        let light = zip(pairs, model).filter { $0.0.kind == "light" }.map(\.1)
        let unrelated = zip(pairs, model).filter { !$0.0.paraphrase }.map(\.1)
        #expect(light.min()! > unrelated.max()!, sourceLocation: sourceLocation)
    }

    /// ROC AUC over the pairs `include` selects: the chance that a paraphrase scores above an unrelated pair
    /// (ties count half).
    func auc(_ values: [Double], where include: (Pair) -> Bool = { _ in true }) -> Double {
        let selected = zip(pairs, values).filter { include($0.0) }
        let positives = selected.filter { $0.0.paraphrase }.map(\.1)
        let negatives = selected.filter { !$0.0.paraphrase }.map(\.1)
        var wins = 0.0
        for p in positives {
            for n in negatives { wins += p > n ? 1 : p == n ? 0.5 : 0 }
        }
        return wins / Double(positives.count * negatives.count)
    }

    /// The share of the pairs `include` selects whose cosine is at least `threshold`.
    func share(_ values: [Double], atLeast threshold: Double, where include: (Pair) -> Bool) -> Double {
        let selected = zip(pairs, values).filter { include($0.0) }.map(\.1)
        return Double(selected.filter { $0 >= threshold }.count) / Double(selected.count)
    }

    /// ROC AUC overall and per locale, the recall of each kind of paraphrase and the share of unrelated pairs
    /// at each threshold, and the highest unrelated pair, for every embedder.
    func report() -> String {
        func f(_ x: Double) -> String { String(format: "%.3f", x) }
        var report = "paraphrase vs unrelated, \(pairs.count) pairs\n"
        for (embedder, values) in cosines {
            let perLocale = Self.locales.map { locale in "\(locale) \(f(auc(values) { $0.locale == locale }))" }
            report += "\(embedder): AUC \(f(auc(values))) (\(perLocale.joined(separator: ", ")))\n"
            report +=
                "  threshold  light recall  reworded recall  unrelated above   (en only: light, reworded, unrelated)\n"
            for t in Self.thresholds {
                let light = share(values, atLeast: t) { $0.kind == "light" }
                let reworded = share(values, atLeast: t) { $0.kind == "reworded" }
                let unrelated = share(values, atLeast: t) { $0.kind == "unrelated" }
                let en = ["light", "reworded", "unrelated"].map { kind in
                    f(share(values, atLeast: t) { $0.kind == kind && $0.locale == "en" })
                }
                let columns = [f(t), f(light), f(reworded), f(unrelated), en.joined(separator: ", ")]
                report +=
                    "  "
                    + zip(columns, [11, 14, 17, 18, 0]).map {
                        $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0)
                    }.joined() + "\n"
            }
            let highest = zip(pairs, values).filter { !$0.0.paraphrase }.max { $0.1 < $1.1 }!
            report += "  highest unrelated: \(f(highest.1)) (\(highest.0.locale): \(highest.0.b))\n"
            let lowest = zip(pairs, values).filter { $0.0.kind == "light" }.min { $0.1 < $1.1 }!
            report += "  lowest near-duplicate: \(f(lowest.1)) (\(lowest.0.locale): \(lowest.0.b))\n"
        }
        return report
    }
}
