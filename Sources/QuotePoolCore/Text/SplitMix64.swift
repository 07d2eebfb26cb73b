/// A small, fast, seedable generator (SplitMix64): the builtin composer's only source of randomness.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// Mixes several values into one seed.
    public static func combine(_ values: UInt64...) -> UInt64 {
        var g = SplitMix64(seed: 0x5151_5151)
        var out: UInt64 = 0
        for v in values {
            g.state ^= v
            out = g.next() ^ (out &* 31)
        }
        return out
    }

    /// A stable 64-bit hash of a string (FNV-1a), for seeding by locale.
    public static func hash(_ s: String) -> UInt64 { hash(s.utf8) }

    /// FNV-1a over `bytes`, from `h` (the FNV offset basis, or the hash of what came before them).
    static func hash(_ bytes: some Sequence<UInt8>, continuing h: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var h = h
        for b in bytes {
            h ^= UInt64(b)
            h &*= 0x100_0000_01b3
        }
        return h
    }
}
