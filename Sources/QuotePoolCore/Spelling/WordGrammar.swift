/// What the form stage may ask of a word's grammar: the answers of a locale's spelling dictionary
/// (``LocaleDictionary/grammar``), or of a test. Each answer is nil when the word may be something else, so nothing is
/// concluded from a word the dictionary is not sure of.
public struct WordGrammar: Sendable {
    /// The one gender of a word that is only ever a singular noun (``NounGender/init(readings:)``).
    public let nounGender: @Sendable (String) -> NounGender?
    /// The persons of a word that is only ever a verb (``VerbPersons/init(readings:)``).
    public let verbPersons: @Sendable (String) -> VerbPersons?
    /// Whether a word may be a verb, and the persons of its verb readings (``VerbPersons/init(someReading:)``); nil when
    /// the dictionary names no part of speech for it.
    public let someVerbReading: @Sendable (String) -> VerbPersons?

    public init(
        nounGender: @escaping @Sendable (String) -> NounGender? = { _ in nil },
        verbPersons: @escaping @Sendable (String) -> VerbPersons? = { _ in nil },
        someVerbReading: @escaping @Sendable (String) -> VerbPersons? = { _ in nil }
    ) {
        self.nounGender = nounGender
        self.verbPersons = verbPersons
        self.someVerbReading = someVerbReading
    }
}
