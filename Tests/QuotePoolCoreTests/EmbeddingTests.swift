import Testing

@testable import QuotePoolCore

@Suite struct EmbeddingTests {
    let embedder = HashedEmbedder()

    @Test func embeddingsAreUnitLengthAndDeterministic() {
        let v = embedder.embed("The night nurse folds a paper boat by the kitchen window.")
        let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(abs(norm - 1) < 1e-5)
        #expect(v == embedder.embed("The night nurse folds a paper boat by the kitchen window."))
        #expect(v.count == 256)
        #expect(embedder.id == "builtin-hash-v1-256")
    }

    @Test func aTextWithoutLettersEmbedsToZero() {
        #expect(embedder.embed("… !!! —").allSatisfy { $0 == 0 })
    }

    @Test func sharedWordsScoreHigherThanUnrelatedLines() {
        let a = embedder.embed("The night nurse folds a paper boat by the kitchen window.")
        let close = embedder.embed("The night nurse quietly folds a paper boat by the kitchen window.")
        let far = embedder.embed("My grandfather repairs a bicycle chain in the rain at dawn.")
        #expect(CosineIndex.cosine(a, close) > 0.9)
        #expect(CosineIndex.cosine(a, far) < 0.5)
        #expect(CosineIndex.cosine(a, close) > CosineIndex.cosine(a, far))
    }

    @Test func caseAndPunctuationDoNotChangeTheEmbedding() {
        let a = embedder.embed("The night nurse folds a paper boat.")
        let b = embedder.embed("the NIGHT nurse, folds a paper boat!")
        #expect(CosineIndex.cosine(a, b) > 0.999)
    }

    @Test func japaneseTextEmbedsByCharacters() {
        let a = embedder.embed("祖母は台所の窓辺で紙の舟を折る。")
        let b = embedder.embed("祖母は台所の窓辺で紙の舟をそっと折る。")
        let c = embedder.embed("夜勤の看護師は最終バスの中で古い手紙を読む。")
        #expect(CosineIndex.cosine(a, b) > CosineIndex.cosine(a, c))
    }

    @Test func cosineSearchFindsTheNearestVector() {
        var index = CosineIndex(dimension: 3)
        index.add([1, 0, 0])
        index.add([0, 1, 0])
        index.add([1, 1, 0])
        let hit = index.nearest(to: [0.9, 1, 0])
        #expect(hit?.index == 2)
        #expect(abs(Double(hit!.similarity) - 0.9986) < 0.001)
        #expect(index.add([1, 2]) == nil, "a vector of another dimension is refused")
        index.remove(at: 2)
        #expect(index.nearest(to: [0.9, 1, 0])?.index == 1)
        #expect(CosineIndex(dimension: 3).nearest(to: [1, 0, 0]) == nil)
    }

    @Test func cosineMatchesTheDefinition() {
        let a: [Float] = [1, 2, 3]
        let b: [Float] = [-2, 0.5, 4]
        let expected =
            (1 * -2 + 2 * 0.5 + 3 * 4) / ((1 + 4 + 9 as Float).squareRoot() * (4 + 0.25 + 16 as Float).squareRoot())
        #expect(abs(CosineIndex.cosine(a, b) - expected) < 1e-6)
        #expect(CosineIndex.cosine(a, [0, 0, 0]) == 0)
    }
}
