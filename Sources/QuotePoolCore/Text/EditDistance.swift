/// Levenshtein distance, for "did you mean" suggestions (config keys, command-line options).
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, when it is at most `within` edits away (ties: the first in `candidates`
    /// order); the one "did you mean" of commands, options and config keys.
    public static func closest(to word: String, among candidates: [String], within: Int) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= within, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
