import Foundation

/// The word lists behind ``TasteFeatures``, one per locale: abstract and lofty words, vague words, sensory
/// words, numbers, people, idioms, abstract endings, dangling endings and binders.
///
/// The lists are data (`Resources/taste/taste-<locale>.txt`, in the lexicon format, compiled into the
/// binary); a locale without a file gets empty lists, so its features count only the scoring lexicon.
public struct TasteLexicon: Sendable {
    public let locale: String
    public let abstract: WordList
    public let lofty: WordList
    public let vague: WordList
    public let sensory: WordList
    public let numbers: WordList
    public let people: WordList
    public let idioms: WordList
    /// Stock metaphor vehicles by the domain they come from (sea, plant, flight, fire, machine, building,
    /// mountain, weather, light: sections `[images:<domain>]`), for lines that pile up images from several.
    public let imageDomains: [WordList]
    /// Endings of abstract nouns (`-ness`, `-heit`, `-ción`; in ja the last character of a compound).
    public let abstractSuffixes: [String]
    /// Words a finished sentence cannot end on (in ja: particles, as single characters).
    public let dangling: Set<String>
    /// Two-word endings whose last word is in ``dangling`` but that finish a sentence ("dreamed of"), normalized.
    public let stranded: Set<String>
    /// Prepositions and particles a sentence may end on, but that end a line stopped at the length cap in the
    /// middle of a phrase ("…growing and evolving over."), normalized.
    public let danglingAtCap: Set<String>
    /// Words that bind the next word as "of X" or "your X" (in ja: particles after the abstract word).
    public let binders: Set<String>
    /// Words capitalized inside a sentence that are not names (English "I").
    public let capitalizedWords: Set<String>
    /// Lines are matched as substrings, not words (the locale's lines are measured in characters).
    public let matchesSubstrings: Bool
    /// Every noun is capitalized (``Lexicon/capitalizesNouns``), so a capital does not mark a name.
    public let capitalizesNouns: Bool

    /// The lists of `lexicon` (a taste file), matched the way `facts` (the locale's own file) says its words
    /// work: its stemmer, whether lines are measured in characters, whether nouns compound.
    public init(_ lexicon: Lexicon, facts: Lexicon) {
        locale = lexicon.locale
        let substrings = facts.wordUnit == .characters
        let stemmer = facts.stemmer
        matchesSubstrings = substrings
        capitalizesNouns = facts.capitalizesNouns
        capitalizedWords = Set(lexicon["capitalized_words"].map { TextNormalizer.normalize($0) })
        func list(_ section: String, nouns: Bool = false) -> WordList {
            WordList(
                lexicon[section], stemmer: stemmer, substrings: substrings, compounds: nouns && facts.compoundsNouns)
        }
        abstract = list("abstract", nouns: true)
        lofty = list("lofty")
        vague = list("vague")
        sensory = list("sensory")
        numbers = list("numbers")
        people = list("people", nouns: true)
        idioms = list("idioms")
        imageDomains = lexicon.names(withPrefix: "images:").map { list("images:" + $0, nouns: true) }
        abstractSuffixes = lexicon["abstract_suffixes"].map { TextNormalizer.normalize($0) }.filter { !$0.isEmpty }
        dangling = Set(lexicon["dangling"].map { substrings ? $0 : TextNormalizer.normalize($0) })
        stranded = Set(lexicon["stranded"].map { TextNormalizer.normalize($0) })
        danglingAtCap = Set(lexicon["dangling_at_cap"].map { substrings ? $0 : TextNormalizer.normalize($0) })
        binders = Set(lexicon["binders"].map { substrings ? $0 : TextNormalizer.normalize($0) })
    }

    /// The raw list files by base locale.
    static let sources: [String: [UInt8]] = [
        "en": PackageResources.taste_en_txt, "de": PackageResources.taste_de_txt,
        "es": PackageResources.taste_es_txt, "fr": PackageResources.taste_fr_txt,
        "it": PackageResources.taste_it_txt, "pt": PackageResources.taste_pt_txt,
        "ja": PackageResources.taste_ja_txt,
    ]

    private static let built = LocaleMemo<TasteLexicon>()

    /// The lists for `locale` ("pt-BR" uses "pt"), built on first use; empty lists for a locale without a file.
    public static func forLocale(_ locale: LocaleCode) -> TasteLexicon {
        built.value(locale.language) { base in
            let source = sources[base].map { String(decoding: $0, as: UTF8.self) } ?? ""
            let facts = Lexicon.builtin[base] ?? Lexicon(locale: base, source: "")
            return TasteLexicon(Lexicon(locale: base, source: source), facts: facts)
        }
    }
}

/// A list of words and phrases matched against normalized tokens: whole words, their light stems
/// (``LightStemmer``), phrases as runs of stems; in CJK text, entries are substrings of the line.
public struct WordList: Sendable {
    let words: Set<String>
    let stems: Set<String>
    /// Multi-word entries, as stem sequences.
    let phrases: [[String]]
    /// The indices of ``phrases`` by their first stem, so a line is scanned once rather than once per phrase.
    let phrasesByFirstStem: [String: [Int]]
    /// For CJK text: the entries as written, matched as substrings.
    let substrings: [String]
    let stemmer: LightStemmer
    let matchesSubstrings: Bool
    /// Nouns of a language that compounds them (`compounds_nouns: yes`): a compound matches by its last part.
    let compounds: Bool

