/// The fields of a drafting request as the model reads them in the user message ("Topic: rain", "Mood: calm").
///
/// One definition for the prompt that shows them and for the gate, which rejects a line that restates them
/// (`prompt_residue`): a small model asked for a line "in the mood the user gives" often answers "Mood is
/// hopeful, so what do you want to know?".
public struct DraftFields: Sendable, Equatable {
    public static let topicLabel = "Topic"
    public static let moodLabel = "Mood"

    public var topic: String
    public var mood: String

    public init(topic: String, mood: String) {
        self.topic = topic
        self.mood = mood
    }

    /// The user message: one `Label: value` line a field.
    public var userMessage: String {
        "\(Self.topicLabel): \(topic)\n\(Self.moodLabel): \(mood)"
    }

    /// The field a line restates, as `Label: value`: the line holds the label and the value as words (in any
    /// order, at any place), or starts with the label ("Mood-wise, I'm …"). A line about a calm sea does not
    /// restate "Mood: calm"; "a calm mood" does.
    public func restated(in tokens: [String]) -> String? {
        for (label, value) in [(Self.topicLabel, topic), (Self.moodLabel, mood)] {
            let valueTokens = TextNormalizer.tokens(value)
            guard !valueTokens.isEmpty, let labelToken = TextNormalizer.tokens(label).first else { continue }
            if tokens.first == labelToken
                || (tokens.contains(labelToken) && PhraseSet.containsContiguously(tokens, valueTokens))
            {
                return "\(label): \(value)"
            }
        }
        return nil
    }
}
