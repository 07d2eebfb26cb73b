import Foundation
import QuotePoolCore

/// What an operator said about the pool's lines, for `quotepool taste train --from-db`.
public struct OperatorVerdicts: Sendable, Equatable {
    /// Lines retired with a reason: not to taste.
    public var retired: [(text: String, locale: LocaleCode)]
    /// Lines kept active since before the cut-off: to taste.
    public var kept: [(text: String, locale: LocaleCode)]

    public static func == (a: Self, b: Self) -> Bool {
        a.retired.map { "\($0.locale)|\($0.text)" } == b.retired.map { "\($0.locale)|\($0.text)" }
            && a.kept.map { "\($0.locale)|\($0.text)" } == b.kept.map { "\($0.locale)|\($0.text)" }
    }
}

extension PoolQueries {
    /// Lines retired with a reason (negatives) and lines kept active since at least `keptSince` (positives), for
    /// `quotepool taste train --from-db`.
    public func verdicts(keptSince: Date) throws(Failure) -> OperatorVerdicts {
        let retired = try query(
            """
            SELECT text, locale FROM lines
            WHERE status = 'retired' AND retired_reason IS NOT NULL AND trim(retired_reason) <> ''
            ORDER BY id
            """, [])
        let kept = try query(
            "SELECT text, locale FROM lines WHERE status = 'active' AND created_at <= ? ORDER BY id",
            [.text(Timestamp.string(keptSince))])
        // A row whose locale is not a code (written by hand into the file) cannot say which pool it belongs to.
        func pairs(_ rows: [Row]) -> [(text: String, locale: LocaleCode)] {
            rows.compactMap { r in
                guard let text = r.string("text"), let locale = r.string("locale").flatMap({ try? LocaleCode($0) })
                else { return nil }
                return (text, locale)
            }
        }
        return OperatorVerdicts(retired: pairs(retired), kept: pairs(kept))
    }
}
