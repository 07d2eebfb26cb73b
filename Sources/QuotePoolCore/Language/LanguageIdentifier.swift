import Foundation

/// The identifier's answer for one text.
public struct LanguageGuess: Sendable, Equatable {
    /// The decided language as a base code (`es`, `ja`, or a script-level code such as `ru` or `other`),
    /// or `nil` when the evidence is too weak or too close to call.
    public let language: String?
    /// 0…1. For Latin text, the tempered posterior of the best-scoring language; for a decision made from the
    /// script alone, the share of letters written in that script; 0 for text without letters.
    public let confidence: Double
    /// Combined evidence per language with a lexicon, in nats (higher is better; only differences matter).
    /// Empty when the script alone decided.
    public let scores: [String: Double]
    /// The dominant script of the text's letters, or `nil` for text without letters.
    public let script: Script?

    public init(language: String?, confidence: Double, scores: [String: Double], script: Script?) {
        self.language = language
        self.confidence = confidence
        self.scores = scores
        self.script = script
    }

    /// The best-scoring language even when undecided (for operator messages), or `nil` without scores.
    public var best: String? {
        language ?? scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}

/// Identifies the language of a short line: script detection first, then, for Latin text, function-word,
/// vocabulary, character n-gram and marker-letter evidence for each language with a lexicon.
///
/// A value type built once from the lexicons (training takes a few milliseconds); identification is pure
/// and allocation-light, safe to share across tasks.
///
/// Decisions:
/// - mostly CJK text with any kana → `ja` (``cjkScriptLanguages``); Han without kana → undecided (`nil`, Chinese
///   or kanji-only);
/// - another non-Latin script → a script-level code from ``scriptLanguages`` (`ru` for Cyrillic, `other`…),
///   which matches none of the lexicon languages;
/// - Latin text → the best lexicon language when its posterior reaches ``Tuning/minConfidence`` and the text
///   has at least ``Tuning/minLetters`` Latin letters; otherwise undecided.
public struct LanguageIdentifier: Sendable {
    /// Weights and thresholds. The defaults were calibrated on 8–18-word lines in the seven built-in languages.
    public struct Tuning: Sendable, Equatable {
        /// Multiplier on the n-gram log-likelihood. Grams of three orders overlap, so the raw naive-Bayes sum
        /// counts each letter about three times; this tempers it.
        public var nGramScale: Double = 0.25
        /// Nats per token found among a language's function words.
        public var functionWordWeight: Double = 1.5
        /// Nats per token found in a language's vocabulary (words of its lexicon).
        public var vocabularyWeight: Double = 0.8
        /// The best language's posterior must reach this to be decided.
        public var minConfidence: Double = 0.9
        /// Latin text with fewer letters is undecided.
        public var minLetters: Int = 10
        /// Nats taken from every identification-only language (a "known other" such as Dutch, Catalan or
        /// Galician): a prior for lines being drafted in a served language, and a counterweight to the
        /// training text of those languages, which is all running prose, so its character grams fit the
        /// common words of any close neighbour better than the word-list-heavy lexicons of the served
        /// languages do. A line must read clearly as the neighbour to be decided as it; a line that reads
        /// almost as well as either stays undecided (and is rejected under both). Calibrated so that
        /// unaccented Brazilian Portuguese is not taken for Galician.
        public var identificationOnlyPrior: Double = 2.5

        public init() {}
    }

    /// Scripts that only one language writes: mostly-CJK text with any letter of them is decided as that
    /// language (kana are Japanese), whatever the lexicons; Han alone stays undecided (Chinese, or kanji-only
    /// Japanese).
    public static let cjkScriptLanguages: [(script: Script, language: String)] = [
        (.hiragana, "ja"), (.katakana, "ja"),
    ]

    /// Script-level codes for letters of scripts none of our lexicons covers.
    public static let scriptLanguages: [Script: String] = [
        .cyrillic: "ru", .greek: "el", .arabic: "ar", .hebrew: "he", .thai: "th", .devanagari: "hi",
        .hangul: "ko", .other: "other",
    ]

    /// The script a locale without a lexicon must be written in to be accepted by ``matches(_:locale:)``.
    /// Latin-script locales are deliberately absent: without a lexicon, Latin text cannot be told apart.
    public static let localeScripts: [String: Script] = [
        "ru": .cyrillic, "uk": .cyrillic, "be": .cyrillic, "bg": .cyrillic, "sr": .cyrillic, "mk": .cyrillic,
        "kk": .cyrillic, "ky": .cyrillic, "mn": .cyrillic, "tg": .cyrillic,
        "el": .greek, "ar": .arabic, "fa": .arabic, "ur": .arabic, "ps": .arabic, "he": .hebrew, "yi": .hebrew,
        "th": .thai, "hi": .devanagari, "mr": .devanagari, "ne": .devanagari, "ko": .hangul,
        "zh": .han, "yue": .han,
    ]

    /// The identifier trained on ``Lexicon/builtin``, its gram counts read from the table shipped with quotepool when
    /// that table is the locale files' (``GramCounts``).
    public static let builtin = LanguageIdentifier(
        lexicons: Lexicon.builtin, profiles: LanguageProfile.builtin, shippedCounts: PackageResources.langid_grams_bin)

    public let tuning: Tuning
    /// Languages decided from Latin-script evidence, sorted (served and identification-only alike).
    public let latinLanguages: [String]
    /// Languages whose lexicon is identification-only (``Lexicon/isIdentificationOnly``): "known others"
    /// such as Dutch, Catalan and Galician. They are decided like any other language, so that a Dutch line
    /// is not taken for German, but never confirmed for a locale by ``matches(_:locale:)``.
    public let identificationOnlyLanguages: Set<String>
    /// The languages this identifier decides itself: ``latinLanguages`` and those of ``cjkScriptLanguages``.
    private let decidedLanguages: Set<String>
    private let profiles: [LanguageProfile]
    private let model: CharacterNGramModel
    private let markers: MarkerLetters

