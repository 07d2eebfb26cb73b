import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolEncoders

/// How well cosine similarity tells paraphrases from unrelated lines, for MiniLM and the builtin hashed
/// embedder, on the pairs of ``ParaphraseScores``.
///
/// Prints ROC AUC (paraphrase against unrelated) overall and per locale, the recall of each kind of
/// paraphrase and the share of unrelated pairs at the novelty threshold 0.90 and at lower ones:
/// `swift test --filter MiniLMParaphraseTests`. all-MiniLM-L6-v2 was trained on English only, which the
/// per-locale figures show; the assertions hold it to clearly beating the builtin embedder on English.
@Suite(.enabled(if: MiniLMFixtures.shouldRun, MiniLMFixtures.skipMessage))
struct MiniLMParaphraseTests {
    let scores: ParaphraseScores

    init() throws {
        let minilm = try #require(MiniLMFixtures.embedder)
        scores = try ParaphraseScores((minilm.id, minilm.embedBlocking))
    }

    @Test func miniLMSeparatesEnglishParaphrasesClearlyBetterThanTheBuiltinEmbedder() throws {
        #expect(scores.pairs.count >= 60)
        #expect(Set(scores.pairs.map(\.locale)).count >= 3)
        print(scores.report())
        let minilm = scores.cosines[0].values
        let builtin = scores.cosines[1].values
        let english: (ParaphraseScores.Pair) -> Bool = { $0.locale == "en" }
        #expect(scores.auc(minilm, where: english) >= 0.95)
        #expect(scores.auc(minilm, where: english) >= scores.auc(builtin, where: english) + 0.15)
        #expect(scores.auc(minilm) >= scores.auc(builtin))
    }
}
