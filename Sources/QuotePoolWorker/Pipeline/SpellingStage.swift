import QuotePoolCore

/// The spelling check (SPEC 2.3a): every word of the line looked up in its locale's Hunspell dictionaries
/// (``SpellingLoader``); more unknown words than `spelling.max_unknown` is `misspelled`, and the rejection names
/// them. A locale without a loaded dictionary (Japanese, or files missing) records `skipped` with why and passes.
public struct SpellingStage: Stage {
    public let spelling: Spelling
    public let loaded: SpellingLoader.Loaded
    /// Per checked locale, its tokenizer with the locale's allow-list and the operator's words.
    let tokenizers: [String: SpellingTokenizer]
    public var name: StageName { .spelling }

    /// - Parameter words: `spelling.words`, the operator's own words per locale.
    public init(spelling: Spelling, loaded: SpellingLoader.Loaded, words: [String: [String]] = [:]) {
        self.spelling = spelling
        self.loaded = loaded
        tokenizers = Dictionary(
            uniqueKeysWithValues: loaded.dictionaries.keys.map {
                ($0, SpellingTokenizer(locale: $0, words: words[$0] ?? []))
            })
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        let pool = LanguageIdentifier.baseLanguage(of: c.locale)
        guard let dictionary = loaded.dictionaries[pool], let tokenizer = tokenizers[pool] else {
            c.scores.spelling = .skipped(loaded.skipped[pool] ?? "no dictionary loaded for \(pool)")
            return .pass
        }
        switch spelling.check(tokenizer.words(c.text), knows: dictionary.knows) {
        case .pass(let outcome):
            c.scores.spelling = outcome
            return .pass
        case .reject(let outcome, let detail):
            c.scores.spelling = outcome
            return .reject(.misspelled, detail: detail)
        }
    }
}
