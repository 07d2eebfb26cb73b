import Foundation

/// BERT's text clean-up and word splitting, as the Hugging Face `BertNormalizer` and `BertPreTokenizer`
/// do them, in their order: drop control characters and map whitespace to spaces, put spaces around CJK
/// ideographs, strip accents (canonical decomposition, then drop nonspacing marks), lower-case, then split
/// on whitespace and make every punctuation character a word of its own.
///
/// Pure and deterministic; works on Unicode scalars (Rust `char`s), not grapheme clusters, so that it
/// splits exactly where the reference tokenizer does.
public struct BertPreTokenizer: Sendable, Equatable {
    public var lowercase: Bool
    public var stripAccents: Bool
    public var splitChineseCharacters: Bool

    /// - Parameter stripAccents: `nil` follows `lowercase`, as in the reference tokenizer.
    public init(lowercase: Bool = true, stripAccents: Bool? = nil, splitChineseCharacters: Bool = true) {
        self.lowercase = lowercase
        self.stripAccents = stripAccents ?? lowercase
        self.splitChineseCharacters = splitChineseCharacters
    }

    /// The words of `text` after normalization, each as its scalars.
    public func words(_ text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in normalize(text) {
            if scalar.properties.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current.removeAll(keepingCapacity: true)
            } else if Self.isPunctuation(scalar) {
                if !current.isEmpty { words.append(current) }
                current.removeAll(keepingCapacity: true)
                words.append([scalar])
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The normalized text as scalars, before splitting.
    public func normalize(_ text: String) -> [Unicode.Scalar] {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            // Filter first, then map: a control character that is also whitespace (U+000B, U+0085) is dropped.
            if scalar.value == 0 || scalar.value == 0xFFFD || Self.isControl(scalar) { continue }
            if Self.isWhitespace(scalar) {
                cleaned.append(" ")
            } else if splitChineseCharacters && Self.isChineseCharacter(scalar) {
                cleaned.append(" ")
                cleaned.append(scalar)
                cleaned.append(" ")
            } else {
                cleaned.append(scalar)
            }
        }
        var scalars = Array(
            stripAccents ? String(cleaned).decomposedStringWithCanonicalMapping.unicodeScalars : cleaned)
        if stripAccents { scalars.removeAll { $0.properties.generalCategory == .nonspacingMark } }
        guard lowercase else { return scalars }
        var lowered: [Unicode.Scalar] = []
        lowered.reserveCapacity(scalars.count)
        for scalar in scalars {
            // ASCII is most of the text and maps to one scalar; the full mapping can be longer (U+0130).
            if scalar.isASCII {
                let v = scalar.value
                lowered.append(v >= 65 && v <= 90 ? Unicode.Scalar(v + 32)! : scalar)
            } else {
                lowered.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return lowered
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar.properties.isWhitespace
    }

    /// Rust's `char::is_other` (Cc, Cf, Cs, Co, Cn) except tab, line feed and carriage return.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" || scalar == "\r" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// ASCII punctuation (which includes symbols such as `$`, `+`, `^`, `|`) or any Unicode P* category.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 128 {
            return (33...47).contains(v) || (58...64).contains(v) || (91...96).contains(v) || (123...126).contains(v)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The CJK ideograph blocks BERT splits character by character (kana and hangul are not among them),
    /// verbatim from the Hugging Face tokenizer (which starts extension E at U+2B920, not U+2B820).
    static func isChineseCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x2A700...0x2B73F, 0x2B740...0x2B81F,
            0x2B920...0x2CEAF, 0xF900...0xFAFF, 0x2F800...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
