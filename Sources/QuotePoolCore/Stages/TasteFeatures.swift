/// What makes a line specific or flat, counted: concrete nouns, action verbs, emotion words, sensory words,
/// numbers, people and proper names on one side; abstract and lofty words, vague words, idioms, formulas,
/// echoes (a word said twice) and a dangling ending on the other.
///
/// Shared by the taste model (as dense features beside its hashed n-grams), distinctiveness and the
/// fallback judge, so the three read a line the same way. The word lists are ``ScoringLexicon`` and
/// ``TasteLexicon``; nothing here is learned.
public struct TasteFeatures: Sendable, Equatable {
    public var tokens = 0
    /// Tokens that are not function words (in CJK text, characters).
    public var content = 0
    public var concrete = 0
    public var actions = 0
    public var emotions = 0
    public var sensory = 0
    public var numbers = 0
    public var people = 0
    /// Words written with a capital inside the sentence (en, es, fr, it, pt): names of people and places.
    public var properNames = 0
    /// German nouns (capitalized inside the sentence) that are not abstract: mostly things the lists lack.
    public var otherNouns = 0
    public var abstract = 0
    public var lofty = 0
    public var vague = 0
    /// Words the lists lack that end like abstract nouns ("-ness", "-heit", "-ción").
    public var abstractEndings = 0
    /// Abstract words bound as "of X" or "your X" ("the river of hope", "your dreams"; ja: 勇気の種).
    public var boundAbstract = 0
    public var idioms = 0
    /// How many domains of stock metaphor vehicles the line draws on (``TasteLexicon/imageDomains``).
    public var imageDomains = 0
    /// Content words said twice in one line (a shared five-letter start; in ja a repeated kanji pair).
    public var echoes = 0
    /// The formula pattern the whole line matches, if any.
    public var formula: String?
    /// The line ends on an article, conjunction or (in Romance languages) a preposition.
    public var dangling = false

    public init() {}

    /// The features of `text` in `locale` ("pt-BR" uses "pt").
    public init(_ text: String, locale: LocaleCode) {
        self.init()
        let scoring = ScoringLexicon.forLocale(locale)
        let lists = TasteLexicon.forLocale(locale)
        let tokens = TextNormalizer.tokens(text)
        self.tokens = tokens.count
        if scoring.matchesSubstrings || lists.matchesSubstrings {
            countCJK(text, tokens: tokens, scoring: scoring, lists: lists)
            return
        }
        let nouns = scoring.concreteWords
        let verbs = scoring.actionWords
        let feelings = scoring.emotionWords
        content = tokens.filter { !scoring.stopwords.contains($0) }.count
        // The words of an idiom are borrowed, not seen: "am Ball bleiben" shows no ball and "hit the nail on the
        // head" no nail, so they count neither as imagery nor as action.
        let (idiomCount, borrowed) = lists.idioms.matches(in: tokens)
        let seenIndices = tokens.indices.filter { !borrowed.contains($0) }
        let seen = seenIndices.map { tokens[$0] }
        // In a language that capitalizes its nouns, a word written in lower case is no noun: "macht" is a verb, not
        // Macht, "leben" not Leben, and "plötzlich" no compound ending in Licht. The noun lists match nouns only.
        let notNouns = lists.capitalizesNouns ? Self.lowercaseWords(text, tokens: tokens) : []
        let seenNotNouns = Set(seenIndices.indices.filter { notNouns.contains(seenIndices[$0]) })
        for (i, token) in zip(seenIndices, seen) {
            if !notNouns.contains(i) && nouns.contains(token) { concrete += 1 }
            if verbs.contains(token) { actions += 1 }
        }
        emotions = tokens.filter(feelings.contains).count
        abstract = lists.abstract.count(in: tokens, skipping: notNouns)
        lofty = lists.lofty.count(in: tokens)
        vague = lists.vague.count(in: tokens)
        sensory = lists.sensory.count(in: seen)
        numbers = lists.numbers.count(in: tokens)
        people = lists.people.count(in: seen, skipping: seenNotNouns)
        idioms = idiomCount
        imageDomains = lists.imageDomains.count { $0.count(in: tokens, skipping: notNouns) > 0 }
        numbers += tokens.filter { $0.unicodeScalars.contains { $0.properties.numericType != nil } }.count
        for token in tokens where token.count >= 6 && !scoring.stopwords.contains(token) {
            if nouns.contains(token) || lists.people.contains(token) || lists.abstract.contains(token) { continue }
            if lists.abstractSuffixes.contains(where: { token.hasSuffix($0) && token.count - $0.count >= 3 }) {
                abstractEndings += 1
            }
        }
        for i in tokens.indices.dropFirst() where lists.binders.contains(tokens[i - 1]) {
            if (lists.abstract.contains(tokens[i]) && !notNouns.contains(i)) || lists.lofty.contains(tokens[i]) {
                boundAbstract += 1
            }
        }
        echoes = Self.echoes(tokens.filter { $0.count >= 4 && !scoring.stopwords.contains($0) })
        formula = scoring.formula(matching: tokens)
        dangling = Self.endsDangling(tokens, lists: lists)
        countCapitals(text, lists: lists, borrowed: Set(borrowed.map { tokens[$0] }))
    }

