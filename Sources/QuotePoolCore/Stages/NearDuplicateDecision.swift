/// The near-duplicate decision `novelty.threshold: "auto"` stands for, for an embedder it was fitted on (SPEC 2.5).
///
/// A candidate's score against one of its ``nearest`` catalog lines is the cosine plus credit for how completely
/// the least-matched content words of both lines find a counterpart in the other (``WordAlignment``); its score is
/// the highest over those lines. It is a near-duplicate when the score reaches the locale's threshold **and** the
/// pool's own gate: the ``nullQuantile`` of the scores the pool's lines get against the rest of the pool
/// (``nullGate(_:)``), so a pool whose lines sit close together asks more of a candidate.
///
/// The weights and thresholds were fitted on four writers' paraphrase sets (`Tests/Fixtures/novelty`, `-second`,
/// `-unseen`, `-fresh`) and frozen before the held-out sets were scored; docs/quality.md has the method and the
/// figures. An embedder without an entry here (builtin, minilm, an openai backend's) keeps its calibrated cosine cut
/// (``NoveltyThresholds``).
public struct NearDuplicateDecision: Sendable, Equatable {
    /// The start of the embedder's id.
    public var idPrefix: String
    /// Weight of the candidate side's worst-covered words (`c3`); 0 for a decision on the cosine alone.
    public var candidateCoverageWeight: Double
    /// Weight of the catalog line side's worst-covered words (`l3`); 0 for a decision on the cosine alone.
    public var lineCoverageWeight: Double
    /// The score a candidate must reach, per base language.
    public var thresholds: [String: Double]
    /// For a language without its own threshold.
    public var fallback: Double

    public init(
        idPrefix: String, candidateCoverageWeight: Double, lineCoverageWeight: Double, thresholds: [String: Double],
        fallback: Double
    ) {
        self.idPrefix = idPrefix
        self.candidateCoverageWeight = candidateCoverageWeight
        self.lineCoverageWeight = lineCoverageWeight
        self.thresholds = thresholds
        self.fallback = fallback
    }

    /// How many nearest catalog lines (by cosine) a candidate is scored against.
    public static let nearest = 3
    /// How many of each side's least-covered words the coverage averages.
    public static let worstWords = 3
    /// How many catalog lines the pool's gate judges at most (every ⌈n/64⌉-th line of a larger catalog).
    public static let nullSample = 64
    /// The quantile of those lines' scores that the gate is.
    public static let nullQuantile = 0.9
    /// Below this many scores the pool has no gate.
    public static let nullMinimum = 8

    /// True when the score needs the two lines' content words.
    public var aligns: Bool { candidateCoverageWeight != 0 || lineCoverageWeight != 0 }

    /// The threshold in `locale` (its language's).
    public func threshold(locale: LocaleCode) -> Double {
        thresholds[locale.language] ?? fallback
    }

    /// The score of a pair: `cosine` plus the weighted coverage (nil: the decision does not align).
    public func score(cosine: Double, coverage: WordAlignment.Coverage?) -> Double {
        guard let coverage else { return cosine }
        return cosine + candidateCoverageWeight * coverage.candidate + lineCoverageWeight * coverage.line
    }

    /// The pool's gate from the scores of its sampled lines, each against the rest: the ``nullQuantile`` with
    /// linear interpolation (position `q·(n−1)` of the sorted scores); `-infinity` with fewer than ``nullMinimum``.
    public static func nullGate(_ scores: [Double]) -> Double {
        let sorted = scores.filter(\.isFinite).sorted()
        guard sorted.count >= nullMinimum else { return -.infinity }
        let position = nullQuantile * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    /// Which catalog rows the gate samples out of `count`: all of them up to ``nullSample``, else every
    /// ⌈count/64⌉-th.
    public static func nullRows(count: Int) -> StrideTo<Int> {
        stride(from: 0, to: count, by: max(1, (count + nullSample - 1) / nullSample))
    }

    /// What `novelty.threshold` means for novelty with the embedder `embedderID`: with `auto` (`configured` nil),
    /// the decision fitted for it; nil for a number (a plain cosine cut) or an embedder without one (the calibrated
    /// cut, ``NoveltyThresholds``). `fill`, `eval` and `bench` all ask here.
    public static func auto(configured: Double?, embedderID: String?) -> NearDuplicateDecision? {
        configured == nil ? fitted(embedderID: embedderID) : nil
    }

    /// The decision fitted for the embedder with id `embedderID`, if there is one.
    public static func fitted(embedderID: String?) -> NearDuplicateDecision? {
        guard let embedderID else { return nil }
        return table.first { embedderID.hasPrefix($0.idPrefix) }
    }

    /// Per embedder. The weights come from a logistic regression of paraphrase against fresh on the nearest line's
    /// cosine and coverages, each training set weighted equally, rescaled so the cosine's weight is 1; the
    /// threshold is the lowest score that kept every training set at 5% or fewer fresh lines flagged, plus the
    /// language's mean fresh score less the mean over all languages.
    public static let table: [NearDuplicateDecision] = [
        NearDuplicateDecision(
            idPrefix: "use-m3", candidateCoverageWeight: 0.656694, lineCoverageWeight: 2.892814,
            thresholds: [
                "de": 2.409163, "en": 2.367743, "es": 2.369575, "fr": 2.369923, "it": 2.273877, "ja": 2.488534,
                "pt": 2.327920,
            ],
            fallback: 2.372391),
        // e5's word alignment added nothing over its cosine on held-out sets: the cosine with per-language
        // thresholds and the pool's gate.
        NearDuplicateDecision(
            idPrefix: "e5-small-q4", candidateCoverageWeight: 0, lineCoverageWeight: 0,
            thresholds: [
                "de": 0.929817, "en": 0.910591, "es": 0.940108, "fr": 0.953670, "it": 0.927061, "ja": 0.934554,
                "pt": 0.944770,
            ],
            fallback: 0.934367),
        // None for the builtin embedder: fitted the same way (cosine thresholds 0.46–0.54 and the gate), it caught
        // 0.17 and 0.10 of the held-out sets' paraphrases in pools of 12, but against a catalog of about 490 lines
        // it refused 45 of 559 good lines by other writers (8.0%, es 17.5%) where its calibrated cut refuses 9
        // (docs/quality.md). `auto` keeps that cut (``NoveltyThresholds``).
    ]
}
