/// The spelling check's decision (SPEC 2.3a): the words of a line (``SpellingTokenizer``) that no dictionary of its
/// locale knows, and whether there are more of them than the line may have (`misspelled`).
///
/// A word is known when every form of one of its readings is known (``SpellingTokenizer/Word/readings``); exempt
/// words (numbers, names, the allow-list) are never looked up. Each unknown word counts once, however often it
/// occurs. The limit is ``maxUnknown`` (`spelling.max_unknown`); see docs/quality.md, "Spelling", for the data it
/// was calibrated on.
public struct Spelling: Sendable {
    /// Unknown words a line may have and still pass.
    public let maxUnknown: Int

    public init(maxUnknown: Int) { self.maxUnknown = maxUnknown }

    public enum Verdict: Sendable, Equatable {
        case pass(SpellingOutcome)
        case reject(SpellingOutcome, detail: String)
    }

    /// Checks `words` against `knows` (a locale's dictionaries).
    public func check(_ words: [SpellingTokenizer.Word], knows: (String) -> Bool) -> Verdict {
        let unknown = Self.unknown(words, knows: knows)
        let outcome = SpellingOutcome.checked(unknown: unknown)
        guard unknown.count > maxUnknown else { return .pass(outcome) }
        let list = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
        let what = unknown.count == 1 ? "an unknown word" : "\(unknown.count) unknown words"
        return .reject(outcome, detail: "\(what) (at most \(maxUnknown) allowed): \(list)")
    }

    /// The words of `words` that `knows` knows in none of their readings, as written, each once, in line order.
    public static func unknown(_ words: [SpellingTokenizer.Word], knows: (String) -> Bool) -> [String] {
        var out: [String] = []
        for word in words where word.exemption == nil && !out.contains(word.text) {
            var known = word.readings.contains { reading in reading.allSatisfy(knows) }
            if !known, let links = word.compoundLinks {
                known = isCompound(word.text, links: links, knows: knows, depth: 3)
            }
            if !known { out.append(word.text) }
        }
        return out
    }

    /// Shortest first and last part of a compound, in letters: shorter parts would let almost any string split.
    static let minimumPart = 3

    /// A first part this short must be known in lower case: a particle or a preposition (`mit|nimmt`,
    /// `ein|geparkt`), never a short noun, of which a dictionary has too many (`Run`, `Bob`) for them to mean much.
    static let shortPart = 3

    /// True when `word` is two known words written as one: a first part known in any case (in lower case if only
    /// ``shortPart`` letters long), optionally followed by one of `links`, then a last part known as a noun
    /// (capitalized) or as written in lower case (a verb after its particle: `mit|nimmt`), or itself such a
    /// compound, `depth` parts deep in all.
    static func isCompound(_ word: String, links: [String], knows: (String) -> Bool, depth: Int) -> Bool {
        let letters = Array(word)
        guard depth >= 2, letters.count >= 2 * minimumPart else { return false }
        func knownHead(_ h: String) -> Bool {
            h.count <= shortPart ? knows(h.lowercased()) : [h, h.lowercased(), capitalized(h)].contains(where: knows)
        }
        for cut in minimumPart...(letters.count - minimumPart) {
            let head = String(letters[..<cut])
            let tail = String(letters[cut...])
            let heads =
                [head]
                + links.filter { head.count - $0.count >= minimumPart && head.hasSuffix($0) }
                .map { String(head.dropLast($0.count)) }
            guard heads.contains(where: knownHead) else { continue }
            let noun = capitalized(tail)
            if knows(noun) || knows(tail.lowercased()) { return true }
            if depth > 2, isCompound(noun, links: links, knows: knows, depth: depth - 1) { return true }
        }
        return false
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}
