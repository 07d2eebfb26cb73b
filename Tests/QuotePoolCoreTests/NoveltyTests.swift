import Testing

@testable import QuotePoolCore

@Suite struct NoveltyTests {
    let embedder = HashedEmbedder()
    let line = "The night nurse folds a paper boat by the kitchen window."

    func novelty(_ texts: [String]) -> Novelty {
        Novelty(
            threshold: 0.9, dimension: embedder.dimension,
            vectors: texts.enumerated().map { (.line(Int64($0.offset + 1)), embedder.embed($0.element)) },
            hashes: Set(texts.map(TextNormalizer.hash)))
    }

    @Test func anEmptyCatalogPassesAsUnproven() {
        let n = novelty([])
        guard case .pass(.unproven, _) = n.admit(line, hash: TextNormalizer.hash(line), vector: embedder.embed(line))
        else {
            Issue.record("expected an unproven pass")
            return
        }
    }

    @Test func aCatalogHoldingOnlyReleasedReservationsIsStillEmpty() {
        let n = novelty([])
        let first = "A shy apprentice weaves a thread bracelet in the greenhouse."
        guard
            case .pass(.unproven, let ticket) = n.admit(
                first, hash: TextNormalizer.hash(first), vector: embedder.embed(first))
        else {
            Issue.record("expected an unproven pass")
            return
        }
        #expect(n.catalogCount == 1)
        // A later stage rejected the first draft: the next one has nothing to be compared with.
        n.release(ticket)
        #expect(n.catalogCount == 0)
        guard
            case .pass(.unproven(let why), let second) = n.admit(
                line, hash: TextNormalizer.hash(line), vector: embedder.embed(line))
        else {
            Issue.record("a released reservation made novelty look proven")
            return
        }
        #expect(why == "catalog is empty")
        // Once a reservation stands, the next draft is compared with it and counts only what is live.
        let third = "My grandfather repairs a bicycle chain in the rain."
        guard
            case .pass(.proven(_, let nearest, let size), _) = n.admit(
                third, hash: TextNormalizer.hash(third), vector: embedder.embed(third))
        else {
            Issue.record("expected a proven pass")
            return
        }
        #expect(size == 1 && nearest == .pending(1), "\(nearest) of \(size)")
        _ = second
    }

    @Test func exactDuplicatesAreRejectedWhateverTheEmbeddingSays() {
        let n = novelty([line])
        let variant = "the night nurse folds a paper boat, by the kitchen window!"
        if case .reject(let reason, _, _) = n.admit(variant, hash: TextNormalizer.hash(variant), vector: nil) {
            #expect(reason == .duplicate)
        } else {
            Issue.record("expected duplicate")
        }
    }

    @Test func nearDuplicatesAtOrAboveTheThresholdAreRejectedWithTheNearestLine() {
        let n = novelty([line, "My grandfather repairs a bicycle chain in the rain."])
        let near = "The night nurse quietly folds a paper boat by the kitchen window."
        guard
            case .reject(let reason, let outcome, _) = n.admit(
                near, hash: TextNormalizer.hash(near), vector: embedder.embed(near))
        else {
            Issue.record("expected a rejection")
            return
        }
        #expect(reason == .nearDuplicate)
        guard case .proven(let sim, let nearest, let size) = outcome else {
            Issue.record("expected a proven outcome")
            return
        }
        #expect(sim >= 0.9 && nearest == .line(1) && size == 2)
    }

    @Test func aNewLineIsReservedSoAConcurrentCopyIsCaught() {
        let n = novelty(["My grandfather repairs a bicycle chain in the rain."])
        let fresh = "A shy apprentice weaves a thread bracelet in the greenhouse."
        guard
            case .pass(.proven(let sim, _, _), let ticket) = n.admit(
                fresh, hash: TextNormalizer.hash(fresh), vector: embedder.embed(fresh))
        else {
            Issue.record("expected a proven pass")
            return
        }
        #expect(sim < 0.9)
        // The same text again, before anything was committed: now it is a duplicate.
        if case .pass = n.admit(fresh, hash: TextNormalizer.hash(fresh), vector: embedder.embed(fresh)) {
            Issue.record("a reserved line passed twice")
        }
        // Released by a later stage: it may pass again.
        n.release(ticket)
        if case .reject = n.admit(fresh, hash: TextNormalizer.hash(fresh), vector: embedder.embed(fresh)) {
            Issue.record("a released reservation still blocks")
        }
    }

    @Test func noEmbeddingPassesAsUnprovenAfterTheDuplicateCheck() {
        let n = novelty([line])
        let other = "A shy apprentice weaves a thread bracelet in the greenhouse."
        guard case .pass(.unproven(let why), _) = n.admit(other, hash: TextNormalizer.hash(other), vector: nil) else {
            Issue.record("expected an unproven pass")
            return
        }
        #expect(why.contains("embedding"))
    }
}
