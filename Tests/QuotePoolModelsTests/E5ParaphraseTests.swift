import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolModels

/// How well cosine similarity tells paraphrases from unrelated lines for e5, beside the builtin hashed embedder,
/// on the pairs of ``ParaphraseScores``: `swift test --filter E5ParaphraseTests` prints the figures.
///
/// multilingual-e5's similarities sit high: unrelated lines score 0.70 to 0.91 here, near-duplicates 0.96 and
/// above. Its ranking is what the assertions hold it to, not the builtin embedder's threshold.
@Suite(.enabled(if: E5Fixtures.shouldRun, E5Fixtures.skipMessage))
struct E5ParaphraseTests {
    let scores: ParaphraseScores

    init() throws {
        let e5 = try #require(E5Fixtures.embedder)
        scores = try ParaphraseScores((e5.id, e5.embedBlocking))
    }

    @Test func e5SeparatesParaphrasesInEveryLanguage() throws {
        print(scores.report())
        let e5 = scores.cosines[0].values
        let builtin = scores.cosines[1].values
        for locale in ParaphraseScores.locales {
            #expect(scores.auc(e5) { $0.locale == locale } >= 0.95, "\(locale)")
        }
        #expect(scores.auc(e5) >= scores.auc(builtin) + 0.05)
        // Every near-duplicate scores above every unrelated pair.
        let light = zip(scores.pairs, e5).filter { $0.0.kind == "light" }.map(\.1)
        let unrelated = zip(scores.pairs, e5).filter { !$0.0.paraphrase }.map(\.1)
        #expect(light.min()! > unrelated.max()!)
    }
}
