/// Two faults of form that no word list of phrases names and a reader sees at once (SPEC 2.3a, `ill_formed`):
///
/// - **A pair of words the language never writes side by side**, from the locale file's `[form_broken_pairs]`:
///   each entry is `LEFT … > RIGHT … [| ENDING …]`, a word of the left list directly followed (nothing but spaces
///   between) by a word of the right list, unless the word after the pair ends with one of the endings. German
///   `mit die`, `nach einen` (a dative preposition before a form that is never dative), French `à le temps` (which
///   the language contracts to `au`; `à le faire` passes, `le` being a pronoun before an infinitive), Spanish
///   `de el` (`del`; `de él` is another word, and `de El Salvador` a name). The left word matches in any case; the
///   right word only as written, so a capitalized name is never one of them.
/// - **A loop**: the same content word (not one of the locale's `[function_words]`, three letters or more) three
///   times, or the same two to four words, one a content word, twice in a row ("weiß können, weiß können";
///   Japanese ぎゅうぎゅう is a word of single characters and never a loop). Parallel lines that repeat a phrase
///   twice ("an hour of sleep … an hour of cramming") pass.
///
/// A language without a locale file has neither list and is not checked. Both checks were held to every good
/// human-written line in the project's fixtures, in all seven locales (none flagged); see docs/quality.md, "Word
/// order and loops".
struct LineForm: Sendable {
    struct BrokenPair: Sendable {
        let left: Set<String>
        let right: Set<String>
        let unlessNextEndsWith: [String]
    }

    let pairs: [BrokenPair]
    let functionWords: Set<String>
    /// Determiners that fix the gender of the noun right after them (`[form_gender_determiners]`: a gender, then
    /// its words), lower case.
    let determiners: [String: NounGender]

    /// A content word said this many times is a loop.
    static let loopCount = 3
    /// The longest run of words checked for being said twice in a row.
    static let longestRepeat = 4

    init(lexicon: Lexicon?) {
        pairs = (lexicon?["form_broken_pairs"] ?? []).compactMap(Self.pair)
        functionWords = Set((lexicon?["function_words"] ?? []).flatMap(TextNormalizer.tokens))
        var determiners: [String: NounGender] = [:]
        for entry in lexicon?["form_gender_determiners"] ?? [] {
            let words = entry.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
            guard let first = words.first, let gender = NounGender(rawValue: first) else { continue }
            for word in words.dropFirst() { determiners[word] = gender }
        }
        self.determiners = determiners
    }

    /// Reads `LEFT … > RIGHT … [| ENDING …]`; nil for an entry without both lists.
    static func pair(_ entry: String) -> BrokenPair? {
        let sides = entry.split(separator: ">", maxSplits: 1)
        guard sides.count == 2 else { return nil }
        let rest = sides[1].split(separator: "|", maxSplits: 1)
        func words(_ s: Substring) -> [String] { s.split(whereSeparator: \.isWhitespace).map(String.init) }
        let left = words(sides[0]).map { $0.lowercased() }
        let right = words(rest[0])
        guard !left.isEmpty, !right.isEmpty else { return nil }
        let endings = rest.count > 1 ? words(rest[1]).map { $0.lowercased() } : []
        return BrokenPair(left: Set(left), right: Set(right), unlessNextEndsWith: endings)
    }

    /// Why `t` is ill-formed, or nil. `gender` gives a written word's gender when the dictionary is sure it is a noun
    /// of one gender (``LocaleDictionary/nounGender(_:)``); without it, determiners are not checked.
    func check(_ t: GateText, gender: ((String) -> NounGender?)? = nil) -> String? {
        brokenPair(t) ?? loop(t) ?? gender.flatMap { disagreement(t, gender: $0) }
    }

    /// A determiner of one gender directly before a noun of the other ("un fille", "la gâteau", "cette courage"):
    /// the noun as written, lower case (a capitalized word inside the line may be a name or a title, and is left
    /// alone), and only when every dictionary reading of it is a singular noun of the other gender, so a word that is
    /// also a verb or an adjective ("je le demande") never counts.
    private func disagreement(_ t: GateText, gender: (String) -> NounGender?) -> String? {
        guard !determiners.isEmpty, t.words.count >= 2 else { return nil }
        for k in 0..<(t.words.count - 1) where !t.hasPunctuation(in: t.gap(afterWord: k)) {
            let determiner = t.string(t.words[k].range)
            guard let expected = determiners[determiner.lowercased()] else { continue }
            let noun = t.string(t.words[k + 1].range)
            guard noun == noun.lowercased(), let found = gender(noun), found != expected else { continue }
            return "\"\(determiner) \(noun)\": a \(expected.rawValue) determiner before a \(found.rawValue) noun"
        }
        return nil
    }

    private func brokenPair(_ t: GateText) -> String? {
        guard !pairs.isEmpty, t.words.count >= 2 else { return nil }
        let written = t.words.map { t.string($0.range) }
        for k in 0..<(written.count - 1) where !t.hasPunctuation(in: t.gap(afterWord: k)) {
            let left = written[k].lowercased()
            let right = written[k + 1]
            let next = k + 2 < written.count ? written[k + 2].lowercased() : ""
            for pair in pairs where pair.left.contains(left) && pair.right.contains(right) {
                if pair.unlessNextEndsWith.contains(where: { next.hasSuffix($0) }) { continue }
                return "\"\(written[k]) \(right)\": the language does not write these two words side by side"
            }
        }
        return nil
    }

    /// Not a function word, and three letters or more (so never a single CJK character: Japanese doubles words
    /// such as ぎゅうぎゅう on purpose).
    private func isContent(_ token: String) -> Bool { token.count >= 3 && !functionWords.contains(token) }

    private func loop(_ t: GateText) -> String? {
        // Without the language's function words every word would count as content.
        guard !functionWords.isEmpty else { return nil }
        let tokens = t.line.tokens
        var counts: [String: Int] = [:]
        for token in tokens where isContent(token) {
            counts[token, default: 0] += 1
            if counts[token] == Self.loopCount { return "says \"\(token)\" \(Self.loopCount) times" }
        }
        for n in 2...Self.longestRepeat where tokens.count >= 2 * n {
            for i in 0...(tokens.count - 2 * n) {
                let run = tokens[i..<(i + n)]
                guard run.elementsEqual(tokens[(i + n)..<(i + 2 * n)]),
                    run.contains(where: isContent)
                else { continue }
                return "says \"\(run.joined(separator: " "))\" twice in a row"
            }
        }
        return nil
    }
}
