/// The words of a line as the spelling stage asks a dictionary about them (SPEC 2.3a), with what a dictionary does
/// not handle by itself worked out first.
///
/// - Punctuation around a word is not part of it; dashes, slashes and full stops split words ("z.B." is `z` and
///   `B`). Apostrophes (`'`, `’`, `ʼ`) and hyphens (`-`, `‐`, `‑`) inside a word keep it whole, and are written
///   `'` and `-` in what is looked up.
/// - Elision: a word that starts with one of the locale's elided words (`l'`, `qu'`, `dell'`: the `[elisions]`
///   section of its locale file) is also read as what follows the apostrophe (`l'amitié` → `amitié`).
/// - A hyphenated compound is known as a whole, else when each of its parts is (`dis-le-lui`).
/// - Enclitic pronouns (the `[enclitics]` section: Spanish `me`, `te`, `lo`, `la`…) may close a verb: the word is also
///   read without one or two of them, with the accent they added taken off again (`rodéate` → `rodea`).
/// - In a language that writes compounds as one word (`compounds_nouns: yes`), a word of letters only is marked
///   a possible compound (``Word/compoundLinks``): ``Spelling`` then also tries it as two known words
///   (`Trikotfarbe`, `mitnimmt`), the first of which may end in a linking letter of `[compound_links]` (`Liebesbrief`).
/// - Exempt, never looked up: words with a digit (numbers and ordinals: `1999`, `21st`, `3º`, `2e`), single
///   letters, acronyms in capitals (`WLAN`), capitalized words after the first (names) in a language that does
///   not capitalize its nouns, and words of ``allowed`` (the locale's own composer parts and prompt examples, and the
///   operator's words). In German (`capitalizes_nouns: yes`) a capitalized word is a noun, so it is looked up.
/// - The first word of the line is read in any case: as written, with its first letter lower-case, and upper-case
///   (a German noun starting a line in lower case).
///
/// Pure: no dictionary is asked here; ``Spelling`` asks one about the ``Word/readings``.
public struct SpellingTokenizer: Sendable {
    /// Elided words, lower-case and without the apostrophe (`l`, `qu`, `dell`).
    public let elisions: Set<String>
    /// True for a language that capitalizes every noun: a capitalized word is then no sign of a name.
    public let capitalizesNouns: Bool
    /// Enclitic pronouns, lower-case, longest first.
    public let enclitics: [String]
    /// True for a language that writes compounds as one word.
    public let compounds: Bool
    /// Letters that may join the parts of a compound (German `s`, `es`, `n`, `en`).
    public let compoundLinks: [String]
    /// Words known whatever a dictionary says, as ``key(_:)`` writes them.
    public let allowed: Set<String>

    public init(
        elisions: Set<String>, capitalizesNouns: Bool, enclitics: [String] = [], compounds: Bool = false,
        compoundLinks: [String] = [], allowed: Set<String> = []
    ) {
        self.elisions = Set(elisions.map { $0.lowercased() })
        self.capitalizesNouns = capitalizesNouns
        self.enclitics = Set(enclitics.map { $0.lowercased() }).sorted { ($0.count, $0) > ($1.count, $1) }
        self.compounds = compounds
        self.compoundLinks = compoundLinks
        self.allowed = allowed
    }

    /// The tokenizer of `locale` (a code such as `fr` or `pt-BR`) from its locale file, with the locale's allow-list
    /// (``SpellingAllowList``) and `words`, the operator's own.
    public init(locale: String, words: [String] = []) {
        let base = LanguageIdentifier.baseLanguage(of: locale)
        let lexicon = Lexicon.builtin[base]
        let bare = SpellingTokenizer(
            elisions: Set(lexicon?["elisions"] ?? []), capitalizesNouns: lexicon?.capitalizesNouns ?? false,
            enclitics: lexicon?["enclitics"] ?? [], compounds: lexicon?.compoundsNouns ?? false,
            compoundLinks: lexicon?["compound_links"] ?? [])
        var allowed = SpellingAllowList.builtin(base)
        for word in words { allowed.formUnion(bare.words(word).map { Self.key($0.text) }) }
        self.init(
            elisions: bare.elisions, capitalizesNouns: bare.capitalizesNouns, enclitics: bare.enclitics,
            compounds: bare.compounds, compoundLinks: bare.compoundLinks, allowed: allowed)
    }

    /// Why a word is not looked up.
    public enum Exemption: String, Sendable, Equatable {
        /// It holds a digit: a number or an ordinal.
        case number
        /// One letter.
        case letter
        /// Capitals only (two letters or more).
        case acronym
        /// Capitalized after the first word, in a language that does not capitalize its nouns.
        case name
        /// On the allow-list.
        case allowed
    }

    /// One word of a line.
    public struct Word: Sendable, Equatable {
        /// As written, without the punctuation around it (what a rejection names).
        public var text: String
        /// Ways the word may be spelled right, in order: it is known when every form of one reading is known.
        /// Empty when ``exemption`` is set.
        public var readings: [[String]]
        public var exemption: Exemption?
        /// Set when the word may also be known as two words written as one (``compounds``): the letters that may
        /// end its first part as a link (empty: none). Nil for any other word.
        public var compoundLinks: [String]?

        public init(
            text: String, readings: [[String]], exemption: Exemption? = nil, compoundLinks: [String]? = nil
        ) {
            self.text = text
            self.readings = readings
            self.exemption = exemption
            self.compoundLinks = compoundLinks
        }
    }

