import Foundation

/// What the identifier knows about one language with a lexicon: its script and its word lists.
///
/// Built once from a ``Lexicon``; the character n-gram statistics of all languages live together in
/// ``CharacterNGramModel`` so that unseen grams are smoothed over one shared vocabulary.
struct LanguageProfile: Sendable {
    let language: String
    /// How the language is written (``Lexicon/writingSystem``); only Latin languages are identified by their
    /// words and letters.
    let writingSystem: Lexicon.WritingSystem
    /// Normalized function words (articles, pronouns, prepositions, auxiliaries).
    let functionWords: Set<String>
    /// Normalized words seen anywhere in the lexicon's prose sections.
    let vocabulary: Set<String>
    /// Normalized tokens the n-gram model is trained on, with natural repetition.
    let trainingTokens: [String]

    /// The profiles of ``Lexicon/builtin``, built once per process, one lexicon per core at a time. The
    /// identifier and the gate's locale rules share them (each lexicon's words are normalized once).
    static let builtin: [String: LanguageProfile] = build(Lexicon.builtin)

    /// The profile of each lexicon, keyed like `lexicons`, built in parallel.
    static func build(_ lexicons: [String: Lexicon]) -> [String: LanguageProfile] {
        let keys = lexicons.keys.sorted()
        let profiles = concurrentMap(keys.count) { LanguageProfile(lexicon: lexicons[keys[$0]]!) }
        return Dictionary(uniqueKeysWithValues: zip(keys, profiles))
    }

    /// Lexicon sections whose entries are prose or words of the language (composer slots and
    /// `theme:` / `mood:` sections are added by prefix).
    static let proseSections = [
        "sample_text", "function_words", "concrete_nouns", "action_verbs", "emotion_words", "cliches", "formulas",
    ]
    static let proseSectionPrefixes = ["composer_", "theme:", "mood:"]

    init(lexicon: Lexicon) {
        language = lexicon.locale
        functionWords = Set(lexicon["function_words"].flatMap(TextNormalizer.tokens))
        var tokens: [String] = []
        for section in lexicon.sections.keys.sorted() where Self.isProse(section) {
            for entry in lexicon[section] { tokens += Self.words(of: entry) }
        }
        trainingTokens = tokens
        vocabulary = Set(tokens)
        writingSystem = lexicon.writingSystem
    }

    static func isProse(_ section: String) -> Bool {
        proseSections.contains(section) || proseSectionPrefixes.contains { section.hasPrefix($0) }
    }

    /// The normalized words of a lexicon entry, without composer placeholders such as `{subject}`.
    static func words(of entry: String) -> [String] {
        // Most entries hold no placeholder; those go to the tokenizer as they are.
        if !entry.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return TextNormalizer.tokens(entry)
        }
        var kept = String.UnicodeScalarView()
        var depth = 0
        for scalar in entry.unicodeScalars {
            if scalar == "{" {
                depth += 1
            } else if scalar == "}" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                kept.append(scalar)
            }
            if scalar == "}" || scalar == "{" { kept.append(" ") }
        }
        return TextNormalizer.tokens(String(kept))
    }
}

/// A character n-gram naive-Bayes model (1- to 3-grams with word boundaries) over several languages.
///
/// Each word is padded with spaces (` word `) so that grams at the start and end of a word are their own
/// features. Probabilities use add-α smoothing over the vocabulary of each order shared by all languages.
struct CharacterNGramModel: Sendable {
    static let orders = 1...3
    static let smoothing = 0.5

    /// Up to three scalars packed as a hash key, 21 bits each (every scalar fits); unused positions are 0,
    /// which no gram contains.
    struct Gram: Hashable, Sendable {
        let packed: UInt64
        init(a: UInt32, b: UInt32, c: UInt32) {
            packed = UInt64(a) | UInt64(b) << 21 | UInt64(c) << 42
        }
        init(packed: UInt64) { self.packed = packed }
        var order: Int { packed >> 42 != 0 ? 3 : packed >> 21 != 0 ? 2 : 1 }
    }

    let languages: [String]
    /// gram → its row in `logProbabilities`.
    private let rows: GramRows
    /// Log-probability per gram row and language: row `r` is `[r * languages.count ..< (r + 1) * languages.count]`.
    private let logProbabilities: [Double]
    /// Log-probability of a gram a language never saw, per order (index order−1) and language.
    private let unseen: [[Double]]

    init(training: GramCounts.Training) {
        self.init(counts: GramCounts(training: training))
    }

