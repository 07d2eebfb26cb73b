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
        if Self.hasControlCharacters(partial) { return .malformedOutput }
        let body = partial.drop { $0.isWhitespace }
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

    /// True when `text` holds a control character (other than tab and line breaks, which the gate judges) or a
    /// bidirectional embedding, override or isolate: invisible characters that change how a line looks or
    /// prints, which no honest answer needs. A model answer with one is `malformed_output`.
    public static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            switch s.value {
            case 0x09, 0x0A, 0x0D, 0x85: false
            case 0x00...0x1F, 0x7F...0x9F: true
            case 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    static func isLineBreak(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" || s == "\u{85}"
    }
}
