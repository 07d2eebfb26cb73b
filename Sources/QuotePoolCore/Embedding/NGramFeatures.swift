/// Hashed lexical features of a text: word unigrams, word bigrams and character trigrams of the
/// normalized text (CJK text: characters are the words). Shared by the builtin embedder and the
/// taste model so both see a line the same way.
public enum NGramFeatures {
    /// A feature: its 64-bit hash (well mixed) and its weight.
    public typealias Feature = (hash: UInt64, weight: Float)

    /// Calls `body` once per feature of `text`. No allocation per feature.
    public static func forEach(_ text: String, _ body: (Feature) -> Void) {
        let tokens = TextNormalizer.tokens(text)
        guard !tokens.isEmpty else { return }
        let cjk = tokens.allSatisfy { $0.unicodeScalars.count == 1 && Script($0.unicodeScalars.first!)?.isCJK == true }
        for token in tokens { body((finalize(hash(token, prefix: 0x55)), 1.5)) }
        if tokens.count > 1 {
            for i in 1..<tokens.count {
                var h = hash(tokens[i - 1], prefix: 0x42)
                h = mix(h, 0x20)
                for s in tokens[i].unicodeScalars { h = mix(h, s.value) }
                body((finalize(h), 1.0))
            }
        }
        let joined = Array((" " + tokens.joined(separator: cjk ? "" : " ") + " ").unicodeScalars)
        if joined.count >= 3 {
            for i in 0...(joined.count - 3) {
                var h = offset ^ 0x33
                for s in joined[i..<(i + 3)] { h = mix(h, s.value) }
                body((finalize(h), 1.0))
            }
        }
    }

    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ s: String, prefix: UInt64) -> UInt64 {
        var h = offset ^ prefix
        for scalar in s.unicodeScalars { h = mix(h, scalar.value) }
        return h
    }

    /// FNV-1a over the four bytes of `value`.
    static func mix(_ h: UInt64, _ value: UInt32) -> UInt64 {
        var h = h
        var x = value
        for _ in 0..<4 {
            h ^= UInt64(x & 0xFF)
            h &*= 0x100_0000_01b3
            x >>= 8
        }
        return h
    }

    /// SplitMix64's finalizer, so low bits are well spread for `% dimension`.
    static func finalize(_ h: UInt64) -> UInt64 {
        var z = h &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
