extension Novelty {
    /// A catalog line near a candidate, as the near-duplicate decision reads it.
    public struct Neighbour: Sendable, Equatable {
        /// Its row in the catalog's cosine index.
        public var row: Int
        public var ref: CatalogRef
        public var cosine: Double
        public var text: String
    }

    /// What the guards found before any embedding is weighed.
    public enum GuardHit: Sendable, Equatable {
        /// The same normalized text is stored; the catalog line holding it when it is the nearest by cosine.
        case duplicate(CatalogRef?)
        /// Word overlap above the lexical bar with `ref`.
        case lexical(CatalogRef, rougeL: Double, bar: Double)
    }

    /// What the catalog shows of a candidate, without reserving it (``probe(_:hash:vector:count:)``).
    public struct Probe: Sendable, Equatable {
        /// The catalog's state when probed; ``reserve(_:hash:vector:ifUnchangedSince:)`` takes it back.
        public var generation: Int
        public var guardHit: GuardHit?
        /// Proven with the nearest line, or why novelty cannot be shown (no embedding, an empty catalog).
        public var outcome: NoveltyOutcome
        /// The nearest lines by cosine, highest first (ties by row); empty when novelty is unproven.
        public var nearest: [Neighbour]
    }

    /// Whether the catalog keeps its rows' texts (the near-duplicate decision needs them).
    public var keepsTexts: Bool { state.withLock { $0.texts != nil } }

    /// The duplicate check, the lexical guard and the `count` nearest lines of `text` (embedded as `vector`, nil
    /// when no embedding could be produced), as ``admit(_:hash:vector:)`` sees them, without a cosine cut and
    /// without reserving anything. A catalog that does not keep texts gives its neighbours empty texts.
    public func probe(_ text: String, hash: String, vector: [Float]?, count: Int) -> Probe {
        state.withLock { s in
            let embedded = vector.map { v in v.contains(where: { $0 != 0 }) } ?? false
            var nearest: [Neighbour] = []
            var outcome: NoveltyOutcome = .unproven("no embedding could be produced")
            if embedded, let vector {
                if s.live == 0 {
                    outcome = .unproven("catalog is empty")
                } else if vector.count != s.index.dimension {
                    outcome = .unproven(
                        "embedding has \(vector.count) dimensions, the catalog \(s.index.dimension); not comparable")
                } else {
                    nearest = Self.neighbours(s, of: vector, count: count, excluding: nil)
                    if let first = nearest.first {
                        outcome = .proven(maxSimilarity: first.cosine, nearest: first.ref, catalogSize: s.live)
                    }
                }
            }
            var hit: GuardHit?
            if s.hashes.contains(hash) {
                let key = TextNormalizer.normalize(text)
                let same = nearest.first.flatMap { TextNormalizer.normalize($0.text) == key ? $0.ref : nil }
                hit = .duplicate(same)
            } else if let match = s.lexical?.nearest(to: text), let bar = s.lexical?.bar, match.rougeL > bar {
                hit = .lexical(s.lexicalRefs[match.slot], rougeL: match.rougeL, bar: bar)
            }
            return Probe(generation: s.generation, guardHit: hit, outcome: outcome, nearest: nearest)
        }
    }

    /// Catalog row `row` judged against the rest, as ``probe(_:hash:vector:count:)`` judges a candidate: nil for a
    /// removed row or a catalog without texts. The duplicate check asks whether a nearest line has the same
    /// normalized text (the row's own hash is in the catalog), and the lexical guard leaves the row's own slot out.
    public func probe(row: Int, count: Int) -> (text: String, vector: [Float], probe: Probe)? {
        state.withLock { s in
            guard let texts = s.texts, row >= 0, row < s.index.count, s.index.isLive(row) else { return nil }
            let text = texts[row]
            let vector = s.index.vector(at: row)
            let nearest = Self.neighbours(s, of: vector, count: count, excluding: row)
            var hit: GuardHit?
            let key = TextNormalizer.normalize(text)
            if let same = nearest.first(where: { TextNormalizer.normalize($0.text) == key }) {
                hit = .duplicate(same.ref)
            } else if let lexical = s.lexical, let bar = s.lexical?.bar,
                let match = lexical.nearest(to: text, excluding: s.lexicalRefs.lastIndex(of: s.refs[row])),
                match.rougeL > bar
            {
                hit = .lexical(s.lexicalRefs[match.slot], rougeL: match.rougeL, bar: bar)
            }
            let outcome: NoveltyOutcome =
                nearest.first.map { .proven(maxSimilarity: $0.cosine, nearest: $0.ref, catalogSize: s.live - 1) }
                ?? .unproven("catalog is empty")
            return (text, vector, Probe(generation: s.generation, guardHit: hit, outcome: outcome, nearest: nearest))
        }
    }

    /// The rows the near-duplicate decision's pool gate samples: every live row of a catalog that keeps texts, by
    /// ``NearDuplicateDecision/nullRows(count:)`` over them in order.
    public func gateRows() -> [Int] {
        state.withLock { s in
            guard s.texts != nil else { return [] }
            let live = (0..<s.index.count).filter { s.index.isLive($0) }
            return NearDuplicateDecision.nullRows(count: live.count).map { live[$0] }
        }
    }

    /// Reserves `text` as ``admit(_:hash:vector:)`` does when it passes, if nothing was added to or given back to
    /// the catalog since the probe that saw `generation`; nil when something was (probe again).
    public func reserve(_ text: String, hash: String, vector: [Float]?, ifUnchangedSince generation: Int) -> Ticket? {
        state.withLock { s in
            guard s.generation == generation else { return nil }
            let embedded = vector.map { v in v.contains(where: { $0 != 0 }) } ?? false
            return Self.reserve(&s, text: text, hash: hash, vector: embedded ? vector : nil)
        }
    }

    private static func neighbours(_ s: State, of vector: [Float], count: Int, excluding: Int?) -> [Neighbour] {
        s.index.nearest(to: vector, count: count, excluding: excluding).map {
            Neighbour(
                row: $0.index, ref: s.refs[$0.index], cosine: Double($0.similarity), text: s.texts?[$0.index] ?? "")
        }
    }
}

extension Novelty {
    /// The lexical guard's bar, nil without a guard.
    public var lexicalBar: Double? { state.withLock { $0.lexical?.bar } }
}
