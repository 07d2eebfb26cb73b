/// SentencePiece's precompiled normalization rules (`NormalizerSpec.precompiled_charsmap`): which byte sequences
/// of UTF-8 text are replaced by which, for example NFKC folding (`ｱ` becomes `ア`, `ﬁ` becomes `fi`), control
/// characters dropped and line breaks turned into spaces.
///
/// The blob is a u32 (little-endian) byte size of a darts-clone double-array trie, that trie (u32 units) and the
/// replacements, each ended by a NUL; a key's value in the trie is the offset of its replacement. Lookups are
/// bounds-checked, so a damaged trie gives wrong matches, never a read outside the blob. Pure and immutable.
public struct PrecompiledCharsMap: Sendable {
    let units: [UInt32]
    /// The replacements, NUL after each.
    let replacements: [UInt8]

    /// Splits `blob` into its trie and its replacements.
    ///
    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` naming `path` when the trie's size does not fit
    ///   the blob or is not a whole number of units.
    public init(blob: [UInt8], path: String) throws(EmbedderFileError) {
        guard blob.count >= 4 else { throw .malformed(path: path, problem: "the normalization map is cut short") }
        let size = Int(blob[0]) | Int(blob[1]) << 8 | Int(blob[2]) << 16 | Int(blob[3]) << 24
        guard size % 4 == 0, size >= 4, size <= blob.count - 4 else {
            throw .malformed(
                path: path, problem: "the normalization map's trie of \(size) bytes does not fit its \(blob.count)")
        }
        units = (0..<(size / 4)).map { i in
            let at = 4 + 4 * i
            return UInt32(blob[at]) | UInt32(blob[at + 1]) << 8 | UInt32(blob[at + 2]) << 16
                | UInt32(blob[at + 3]) << 24
        }
        replacements = Array(blob[(4 + size)...])
    }

    /// The longest key that `bytes[start...]` begins with: how many bytes it spans and where its replacement lies
    /// in ``replacements`` (empty: the key is dropped). Nil when no key matches, or the trie points past the
    /// replacements (SentencePiece then keeps the character as it is).
    func longestMatch(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (length: Int, replacement: Range<Int>)? {
        guard !units.isEmpty else { return nil }
        var node = Self.offset(units[0])
        var best: (length: Int, value: Int)?
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            node ^= Int(byte)
            guard node < units.count else { break }
            let unit = units[node]
            // A unit's label is its low byte; the top bit set marks a unit that holds a value, never a label.
            guard unit & 0x8000_00FF == UInt32(byte) else { break }
            node ^= Self.offset(unit)
            i += 1
            if unit & 0x100 != 0 {
                guard node < units.count else { break }
                best = (i - start, Int(units[node] & 0x7FFF_FFFF))
            }
        }
        guard let best, best.value < replacements.count else { return nil }
        let end = replacements[best.value...].firstIndex(of: 0) ?? replacements.count
        return (best.length, best.value..<end)
    }

    /// The distance from a unit to its children.
    private static func offset(_ unit: UInt32) -> Int { Int((unit >> 10) << ((unit & 0x200) >> 6)) }
}