    public init(_ entries: [String], stemmer: LightStemmer, substrings: Bool, compounds: Bool = false) {
        self.stemmer = stemmer
        matchesSubstrings = substrings
        self.compounds = compounds
        if substrings {
            self.substrings = entries.filter { !$0.isEmpty }
            words = []
            stems = []
            phrases = []
            phrasesByFirstStem = [:]
            return
        }
        self.substrings = []
        var words = Set<String>()
        var phrases: [[String]] = []
        for entry in entries {
            let tokens = TextNormalizer.tokens(entry)
            if tokens.count == 1 {
                words.insert(tokens[0])
            } else if tokens.count > 1 {
                phrases.append(tokens.map(stemmer.stem))
            }
        }
        self.words = words
        stems = Set(words.map(stemmer.stem))
        self.phrases = phrases
        phrasesByFirstStem = Dictionary(grouping: phrases.indices, by: { phrases[$0][0] })
    }

    /// A list over the given word set and its stems (the scoring lexicon's nouns, verbs and emotions).
    init(
        words: Set<String>, stems: Set<String>, list: [String], stemmer: LightStemmer, substrings: Bool, compounds: Bool
    ) {
        self.compounds = compounds
        self.words = words
        self.stems = stems
        phrases = []
        phrasesByFirstStem = [:]
        self.substrings = substrings ? list : []
        self.stemmer = stemmer
        matchesSubstrings = substrings
    }

    /// True when one normalized `token` is in the list: as written, after an elision ("l'orage"), by its
    /// stem, and in German as the last part of a compound ("Terminkalender" ends with "kalender").
    public func contains(_ token: String) -> Bool {
        let elision = token.lastIndex(of: "'")
        let t = elision.map { String(token[token.index(after: $0)...]) } ?? token
        if words.contains(t) || (elision != nil && words.contains(token)) || stems.contains(stemmer.stem(t)) {
            return true
        }
        guard compounds, t.count >= 7 else { return false }
        // A German compound names the thing its last part names; both parts keep at least three letters. The last
        // part is a listed word, or an inflected form of one: a bare stem is no word, and "lich", the stem of
        // Licht, is the ending of every adjective in -lich ("plötzlich", "Hoffentlich").
        let scalars = Array(t)
        for split in 3...(scalars.count - 4) {
            let tail = String(scalars[split...])
            let stem = stemmer.stem(tail)
            if words.contains(tail) || (stem != tail && stems.contains(stem)) { return true }
        }
        return false
    }

    /// How many of `tokens` are in the list (each phrase counts once per line); for CJK text, how many entries
    /// occur in the joined text. A token whose index is in `skipping` is not matched as a word on its own (in
    /// German, a word written in lower case, which cannot be one of a list's nouns); phrases still match.
    public func count(in tokens: [String], skipping: Set<Int> = []) -> Int {
        if matchesSubstrings {
            let joined = tokens.joined()
            return substrings.reduce(0) { $0 + (joined.contains($1) ? 1 : 0) }
        }
        let words = tokens.indices.reduce(0) { $0 + (!skipping.contains($1) && contains(tokens[$1]) ? 1 : 0) }
        return words + Set(phraseRuns(in: tokens).map(\.phrase)).count
    }

    /// ``count(in:)`` and the indices of `tokens` that belong to an entry (a listed word, or every word of a
    /// listed phrase's run), from one pass. Not for CJK lists, which match substrings.
    public func matches(in tokens: [String]) -> (count: Int, positions: Set<Int>) {
        let words = tokens.indices.filter { contains(tokens[$0]) }
        let runs = phraseRuns(in: tokens)
        var positions = Set(words)
        for run in runs { positions.formUnion(run.tokens) }
        return (words.count + Set(runs.map(\.phrase)).count, positions)
    }

    /// Every run of `tokens` whose stems are a multi-word entry, with the entry's index.
    private func phraseRuns(in tokens: [String]) -> [(phrase: Int, tokens: Range<Int>)] {
        guard !phrases.isEmpty else { return [] }
        let stemmed = tokens.map(stemmer.stem)
        var runs: [(phrase: Int, tokens: Range<Int>)] = []
        for (start, stem) in stemmed.enumerated() {
            for index in phrasesByFirstStem[stem] ?? [] {
                let phrase = phrases[index]
                let end = start + phrase.count
                if end <= stemmed.count && stemmed[start..<end].elementsEqual(phrase) {
                    runs.append((index, start..<end))
                }
            }
        }
        return runs
    }

    /// The entries found in a CJK `text`, with their positions (start offsets in characters).
    func occurrences(inCJK text: [Character]) -> [(start: Int, length: Int)] {
        var out: [(Int, Int)] = []
        for entry in substrings {
            let e = Array(entry)
            guard !e.isEmpty, e.count <= text.count else { continue }
            for start in 0...(text.count - e.count) where Array(text[start..<(start + e.count)]) == e {
                out.append((start, e.count))
            }
        }
        return out
    }
}

extension ScoringLexicon {
    /// The concrete nouns as a ``WordList`` (German compounds match by their last part).
    var concreteWords: WordList {
        WordList(
            words: concrete, stems: concreteStems, list: concreteList, stemmer: stemmer, substrings: matchesSubstrings,
            compounds: compoundsNouns)
    }

    /// The action verbs as a ``WordList``.
    var actionWords: WordList {
        WordList(
            words: actions, stems: actionStems, list: actionList, stemmer: stemmer, substrings: matchesSubstrings,
            compounds: false)
    }

    /// The emotion words as a ``WordList``.
    var emotionWords: WordList {
        WordList(
            words: emotions, stems: emotionStems, list: emotionList, stemmer: stemmer, substrings: matchesSubstrings,
            compounds: false)
    }
}
