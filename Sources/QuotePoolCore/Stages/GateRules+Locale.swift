/// The gate's locale-dependent rules (`prompt_residue`, `attribution`) with their data, precomputed from
/// one locale's lexicon merged with the English lists, which always apply: models fall back to English
/// chatter and English attribution conventions whatever language they write in. The tables that vary by
/// language (chatter, attribution verbs and markers, calendar words, the noun rule's data) are sections of
/// the locale files; the tables here hold for every language.
struct GateLocaleRules: Sendable {
    /// One chatter opener from a `prompt_residue` list.
    ///
    /// Long openers ("here is your quote") give a line away on their own. Openers written with trailing
    /// punctuation ("quote:", "bien sûr !") need punctuation right after them, and short ones ("sure", "of
    /// course", "let me") need it too, or a colon or exclamation mark a word or two later. Right after the
    /// opener, strong punctuation suffices (a colon, "!", "?", ".", or an opening quote: "Sure! …",
    /// "Bien sûr ! Voici …", "Sure “…”"), or a colon or exclamation mark within the next two words ("Below is
    /// the quote:"). A short opener followed only by a comma or a dash is weak evidence: "Bien sûr, le chat a
    /// choisi…" and "Certainly, my father…" read as ordinary sentences. It counts as chatter only with a second
    /// cue: another opener right after it ("Sure, here's one", "Bien sûr, voici…"), a colon or "!" within the
    /// next two words, or a word that names the output ("quote", "citation", "Zitat") within the next two
    /// words. So "Quote the raven…", "Sure footsteps…" and "Of course the river…" pass.
    struct Opener: Sendable {
        enum Evidence: Sendable { case prefix, punctuationRightAfter, punctuationNearby }
        let text: String
        let tokens: [String]
        let evidence: Evidence
    }

    /// Openers of at least this many tokens (characters, for CJK) need no punctuation.
    static let selfEvidentOpenerTokens = 3
    /// How many words after a short opener a colon or exclamation mark may come.
    static let openerPunctuationReach = 2
    /// The punctuation that marks chatter a few words after a short opener.
    static let chatterPunctuation: Set<Unicode.Scalar> = [":", "!", "\u{FF1A}", "\u{FF01}"]
    /// Punctuation right after a short opener that gives it away on its own: a colon, or a terminator that
    /// ends the opener as an exclamation or a sentence of its own ("Sure!", "Of course.", "Certo?"). An
    /// ellipsis is a pause in prose and a comma or dash needs a second cue.
    static let strongOpenerPunctuation: Set<Unicode.Scalar> = [
        ":", "!", "?", ".", "\u{FF1A}", "\u{FF01}", "\u{FF1F}", "。", "\u{FF0E}", "‼",
    ]
    /// Opening quote marks: a short opener followed by a quotation presents it ("Sure “…”").
    static let openingQuotes: Set<Unicode.Scalar> = Set(GateRules.quotePairs.map(\.open))
        .subtracting(GateRules.apostropheLike)

    /// Dashes that introduce a trailing attribution ("— Seneca"); a run of them counts as one.
    static let dashes: Set<Unicode.Scalar> = [
        "-", "\u{2010}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "~", "〜",
    ]

    /// Lowercase name particles allowed inside a capitalized name ("Leonardo da Vinci").
    static let nameParticles: Set<String> = [
        "de", "da", "das", "do", "dos", "del", "della", "di", "du", "van", "von", "der", "den", "la", "le", "y", "e",
        "of", "the", "al", "bin", "ibn", "st",
    ]

