/// The cosine thresholds `novelty.threshold: "auto"` stands for: per embedder, and per locale where the embedder's
/// similarities sit higher in one language than another.
///
/// Calibrated on two writers' paraphrase sets (`quotepool eval --novelty-set
/// Tests/Fixtures/novelty,Tests/Fixtures/novelty-second --calibrate`): per locale, the higher of the highest fresh
/// line's cosine and the fresh lines' mean plus 2.33 standard deviations, rounded up to 0.005; the lexical guard
/// catches the light edits a high threshold would let through. docs/quality.md has the figures, measured on two
/// more writers' sets that calibration never sees (`Tests/Fixtures/novelty-unseen`, `Tests/Fixtures/novelty-fresh`).
public enum NoveltyThresholds {
    /// One embedder's calibration.
    public struct Entry: Sendable {
        /// The start of the embedder's id (`builtin-hash-v1`, `e5-small-q4`, `use-m3`).
        public var idPrefix: String
        /// For a locale without its own value.
        public var fallback: Double
        /// Per base language.
        public var locales: [String: Double]
    }

    /// The reference design's number for its own embedder, for an embedder with no calibration here (an openai
    /// backend's).
    public static let uncalibrated = 0.90

    public static let table: [Entry] = [
        // The rule gives 0.385–0.52, at or below the lowest allowed value, and every light edit is caught by the
        // lexical guard at any threshold from 0.5 to 0.9, so the set does not pin this one down: 0.85, the top of the
        // range where this embedder alone catches light edits, keeps a margin for the nearest of thousands of lines.
        Entry(idPrefix: "builtin-hash-v1", fallback: 0.85, locales: [:]),
        // Calibrated on the 142 pairs of Tests/Fixtures/minilm/paraphrases.jsonl (docs/quality.md, "The minilm
        // embedder"): its files are not installed where the paraphrase set was measured.
        Entry(idPrefix: "minilm-", fallback: 0.80, locales: [:]),
        // The calibration rule; a locale without its own value takes the highest.
        Entry(
            idPrefix: "e5-small-q4", fallback: 0.955,
            locales: ["de": 0.935, "en": 0.930, "es": 0.935, "fr": 0.955, "it": 0.935, "ja": 0.955, "pt": 0.945]),
        // The calibration rule; a locale without its own value takes the highest. Japanese lines sit closer to one
        // another in this model's space than the other languages' do.
        Entry(
            idPrefix: "use-m3", fallback: 0.845,
            locales: ["de": 0.690, "en": 0.645, "es": 0.675, "fr": 0.675, "it": 0.590, "ja": 0.845, "pt": 0.670]),
    ]

    /// The calibrated threshold for the embedder with id `embedderID` (nil: no embedder) in `locale`.
    public static func calibrated(embedderID: String?, locale: LocaleCode) -> Double {
        guard let embedderID, let entry = table.first(where: { embedderID.hasPrefix($0.idPrefix) }) else {
            return uncalibrated
        }
        return entry.locales[locale.language] ?? entry.fallback
    }

    /// What novelty compares with in `locale`: the configured number, else the calibrated one.
    public static func effective(configured: Double?, embedderID: String?, locale: LocaleCode) -> Double {
        configured ?? calibrated(embedderID: embedderID, locale: locale)
    }
}

extension NoveltyThresholds {
    /// The threshold a run records for `locale` (`runs.novelty_thresholds`): with `auto` and a fitted near-duplicate
    /// decision, the decision's score threshold; otherwise the cosine threshold novelty cuts at.
    public static func recorded(configured: Double?, embedderID: String?, locale: LocaleCode) -> Double {
        NearDuplicateDecision.auto(configured: configured, embedderID: embedderID)?.threshold(locale: locale)
            ?? effective(configured: configured, embedderID: embedderID, locale: locale)
    }

    /// What novelty compares with in `locales`, for `doctor` and `config show`: with `auto` and an embedder that has
    /// a fitted near-duplicate decision, that decision (its score thresholds, and the cut used for a candidate whose
    /// words cannot be embedded); otherwise the cosine threshold, configured or calibrated.
    public static func summary(configured: Double?, embedderID: String?, locales: [LocaleCode]) -> String {
        let cuts = locales.map {
            "\($0) \(effective(configured: configured, embedderID: embedderID, locale: $0))"
        }
        guard let decision = NearDuplicateDecision.auto(configured: configured, embedderID: embedderID) else {
            return "cosine threshold \(configured == nil ? "auto" : "configured"): \(cuts.joined(separator: ", "))"
        }
        let scores = locales.map { "\($0) \(decision.threshold(locale: $0))" }
        return "novelty.threshold auto: the near-duplicate decision fitted for \(decision.idPrefix) (score thresholds "
            + "\(scores.joined(separator: ", ")) and the pool's gate; cosine threshold where a candidate's words "
            + "cannot be embedded: \(cuts.joined(separator: ", ")))"
    }
}
