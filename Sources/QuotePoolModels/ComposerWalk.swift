import QuotePoolCore

/// Seeded walks through the composer's lists that use every entry before any entry comes back.
///
/// Random choice with replacement repeats quickly (two lines in a few hundred share a part long before a list is
/// used up); a walk steps through a seeded permutation instead. Step `k` of a walk over a prime modulus `p` lands on
/// position `(a·k + b) mod p`, with `a` and `b` drawn from the seed, so any `p` consecutive steps visit every
/// position once (and so do steps taken every `L`-th time, for `L` below `p`, as when a caller numbers drafts
/// across several locales). A list of exactly `p` entries is walked whole; a shorter one maps the extra positions
/// onto its first entries, which come back once more per round.
enum ComposerWalk {
    /// The smallest prime of at least `n` and at least 11 that is not in `excluding`.
    static func prime(atLeast n: Int, excluding: Set<Int> = []) -> Int {
        var p = max(n, 11)
        while !isPrime(p) || excluding.contains(p) { p += 1 }
        return p
    }

    static func isPrime(_ n: Int) -> Bool {
        guard n >= 2 else { return false }
        var d = 2
        while d * d <= n {
            if n % d == 0 { return false }
            d += 1
        }
        return true
    }

    /// The position in `0..<modulus` that step `k` (≥ 0) of the walk seeded by `seed` lands on.
    static func position(_ k: Int, modulus: Int, seed: UInt64) -> Int {
        var rng = SplitMix64(seed: seed)
        let a = 1 + Int(rng.next() % UInt64(modulus - 1))
        let b = Int(rng.next() % UInt64(modulus))
        return (a * (k % modulus) + b) % modulus
    }

    /// A seeded permutation of `0..<count`.
    static func order(count: Int, seed: UInt64) -> [Int] {
        var order = Array(0..<count)
        var rng = SplitMix64(seed: SplitMix64.combine(seed, 0x5045_524d))
        order.shuffle(using: &rng)
        return order
    }

    /// The entry of a list of `count` entries that step `k` lands on, through a seeded permutation of the list.
    static func entry(_ k: Int, count: Int, modulus: Int, seed: UInt64) -> Int {
        order(count: count, seed: seed)[position(k, modulus: modulus, seed: seed) % count]
    }
}
