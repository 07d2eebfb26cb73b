/// The stage of the chain a candidate reached (where it stopped, or `accepted`).
public enum StageName: String, Sendable, Codable, CaseIterable, Hashable {
    case readiness
    case draft
    /// A streamed draft cancelled early because its partial text already broke a hard rule.
    case stream
    case gate
    /// Every word looked up in the locale's spelling dictionaries.
    case spelling
    /// The form of the line: a chat assistant's small talk (``ChatRegister``).
    case form
    case taste
    case novelty
    case judge
    case distinctiveness
    case commit
    case accepted
}
