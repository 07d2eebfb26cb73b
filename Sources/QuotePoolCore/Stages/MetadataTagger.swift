/// Computes a line's metadata locally (SPEC 2.8): word count, mood and theme from keyword lexicons.
public struct MetadataTagger: Sendable {
    let themes: [String: [String: Set<String>]]  // locale → theme → keywords
    let moods: [String: [String: Set<String>]]
    /// Locales written without spaces (``Lexicon/wordUnit``), whose keywords are found as substrings.
    let substringLocales: Set<String>

    public init(lexicons: [String: Lexicon] = Lexicon.builtin) {
        var themes: [String: [String: Set<String>]] = [:]
        var moods: [String: [String: Set<String>]] = [:]
        substringLocales = Set(lexicons.filter { $0.value.wordUnit == .characters }.keys)
        for (locale, lexicon) in lexicons {
            for name in lexicon.names(withPrefix: "theme:") {
                themes[locale, default: [:]][name] = Set(lexicon["theme:" + name].map(TextNormalizer.normalize))
            }
            for name in lexicon.names(withPrefix: "mood:") {
                moods[locale, default: [:]][name] = Set(lexicon["mood:" + name].map(TextNormalizer.normalize))
            }
        }
        self.themes = themes
        self.moods = moods
    }

    public static let builtin = MetadataTagger()

    /// Metadata for `text`; a theme or mood without keyword evidence falls back to the one requested.
    public func tag(_ text: String, locale: LocaleCode, requestedTheme: String?, requestedMood: String?) -> LineMetadata
    {
        var meta = LineMetadata()
        let length = TextLength(text)
        meta.wordCount = length.unit == .words ? length.count : TextNormalizer.tokens(text).count
        meta.charCount = text.count
        let base = locale.language
        let tokens = TextNormalizer.tokens(text)
        let joined = tokens.joined()
        let cjk = substringLocales.contains(base)
        func best(_ table: [String: Set<String>]?) -> String? {
            guard let table else { return nil }
            var winner: (String, Int)?
            for (name, words) in table.sorted(by: { $0.key < $1.key }) {
                let hits =
                    cjk
                    ? words.reduce(0) { $0 + (joined.contains($1.replacingOccurrences(of: " ", with: "")) ? 1 : 0) }
                    : tokens.reduce(0) { $0 + (words.contains($1) ? 1 : 0) }
                if hits > 0, hits > (winner?.1 ?? 0) { winner = (name, hits) }
            }
            return winner?.0
        }
        meta.theme = best(themes[base]) ?? requestedTheme
        meta.mood = best(moods[base]) ?? requestedMood
        return meta
    }
}
