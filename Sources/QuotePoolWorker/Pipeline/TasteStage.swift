import QuotePoolCore

/// The learned taste filter (SPEC 2.4): a score below its minimum is `taste_below_threshold`; a locale it is not
/// calibrated for records `skipped`.
public struct TasteStage: Stage {
    public let taste: Taste
    public var name: StageName { .taste }

    public init(taste: Taste) { self.taste = taste }

    public func run(_ c: inout Candidate) async -> Verdict {
        switch taste.check(c.text, locale: c.locale, features: { c.features() }) {
        case .pass(let outcome):
            c.scores.taste = outcome
            return .pass
        case .reject(let outcome, let detail):
            c.scores.taste = outcome
            return .reject(.tasteBelowThreshold, detail: detail)
        }
    }
}
