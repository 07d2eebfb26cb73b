/// The distinctiveness stage (SPEC 2.7): a deterministic 0–10 score.
///
/// Rewards concrete imagery (concrete nouns, people, sensory words, names, numbers), agency and action
/// (action verbs) and emotional specificity (specific emotion words); penalizes abstraction (abstract and lofty
/// words, "the river of hope"), idioms, a word said twice, a dangling ending, formulas ("X is the
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
        /// Abstract and lofty words, abstract endings, idioms and echoes together. Vague words ("someone", "other")
        /// are not counted: good and flat lines use them alike (docs/quality.md, "Distinctiveness").
        public var abstraction: Int = 0
        public var dangling: Bool = false
        /// The line stacks stock images from several domains (``TasteFeatures/mixesImages``).
        public var mixedImages: Bool = false
        /// The drafting model's probability of ending the line here, when it was below ``endingFloor``.
        public var unlikelyEnding: Double?
        /// A token the drafting model found less likely than ``forcedFloor``, with that probability.
        public var forcedToken: String?
        public var forcedProbability: Double?
    }

    /// Below this probability of ending where it ends (``DraftProbabilities/ending``), a line is taken as cut
    /// mid-thought. Set below the first labeled set's English lines, whose lowest ending probability under
    /// SmolLM2-135M is 0.012 (docs/quality.md); a model that writes the language well is surer of its endings.
    public static let endingFloor = 0.01

    /// Below this probability a token was not the model's choice but the grammar's, where the model wanted a mark or
    /// a break the grammar forbids: merged and invented words ("themap", "andnourish"). llama.cpp's default sampler
    /// keeps only tokens within 5% of the likeliest one, so a token it picked freely rarely falls this low. In 60
    /// English drafts of SmolLM2-135M, every one with a token under it held a merged or invented word, a title
    /// fragment or a word the grammar bent, and none of the others did (docs/backends.md).
    public static let forcedFloor = 0.001

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
    /// the gate allows), a final preposition or particle also counts as a dangling ending; so does any ending the
    /// drafting model found less likely than ``endingFloor``, and a line with a token the model found less likely
    /// than ``forcedFloor`` is as flat (`probabilities`). `features` are the line's, counted here when `nil`.
    public func score(
        _ text: String, locale: LocaleCode, anchors: NegativeAnchors?, stoppedAtCap: Bool = false,
        probabilities: DraftProbabilities? = nil, features: TasteFeatures? = nil
    ) -> Score {
        var f = features ?? TasteFeatures(text, locale: locale)
        let tokens = TextNormalizer.tokens(text)
        if stoppedAtCap && !f.dangling { f.dangling = TasteFeatures.endsOpenAtCap(tokens, locale: locale) }
        let unlikelyEnding = probabilities?.ending.flatMap { $0 < Self.endingFloor ? $0 : nil }
        let forced = probabilities?.weakest.flatMap { $0 < Self.forcedFloor ? $0 : nil }
        if unlikelyEnding != nil { f.dangling = true }
        // Mixed stock images picture nothing: they earn little as imagery, and cost points besides.
        let imageCap = f.mixesImages ? Weight.mixedImageCap : Weight.imageCap
        var value = Weight.base + Weight.image * Double(min(f.imagery, imageCap))
        value += Weight.action * Double(min(f.actions, 2)) + Weight.emotion * Double(min(f.emotions, 1))
        let abstraction = f.abstract + f.lofty + f.abstractEndings
        value -= Weight.abstraction * Double(min(abstraction, Weight.abstractionCap))
        value -= Weight.boundAbstract * Double(min(f.boundAbstract, 2)) + Weight.idiom * Double(min(f.idioms, 1))
        value -= Weight.echo * Double(min(f.echoes, 2))
        if f.mixesImages { value -= Weight.mixedImages }
        if f.formula != nil { value -= f.formulaCarriesImage ? Weight.formulaWithImage : Weight.formula }
        let anchor = anchors?.penalty(for: tokens) ?? (value: 0, hits: [])
        value -= anchor.value
        if f.dangling || forced != nil { value = min(value, Weight.danglingCeiling) }
        value = min(10, max(0, value))
        return Score(
            value: (value * 10).rounded() / 10, concrete: f.concrete, actions: f.actions, emotions: f.emotions,
            formula: f.formula, anchorHits: anchor.hits, abstraction: abstraction + f.idioms + f.echoes,
            dangling: f.dangling, mixedImages: f.mixesImages, unlikelyEnding: unlikelyEnding,
            forcedToken: forced == nil ? nil : probabilities?.weakestToken, forcedProbability: forced)
    }

    /// A small probability for the candidates log, to four decimals.
    static func probability(_ p: Double) -> String {
        p < 0.0001 ? "below 0.0001" : "\((p * 10_000).rounded() / 10_000)"
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
        if let p = score.unlikelyEnding {
            parts.append("ends mid-thought (the model's probability of ending here: \(Self.probability(p)))")
        } else if score.dangling {
            parts.append("dangling ending")
        }
        if let token = score.forcedToken, let p = score.forcedProbability {
            parts.append("a token the model did not choose: \"\(token)\" (\(Self.probability(p)))")
        }
        if score.mixedImages { parts.append("mixed images") }
        if let f = score.formula { parts.append("formula \"\(f)\"") }
        parts += score.anchorHits
        return parts.joined(separator: ", ")
    }
}
