import QuotePoolCore

/// The form of the line (SPEC 2.3a), `ill_formed` when:
/// - it reads as a chat assistant's small talk ("I'm glad you're enjoying…", "I'm ready to help you with…"), read
///   from its form by ``ChatRegister`` in the locale's own word classes (``Gate/chatter(_:locale:)``), not from a
///   list of its phrases; a locale without those classes (ja) passes;
/// - two of its words are never written side by side in its language, or it loops, saying a word three times or
///   a few words twice in a row (``Gate/malformed(_:locale:)``, ``LineForm``);
/// - a determiner stands before a noun of the other gender ("un fille"), or a subject pronoun before a verb of another
///   person ("nous pouvez"), where the locale's spelling dictionary says which gender its nouns have and which
///   persons its verbs agree with (French); a locale without a loaded dictionary is not checked for them.
///
/// All are read from one reading of the line (``Gate/illFormed(_:locale:grammar:)``).
public struct FormStage: Stage {
    public let gate: Gate
    /// The run's spelling dictionaries; a line reads its nouns' gender and its verbs' persons from those that check its
    /// spelling.
    public let spelling: SpellingLoader.Loaded
    public var name: StageName { .form }

    public init(gate: Gate, spelling: SpellingLoader.Loaded = .none) {
        self.gate = gate
        self.spelling = spelling
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        let dictionary = spelling.dictionaries[spelling.checkingLocale(of: c.locale)]
        guard let fault = gate.illFormed(c.text, locale: c.locale, grammar: dictionary?.grammar)
        else { return .pass }
        return .reject(.illFormed, detail: fault)
    }
}
