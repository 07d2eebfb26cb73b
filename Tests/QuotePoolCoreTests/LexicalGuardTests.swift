import Testing

@testable import QuotePoolCore

@Suite struct LexicalGuardTests {
    let line = "The night nurse folds a paper boat by the kitchen window."

    func index(_ texts: [String], locale: LocaleCode = "en") -> LexicalIndex {
        Novelty.lexicalCatalog(
            texts.enumerated().map { (.line(Int64($0.offset + 1)), $0.element) },
            tokenizer: LexicalTokenizer(locale: locale)
        ).0
    }

    @Test func rougeLIsTheLongestCommonSubsequenceFMeasure() {
        #expect(RougeL.lcsLength(Array("abcbdab"), Array("bdcaba")) == 4)
        #expect(RougeL.fMeasure(["a", "b", "c"], ["a", "b", "c"]) == 1)
        #expect(RougeL.fMeasure(["a", "b"], ["c", "d"]) == 0)
        #expect(RougeL.fMeasure([String](), ["a"]) == 0)
        // 2·3 / (4 + 5)
        #expect(abs(RougeL.fMeasure(["a", "b", "c", "d"], ["a", "x", "b", "y", "d"]) - 6.0 / 9) < 1e-12)
    }

    @Test func tokensAreNormalizedAndLightStemmed() {
        let tokenizer = LexicalTokenizer(locale: "en")
        #expect(tokenizer.tokens("Folding BOATS, folding!") == tokenizer.tokens("folding boats folding"))
        #expect(tokenizer.tokens("walking") == ["walk"])
        #expect(tokenizer.tokens("walked") == ["walk"])
    }

    @Test func aLocaleMeasuredInCharactersIsComparedCharacterByCharacter() {
        let ja = LexicalTokenizer(locale: "ja")
        #expect(ja.unit == .characters)
        #expect(ja.tokens("雨の日に本を読む") == ["雨", "の", "日", "に", "本", "を", "読", "む"])
    }

    @Test func aLightEditIsFoundAboveTheBar() throws {
        let idx = index(["My grandfather repairs a bicycle chain in the rain.", line])
        let match = try #require(idx.nearest(to: "The night nurse folds a paper boat near the kitchen window."))
        #expect(match.slot == 1)
        #expect(match.rougeL > LexicalIndex.calibratedBar)
    }

    @Test func aFreshLineOnTheSameTopicStaysBelowTheBar() {
        let idx = index([line])
        let fresh = "A paper boat drifts past the hospital while the night shift sleeps."
        #expect((idx.nearest(to: fresh)?.rougeL ?? 0) <= LexicalIndex.calibratedBar)
    }

