import Foundation
import Synchronization

/// The novelty stage (SPEC 2.5): exact duplicates of normalized text are rejected as `duplicate`; a cosine
/// similarity at or above the threshold against the bounded catalog is `near_duplicate`, and so is a line whose
/// word overlap (ROUGE-L, ``LexicalIndex``) with a catalog line is above the lexical bar, whatever the embedding says.
///
/// The catalog is shared by the drafts in flight: ``admit(_:hash:vector:)`` checks and reserves in one
/// step, so two concurrent drafts cannot both pass as new copies of each other. A reservation that a
/// later stage rejects is released.
public final class Novelty: Sendable {
    public let threshold: Double
    let state: Mutex<State>

    struct State {
        var index: CosineIndex
        var refs: [CatalogRef]
        var hashes: Set<String>
        var pendingCount = 0
        /// Vectors of `index` still compared against: a released reservation leaves a zeroed row behind, which
        /// matches nothing and must not make an empty catalog look like one that proved novelty.
        var live: Int
        var lexical: LexicalIndex?
        /// What each slot of `lexical` is.
        var lexicalRefs: [CatalogRef] = []
        /// The text of each row of `index`, kept for the near-duplicate decision (nil: not kept).
        var texts: [String]? = nil
        /// Counts the rows added and given back, so a decision taken outside the lock can tell whether the catalog
        /// changed meanwhile (``Novelty/reserve(_:hash:vector:ifUnchangedSince:)``).
        var generation = 0
    }

    /// A reservation held by a candidate that passed novelty and is still in later stages.
    public struct Ticket: Sendable, Equatable {
        let slot: Int?
        let hash: String
        var lexicalSlot: Int? = nil
    }

    public enum Verdict: Sendable, Equatable {
        case pass(NoveltyOutcome, Ticket)
        case reject(Reason, NoveltyOutcome?, detail: String)
    }

    /// - Parameters:
    ///   - vectors: the catalog (pool lines and reference lines), any order; vectors of another dimension are skipped.
    ///   - hashes: normalized-text hashes already stored.
    ///   - lexical: the lexical guard's catalog with what each of its slots is (``lexicalCatalog(_:tokenizer:bar:)``),
    ///     or nil for no lexical guard.
    public init(
        threshold: Double, dimension: Int, vectors: [(CatalogRef, [Float])], hashes: Set<String>,
        lexical: (LexicalIndex, [CatalogRef])? = nil
    ) {
        self.threshold = threshold
        var index = CosineIndex(dimension: dimension)
        var refs: [CatalogRef] = []
        refs.reserveCapacity(vectors.count)
        for (ref, vector) in vectors where index.add(vector) != nil { refs.append(ref) }
        state = Mutex(
            State(
                index: index, refs: refs, hashes: hashes, live: index.count, lexical: lexical?.0,
                lexicalRefs: lexical?.1 ?? []))
    }

    /// - Parameters:
    ///   - refs: what each row of `rows` is.
    ///   - rows: the catalog's vectors back to back, `dimension` floats each (taken over without a copy).
    ///   - hashes: normalized-text hashes already stored.
    ///   - lexical: the lexical guard's catalog and its refs, or nil for no lexical guard.
    public convenience init(
        threshold: Double, dimension: Int, refs: [CatalogRef], rows: consuming [Float], hashes: Set<String>,
        lexical: (LexicalIndex, [CatalogRef])? = nil
    ) {
        self.init(
            threshold: threshold, index: CosineIndex(dimension: dimension, rows: rows), refs: refs, hashes: hashes,
            lexical: lexical)
    }

    /// A catalog over a built cosine index whose rows `refs` name, in order; `texts`, when given, are the rows'
    /// texts in the same order (the near-duplicate decision reads them).
    public init(
        threshold: Double, index: CosineIndex, refs: [CatalogRef], hashes: Set<String>,
        lexical: (LexicalIndex, [CatalogRef])? = nil, texts: [String]? = nil
    ) {
        self.threshold = threshold
        state = Mutex(
            State(
                index: index, refs: Array(refs.prefix(index.count)), hashes: hashes, live: index.count,
                lexical: lexical?.0, lexicalRefs: lexical?.1 ?? [], texts: texts.map { Array($0.prefix(index.count)) }
            ))
    }

    /// The lexical guard's catalog over `texts`, with the ref of each slot (texts with no tokens are left out).
    public static func lexicalCatalog(
        _ texts: some Sequence<(CatalogRef, String)>, tokenizer: LexicalTokenizer,
        bar: Double = LexicalIndex.calibratedBar
    ) -> (LexicalIndex, [CatalogRef]) {
        var builder = LexicalCatalogBuilder(tokenizer: tokenizer, bar: bar)
        // Tokenized a block at a time on every core, then indexed in order: the blocks bound what is held at once.
        var block: [(CatalogRef, String)] = []
        for entry in texts {
            block.append(entry)
            if block.count == 4096 {
                builder.add(block, parallel: true)
                block.removeAll(keepingCapacity: true)
            }
        }
        builder.add(block, parallel: true)
        return builder.catalog
    }