    /// The words of `text`, in order.
    public func words(_ text: String) -> [Word] {
        Self.pieces(text).enumerated().map { index, piece in word(piece, first: index == 0) }
    }

    /// How the allow-list keeps a word: apostrophes and hyphens written `'` and `-`, lower-case.
    public static func key(_ word: String) -> String { normalized(word).lowercased() }

    // MARK: Reading one word

    private func word(_ raw: String, first: Bool) -> Word {
        let text = Self.normalized(raw)
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        if text.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
            return Word(text: raw, readings: [], exemption: .number)
        }
        if letters.count <= 1 { return Word(text: raw, readings: [], exemption: .letter) }
        if allowed.contains(text.lowercased()) { return Word(text: raw, readings: [], exemption: .allowed) }
        if letters.allSatisfy({ $0.properties.isUppercase }) {
            return Word(text: raw, readings: [], exemption: .acronym)
        }
        let core = elided(text) ?? text
        if !first, !capitalizesNouns, Self.isCapitalized(core) {
            return Word(text: raw, readings: [], exemption: .name)
        }
        var readings: [[String]] = [[text]]
        if text.hasSuffix("'") { readings.append([String(text.dropLast())]) }
        if core != text { readings.append([core]) }
        let parts = core.split(separator: "-").map(String.init).filter { !$0.isEmpty }
        if parts.count > 1 {
            readings.append(parts.map { elided($0) ?? $0 })
        }
        if parts.count == 1 { readings += withoutEnclitics(core).map { [$0] } }
        if first {
            readings += readings.flatMap { reading in
                [Self.lowercasedFirst, Self.uppercasedFirst].map { change in [change(reading[0])] + reading.dropFirst()
                }
            }
        }
        var seen = Set<[String]>()
        return Word(
            text: raw, readings: readings.filter { seen.insert($0).inserted },
            compoundLinks: compounds && core.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
                ? compoundLinks : nil)
    }

    /// `word` without one or two enclitic pronouns at its end, each also with the accent they put on the verb taken
    /// off (`corregírtela` → `corregírte`, `corregirte`, `corregír`, `corregir`); at least two letters stay.
    private func withoutEnclitics(_ word: String) -> [String] {
        var out: [String] = []
        var stems = [word]
        for _ in 0..<2 {
            var next: [String] = []
            for stem in stems {
                for enclitic in enclitics
                where stem.count >= enclitic.count + 2 && stem.lowercased().hasSuffix(enclitic) {
                    let rest = String(stem.dropLast(enclitic.count))
                    next.append(rest)
                    out.append(rest)
                    if let plain = Self.withoutAccent(rest) { out.append(plain) }
                }
            }
            stems = next
        }
        return out
    }

    /// `word` with its one acute accent taken off (`rodéa` → `rodea`), or nil when it has none or several.
    static func withoutAccent(_ word: String) -> String? {
        let accented: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
        guard word.filter({ accented[$0] != nil }).count == 1 else { return nil }
        return String(word.map { accented[$0] ?? $0 })
    }

    /// What follows an elided word and its apostrophe (`amitié` for `l'amitié`), or nil when `word` starts with
    /// none of ``elisions``.
    private func elided(_ word: String) -> String? {
        guard let apostrophe = word.firstIndex(of: "'") else { return nil }
        let head = word[..<apostrophe].lowercased()
        let rest = word[word.index(after: apostrophe)...]
        guard elisions.contains(head), !rest.isEmpty else { return nil }
        return String(rest)
    }

    // MARK: Splitting a line

    /// The words of `text` as written: runs of letters, marks and digits, joined by an apostrophe or a hyphen with
    /// a letter on each side, and keeping an apostrophe that ends a word (`po'`, `players'`).
    static func pieces(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var out: [String] = []
        var current = String.UnicodeScalarView()
        func close() {
            if !current.isEmpty { out.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for (i, scalar) in scalars.enumerated() {
            if isWordScalar(scalar) {
                current.append(scalar)
                continue
            }
            let after = i + 1 < scalars.count ? scalars[i + 1] : nil
            let joins = !current.isEmpty && (isApostrophe(scalar) || isHyphen(scalar))
            if joins, let after, isWordScalar(after) {
                current.append(scalar)
            } else if joins, isApostrophe(scalar), after.map(isWordScalar) != true,
                current.last?.properties.isAlphabetic == true
            {
                current.append(scalar)
                close()
            } else {
                close()
            }
        }
        close()
        return out
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        return p.isAlphabetic || p.numericType != nil || p.generalCategory == .nonspacingMark
            || p.generalCategory == .spacingMark
    }

    /// `'`, `’` and `ʼ`, and `‘` and `´`, which keyboards put where an apostrophe belongs.
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        ["'", "\u{2019}", "\u{02BC}", "\u{2018}", "\u{00B4}"].contains(scalar)
    }

    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool { ["-", "\u{2010}", "\u{2011}"].contains(scalar) }

    /// `word` with every apostrophe written `'` and every hyphen `-`.
    static func normalized(_ word: String) -> String {
        guard word.unicodeScalars.contains(where: { $0 != "'" && $0 != "-" && (isApostrophe($0) || isHyphen($0)) })
        else { return word }
        var out = String.UnicodeScalarView()
        for scalar in word.unicodeScalars {
            out.append(isApostrophe(scalar) ? "'" : isHyphen(scalar) ? "-" : scalar)
        }
        return String(out)
    }

    static func isCapitalized(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return false }
        return first.properties.isUppercase || first.properties.generalCategory == .titlecaseLetter
    }

    static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    static func uppercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
