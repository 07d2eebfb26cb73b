import Foundation

/// The content words of a line in one locale, with their stems: what ``WordAlignment`` matches between two lines.
///
/// Space-delimited text: the normalized words, each cut at an apostrophe to its longest part (`l'escalier` →
/// `escalier`), without the locale file's `[function_words]` and without one-letter words. Text that is mostly
/// CJK (more than half of its letters kana or kanji): the runs of kanji, of katakana and of Latin letters or digits
/// of the NFKC-lowercased text; runs of hiragana (particles, okurigana) are dropped. A word's stem is the first
/// token the lexical guard's tokenizer makes of it (for a CJK word, its first character).
public struct ContentWords: Sendable {
    public let tokenizer: LexicalTokenizer
    let functionWords: Set<String>

    /// For `locale` (its language's data); a locale without a file has no function words and no stemmer.
    public init(locale: LocaleCode) {
        let lexicon = Lexicon.of(locale)
        self.init(
            tokenizer: LexicalTokenizer(locale: locale),
            functionWords: Set((lexicon?["function_words"] ?? []).map(TextNormalizer.normalize)))
    }

    init(tokenizer: LexicalTokenizer, functionWords: Set<String>) {
        self.tokenizer = tokenizer
        self.functionWords = functionWords
    }

    /// The content words of `text`, in order (repeats kept).
    public func words(_ text: String) -> [String] {
        let normalized = TextNormalizer.normalize(text)
        let letters = normalized.unicodeScalars.filter { $0 != " " }.count
        let cjk = normalized.unicodeScalars.filter { [.han, .katakana, .hiragana].contains(Self.kind($0)) }.count
        if cjk * 2 > letters { return Self.cjkRuns(text) }
        var out: [String] = []
        for token in normalized.split(separator: " ") {
            var word = String(token)
            if functionWords.contains(word) { continue }
            if word.contains("'") {
                // The first of the longest parts.
                word = word.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
                    .reduce("") { $1.unicodeScalars.count > $0.unicodeScalars.count ? $1 : $0 }
                if functionWords.contains(word) { continue }
            }
            if word.unicodeScalars.count < 2 { continue }
            out.append(word)
        }
        return out
    }

    /// The stem the alignment compares: the tokenizer's first token of `word`, else the word.
    public func stem(_ word: String) -> String { tokenizer.tokens(word).first ?? word }

    enum Kind { case han, katakana, hiragana, latin }

    static func kind(_ s: Unicode.Scalar) -> Kind? {
        switch s.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x3005: return .han
        case 0x30A0...0x30FF, 0x31F0...0x31FF: return .katakana
        case 0x3040...0x309F: return .hiragana
        default:
            return s.properties.isAlphabetic || s.properties.numericType != nil ? .latin : nil
        }
    }

    /// Runs of kanji, katakana and Latin letters or digits of the NFKC-lowercased text.
    static func cjkRuns(_ text: String) -> [String] {
        var out: [String] = []
        var run = String.UnicodeScalarView()
        var current: Kind?
        func flush() {
            if !run.isEmpty, let current, current != .hiragana { out.append(String(run)) }
            run = String.UnicodeScalarView()
        }
        for s in text.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            let k = kind(s)
            if k != current || k == nil {
                flush()
                current = k
            }
            if k != nil { run.append(s) }
        }
        flush()
        return out
    }
}
