import QuotePoolCore

/// The form of the line (SPEC 2.3a), `ill_formed` when:
/// - it reads as a chat assistant's small talk ("I'm glad you're enjoying…", "I'm ready to help you with…"), read
///   from its form by ``ChatRegister`` in the locale's own word classes (``Gate/chatter(_:locale:)``), not from a
///   list of its phrases; a locale without those classes (ja) passes;
/// - two of its words are never written side by side in its language, or it loops, saying a word three times or
///   a few words twice in a row (``Gate/malformed(_:locale:)``, ``LineForm``).
///
/// Both are read from one reading of the line (``Gate/illFormed(_:locale:)``).
public struct FormStage: Stage {
    public let gate: Gate
    public var name: StageName { .form }

    public init(gate: Gate) { self.gate = gate }

    public func run(_ c: inout Candidate) async -> Verdict {
        guard let fault = gate.illFormed(c.text, locale: c.locale) else { return .pass }
        return .reject(.illFormed, detail: fault)
    }
}
