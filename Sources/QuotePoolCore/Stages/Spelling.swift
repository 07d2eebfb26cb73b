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

    public typealias Verdict = OutcomeVerdict<SpellingOutcome>

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
            if !known, let compounding = word.compounding {
                known = isCompound(word.text, compounding, knows: knows, depth: 3)
            }
            if !known { out.append(word.text) }
        }
        return out
    }

    /// Shortest last part of a compound, in letters.
    static let minimumTail = 3
    /// Shortest first part that is not a particle: a dictionary knows too many short nouns (`Run`, `Bob`) for a
    /// split at one to mean much.
    static let minimumHead = 4

    /// True when `word` is known words written as one, `depth` parts deep in all:
    /// - one of the particles, then a verb form known in lower case, or itself such a word (`mit|nimmt`,
    ///   `an|zu|fangen`);
    /// - a first part of at least ``minimumHead`` letters known in any case, optionally followed by one of the
    ///   links, then a last part of at least ``minimumTail`` letters known as a noun (capitalized) or in lower
    ///   case, or itself such a compound (`Trikot|farbe`, `Liebe|s|brief`).
    static func isCompound(
        _ word: String, _ rules: SpellingRules.Compounding, knows: (String) -> Bool, depth: Int
    ) -> Bool {
        let letters = Array(word)
        guard depth >= 2, letters.count >= 2 + minimumTail else { return false }
        for cut in 2...(letters.count - minimumTail) {
            let head = String(letters[..<cut])
            let tail = String(letters[cut...])
            if rules.particles.contains(head.lowercased()) {
                let verb = tail.lowercased()
                if knows(verb) { return true }
                if depth > 2, isCompound(verb, rules, knows: knows, depth: depth - 1) { return true }
            }
            guard cut >= minimumHead else { continue }
            let heads =
                [head]
                + rules.links.filter { head.count - $0.count >= minimumHead && head.hasSuffix($0) }
                .map { String(head.dropLast($0.count)) }
            guard heads.contains(where: { h in [h, h.lowercased(), capitalized(h)].contains(where: knows) }) else {
                continue
            }
            let noun = capitalized(tail)
            if knows(noun) || knows(tail.lowercased()) { return true }
            if depth > 2, isCompound(noun, rules, knows: knows, depth: depth - 1) { return true }
        }
        return false
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }
}
