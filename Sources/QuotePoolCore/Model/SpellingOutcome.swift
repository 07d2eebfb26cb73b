/// The spelling stage's finding: the words its dictionaries did not know, or skipped with why.
public enum SpellingOutcome: Sendable, Equatable, Codable {
    /// Every word was looked up; `unknown` are the words no dictionary of the locale knew, as written, each once.
    case checked(unknown: [String])
    /// No dictionary was there to ask (Japanese, a locale without one configured, files missing).
    case skipped(String)

    /// How many distinct words were unknown, or nil when skipped.
    public var unknownCount: Int? {
        if case .checked(let unknown) = self { unknown.count } else { nil }
    }
}
