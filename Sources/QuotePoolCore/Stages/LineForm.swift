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
/// - **A subject pronoun and a verb of another person** ("nous pouvez", "je va", "ils mange"), where the locale file
///   lists its subject pronouns (French) and the spelling dictionary gives its verbs' persons
///   (``WordGrammar/verbPersons``): the verb is the first word after the pronoun that is not a negation or an object
///   pronoun (`[form_clitics]`), with nothing but spaces and elisions between, and is judged only when every reading
///   of it is a verb. A pronoun after a hyphen (an inversion: "dit-il") or after a preposition (`[form_stressed_after]`:
///   "pour elle") is not a subject. "nous" and "vous" may also be the object of a verb whose subject is elsewhere ("la
///   vie nous apprend"): after them, only a verb of the first or second person that no pronoun of that person before
///   it can be the subject of is wrong.
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
    /// Subject pronouns (`[form_subject_pronouns]`: a person, then its pronouns, `*` after one that may also be an
    /// object), lower case, with `'` for an apostrophe.
    let subjects: [String: Subject]
    /// What may stand between a subject pronoun and its verb: the negation and object pronouns (`[form_clitics]`).
    let clitics: Set<String>
    /// Prepositions after which a pronoun is stressed and not a subject (`[form_stressed_after]`).
    let stressedAfter: Set<String>

    struct Subject: Sendable {
        /// "1sg" … "3pl", as ``VerbPersons`` names them.
        let person: String
        /// "nous" and "vous" may be the object of a verb whose subject is elsewhere.
        let mayBeObject: Bool
    }

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
        var subjects: [String: Subject] = [:]
        for entry in lexicon?["form_subject_pronouns"] ?? [] {
            let words = Self.elisionWords(entry)
            guard let person = words.first, VerbPersons.personTags.contains(person) else { continue }
            for word in words.dropFirst() {
                let mayBeObject = word.hasSuffix("*")
                subjects[mayBeObject ? String(word.dropLast()) : word] = Subject(
                    person: person, mayBeObject: mayBeObject)
            }
        }
        self.subjects = subjects
        clitics = Set((lexicon?["form_clitics"] ?? []).flatMap(Self.elisionWords))
        stressedAfter = Set((lexicon?["form_stressed_after"] ?? []).flatMap(Self.elisionWords))
    }

    /// The words of a locale file entry, each ``folded(_:)``.
    static func elisionWords(_ entry: String) -> [String] {
        entry.split(whereSeparator: \.isWhitespace).map { folded(String($0)) }
    }

    /// A word as the subject check compares it: lower case, with every apostrophe written `'` (as spelling writes it,
    /// ``SpellingTokenizer/key(_:)``).
    static func folded(_ word: String) -> String { SpellingTokenizer.key(word).lowercased() }

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

    /// Why `t` is ill-formed, or nil. `grammar` gives a written word's gender when the dictionary is sure it is a noun
    /// of one gender, and its persons when it is sure it is a verb (``LocaleDictionary/grammar``); without it,
    /// determiners and subjects are not checked.
    func check(_ t: GateText, grammar: WordGrammar? = nil) -> String? {
        brokenPair(t) ?? loop(t)
            ?? grammar.flatMap { disagreement(t, gender: $0.nounGender) ?? subjectFault(t, grammar: $0) }
    }

    /// A subject pronoun without its verb: before a verb of another person, or inverted after a word that is no verb
    /// of its person. Both read the same pieces of the line, cut once.
    private func subjectFault(_ t: GateText, grammar: WordGrammar) -> String? {
        guard !subjects.isEmpty else { return nil }
        let pieces = Self.pieces(t)
        return agreement(t, pieces, persons: grammar.verbPersons) ?? inversion(t, pieces, host: grammar.someVerbReading)
    }

    /// A word of the line, or the part of one before or after an apostrophe ("qu'il" is "qu'" and "il"): `text` lower
    /// case with `'` for the apostrophe (``folded(_:)``), `written` as in the line, `word` the index of the line's word.
    private struct Piece {
        let text: String
        let written: String
        let word: Int
        let startsWord: Bool
    }

    private static func pieces(_ t: GateText) -> [Piece] {
        var pieces: [Piece] = []
        for (k, word) in t.words.enumerated() {
            var part = String.UnicodeScalarView()
            var startsWord = true
            func close() {
                guard !part.isEmpty else { return }
                let written = String(part)
                pieces.append(
                    Piece(
                        text: Self.folded(written), written: written, word: k, startsWord: startsWord))
                part = String.UnicodeScalarView()
                startsWord = false
            }
            for scalar in t.scalars[word.range] {
                part.append(scalar)
                if GateText.isApostrophe(scalar) { close() }
            }
            close()
        }
        return pieces
    }

    /// A subject pronoun before a verb of another person ("nous pouvez", "je va"); see the type's description.
    private func agreement(_ t: GateText, _ pieces: [Piece], persons: (String) -> VerbPersons?) -> String? {
        // Pieces j - 1 and j with nothing but spaces between (or an elision: "n'ai").
        func adjacent(_ j: Int) -> Bool {
            pieces[j - 1].word == pieces[j].word || !t.hasPunctuation(in: t.gap(afterWord: pieces[j - 1].word))
        }
        for (i, piece) in pieces.enumerated() {
            guard let subject = subjects[piece.text], !Self.afterHyphen(piece, in: t) else { continue }
            if i > 0, adjacent(i), stressedAfter.contains(pieces[i - 1].text) { continue }
            var j = i + 1
            while j < pieces.count, adjacent(j), clitics.contains(pieces[j].text) { j += 1 }
            guard j < pieces.count, adjacent(j) else { continue }
            let verb = pieces[j]
            guard verb.written == verb.written.lowercased(), let found = persons(verb.written) else { continue }
            if subject.mayBeObject {
                let earlier = Set(pieces[..<i].compactMap { subjects[$0.text]?.person })
                let wrong = found.persons.allSatisfy { person in
                    person != subject.person && (person.hasPrefix("1") || person.hasPrefix("2"))
                        && !earlier.contains(person)
                }
                guard !found.persons.isEmpty, wrong else { continue }
            } else if found.persons.contains(subject.person) {
                continue
            }
            let words = t.string(t.words[piece.word].range.lowerBound..<t.words[verb.word].range.upperBound)
            return "\"\(words)\": the verb does not agree with its subject \"\(piece.written)\""
        }
        return nil
    }

    /// A piece that starts a word joined to the one before by a hyphen ("dit-il").
    private static func afterHyphen(_ piece: Piece, in t: GateText) -> Bool {
        piece.startsWord && piece.word > 0
            && t.scalars[t.gap(afterWord: piece.word - 1)].contains(where: SpellingTokenizer.isHyphen)
    }

    /// A subject pronoun joined by a hyphen to a word before it (an inversion: "dit-il", "a-t-il", "Puisses-tu") where
    /// that word cannot be a verb ("nous-tu", "et-il") or, for a pronoun that is only ever a subject, is no verb of the
    /// pronoun's person ("sont-tu", "donnez-tu"). "nous" and "vous" after a hyphen may be the object of an imperative
    /// ("levez-vous", "aidez-nous"): only the verb is asked for. The word before is judged as written (lower case at
    /// the line's start), a capitalized one inside the line being a name; a word the dictionary names no part of
    /// speech for is left alone.
    private func inversion(_ t: GateText, _ pieces: [Piece], host: (String) -> VerbPersons?) -> String? {
        for (i, piece) in pieces.enumerated() where Self.afterHyphen(piece, in: t) {
            guard let subject = subjects[piece.text] else { continue }
            var h = i - 1
            // The "t" between a verb ending in a vowel and its pronoun ("a-t-il").
            if pieces[h].text == "t", Self.afterHyphen(pieces[h], in: t), h > 0 { h -= 1 }
            let written = pieces[h].word == 0 ? pieces[h].written.lowercased() : pieces[h].written
            guard written == written.lowercased(), let found = host(written) else { continue }
            let words = t.string(t.words[pieces[h].word].range.lowerBound..<t.words[piece.word].range.upperBound)
            if !found.isVerb {
                return "\"\(words)\": a subject after a word that is not a verb"
            }
            if !subject.mayBeObject, !found.persons.contains(subject.person) {
                return "\"\(words)\": the verb does not agree with its subject \"\(piece.written)\""
            }
        }
        return nil
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
        // Any word of two letters or more three times running, function words too ("toujours toujours toujours").
        for i in tokens.indices.dropLast(2)
        where tokens[i].count >= 2 && tokens[i] == tokens[i + 1] && tokens[i] == tokens[i + 2] {
            return "says \"\(tokens[i])\" three times in a row"
        }
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
