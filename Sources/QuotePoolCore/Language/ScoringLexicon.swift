/// The lexicons the scorers need for one locale, normalized once.
public struct ScoringLexicon: Sendable {
    public let locale: String
    public let concrete: Set<String>
    public let actions: Set<String>
    public let emotions: Set<String>
    public let stopwords: Set<String>
    /// Formula patterns as token lists; `*` matches one or more tokens.
    public let formulas: [[String]]
    /// For scripts without spaces, lexicon entries are matched as substrings of the text.
    public let matchesSubstrings: Bool
    let concreteList: [String]
    let actionList: [String]
    let emotionList: [String]
    let stemmer: LightStemmer
    /// Whether the locale's nouns compound (``Lexicon/compoundsNouns``).
    let compoundsNouns: Bool
    /// Stems of the entries (``LightStemmer``), so inflected forms in a line still match.
    let concreteStems: Set<String>
    let actionStems: Set<String>
    let emotionStems: Set<String>

    public init(_ lexicon: Lexicon) {
        locale = lexicon.locale
        matchesSubstrings = lexicon.wordUnit == .characters
        func set(_ section: String) -> [String] {
            Array(Set(lexicon[section].map { TextNormalizer.normalize($0) }.filter { !$0.isEmpty }))
        }
        concreteList = set("concrete_nouns").map { $0.replacingOccurrences(of: " ", with: "") }
        actionList = set("action_verbs").map { $0.replacingOccurrences(of: " ", with: "") }
        emotionList = set("emotion_words").map { $0.replacingOccurrences(of: " ", with: "") }
        concrete = Set(set("concrete_nouns"))
        actions = Set(set("action_verbs"))
        emotions = Set(set("emotion_words"))
        stopwords = Set(set("function_words"))
        let stemmer = lexicon.stemmer
        self.stemmer = stemmer
        compoundsNouns = lexicon.compoundsNouns
        concreteStems = Set(concrete.map(stemmer.stem))
        actionStems = Set(actions.map(stemmer.stem))
        emotionStems = Set(emotions.map(stemmer.stem))
        // "* is the key to *" and "人生とは*" alike: text between wildcards is tokenized as usual.
        formulas = lexicon["formulas"].map { pattern in
            pattern.split(separator: "*", omittingEmptySubsequences: false).enumerated().flatMap { i, part in
                (i == 0 ? [] : ["*"]) + TextNormalizer.tokens(String(part))
            }
        }
    }

    /// Built-in scoring lexicons built so far, by base locale.
    private static let built = LocaleMemo<ScoringLexicon>()

    /// The lexicon for `locale` ("pt-BR" uses "pt"), or an empty one.
    public static func forLocale(_ locale: LocaleCode) -> ScoringLexicon {
        built.value(locale.language) { base in
            ScoringLexicon(Lexicon.builtin[base] ?? Lexicon(locale: base, sections: [:]))
        }
    }

    /// Counts of concrete nouns, action verbs and emotion words in `tokens` (or in `text` for CJK).
    public func counts(tokens: [String]) -> (concrete: Int, actions: Int, emotions: Int) {
        if matchesSubstrings {
            let joined = tokens.joined()
            func hits(_ list: [String]) -> Int { list.reduce(0) { $0 + (joined.contains($1) ? 1 : 0) } }
            return (hits(concreteList), hits(actionList), hits(emotionList))
        }
        var c = 0
        var a = 0
        var e = 0
        for token in tokens {
            // An elided article or pronoun ("l'orage", "un'asse", "d'água") is not part of the word.
            let t = token.lastIndex(of: "'").map { String(token[token.index(after: $0)...]) } ?? token
            let stem = stemmer.stem(t)
            if concrete.contains(t) || concrete.contains(token) || concreteStems.contains(stem) { c += 1 }
            if actions.contains(t) || actions.contains(token) || actionStems.contains(stem) { a += 1 }
            if emotions.contains(t) || emotions.contains(token) || emotionStems.contains(stem) { e += 1 }
        }
        return (c, a, e)
    }

    /// The first formula pattern that matches the whole of `tokens`, as text.
    public func formula(matching tokens: [String]) -> String? {
        for pattern in formulas where Self.match(pattern[...], tokens[...]) {
            return pattern.joined(separator: " ")
        }
        return nil
    }

    static func match(_ pattern: ArraySlice<String>, _ tokens: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return tokens.isEmpty }
        if head == "*" {
            let rest = pattern.dropFirst()
            if tokens.isEmpty { return false }
            var i = tokens.startIndex + 1
            while i <= tokens.endIndex {
                if match(rest, tokens[i...]) { return true }
                i += 1
            }
            return false
        }
        guard let first = tokens.first, first == head else { return false }
        return match(pattern.dropFirst(), tokens.dropFirst())
    }
}
