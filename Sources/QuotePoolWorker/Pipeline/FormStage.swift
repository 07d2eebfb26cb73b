import QuotePoolCore

/// The form of the line (SPEC 2.3a): a line that reads as a chat assistant's small talk ("I'm glad you're
/// enjoying…", "I'm ready to help you with…") is `ill_formed`, read from its form by ``ChatRegister`` in the
/// locale's own word classes (``Gate/chatter(_:locale:)``), not from a list of its phrases. A locale without those
/// classes (ja) passes.
public struct FormStage: Stage {
    public let gate: Gate
    public var name: StageName { .form }

    public init(gate: Gate) { self.gate = gate }

    public func run(_ c: inout Candidate) async -> Verdict {
        guard let chatter = gate.chatter(c.text, locale: c.locale) else { return .pass }
        return .reject(.illFormed, detail: chatter)
    }
}
