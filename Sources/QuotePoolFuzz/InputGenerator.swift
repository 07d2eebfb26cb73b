import QuotePoolCore

/// Makes one fuzz input from a generator: random bytes, nasty Unicode, or a valid seed with mutations stacked on it.
///
/// Pure and deterministic: the same generator state gives the same input, so a run is repeatable from its seed.
struct InputGenerator: Sendable {
    /// How an input was made; counted in the run's summary.
    enum Kind: String, CaseIterable, Sendable {
        /// Uniformly random bytes, or random printable ASCII.
        case random
        /// Nasty scalars, non-UTF-8 sequences, words and dictionary tokens strung together.
        case nasty
        /// A seed after one to eight mutations.
        case mutated
    }

    /// Valid inputs to mutate; at least one.
    let seeds: [[UInt8]]
    /// Fragments a target's grammar cares about (keywords, delimiters, odd numbers), inserted by mutations.
    let dictionary: [[UInt8]]
    /// The longest input made, in bytes.
    let maxLength: Int

    /// Bytes that sit on a parser's decision points.
    private static let interesting: [UInt8] = [
        0x00, 0x01, 0x09, 0x0A, 0x0D, 0x20, 0x22, 0x27, 0x2C, 0x2D, 0x2F, 0x30, 0x39, 0x3A, 0x3B, 0x5B, 0x5C, 0x5D,
        0x7B, 0x7D, 0x7F, 0x80, 0xBF, 0xC0, 0xEF, 0xFF,
    ]

    func make(_ rng: inout SplitMix64) -> (kind: Kind, bytes: [UInt8]) {
        let roll = rng.below(100)
        if roll < 15 { return (.random, randomBytes(&rng)) }
        if roll < 30 { return (.nasty, Array(nastyText(&rng).prefix(maxLength))) }
        var bytes = seeds[rng.below(seeds.count)]
        for _ in 0...rng.below(8) { mutate(&bytes, &rng) }
        if bytes.count > maxLength { bytes.removeLast(bytes.count - maxLength) }
        return (.mutated, bytes)
    }

    private func randomBytes(_ rng: inout SplitMix64) -> [UInt8] {
        let count = rng.length(upTo: maxLength)
        if rng.oneIn(2) { return (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }
        return (0..<count).map { _ in rng.oneIn(16) ? 0x0A : UInt8(0x20 + rng.below(95)) }
    }

    private func nastyText(_ rng: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        let pieces = rng.length(upTo: 200)
        while bytes.count < maxLength, bytes.count / 4 < pieces {
            if !dictionary.isEmpty, rng.oneIn(4) {
                bytes += dictionary[rng.below(dictionary.count)]
            } else {
                bytes += NastyText.piece(&rng)
            }
        }
        return bytes
    }

    /// One mutation, in place: the classic byte-level set, plus dictionary tokens, nasty pieces and long repeats
    /// (deep nesting, endless lines).
    private func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64) {
        let position = rng.below(bytes.count + 1)
        switch rng.below(11) {
        case 0:  // flip one bit
            guard !bytes.isEmpty else { return }
            bytes[rng.below(bytes.count)] ^= 1 << UInt8(rng.below(8))
        case 1:  // overwrite a byte with one a parser decides on
            guard !bytes.isEmpty else { return }
            bytes[rng.below(bytes.count)] = Self.interesting[rng.below(Self.interesting.count)]
        case 2:  // insert random bytes
            bytes.insert(
                contentsOf: (0...rng.below(8)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: position)
        case 3:  // delete a range
            guard !bytes.isEmpty else { return }
            let start = rng.below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + rng.length(upTo: 64)))
        case 4:  // copy a range somewhere else
            guard !bytes.isEmpty else { return }
            let start = rng.below(bytes.count)
            let piece = bytes[start..<min(bytes.count, start + 1 + rng.length(upTo: 64))]
            bytes.insert(contentsOf: piece, at: rng.below(bytes.count + 1))
        case 5:  // repeat a short piece many times: deep nesting, long lines, many events
            let piece: [UInt8]
            if !dictionary.isEmpty, rng.oneIn(2) {
                piece = dictionary[rng.below(dictionary.count)]
            } else if bytes.isEmpty {
                piece = [Self.interesting[rng.below(Self.interesting.count)]]
            } else {
                let start = rng.below(bytes.count)
                piece = Array(bytes[start..<min(bytes.count, start + 1 + rng.below(4))])
            }
            let times = 2 + rng.length(upTo: max(1, maxLength / max(1, piece.count)))
            bytes.insert(contentsOf: (0..<times).flatMap { _ in piece }, at: position)
        case 6:  // splice: this input up to a point, then another seed from a point
            let other = seeds[rng.below(seeds.count)]
            bytes = Array(bytes[..<position]) + other[rng.below(other.count + 1)...]
        case 7:  // truncate
            bytes.removeSubrange(position...)
        case 8, 9:  // insert or overwrite with a dictionary token
            guard !dictionary.isEmpty else { return }
            let token = dictionary[rng.below(dictionary.count)]
            if rng.oneIn(2) || position + token.count > bytes.count {
                bytes.insert(contentsOf: token, at: position)
            } else {
                bytes.replaceSubrange(position..<position + token.count, with: token)
            }
        default:  // insert a nasty scalar or a non-UTF-8 sequence
            bytes.insert(contentsOf: NastyText.piece(&rng), at: position)
        }
    }
}
