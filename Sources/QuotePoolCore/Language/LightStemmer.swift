/// A light suffix stripper, so lexicon lookups see "Brezeln" as "Brezel" and "schenkt" as "schenken".
///
/// Not a linguistic stemmer: it removes the longest listed inflection ending and keeps at least four
/// letters, which is enough to match plural, case and common verb forms against the scorer lexicons.
/// The endings come from a locale file's `[stemmer_suffixes]` (``Lexicon/stemmer``); without them, words
/// are left as they are.
public struct LightStemmer: Sendable {
    /// Inflection endings, longest first.
    public let suffixes: [String]

    public init(suffixes: [String]) {
        self.suffixes = suffixes
    }

    /// The stem of a normalized (lower-case) word; the word itself when no ending applies.
    public func stem(_ word: String) -> String {
        guard !suffixes.isEmpty else { return word }
        let count = word.count
        for suffix in suffixes where word.hasSuffix(suffix) && count - suffix.count >= 4 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }
}

extension Lexicon {
    /// The locale's stemmer, from its `[stemmer_suffixes]`.
    public var stemmer: LightStemmer { LightStemmer(suffixes: self["stemmer_suffixes"]) }
}
