import Foundation
import Synchronization

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
    /// Endings of abstract nouns (`-ness`, `-heit`, `-ción`; in ja the last character of a compound).
    public let abstractSuffixes: [String]
    /// Words a finished sentence cannot end on (in ja: particles, as single characters).
    public let dangling: Set<String>
    /// Words that bind the next word as "of X" or "your X" (in ja: particles after the abstract word).
    public let binders: Set<String>

    public init(_ lexicon: Lexicon) {
        locale = lexicon.locale
        let substrings = lexicon.locale == "ja"
        func list(_ section: String, nouns: Bool = false) -> WordList {
            WordList(lexicon[section], locale: lexicon.locale, substrings: substrings, nouns: nouns)
        }
        abstract = list("abstract", nouns: true)
        lofty = list("lofty")
        vague = list("vague")
        sensory = list("sensory")
        numbers = list("numbers")
        people = list("people", nouns: true)
        idioms = list("idioms")
        abstractSuffixes = lexicon["abstract_suffixes"].map { TextNormalizer.normalize($0) }.filter { !$0.isEmpty }
        dangling = Set(lexicon["dangling"].map { substrings ? $0 : TextNormalizer.normalize($0) })
        binders = Set(lexicon["binders"].map { substrings ? $0 : TextNormalizer.normalize($0) })
    }

    /// The raw list files by base locale.
    static let sources: [String: [UInt8]] = [
        "en": PackageResources.taste_en_txt, "de": PackageResources.taste_de_txt,
        "es": PackageResources.taste_es_txt, "fr": PackageResources.taste_fr_txt,
        "it": PackageResources.taste_it_txt, "pt": PackageResources.taste_pt_txt,
        "ja": PackageResources.taste_ja_txt,
    ]

    private static let built = Mutex<[String: TasteLexicon]>([:])

    /// The lists for `locale` ("pt-BR" uses "pt"), built on first use; empty lists for a locale without a file.
    public static func forLocale(_ locale: String) -> TasteLexicon {
        let base = String(locale.prefix { $0 != "-" && $0 != "_" })
        if let ready = built.withLock({ $0[base] }) { return ready }
        let source = sources[base].map { String(decoding: $0, as: UTF8.self) } ?? ""
        let lists = TasteLexicon(Lexicon(locale: base, source: source))
        built.withLock { $0[base] = lists }
        return lists
    }
}

/// A list of words and phrases matched against normalized tokens: whole words, their light stems
/// (``LightStemmer``), phrases as runs of stems; in CJK text, entries are substrings of the line.
public struct WordList: Sendable {
    let words: Set<String>
    let stems: Set<String>
    /// Multi-word entries, as stem sequences.
    let phrases: [[String]]
    /// For CJK text: the entries as written, matched as substrings.
    let substrings: [String]
    let locale: String
    let matchesSubstrings: Bool
    /// German nouns: a compound matches by its last part.
    let compounds: Bool

    public init(_ entries: [String], locale: String, substrings: Bool, nouns: Bool = false) {
        self.locale = locale
        matchesSubstrings = substrings
        compounds = nouns && locale == "de"
        if substrings {
            self.substrings = entries.filter { !$0.isEmpty }
            words = []
            stems = []
            phrases = []
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
                phrases.append(tokens.map { LightStemmer.stem($0, locale: locale) })
            }
        }
        self.words = words
        stems = Set(words.map { LightStemmer.stem($0, locale: locale) })
        self.phrases = phrases
    }

    /// A list over the given word set and its stems (the scoring lexicon's nouns, verbs and emotions).
    init(words: Set<String>, stems: Set<String>, list: [String], locale: String, substrings: Bool, nouns: Bool) {
        compounds = nouns && locale == "de"
        self.words = words
        self.stems = stems
        phrases = []
        self.substrings = substrings ? list : []
        self.locale = locale
        matchesSubstrings = substrings
    }

    /// True when one normalized `token` is in the list: as written, after an elision ("l'orage"), by its
    /// stem, and in German as the last part of a compound ("Terminkalender" ends with "kalender").
    public func contains(_ token: String) -> Bool {
        let t = token.lastIndex(of: "'").map { String(token[token.index(after: $0)...]) } ?? token
        if words.contains(t) || words.contains(token) || stems.contains(LightStemmer.stem(t, locale: locale)) {
            return true
        }
        guard compounds, t.count >= 7 else { return false }
        // A German compound names the thing its last part names; both parts keep at least three letters.
        let scalars = Array(t)
        for split in 3...(scalars.count - 4) {
            let tail = String(scalars[split...])
            if words.contains(tail) || stems.contains(LightStemmer.stem(tail, locale: locale)) { return true }
        }
        return false
    }

    /// How many of `tokens` are in the list (each phrase counts once per line); for CJK text, how many entries
    /// occur in the joined text.
    public func count(in tokens: [String]) -> Int {
        if matchesSubstrings {
            let joined = tokens.joined()
            return substrings.reduce(0) { $0 + (joined.contains($1) ? 1 : 0) }
        }
        var n = tokens.reduce(0) { $0 + (contains($1) ? 1 : 0) }
        guard !phrases.isEmpty else { return n }
        let stemmed = tokens.map { LightStemmer.stem($0, locale: locale) }
        for phrase in phrases where phrase.count <= stemmed.count {
            for start in 0...(stemmed.count - phrase.count)
            where Array(stemmed[start..<(start + phrase.count)]) == phrase {
                n += 1
                break
            }
        }
        return n
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
            words: concrete, stems: concreteStems, list: concreteList, locale: locale, substrings: matchesSubstrings,
            nouns: true)
    }

    /// The action verbs as a ``WordList``.
    var actionWords: WordList {
        WordList(
            words: actions, stems: actionStems, list: actionList, locale: locale, substrings: matchesSubstrings,
            nouns: false)
    }

    /// The emotion words as a ``WordList``.
    var emotionWords: WordList {
        WordList(
            words: emotions, stems: emotionStems, list: emotionList, locale: locale, substrings: matchesSubstrings,
            nouns: false)
    }
}
