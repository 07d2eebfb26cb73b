import Foundation

/// Text normalization shared by the duplicate hash, the cliché and blocklist matchers, and the embedder.
///
/// Normalized text is NFKC, case-folded, with punctuation and symbols removed and runs of whitespace
/// collapsed to one ASCII space. Diacritics are kept: they carry meaning in most of our languages.
public enum TextNormalizer {
    /// The normalized form of `text` (see the type's summary).
    public static func normalize(_ text: String) -> String {
        // Most lexicon words and many lines are ASCII, where all of the below reduces to byte tests; start-up
        // normalizes every lexicon entry, so this path matters there.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(text) }
        return normalizeUnicode(text)
    }

    /// ``normalize(_:)`` for ASCII text: the same result without Unicode property lookups.
    static func normalizeASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            let c = (65...90).contains(byte) ? byte + 32 : byte
            if (97...122).contains(c) || (48...57).contains(c) {
                if pendingSpace, !out.isEmpty { out.append(32) }
                pendingSpace = false
                out.append(c)
            } else if c == 39 {
                if pendingSpace || out.isEmpty { continue }
                out.append(39)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``normalize(_:)`` for any text.
    static func normalizeUnicode(_ text: String) -> String {
        if let tabled = normalizeTabled(text) { return String(decoding: tabled, as: UTF8.self) }
        return normalizeGeneral(text)
    }

    /// ``normalize(_:)`` for any text, scalar by scalar with Unicode's properties.
    static func normalizeGeneral(_ text: String) -> String {
        // NFKC goes through Foundation and costs far more than the rest; text made only of scalars that NFKC
        // leaves alone (most accented Latin, kana and CJK) skips it.
        let composed =
            text.unicodeScalars.allSatisfy(isCompatibilityStable)
            ? text : text.precomposedStringWithCompatibilityMapping
        let folded = composed.lowercased()
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            let p = scalar.properties
            if p.isAlphabetic || p.numericType != nil || p.generalCategory == .nonspacingMark
                || scalar == "'" || scalar == "\u{2019}"
            {
                if scalar == "\u{2019}" || scalar == "'" {
                    // Apostrophes join elisions (l'eau, don't) without splitting the word.
                    if pendingSpace || out.isEmpty { continue }
                    out.append("'")
                    continue
                }
                if pendingSpace, !out.isEmpty { out.append(" ") }
                pendingSpace = false
                out.append(scalar)
                // Each CJK character stands apart so phrase matching works without spaces.
                if let script = Script(scalar), script.isCJK { pendingSpace = true }
            } else {
                pendingSpace = true
            }
        }
        return String(out)
    }

    /// Scalars NFKC maps to themselves in any context: ASCII, Latin-1 and Latin Extended-A letters without a
    /// compatibility mapping, the common dashes and quotation marks, kana, the common CJK ideographs and the
    /// ideographic comma and full stop. None is a combining mark or composes with its neighbour, so a text made of
    /// them is its own NFKC form.
    /// (`TextTests` checks every one against Foundation.)
    static func isCompatibilityStable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0xA0: true
        case 0xA0..<0x180: !compatibilityMappedLatin.contains(scalar.value)
        case 0x3001...0x3002, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF: true
        // Dashes, quotation marks, daggers and bullets of General Punctuation that have no decomposition.
        case 0x2010, 0x2012...0x2016, 0x2018...0x2022, 0x2027: true
        default: false
        }
    }

    /// The scalars of U+00A0…U+017F that NFKC changes (no-break space, spacing diacritics, superscripts,
    /// ordinals, fractions, micro sign, ĳ, ŀ, ŉ, long s).
    static let compatibilityMappedLatin: Set<UInt32> = [
        0xA0, 0xA8, 0xAA, 0xAF, 0xB2, 0xB3, 0xB4, 0xB5, 0xB8, 0xB9, 0xBA, 0xBC, 0xBD, 0xBE,
        0x132, 0x133, 0x13F, 0x140, 0x149, 0x17F,
    ]

    /// The normalized words of `text`; for CJK text each character is one token.
    public static func tokens(_ text: String) -> [String] {
        // ASCII text splits on its bytes: the same words as splitting the normalized string by Characters, whose
        // grapheme breaking costs more than normalizing (start-up tokenizes every catalog line this way).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return splitASCII(normalizeASCII(text)) }
        if let tabled = normalizeTabled(text) { return splitWords(tabled) }
        return normalizeGeneral(text).split(separator: " ").map(String.init)
    }

    /// The space-separated words of normalized ASCII text (no leading, trailing or repeated spaces).
    static func splitASCII(_ normalized: String) -> [String] {
        var normalized = normalized
        return normalized.withUTF8(splitWords)
    }

    /// The duplicate key: SHA-256 (hex) of the normalized text.
    public static func hash(_ text: String) -> String {
        SHA256.hex(Array(normalize(text).utf8))
    }
}

/// How long a line is, in the unit its script calls for (SPEC 2.3).
public struct TextLength: Sendable, Equatable {
    public enum Unit: String, Sendable { case words, characters }
    public let count: Int
    public let unit: Unit

    /// Words for space-delimited scripts; letters and digits for CJK text.
    public init(_ text: String) {
        let profile = ScriptProfile(text)
        if profile.isMostlyCJK {
            unit = .characters
            count = text.unicodeScalars.reduce(0) { n, s in
                let p = s.properties
                return n + ((p.isAlphabetic || p.numericType != nil) ? 1 : 0)
            }
        } else {
            unit = .words
            count = TextLength.words(text).count
        }
    }

    /// Whitespace-separated tokens that contain at least one letter or digit.
    public static func words(_ text: String) -> [Substring] {
        // The stream guard counts words on every streamed piece of a draft, so ASCII text takes a byte path
        // (ASCII whitespace is tab, line feed, vertical tab, form feed, carriage return and space).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.split(whereSeparator: { $0 == 32 || (9...13).contains($0) }).filter { token in
                token.contains { (97...122).contains($0 | 0x20) || (48...57).contains($0) }
            }.map { Substring($0) }
        }
        return text.split(whereSeparator: { $0.isWhitespace }).filter { token in
            token.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }
}
