import Dispatch
import Foundation

/// The gate's answer for one line.
public struct GateVerdict: Sendable, Equatable {
    /// The first rule the line failed, in ``Reason/gateOrder``; `nil` when it passed.
    public let reason: Reason?
    /// The line's length in its script's unit (words, or characters for mostly-CJK text), measured after
    /// trimming whitespace.
    public let length: TextLength
    /// Why the line was rejected, for operators (for example "ends with an attribution: — Seneca");
    /// empty when it passed.
    public let detail: String

    public init(reason: Reason?, length: TextLength, detail: String) {
        self.reason = reason
        self.length = length
        self.detail = detail
    }

    public var passed: Bool { reason == nil }
}

/// The deterministic, explainable gate (SPEC 2.3): exactly one reason per rejected line, the first failing
/// rule in ``Reason/gateOrder`` wins.
///
/// A value type with everything precomputed at init (chatter lists, attribution data, blocklists,
/// clichés, the language identifier); ``check(_:locale:)`` is pure and compiles nothing.
public struct Gate: Sendable {
    public let config: Config.Gate
    public let identifier: LanguageIdentifier
    public let cliches: ClicheMatcher
    private let localeRules: [String: GateLocaleRules]
    private let fallbackRules: GateLocaleRules
    private let blocklists: [LocaleCode: PhraseSet]
    /// The same phrases without diacritics, so "loteria" is caught by a blocked "lotería" (Latin text only).
    private let foldedBlocklists: [LocaleCode: PhraseSet]

    /// A gate over the built-in lexicons, sharing the built-in identifier, cliché matcher and locale rules.
    public init(config: Config.Gate = Config.Gate()) {
        self.init(
            config: config, identifier: .builtin, cliches: .builtin, rules: Self.builtinRules.locales,
            fallback: Self.builtinRules.fallback)
    }

    /// The built-in locale rules, built once per process.
    static let builtinRules = rules(for: Lexicon.builtin, profiles: LanguageProfile.builtin)

    /// Builds the built-in identifier, cliché matcher, locale rules, metadata tagger and the scoring lexicons of
    /// `locales` on every core at once. A fill calls it on a background thread as it starts, so this start-up work
    /// overlaps with opening the database and probing the backend instead of following them.
    public static func prepareBuiltins(locales: [LocaleCode]) {
        DispatchQueue.concurrentPerform(iterations: 3) { part in
            switch part {
            case 0: _ = LanguageIdentifier.builtin
            case 1: _ = builtinRules
            default:
                _ = ClicheMatcher.builtin
                for locale in locales { _ = ScoringLexicon.forLocale(locale) }
                _ = MetadataTagger.builtin
            }
        }
    }

    private static func rules(for lexicons: [String: Lexicon], profiles: [String: LanguageProfile]) -> (
        locales: [String: GateLocaleRules], fallback: GateLocaleRules
    ) {
        let english = lexicons["en"]
        let calendarWords = Set(lexicons.values.flatMap { $0["calendar_words"] })
        var rules: [String: GateLocaleRules] = [:]
        for (locale, lexicon) in lexicons {
            rules[locale] = GateLocaleRules(
                lexicon: lexicon, english: english, vocabulary: profiles[locale]?.vocabulary ?? [],
                calendarWords: calendarWords)
        }
        return (rules, GateLocaleRules(lexicon: nil, english: english, vocabulary: [], calendarWords: calendarWords))
    }

    /// A gate over custom lexicons; the identifier and cliché matcher are trained on them unless given.
    public init(
        config: Config.Gate, lexicons: [String: Lexicon], identifier: LanguageIdentifier? = nil,
        cliches: ClicheMatcher? = nil
    ) {
        let profiles = LanguageProfile.build(lexicons)
        let built = Self.rules(for: lexicons, profiles: profiles)
        self.init(
            config: config, identifier: identifier ?? LanguageIdentifier(lexicons: lexicons, profiles: profiles),
            cliches: cliches ?? ClicheMatcher(lexicons: lexicons), rules: built.locales, fallback: built.fallback)
    }

    private init(
        config: Config.Gate, identifier: LanguageIdentifier, cliches: ClicheMatcher,
        rules: [String: GateLocaleRules], fallback: GateLocaleRules
    ) {
        self.config = config
        self.identifier = identifier
        self.cliches = cliches
        localeRules = rules
        fallbackRules = fallback
        let grouped = config.blocklist
        blocklists = grouped.mapValues { PhraseSet($0, fuzzy: false) }
        foldedBlocklists = grouped.mapValues { PhraseSet($0.map(Self.foldDiacritics), fuzzy: false) }
    }

    /// Checks one line for `locale` (a code such as `en` or `pt-BR`; rules use its base language, the
    /// blocklist both the exact code and the base language). Leading and trailing whitespace is ignored.
    /// With `request`, the fields the line was drafted for, a line that restates them is `prompt_residue`.
    public func check(_ text: String, locale: LocaleCode, request: DraftFields? = nil) -> GateVerdict {
        let trimmed = GateText(text.trimmingWhitespace())
        let length = TextLength(trimmed.text)
        let context = Context(gate: self, text: trimmed, locale: locale, length: length, request: request)
        for (reason, rule) in Self.rules {
            if let detail = rule(context) { return GateVerdict(reason: reason, length: length, detail: detail) }
        }
        return GateVerdict(reason: nil, length: length, detail: "")
    }

    /// Why `text` reads as a chat assistant's reply in `locale` (``ChatRegister``, with the locale's word classes),
    /// or nil. The form stage asks it of lines the gate passed (SPEC 2.3a, `ill_formed`).
    public func chatter(_ text: String, locale: LocaleCode) -> String? {
        rules(of: locale).chat.check(GateText(text.trimmingWhitespace()))
    }

