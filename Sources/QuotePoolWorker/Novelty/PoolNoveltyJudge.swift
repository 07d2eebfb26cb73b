import Foundation
import QuotePoolCore
import QuotePoolEncoders

/// The near-duplicate decision of `novelty.threshold: "auto"` (``NearDuplicateDecision``) over one pool's catalog in
/// one locale: the duplicate check and the lexical guard first, then the candidate's score against its nearest
/// catalog lines, against the locale's threshold and the pool's own gate.
///
/// The one implementation of the decision: the fill's novelty stage admits candidates through it (``admit(_:hash:
/// vector:)``) against the pool's catalog, lines accepted earlier in the run included, and `eval --novelty-set`
/// judges each pool of a set through it (``judge(_:vector:)``).
///
/// The gate is computed once, the first time a candidate reaches the threshold (a candidate below it never needs
/// it), over the catalog as it is then. Word vectors come from `words`, shared across pools and locales.
public actor PoolNoveltyJudge {
    /// One catalog line.
    public struct Line: Sendable {
        public var text: String
        /// Unit length, the embedder's.
        public var vector: [Float]

        public init(text: String, vector: [Float]) {
            self.text = text
            self.vector = vector
        }
    }

    /// What the decision said of a candidate.
    public enum Judgement: Sendable, Equatable {
        /// The same normalized text is stored (the catalog line holding it, when it is the nearest by cosine).
        case duplicate(line: CatalogRef?)
        /// ROUGE-L above the lexical bar with catalog line `line`.
        case lexical(line: CatalogRef, rougeL: Double)
        /// Scored against the nearest lines: `line` attains `score`; `flagged` when it reaches `threshold` and
        /// `gate`.
        case scored(line: CatalogRef, cosine: Double, score: Double, threshold: Double, gate: Double?, flagged: Bool)
        /// An empty catalog: novelty is not proven.
        case unproven

        public var flagged: Bool {
            switch self {
            case .duplicate, .lexical: true
            case .scored(_, _, _, _, _, let flagged): flagged
            case .unproven: false
            }
        }
    }

    public let decision: NearDuplicateDecision
    public let locale: LocaleCode
    /// The pool's catalog; it must keep its texts (``Novelty/keepsTexts``).
    public let catalog: Novelty
    let contentWords: ContentWords
    let words: WordVectors
    /// Per catalog text, its aligned words once computed.
    private var lineWords: [String: [WordAlignment.Word]] = [:]
    private var gate: Double?

    /// Over `catalog`, a pool's catalog that keeps its texts.
    public init(decision: NearDuplicateDecision, locale: LocaleCode, catalog: Novelty, words: WordVectors) {
        self.decision = decision
        self.locale = locale
        self.catalog = catalog
        self.contentWords = ContentWords(locale: locale)
        self.words = words
    }

    /// Over a catalog of `lines` (line `i` is `.reference(i)`), with the lexical guard at `bar`; lines without a
    /// vector of the first line's dimension are left out of the cosine search.
    public init(
        decision: NearDuplicateDecision, locale: LocaleCode, catalog lines: [Line], words: WordVectors,
        bar: Double = LexicalIndex.calibratedBar
    ) {
        var index = CosineIndex(dimension: 0)
        var refs: [CatalogRef] = []
        var texts: [String] = []
        for (i, line) in lines.enumerated() where !line.vector.isEmpty && index.add(line.vector) != nil {
            refs.append(.reference(Int64(i)))
            texts.append(line.text)
        }
        let lexical = Novelty.lexicalCatalog(
            lines.enumerated().map { (CatalogRef.reference(Int64($0.offset)), $0.element.text) },
            tokenizer: LexicalTokenizer(locale: locale), bar: bar)
        self.init(
            decision: decision, locale: locale,
            catalog: Novelty(
                threshold: decision.fallback, index: index, refs: refs,
                hashes: Set(lines.map { TextNormalizer.hash($0.text) }), lexical: lexical, texts: texts),
            words: words)
    }

    /// What the decision says of `text` (embedded as `vector`) against the catalog as it is now; nothing reserved.
    public func judge(_ text: String, vector: [Float]) async throws -> Judgement {
        try await decide(text, hash: TextNormalizer.hash(text), vector: vector).judgement
    }

    /// Judges `text` and reserves it when it passes, as ``Novelty/admit(_:hash:vector:)`` does for a cosine cut: a
    /// line added or given back while the words were being aligned makes it judge again, so drafts in flight at
    /// once cannot both pass as novel against each other.
    /// - Throws: what the embedder throws for the words (nothing is reserved then).
    public func admit(_ text: String, hash: String, vector: [Float]) async throws -> Novelty.Verdict {
        while true {
            let (judgement, probe) = try await decide(text, hash: hash, vector: vector)
            let embedded = vector.contains { $0 != 0 }
            switch judgement {
            case .duplicate:
                return .reject(.duplicate, nil, detail: "same normalized text is already stored")
            case .lexical(let line, let rougeL):
                let detail =
                    "ROUGE-L \(String(format: "%.3f", rougeL)) with \(line.label) (lexical bar \(catalogBar))"
                return .reject(.nearDuplicate, embedded ? probe.outcome : nil, detail: detail)
            case .scored(let line, let cosine, let score, let threshold, let gate, true):
                let detail =
                    "score \(String(format: "%.3f", score)) with \(line.label) (cosine \(String(format: "%.3f", cosine)))"
                    + " reaches the near-duplicate decision's threshold \(String(format: "%.3f", threshold))"
                    + (gate.map { $0.isFinite ? " and the pool's gate \(String(format: "%.3f", $0))" : "" } ?? "")
                return .reject(.nearDuplicate, probe.outcome, detail: detail)
            case .scored, .unproven:
                if let ticket = catalog.reserve(text, hash: hash, vector: vector, ifUnchangedSince: probe.generation) {
                    return .pass(probe.outcome, ticket)
                }
            }
        }
    }

    private var catalogBar: Double { catalog.lexicalBar ?? LexicalIndex.calibratedBar }

    /// The pool's gate: the scores of up to ``NearDuplicateDecision/nullSample`` catalog lines, each judged against
    /// the rest (a line the guards flag left out), at ``NearDuplicateDecision/nullQuantile``.
    public func poolGate() async throws -> Double {
        if let gate { return gate }
        var scores: [Double] = []
        for row in catalog.gateRows() {
            guard let (text, _, probe) = catalog.probe(row: row, count: NearDuplicateDecision.nearest),
                probe.guardHit == nil, let top = try await best(text, probe.nearest)
            else { continue }
            scores.append(top.score)
        }
        let computed = gate ?? NearDuplicateDecision.nullGate(scores)
        gate = computed
        return computed
    }

    /// The guards, then the score against the nearest lines, the threshold, and the gate when the score reaches it.
    func decide(_ text: String, hash: String, vector: [Float]) async throws -> (
        judgement: Judgement, probe: Novelty.Probe
    ) {
        let probe = catalog.probe(text, hash: hash, vector: vector, count: NearDuplicateDecision.nearest)
        switch probe.guardHit {
        case .duplicate(let line): return (.duplicate(line: line), probe)
        case .lexical(let line, let rougeL, _): return (.lexical(line: line, rougeL: rougeL), probe)
        case nil: break
        }
        guard let top = try await best(text, probe.nearest) else { return (.unproven, probe) }
        let threshold = decision.threshold(locale: locale)
        guard top.score >= threshold else {
            return (
                .scored(
                    line: top.line, cosine: top.cosine, score: top.score, threshold: threshold, gate: gate,
                    flagged: false), probe
            )
        }
        let gate = try await poolGate()
        return (
            .scored(
                line: top.line, cosine: top.cosine, score: top.score, threshold: threshold, gate: gate,
                flagged: top.score >= gate), probe
        )
    }

    /// The highest score of `text` against `nearest` (the first of equal scores), nil without a line.
    private func best(_ text: String, _ nearest: [Novelty.Neighbour]) async throws -> (
        line: CatalogRef, cosine: Double, score: Double
    )? {
        guard !nearest.isEmpty else { return nil }
        let candidateWords = decision.aligns ? try await aligned(text) : []
        var top: (line: CatalogRef, cosine: Double, score: Double)?
        for line in nearest {
            let coverage =
                decision.aligns
                ? WordAlignment.coverage(candidate: candidateWords, line: try await wordsOf(line.text)) : nil
            let score = decision.score(cosine: line.cosine, coverage: coverage)
            if score > (top?.score ?? -.infinity) { top = (line.ref, line.cosine, score) }
        }
        return top
    }

    private func wordsOf(_ text: String) async throws -> [WordAlignment.Word] {
        if let known = lineWords[text] { return known }
        let aligned = try await aligned(text)
        lineWords[text] = aligned
        return aligned
    }

    private func aligned(_ text: String) async throws -> [WordAlignment.Word] {
        let list = contentWords.words(text)
        let vectors = try await words.vectors(list)
        return zip(list, vectors).map { WordAlignment.Word(stem: contentWords.stem($0), vector: $1) }
    }
}
