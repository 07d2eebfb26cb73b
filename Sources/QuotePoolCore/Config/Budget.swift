import Foundation

/// The time budget of one fill, and the one duration syntax of every option and key that takes a duration
/// (`budget`, `--budget`, backend timeouts, `taste train --min-age`).
///
/// A duration is a number of seconds (`90`, `1.5`) or weeks, days, hours, minutes and seconds in that order, each
/// at most once (`90s`, `2m`, `1m30s`, `1h2m3s`, `14d`, `1w2d`); a bare number is always seconds. A budget may
/// also be a profile name.
public enum Budget {
    /// Allowed budgets in seconds: 1 s to 24 h.
    public static let range: ClosedRange<Double> = 1...86_400

    /// Named budgets, in the order they are documented.
    public static let profiles: [(name: String, seconds: Double)] = [
        ("background", 120), ("foreground", 45), ("brief", 20),
    ]

    /// What a budget may be, for error messages and help text.
    public static let allowed =
        "a budget from 1s to 24h: seconds (90), a duration (90s, 2m, 1m30s, 1h2m3s) "
        + "or a profile (background = 120s, foreground = 45s, brief = 20s)"

    /// Why a budget text was refused; ``description`` names what is allowed.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text as given.
        public var input: String
        /// True when the text is a duration, but shorter than 1 s or longer than 24 h.
        public var outOfRange: Bool

        public var description: String {
            let what = outOfRange ? "is outside the allowed range" : "is not a budget"
            return "\(JSONValue.quoted(input)) \(what); expected \(Budget.allowed)"
        }
    }

    /// The budget in seconds, or nil when `text` is not a budget or is outside 1 s – 24 h.
    public static func parse(_ text: String) -> Double? {
        try? seconds(from: text)
    }

    /// The budget in seconds; used by the config file and by `--budget`.
    /// - Throws: ``ParseError`` for garbage, zero, negatives and values outside 1 s – 24 h.
    public static func seconds(from text: String) throws(ParseError) -> Double {
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let seconds = profiles.first(where: { $0.name == key })?.seconds ?? duration(key) else {
            throw ParseError(input: text, outOfRange: false)
        }
        guard range.contains(seconds) else { throw ParseError(input: text, outOfRange: true) }
        return seconds
    }

    /// Seconds in a duration text (`90`, `90s`, `1m30s`, `1h`, `14d`), without profiles or range checks;
    /// nil for anything else, including negatives and units out of order.
    public static func duration(_ text: String) -> Double? {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if let plain = decimal(Substring(text)) { return plain }
        var total = 0.0
        var remainingUnits: [(unit: Character, seconds: Double)] = [
            ("w", 604_800), ("d", 86_400), ("h", 3600), ("m", 60), ("s", 1),
        ]
        var rest = Substring(text)
        while !rest.isEmpty {
            guard let unitIndex = rest.firstIndex(where: { $0.isLetter }),
                let value = decimal(rest[..<unitIndex]),
                let position = remainingUnits.firstIndex(where: { $0.unit == rest[unitIndex] })
            else { return nil }
            total += value * remainingUnits[position].seconds
            remainingUnits.removeFirst(position + 1)
            rest = rest[rest.index(after: unitIndex)...]
        }
        return text.isEmpty ? nil : total
    }

    /// `seconds` as a duration text that ``duration(_:)`` reads back: `45s`, `1m30s`, `2m`, `1h5s`, `1.5s`.
    public static func format(_ seconds: Double) -> String {
        let millis = Int64((seconds * 1000).rounded())
        guard millis > 0 else { return "0s" }
        let hours = millis / 3_600_000
        let minutes = millis / 60_000 % 60
        let secondMillis = millis % 60_000
        var out = ""
        if hours > 0 { out += "\(hours)h" }
        if minutes > 0 { out += "\(minutes)m" }
        if secondMillis > 0 {
            let whole = secondMillis / 1000
            let fraction = secondMillis % 1000
            out += fraction == 0 ? "\(whole)s" : JSONValue.format(Double(secondMillis) / 1000) + "s"
        }
        return out
    }

    /// A non-negative decimal without sign or exponent (`90`, `1.5`); nil otherwise.
    private static func decimal(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return Double(text)
    }
}
