/// A light suffix stripper, so lexicon lookups see "Brezeln" as "Brezel" and "schenkt" as "schenken".
///
/// Not a linguistic stemmer: it removes the longest listed inflection ending and keeps at least four
/// letters, which is enough to match plural, case and common verb forms against the scorer lexicons.
public enum LightStemmer {
    /// Inflection endings per base locale, longest first.
    static let suffixes: [String: [String]] = [
        "en": ["ing", "ies", "ied", "ed", "es", "s", "y"],
        "de": ["ern", "ten", "est", "en", "er", "es", "em", "st", "te", "e", "n", "s", "t"],
        "es": [
            "ando", "iendo", "aron", "ieron", "amos", "emos", "imos", "es", "as", "os", "an", "en", "a", "o", "s", "ó",
        ],
        "pt": [
            "ando", "endo", "indo", "ões", "ães", "ãos", "ava", "ou", "eu", "iu", "es", "as", "os", "am", "em", "a",
            "o", "s",
        ],
        "it": ["ando", "endo", "ano", "ono", "ava", "ò", "ì", "i", "e", "a", "o"],
        "fr": ["ées", "ent", "ant", "és", "ée", "es", "é", "e", "s", "x"],
    ]

    /// The stem of a normalized (lower-case) word for `locale`; the word itself when no ending applies.
    public static func stem(_ word: String, locale: String) -> String {
        guard let list = suffixes[locale] else { return word }
        let count = word.count
        for suffix in list where word.hasSuffix(suffix) && count - suffix.count >= 4 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }
}
