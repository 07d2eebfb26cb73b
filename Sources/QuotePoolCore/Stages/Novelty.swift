import Foundation
import Synchronization

/// The novelty stage (SPEC 2.5): exact duplicates of normalized text are rejected as `duplicate`; a cosine
/// similarity at or above the threshold against the bounded catalog is `near_duplicate`.
///
/// The catalog is shared by the drafts in flight: ``admit(_:hash:vector:)`` checks and reserves in one
/// step, so two concurrent drafts cannot both pass as new copies of each other. A reservation that a
/// later stage rejects is released.
public final class Novelty: Sendable {
    public let threshold: Double
    private let state: Mutex<State>

    struct State {
        var index: CosineIndex
        var refs: [CatalogRef]
        var hashes: Set<String>
        var pendingCount = 0
    }

    /// A reservation held by a candidate that passed novelty and is still in later stages.
    public struct Ticket: Sendable, Equatable {
        let slot: Int?
        let hash: String
    }

    public enum Verdict: Sendable, Equatable {
        case pass(NoveltyOutcome, Ticket)
        case reject(Reason, NoveltyOutcome?, detail: String)
    }

    /// - Parameters:
    ///   - vectors: the catalog (pool lines and reference lines), any order; vectors of another dimension are skipped.
    ///   - hashes: normalized-text hashes already stored.
    public init(threshold: Double, dimension: Int, vectors: [(CatalogRef, [Float])], hashes: Set<String>) {
        self.threshold = threshold
        var index = CosineIndex(dimension: dimension)
        var refs: [CatalogRef] = []
        refs.reserveCapacity(vectors.count)
        for (ref, vector) in vectors where index.add(vector) != nil { refs.append(ref) }
        state = Mutex(State(index: index, refs: refs, hashes: hashes))
    }

    /// - Parameters:
    ///   - refs: what each row of `rows` is.
    ///   - rows: the catalog's vectors back to back, `dimension` floats each (taken over without a copy).
    ///   - hashes: normalized-text hashes already stored.
    public init(threshold: Double, dimension: Int, refs: [CatalogRef], rows: consuming [Float], hashes: Set<String>) {
        self.threshold = threshold
        let index = CosineIndex(dimension: dimension, rows: rows)
        state = Mutex(State(index: index, refs: Array(refs.prefix(index.count)), hashes: hashes))
    }

    /// Vectors currently compared against.
    public var catalogCount: Int { state.withLock { $0.index.count } }

    /// Checks `text` against the catalog and, when it passes, reserves it (hash and vector).
    ///
    /// - Parameter vector: the candidate's embedding, or `nil` when none could be produced (then only
    ///   the exact-duplicate check runs and the outcome is `unproven`).
    public func admit(_ text: String, hash: String, vector: [Float]?) -> Verdict {
        state.withLock { s in
            if s.hashes.contains(hash) {
                return .reject(.duplicate, nil, detail: "same normalized text is already stored")
            }
            guard let vector, vector.contains(where: { $0 != 0 }) else {
                s.hashes.insert(hash)
                return .pass(.unproven("no embedding could be produced"), Ticket(slot: nil, hash: hash))
            }
            let outcome: NoveltyOutcome
            if let (i, sim) = s.index.nearest(to: vector) {
                let similarity = Double(sim)
                outcome = .proven(maxSimilarity: similarity, nearest: s.refs[i], catalogSize: s.index.count)
                if similarity >= threshold {
                    let detail =
                        "cosine \(String(format: "%.3f", similarity)) with \(s.refs[i].label) (threshold \(threshold))"
                    return .reject(.nearDuplicate, outcome, detail: detail)
                }
            } else if s.index.count == 0 {
                outcome = .unproven("catalog is empty")
            } else {
                outcome = .unproven(
                    "embedding has \(vector.count) dimensions, the catalog \(s.index.dimension); not comparable")
            }
            s.hashes.insert(hash)
            let slot = s.index.add(vector)
            if slot != nil {
                s.refs.append(.pending(s.pendingCount))
                s.pendingCount += 1
            }
            return .pass(outcome, Ticket(slot: slot, hash: hash))
        }
    }

    /// Releases a reservation whose candidate a later stage rejected.
    public func release(_ ticket: Ticket) {
        state.withLock { s in
            s.hashes.remove(ticket.hash)
            if let slot = ticket.slot { s.index.remove(at: slot) }
        }
    }
}
