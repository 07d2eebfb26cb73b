/// How well the least-matched content words of two lines find a counterpart in the other: the word-level part of
/// the near-duplicate decision (``NearDuplicateDecision``).
///
/// Each word has a stem (an equal stem counts as a perfect match) and a unit vector (the word embedded alone).
/// Per word of one side, its best similarity among the other side's words; a side's coverage is the mean of its
/// ``NearDuplicateDecision/worstWords`` lowest (all of them when it has fewer). A reworded line keeps a counterpart
/// for nearly every word, a new line on the same topic leaves a few words unmatched.
public enum WordAlignment {
    /// One content word of a line.
    public struct Word: Sendable, Equatable {
        public var stem: String
        /// Unit length; empty when the word could not be embedded (it then matches by stem only).
        public var vector: [Float]

        public init(stem: String, vector: [Float]) {
            self.stem = stem
            self.vector = vector
        }
    }

    /// The coverage of each side, 0 to 1 for unit vectors.
    public struct Coverage: Sendable, Equatable {
        /// The candidate's least-covered words.
        public var candidate: Double
        /// The catalog line's least-covered words.
        public var line: Double

        public init(candidate: Double, line: Double) {
            self.candidate = candidate
            self.line = line
        }
    }

    /// The coverage of `candidate`'s and `line`'s words; both 0 when either side has no content word.
    public static func coverage(
        candidate: [Word], line: [Word], worst: Int = NearDuplicateDecision.worstWords
    ) -> Coverage {
        guard !candidate.isEmpty, !line.isEmpty else { return Coverage(candidate: 0, line: 0) }
        var candidateBest = [Float](repeating: -.infinity, count: candidate.count)
        var lineBest = [Float](repeating: -.infinity, count: line.count)
        for (a, x) in candidate.enumerated() {
            for (b, y) in line.enumerated() {
                let s: Float = x.stem == y.stem ? 1 : dot(x.vector, y.vector)
                candidateBest[a] = max(candidateBest[a], s)
                lineBest[b] = max(lineBest[b], s)
            }
        }
        return Coverage(candidate: meanOfLowest(candidateBest, worst), line: meanOfLowest(lineBest, worst))
    }

    static func meanOfLowest(_ values: [Float], _ k: Int) -> Double {
        let lowest = values.sorted().prefix(max(1, min(k, values.count)))
        return lowest.reduce(0.0) { $0 + Double($1) } / Double(lowest.count)
    }

    /// The dot product (the cosine of unit vectors); 0 when either is empty or they differ in length.
    static func dot(_ a: [Float], _ b: [Float]) -> Float {
        guard a.count == b.count else { return 0 }
        var sum: Float = 0
        for i in a.indices { sum += a[i] * b[i] }
        return sum
    }
}
