/// The distinctiveness stage (SPEC 2.7): a deterministic 0–10 score.
///
/// Rewards concrete imagery (concrete nouns, people, sensory words, names, numbers), agency and action
/// (action verbs) and emotional specificity (specific emotion words); penalizes abstraction (abstract, lofty
/// and vague words, "the river of hope"), idioms, a word said twice, a dangling ending, formulas ("X is the
/// key to Y", "Remember that…", "Life is…"; less when the formula carries an image, as a metaphor does) and
/// the recent negative anchors. What it counts is ``TasteFeatures``; the weights are set by hand. An
/// imperative or an aphorism is judged by what it shows, not by its form. Accepts at `minimum` and above.
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
        /// Abstract, lofty and vague words, idioms and echoes together.
        public var abstraction: Int = 0
        public var dangling: Bool = false
        /// The line stacks stock images from several domains (``TasteFeatures/mixesImages``).
        public var mixedImages: Bool = false
    }

    /// Points per feature (see ``score(_:locale:anchors:)``).
    enum Weight {
        static let base = 4.5
        static let image = 1.0
        static let imageCap = 4
        static let action = 0.75
        static let emotion = 0.75
        static let abstraction = 1.0
        static let abstractionCap = 4
        static let boundAbstract = 1.5
        static let idiom = 2.0
        static let echo = 1.5
        static let formula = 3.0
        static let formulaWithImage = 1.0
        /// Stock images from several domains at once (``TasteFeatures/mixesImages``).
        static let mixedImages = 2.0
        /// Imagery counted in a line whose images mix.
        static let mixedImageCap = 2
        /// An unfinished sentence is flat whatever it shows: its score is at most this.
        static let danglingCeiling = 2.0
    }

    /// Scores `text` for `locale` against the current anchors. With `stoppedAtCap` (the line is exactly as long as
    /// the gate allows), a final preposition or particle also counts as a dangling ending.
    public func score(_ text: String, locale: String, anchors: NegativeAnchors?, stoppedAtCap: Bool = false) -> Score {
        var f = TasteFeatures(text, locale: locale)
        let tokens = TextNormalizer.tokens(text)
        if stoppedAtCap && !f.dangling { f.dangling = TasteFeatures.endsOpenAtCap(tokens, locale: locale) }
        // Mixed stock images picture nothing: they earn little as imagery, and cost points besides.
        let imageCap = f.mixesImages ? Weight.mixedImageCap : Weight.imageCap
        var value = Weight.base + Weight.image * Double(min(f.imagery, imageCap))
        value += Weight.action * Double(min(f.actions, 2)) + Weight.emotion * Double(min(f.emotions, 1))
        let abstraction = f.abstract + f.lofty + f.vague + f.abstractEndings
        value -= Weight.abstraction * Double(min(abstraction, Weight.abstractionCap))
        value -= Weight.boundAbstract * Double(min(f.boundAbstract, 2)) + Weight.idiom * Double(min(f.idioms, 1))
        value -= Weight.echo * Double(min(f.echoes, 2))
        if f.mixesImages { value -= Weight.mixedImages }
        if f.formula != nil { value -= f.formulaCarriesImage ? Weight.formulaWithImage : Weight.formula }
        let anchor = anchors?.penalty(for: tokens) ?? (value: 0, hits: [])
        value -= anchor.value
        if f.dangling { value = min(value, Weight.danglingCeiling) }
        value = min(10, max(0, value))
        return Score(
            value: (value * 10).rounded() / 10, concrete: f.concrete, actions: f.actions, emotions: f.emotions,
            formula: f.formula, anchorHits: anchor.hits, abstraction: abstraction + f.idioms + f.echoes,
            dangling: f.dangling, mixedImages: f.mixesImages)
    }

    /// True when `score` is high enough to keep.
    public func accepts(_ score: Score) -> Bool { score.value >= minimum }

    /// Why a score failed, for the candidates log.
    public static func explain(_ score: Score) -> String {
        var parts = [
            "score \(score.value)", "concrete \(score.concrete)", "actions \(score.actions)",
            "emotions \(score.emotions)",
        ]
        if score.abstraction > 0 { parts.append("abstraction \(score.abstraction)") }
        if score.dangling { parts.append("dangling ending") }
        if score.mixedImages { parts.append("mixed images") }
        if let f = score.formula { parts.append("formula \"\(f)\"") }
        parts += score.anchorHits
        return parts.joined(separator: ", ")
    }
}
