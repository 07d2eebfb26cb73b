/// The writing system of a letter, as far as the gate and the language identifier care.
public enum Script: String, Sendable, Hashable {
    case latin, han, hiragana, katakana, hangul, cyrillic, greek, arabic, hebrew, thai, devanagari, other

    /// The script of one scalar, or `nil` for scalars that are not letters of a script (digits, punctuation).
    public init?(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: self = .latin
        case 0xFF21...0xFF3A, 0xFF41...0xFF5A: self = .latin  // full-width Latin
        case 0x3040...0x309F: self = .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FFFF, 0x3005: self = .han
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: self = .hangul
        case 0x400...0x52F: self = .cyrillic
        case 0x370...0x3FF: self = .greek
        case 0x600...0x6FF, 0x750...0x77F: self = .arabic
        case 0x590...0x5FF: self = .hebrew
        case 0xE00...0xE7F: self = .thai
        case 0x900...0x97F: self = .devanagari
        default:
            guard scalar.properties.isAlphabetic, !scalar.properties.isEmoji else { return nil }
            self = .other
        }
    }

    /// True for scripts written without spaces between words, measured in characters.
    public var isCJK: Bool { self == .han || self == .hiragana || self == .katakana }
}

/// Letter counts per script for a text.
public struct ScriptProfile: Sendable, Equatable {
    public private(set) var counts: [Script: Int] = [:]
    public private(set) var letters = 0

    public init(_ text: String) {
        for scalar in text.unicodeScalars {
            if let script = Script(scalar) {
                counts[script, default: 0] += 1
                letters += 1
            }
        }
    }

    /// Share of letters written in CJK scripts (Han and kana).
    public var cjkShare: Double {
        guard letters > 0 else { return 0 }
        let cjk = (counts[.han] ?? 0) + (counts[.hiragana] ?? 0) + (counts[.katakana] ?? 0)
        return Double(cjk) / Double(letters)
    }

    /// True when most letters are CJK, so length is measured in characters (SPEC 2.3).
    public var isMostlyCJK: Bool { cjkShare > 0.5 }

    /// The script with the most letters, or `nil` for a text without letters.
    public var dominant: Script? {
        counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }?.key
    }
}
