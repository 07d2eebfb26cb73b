/// The shape a drafted line may take, derived from the gate's own bounds and the locale file's facts, and
/// written out as the decode-time constraints servers understand (SPEC 2.2): a GBNF grammar (llama.cpp), a
/// regular expression (vLLM, and the `pattern` of a JSON schema).
///
/// The shape is one sentence: words of letters (an apostrophe or a hyphen may join two runs of letters, so
/// "don't" and "well-known" are single words, and a word is at most ``maxWordLetters`` letters long, so words
/// cannot run together into one), separated by one space with an optional comma or semicolon before it, a
/// count within the gate's word bounds, and a final terminator. For a locale measured in characters, letters of
/// its script within the gate's character bounds, optionally separated by the ideographic comma, then its full
/// stop. Nothing else can appear: no quotes, hashtags, markdown, emoji, digits or line breaks, so every line the
/// constraint allows passes the gate's format rules (a test samples the grammar to hold it to that).
///
/// Where the locale file lists `[openers]`, the first word is one of them: a small model asked in English for a
/// German line often answers in English, and a line that must start in the target language mostly goes on in it.
/// An opener that ends in an apostrophe (French "L'") is elided: letters follow it within the same word.
public struct DraftConstraint: Sendable, Equatable {
    /// How the line is measured.
    public let unit: TextLength.Unit
    /// The gate's bounds in ``unit``.
    public let length: ClosedRange<Int>
    /// The letters a word is made of, as inclusive scalar ranges.
    public let letters: [ClosedRange<UInt32>]
    /// The most letters on either side of a word's inner apostrophe or hyphen.
    public let maxWordLetters: Int
    /// The marks that may end the line.
    public let terminators: [String]
    /// The words a line may start with (empty: any word); an entry ending in an apostrophe is joined to letters.
    public let openers: [String]

