import Synchronization

/// The spelling dictionaries of one locale (`spelling.dictionaries`): a word is known when any of them knows it.
///
/// Answers are remembered, since drafts repeat most of their words: up to ``cacheLimit`` words, after which the
/// memory starts again empty. Safe to call from every draft in flight at once.
public final class LocaleDictionary: Sendable {
    public let locale: LocaleCode
    public let lookups: [any SpellingLookup]
    private let cache = Mutex<[String: Bool]>([:])
    /// ``nounGender(_:)``'s answers, nil ones too.
    private let genders = Mutex<[String: NounGender?]>([:])
    /// ``verbPersons(_:)``'s answers, nil ones too.
    private let verbs = Mutex<[String: VerbPersons?]>([:])
    /// ``someVerbReading(_:)``'s answers, nil ones too.
    private let verbReadings = Mutex<[String: VerbPersons?]>([:])

    /// Words remembered before the memory is emptied.
    public static let cacheLimit = 50_000

    public init(locale: LocaleCode, lookups: [any SpellingLookup]) {
        self.locale = locale
        self.lookups = lookups
    }

    /// The dictionaries' names (`.dic` paths), for messages.
    public var names: [String] { lookups.map(\.name) }

    /// True when any dictionary knows `word` (exactly as given).
    public func knows(_ word: String) -> Bool {
        Self.remembered(word, in: cache) { lookups.contains { $0.knows(word) } }
    }

    /// The gender of `word` when every reading of it, in every dictionary, is a singular noun of that one gender
    /// (``NounGender/init(readings:)``); nil for a word that can be anything else, and for every word of a
    /// dictionary without morphological data. Remembered like ``knows(_:)``.
    public func nounGender(_ word: String) -> NounGender? {
        Self.remembered(word, in: genders) { NounGender(readings: lookups.flatMap { $0.analyses(word) }) }
    }

    /// The persons `word` agrees with when every reading of it, in every dictionary, is a verb
    /// (``VerbPersons/init(readings:)``); nil for a word that can be anything else, and for every word of a dictionary
    /// without morphological data. Remembered like ``knows(_:)``.
    public func verbPersons(_ word: String) -> VerbPersons? {
        Self.remembered(word, in: verbs) { VerbPersons(readings: lookups.flatMap { $0.analyses(word) }) }
    }

    /// Whether `word` may be a verb in any dictionary, and the persons of those readings
    /// (``VerbPersons/init(someReading:)``); nil when no reading names a part of speech. Remembered like ``knows(_:)``.
    public func someVerbReading(_ word: String) -> VerbPersons? {
        Self.remembered(word, in: verbReadings) {
            VerbPersons(someReading: lookups.flatMap { $0.analyses(word) })
        }
    }

    /// What the form stage reads of a word's grammar from these dictionaries.
    public var grammar: WordGrammar {
        WordGrammar(nounGender: nounGender, verbPersons: verbPersons, someVerbReading: someVerbReading)
    }

    /// `memory`'s answer for `word`, else `find()`'s, remembered: up to ``cacheLimit`` words, then the memory starts
    /// again empty. Two callers may both find a word not yet remembered; both store the same answer.
    private static func remembered<Answer: Sendable>(
        _ word: String, in memory: borrowing Mutex<[String: Answer]>, _ find: () -> Answer
    ) -> Answer {
        if let known = memory.withLock({ $0[word] }) { return known }
        let found = find()
        memory.withLock { memory in
            if memory.count >= cacheLimit { memory.removeAll(keepingCapacity: true) }
            memory[word] = found
        }
        return found
    }
}
