/// The lexical guard's catalog (SPEC 2.5): finds the line with the highest ROUGE-L against a candidate, over
/// light-stemmed tokens (``LexicalTokenizer``), without comparing against every line.
///
/// Candidates come from an inverted index of tokens with a prefix filter: a line whose ROUGE-L with a candidate of
/// `m` tokens exceeds the bar `b` shares more than `m·b/(2−b)` of its tokens, so it must share at least one of the
/// candidate's rarest tokens that together hold more than the rest could make up. Only those tokens' postings are
/// read, and common words ("the", "de") are rarely among them. The search is exact for any line above the bar;
/// below it, the nearest line found is the nearest among the lines that share a probed token.
///
/// A value type with no locking; ``Novelty`` owns one per locale behind its lock.
public struct LexicalIndex: Sendable {
    /// The bar novelty uses: Self-Instruct's ROUGE-L 0.7, checked on the odd groups of the paraphrase set
    /// (docs/quality.md, "The lexical guard").
    public static let calibratedBar = 0.7

    /// A line above this ROUGE-L is a near-duplicate.
    public let bar: Double
    public let tokenizer: LexicalTokenizer

    private var vocabulary: [String: UInt32] = [:]
    /// Per token id, the slots of the lines that hold it (each slot once, ascending).
    private var postings: [[Int32]] = []
    /// Per slot, its tokens; an empty array for a removed line.
    private var lines: [[UInt32]] = []
    private var live = 0

    public init(bar: Double, tokenizer: LexicalTokenizer) {
        self.bar = bar
        self.tokenizer = tokenizer
    }

    /// Lines currently compared against.
    public var count: Int { live }

    /// The nearest line found and its ROUGE-L.
    public struct Match: Sendable, Equatable {
        public var slot: Int
        public var rougeL: Double
    }

    /// Adds `text` and returns its slot (slots count up from 0 in the order lines are added); nil for a text with
    /// no tokens, which nothing can match.
    @discardableResult
    public mutating func add(_ text: String) -> Int? {
        add(tokens: tokenizer.tokens(text))
    }

    /// Adds a text already split by ``tokenizer`` (see ``add(_:)``).
    @discardableResult
    public mutating func add(tokens: [String]) -> Int? {
        guard !tokens.isEmpty else { return nil }
        let slot = lines.count
        var ids: [UInt32] = []
        ids.reserveCapacity(tokens.count)
        for token in tokens {
            let id: UInt32
            if let known = vocabulary[token] {
                id = known
            } else {
                id = UInt32(postings.count)
                vocabulary[token] = id
                postings.append([])
            }
            ids.append(id)
            if postings[Int(id)].last != Int32(slot) { postings[Int(id)].append(Int32(slot)) }
        }
        lines.append(ids)
        live += 1
        return slot
    }

    /// Stops comparing against the line in `slot` (a reservation given back).
    public mutating func remove(at slot: Int) {
        guard lines.indices.contains(slot), !lines[slot].isEmpty else { return }
        for id in Set(lines[slot]) {
            let i = Int(id)
            if let at = postings[i].lastIndex(of: Int32(slot)) { postings[i].remove(at: at) }
        }
        lines[slot] = []
        live -= 1
    }

    /// The line with the highest ROUGE-L against `text` among those that could exceed ``bar``; nil when none shares
    /// a probed token.
    public func nearest(to text: String) -> Match? {
        let tokens = tokenizer.tokens(text)
        guard !tokens.isEmpty, live > 0 else { return nil }
        // Tokens the catalog has never seen cannot be shared; an unknown id keeps their places in the sequence.
        let unknown = UInt32.max
        let ids = tokens.map { vocabulary[$0] ?? unknown }
        let m = ids.count
        // ROUGE-L > bar means LCS > bar·(m+n)/2 with LCS ≤ n, so LCS > m·bar/(2−bar).
        let needed = Int((Double(m) * bar / (2 - bar)).rounded(.down)) + 1
        var occurrences: [UInt32: Int] = [:]
        for id in ids where id != unknown { occurrences[id, default: 0] += 1 }
        guard occurrences.values.reduce(0, +) >= needed else { return nil }
        // Rarest first; probe until the unprobed tokens could not make up `needed` on their own.
        var remaining = occurrences.values.reduce(0, +)
        var probe: [UInt32] = []
        let rarestFirst = occurrences.sorted {
            (postings[Int($0.key)].count, $0.key) < (postings[Int($1.key)].count, $1.key)
        }
        for (id, n) in rarestFirst {
            if remaining < needed { break }
            probe.append(id)
            remaining -= n
        }
        // Length bounds: n > m·bar/(2−bar) (LCS ≤ n) and n < m·(2−bar)/bar (LCS ≤ m).
        let shortest = Double(m) * bar / (2 - bar)
        let longest = Double(m) * (2 - bar) / bar
        var seen = Set<Int32>()
        var best: Match?
        for id in probe {
            for slot in postings[Int(id)] where seen.insert(slot).inserted {
                let line = lines[Int(slot)]
                let n = Double(line.count)
                guard n > shortest, n < longest else { continue }
                let score = RougeL.fMeasure(ids, line)
                if score > (best?.rougeL ?? -1) { best = Match(slot: Int(slot), rougeL: score) }
            }
        }
        return best
    }
}