    /// Letters of space-delimited Latin text: ASCII and the Latin-1 and Latin Extended-A/B letters (× and ÷,
    /// which sit among them, are not letters).
    static let latinLetters: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F,
    ]
    /// Letters of text written without spaces: hiragana, katakana with the prolonged sound mark, the
    /// iteration mark and the CJK ideographs.
    static let cjkLetters: [ClosedRange<UInt32>] = [
        0x3005...0x3005, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FC, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    ]
    /// The comma that may separate parts of a line written without spaces.
    static let cjkComma = "\u{3001}"
    /// Longest run of letters in a word; languages that write compound nouns as one word get more.
    static let wordLetters = 16
    static let compoundWordLetters = 28

    /// The constraint for `locale` under `gate`, from the locale file's `[locale]` facts (its script, unit,
    /// full stop, compounding); `nil` for a script the constraint has no letters for (the draft is then
    /// unconstrained, and the gate alone judges it).
    public init?(gate: Config.Gate, locale: LocaleCode, lexicons: [String: Lexicon] = Lexicon.builtin) {
        let lexicon = lexicons[locale.language]
        let unit = lexicon?.wordUnit ?? Lexicon.wordUnit(of: locale)
        let system = lexicon?.writingSystem ?? (unit == .characters ? .cjk : .latin)
        let fullStop = lexicon?.fullStop ?? "."
        self.unit = unit
        switch (unit, system) {
        case (.words, .latin):
            length = gate.minWords...max(gate.minWords, gate.maxWords)
            letters = Self.latinLetters
            terminators = Array(Set([fullStop, ".", "!", "?"])).sorted()
        case (.characters, .cjk):
            length = gate.minCharsCJK...max(gate.minCharsCJK, gate.maxCharsCJK)
            letters = Self.cjkLetters
            terminators = [fullStop]
        default:
            return nil
        }
        let maxWordLetters = lexicon?.compoundsNouns == true ? Self.compoundWordLetters : Self.wordLetters
        self.maxWordLetters = maxWordLetters
        openers =
            unit == .words
            ? (lexicon?["openers"] ?? []).filter {
                Self.isWordShape($0, letters: Self.latinLetters, maxLetters: maxWordLetters)
            } : []
    }

    /// Whether `opener` fits the word shape: one or two runs of letters joined by an apostrophe or a hyphen, or one
    /// run followed by an apostrophe (elided, to be joined to the letters after it).
    static func isWordShape(_ opener: String, letters: [ClosedRange<UInt32>], maxLetters: Int) -> Bool {
        let runs = opener.unicodeScalars.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "'" || $0 == "-" })
        guard runs.count <= 2, let first = runs.first, !first.isEmpty else { return false }
        if runs.count == 2, runs[1].isEmpty, !isElided(opener) { return false }
        return runs.allSatisfy { run in
            run.count <= maxLetters && run.allSatisfy { s in letters.contains { $0.contains(s.value) } }
        }
    }

    /// Whether an opener is elided ("L'"), so letters follow it within its word.
    static func isElided(_ opener: String) -> Bool { opener.hasSuffix("'") }

    // MARK: GBNF

    /// The llama.cpp grammar (GBNF) of the shape; its root rule is `root`.
    public var gbnf: String {
        let letter = "letter ::= \(Self.gbnfClass(letters))"
        let end = "end ::= " + terminators.map(Self.gbnfLiteral).joined(separator: " | ")
        switch unit {
        case .words:
            let rest = Self.repetition(length.lowerBound - 1, length.upperBound - 1)
            let first = openers.isEmpty ? (name: "lead", rule: leadRule) : (name: "opener", rule: openerRule)
            return """
                root ::= \(first.name) (sep word)\(rest) end
                \(first.rule)word ::= letter{1,\(maxWordLetters)} (inner letter{1,\(maxWordLetters)})?
                inner ::= "'" | "-"
                sep ::= ("," | ";")? " "
                \(end)
                \(letter)

                """
        case .characters:
            let rest = Self.repetition(length.lowerBound - 1, length.upperBound - 1)
            return """
                root ::= letter (comma? letter)\(rest) end
                comma ::= \(Self.gbnfLiteral(Self.cjkComma))
                \(end)
                \(letter)

                """
        }
    }

    /// The labels of the request's fields, lower-cased: no line may start with one.
    static let requestLabels = [DraftFields.topicLabel, DraftFields.moodLabel].map { $0.lowercased() }

    /// The GBNF rule of the first word where the locale lists no openers: any word whose first run of letters is
    /// not a request field's label, since the gate rejects a line that starts with one ("Mood-wise, I'm …",
    /// ``DraftFields``) and a small model shown "Mood: calm" often starts that way.
    var leadRule: String {
        "lead ::= " + Self.run(excluding: Self.requestLabels, letters: letters, maxLetters: maxWordLetters, in: .gbnf)
            + " (inner letter{1,\(maxWordLetters)})?\n"
    }

    /// How ``run(excluding:letters:maxLetters:in:)`` writes its expression: GBNF refers to the `letter` rule and
    /// spaces its items; a regular expression repeats the class and runs its items together.
    struct RunSyntax: Sendable {
        let letter: String
        let space: String
        let bar: String
        let classOf: @Sendable ([ClosedRange<UInt32>]) -> String

        static let gbnf = RunSyntax(letter: "letter", space: " ", bar: " | ", classOf: DraftConstraint.gbnfClass)
        static func regex(_ letters: [ClosedRange<UInt32>]) -> RunSyntax {
            RunSyntax(
                letter: DraftConstraint.regexClass(letters), space: "", bar: "|", classOf: DraftConstraint.regexClass)
        }
    }

    /// An expression for a run of 1...`maxLetters` of `letters` that is none of `words` (lower-case ASCII letters,
    /// matched in either case), written as a walk down their common prefixes: at each step either a letter that
    /// leaves every word, after which any letters follow, or the next letter of some word.
    static func run(
        excluding words: [String], letters: [ClosedRange<UInt32>], maxLetters: Int, in syntax: RunSyntax
    ) -> String {
        func rest(_ prefix: String) -> String {
            let depth = prefix.count
            let left = maxLetters - depth
            let complete = words.contains(prefix)
            let nexts = Set(
                words.filter { $0.count > depth && $0.hasPrefix(prefix) }.map {
                    $0[$0.index($0.startIndex, offsetBy: depth)]
                })
            guard left > 0 else { return "" }
            if nexts.isEmpty { return syntax.letter + (complete ? "{1,\(left)}" : "{0,\(left)}") }
            let excluded = nexts.flatMap { c in [c, Character(c.uppercased())].flatMap(\.unicodeScalars).map(\.value) }
            var choices = [
                syntax.classOf(subtract(excluded, from: letters)) + syntax.space + "\(syntax.letter){0,\(left - 1)}"
            ]
            // A word that fills the whole run could only be followed by nothing: that letter is not offered.
            for c in nexts.sorted() where !(words.contains(prefix + String(c)) && depth + 1 >= maxLetters) {
                let here = "[" + c.uppercased() + String(c) + "]"
                let after = rest(prefix + String(c))
                choices.append(after.isEmpty ? here : here + syntax.space + after)
            }
            let group = "(" + choices.joined(separator: syntax.bar) + ")"
            return complete || depth == 0 ? group : group + "?"
        }
        return rest("")
    }

    /// `ranges` without the scalars `values`.
    static func subtract(_ values: [UInt32], from ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        for range in ranges {
            var start = range.lowerBound
            for v in values.sorted() where range.contains(v) && v >= start {
                if v > start { out.append(start...(v - 1)) }
                start = v + 1
            }
            if start <= range.upperBound { out.append(start...range.upperBound) }
        }
        return out
    }

    /// The GBNF rule of the first word where the locale lists openers (with its line break).
    var openerRule: String {
        let choices = openerChoices(Self.gbnfLiteral, separator: " | ", letters: " letter")
        return "opener ::= " + choices.joined(separator: " | ") + "\n"
    }

    /// The openers as alternatives of a grammar or a regular expression: each whole opener written by `literal`,
    /// and one group of the elided ones followed by a run of `letters`.
    func openerChoices(_ literal: (String) -> String, separator: String, letters: String) -> [String] {
        var choices = openers.filter { !Self.isElided($0) }.map(literal)
        let elided = openers.filter(Self.isElided).map(literal)
        if !elided.isEmpty {
            choices.append("(" + elided.joined(separator: separator) + ")" + letters + "{1,\(maxWordLetters)}")
        }
        return choices
    }

    static func repetition(_ low: Int, _ high: Int) -> String {
        low == high ? "{\(low)}" : "{\(low),\(high)}"
    }

    static func gbnfLiteral(_ text: String) -> String {
        "\"" + text.unicodeScalars.map(gbnfEscaped).joined() + "\""
    }

    static func gbnfClass(_ ranges: [ClosedRange<UInt32>]) -> String {
        "["
            + ranges.map { r in
                r.count == 1 ? gbnfEscaped(r.lowerBound) : "\(gbnfEscaped(r.lowerBound))-\(gbnfEscaped(r.upperBound))"
            }.joined() + "]"
    }

    /// A scalar as GBNF writes it: printable ASCII as itself (quotes, brackets and backslashes escaped), anything
    /// else as a `\uXXXX` escape, so the grammar is plain ASCII whatever the locale.
    static func gbnfEscaped(_ value: UInt32) -> String {
        switch value {
        case 0x22, 0x5C, 0x5B, 0x5D: "\\" + String(Character(Unicode.Scalar(value)!))
        case 0x2D, 0x5E: "\\x" + hex(value, digits: 2)
        case 0x20...0x7E: String(Character(Unicode.Scalar(value)!))
        case 0...0xFFFF: "\\u" + hex(value, digits: 4)
        default: "\\U" + hex(value, digits: 8)
        }
    }

    static func gbnfEscaped(_ scalar: Unicode.Scalar) -> String { gbnfEscaped(scalar.value) }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Regular expression

    /// The shape as a regular expression over the whole line (no anchors; `anchored` adds `^…$`), in the syntax
    /// vLLM's structured outputs and JSON schema `pattern`s share: classes, groups, `?` and `{m,n}`.
    public func regex(anchored: Bool = false) -> String {
        let letter = Self.regexClass(letters)
        let end = "[" + terminators.map { Self.regexEscaped($0) }.joined() + "]"
        let rest = Self.repetition(length.lowerBound - 1, length.upperBound - 1)
        let body: String
        switch unit {
        case .words:
            let inner = "(['-]\(letter){1,\(maxWordLetters)})?"
            let word = "\(letter){1,\(maxWordLetters)}" + inner
            // As in the grammar, the first word is no request label.
            let lead =
                Self.run(
                    excluding: Self.requestLabels, letters: letters, maxLetters: maxWordLetters,
                    in: .regex(letters)) + inner
            body = "\(openerRegex(letter: letter) ?? lead)([,;]? \(word))\(rest)\(end)"
        case .characters:
            body = "\(letter)(\(Self.regexEscaped(Self.cjkComma))?\(letter))\(rest)\(end)"
        }
        return anchored ? "^\(body)$" : body
    }

    /// The first word as a regular expression group, or `nil` without openers.
    func openerRegex(letter: String) -> String? {
        guard !openers.isEmpty else { return nil }
        return "(" + openerChoices(Self.regexEscaped, separator: "|", letters: letter).joined(separator: "|") + ")"
    }

    static func regexClass(_ ranges: [ClosedRange<UInt32>]) -> String {
        "["
            + ranges.map { r in
                r.count == 1
                    ? regexEscaped(r.lowerBound) : "\(regexEscaped(r.lowerBound))-\(regexEscaped(r.upperBound))"
            }.joined() + "]"
    }

    static let regexSyntax: Set<Character> = [
        "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/", "-",
    ]

    static func regexEscaped(_ text: String) -> String { text.unicodeScalars.map { regexEscaped($0.value) }.joined() }

    /// A scalar in a regular expression: the syntax characters escaped, other printable ASCII as itself, and
    /// anything else as a `\uXXXX` escape (which JSON schema patterns, Python and Rust regexes all read; an escape
    /// of a character that is not syntax is an error in Unicode-mode JSON schema patterns, so there is none).
    static func regexEscaped(_ value: UInt32) -> String {
        guard (0x20...0x7E).contains(value), let scalar = Unicode.Scalar(value) else {
            return "\\u" + hex(value, digits: 4)
        }
        let character = Character(scalar)
        return regexSyntax.contains(character) ? "\\" + String(character) : String(character)
    }
}
