import Foundation

/// The tokens the lexical guard compares: normalized words, light-stemmed with the locale's stemmer, or for a
/// locale whose file measures lines in characters (`word_unit: characters`), its letters one by one.
///
/// Stemming makes "folds" and "fold" one token, so an edit that only changes an inflection keeps its overlap.
public struct LexicalTokenizer: Sendable {
    public let stemmer: LightStemmer
    public let unit: TextLength.Unit

    /// The tokenizer for `locale` (a code such as `de` or `pt-BR`), from its locale file's `word_unit` and
    /// `[stemmer_suffixes]`; a locale without a file gets unstemmed words (characters for a CJK script).
    public init(locale: LocaleCode) {
        let lexicon = Lexicon.of(locale)
        self.init(stemmer: lexicon?.stemmer ?? LightStemmer(suffixes: []), unit: Lexicon.wordUnit(of: locale))
    }

    public init(stemmer: LightStemmer, unit: TextLength.Unit) {
        self.stemmer = stemmer
        self.unit = unit
    }

    /// The tokens of each of `texts`, in order, split on every core (a fill's start tokenizes its whole catalog,
    /// and the cosine index is built by then).
    public func tokens(ofEach texts: [String]) -> [[String]] {
        let parts = min(texts.count / 256 + 1, ProcessInfo.processInfo.activeProcessorCount)
        guard parts > 1 else { return texts.map(tokens) }
        return concurrentMap(parts) { part in
            texts[(texts.count * part / parts)..<(texts.count * (part + 1) / parts)].map(tokens)
        }.flatMap { $0 }
    }

    /// The tokens of `text`, in order.
    public func tokens(_ text: String) -> [String] {
        let words = TextNormalizer.tokens(text)
        switch unit {
        case .words: return words.map(stemmer.stem)
        case .characters: return words.flatMap { $0.map(String.init) }
        }
    }
}
