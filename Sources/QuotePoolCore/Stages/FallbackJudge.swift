/// The deterministic judge (SPEC 2.6): used when no model judge is available, and by the builtin backend.
///
/// It reads length, repetition, concrete imagery, emotional words and formulas. Every score it gives is
/// capped at ``cap`` (7), so a line judged only by it can pass but never looks like a model's top mark.
public struct FallbackJudge: Sendable {
    public static let cap = 7

    public init() {}

    /// Scores `text` for `locale`; all four scores are integers in 0...7.
    public func score(_ text: String, locale: String) -> JudgeScores {
        let lexicon = ScoringLexicon.forLocale(locale)
        let tokens = TextNormalizer.tokens(text)
        let length = TextLength(text)
        let (c, _, e) = lexicon.counts(tokens: tokens)
        let content = tokens.filter { !lexicon.stopwords.contains($0) }
        var repeats = 0
        var seen: [String: Int] = [:]
        for t in content {
            seen[t, default: 0] += 1
            if seen[t] == 2 { repeats += 1 }
        }

        var quality = 5
        let sweet = length.unit == .words ? (10...16) : (20...40)
        if sweet.contains(length.count) { quality += 1 }
        if let last = text.trimmingWhitespace().unicodeScalars.last, ".!?。！？…".unicodeScalars.contains(last) {
            quality += 1
        }
        // Repetition is counted in words; in CJK text every token is a character, and kana repeat.
        if length.unit == .words {
            if repeats == 0 { quality += 1 }
            if repeats >= 2 { quality -= 2 }
        }

        var originality = 5 + min(c, 2)
        if lexicon.formula(matching: tokens) != nil { originality -= 3 }
        if c == 0 { originality -= 1 }

        let warmth = 4 + 2 * min(e, 2)

        let q = Self.clamp(quality)
        let o = Self.clamp(originality)
        let w = Self.clamp(warmth)
        let overall = Self.clamp(Int((0.4 * Double(q) + 0.35 * Double(o) + 0.25 * Double(w)).rounded()))
        return JudgeScores(quality: q, originality: o, warmth: w, overall: overall, kind: .fallback)
    }

    private static func clamp(_ x: Int) -> Int { min(cap, max(0, x)) }
}
