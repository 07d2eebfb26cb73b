/// The gate's locale-dependent rules (`prompt_residue`, `attribution`) with their data, precomputed from
/// one locale's lexicon merged with the English lists, which always apply: models fall back to English
/// chatter and English attribution conventions whatever language they write in.
struct GateLocaleRules: Sendable {
    /// One chatter opener from a `prompt_residue` list.
    ///
    /// Long openers ("here is your quote") give a line away on their own. Openers written with trailing
    /// punctuation ("quote:") need punctuation right after them, and short ones ("sure", "of course", "let
    /// me") need punctuation right after them or a colon or exclamation mark within the next two words
    /// ("Below is the quote:"), so that "Quote the raven…", "Sure footsteps…" and "Of course the river…" pass.
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

    /// Chatter that gives a line away wherever it appears.
    static let residueAnywhere: [[String]] = [["as", "an", "ai"], ["language", "model"]]

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

    static let maxNameWords = 4
    static let maxCJKNameCharacters = 12
    static let maxLeadingWords = 6
    static let maxTrailingClauseWords = 5

    let openers: [Opener]
    let attributionVerbs: [[String]]
    let anonymousNames: [[String]]
    /// Words of the language, so that a capitalized common word ("— Always") is not taken for a name.
    let commonWords: Set<String>

    init(lexicon: Lexicon?, english: Lexicon?) {
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
        attributionVerbs = entries("attribution_verbs").map(TextNormalizer.tokens).filter { !$0.isEmpty }
        anonymousNames = entries("anonymous_names").map(TextNormalizer.tokens).filter { !$0.isEmpty }
        commonWords = lexicon.map { LanguageProfile(lexicon: $0).vocabulary } ?? []
    }

    // MARK: prompt_residue

    func promptResidue(_ t: GateText) -> String? {
        let tokens = t.words.flatMap(\.tokens)
        for opener in openers where tokens.starts(with: opener.tokens) && hasEvidence(opener, t) {
            return "starts with model chatter \"\(opener.text)\""
        }
        for phrase in Self.residueAnywhere where PhraseSet.containsContiguously(t.line.tokens, phrase) {
            return "mentions \"\(phrase.joined(separator: " "))\""
        }
        return nil
    }

    private func hasEvidence(_ opener: Opener, _ t: GateText) -> Bool {
        if opener.evidence == .prefix { return true }
        guard let last = t.wordIndex(holdingToken: opener.tokens.count) else { return false }
        if t.hasPunctuation(in: t.gap(afterWord: last)) { return true }
        guard opener.evidence == .punctuationNearby else { return false }
        let reach = min(t.words.count - 1, last + Self.openerPunctuationReach)
        guard reach > last else { return false }
        return (last + 1...reach).contains { k in
            t.scalars[t.gap(afterWord: k)].contains(where: Self.chatterPunctuation.contains)
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
        guard isName(t, (open + 1)..<(end - 1)) else { return nil }
        return "ends with an attribution: \(t.string(open..<end))"
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
        guard attributionVerbs.contains(where: { PhraseSet.containsContiguously(tokens, $0) }) else { return nil }
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
            || clause.contains { $0.isCapitalized(in: t) && !isCommon($0) }
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
                if !isCommon(word) { distinctive = true }
            } else if !word.tokens.allSatisfy(Self.nameParticles.contains) {
                return false
            }
        }
        return distinctive
    }

    private func isCommon(_ word: GateText.Word) -> Bool {
        word.tokens.allSatisfy(commonWords.contains)
    }
}
