/// Letters, spellings and word endings that point at particular languages, with their weight in nats per
/// occurrence, from each lexicon's `[marker_letters]`, `[marker_spellings]` and `[marker_endings]`.
///
/// Each entry is the marker, then its weight: `ñ 3` (a letter), `qua 1` (a spelling inside a word: Portuguese,
/// Italian, Catalan, French and English write "qua" where Spanish and Galician write "cua"), `aba aban abas 1.5`
/// (endings that count as one marker: the imperfect is -aba in Spanish and Galician but -ava in Portuguese,
/// Italian and Catalan). Only relative weights matter: a marker listed by two languages lifts both over the
/// others.
struct MarkerLetters: Sendable {
    /// Occurrences of one marker beyond this many add nothing (a repeated letter is one clue, not ten).
    static let maxOccurrences = 3

    let weights: [Unicode.Scalar: [String: Double]]
    let spellings: [(infix: String, weights: [String: Double])]
    let endings: [(suffixes: [String], weights: [String: Double])]

    /// The markers of `lexicons`, by each lexicon's locale; entries that do not end in a number are ignored.
    init(lexicons: [String: Lexicon]) {
        var weights: [Unicode.Scalar: [String: Double]] = [:]
        var spellings: [(infix: String, weights: [String: Double])] = []
        var endings: [(suffixes: [String], weights: [String: Double])] = []
        for key in lexicons.keys.sorted() {
            let lexicon = lexicons[key]!
            let language = lexicon.locale
            for (markers, weight) in Self.entries(lexicon["marker_letters"]) {
                for marker in markers {
                    guard marker.unicodeScalars.count == 1, let scalar = marker.unicodeScalars.first else { continue }
                    weights[scalar, default: [:]][language] = weight
                }
            }
            for (markers, weight) in Self.entries(lexicon["marker_spellings"]) {
                for infix in markers {
                    if let i = spellings.firstIndex(where: { $0.infix == infix }) {
                        spellings[i].weights[language] = weight
                    } else {
                        spellings.append((infix, [language: weight]))
                    }
                }
            }
            for (suffixes, weight) in Self.entries(lexicon["marker_endings"]) {
                if let i = endings.firstIndex(where: { $0.suffixes == suffixes }) {
                    endings[i].weights[language] = weight
                } else {
                    endings.append((suffixes, [language: weight]))
                }
            }
        }
        self.weights = weights
        self.spellings = spellings
        self.endings = endings
    }

    /// The fields of each marker entry: the markers, then the weight (the last field).
    static func entries(_ lines: [String]) -> [(markers: [String], weight: Double)] {
        lines.compactMap { line in
            var fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard fields.count >= 2, let weight = fields.popLast().flatMap(Double.init) else { return nil }
            return (fields, weight)
        }
    }

    /// Marker evidence per language for a (lowercased) text.
    func scores(_ text: String) -> [String: Double] {
        var seen: [Unicode.Scalar: Int] = [:]
        var out: [String: Double] = [:]
        for scalar in text.unicodeScalars {
            guard let row = weights[scalar] else { continue }
            seen[scalar, default: 0] += 1
            guard seen[scalar]! <= Self.maxOccurrences else { continue }
            for (language, weight) in row { out[language, default: 0] += weight }
        }
        let words = text.split { !$0.isLetter }
        for (infix, row) in spellings {
            let hits = min(Self.maxOccurrences, words.filter { $0.contains(infix) }.count)
            for (language, weight) in row { out[language, default: 0] += weight * Double(hits) }
        }
        for (suffixes, row) in endings {
            let matching = words.filter { word in
                suffixes.contains { word.count > $0.count + 1 && word.hasSuffix($0) }
            }
            let hits = min(Self.maxOccurrences, matching.count)
            for (language, weight) in row { out[language, default: 0] += weight * Double(hits) }
        }
        return out
    }
}
