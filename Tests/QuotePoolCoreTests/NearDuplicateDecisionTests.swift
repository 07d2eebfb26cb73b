import Testing

@testable import QuotePoolCore

@Suite struct NearDuplicateDecisionTests {
    @Test func thePoolsGateIsTheNinetiethPercentileWithLinearInterpolation() {
        // Sorted 0…9: position 0.9·9 = 8.1, between 8 and 9.
        #expect(abs(NearDuplicateDecision.nullGate((0..<10).map(Double.init).reversed()) - 8.1) < 1e-12)
        // Infinite scores (a line the guards flag) are left out before counting.
        #expect(NearDuplicateDecision.nullGate((0..<7).map(Double.init) + [.infinity]) == -.infinity)
        #expect(NearDuplicateDecision.nullGate(Array(repeating: 0.5, count: 8)) == 0.5)
    }

    @Test func theGateSamplesEveryLineOfASmallCatalogAndEveryKthOfALargeOne() {
        #expect(Array(NearDuplicateDecision.nullRows(count: 64)) == Array(0..<64))
        // ⌈130/64⌉ = 3.
        #expect(Array(NearDuplicateDecision.nullRows(count: 130)) == Array(stride(from: 0, to: 130, by: 3)))
        #expect(NearDuplicateDecision.nullRows(count: 10_000).underestimatedCount <= 64)
    }

    @Test func theFittedDecisionIsFoundByEmbedderIdAndLanguage() throws {
        let use = try #require(NearDuplicateDecision.fitted(embedderID: "use-m3-512"))
        #expect(use.aligns)
        #expect(use.threshold(locale: "pt-BR") == use.thresholds["pt"])
        #expect(use.threshold(locale: "NL") == use.fallback)
        let e5 = try #require(NearDuplicateDecision.fitted(embedderID: "e5-small-q4-384"))
        #expect(!e5.aligns)
        #expect(e5.score(cosine: 0.93, coverage: nil) == 0.93)
        #expect(NearDuplicateDecision.fitted(embedderID: "minilm-l6") == nil)
        #expect(NearDuplicateDecision.fitted(embedderID: nil) == nil)
    }

    @Test func aScoreAddsTheWeightedCoverageOfBothSidesToTheCosine() {
        let d = NearDuplicateDecision(
            idPrefix: "t", candidateCoverageWeight: 0.5, lineCoverageWeight: 2, thresholds: [:], fallback: 1)
        #expect(abs(d.score(cosine: 0.6, coverage: .init(candidate: 0.4, line: 0.3)) - 1.4) < 1e-12)
    }

    // MARK: word alignment

    func word(_ stem: String, _ vector: [Float]) -> WordAlignment.Word { .init(stem: stem, vector: vector) }

    @Test func coverageAveragesTheThreeLeastMatchedWordsOfEachSide() {
        let x: [Float] = [1, 0, 0]
        let y: [Float] = [0, 1, 0]
        let z: [Float] = [0, 0, 1]
        // Candidate words x, y, z, x (a repeat); the line has x and y only: z finds nothing (0), the rest 1.
        let candidate = [word("a", x), word("b", y), word("c", z), word("d", x)]
        let line = [word("e", x), word("f", y)]
        let c = WordAlignment.coverage(candidate: candidate, line: line)
        #expect(abs(c.candidate - 2.0 / 3) < 1e-6)
        #expect(c.line == 1)
        // Fewer than three words: the mean of all of them.
        #expect(WordAlignment.coverage(candidate: [word("a", x)], line: [word("b", z)]).candidate == 0)
    }

    @Test func anEqualStemIsAPerfectMatchWhateverTheVectors() {
        let c = WordAlignment.coverage(candidate: [word("garden", [1, 0])], line: [word("garden", [0, 1])])
        #expect(c == .init(candidate: 1, line: 1))
        // A word that could not be embedded matches by stem only.
        #expect(WordAlignment.coverage(candidate: [word("a", [])], line: [word("b", [1, 0])]).line == 0)
    }

    @Test func aSideWithoutContentWordsCoversNothing() {
        #expect(WordAlignment.coverage(candidate: [], line: [word("a", [1])]) == .init(candidate: 0, line: 0))
    }

    // MARK: content words

    @Test func contentWordsDropFunctionWordsAndCutAtTheApostrophe() {
        let en = ContentWords(locale: "en-GB")
        #expect(
            en.words("The carpenter's hands know the wood, and a storm.") == [
                "carpenter", "hands", "know", "wood", "storm",
            ])
        let fr = ContentWords(locale: "fr")
        #expect(fr.words("Il monte l'escalier sans bruit.").contains("escalier"))
        #expect(!fr.words("Il monte l'escalier sans bruit.").contains("l'escalier"))
    }

    @Test func contentWordsOfJapaneseAreRunsOfKanjiKatakanaAndLatinWithoutHiragana() {
        let ja = ContentWords(locale: "ja")
        #expect(ja.words("台所の冷蔵庫にはいつもビールが２本ある。") == ["台所", "冷蔵庫", "ビール", "2", "本"])
    }

    @Test func aStemIsTheLexicalTokenizersFirstToken() {
        let en = ContentWords(locale: "en")
        #expect(en.stem("gardens") == LexicalTokenizer(locale: "en").tokens("gardens")[0])
        // A CJK word's stem is its first character, as the lexical guard splits it.
        #expect(ContentWords(locale: "ja").stem("冷蔵庫") == "冷")
    }
}

@Suite struct NearDuplicateDecisionAutoTests {
    @Test func autoIsTheFittedDecisionAndANumberIsAPlainCut() {
        #expect(NearDuplicateDecision.auto(configured: nil, embedderID: "use-m3-v1")?.idPrefix == "use-m3")
        #expect(NearDuplicateDecision.auto(configured: 0.9, embedderID: "use-m3-v1") == nil)
        #expect(NearDuplicateDecision.auto(configured: nil, embedderID: "builtin-hash-v1") == nil)
        #expect(NearDuplicateDecision.auto(configured: nil, embedderID: nil) == nil)
    }

    @Test func aRunRecordsTheDecisionsScoreThresholdUnderAutoAndTheCutOtherwise() {
        let use = NearDuplicateDecision.fitted(embedderID: "use-m3-v1")!
        #expect(
            NoveltyThresholds.recorded(configured: nil, embedderID: "use-m3-v1", locale: "de") == use.thresholds["de"])
        #expect(NoveltyThresholds.recorded(configured: 0.8, embedderID: "use-m3-v1", locale: "de") == 0.8)
        #expect(NoveltyThresholds.recorded(configured: nil, embedderID: "builtin-hash-v1-256", locale: "de") == 0.85)
        let summary = NoveltyThresholds.summary(configured: nil, embedderID: "use-m3-v1", locales: ["en"])
        #expect(summary.contains("near-duplicate decision") && summary.contains("en 0.645"))
        #expect(
            NoveltyThresholds.summary(configured: nil, embedderID: "builtin-hash-v1-256", locales: ["en"])
                == "cosine threshold auto: en 0.85")
    }
}
