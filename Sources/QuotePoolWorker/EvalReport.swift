import QuotePoolCore

/// The `eval --json` object (SPEC 7).
public struct EvalReport: Sendable, Codable, Equatable {
    /// A ratio with nothing to divide by (no line rejected with the reason, no line expecting it) is nil, `null` in
    /// JSON: it was not measured, which is not the same as perfect.
    public struct ReasonFigures: Sendable, Codable, Equatable {
        public var support: Int
        @Nullable public var precision: Double?
        @Nullable public var recall: Double?
    }

    public struct LocaleFigures: Sendable, Codable, Equatable {
        public var total: Int
        public var accuracy: Double
    }

    public struct Mistake: Sendable, Codable, Equatable {
        public var text: String
        public var locale: LocaleCode
        public var expect: String
        @Nullable public var reason: String?
        public var got: String
        @Nullable public var gotReason: String?
        /// What the stage that rejected the line said about it, as the candidates log records it ("unknown words:
        /// …", the distinctiveness score and what it counted); nil for a line accepted or rejected without one.
        @Nullable public var gotDetail: String?

        enum CodingKeys: String, CodingKey {
            case text, locale, expect, reason, got
            case gotReason = "got_reason"
            case gotDetail = "got_detail"
        }
    }

    public var through: String
    /// The embedder novelty used, and the judge (`fallback`, or `model <backend>`): what was measured.
    public var embedder = "none"
    public var judge = "fallback"
    public var total: Int
    public var accuracy: Double
    /// nil when no line was rejected (precision) or none expected a rejection (recall).
    @Nullable public var rejectPrecision: Double?
    @Nullable public var rejectRecall: Double?
    public var byReason: [String: ReasonFigures]
    public var byLocale: [String: LocaleFigures]
    /// Expected reason → reason got (or "accept") → count, for reject lines with a reason.
    public var confusion: [String: [String: Int]]
    public var mistakes: [Mistake]

    enum CodingKeys: String, CodingKey {
        case through, embedder, judge, total, accuracy
        case rejectPrecision = "reject_precision"
        case rejectRecall = "reject_recall"
        case byReason = "by_reason"
        case byLocale = "by_locale"
        case confusion, mistakes
    }

    /// Scores each item against what the chain said (`got`: the reason, or nil for accepted). `details`, when given,
    /// holds what the rejecting stage said about each item, in the same order.
    public init(_ results: [(EvalItem, String?)], details: [String?] = [], through: String) {
        self.through = through
        total = results.count
        var correct = 0
        var tp = 0, fp = 0, fn = 0
        var support: [String: Int] = [:]
        var predicted: [String: Int] = [:]
        var hits: [String: Int] = [:]
        var localeTotals: [String: (Int, Int)] = [:]
        var confusion: [String: [String: Int]] = [:]
        var mistakes: [Mistake] = []
        for (index, (item, got)) in results.enumerated() {
            let rejected = got != nil
            let expectReject = item.expect == .reject
            let ok = rejected == expectReject && (item.reason == nil || item.reason == got)
            if ok { correct += 1 }
            if rejected && expectReject { tp += 1 }
            if rejected && !expectReject { fp += 1 }
            if !rejected && expectReject { fn += 1 }
            if let r = item.reason {
                support[r, default: 0] += 1
                confusion[r, default: [:]][got ?? "accept", default: 0] += 1
                if got == r { hits[r, default: 0] += 1 }
            }
            if let g = got { predicted[g, default: 0] += 1 }
            let lt = localeTotals[item.locale.code] ?? (0, 0)
            localeTotals[item.locale.code] = (lt.0 + 1, lt.1 + (ok ? 1 : 0))
            if !ok {
                mistakes.append(
                    Mistake(
                        text: item.text, locale: item.locale, expect: item.expect.rawValue, reason: item.reason,
                        got: rejected ? "reject" : "accept", gotReason: got,
                        gotDetail: rejected && index < details.count ? details[index] : nil))
            }
        }
        func ratio(_ a: Int, _ b: Int) -> Double? {
            b == 0 ? nil : (Double(a) / Double(b) * 10000).rounded() / 10000
        }
        accuracy = ratio(correct, total) ?? 0
        rejectPrecision = ratio(tp, tp + fp)
        rejectRecall = ratio(tp, tp + fn)
        var byReason: [String: ReasonFigures] = [:]
        for code in Set(support.keys).union(predicted.keys) {
            byReason[code] = ReasonFigures(
                support: support[code] ?? 0, precision: ratio(hits[code] ?? 0, predicted[code] ?? 0),
                recall: ratio(hits[code] ?? 0, support[code] ?? 0))
        }
        self.byReason = byReason
        byLocale = localeTotals.mapValues { LocaleFigures(total: $0.0, accuracy: ratio($0.1, $0.0) ?? 0) }
        self.confusion = confusion
        self.mistakes = mistakes
    }
}
