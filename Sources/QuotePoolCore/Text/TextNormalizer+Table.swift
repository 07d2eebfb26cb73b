/// ``TextNormalizer/normalizeUnicode(_:)`` by table, for text made only of scalars whose normalization does not
/// depend on their neighbours.
///
/// Start-up normalizes every word of every locale file, and most non-ASCII text in our locales is accented Latin,
/// kana or CJK ideographs. For those scalars the general path's work (an NFKC check, a lower-casing of the whole
/// string, Unicode property and script lookups per scalar, a split by grapheme clusters) always comes to the same
/// answer, so it is worked out once per scalar, by the general path's own rules, and kept in a table.
/// `TextTests` checks that both paths agree on every tabled scalar, alone and among others, and on every locale
/// file's entries.
extension TextNormalizer {
    /// What normalization does with one scalar: keep its lower-case form as part of a word (a CJK character is a
    /// word of its own), keep an apostrophe inside a word, or end a word. `nil`: the scalar needs the general path.
    enum Fold: Equatable {
        case word(Unicode.Scalar)
        case cjk(Unicode.Scalar)
        case apostrophe
        case separator
    }

    /// The fold of `scalar` by the general path's rules, or `nil` when it depends on context: a scalar NFKC may
    /// change, one whose lower-case form is not a single such scalar, or a combining mark.
    static func fold(_ scalar: Unicode.Scalar) -> Fold? {
        guard isCompatibilityStable(scalar) else { return nil }
        let lower = String(scalar).lowercased().unicodeScalars
        guard lower.count == 1, let folded = lower.first, isCompatibilityStable(folded) else { return nil }
        if folded == "'" || folded == "\u{2019}" { return .apostrophe }
        let p = folded.properties
        if p.generalCategory == .nonspacingMark { return nil }
        guard p.isAlphabetic || p.numericType != nil else { return .separator }
        if let script = Script(folded), script.isCJK { return .cjk(folded) }
        return .word(folded)
    }

    /// The ranges kept in ``foldTable``, back to back; the CJK ideographs (U+4E00…U+9FFF), all `.cjk` of
    /// themselves, are decided by range.
    static let tabledRanges: [Range<UInt32>] = [0..<0x180, 0x2010..<0x2030, 0x3000..<0x3100]

    /// ``fold(_:)`` of each scalar of ``tabledRanges``, packed: the class in the top byte (0: needs the general
    /// path, 1 word, 2 CJK, 3 apostrophe, 4 separator), the folded scalar below.
    static let foldTable: [UInt32] = tabledRanges.flatMap { range in
        range.map { value -> UInt32 in
            switch Unicode.Scalar(value).flatMap(fold) {
            case nil: 0
            case .word(let s): 1 << 24 | s.value
            case .cjk(let s): 2 << 24 | s.value
            case .apostrophe: 3 << 24
            case .separator: 4 << 24
            }
        }
    }

    @inline(__always)
    static func packedFold(_ value: UInt32) -> UInt32 {
        switch value {
        case 0..<0x180: foldTable[Int(value)]
        case 0x2010..<0x2030: foldTable[Int(value - 0x2010) + 0x180]
        case 0x3000..<0x3100: foldTable[Int(value - 0x3000) + 0x1A0]
        case 0x4E00...0x9FFF: 2 << 24 | value
        default: 0
        }
    }

    /// The UTF-8 of ``normalizeUnicode(_:)`` when every scalar of `text` is tabled; `nil` otherwise.
    static func normalizeTabled(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let packed = packedFold(scalar.value)
            switch packed >> 24 {
            case 1, 2:
                if pendingSpace, !out.isEmpty { out.append(32) }
                // Each CJK character stands apart, as in the general path.
                pendingSpace = packed >> 24 == 2
                appendUTF8(packed & 0x1F_FFFF, to: &out)
            case 3:
                if pendingSpace || out.isEmpty { continue }
                out.append(39)
            case 4:
                pendingSpace = true
            default:
                return nil
            }
        }
        return out
    }

    @inline(__always)
    static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            out.append(UInt8(value))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The words of normalized UTF-8 (no leading, trailing or repeated spaces, no combining marks).
    static func splitWords(_ normalized: [UInt8]) -> [String] {
        normalized.withUnsafeBufferPointer(splitWords)
    }

    /// The words of normalized UTF-8 bytes, split at their spaces.
    static func splitWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        bytes.split(separator: 32).map { String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self) }
    }
}
