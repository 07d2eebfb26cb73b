/// The distinctiveness stage (SPEC 2.7): a deterministic 0–10 score.
///
/// Rewards concrete imagery (concrete nouns), agency and action (action verbs) and emotional specificity
/// (specific emotion words); penalizes formulas ("X is the key to Y", "Remember that…", "Life is…") and
/// the recent negative anchors. Accepts at `minimum` and above.
public struct Distinctiveness: Sendable {
    public let minimum: Double

    public init(minimum: Double) { self.minimum = minimum }

    public struct Score: Sendable, Equatable {
        public var value: Double
        public var concrete: Int
        public var actions: Int
        public var emotions: Int
        public var formula: String?
        public var anchorHits: [String]
    }

    /// Scores `text` for `locale` against the current anchors.
    public func score(_ text: String, locale: String, anchors: NegativeAnchors?) -> Score {
        let lexicon = ScoringLexicon.forLocale(locale)
        let tokens = TextNormalizer.tokens(text)
        let (c, a, e) = lexicon.counts(tokens: tokens)
        var value = 2.0 + 1.4 * Double(min(c, 3)) + 1.2 * Double(min(a, 2)) + 1.2 * Double(min(e, 2))
        let formula = lexicon.formula(matching: tokens)
        if formula != nil { value -= 4 }
        let anchor = anchors?.penalty(for: tokens) ?? (value: 0, hits: [])
        value -= anchor.value
        value = min(10, max(0, value))
        return Score(
            value: (value * 10).rounded() / 10, concrete: c, actions: a, emotions: e, formula: formula,
            anchorHits: anchor.hits)
    }

    /// True when `score` is high enough to keep.
    public func accepts(_ score: Score) -> Bool { score.value >= minimum }

    /// Why a score failed, for the candidates log.
    public static func explain(_ score: Score) -> String {
        var parts = [
            "score \(score.value)", "concrete \(score.concrete)", "actions \(score.actions)",
            "emotions \(score.emotions)",
        ]
        if let f = score.formula { parts.append("formula \"\(f)\"") }
        parts += score.anchorHits
        return parts.joined(separator: ", ")
    }
}