    /// Trains on each lexicon written in Latin script (``Lexicon/writingSystem``); text in kana is always decided
    /// by script (``cjkScriptLanguages``).
    public init(lexicons: [String: Lexicon], tuning: Tuning = Tuning()) {
        self.init(lexicons: lexicons, profiles: LanguageProfile.build(lexicons), tuning: tuning)
    }

    /// As ``init(lexicons:tuning:)``, with the lexicons' profiles already built, and the gram counts read from
    /// `shippedCounts` when they are those of the profiles' training tokens.
    init(
        lexicons: [String: Lexicon], profiles built: [String: LanguageProfile], tuning: Tuning = Tuning(),
        shippedCounts: [UInt8]? = nil
    ) {
        self.tuning = tuning
        profiles = Self.latinProfiles(lexicons, built)
        latinLanguages = profiles.map(\.language)
        decidedLanguages = Set(latinLanguages).union(Self.cjkScriptLanguages.map(\.language))
        identificationOnlyLanguages = Set(
            lexicons.values.filter(\.isIdentificationOnly).map(\.locale))
        model = CharacterNGramModel(counts: Self.gramCounts(profiles, shipped: shippedCounts))
        markers = MarkerLetters(lexicons: lexicons)
    }

    /// The profiles the n-gram model is trained on: those of Latin-script lexicons with tokens, by language.
    static func latinProfiles(_ lexicons: [String: Lexicon], _ built: [String: LanguageProfile]) -> [LanguageProfile] {
        lexicons.keys.sorted().compactMap { built[$0] }.filter {
            $0.writingSystem == .latin && !$0.trainingTokens.isEmpty
        }
    }

    /// The gram counts of the Latin profiles' training tokens: `shipped` when it holds them, else counted now.
    static func gramCounts(_ profiles: [LanguageProfile], shipped: [UInt8]?) -> GramCounts {
        let training = GramCounts.training(of: profiles)
        guard let shipped else { return GramCounts(training: training) }
        return GramCounts.shipped(shipped, else: training)
    }

    /// Identifies the language of `text` (see the type's summary for the decision rules).
    public func identify(_ text: String) -> LanguageGuess {
        let profile = ScriptProfile(text)
        guard profile.letters > 0, let dominant = profile.dominant else {
            return LanguageGuess(language: nil, confidence: 0, scores: [:], script: nil)
        }
        if profile.isMostlyCJK {
            let language = Self.cjkScriptLanguages.first { (profile.counts[$0.script] ?? 0) > 0 }?.language
            return LanguageGuess(
                language: language, confidence: profile.cjkShare, scores: [:],
                script: dominant.isCJK ? dominant : .han)
        }
        if dominant != .latin {
            let share = Double(profile.counts[dominant] ?? 0) / Double(profile.letters)
            return LanguageGuess(
                language: Self.scriptLanguages[dominant] ?? "other", confidence: share, scores: [:], script: dominant)
        }
        return identifyLatin(text, latinLetters: profile.counts[.latin] ?? 0)
    }

    /// True when `text` is decided to be in the locale's base language.
    ///
    /// For a locale without a lexicon, the script must agree (``localeScripts``) and the text must not be
    /// decided as one of our lexicon languages; Latin-script locales without a lexicon are always rejected,
    /// because Latin text cannot be identified without one. Locales with an identification-only lexicon
    /// (``identificationOnlyLanguages``) are not served, so nothing matches them either.
    public func matches(_ text: String, locale: LocaleCode) -> Bool {
        let base = locale.language
        if identificationOnlyLanguages.contains(base) { return false }
        let guess = identify(text)
        if decidedLanguages.contains(base) { return guess.language == base }
        guard let expected = Self.localeScripts[base], guess.script == expected else { return false }
        if let language = guess.language { return !decidedLanguages.contains(language) }
        return true
    }

    private func identifyLatin(_ text: String, latinLetters: Int) -> LanguageGuess {
        guard !profiles.isEmpty else {
            return LanguageGuess(language: nil, confidence: 0, scores: [:], script: .latin)
        }
        let tokens = TextNormalizer.tokens(text).filter { token in
            token.unicodeScalars.contains { Script($0) == .latin }
        }
        var scores = model.logLikelihoods(of: tokens).map { $0 * tuning.nGramScale }
        for (i, profile) in profiles.enumerated() {
            for token in tokens {
                if profile.functionWords.contains(token) { scores[i] += tuning.functionWordWeight }
                if profile.vocabulary.contains(token) { scores[i] += tuning.vocabularyWeight }
            }
        }
        let markerScores = markers.scores(text.lowercased())
        for (i, profile) in profiles.enumerated() {
            scores[i] += markerScores[profile.language] ?? 0
            if identificationOnlyLanguages.contains(profile.language) { scores[i] -= tuning.identificationOnlyPrior }
        }

        let top = scores.max()!
        let weights = scores.map { exp($0 - top) }
        let total = weights.reduce(0, +)
        let bestIndex = scores.firstIndex(of: top)!
        let confidence = weights[bestIndex] / total
        let decided = confidence >= tuning.minConfidence && latinLetters >= tuning.minLetters
        var byLanguage: [String: Double] = [:]
        for (i, profile) in profiles.enumerated() { byLanguage[profile.language] = scores[i] }
        return LanguageGuess(
            language: decided ? profiles[bestIndex].language : nil, confidence: confidence, scores: byLanguage,
            script: .latin)
    }
}
