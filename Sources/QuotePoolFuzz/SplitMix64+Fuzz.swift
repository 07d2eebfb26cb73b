import QuotePoolCore

/// Small draws for the fuzzer, on the project's seedable generator so every input can be made again from its seed.
extension SplitMix64 {
    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True once in `n` draws on average.
    mutating func oneIn(_ n: Int) -> Bool {
        below(n) == 0
    }

    /// A length up to `limit`, mostly short: each larger cap is half as likely as the one before, so short
    /// inputs (fast, and where most parser states are) dominate while long ones still come up.
    mutating func length(upTo limit: Int) -> Int {
        var cap = 8
        while cap < limit, oneIn(2) { cap *= 4 }
        return below(min(cap, limit) + 1)
    }

    /// A generator for the choices a target makes about one input (where to split it, which locale), seeded by
    /// the input itself, so a saved input replays exactly without its run's seed (FNV-1a over the bytes).
    static func derived(from bytes: [UInt8]) -> SplitMix64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h &*= 0x100_0000_01b3
        }
        return SplitMix64(seed: h)
    }
}
