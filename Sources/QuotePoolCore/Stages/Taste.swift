/// The optional learned taste filter (SPEC 2.4).
///
/// It applies only to the locales its model is calibrated for (en, de, es, fr, it, pt) and only when a
/// model is loaded; everywhere else the record says `skipped` with why, and the candidate goes on.
public struct Taste: Sendable {
    /// Locales a taste model may be calibrated for: those whose locale file says `taste: calibrated`.
    public static let calibratedLocales: Set<String> = Set(
        Lexicon.builtin.values.filter(\.isTasteCalibrated).map(\.locale))

    /// A scorer returning the probability (0–1) that a line is to the operator's taste, given the line, its locale
    /// and the line's ``TasteFeatures``.
    public typealias Model = @Sendable (_ text: String, _ locale: LocaleCode, _ features: TasteFeatures) -> Double

    public let enabled: Bool
    public let minimum: Double
    let model: Model?

    public init(enabled: Bool, minimum: Double, model: Model?) {
        self.enabled = enabled
        self.minimum = minimum
        self.model = model
    }

    public typealias Verdict = OutcomeVerdict<TasteOutcome>

    public func check(_ text: String, locale: LocaleCode) -> Verdict {
        check(text, locale: locale) { TasteFeatures(text, locale: locale) }
    }

    /// ``check(_:locale:)`` with the line's features from `features`, called only when a model scores the line.
    public func check(_ text: String, locale: LocaleCode, features: () -> TasteFeatures) -> Verdict {
        guard enabled else { return .pass(.skipped("taste filter disabled in config")) }
        guard Self.calibratedLocales.contains(locale.language) else {
            return .pass(.skipped("not calibrated for \(locale)"))
        }
        guard let model else { return .pass(.skipped("no taste model loaded")) }
        let p = model(text, locale, features())
        if p < minimum {
            return .reject(.scored(p), detail: "taste \(p.formatted2) below \(minimum)")
        }
        return .pass(.scored(p))
    }
}

extension Double {
    /// Two decimals, for messages.
    var formatted2: String {
        let scaled = (self * 100).rounded() / 100
        return "\(scaled)"
    }
}
