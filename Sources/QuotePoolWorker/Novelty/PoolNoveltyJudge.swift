import Foundation
import QuotePoolCore
import QuotePoolEncoders

/// The near-duplicate decision of `novelty.threshold: "auto"` (``NearDuplicateDecision``) over one pool's catalog in
/// one locale: the duplicate check and the lexical guard first, then the candidate's score against its nearest
/// catalog lines, against the locale's threshold and the pool's own gate.
///
/// The gate is computed once, the first time a candidate reaches the threshold (a candidate below it never needs
/// it). Word vectors come from `words`, shared across pools and locales.
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
        /// The same normalized text as catalog line `line`.
        case duplicate(line: Int)
        /// ROUGE-L above the lexical bar with catalog line `line`.
        case lexical(line: Int, rougeL: Double)
        /// Scored against the nearest lines: `line` attains `score`; `flagged` when it reaches `threshold` and
        /// `gate`.
        case scored(line: Int, cosine: Double, score: Double, threshold: Double, gate: Double?, flagged: Bool)
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
    let lines: [Line]
    let tokens: [[String]]
    let normalized: [String]
    let contentWords: ContentWords
    let words: WordVectors
    let bar: Double
    /// Per line, its aligned words once computed.
    private var lineWords: [Int: [WordAlignment.Word]] = [:]
    private var gate: Double?

    public init(
        decision: NearDuplicateDecision, locale: LocaleCode, catalog: [Line], words: WordVectors,
        bar: Double = LexicalIndex.calibratedBar
    ) {
        self.decision = decision
        self.locale = locale
        self.lines = catalog
        let tokenizer = LexicalTokenizer(locale: locale)
        self.tokens = catalog.map { tokenizer.tokens($0.text) }
        self.normalized = catalog.map { TextNormalizer.normalize($0.text) }
        self.contentWords = ContentWords(locale: locale)
        self.words = words
        self.bar = bar
    }

    /// Judges `text` (embedded as `vector`, unit length) against the catalog.
    public func judge(_ text: String, vector: [Float]) async throws -> Judgement {
        let raw = try await score(text, vector: vector, excluding: nil)
        guard case .scored(let line, let cosine, let score, _, _, _) = raw else { return raw }
        let threshold = decision.threshold(locale: locale)
        guard score >= threshold else {
            return .scored(line: line, cosine: cosine, score: score, threshold: threshold, gate: gate, flagged: false)
        }
        let gate = try await poolGate()
        return .scored(
            line: line, cosine: cosine, score: score, threshold: threshold, gate: gate, flagged: score >= gate)
    }

    /// The pool's gate: the scores of up to ``NearDuplicateDecision/nullSample`` catalog lines, each judged against
    /// the rest (a line the guards flag left out), at ``NearDuplicateDecision/nullQuantile``.
    public func poolGate() async throws -> Double {
        if let gate { return gate }
        var scores: [Double] = []
        for i in NearDuplicateDecision.nullRows(count: lines.count) {
            if case .scored(_, _, let score, _, _, _) = try await self.score(
                lines[i].text, vector: lines[i].vector, excluding: i)
            {
                scores.append(score)
            }
        }
        let computed = NearDuplicateDecision.nullGate(scores)
        gate = computed
        return computed
    }

    /// The guards, then the score against the nearest lines (threshold and gate not applied), leaving out line
    /// `excluding`.
    func score(_ text: String, vector: [Float], excluding: Int?) async throws -> Judgement {
        let key = TextNormalizer.normalize(text)
        if let same = normalized.indices.first(where: { $0 != excluding && normalized[$0] == key }) {
            return .duplicate(line: same)
        }
        let candidateTokens = contentWords.tokenizer.tokens(text)
        var best: (line: Int, rougeL: Double)?
        for i in tokens.indices where i != excluding {
            let r = RougeL.fMeasure(candidateTokens, tokens[i])
            if r > (best?.rougeL ?? bar) { best = (i, r) }
        }
        if let best { return .lexical(line: best.line, rougeL: best.rougeL) }

        var cosines: [(line: Int, cosine: Double)] = []
        for i in lines.indices where i != excluding {
            cosines.append((i, Double(CosineIndex.cosine(vector, lines[i].vector))))
        }
        guard !cosines.isEmpty else { return .unproven }
        // Highest first; ties by catalog order.
        let nearest = cosines.enumerated().sorted { ($0.element.cosine, -$0.offset) > ($1.element.cosine, -$1.offset) }
            .prefix(NearDuplicateDecision.nearest).map(\.element)
        let candidateWords = decision.aligns ? try await aligned(text) : []
        var top: (line: Int, cosine: Double, score: Double)?
        for (line, cosine) in nearest {
            let coverage =
                decision.aligns
                ? WordAlignment.coverage(candidate: candidateWords, line: try await wordsOf(line)) : nil
            let score = decision.score(cosine: cosine, coverage: coverage)
            if score > (top?.score ?? -.infinity) { top = (line, cosine, score) }
        }
        guard let top else { return .unproven }
        return .scored(
            line: top.line, cosine: top.cosine, score: top.score, threshold: decision.threshold(locale: locale),
            gate: nil, flagged: false)
    }

    private func wordsOf(_ line: Int) async throws -> [WordAlignment.Word] {
        if let known = lineWords[line] { return known }
        let aligned = try await aligned(lines[line].text)
        lineWords[line] = aligned
        return aligned
    }

    private func aligned(_ text: String) async throws -> [WordAlignment.Word] {
        let list = contentWords.words(text)
        let vectors = try await words.vectors(list)
        return zip(list, vectors).map { WordAlignment.Word(stem: contentWords.stem($0), vector: $1) }
    }
}
