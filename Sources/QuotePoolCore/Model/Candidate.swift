import Foundation

/// One drafted line on its way through the chain, with everything the stages found out about it.
public struct Candidate: Sendable {
    public var text: String
    public var locale: String
    /// The last stage the candidate reached; `.accepted` once every stage passed.
    public var stage: Stage
    /// Why it stopped, or `nil` when accepted.
    public var reason: Reason?
    /// A short explanation of the rejection for operators.
    public var detail: String?
    public var scores = StageScores()
    /// Who drafted it.
    public var model: String
    public var backend: String
    public var promptVersion: String
    /// The topic and mood the draft was asked for.
    public var requestedTopic: String?
    public var requestedMood: String?
    /// The source locale when the line was drafted in another language and translated.
    public var translatedFrom: String?
    /// Locally computed metadata.
    public var metadata = LineMetadata()
    /// The embedding used for novelty, kept so the committed line stores it.
    public var embedding: [Float]?
    public var embedderID: String?
    /// Seconds from the start of drafting to the verdict.
    public var elapsed: Double = 0
    /// Set when the backend answered "rate limited" and asked to wait this long before the next request.
    public var retryAfter: Double?

    public init(
        text: String, locale: String, model: String, backend: String, promptVersion: String,
        requestedTopic: String? = nil, requestedMood: String? = nil
    ) {
        self.text = text
        self.locale = locale
        self.stage = .draft
        self.model = model
        self.backend = backend
        self.promptVersion = promptVersion
        self.requestedTopic = requestedTopic
        self.requestedMood = requestedMood
    }

    public var isAccepted: Bool { stage == .accepted && reason == nil }

    /// Marks the candidate rejected at `stage` with `reason`.
    public mutating func reject(at stage: Stage, _ reason: Reason, detail: String? = nil) {
        self.stage = stage
        self.reason = reason
        self.detail = detail
    }
}

/// Scores recorded by the stages after the gate.
public struct StageScores: Sendable, Equatable, Codable {
    public var taste: TasteOutcome?
    public var novelty: NoveltyOutcome?
    public var judge: JudgeScores?
    public var distinctiveness: Double?
    public init() {}
}

/// The taste filter's verdict: a score in 0...1, or skipped with why.
public enum TasteOutcome: Sendable, Equatable, Codable {
    case scored(Double)
    case skipped(String)

    public var score: Double? { if case .scored(let s) = self { s } else { nil } }
}

/// The novelty stage's finding.
public enum NoveltyOutcome: Sendable, Equatable, Codable {
    /// Compared against `catalogSize` vectors; the nearest had this similarity.
    case proven(maxSimilarity: Double, nearest: CatalogRef?, catalogSize: Int)
    /// Nothing to compare against, or no embedding could be produced.
    case unproven(String)

    public var maxSimilarity: Double? {
        if case .proven(let s, _, _) = self { s } else { nil }
    }
}

/// What a catalog vector points back to.
public enum CatalogRef: Sendable, Equatable, Hashable, Codable {
    case line(Int64)
    case reference(Int64)
    /// A line accepted earlier in the same run, not committed yet.
    case pending(Int)

    public var label: String {
        switch self {
        case .line(let id): "line:\(id)"
        case .reference(let id): "catalog:\(id)"
        case .pending(let n): "run:\(n)"
        }
    }
}

/// The judge's scores, integers 0–10, and who gave them.
public struct JudgeScores: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case model, fallback }
    public var quality: Int
    public var originality: Int
    public var warmth: Int
    public var overall: Int
    public var kind: Kind

    public init(quality: Int, originality: Int, warmth: Int, overall: Int, kind: Kind) {
        self.quality = quality
        self.originality = originality
        self.warmth = warmth
        self.overall = overall
        self.kind = kind
    }
}

/// Metadata computed locally from the text.
public struct LineMetadata: Sendable, Equatable, Codable {
    public var wordCount: Int = 0
    public var charCount: Int = 0
    public var mood: String?
    public var theme: String?
    public init() {}
}