    /// Separators after a leading "Name says" (CJK also accepts the ideographic comma: 漱石曰く、…).
    static let leadingSeparators: Set<Unicode.Scalar> = [":", "\u{FF1A}"]
    static let leadingSeparatorsCJK: Set<Unicode.Scalar> = [":", "\u{FF1A}", "、"]
    static let parentheses: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "）": "（"]
    static let commas: Set<Unicode.Scalar> = [",", "\u{FF0C}", "、"]

    /// A compound's head noun has at least this many letters, and its modifier at least ``minModifierLetters``.
    static let minCompoundHeadLetters = 4
    static let minModifierLetters = 3

    static let maxNameWords = 4
    static let maxCJKNameCharacters = 12
    static let maxLeadingWords = 6
    static let maxTrailingClauseWords = 5

    let openers: [Opener]
    /// Chatter that gives a line away wherever it appears ("as an AI"): `residue_anywhere`, as tokens.
    let residueAnywhere: [[String]]
    /// Words that name the requested output ("quote", "Zitat", "citation", "名言"): the single-word
    /// `prompt_residue` entries written with a colon ("quote:"). A second chatter cue after a weak opener.
    let outputWords: [[String]]
    /// Slurs that block a line (`blocked`) under every locale: `offensive` entries wherever their letters appear
    /// in a word, also inside a longer or merged one ("keepsin'e…"); `offensive_words` entries, which are parts
    /// of ordinary words too, only as a whole word. Lower-cased letters without apostrophes or hyphens.
    let offensiveInside: [String]
    let offensiveWords: Set<String>
    let attributionVerbs: [[String]]
    let anonymousNames: [[String]]
    /// Words of the language, so that a capitalized common word ("— Always") is not taken for a name.
    let commonWords: Set<String>
    /// Normalized markers that open a trailing parenthetical attribution before a name ("(after Rumi)", "(frei
    /// nach Goethe)", "(d'après Hugo)"): `attribution_markers`, longest first.
    let markers: [[String]]
    /// Capitalized words that follow a marker in time expressions, never authors ("(after Christmas)", "(nach
    /// Weihnachten)"): months, weekdays and holidays, normalized (`calendar_words`).
    let calendarWords: Set<String>
    /// The language's stemmer, for the noun rule.
    let stemmer: LightStemmer
    /// For languages that capitalize every noun (``Lexicon/capitalizesNouns``), where a capitalized word is a
    /// name only if it is not a plausible noun: the lexicon's `concrete_nouns` (single words) and their stems.
    let nouns: Set<String>
    let nounStems: Set<String>
    /// Heads of compounds that also form surnames ("Einstein", "Lichtenberg", "Hartmann", "Feuerbach"): a
    /// word ending in one of them may still be a name, so the compound rule ignores them (`surname_heads`).
    let surnameHeads: Set<String>
    /// The register of a chat assistant's reply, read from the locale's own word classes (``ChatRegister``).
    let chat: ChatRegister
    let form: LineForm

    /// - Parameters:
    ///   - vocabulary: the words of `lexicon`'s prose sections (its ``LanguageProfile``'s vocabulary).
    ///   - calendarWords: the `calendar_words` of every lexicon (a German month after an English marker is no
    ///     author either); `nil` for those of `lexicon` and `english`.
    init(lexicon: Lexicon?, english: Lexicon?, vocabulary: Set<String>, calendarWords: Set<String>? = nil) {
        let lexicons = [lexicon, english].compactMap { $0 }
        func entries(_ section: String) -> [String] {
            var seen = Set<String>()
            return lexicons.flatMap { $0[section] }.filter { seen.insert($0.lowercased()).inserted }
        }
        openers = entries("prompt_residue").compactMap { entry in
            let tokens = TextNormalizer.tokens(entry)
            guard !tokens.isEmpty, let last = entry.trimmingWhitespace().unicodeScalars.last else { return nil }
            let evidence: Opener.Evidence =
                !GateText.isWordScalar(last)
                ? .punctuationRightAfter
                : tokens.count >= Self.selfEvidentOpenerTokens ? .prefix : .punctuationNearby
            return Opener(text: entry, tokens: tokens, evidence: evidence)
        }
        outputWords = openers.filter { opener in
            opener.evidence == .punctuationRightAfter && opener.text.trimmingWhitespace().hasSuffix(":")
                && (opener.tokens.count == 1 || opener.tokens.allSatisfy { $0.unicodeScalars.count == 1 })
        }.map(\.tokens)
        residueAnywhere = entries("residue_anywhere").map(TextNormalizer.tokens).filter { !$0.isEmpty }
        offensiveInside = entries("offensive").map(Self.letters).filter { !$0.isEmpty }
        offensiveWords = Set(entries("offensive_words").map(Self.letters).filter { !$0.isEmpty })
        attributionVerbs = entries("attribution_verbs").map(TextNormalizer.tokens).filter { !$0.isEmpty }
        anonymousNames = entries("anonymous_names").map(TextNormalizer.tokens).filter { !$0.isEmpty }
        commonWords = vocabulary
        markers = Set(entries("attribution_markers").map(TextNormalizer.tokens)).filter { !$0.isEmpty }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1)
        }
        self.calendarWords = calendarWords ?? Set(lexicons.flatMap { $0["calendar_words"] })
        let stemmer = lexicon?.stemmer ?? LightStemmer(suffixes: [])
        self.stemmer = stemmer
        chat = ChatRegister(lexicon: lexicon ?? english)
        // English word order says nothing of a language without a file.
        form = LineForm(lexicon: lexicon)
        if let lexicon, lexicon.capitalizesNouns {
            let list = lexicon["concrete_nouns"].map(TextNormalizer.tokens).filter { $0.count == 1 }.map { $0[0] }
            nouns = Set(list)
            nounStems = Set(list.map(stemmer.stem))
            surnameHeads = Set(lexicon["surname_heads"])
        } else {
            nouns = []
            nounStems = []
            surnameHeads = []
        }
    }

    // MARK: blocked

    /// Whether a word of the line is, or (for the `offensive` entries) holds, a slur. The detail does not repeat it.
    func offensive(_ t: GateText) -> String? {
        for token in t.line.tokens {
            let word = Self.letters(token)
            if offensiveWords.contains(word) || offensiveInside.contains(where: { word.contains($0) }) {
                return "contains an offensive word (the built-in list)"
            }
        }
        return nil
    }

    /// The lower-cased letters of `word`, without the apostrophes and hyphens that join its parts.
    static func letters(_ word: String) -> String {
        String(String.UnicodeScalarView(word.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }))
    }

    // MARK: prompt_residue

    func promptResidue(_ t: GateText) -> String? {
        let tokens = t.words.flatMap(\.tokens)
        for opener in openers where tokens.starts(with: opener.tokens) && hasEvidence(opener, t) {
            return "starts with model chatter \"\(opener.text)\""
        }
        for phrase in residueAnywhere where PhraseSet.containsContiguously(t.line.tokens, phrase) {
            return "mentions \"\(phrase.joined(separator: " "))\""
        }
        return nil
    }

    private func hasEvidence(_ opener: Opener, _ t: GateText) -> Bool {
        if opener.evidence == .prefix { return true }
        guard let last = t.wordIndex(holdingToken: opener.tokens.count) else { return false }
        let gap = t.gap(afterWord: last)
        // Strong punctuation right after the opener; for a short opener written without punctuation, chatter
        // punctuation a word or two later also counts.
        let strong = t.scalars[gap].contains {
            Self.strongOpenerPunctuation.contains($0) || Self.openingQuotes.contains($0)
        }
        if strong { return true }
        if opener.evidence == .punctuationNearby, chatterPunctuationNearby(t, after: last) { return true }
        // A comma or a dash (even after an opener listed as "bien sûr !"): only with a second chatter cue.
        guard t.hasPunctuation(in: gap) else { return false }
        return startsWithOpener(t, at: last + 1) || namesOutputNearby(t, after: last)
    }

    /// A colon or exclamation mark within ``openerPunctuationReach`` words after word `last`.
    private func chatterPunctuationNearby(_ t: GateText, after last: Int) -> Bool {
        let reach = min(t.words.count - 1, last + Self.openerPunctuationReach)
        guard reach > last else { return false }
        return (last + 1...reach).contains { k in
            t.scalars[t.gap(afterWord: k)].contains(where: Self.chatterPunctuation.contains)
        }
    }

    /// True when the words from index `first` on start with another chatter opener ("Sure, here's one").
    private func startsWithOpener(_ t: GateText, at first: Int) -> Bool {
        guard first < t.words.count else { return false }
        let rest = t.words[first...].flatMap(\.tokens)
        return openers.contains { rest.starts(with: $0.tokens) }
    }

    /// True when one of the ``openerPunctuationReach`` words after word `last` names the output ("Sure,
    /// a quote about…"; in CJK, within that many characters plus the word's length).
    private func namesOutputNearby(_ t: GateText, after last: Int) -> Bool {
        guard last + 1 < t.words.count else { return false }
        return outputWords.contains { word in
            let end = min(t.words.count, last + 1 + Self.openerPunctuationReach + word.count - 1)
            let window = t.words[(last + 1)..<end].flatMap(\.tokens)
            return PhraseSet.containsContiguously(window, word)
        }
    }

    // MARK: attribution

    func attribution(_ t: GateText) -> String? {
        trailingDashName(t) ?? trailingParenthetical(t) ?? leadingSpeaker(t) ?? trailingSaysClause(t)
            ?? trailingAnonymousName(t)
    }

    /// "… — Seneca", "… - Unknown", "…——夏目漱石": a dash after a space or punctuation, then a name.
    private func trailingDashName(_ t: GateText) -> String? {
        let s = t.scalars
        // The last dash run set off from the word before it; hyphens inside words ("Jean-Paul") are skipped.
        var index = s.count - 1
        while index > 0 {
            guard Self.dashes.contains(s[index]) else {
                index -= 1
                continue
            }
            let dashEnd = index
            var runStart = index
            while runStart > 0, Self.dashes.contains(s[runStart - 1]) { runStart -= 1 }
            index = runStart - 1
            guard runStart > 0 else { break }
            let before = s[runStart - 1]
            // Japanese writes ——夏目漱石 without a space; a hyphen there would be a compound.
            let setOff =
                before.properties.isWhitespace || !GateText.isWordScalar(before)
                || (Script(before)?.isCJK == true && s[dashEnd] != "-")
            guard setOff, t.words.contains(where: { $0.range.upperBound <= runStart }) else { continue }
            guard isName(t, (dashEnd + 1)..<s.count) else { return nil }
            return "ends with an attribution: \(t.string(runStart..<s.count))"
        }
        return nil
    }

    /// "… (Rumi)", "…（作者不明）".
    private func trailingParenthetical(_ t: GateText) -> String? {
        let s = t.scalars
        var end = s.count
        while end > 0, GateRules.terminators.contains(s[end - 1]) || s[end - 1].properties.isWhitespace { end -= 1 }
        guard end > 0, let opener = Self.parentheses[s[end - 1]],
            let open = s[..<(end - 1)].lastIndex(of: opener), open > 0,
            t.words.contains(where: { $0.range.upperBound <= open })
        else { return nil }
        guard isName(t, (open + 1)..<(end - 1)) || isMarkedName(t, (open + 1)..<(end - 1)) else { return nil }
        return "ends with an attribution: \(t.string(open..<end))"
    }

    /// "frei nach Goethe", "after Rumi", "d'après Victor Hugo": whole words of an attribution marker, then
    /// a name.
    private func isMarkedName(_ t: GateText, _ range: Range<Int>) -> Bool {
        let inside = t.words.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
        for marker in markers {
            var consumed = 0
            var k = 0
            while k < inside.count, consumed < marker.count {
                consumed += inside[k].tokens.count
                k += 1
            }
            guard consumed == marker.count, k < inside.count,
                inside[..<k].flatMap(\.tokens).elementsEqual(marker)
            else { continue }
            if inside[k...].flatMap(\.tokens).contains(where: calendarWords.contains) { return false }
            return isName(t, inside[k].range.lowerBound..<range.upperBound)
        }
        return false
    }

    /// "Seneca says: …", "Says Seneca: …", "Goethe schrieb: …", "漱石曰く、…".
    private func leadingSpeaker(_ t: GateText) -> String? {
        let s = t.scalars
        let isCJK = ScriptProfile(t.text).isMostlyCJK
        let separators = isCJK ? Self.leadingSeparatorsCJK : Self.leadingSeparators
        guard let separator = s.firstIndex(where: separators.contains) else { return nil }
        let prefix = t.words.filter { $0.range.upperBound <= separator }
        let limit = isCJK ? Self.maxCJKNameCharacters + 4 : Self.maxLeadingWords
        guard !prefix.isEmpty, prefix.count <= limit else { return nil }
        let tokens = prefix.flatMap(\.tokens)
        // Japanese puts the verb last, so a speaker's lead ends with it ("漱石曰く、"); a verb followed by more
        // ("部屋を片付けろと言ったら、", "when I told him to …") is reported speech inside the line.
        let speaks: ([String]) -> Bool =
            isCJK
            ? { tokens.count >= $0.count && tokens.suffix($0.count).elementsEqual($0) }
            : { PhraseSet.containsContiguously(tokens, $0) }
        guard attributionVerbs.contains(where: speaks) else { return nil }
        return "starts with an attribution: \(t.string(0..<(separator + 1)))"
    }

    /// "…, dijo Séneca." / "…, Seneca said.": a short final clause with an attribution verb and a name.
    private func trailingSaysClause(_ t: GateText) -> String? {
        let s = t.scalars
        guard let comma = s.lastIndex(where: Self.commas.contains) else { return nil }
        let clause = t.words.filter { $0.range.lowerBound > comma }
        guard !clause.isEmpty, clause.count <= Self.maxTrailingClauseWords,
            t.words.contains(where: { $0.range.upperBound <= comma })
        else { return nil }
        let tokens = clause.flatMap(\.tokens)
        guard attributionVerbs.contains(where: { PhraseSet.containsContiguously(tokens, $0) }) else { return nil }
        let named =
            anonymousNames.contains { PhraseSet.containsContiguously(tokens, $0) }
            || clause.contains { $0.isCapitalized(in: t) && !isOrdinary($0) }
        return named ? "ends with an attribution: \(t.string(comma..<s.count))" : nil
    }

    /// "…. Anonymous", "…, unknown": an anonymous name at the end, set off by punctuation.
    private func trailingAnonymousName(_ t: GateText) -> String? {
        let tokens = t.words.flatMap(\.tokens)
        for name in anonymousNames where tokens.count > name.count && tokens.suffix(name.count).elementsEqual(name) {
            // The word holding the name's first token must be set off by punctuation.
            if let index = t.wordIndex(holdingToken: tokens.count - name.count + 1), index > 0,
                t.hasPunctuation(in: t.gap(afterWord: index - 1))
            {
                let gapStart = t.words[index - 1].range.upperBound
                return "ends with an anonymous attribution: \(t.string(gapStart..<t.scalars.count))"
            }
        }
        return nil
    }

    /// True when the scalars of `range` (minus a final period and surrounding space) read as a person's name:
    /// an anonymous name; or 1–4 capitalized words (particles allowed, initials allowed) with at least one that
    /// is not a common word of the language, optionally followed by ", work title"; or, in CJK, up to 12 Han,
    /// katakana or Latin letters without kana particles.
    private func isName(_ t: GateText, _ range: Range<Int>) -> Bool {
        var end = t.skipWhitespace(backFrom: range.upperBound)
        while end > range.lowerBound, GateRules.terminators.contains(t.scalars[end - 1]) { end -= 1 }
        let start = t.skipWhitespace(from: range.lowerBound)
        guard start < end else { return false }
        let words = t.words.filter { $0.range.lowerBound >= start && $0.range.upperBound <= end }
        guard !words.isEmpty else { return false }
        let tokens = words.flatMap(\.tokens)
        if anonymousNames.contains(where: { $0 == tokens }) { return true }
        let body = t.scalars[start..<end]
        if ScriptProfile(t.string(start..<end)).isMostlyCJK {
            let letters = body.filter { Script($0) != nil }
            return letters.count <= Self.maxCJKNameCharacters
                && !letters.contains { Script($0) == .hiragana }
                && !body.contains { GateRules.terminators.contains($0) || Self.commas.contains($0) }
        }
        // "Seneca, Letters to Lucilius": only the part before the comma has to look like a name.
        let nameEnd = body.firstIndex(where: Self.commas.contains) ?? end
        let nameWords = words.filter { $0.range.upperBound <= nameEnd }
        guard !nameWords.isEmpty, nameWords.count <= Self.maxNameWords,
            words.count - nameWords.count <= Self.maxNameWords + 2,
            !t.scalars[start..<nameEnd].contains(where: { $0 == "?" || $0 == "!" })
        else { return false }
        var distinctive = false
        for word in nameWords {
            if word.isCapitalized(in: t) {
                if !isOrdinary(word) { distinctive = true }
            } else if !word.tokens.allSatisfy(Self.nameParticles.contains) {
                return false
            }
        }
        return distinctive
    }

    private func isCommon(_ word: GateText.Word) -> Bool {
        word.tokens.allSatisfy(commonWords.contains)
    }

    /// True when a capitalized word reads as an ordinary word of the language rather than a name: a common
    /// word, or, where every noun is capitalized (German), a plausible noun (``isPlausibleNoun(_:)``).
    private func isOrdinary(_ word: GateText.Word) -> Bool {
        isCommon(word) || (!nouns.isEmpty && word.tokens.allSatisfy(isPlausibleNoun))
    }

    /// True when a normalized word is a plausible noun of a noun-capitalizing language: a concrete noun of the
    /// lexicon; an inflected form of one ("Kuchens", "Brezeln": the stemmer strips an ending and finds the
    /// noun or its stem); or a compound whose head is one ("Zwetschgenkuchen"): the longest concrete noun of
    /// at least ``minCompoundHeadLetters`` letters ending the word (or its stem), after a modifier of at
    /// least ``minModifierLetters`` letters, unless that head also forms surnames (``surnameHeads``). A word
    /// equal to a noun's stem ("Kant" for "Kante") is not an inflected form and stays a possible name.
    func isPlausibleNoun(_ token: String) -> Bool {
        if nouns.contains(token) { return true }
        let stem = stemmer.stem(token)
        if stem != token, nouns.contains(stem) || nounStems.contains(stem) { return true }
        for form in stem == token ? [token] : [token, stem] {
            if let head = longestNounSuffix(of: form), !surnameHeads.contains(head) { return true }
        }
        return false
    }

    /// The longest concrete noun that ends `word` as the head of a compound, or `nil`.
    private func longestNounSuffix(of word: String) -> String? {
        let letters = Array(word)
        guard letters.count >= Self.minCompoundHeadLetters + Self.minModifierLetters else { return nil }
        for start in Self.minModifierLetters...(letters.count - Self.minCompoundHeadLetters) {
            let head = String(letters[start...])
            if nouns.contains(head) { return head }
        }
        return nil
    }
}
