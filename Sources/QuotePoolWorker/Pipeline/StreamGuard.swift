import QuotePoolCore

/// Watches a streamed draft's partial text and stops it as soon as it already breaks a hard rule
/// (SPEC 2.2): a line break, or more than the length maximum. Saves tokens on drafts that cannot pass.
public struct StreamGuard: Sendable {
    public let maxWords: Int
    public let maxCharsCJK: Int

    public init(gate: Config.Gate) {
        maxWords = gate.maxWords
        maxCharsCJK = gate.maxCharsCJK
    }

    /// The reason to cancel now, or `nil` to keep streaming.
    public func check(_ partial: String) -> Reason? {
        // Leading whitespace is trimmed later; anything hidden after it stays in the line.
        let body = partial.drop { $0.isWhitespace }
        if Self.hasControlCharacters(String(body)) { return .malformedOutput }
        // A trailing line break may just end the answer; text after one cannot pass the gate.
        let scalars = body.unicodeScalars
        if let br = scalars.firstIndex(where: Self.isLineBreak),
            scalars[br...].contains(where: { !$0.properties.isWhitespace })
        {
            return .lineBreak
        }
        let length = TextLength(String(body))
        let limit = length.unit == .words ? maxWords : maxCharsCJK
        return length.count > limit ? .tooLong : nil
    }

    /// True when `text` holds a character no honest answer needs inside a line: a control character other than a
    /// line break (which the gate judges), a tab included; a bidirectional embedding, override, isolate or mark; or
    /// an invisible character (Unicode's default-ignorable code points: zero-width spaces, word joiners, the
    /// byte-order mark, soft hyphens, Hangul fillers, tag characters), and the blank braille pattern. They change
    /// how a line looks or prints (a terminal escape, text that reads backwards, a column break in `query`'s table)
    /// or hide something from a reader (text in tag characters, a key split by a soft hyphen). A model answer with
    /// one is `malformed_output`. The joiners and variation selectors that emoji are built of are left to the
    /// gate's emoji rule.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isHidden)
    }

    /// One scalar of ``hasControlCharacters(_:)``: hidden or control, and not a line break.
    public static func isHidden(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0A, 0x0D, 0x85: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2800: return true
        // Zero-width joiner and non-joiner, and variation selectors: parts of emoji and of some scripts' spelling.
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
        default: return s.value >= 0xAD && s.properties.isDefaultIgnorableCodePoint
        }
    }

    /// A line break of any kind: LF, CR, NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR.
    public static func isLineBreak(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" || s == "\u{85}"
    }
}
