import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolEncoders

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
        scores.expectMultilingualRanking(minimumAUC: 0.9)
    }
}
