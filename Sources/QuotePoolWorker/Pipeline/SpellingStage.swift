import QuotePoolCore

/// The spelling check (SPEC 2.3a): every word of the line looked up in its locale's Hunspell dictionaries
/// (``SpellingLoader``); more unknown words than `spelling.max_unknown` is `misspelled`, and the rejection names
/// them. A locale without a loaded dictionary (Japanese, or files missing) records `skipped` with why and passes.
/// A line is checked with its own locale's dictionaries (`en-GB` with `en_GB`), else its language's.
public struct SpellingStage: Stage {
    public let spelling: Spelling
    public let loaded: SpellingLoader.Loaded
    /// Per checked locale, its tokenizer with the language's allow-list and the operator's words.
    let tokenizers: [LocaleCode: SpellingTokenizer]
    public var name: StageName { .spelling }

    /// - Parameter words: `spelling.words`, the operator's own words per locale.
    public init(spelling: Spelling, loaded: SpellingLoader.Loaded, words: [String: [String]] = [:]) {
        self.spelling = spelling
        self.loaded = loaded
        tokenizers = Dictionary(
            uniqueKeysWithValues: loaded.dictionaries.keys.map {
                ($0, SpellingTokenizer(locale: $0, words: words[$0.pool] ?? []))
            })
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        let locale = loaded.checkingLocale(of: c.locale)
        guard let dictionary = loaded.dictionaries[locale], let tokenizer = tokenizers[locale] else {
            c.scores.spelling = .skipped(
                loaded.skipped[c.locale] ?? loaded.skipped[locale] ?? "no dictionary loaded for \(c.locale)")
            return .pass
        }
        return spelling.check(tokenizer.words(c.text), knows: dictionary.knows)
            .recorded(on: &c, at: \.spelling, rejecting: .misspelled)
    }
}
