/// What the recent pool and recent rejections overuse: openers, words and word pairs (SPEC 2.7).
///
/// Built from recent texts of one locale; lines accepted during a run are added as they pass, so a
/// composer that repeats itself is pushed away from its own habits within the run.
public struct NegativeAnchors: Sendable {
    private var openerCounts: [String: Int] = [:]
    private var wordLineCounts: [String: Int] = [:]
    private var rejectedBigrams: [String: Int] = [:]
    private var lines = 0
    private let stopwords: Set<String>

    /// An opener is overused from this share of recent lines on (and at least `minCount` lines).
    public static let openerShare = 0.05
    /// A word is overused when at least this share of recent lines contain it.
    public static let wordShare = 0.12
    public static let minCount = 3

    public init(pool: [String], rejected: [String], stopwords: Set<String>) {
        self.stopwords = stopwords
        for text in pool { add(text) }
        for text in rejected {
            let tokens = TextNormalizer.tokens(text)
            for pair in Self.bigrams(tokens) { rejectedBigrams[pair, default: 0] += 1 }
        }
    }

    /// Counts `text` as a recent pool line.
    public mutating func add(_ text: String) {
        let tokens = TextNormalizer.tokens(text)
        lines += 1
        openerCounts[Self.opener(tokens), default: 0] += 1
        for word in Set(tokens) where !stopwords.contains(word) && word.count > 1 {
            wordLineCounts[word, default: 0] += 1
        }
    }

    /// The penalty (≥ 0, at most 3) for `tokens`, and the anchors that caused it.
    public func penalty(for tokens: [String]) -> (value: Double, hits: [String]) {
        guard !tokens.isEmpty else { return (0, []) }
        var value = 0.0
        var hits: [String] = []
        let opener = Self.opener(tokens)
        let count = openerCounts[opener] ?? 0
        if lines > 0, count >= Self.minCount, Double(count) / Double(lines) >= Self.openerShare {
            value += 1.5
            hits.append("opener \"\(opener)\"")
        }
        var overused = 0
        for word in Set(tokens) where !stopwords.contains(word) {
            let n = wordLineCounts[word] ?? 0
            if lines > 0, n >= Self.minCount * 2, Double(n) / Double(lines) >= Self.wordShare {
                overused += 1
                hits.append("word \"\(word)\"")
            }
        }
        value += min(Double(overused) * 0.5, 1.0)
        var pairs = 0
        for pair in Set(Self.bigrams(tokens)) where (rejectedBigrams[pair] ?? 0) >= Self.minCount {
            let words = pair.split(separator: " ")
            if words.allSatisfy({ stopwords.contains(String($0)) }) { continue }
            pairs += 1
            hits.append("rejected phrase \"\(pair)\"")
        }
        value += min(Double(pairs) * 0.5, 1.0)
        return (min(value, 3), hits)
    }

    static func opener(_ tokens: [String]) -> String {
        // CJK tokens are single characters: take a few more so an opener is a word or two.
        let isCJK =
            tokens.first.map { $0.unicodeScalars.count == 1 && Script($0.unicodeScalars.first!)?.isCJK == true }
            ?? false
        return tokens.prefix(isCJK ? 3 : 2).joined(separator: isCJK ? "" : " ")
    }

    static func bigrams(_ tokens: [String]) -> [String] {
        guard tokens.count > 1 else { return [] }
        return (1..<tokens.count).map { tokens[$0 - 1] + " " + tokens[$0] }
    }
}
