import Foundation

/// One drafted line on its way through the chain, with everything the stages found out about it.
public struct Candidate: Sendable {
    public var text: String
    /// The locale it was drafted for; lines are stored and served under its ``LocaleCode/pool``.
    public var locale: LocaleCode
    /// The last stage the candidate reached; `.accepted` once every stage passed.
    public var stage: StageName
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
    public var translatedFrom: LocaleCode?
    /// Locally computed metadata.
    public var metadata = LineMetadata()
    /// The embedding used for novelty, kept so the committed line stores it.
    public var embedding: [Float]?
    public var embedderID: String?
    /// The text normalized for matching (``TextNormalizer/normalize(_:)``), set once by the gate.
    public var normalized: String?
    /// The hash of ``normalized`` that identifies the line (unique per pool), set once by the gate.
    public var hash: String?
    /// Set by the gate when the line is exactly as long as it allows: a constrained model may have stopped only
    /// because the grammar allowed no more words.
    public var stoppedAtLengthCap = false
    /// What the drafting model's raw token probabilities say about the line (an ending or a word the grammar forced);
    /// `nil` when the server reports none.
    public var probabilities: DraftProbabilities?
    /// What a stage wants an operator to know without rejecting the line (an embedder or a judge that failed).
    public var notes: [String] = []
    /// The catalog slot novelty holds for this candidate until it is committed or rejected later.
    public var reservation: Novelty.Ticket?
    /// Seconds from the start of drafting to the verdict.
    public var elapsed: Double = 0
    /// The line's ``TasteFeatures`` with the text and locale they were counted for (``features()``).
    private var counted: (text: String, locale: LocaleCode, features: TasteFeatures)?
    /// Set when the backend answered "rate limited" and asked to wait this long before the next request.
    public var retryAfter: Double?

    public init(
        text: String, locale: LocaleCode, model: String, backend: String, promptVersion: String,
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

    /// The line's ``TasteFeatures``, counted by the first stage that reads them (taste, the fallback judge,
    /// distinctiveness) and kept, so the others read them instead of counting the same words again.
    public mutating func features() -> TasteFeatures {
        if let counted, counted.text == text, counted.locale == locale { return counted.features }
        let features = TasteFeatures(text, locale: locale)
        counted = (text, locale, features)
        return features
    }

    /// Marks the candidate rejected at `stage` with `reason`.
    public mutating func reject(at stage: StageName, _ reason: Reason, detail: String? = nil) {
        self.stage = stage
        self.reason = reason
        self.detail = detail
    }
}
