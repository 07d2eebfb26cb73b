/// The deterministic judge (SPEC 2.6): used when no model judge is available, and by the builtin backend.
///
/// It reads the line's ``TasteFeatures``: quality from length, a final terminator, echoes and a dangling
/// ending (a line that ends on "a" or "the" is unfinished, so flat); originality from imagery against
/// abstraction, idioms and formulas; warmth from people, feelings and the senses against lofty words. The
/// weights are set by hand. Every score it gives is capped at ``cap`` (7), so a line judged only by it can pass
/// but never looks like a model's top mark.
public struct FallbackJudge: Sendable {
    public static let cap = 7
    /// Its "model" name where judges are named by model (judge checks): changes when its weights do.
    public static let version = "fallback-v4"

    /// The longest line in words that earns quality's length point, where a locale's good lines run longer than
    /// 16 words: Spanish, French, Italian and Portuguese say in 17 words what English and German say in 16
    /// (articles, prepositions, compound tenses). Each is the 90th percentile (nearest rank) of the word counts of
    /// the locale's good lines in `Tests/Fixtures/quality`, which `ScorerTests` recomputes; 16 where that is 16 or
    /// less. Never above the gate's default maximum of 18, which model drafts reach far more often than good lines.
    static let longestSweetWords: [String: Int] = ["es": 17, "fr": 17, "it": 17, "pt": 17]

    public init() {}

    /// Scores `text` for `locale`; all four scores are integers in 0...7. `features` are the line's, counted here
    /// when `nil`.
    public func score(_ text: String, locale: LocaleCode, features: TasteFeatures? = nil) -> JudgeScores {
        let f = features ?? TasteFeatures(text, locale: locale)
        let length = TextLength(text)

        var quality = 5
        if Self.sweetSpot(length.unit, locale: locale).contains(length.count) { quality += 1 }
        if let last = text.trimmingWhitespace().unicodeScalars.last, ".!?。！？…".unicodeScalars.contains(last) {
            quality += 1
        }
        if f.echoes >= 1 { quality -= 1 }
        if f.echoes >= 2 { quality -= 2 }
        if f.dangling { quality -= 4 }

        let imagery = f.imagery
        var originality = 6 + min(imagery, 1)
        originality -= min(f.abstract + f.lofty + f.vague + f.boundAbstract, 3) + 2 * min(f.idioms, 1)
        if f.formula != nil { originality -= f.formulaCarriesImage ? 1 : 3 }
        if imagery == 0 { originality -= 1 }

        let warmth = 5 + min(f.people + f.emotions + f.sensory, 2) - min(f.lofty, 2)

        let q = Self.clamp(quality)
        let o = Self.clamp(originality)
        let w = Self.clamp(warmth)
        let overall = Self.clamp(Int((0.4 * Double(q) + 0.35 * Double(o) + 0.25 * Double(w)).rounded()))
        return JudgeScores(quality: q, originality: o, warmth: w, overall: overall, kind: .fallback)
    }

    /// The length that earns quality's point: 10 to 16 words (to 17 in the locales of ``longestSweetWords``), or
    /// 20 to 40 letters for CJK text.
    static func sweetSpot(_ unit: TextLength.Unit, locale: LocaleCode) -> ClosedRange<Int> {
        unit == .words ? 10...(longestSweetWords[locale.language] ?? 16) : 20...40
    }

    private static func clamp(_ x: Int) -> Int { min(cap, max(0, x)) }
}
