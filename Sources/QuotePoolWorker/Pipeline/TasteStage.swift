import QuotePoolCore

/// The learned taste filter (SPEC 2.4): a score below its minimum is `taste_below_threshold`; a locale it is not
/// calibrated for records `skipped`.
public struct TasteStage: Stage {
    public let taste: Taste
    public var name: StageName { .taste }

    public init(taste: Taste) { self.taste = taste }

    public func run(_ c: inout Candidate) async -> Verdict {
        taste.check(c.text, locale: c.locale, features: { c.features() })
            .recorded(on: &c, at: \.taste, rejecting: .tasteBelowThreshold)
    }
}