    /// Whether the normalized words of a line stopped at the length cap end on one that leaves its phrase open
    /// (``TasteLexicon/danglingAtCap``): a constrained model that ran out of words stops there mid-thought, where a writer would have gone on.
    public static func endsOpenAtCap(_ tokens: [String], locale: LocaleCode) -> Bool {
        guard let last = tokens.last else { return false }
        return TasteLexicon.forLocale(locale).danglingAtCap.contains(last)
    }

    /// Whether the line's last word cannot end a sentence, unless the two last words are a stranded ending.
    static func endsDangling(_ tokens: [String], lists: TasteLexicon) -> Bool {
        guard let last = tokens.last, lists.dangling.contains(last) else { return false }
        guard tokens.count >= 2 else { return true }
        return !lists.stranded.contains(tokens[tokens.count - 2] + " " + last)
    }

    private mutating func countCJK(_ text: String, tokens: [String], scoring: ScoringLexicon, lists: TasteLexicon) {
        content = tokens.count
        let counts = scoring.counts(tokens: tokens)
        concrete = counts.concrete
        actions = counts.actions
        emotions = counts.emotions
        abstract = lists.abstract.count(in: tokens)
        lofty = lists.lofty.count(in: tokens)
        vague = lists.vague.count(in: tokens)
        sensory = lists.sensory.count(in: tokens)
        numbers = lists.numbers.count(in: tokens)
        people = lists.people.count(in: tokens)
        idioms = lists.idioms.count(in: tokens)
        imageDomains = lists.imageDomains.count { $0.count(in: tokens) > 0 }
        numbers +=
            tokens.filter { $0.unicodeScalars.contains { $0.properties.numericType != nil && $0.isASCII } }
            .count
        let chars = Array(tokens.joined())
        for (i, c) in chars.enumerated() where i > 0 && lists.abstractSuffixes.contains(String(c)) {
            if Self.isKanji(chars[i - 1]) { abstractEndings += 1 }
        }
        for hit in lists.abstract.occurrences(inCJK: chars) {
            let next = hit.start + hit.length
            if next < chars.count, lists.binders.contains(String(chars[next])) { boundAbstract += 1 }
        }
        var seen: [String: Int] = [:]
        if chars.count > 1 {
            for i in 1..<chars.count where Self.isKanji(chars[i - 1]) || Self.isKatakana(chars[i - 1]) {
                let pair = String(chars[(i - 1)...i])
                if let first = seen[pair] {
                    if first >= 0 && i - 1 - first >= 2 {
                        echoes += 1
                        seen[pair] = -1
                    }
                } else {
                    seen[pair] = i - 1
                }
            }
        }
        formula = scoring.formula(matching: tokens)
        let trimmed = text.trimmingWhitespace().unicodeScalars.reversed().drop {
            "。．.！？!?…」』）)".unicodeScalars.contains($0)
        }
        dangling = trimmed.first.map { lists.dangling.contains(String($0)) } ?? false
    }

