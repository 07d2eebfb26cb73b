/// Finds stock phrases and proverbs from each locale's `cliches` list in a line (SPEC 2.3, `cliche`).
///
/// Matching is on normalized text (``TextNormalizer``):
/// - word phrases match when the line's tokens contain the phrase's tokens contiguously, or, for phrases of
///   at least four tokens with at least two content words, when 75 % of the phrase's tokens and of its
///   content words appear in order within a window a little longer than the phrase (a stretched or
///   altered proverb);
/// - CJK phrases match by character containment (spaces removed), or, for phrases of at least four
///   characters, when 75 % of the phrase's character bigrams occur in the line.
///
/// Everything is precomputed at init; a match allocates only the line's normalized form.
public struct ClicheMatcher: Sendable {
    private let sets: [String: PhraseSet]

    /// The matcher for ``Lexicon/builtin``.
    public static let builtin = ClicheMatcher(lexicons: Lexicon.builtin)

    /// One phrase set per lexicon, from its `cliches` section; its `function_words` tell content words apart.
    public init(lexicons: [String: Lexicon]) {
        var sets: [String: PhraseSet] = [:]
        for (locale, lexicon) in lexicons {
            let functionWords = Set(lexicon["function_words"].flatMap(TextNormalizer.tokens))
            sets[locale] = PhraseSet(
                lexicon["cliches"], fuzzy: true, functionWords: functionWords)
        }
        self.sets = sets
    }

    /// The cliché (as written in the lexicon) that `text` contains, or `nil`. Locales without a lexicon
    /// have no clichés.
    public func match(_ text: String, locale: LocaleCode) -> String? {
        match(NormalizedLine(text), locale: locale)
    }

    func match(_ line: NormalizedLine, locale: LocaleCode) -> String? {
        sets[locale.language]?.firstMatch(in: line)
    }
}

/// A line in the forms phrase matching needs, computed once per line.
struct NormalizedLine: Sendable {
    /// Normalized tokens (CJK: one per character).
    let tokens: [String]
    let tokenSet: Set<String>
    /// The normalized text without spaces, as characters, for CJK containment.
    let compact: String
    /// Character bigrams of `compact`.
    let bigrams: Set<String>

    init(_ text: String) {
        tokens = TextNormalizer.tokens(text)
        tokenSet = Set(tokens)
        compact = tokens.joined()
        // Bigrams only serve CJK phrases; a line without CJK letters cannot share theirs.
        bigrams = compact.unicodeScalars.contains { Script($0)?.isCJK == true } ? Self.bigrams(of: compact) : []
    }

    static func bigrams(of text: String) -> Set<String> {
        let characters = Array(text)
        guard characters.count >= 2 else { return [] }
        return Set((0..<(characters.count - 1)).map { String(characters[$0...($0 + 1)]) })
    }
}

/// A list of phrases matched against normalized lines; shared by the cliché matcher and the gate's
/// operator blocklist (which uses exact matching only).
struct PhraseSet: Sendable {
    static let fuzzyShare = 0.75
    static let fuzzyMinTokens = 4
    static let fuzzyMinContentWords = 2
    static let fuzzyMinCharacters = 4

    private struct Phrase: Sendable {
        let text: String
        let tokens: [String]
        /// Tokens that are not function words, in order.
        let contentTokens: [String]
        let isCJK: Bool
        let compact: String
        /// Character bigrams of `compact`, for CJK phrases (empty otherwise).
        let bigrams: Set<String>
        let fuzzy: Bool
        /// How many of the phrase's distinct tokens (all, and content words) a line must contain before a
        /// match is possible at all: an exact bound, so most phrases are ruled out without sequence work.
        let exactMinPresent: Int
        let fuzzyMinPresent: Int
        let fuzzyMinContentPresent: Int
    }

    private let phrases: [Phrase]
    /// Token → indices of the phrases whose distinct tokens include it (all tokens; content words only).
    private let phrasesByToken: [String: [Int]]
    private let phrasesByContentToken: [String: [Int]]

