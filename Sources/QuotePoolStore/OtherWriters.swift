import QuotePoolCore

/// What a writer of a pool that several writers fill at once knows of the others: the check its batches make, the
/// newest line it has compared its drafts with, and the lines other writers committed since it loaded its catalog.
/// It belongs to its store's one owner, as the store does.
public final class OtherWriters {
    /// What a batch checks against the lines other writers committed meanwhile; nil: exact duplicates only.
    var check: ConcurrentWriters?
    /// The newest line id of each locale this writer has compared its drafts with: its catalog's, then the other
    /// writers' lines its batches fetched.
    var seenLineID: [String: Int64] = [:]
    /// The lines other writers committed since this one loaded its catalog, by locale, fetched by its batches: each
    /// later batch is checked against all of them.
    var committed: [String: Lines] = [:]

    public init() {}

    /// The lines other writers committed since this one loaded its catalog: their normalized texts, and the
    /// vectors of the embedder this writer compares with (SIMD-scanned, as novelty's catalog is).
    struct Lines {
        var hashes: [String: Int64] = [:]
        var index: CosineIndex?
        var ids: [Int64] = []

        mutating func add(_ lines: [CommittedLine], embedderID: String?) {
            for line in lines {
                hashes[line.hash] = line.id
                guard let embedderID, line.embedderID == embedderID, let vector = line.vector else { continue }
                if index == nil { index = CosineIndex(dimension: vector.count) }
                if index?.add(vector) != nil { ids.append(line.id) }
            }
        }
    }

    /// Why `candidate` is now redundant with one of `others`: the same normalized text, or (with a vector of the
    /// checked embedder) a cosine at or above the locale's threshold; nil when it is not.
    func redundancy(of candidate: Candidate, among others: Lines) -> (reason: Reason, detail: String)? {
        if let id = others.hashes[TextNormalizer.hash(candidate.text)] {
            return (.duplicate, "another fill committed the same line meanwhile (line:\(id))")
        }
        guard let check, check.embedderID != nil, candidate.embedderID == check.embedderID,
            let vector = candidate.embedding, let threshold = check.thresholds[candidate.locale.pool],
            let (slot, similarity) = others.index?.nearest(to: vector), Double(similarity) >= threshold
        else { return nil }
        return (
            .nearDuplicate,
            "another fill committed a near-duplicate meanwhile (line:\(others.ids[slot]), cosine "
                + "\(String(format: "%.3f", similarity)))"
        )
    }
}

@available(*, unavailable) extension OtherWriters: Sendable {}
