/// The persons a verb form agrees with, as a dictionary's morphological readings give them.
public struct VerbPersons: Sendable, Equatable {
    /// The persons of the word's finite readings ("1sg" … "3pl"): indicative, subjunctive and conditional, not the
    /// imperative (which has no subject), the infinitive or the participles. Empty for a word that is only ever an
    /// infinitive or a participle.
    public let persons: Set<String>

    /// The tense tags of a finite reading in Debian's French dictionary (Dicollecte).
    static let finiteTenses: Set<String> = ["ipre", "iimp", "ipsi", "ifut", "cond", "spre", "simp"]
    /// The person tags, as the form stage's subject pronouns name them.
    static let personTags: Set<String> = ["1sg", "2sg", "3sg", "1pl", "2pl", "3pl"]

    public init(persons: Set<String>) { self.persons = persons }

    /// The persons of a word whose every reading is a verb, in the tags of Debian's French dictionary: a reading is a
    /// verb when its first part of speech is `po:v…`; `po:ipre` and the like name its tense, `po:1sg` and the like
    /// its person (some carry a mark after the person: `po:3pl!`). Nil when there is no reading or when any reading is
    /// something else (a noun, an adjective, an adverb: "porte", "puis", "manques"), so a word that may not be a verb
    /// is never judged. Dictionaries without such tags give nil for every word.
    public init?(readings: [String]) {
        guard !readings.isEmpty else { return nil }
        var persons: Set<String> = []
        for reading in readings {
            let tags = reading.split(separator: " ").filter { $0.hasPrefix("po:") }.map { $0.dropFirst(3) }
            guard let first = tags.first, first.hasPrefix("v") else { return nil }
            let names = tags.map { String($0.filter { $0.isLetter || $0.isNumber }) }
            guard names.contains(where: Self.finiteTenses.contains) else { continue }
            persons.formUnion(names.filter(Self.personTags.contains))
        }
        self.persons = persons
    }
}
