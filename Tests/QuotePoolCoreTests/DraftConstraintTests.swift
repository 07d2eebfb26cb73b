import Foundation
import Testing

@testable import QuotePoolCore

/// The decode-time constraint is derived from the gate's bounds; every line it allows must pass the gate's
/// format rules, or the grammar would spend tokens on drafts the gate then throws away.
@Suite struct DraftConstraintTests {
    /// The gate's rules about a line's form. Content rules (language, clichés, chatter, the blocklist) judge what
    /// a line says, which no grammar decides.
    static let formatReasons: Set<Reason> = [
        .empty, .lineBreak, .wrappingQuotes, .attribution, .markdown, .hashtag, .emoji, .url, .multipleSentences,
        .tooShort, .tooLong,
    ]

    static let gates: [Config.Gate] = {
        var tight = Config.Gate()
        (tight.minWords, tight.maxWords, tight.minCharsCJK, tight.maxCharsCJK) = (1, 3, 1, 4)
        var wide = Config.Gate()
        (wide.minWords, wide.maxWords, wide.minCharsCJK, wide.maxCharsCJK) = (3, 30, 5, 80)
        var exact = Config.Gate()
        (exact.minWords, exact.maxWords) = (6, 6)
        return [Config.Gate(), tight, wide, exact]
    }()

    @Test(arguments: Lexicon.builtinLocales)
    func everyLineTheGrammarProducesPassesTheGateFormatRules(_ locale: LocaleCode) throws {
        var rng = SplitMix64(seed: 0x6BF_0001)
        for config in Self.gates {
            let gate = Gate(config: config)
            let constraint = try #require(DraftConstraint(gate: config, locale: locale))
            let sampler = try GBNFSampler(constraint.gbnf)
            let regex = try NSRegularExpression(pattern: constraint.regex(anchored: true))
            for _ in 0..<400 {
                let line = try sampler.sample(using: &rng)
                let verdict = gate.check(line, locale: locale)
                if let reason = verdict.reason, Self.formatReasons.contains(reason) {
                    Issue.record(
                        "\(locale) \(config.minWords)-\(config.maxWords): \"\(line)\" is \(reason.rawValue): \(verdict.detail)"
                    )
                    return
                }
                // The regular expression sent to vLLM and in JSON schemas describes the same lines.
                let whole = NSRange(line.startIndex..., in: line)
                #expect(regex.firstMatch(in: line, range: whole)?.range == whole, "regex refuses \"\(line)\"")
            }
        }
    }

