import Testing

@testable import QuotePoolCore

/// What the near-duplicate decision reads of a catalog: the nearest lines with their texts, the guards, and a
/// reservation that holds only if nothing changed since the probe.
@Suite struct NoveltyProbeTests {
    static func axis(_ i: Int, _ d: Int = 8) -> [Float] { (0..<d).map { $0 == i ? 1 : 0 } }

    let texts = [
        "The night nurse folds a paper boat by the kitchen window.",
        "A shy apprentice weaves a thread bracelet in the greenhouse.",
        "Two old men play chess by the fountain without a word.",
    ]

    /// Rows 0, 1, 2 along axes 0, 1, 2, with their texts and the lexical guard.
    func catalog() -> Novelty {
        var index = CosineIndex(dimension: 8)
        for i in texts.indices { index.add(Self.axis(i)) }
        let refs = texts.indices.map { CatalogRef.line(Int64($0 + 1)) }
        return Novelty(
            threshold: 0.9, index: index, refs: refs, hashes: Set(texts.map(TextNormalizer.hash)),
            lexical: Novelty.lexicalCatalog(zip(refs, texts), tokenizer: LexicalTokenizer(locale: "en")),
            texts: texts)
    }

    @Test func theNearestRowsComeHighestFirstWithTiesByRowAndWithoutRemovedOrExcludedRows() {
        var index = CosineIndex(dimension: 3)
        for v: [Float] in [[1, 0, 0], [0.8, 0.6, 0], [0.8, 0.6, 0], [0, 1, 0], [0.6, 0.8, 0]] { index.add(v) }
        let top = index.nearest(to: [1, 0, 0], count: 3)
        #expect(top.map(\.index) == [0, 1, 2])
        #expect(abs(top[1].similarity - 0.8) < 1e-6)
        index.remove(at: 1)
        #expect(index.nearest(to: [1, 0, 0], count: 3, excluding: 0).map(\.index) == [2, 4, 3])
        #expect(index.nearest(to: [1, 0], count: 3).isEmpty, "another dimension")
    }

    @Test func aProbeGivesTheNearestLinesWithTheirTextsAndReservesNothing() {
        let n = catalog()
        let candidate = "A lighthouse keeper paints the railing blue every second summer."
        let vector: [Float] = [0.6, 0.8, 0, 0, 0, 0, 0, 0]
        let probe = n.probe(candidate, hash: TextNormalizer.hash(candidate), vector: vector, count: 2)
        #expect(probe.guardHit == nil)
        #expect(probe.nearest.map(\.ref) == [.line(2), .line(1)])
        #expect(probe.nearest.map(\.text) == [texts[1], texts[0]])
        #expect(probe.outcome.maxSimilarity.map { abs($0 - 0.8) < 1e-6 } == true)
        #expect(n.catalogCount == 3)
    }

    @Test func theGuardsNameTheLineTheyFound() {
        let n = catalog()
        let copy = texts[2].uppercased()
        #expect(
            n.probe(copy, hash: TextNormalizer.hash(copy), vector: Self.axis(2), count: 3).guardHit
                == .duplicate(.line(3)))
        let edit = "The night nurse folds a paper boat by the kitchen door."
        guard
            case .lexical(.line(1), let rougeL, let bar) = n.probe(
                edit, hash: TextNormalizer.hash(edit), vector: Self.axis(5), count: 3
            ).guardHit
        else {
            Issue.record("expected the lexical guard")
            return
        }
        #expect(rougeL > bar)
    }

    @Test func aReservationHoldsOnlyIfTheCatalogDidNotChangeSinceTheProbe() throws {
        let n = catalog()
        let a = "A lighthouse keeper paints the railing blue every second summer."
        let b = "The ferry horn at six tells the whole harbour it may start the day."
        let probeA = n.probe(a, hash: TextNormalizer.hash(a), vector: Self.axis(4), count: 3)
        let probeB = n.probe(b, hash: TextNormalizer.hash(b), vector: Self.axis(5), count: 3)
        let ticket = try #require(
            n.reserve(a, hash: TextNormalizer.hash(a), vector: Self.axis(4), ifUnchangedSince: probeA.generation))
        // b was judged without a, which is now in the catalog: it must be judged again.
        #expect(
            n.reserve(b, hash: TextNormalizer.hash(b), vector: Self.axis(5), ifUnchangedSince: probeB.generation) == nil
        )
        let again = n.probe(b, hash: TextNormalizer.hash(b), vector: Self.axis(4), count: 1)
        #expect(again.nearest.map(\.ref) == [.pending(0)] && again.nearest.first?.text == a)
        // Giving a reservation back changes the catalog too.
        n.release(ticket)
        #expect(
            n.reserve(b, hash: TextNormalizer.hash(b), vector: Self.axis(5), ifUnchangedSince: again.generation) == nil)
    }

    @Test func aCatalogLineIsProbedAgainstTheRestAndTheGateSamplesLiveRows() throws {
        let n = catalog()
        let row = try #require(n.probe(row: 0, count: 3))
        #expect(row.text == texts[0])
        // Its own hash and its own tokens are in the catalog; neither counts against it.
        #expect(row.probe.guardHit == nil)
        #expect(!row.probe.nearest.contains { $0.row == 0 } && row.probe.nearest.count == 2)
        #expect(n.gateRows() == [0, 1, 2])
        // A catalog that keeps no texts has nothing for the decision to read.
        let bare = Novelty(
            threshold: 0.9, index: CosineIndex(dimension: 8), refs: [], hashes: [], lexical: nil, texts: nil)
        #expect(!bare.keepsTexts && bare.gateRows().isEmpty && bare.probe(row: 0, count: 3) == nil)
    }

    @Test func theLexicalGuardCanLeaveOneSlotOut() {
        var index = LexicalIndex(bar: 0.7, tokenizer: LexicalTokenizer(locale: "en"))
        _ = index.add(texts[0])
        #expect(index.nearest(to: texts[0])?.slot == 0)
        #expect(index.nearest(to: texts[0], excluding: 0) == nil)
    }
}