    @Test func theIndexedSearchAgreesWithComparingEveryLine() {
        // Every line of a small catalog made of a few shared words: whatever the prefix and count filters skip must
        // be below the bar, anything above it must be found with the exact best score, and nothing below it.
        let words = ["the", "rain", "falls", "on", "a", "quiet", "roof", "and", "we", "sleep", "late", "today"]
        var rng = SplitMix64(seed: 16)
        func line(_ n: Int) -> String {
            (0..<n).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        let catalog = (0..<300).map { _ in line(4 + Int(rng.next() % 8)) }
        let idx = index(catalog)
        let tokenizer = LexicalTokenizer(locale: "en")
        for _ in 0..<200 {
            let query = line(4 + Int(rng.next() % 8))
            let q = tokenizer.tokens(query)
            let best = catalog.map { RougeL.fMeasure(q, tokenizer.tokens($0)) }.max() ?? 0
            let found = idx.nearest(to: query)?.rougeL
            if best > idx.bar {
                #expect(found == best, "\(query)")
            } else {
                #expect(found == nil, "\(query)")
            }
        }
    }

    /// A catalog tokenized in blocks on every core holds the same slots, and finds the same nearest lines, as one
    /// built a line at a time; texts without tokens are left out in both.
    @Test func aCatalogTokenizedInParallelEqualsOneBuiltLineByLine() {
        let words = ["Der", "Regen", "fällt", "leise", "aufs", "Dach", "und", "wir", "schlafen", "lange", "heute", "!"]
        var rng = SplitMix64(seed: 23)
        func line() -> String {
            (0..<Int(rng.next() % 10)).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        let texts = (0..<9000).map { _ in line() }
        let tokenizer = LexicalTokenizer(locale: "de")
        #expect(tokenizer.tokens(ofEach: texts) == texts.map(tokenizer.tokens))
        let (parallel, refs) = Novelty.lexicalCatalog(
            texts.enumerated().map { (.line(Int64($0.offset + 1)), $0.element) }, tokenizer: tokenizer)
        var serial = LexicalIndex(bar: LexicalIndex.calibratedBar, tokenizer: tokenizer)
        var serialRefs: [CatalogRef] = []
        for (i, text) in texts.enumerated() where serial.add(text) != nil { serialRefs.append(.line(Int64(i + 1))) }
        #expect(refs == serialRefs)
        #expect(parallel.count == serial.count && parallel.count < texts.count)
        for _ in 0..<300 {
            let query = line()
            #expect(parallel.nearest(to: query) == serial.nearest(to: query), "\(query)")
        }
    }

    /// A builder fed uneven blocks one text at a time, after a reset, holds what one built from all texts at once
    /// in parallel holds.
    @Test func aBuilderFedBlocksSeriallyEqualsOneFedEverythingInParallel() {
        let texts: [(CatalogRef, String)] = (0..<700).map { i in
            (.line(Int64(i + 1)), i == 5 ? "— !" : "lamp \(i % 7) river \(i % 11) bread \(i % 13) road")
        }
        var serial = LexicalCatalogBuilder(tokenizer: LexicalTokenizer(locale: "en"))
        serial.add(Array(texts[0..<90]), parallel: false)
        serial.reset()
        #expect(serial.catalog.0.count == 0 && serial.catalog.1.isEmpty)
        for start in stride(from: 0, to: texts.count, by: 333) {
            serial.add(Array(texts[start..<min(start + 333, texts.count)]), parallel: false)
        }
        var parallel = LexicalCatalogBuilder(tokenizer: LexicalTokenizer(locale: "en"))
        parallel.add(texts, parallel: true)
        #expect(serial.refs == parallel.refs && serial.refs.count == texts.count - 1)
        #expect(!serial.refs.contains(.line(6)))
        for probe in ["lamp 3 river 4 bread 5 road", "river 10 bread 12 lamp 6"] {
            #expect(serial.index.nearest(to: probe) == parallel.index.nearest(to: probe), "\(probe)")
        }
    }

    @Test func aRemovedLineIsNoLongerFound() throws {
        var idx = index([])
        let added = idx.add(line)
        let slot = try #require(added)
        #expect(idx.nearest(to: line)?.rougeL == 1)
        idx.remove(at: slot)
        #expect(idx.nearest(to: line) == nil)
        #expect(idx.count == 0)
    }

    @Test func noveltyRejectsAWordOverlapNearDuplicateWhateverTheEmbeddingSays() {
        let n = Novelty(
            threshold: 0.99, dimension: 2, vectors: [(.line(1), [1, 0])], hashes: [],
            lexical: Novelty.lexicalCatalog([(.line(1), line)], tokenizer: LexicalTokenizer(locale: "en")))
        let edit = "The night nurse folds a paper boat near the kitchen window."
        // An orthogonal vector: the embedding says it is new.
        guard case .reject(let reason, _, let detail) = n.admit(edit, hash: TextNormalizer.hash(edit), vector: [0, 1])
        else {
            Issue.record("expected a near-duplicate")
            return
        }
        #expect(reason == .nearDuplicate)
        #expect(detail.contains("ROUGE-L") && detail.contains("line:1"))
        // Without any embedding the guard still holds.
        guard case .reject(.nearDuplicate, nil, _) = n.admit(edit, hash: TextNormalizer.hash(edit), vector: nil) else {
            Issue.record("expected a near-duplicate without an embedding")
            return
        }
    }

    @Test func anAcceptedLineGuardsTheRestOfTheRunUntilReleased() {
        let n = Novelty(
            threshold: 0.99, dimension: 2, vectors: [], hashes: [],
            lexical: Novelty.lexicalCatalog([], tokenizer: LexicalTokenizer(locale: "en")))
        guard case .pass(_, let ticket) = n.admit(line, hash: TextNormalizer.hash(line), vector: nil) else {
            Issue.record("expected a pass")
            return
        }
        let edit = "The night nurse folds a paper boat near the kitchen window."
        guard case .reject(.nearDuplicate, _, let detail) = n.admit(edit, hash: TextNormalizer.hash(edit), vector: nil)
        else {
            Issue.record("a line accepted earlier in the run was not compared against")
            return
        }
        #expect(detail.contains("run:0"))
        n.release(ticket)
        #expect(n.lexicalCount == 0)
        if case .reject = n.admit(edit, hash: TextNormalizer.hash(edit), vector: nil) {
            Issue.record("a released reservation still guards")
        }
    }
}