    /// Where the locale file lists openers, every line the grammar (and the regex) allows starts with one, and every
    /// shipped opener fits the word shape (none is dropped on the way into the grammar).
    @Test(arguments: ["de", "es", "fr", "it", "pt"])
    func aLineStartsWithOneOfTheLocalesOpeners(_ locale: LocaleCode) throws {
        let constraint = try #require(DraftConstraint(gate: Config.Gate(), locale: locale))
        let shipped = try #require(Lexicon.of(locale))["openers"]
        #expect(!shipped.isEmpty)
        #expect(constraint.openers == shipped, "an opener does not fit the word shape")
        #expect(constraint.gbnf.hasPrefix("root ::= opener (sep word)"))
        let sampler = try GBNFSampler(constraint.gbnf)
        var rng = SplitMix64(seed: 0x6BF_0002)
        var elided = 0
        for _ in 0..<300 {
            let line = try sampler.sample(using: &rng)
            let first = String(
                line.prefix { $0 != " " && $0 != "," && $0 != ";" && $0 != "." && $0 != "!" && $0 != "?" })
            let opener = shipped.first {
                first == $0 || ($0.hasSuffix("'") && first.hasPrefix($0) && first.count > $0.count)
            }
            #expect(opener != nil, "\(locale): \"\(line)\" starts with no opener")
            if opener?.hasSuffix("'") == true { elided += 1 }
        }
        if shipped.contains(where: { $0.hasSuffix("'") }) { #expect(elided > 0, "no elided opener sampled") }
        let regex = try NSRegularExpression(pattern: constraint.regex(anchored: true))
        let english = "The rain fell softly on the windows of the old house tonight."
        #expect(regex.firstMatch(in: english, range: NSRange(english.startIndex..., in: english)) == nil)
    }

    @Test func anOpenerThatIsNotOneWordIsLeftOut() {
        let letters = DraftConstraint.latinLetters
        #expect(DraftConstraint.isWordShape("L'", letters: letters, maxLetters: 16))
        #expect(DraftConstraint.isWordShape("Über", letters: letters, maxLetters: 16))
        #expect(DraftConstraint.isWordShape("Dell'", letters: letters, maxLetters: 16))
        for bad in ["A veces", "", "'", "L-", "Qu'x'y", "«Le", "1er"] {
            #expect(!DraftConstraint.isWordShape(bad, letters: letters, maxLetters: 16), "\(bad)")
        }
        #expect(DraftConstraint(gate: Config.Gate(), locale: "en")?.openers == [], "en starts with any word")
    }

    @Test func boundsComeFromTheGateConfigAndTheLocaleFile() throws {
        var config = Config.Gate()
        (config.minWords, config.maxWords) = (5, 9)
        let en = try #require(DraftConstraint(gate: config, locale: "en"))
        #expect(en.unit == .words && en.length == 5...9)
        #expect(en.gbnf.contains("root ::= lead (sep word){4,8} end"))
        let ja = try #require(DraftConstraint(gate: config, locale: "ja"))
        #expect(ja.unit == .characters && ja.length == config.minCharsCJK...config.maxCharsCJK)
        #expect(ja.terminators == [try #require(Lexicon.builtin["ja"]).fullStop])
        let de = try #require(DraftConstraint(gate: config, locale: "de"))
        #expect(de.maxWordLetters > en.maxWordLetters, "compound nouns need longer words")
    }

    @Test(arguments: [
        "He said \"stay\" and walked out into the rain.",
        "The rain fell on the 42 windows of the house.",
        "The rain fell on the windows of the house",
        "The rain fell. The windows of the house shook.",
        "The rain fell on the windows of the house #storm.",
        "The rain fell on the windows\nof the house.",
        "Rain fell.",
        "The rainfellonthewindowsofthehouseuntilmorningcame and we slept.",
    ])
    func theRegexRefusesWhatTheGateWouldReject(_ line: String) throws {
        let constraint = try #require(DraftConstraint(gate: Config.Gate(), locale: "en"))
        let regex = try NSRegularExpression(pattern: constraint.regex(anchored: true))
        #expect(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) == nil)
    }

    @Test func theGrammarIsPlainASCII() throws {
        for locale in Lexicon.builtinLocales {
            let constraint = try #require(DraftConstraint(gate: Config.Gate(), locale: locale))
            #expect(constraint.gbnf.unicodeScalars.allSatisfy { $0.isASCII }, "\(locale)")
        }
    }

    /// Without openers, the first word's first run of letters is never a request label ("Mood-wise, …" is
    /// `prompt_residue` at the gate), in any case, while words that only start like one stay allowed.
    @Test func aLineCannotStartWithARequestLabel() throws {
        let letters = DraftConstraint.latinLetters
        // The same walk is written as GBNF (sampled below) and as a regular expression (matched here).
        func matcher(excluding words: [String], maxLetters: Int) throws -> (String) -> Bool {
            let run = DraftConstraint.run(
                excluding: words, letters: letters, maxLetters: maxLetters, in: .regex(letters))
            let regex = try NSRegularExpression(pattern: "^" + run + "$")
            return { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        }
        let allowed = try matcher(excluding: ["mood", "topic"], maxLetters: 16)
        for word in ["mood", "Mood", "MOOD", "mOoD", "topic", "Topic", "TOPIC"] {
            #expect(!allowed(word), "\(word)")
        }
        for word in [
            "m", "Mo", "moo", "moods", "Moody", "Mother", "topics", "Top", "toad", "Tea", "Ábaco", "a", "Wherever",
        ] {
            #expect(allowed(word), "\(word)")
        }
        #expect(!allowed(String(repeating: "a", count: 17)))
        #expect(allowed("m" + String(repeating: "a", count: 15)))
        #expect(!allowed("mood" + String(repeating: "s", count: 13)))
        // A run exactly as long as a label cannot end on it.
        let short = try matcher(excluding: ["mood"], maxLetters: 4)
        #expect(!short("mood"))
        #expect(short("moon"))

        let constraint = try #require(DraftConstraint(gate: Config.Gate(), locale: "en"))
        // The regular expression vLLM, Ollama and OpenAI get holds the same rule.
        let line = try NSRegularExpression(pattern: constraint.regex(anchored: true))
        func matches(_ text: String) -> Bool {
            line.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        #expect(!matches("Mood calm, the rain keeps tapping on the windows of the old house."))
        #expect(!matches("Topic-wise the rain keeps tapping on the windows of the old house."))
        #expect(matches("Moody skies keep the rain tapping on the windows of the old house."))
        #expect(constraint.gbnf.hasPrefix("root ::= lead (sep word)"))
        let sampler = try GBNFSampler(constraint.gbnf)
        var rng = SplitMix64(seed: 0x6BF_0003)
        for _ in 0..<500 {
            let first = TextNormalizer.tokens(try sampler.sample(using: &rng)).first
            #expect(first != "mood" && first != "topic")
        }
    }
}
