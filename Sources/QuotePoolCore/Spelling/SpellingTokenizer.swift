/// The words of a line as the spelling stage asks a dictionary about them (SPEC 2.3a), with what a dictionary does
/// not handle by itself worked out first.
///
/// - Punctuation around a word is not part of it; dashes, slashes and full stops split words ("z.B." is `z` and
///   `B`). Apostrophes (`'`, `’`, `ʼ`) and hyphens (`-`, `‐`, `‑`) inside a word keep it whole, and are written
///   `'` and `-` in what is looked up.
/// - Elision: a word that starts with one of the locale's elided words (`l'`, `qu'`, `dell'`) is also read as what
///   follows the apostrophe (`l'amitié` → `amitié`).
/// - A hyphenated compound is known as a whole, else when each of its parts is (`dis-le-lui`).
/// - Enclitic pronouns may close a verb: the word is also read without one or two of them, with the accent they
///   added taken off again (`rodéate` → `rodea`), or as written where what is left is an infinitive, a gerund or a
///   short imperative (`decirle` → `decir`, `dime` → `di`; never `perrola` → `perro`); and a word with one of the
///   locale's suffix endings is also read with its replacement (`zapatitos` → `zapatos`).
/// - In a language that writes compounds as one word, a word of letters only carries the locale's
///   ``SpellingRules/Compounding``: ``Spelling`` then also tries it as two known words (`Trikotfarbe`,
///   `mit|nimmt`).
/// - Exempt, never looked up: words with a digit (numbers and ordinals: `1999`, `21st`, `3º`, `2e`), single
///   letters, acronyms in capitals (`WLAN`), capitalized words after the first (names) in a language that does not
///   capitalize its nouns (but not a contraction of one capital: `I'm` is looked up), capitalized words with a
///   capital inside (`WhatsApp`, `YouTube`: brand and family names, in German too; a merge such as `ofOxford`
///   starts in lower case and is still looked up), and words of ``allowed`` (the locale's own composer parts and
///   prompt examples, and the operator's words). In German (`capitalizes_nouns: yes`) a capitalized word is a
///   noun, so it is looked up. In a line written all in capitals, no word is an acronym or a name: each is looked
///   up.
/// - The first word of the line is read in any case: as written, with its first letter lower-case, and upper-case
///   (a German noun starting a line in lower case).
///
/// The locale's rules are data (``SpellingRules``). Pure: no dictionary is asked here; ``Spelling`` asks one about
/// the ``Word/readings``.
public struct SpellingTokenizer: Sendable {
    public let rules: SpellingRules
    /// Words known whatever a dictionary says, as ``key(_:)`` writes them.
    public let allowed: Set<String>

    public init(rules: SpellingRules, allowed: Set<String> = []) {
        self.rules = rules
        self.allowed = allowed
    }

    /// The tokenizer of `locale` from its language's locale file, with the language's allow-list
    /// (``SpellingAllowList``) and `words`, the operator's own.
    public init(locale: LocaleCode, words: [String] = []) {
        let rules = SpellingRules.builtin(locale)
        var allowed = SpellingAllowList.builtin(locale.language)
        for word in words { allowed.formUnion(Self.pieces(word).map(Self.key)) }
        self.init(rules: rules, allowed: allowed)
    }

    /// Why a word is not looked up.
    public enum Exemption: String, Sendable, Equatable {
        /// It holds a digit: a number or an ordinal.
        case number
        /// One letter.
        case letter
        /// Capitals only (two letters or more).
        case acronym
        /// Capitalized after the first word, in a language that does not capitalize its nouns; or, anywhere and in
        /// any language, capitalized with a capital inside (`WhatsApp`).
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
        /// Set when the word may also be known as two words written as one: how its language joins them. Nil for
        /// any other word.
        public var compounding: SpellingRules.Compounding?

        public init(
            text: String, readings: [[String]], exemption: Exemption? = nil,
            compounding: SpellingRules.Compounding? = nil
        ) {
            self.text = text
            self.readings = readings
            self.exemption = exemption
            self.compounding = compounding
        }
    }

    /// The words of `text`, in order.
    public func words(_ text: String) -> [Word] {
        let pieces = Self.pieces(text)
        let inCapitals = Self.isWrittenInCapitals(pieces)
        return pieces.enumerated().map { index, piece in word(piece, first: index == 0, inCapitals: inCapitals) }
    }

    /// True when every word of two letters or more is in capitals, and there are at least
    /// ``shortestLineInCapitals`` of them: a line written in capitals, whose words are then neither acronyms nor
    /// names but words to look up (Hunspell knows `PEOPLE` as it knows `people`).
    static func isWrittenInCapitals(_ pieces: [String]) -> Bool {
        let words = pieces.map { $0.unicodeScalars.filter { $0.properties.isAlphabetic } }.filter { $0.count >= 2 }
        return words.count >= shortestLineInCapitals && words.allSatisfy { $0.allSatisfy(\.properties.isUppercase) }
    }

    /// The fewest words in capitals that make a line written in capitals rather than a run of acronyms.
    static let shortestLineInCapitals = 3

    /// How the allow-list keeps a word: apostrophes and hyphens written `'` and `-`, its case as written.
    public static func key(_ word: String) -> String { normalized(word) }

    /// True when `text` is on the allow-list the way a dictionary would know it: as written, capitalized where the
    /// list has it in lower case, and, as the line's first word, in either case of its first letter. A word the list
    /// has only capitalized is not allowed in lower case mid-line (German `Kopf`, never `kopf`).
    private func isAllowed(_ text: String, first: Bool) -> Bool {
        var forms = [text, Self.lowercasedFirst(text)]
        if first { forms.append(Self.uppercasedFirst(text)) }
        return forms.contains(where: allowed.contains)
    }