    /// Phrases that normalize to nothing are dropped.
    init(_ entries: [String], fuzzy: Bool, functionWords: Set<String> = []) {
        phrases = entries.compactMap { entry in
            let tokens = TextNormalizer.tokens(entry)
            guard !tokens.isEmpty else { return nil }
            let isCJK = ScriptProfile(entry).isMostlyCJK
            let compact = tokens.joined()
            let content = tokens.filter { !functionWords.contains($0) }
            let canStretch =
                isCJK
                ? compact.count >= Self.fuzzyMinCharacters
                : tokens.count >= Self.fuzzyMinTokens && content.count >= Self.fuzzyMinContentWords
            let distinct = Set(tokens).count
            let distinctContent = Set(content).count
            // Repeated words can each count once more in an in-order match; a shared bigram needs two
            // characters of the phrase.
            let fuzzyMinPresent =
                isCJK ? min(2, distinct) : Self.required(tokens.count) - (tokens.count - distinct)
            return Phrase(
                text: entry, tokens: tokens, contentTokens: content, isCJK: isCJK, compact: compact,
                // Only CJK phrases are matched by their character bigrams.
                bigrams: isCJK ? NormalizedLine.bigrams(of: compact) : [], fuzzy: fuzzy && canStretch,
                exactMinPresent: distinct, fuzzyMinPresent: fuzzyMinPresent,
                fuzzyMinContentPresent: isCJK ? 0 : Self.required(content.count) - (content.count - distinctContent))
        }
        var byToken: [String: [Int]] = [:]
        var byContentToken: [String: [Int]] = [:]
        for (index, phrase) in phrases.enumerated() {
            for token in Set(phrase.tokens) { byToken[token, default: []].append(index) }
            for token in Set(phrase.contentTokens) { byContentToken[token, default: []].append(index) }
        }
        phrasesByToken = byToken
        phrasesByContentToken = byContentToken
    }

    var isEmpty: Bool { phrases.isEmpty }

    /// The first phrase (in list order) found in `line`.
    func firstMatch(in line: NormalizedLine) -> String? {
        var present = Array(repeating: 0, count: phrases.count)
        var contentPresent = Array(repeating: 0, count: phrases.count)
        for token in line.tokenSet {
            for index in phrasesByToken[token] ?? [] { present[index] += 1 }
            for index in phrasesByContentToken[token] ?? [] { contentPresent[index] += 1 }
        }
        for (index, phrase) in phrases.enumerated()
        where matches(phrase, line, present: present[index], contentPresent: contentPresent[index]) {
            return phrase.text
        }
        return nil
    }

    private func matches(_ phrase: Phrase, _ line: NormalizedLine, present: Int, contentPresent: Int) -> Bool {
        if present >= phrase.exactMinPresent {
            if phrase.isCJK
                ? line.compact.contains(phrase.compact) : Self.containsContiguously(line.tokens, phrase.tokens)
            {
                return true
            }
        }
        guard phrase.fuzzy, present >= phrase.fuzzyMinPresent, contentPresent >= phrase.fuzzyMinContentPresent else {
            return false
        }
        if phrase.isCJK {
            var shared = 0
            for bigram in phrase.bigrams where line.bigrams.contains(bigram) { shared += 1 }
            return Double(shared) >= Self.fuzzyShare * Double(phrase.bigrams.count)
        }
        return stretchedMatch(phrase, line.tokens)
    }

    static func required(_ count: Int) -> Int {
        Int((fuzzyShare * Double(count)).rounded(.up))
    }

    static func containsContiguously(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// 75 % of the phrase's tokens, and of its content words, in order within a window of the line no longer
    /// than the phrase plus a little slack.
    private func stretchedMatch(_ phrase: Phrase, _ tokens: [String]) -> Bool {
        let n = phrase.tokens.count
        let window = n + max(2, n / 2)
        let need = Self.required(n)
        let needContent = Self.required(phrase.contentTokens.count)
        for start in tokens.indices {
            let slice = tokens[start..<min(tokens.count, start + window)]
            if slice.count < need { break }
            if Self.commonSubsequenceLength(phrase.tokens, slice) >= need,
                Self.commonSubsequenceLength(phrase.contentTokens, slice) >= needContent
            {
                return true
            }
        }
        return false
    }

    /// Length of the longest common subsequence (one-row dynamic programming).
    static func commonSubsequenceLength(_ a: [String], _ b: ArraySlice<String>) -> Int {
        var row = Array(repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(above, row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }
}