    /// Why `text` is ill-formed in `locale` (``LineForm``: two words the language never writes side by side, or a
    /// loop), or nil.
    public func malformed(_ text: String, locale: LocaleCode) -> String? {
        rules(of: locale).form.check(GateText(text.trimmingWhitespace()))
    }

    /// What the form stage asks: ``chatter(_:locale:)``, else ``malformed(_:locale:)``, over one reading of the
    /// line; with `grammar` (the locale's dictionary, ``LocaleDictionary/grammar``), also a determiner before a noun
    /// of the other gender and a subject pronoun before a verb of another person, in a locale whose file lists its
    /// determiners and subject pronouns (French).
    public func illFormed(_ text: String, locale: LocaleCode, grammar: WordGrammar? = nil) -> String? {
        let rules = rules(of: locale)
        let t = GateText(text.trimmingWhitespace())
        return rules.chat.check(t) ?? rules.form.check(t, grammar: grammar)
    }

    /// The rules of `locale`'s language, else those of a language without a file.
    private func rules(of locale: LocaleCode) -> GateLocaleRules { localeRules[locale.language] ?? fallbackRules }

    /// What a rule sees.
    struct Context {
        let gate: Gate
        let text: GateText
        let locale: LocaleCode
        let length: TextLength
        let request: DraftFields?

        var localeRules: GateLocaleRules { gate.rules(of: locale) }

        /// "restates the request …" when the line names a field of its request with its value.
        var restatedRequest: String? {
            request?.restated(in: text.line.tokens).map { "restates the request \"\($0)\"" }
        }
    }

    /// The rules in check order; a test holds this order equal to ``Reason/gateOrder``.
    static let rules: [(Reason, @Sendable (Context) -> String?)] = [
        (.empty, { GateRules.empty($0.text) }),
        (.blocked, { $0.gate.blocked($0) }),
        (.promptResidue, { c in c.localeRules.promptResidue(c.text) ?? c.restatedRequest }),
        (.lineBreak, { GateRules.lineBreak($0.text) }),
        (.wrappingQuotes, { GateRules.wrappingQuotes($0.text) }),
        (.attribution, { $0.localeRules.attribution($0.text) }),
        (.markdown, { GateRules.markdown($0.text) }),
        (.hashtag, { GateRules.hashtag($0.text) }),
        (.emoji, { GateRules.emoji($0.text) }),
        (.url, { GateRules.url($0.text) }),
        (.multipleSentences, { GateRules.multipleSentences($0.text) }),
        (.tooShort, { $0.gate.tooShort($0.length) }),
        (.tooLong, { $0.gate.tooLong($0.length) }),
        (.languageMismatch, { $0.gate.languageMismatch($0) }),
        (.cliche, { c in c.gate.cliches.match(c.text.line, locale: c.locale).map { "contains the cliché \"\($0)\"" } }),
    ]

    static var ruleOrder: [Reason] { rules.map(\.0) }

    private func blocked(_ c: Context) -> String? {
        if let slur = c.localeRules.offensive(c.text) { return slur }
        let keys = c.locale.isBase ? [c.locale] : [c.locale, c.locale.base]
        for key in keys {
            if let phrase = blocklists[key]?.firstMatch(in: c.text.line) {
                return "contains blocked phrase \"\(phrase)\""
            }
        }
        // A phrase typed without its accents still counts; CJK text is left alone (folding would drop
        // the dakuten that tell kana apart). Folding costs more than the rest of the rule, so only with a list.
        let foldedLists = keys.compactMap { foldedBlocklists[$0] }
        guard !foldedLists.isEmpty, !ScriptProfile(c.text.text).isMostlyCJK else { return nil }
        let folded = NormalizedLine(Self.foldDiacritics(c.text.text))
        for list in foldedLists {
            if let phrase = list.firstMatch(in: folded) {
                return "contains blocked phrase \"\(phrase)\" (ignoring accents)"
            }
        }
        return nil
    }

    static func foldDiacritics(_ s: String) -> String {
        s.folding(options: [.diacriticInsensitive], locale: nil)
    }

    /// The length bounds of a line measured in `unit`, from the config.
    public func bounds(_ unit: TextLength.Unit) -> ClosedRange<Int> {
        switch unit {
        case .words: config.minWords...max(config.minWords, config.maxWords)
        case .characters: config.minCharsCJK...max(config.minCharsCJK, config.maxCharsCJK)
        }
    }

    private func tooShort(_ length: TextLength) -> String? {
        let range = bounds(length.unit)
        return length.count < range.lowerBound
            ? "\(length.count) \(length.unit.rawValue), fewer than \(range.lowerBound)" : nil
    }

    private func tooLong(_ length: TextLength) -> String? {
        let range = bounds(length.unit)
        return length.count > range.upperBound
            ? "\(length.count) \(length.unit.rawValue), more than \(range.upperBound)" : nil
    }

    private func languageMismatch(_ c: Context) -> String? {
        guard !identifier.matches(c.text.text, locale: c.locale) else { return nil }
        let guess = identifier.identify(c.text.text)
        let confidence = String(format: "%.2f", guess.confidence)
        if let language = guess.language {
            return "identified as \(language) (confidence \(confidence)), expected \(c.locale.language)"
        }
        let best = guess.best.map { ", best \($0)" } ?? ""
        return "language undecided (confidence \(confidence)\(best)), expected \(c.locale.language)"
    }
}