    /// Lines the lexical guard compares against (0 without one).
    public var lexicalCount: Int { state.withLock { $0.lexical?.count ?? 0 } }

    /// Vectors currently compared against (released reservations not counted).
    public var catalogCount: Int { state.withLock { $0.live } }

    /// Checks `text` against the catalog and, when it passes, reserves it (hash, vector and tokens).
    ///
    /// - Parameter vector: the candidate's embedding, or `nil` when none could be produced (then only
    ///   the exact-duplicate check and the lexical guard run, and the outcome is `unproven`).
    public func admit(_ text: String, hash: String, vector: [Float]?) -> Verdict {
        state.withLock { s in
            if s.hashes.contains(hash) {
                return .reject(.duplicate, nil, detail: "same normalized text is already stored")
            }
            let lexicalMatch = s.lexical?.nearest(to: text)
            let embedded = vector.map { v in v.contains(where: { $0 != 0 }) } ?? false
            var outcome: NoveltyOutcome = .unproven("no embedding could be produced")
            var cosineHit: (Int, Double)?
            if embedded, let vector {
                if s.live == 0 {
                    outcome = .unproven("catalog is empty")
                } else if let (i, sim) = s.index.nearest(to: vector) {
                    let similarity = Double(sim)
                    outcome = .proven(maxSimilarity: similarity, nearest: s.refs[i], catalogSize: s.live)
                    cosineHit = (i, similarity)
                } else {
                    outcome = .unproven(
                        "embedding has \(vector.count) dimensions, the catalog \(s.index.dimension); not comparable")
                }
            }
            // Word overlap above the bar is a near-duplicate whatever the embedding says (or when there is none).
            if let match = lexicalMatch, let bar = s.lexical?.bar, match.rougeL > bar {
                let nearest = s.lexicalRefs[match.slot]
                let detail =
                    "ROUGE-L \(String(format: "%.3f", match.rougeL)) with \(nearest.label) (lexical bar \(bar))"
                return .reject(.nearDuplicate, embedded ? outcome : nil, detail: detail)
            }
            if let (i, similarity) = cosineHit, similarity >= threshold {
                let detail =
                    "cosine \(String(format: "%.3f", similarity)) with \(s.refs[i].label) (threshold \(threshold))"
                return .reject(.nearDuplicate, outcome, detail: detail)
            }
            return .pass(outcome, Self.reserve(&s, text: text, hash: hash, vector: embedded ? vector : nil))
        }
    }

    /// Reserves `text` in the catalog (hash, tokens and, with `vector`, its row) under the lock.
    static func reserve(_ s: inout State, text: String, hash: String, vector: [Float]?) -> Ticket {
        s.hashes.insert(hash)
        s.generation += 1
        var lexicalSlot: Int?
        if s.lexical != nil, let slot = s.lexical?.add(text) {
            lexicalSlot = slot
            s.lexicalRefs.append(.pending(s.pendingCount))
        }
        guard let vector else {
            if lexicalSlot != nil { s.pendingCount += 1 }
            return Ticket(slot: nil, hash: hash, lexicalSlot: lexicalSlot)
        }
        let slot = s.index.add(vector)
        if slot != nil {
            s.refs.append(.pending(s.pendingCount))
            s.texts?.append(text)
            s.live += 1
        }
        if slot != nil || lexicalSlot != nil { s.pendingCount += 1 }
        return Ticket(slot: slot, hash: hash, lexicalSlot: lexicalSlot)
    }

    /// Adds a line another writer of the pool committed (`ref`), so later drafts are compared with it too.
    public func learn(_ ref: CatalogRef, text: String, hash: String, vector: [Float]?) {
        state.withLock { s in
            guard s.hashes.insert(hash).inserted else { return }
            s.generation += 1
            if s.lexical?.add(text) != nil { s.lexicalRefs.append(ref) }
            if let vector, vector.contains(where: { $0 != 0 }), s.index.add(vector) != nil {
                s.refs.append(ref)
                s.texts?.append(text)
                s.live += 1
            }
        }
    }

    /// Releases a reservation whose candidate a later stage rejected.
    public func release(_ ticket: Ticket) {
        state.withLock { s in
            s.hashes.remove(ticket.hash)
            s.generation += 1
            if let slot = ticket.slot {
                s.index.remove(at: slot)
                s.live -= 1
            }
            if let slot = ticket.lexicalSlot { s.lexical?.remove(at: slot) }
        }
    }
}