    /// The model of `counts`: add-α smoothing over the grams of each order that any language saw.
    init(counts: GramCounts) {
        languages = counts.languages
        let width = languages.count
        var rows = GramRows()
        var totals = Array(repeating: Array(repeating: 0, count: width), count: Self.orders.count)
        var vocabularySize = Array(repeating: 1, count: Self.orders.count)  // +1 for the unseen gram
        for (row, packed) in counts.grams.enumerated() {
            let gram = Gram(packed: packed)
            _ = rows.insert(gram)
            vocabularySize[gram.order - 1] += 1
            for i in 0..<width { totals[gram.order - 1][i] += Int(counts.counts[row * width + i]) }
        }
        let α = Self.smoothing
        let denominators: [[Double]] = (0..<Self.orders.count).map { o in
            totals[o].map { Double($0) + α * Double(vocabularySize[o]) }
        }
        unseen = denominators.map { row in row.map { log(α / $0) } }
        // A gram a language never saw has its unseen value: log((0 + α) / d) is log(α / d).
        var table = [Double](repeating: 0, count: counts.counts.count)
        for (row, packed) in counts.grams.enumerated() {
            let order = Gram(packed: packed).order - 1
            for i in 0..<width {
                let n = counts.counts[row * width + i]
                table[row * width + i] =
                    n == 0 ? unseen[order][i] : log((Double(n) + α) / denominators[order][i])
            }
        }
        self.rows = rows
        logProbabilities = table
    }

    /// Log-likelihood of `tokens` under each language, summed over all grams (same order as `languages`).
    func logLikelihoods(of tokens: [String]) -> [Double] {
        let width = languages.count
        var scores = Array(repeating: 0.0, count: width)
        for token in tokens {
            Self.forEachGram(in: token) { gram in
                if let row = rows.row(of: gram) {
                    for i in 0..<width { scores[i] += logProbabilities[row * width + i] }
                } else {
                    let row = unseen[gram.order - 1]
                    for i in 0..<width { scores[i] += row[i] }
                }
            }
        }
        return scores
    }

    /// Calls `body` with every 1- to 3-gram of ` token ` (the lone space unigram excluded).
    static func forEachGram(in token: String, _ body: (Gram) -> Void) {
        var previous: UInt32 = 0x20
        var beforePrevious: UInt32 = 0
        func visit(_ scalar: UInt32) {
            // Grams ending at `scalar`: the unigram, the bigram and the trigram.
            if scalar != 0x20 { body(Gram(a: scalar, b: 0, c: 0)) }
            body(Gram(a: previous, b: scalar, c: 0))
            if beforePrevious != 0 { body(Gram(a: beforePrevious, b: previous, c: scalar)) }
            beforePrevious = previous
            previous = scalar
        }
        for scalar in token.unicodeScalars { visit(scalar.value) }
        visit(0x20)
    }
}

/// Gram → row, for the n-gram model: open addressing over the packed grams (never 0, so 0 marks a free slot),
/// which costs a multiply where a `Dictionary` would run its seeded hasher; start-up inserts about a million
/// grams and the gate looks up every gram of every line.
struct GramRows: Sendable {
    private var keys = [UInt64](repeating: 0, count: 1 << 12)
    private var rows = [Int32](repeating: 0, count: 1 << 12)
    private var shift: UInt64 = 64 - 12
    private(set) var count = 0

    @inline(__always)
    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// Where `key` is, or the free position where it would go.
    @inline(__always)
    private func position(of key: UInt64) -> Int {
        let mask = keys.count - 1
        var i = slot(key)
        while keys[i] != 0, keys[i] != key { i = (i + 1) & mask }
        return i
    }

    /// The row of `gram`, if it has one.
    func row(of gram: CharacterNGramModel.Gram) -> Int? {
        let i = position(of: gram.packed)
        return keys[i] == 0 ? nil : Int(rows[i])
    }

    /// The row of `gram`, the next free row (``count``) when it had none.
    mutating func insert(_ gram: CharacterNGramModel.Gram) -> (row: Int, isNew: Bool) {
        if (count + 1) * 2 > keys.count { grow() }
        let i = position(of: gram.packed)
        if keys[i] != 0 { return (Int(rows[i]), false) }
        keys[i] = gram.packed
        rows[i] = Int32(count)
        count += 1
        return (count - 1, true)
    }

    /// Calls `body` with each gram and its row, in no particular order.
    func forEach(_ body: (CharacterNGramModel.Gram, Int) -> Void) {
        for (i, key) in keys.enumerated() where key != 0 { body(.init(packed: key), Int(rows[i])) }
    }

    private mutating func grow() {
        let old = zip(keys, rows).filter { $0.0 != 0 }
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        rows = [Int32](repeating: 0, count: keys.count)
        shift -= 1
        for (key, row) in old {
            let i = position(of: key)
            keys[i] = key
            rows[i] = row
        }
    }
}
