/// What a locale's words do that a spelling dictionary does not know by itself, read from its locale file
/// (`Resources/locales/<code>.txt`): data, so a new locale needs no code.
///
/// - `[elisions]`: words written with their last vowel elided before an apostrophe (`l`, `qu`, `dell`);
/// - `[enclitics]`: pronouns written onto the end of a verb (Spanish `me`, `te`, `lo`…), and `[enclitic_accents]`,
///   each `accented > plain`: the accent such a pronoun puts on the verb (`é > e` in `rodéate`), and
///   `[enclitic_hosts]`: what a word read without its enclitics must be (endings, written `-ar`, and whole words);
/// - `[suffix_readings]`: endings a dictionary may lack, each `ending > replacement` (Spanish `ísimo > o`,
///   `itos > os`): a word with the ending is also read with the replacement;
/// - `[compound_links]` and `[separable_prefixes]`, with `compounds_nouns: yes`: a word may be two words written as
///   one (``Compounding``);
/// - `capitalizes_nouns: yes`: a capitalized word is a noun, no sign of a name.
public struct SpellingRules: Sendable {
    /// Elided words, lower-case, without the apostrophe.
    public var elisions: Set<String>
    /// Enclitic pronouns, lower-case, longest first.
    public var enclitics: [String]
    /// The accented letters an enclitic leaves on a verb, and each one's plain letter.
    public var encliticAccents: [Character: Character]
    /// What a word read without its enclitics must end with (an infinitive's or a gerund's ending) or be (a short
    /// imperative), lower-case, unless an enclitic accent was taken off it; none: anything.
    public var encliticHosts: (endings: [String], words: Set<String>)
    /// Endings and what to read in their place, longest ending first.
    public var suffixReadings: [(ending: String, replacement: String)]
    public var capitalizesNouns: Bool
    /// How words are written together, or nil for a language that does not write compounds as one word.
    public var compounding: Compounding?

    /// How a language writes two words as one (German).
    public struct Compounding: Sendable, Equatable {
        /// Letters that may join the parts of a compound noun (`s` in `Liebesbrief`).
        public var links: [String]
        /// Particles written before a verb (`mit` in `mitnimmt`, `an` in `anlässt`), lower-case: the only first
        /// parts shorter than four letters.
        public var particles: Set<String>

        public init(links: [String], particles: Set<String>) {
            self.links = links
            self.particles = Set(particles.map { $0.lowercased() })
        }
    }

    public init(
        elisions: Set<String> = [], enclitics: [String] = [], encliticAccents: [Character: Character] = [:],
        encliticHosts: [String] = [], suffixReadings: [(String, String)] = [], capitalizesNouns: Bool = false,
        compounding: Compounding? = nil
    ) {
        self.elisions = Set(elisions.map { $0.lowercased() })
        self.enclitics = Set(enclitics.map { $0.lowercased() }).sorted { ($0.count, $0) > ($1.count, $1) }
        self.encliticAccents = encliticAccents
        let hosts = encliticHosts.map { $0.lowercased() }
        self.encliticHosts = (
            endings: hosts.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }.filter { !$0.isEmpty },
            words: Set(hosts.filter { !$0.hasPrefix("-") })
        )
        self.suffixReadings = suffixReadings.map { (ending: $0.0, replacement: $0.1) }
            .sorted { ($0.ending.count, $0.ending) > ($1.ending.count, $1.ending) }
        self.capitalizesNouns = capitalizesNouns
        self.compounding = compounding
    }

    /// The rules of `lexicon`. Entries of a pair section that are not `left > right` with a non-empty left side
    /// are ignored, as are accent pairs of more than one letter a side.
    public init(_ lexicon: Lexicon) {
        var accents: [Character: Character] = [:]
        for (accented, plain) in Self.pairs(lexicon["enclitic_accents"]) {
            guard accented.count == 1, plain.count == 1, let from = accented.first, let to = plain.first else {
                continue
            }
            accents[from] = to
        }
        self.init(
            elisions: Set(lexicon["elisions"]), enclitics: lexicon["enclitics"], encliticAccents: accents,
            encliticHosts: lexicon["enclitic_hosts"], suffixReadings: Self.pairs(lexicon["suffix_readings"]),
            capitalizesNouns: lexicon.capitalizesNouns,
            compounding: lexicon.compoundsNouns
                ? Compounding(links: lexicon["compound_links"], particles: Set(lexicon["separable_prefixes"])) : nil)
    }

    /// The rules of `locale`'s language (`pt` for `pt-BR`); none for a language without a locale file.
    public static func builtin(_ locale: LocaleCode) -> SpellingRules {
        Lexicon.of(locale).map(SpellingRules.init) ?? SpellingRules()
    }

    /// The `left > right` entries of a section; the right side may be empty (`cito >`), the left may not.
    static func pairs(_ entries: [String]) -> [(String, String)] {
        entries.compactMap { entry in
            let parts = entry.split(separator: ">", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let left = parts[0].trimmingWhitespace()
            return left.isEmpty ? nil : (left, parts[1].trimmingWhitespace())
        }
    }
}
