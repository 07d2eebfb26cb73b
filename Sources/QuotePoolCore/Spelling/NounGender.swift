/// The grammatical gender of a noun, as a dictionary's morphological readings give it.
public enum NounGender: String, Sendable, Equatable {
    case masculine
    case feminine

    /// The one gender of a word whose every reading is a singular noun of that gender, in the tags of Debian's
    /// French dictionary (Dicollecte: `po:nom`, `is:mas` or `is:fem`, `is:sg`); nil when there is no reading, when
    /// any reading is not a noun (a verb, an adjective: "demande" is also a form of "demander"), is plural, is of
    /// either gender (`is:epi`) or has no number (`is:inv`), or when the readings disagree. Dictionaries that tag
    /// otherwise (Spanish, Italian and German carry no gender; Portuguese does, with errors the form stage cannot
    /// afford) give nil for every word, so nothing is concluded from them.
    public init?(readings: [String]) {
        var found: NounGender?
        for reading in readings {
            let tags = Set(reading.split(separator: " ").map(String.init))
            guard tags.contains("po:nom"), tags.contains("is:sg"), !tags.contains("is:epi"), !tags.contains("is:inv"),
                !tags.contains("is:pl")
            else { return nil }
            // Any second part of speech in the same reading makes the word something else too.
            guard tags.filter({ $0.hasPrefix("po:") }).count == 1 else { return nil }
            let gender: NounGender
            switch (tags.contains("is:mas"), tags.contains("is:fem")) {
            case (true, false): gender = .masculine
            case (false, true): gender = .feminine
            default: return nil
            }
            guard found == nil || found == gender else { return nil }
            found = gender
        }
        guard let found else { return nil }
        self = found
    }
}
