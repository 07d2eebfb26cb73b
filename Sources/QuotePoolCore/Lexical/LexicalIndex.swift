/// The lexical guard's catalog (SPEC 2.5): finds the line with the highest ROUGE-L against a candidate, over
/// light-stemmed tokens (``LexicalTokenizer``), without comparing against every line.
///
/// Candidates come from an inverted index of tokens with a prefix filter: a line whose ROUGE-L with a candidate of
/// `m` tokens exceeds the bar `b` shares more than `m·b/(2−b)` of its tokens, so it must share at least one of the
/// candidate's rarest tokens that together hold more than the rest could make up. Only the lines in those tokens'
/// postings are candidates. The postings of the candidate's other tokens then count, per line, how many tokens it
/// can share at most, and a line is compared (ROUGE-L, quadratic in the tokens) only when that count leaves room
/// for a score above the bar and above the best found so far. The search is exact: it finds the best line above
/// the bar, or none when no line is above it.
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

    /// The line with the highest ROUGE-L against `text` above ``bar``, leaving out slot `excluding` (a catalog line
    /// judged against the rest); nil when no line is above it.
    public func nearest(to text: String, excluding: Int? = nil) -> Match? {
        let tokens = tokenizer.tokens(text)
        guard !tokens.isEmpty, live > 0 else { return nil }
        // Tokens the catalog has never seen cannot be shared; an unknown id keeps their places in the sequence.
        let unknown = UInt32.max
        let ids = tokens.map { vocabulary[$0] ?? unknown }
        let m = ids.count
        // ROUGE-L > bar means LCS > bar·(m+n)/2 with LCS ≤ n, so LCS > m·bar/(2−bar): at least `needed` of the
        // candidate's tokens are in the line.
        let needed = Int((Double(m) * bar / (2 - bar)).rounded(.down)) + 1
        var occurrences: [UInt32: Int] = [:]
        for id in ids where id != unknown { occurrences[id, default: 0] += 1 }
        var distinct = occurrences.map { (id: $0.key, count: $0.value) }
        // Occurrences of the tokens not read yet: a line's overlap is at most what the read tokens found plus these.
        var unread = distinct.reduce(0) { $0 + $1.count }
        guard unread >= needed else { return nil }
        distinct.sort { (postings[Int($0.id)].count, $0.id) < (postings[Int($1.id)].count, $1.id) }

        // Per slot, an upper bound on the tokens it shares with the candidate, from the postings read (0: not met).
        var shared = [UInt16](repeating: 0, count: lines.count)
        var met: [Int32] = []
        var next = 0
        // The rarest tokens first, until the unread ones could not make up `needed` alone: every line above the bar
        // holds one of these, so these postings name every line that can be.
        while next < distinct.count, unread >= needed {
            let (id, count) = distinct[next]
            for slot in postings[Int(id)] {
                if shared[Int(slot)] == 0 { met.append(slot) }
                shared[Int(slot)] = Self.adding(shared[Int(slot)], count)
            }
            unread -= count
            next += 1
        }
        // The more common tokens only tighten those lines' bounds. Reading a posting costs far less than comparing a
        // line, so all are read but a token held by most of the catalog ("the"), which separates nothing.
        while next < distinct.count {
            let (id, count) = distinct[next]
            next += 1
            guard postings[Int(id)].count <= lines.count / 4 else { continue }
            for slot in postings[Int(id)] where shared[Int(slot)] != 0 {
                shared[Int(slot)] = Self.adding(shared[Int(slot)], count)
            }
            unread -= count
        }
        // Length bounds: n > m·bar/(2−bar) (LCS ≤ n) and n < m·(2−bar)/bar (LCS ≤ m).
        let shortest = Double(m) * bar / (2 - bar)
        let longest = Double(m) * (2 - bar) / bar
        var best: Match?
        for slot in met where Int(slot) != excluding {
            let line = lines[Int(slot)]
            let n = line.count
            guard Double(n) > shortest, Double(n) < longest else { continue }
            // LCS ≤ the shared tokens ≤ min(m, n); a saturated count bounds nothing.
            let counted = shared[Int(slot)] == .max ? m : Int(shared[Int(slot)]) + unread
            let ceiling = 2 * Double(min(counted, m, n)) / Double(m + n)
            guard ceiling > max(bar, best?.rougeL ?? bar) else { continue }
            let score = RougeL.fMeasure(ids, line)
            if score > max(bar, best?.rougeL ?? bar) { best = Match(slot: Int(slot), rougeL: score) }
        }
        return best
    }

    /// `a + b`, held at `UInt16.max` (which then means "no bound").
    private static func adding(_ a: UInt16, _ b: Int) -> UInt16 {
        UInt16(min(Int(a) + b, Int(UInt16.max)))
    }
}