    // MARK: Reading one word

    private func word(_ raw: String, first: Bool, inCapitals: Bool) -> Word {
        let text = Self.normalized(raw)
        let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
        if text.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
            return Word(text: raw, readings: [], exemption: .number)
        }
        if letters.count <= 1 { return Word(text: raw, readings: [], exemption: .letter) }
        if isAllowed(text, first: first) { return Word(text: raw, readings: [], exemption: .allowed) }
        if !inCapitals, letters.allSatisfy({ $0.properties.isUppercase }) {
            return Word(text: raw, readings: [], exemption: .acronym)
        }
        let core = elided(text) ?? text
        if !inCapitals, Self.isCapitalized(core), !Self.isContraction(core),
            Self.hasInnerCapital(core) || (!first && !rules.capitalizesNouns)
        {
            return Word(text: raw, readings: [], exemption: .name)
        }
        var readings: [[String]] = [[text]]
        if text.hasSuffix("'") { readings.append([String(text.dropLast())]) }
        if core != text { readings.append([core]) }
        let parts = core.split(separator: "-").map(String.init).filter { !$0.isEmpty }
        if parts.count > 1 {
            readings.append(parts.map { elided($0) ?? $0 })
        }
        if parts.count == 1 {
            readings += withoutEnclitics(core).map { [$0] }
            readings += withSuffixReadings(core).map { [$0] }
        }
        if first {
            readings += readings.flatMap { reading in
                [Self.lowercasedFirst, Self.uppercasedFirst].map { change in [change(reading[0])] + reading.dropFirst()
                }
            }
        }
        var seen = Set<[String]>()
        return Word(
            text: raw, readings: readings.filter { seen.insert($0).inserted },
            compounding: core.unicodeScalars.allSatisfy { $0.properties.isAlphabetic } ? rules.compounding : nil)
    }

    /// `word` without one or two enclitic pronouns at its end, each also with the accent they put on the verb taken
    /// off (`corregírtela` → `corregírte`, `corregirte`, `corregír`, `corregir`); at least two letters stay.
    private func withoutEnclitics(_ word: String) -> [String] {
        var out: [String] = []
        var stems = [word]
        for _ in 0..<2 {
            var next: [String] = []
            for stem in stems {
                for enclitic in rules.enclitics
                where stem.count >= enclitic.count + 2 && stem.lowercased().hasSuffix(enclitic) {
                    let rest = String(stem.dropLast(enclitic.count))
                    next.append(rest)
                    if hostsEnclitics(rest) { out.append(rest) }
                    if let plain = withoutAccent(rest) { out.append(plain) }
                }
            }
            stems = next
        }
        return out
    }

    /// Whether `stem`, a word read without its enclitics and with its accents as written, is what they are written
    /// onto (``SpellingRules/encliticHosts``): an infinitive or gerund by its ending, or a short imperative. A stem
    /// with an enclitic accent is read without it instead, whatever it ends with.
    private func hostsEnclitics(_ stem: String) -> Bool {
        let hosts = rules.encliticHosts
        if hosts.endings.isEmpty && hosts.words.isEmpty { return true }
        let lower = stem.lowercased()
        return hosts.words.contains(lower) || hosts.endings.contains { lower.count > $0.count && lower.hasSuffix($0) }
    }

    /// `word` with each of the locale's suffix endings it has replaced (`zapatitos` → `zapatos`, `carísimo` →
    /// `caro`); at least two letters stay before the ending.
    private func withSuffixReadings(_ word: String) -> [String] {
        rules.suffixReadings.compactMap { ending, replacement in
            guard word.count >= ending.count + 2, word.lowercased().hasSuffix(ending) else { return nil }
            return String(word.dropLast(ending.count)) + replacement
        }
    }

    /// `word` with its one enclitic accent (``SpellingRules/encliticAccents``) taken off (`rodéa` → `rodea`), or nil
    /// when it has none or several.
    private func withoutAccent(_ word: String) -> String? {
        let accents = rules.encliticAccents
        guard word.filter({ accents[$0] != nil }).count == 1 else { return nil }
        return String(word.map { accents[$0] ?? $0 })
    }

    /// What follows an elided word and its apostrophe (`amitié` for `l'amitié`), or nil when `word` starts with
    /// none of ``elisions``.
    private func elided(_ word: String) -> String? {
        guard let apostrophe = word.firstIndex(of: "'") else { return nil }
        let head = word[..<apostrophe].lowercased()
        let rest = word[word.index(after: apostrophe)...]
        guard rules.elisions.contains(head), !rest.isEmpty else { return nil }
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

    /// True when a capital follows a lower-case letter (`WhatsApp`, `YouTube`, `McCartney`): the shape of a brand or
    /// family name, never of a word a dictionary lists, in German no more than elsewhere.
    static func hasInnerCapital(_ word: String) -> Bool {
        var previousIsLower = false
        for scalar in word.unicodeScalars {
            if previousIsLower, scalar.properties.isUppercase { return true }
            previousIsLower = scalar.properties.isLowercase
        }
        return false
    }

    /// One capital letter, an apostrophe, then lower case (`I'm`, `I'll`, and a draft's `I'mnteen`): a contraction,
    /// looked up like any word, never a name (`O'Brien`, `D'Angelo` have a capital after the apostrophe).
    static func isContraction(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count > 2, scalars[0].properties.isUppercase, scalars[1] == "'" else { return false }
        return scalars[2...].allSatisfy { !$0.properties.isUppercase }
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
