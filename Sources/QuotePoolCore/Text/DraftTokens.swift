import Foundation

/// How many output tokens one draft may take (SPEC 2.2): `max_tokens` is the budget of a line at the default
/// length cap in a script that tokenizes like English, scaled by the configured cap and by the locale file's
/// `token_scale` (German and French words cost more tokens than English ones; a Japanese character more than
/// a letter), so a line at the cap is never cut off by the token limit.
public enum DraftTokens {
    /// The token limit of a draft in `locale`: `configured` × (the gate's cap ÷ the default cap) × the locale's
    /// `token_scale`, rounded up, at least `configured` × the scale, and at most 4096.
    public static func limit(
        configured: Int, gate: Config.Gate, locale: LocaleCode, lexicons: [String: Lexicon] = Lexicon.builtin
    ) -> Int {
        let lexicon = lexicons[locale.language]
        let scale = lexicon?.tokenScale ?? 1
        let defaults = Config.Gate()
        let ratio: Double =
            switch lexicon?.wordUnit ?? Lexicon.wordUnit(of: locale) {
            case .words: Double(gate.maxWords) / Double(defaults.maxWords)
            case .characters: Double(gate.maxCharsCJK) / Double(defaults.maxCharsCJK)
            }
        return min(4096, max(1, Int((Double(configured) * max(ratio, 0) * scale).rounded(.up))))
    }
}