    /// Proper names (en, es, fr, it, pt) or, in German, capitalized nouns the abstract lists do not hold.
    private mutating func countCapitals(_ text: String, lists: TasteLexicon, borrowed: Set<String>) {
        let words = text.split(whereSeparator: { $0.isWhitespace }).dropFirst()
        for word in words {
            guard let first = word.unicodeScalars.first(where: { $0.properties.isAlphabetic }),
                first.properties.isUppercase
            else { continue }
            let token = TextNormalizer.normalize(String(word))
            guard !token.isEmpty, !token.contains(" "), !borrowed.contains(token) else { continue }
            if lists.capitalizesNouns {
                let abstract =
                    lists.abstract.contains(token) || lists.lofty.contains(token) || lists.vague.contains(token)
                    || lists.abstractSuffixes.contains { token.hasSuffix($0) }
                if !abstract { otherNouns += 1 }
            } else if !lists.capitalizedWords.contains(token) {
                properNames += 1
            }
        }
    }

    /// The indices of `tokens` (the normalized words of `text`) that were written in lower case, the first word of
    /// the line aside (a sentence's first word is capitalized whatever it is). Empty when the words of `text` do
    /// not tokenize one by one into `tokens`.
    static func lowercaseWords(_ text: String, tokens: [String]) -> Set<Int> {
        var positions = Set<Int>()
        var next = 0
        for word in TextLength.words(text) {
            let count = TextNormalizer.tokens(String(word)).count
            guard count > 0 else { continue }
            let letter = word.unicodeScalars.first { $0.properties.isAlphabetic }
            if next > 0, letter?.properties.isLowercase == true { positions.formUnion(next..<(next + count)) }
            next += count
        }
        return next == tokens.count ? positions : []
    }

    /// Pairs of words that share their first five letters ("happen" … "happens", "hogar" … "hogar").
    static func echoes(_ words: [String]) -> Int {
        var counts: [String: Int] = [:]
        for w in words { counts[String(w.prefix(5)), default: 0] += 1 }
        return counts.values.reduce(0) { $0 + max(0, $1 - 1) }
    }

    static func isKanji(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
            ?? false
    }

    static func isKatakana(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { (0x30A1...0x30FA).contains($0.value) } ?? false
    }
}

extension TasteFeatures {
    /// Things a reader can picture or check: concrete nouns, people, sensory words, and at most one each of
    /// a German noun the lists lack, a proper name and a number.
    public var imagery: Int {
        concrete + people + sensory + min(otherNouns, 1) + min(properNames, 1) + min(numbers, 1)
    }

    /// Images from two or more domains of stock metaphors said of an abstraction (an abstract, lofty or vague
    /// word, a bound abstraction, an idiom or a formula): "the engine of friendship blossoms when you steer
    /// it". A metaphor that works keeps to one picture; a line that stacks the poster's pictures shows none of
    /// them. A scene with nothing abstract in it ("the ferry's engine coughed as we drifted into the fog") is
    /// literal, however many domains its nouns come from.
    public var mixesImages: Bool {
        imageDomains >= 2 && (abstract + lofty + vague + boundAbstract + idioms > 0 || formula != nil)
    }

    /// A formula whose wildcard part carries an image and no lofty words: a metaphor ("Friendship is a path
    /// through tall grass") rather than a slogan.
    public var formulaCarriesImage: Bool { formula != nil && concrete > 0 && lofty + boundAbstract == 0 }

    /// Names of ``vector``'s entries, in order; a taste model file lists the names it was trained with.
    public static let names = [
        "concrete", "actions", "emotions", "abstract", "lofty", "vague", "sensory", "numbers", "people",
        "proper_names", "formula", "formula_with_image", "dangling", "echoes", "bound_abstract", "idioms",
        "abstract_endings", "other_nouns", "length", "concrete_share", "abstract_share",
    ]

    /// The features scaled to 0…1 (counts capped), in the order of ``names``.
    public var vector: [Float] {
        func cap(_ x: Int, _ m: Int) -> Float { Float(min(x, m)) / Float(m) }
        let denominator = Float(max(1, content))
        let withImage = formulaCarriesImage
        return [
            cap(concrete, 3), cap(actions, 2), cap(emotions, 2), cap(abstract, 3), cap(lofty, 3), cap(vague, 3),
            cap(sensory, 2), cap(numbers, 2), cap(people, 2), cap(properNames, 2), formula == nil ? 0 : 1,
            withImage ? 1 : 0, dangling ? 1 : 0, cap(echoes, 2), cap(boundAbstract, 2), cap(idioms, 1),
            cap(abstractEndings, 2), cap(otherNouns, 3), min(1, Float(tokens) / 18),
            min(1, Float(concrete + people) / denominator), min(1, Float(abstract + lofty + vague) / denominator),
        ]
    }
}
