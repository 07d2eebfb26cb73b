import Testing

@testable import QuotePoolCore

/// A streamed draft is cut at its first sentence end, and its token limit follows the gate's cap and the script.
@Suite struct SentenceCutTests {
    @Test func cutsOnceTheNextSentenceHasBegun() {
        #expect(SentenceCut.firstSentence(of: "The rain stopped. Then") == "The rain stopped.")
        #expect(SentenceCut.firstSentence(of: "Why now?! Because") == "Why now?!")
        #expect(SentenceCut.firstSentence(of: "雨が止んだ。それから") == "雨が止んだ。")
    }

    @Test func waitsWhileTheFirstSentenceMayGoOn() {
        #expect(SentenceCut.firstSentence(of: "The rain stopped.") == nil)
        #expect(SentenceCut.firstSentence(of: "It cost 3.50 euros") == nil)
        #expect(SentenceCut.firstSentence(of: "... and then the rain") == nil)
        #expect(SentenceCut.firstSentence(of: "The rain") == nil)
    }

    @Test func tokenLimitScalesWithTheCapAndTheLocaleFile() throws {
        let defaults = Config.Gate()
        #expect(DraftTokens.limit(configured: 40, gate: defaults, locale: "en") == 40)
        let german = try #require(Lexicon.builtin["de"]).tokenScale
        #expect(german > 1)
        #expect(DraftTokens.limit(configured: 40, gate: defaults, locale: "de") == Int((40 * german).rounded(.up)))
        var longer = defaults
        longer.maxWords = defaults.maxWords * 2
        #expect(DraftTokens.limit(configured: 40, gate: longer, locale: "en") == 80)
        #expect(DraftTokens.limit(configured: 40, gate: defaults, locale: "ja") > 40)
    }
}
