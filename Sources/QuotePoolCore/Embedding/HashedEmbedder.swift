/// The builtin embedder: hashed character trigrams and word uni- and bigrams, L2-normalized.
///
/// Lexical, not semantic: it sees shared letters and words, not meaning. Deterministic, no I/O.
public struct HashedEmbedder: Sendable {
    public let dimension: Int
    /// Stored with every vector so a change of embedder re-embeds instead of mixing spaces.
    public var id: String { "builtin-hash-v1-\(dimension)" }

    public init(dimension: Int = 256) {
        precondition(dimension > 0)
        self.dimension = dimension
    }

    /// The unit-length embedding of `text` (all zeros for a text without letters or digits).
    public func embed(_ text: String) -> [Float] {
        var v = [Float](repeating: 0, count: dimension)
        let tokens = TextNormalizer.tokens(text)
        guard !tokens.isEmpty else { return v }
        let cjk = tokens.allSatisfy { $0.unicodeScalars.count == 1 && Script($0.unicodeScalars.first!)?.isCJK == true }
        for token in tokens { add(token, weight: 1.5, prefix: 0x55, into: &v) }
        for i in 1..<max(tokens.count, 1) where tokens.count > 1 {
            add(tokens[i - 1] + " " + tokens[i], weight: 1.0, prefix: 0x42, into: &v)
        }
        let joined = Array((" " + tokens.joined(separator: cjk ? "" : " ") + " ").unicodeScalars)
        if joined.count >= 3 {
            for i in 0...(joined.count - 3) {
                var h = Self.offset ^ 0x33
                for s in joined[i..<(i + 3)] { h = Self.mix(h, s.value) }
                add(hash: h, weight: 1.0, into: &v)
            }
        }
        CosineIndex.normalize(&v)
        return v
    }

    private static let offset: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func mix(_ h: UInt64, _ value: UInt32) -> UInt64 {
        var h = h
        var x = value
        for _ in 0..<4 {
            h ^= UInt64(x & 0xFF)
            h &*= 0x100_0000_01b3
            x >>= 8
        }
        return h
    }

    private func add(_ feature: String, weight: Float, prefix: UInt64, into v: inout [Float]) {
        var h = Self.offset ^ prefix
        for s in feature.unicodeScalars { h = Self.mix(h, s.value) }
        add(hash: h, weight: weight, into: &v)
    }

    private func add(hash h: UInt64, weight: Float, into v: inout [Float]) {
        // Finalize (splitmix) so low bits are well spread; the top bit picks the sign.
        var z = h &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        z ^= z >> 31
        let index = Int(z % UInt64(dimension))
        v[index] += (z >> 63) == 0 ? weight : -weight
    }
}
