import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolModels

/// How well cosine similarity tells paraphrases from unrelated lines for use, beside the builtin hashed embedder,
/// on the pairs of ``ParaphraseScores``: `swift test --filter USEParaphraseTests` prints the figures.
///
/// Universal Sentence Encoder's similarities sit lower than e5's: unrelated lines score at most 0.51 here,
/// near-duplicates 0.75 and above. Its ranking is what the assertions hold it to.
@Suite(.enabled(if: USEFixtures.shouldRun, USEFixtures.skipMessage))
struct USEParaphraseTests {
    let scores: ParaphraseScores

    init() throws {
        let use = try #require(USEFixtures.embedder)
        scores = try ParaphraseScores((use.id, use.embedBlocking))
    }

    @Test func useSeparatesParaphrasesInEveryLanguage() throws {
        print(scores.report())
        let use = scores.cosines[0].values
        let builtin = scores.cosines[1].values
        for locale in ParaphraseScores.locales {
            #expect(scores.auc(use) { $0.locale == locale } >= 0.9, "\(locale)")
        }
        #expect(scores.auc(use) >= scores.auc(builtin) + 0.05)
        // Every near-duplicate scores above every unrelated pair.
        let light = zip(scores.pairs, use).filter { $0.0.kind == "light" }.map(\.1)
        let unrelated = zip(scores.pairs, use).filter { !$0.0.paraphrase }.map(\.1)
        #expect(light.min()! > unrelated.max()!)
    }
}
