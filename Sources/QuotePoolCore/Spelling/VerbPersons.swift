/// The persons a verb form agrees with, as a dictionary's morphological readings give them.
public struct VerbPersons: Sendable, Equatable {
    /// The persons of the word's finite readings ("1sg" … "3pl"): indicative, subjunctive and conditional, not the
    /// imperative (which has no subject), the infinitive or the participles. Empty for a word that is only ever an
    /// infinitive or a participle.
    public let persons: Set<String>
    /// False for a word none of whose readings is a verb (only ``init(someReading:)`` gives such a value).
    public let isVerb: Bool

    /// The tense tags of a finite reading in Debian's French dictionary (Dicollecte).
    static let finiteTenses: Set<String> = ["ipre", "iimp", "ipsi", "ifut", "cond", "spre", "simp"]
    /// The person tags, as the form stage's subject pronouns name them.
    static let personTags: Set<String> = ["1sg", "2sg", "3sg", "1pl", "2pl", "3pl"]

    public init(persons: Set<String>, isVerb: Bool = true) {
        self.persons = persons
        self.isVerb = isVerb
    }

    /// The persons of a word whose every reading is a verb, in the tags of Debian's French dictionary: a reading is a
    /// verb when its first part of speech is `po:v…`; `po:ipre` and the like name its tense, `po:1sg` and the like
    /// its person (some carry a mark after the person: `po:3pl!`). Nil when there is no reading or when any reading is
    /// something else (a noun, an adjective, an adverb: "porte", "puis", "manques"), so a word that may not be a verb
    /// is never judged. Dictionaries without such tags give nil for every word.
    public init?(readings: [String]) {
        let parsed = readings.map(Self.parse)
        guard !parsed.isEmpty, parsed.allSatisfy({ $0?.isVerb == true }) else { return nil }
        self.init(persons: parsed.reduce(into: []) { $0.formUnion($1?.persons ?? []) })
    }

    /// The persons of the verb readings of a word that may be a verb among other things ("est" is also a noun), with
    /// ``isVerb`` false when no reading is a verb. Nil when no reading names a part of speech (an unknown word, or a
    /// dictionary without such tags), so nothing is concluded where the dictionary says nothing.
    public init?(someReading readings: [String]) {
        let verbs = readings.compactMap(Self.parse)
        guard !verbs.isEmpty else { return nil }
        self.init(
            persons: verbs.reduce(into: []) { $0.formUnion($1.persons) },
            isVerb: verbs.contains(where: \.isVerb))
    }

    /// One reading: whether its first part of speech is a verb, and the persons of a finite verb reading; nil when it
    /// names no part of speech.
    private static func parse(_ reading: String) -> (isVerb: Bool, persons: Set<String>)? {
        let tags = reading.split(separator: " ").filter { $0.hasPrefix("po:") }.map { $0.dropFirst(3) }
        guard let first = tags.first else { return nil }
        guard first.hasPrefix("v") else { return (false, []) }
        let names = tags.map { String($0.filter { $0.isLetter || $0.isNumber }) }
        guard names.contains(where: finiteTenses.contains) else { return (true, []) }
        return (true, Set(names.filter(personTags.contains)))
    }
}
