import Foundation
import QuotePoolCore
import QuotePoolModels

/// `quotepool judge check`: a judge run on lines labeled good or flat, scored as the judge stage would score
/// them (a model answer that cannot be used is scored by the fallback, as in a fill, and counted as invalid).
public enum JudgeCheck {
    /// A line of the data set ``TasteDataset`` reads, `label` true for a good line and false for a flat one: the
    /// judge is measured on the same labeled lines the taste filter learns from.
    public typealias Line = TasteTrainer.Example

    /// The figures of one check, overall and by locale.
    public struct Figures: Sendable, Equatable, Encodable {
        public var lines: Int
        public var good: Int
        public var flat: Int
        /// ROC AUC of `overall` for good against flat (ties count half); 0.5 is chance.
        public var auc: Double
        public var acceptGood: Double
        public var acceptFlat: Double
        public var invalidRate: Double

        enum CodingKeys: String, CodingKey {
            case lines, good, flat, auc
            case acceptGood = "accept_good"
            case acceptFlat = "accept_flat"
            case invalidRate = "invalid_rate"
        }
    }

    public struct Result: Sendable {
        public var overall: Figures
        public var byLocale: [String: Figures]
        public var secondsPerCall: Double
    }

    /// Judges every line with `choice` (sequentially, as a fill's judge stage calls it per candidate).
    public static func run(_ lines: [Line], choice: JudgeChoice, minOverall: Int, clock: JobClock = .live) async
        -> Result
    {
        let fallback = FallbackJudge()
        var scored: [(line: Line, overall: Int, invalid: Bool)] = []
        let start = clock.now()
        for line in lines {
            var scores: JudgeScores?
            if let judge = choice.judge { scores = try? await judge.judge(line.text, locale: line.locale) }
            let invalid = choice.isModel && scores == nil
            let final = scores ?? fallback.score(line.text, locale: line.locale)
            scored.append((line, final.overall, invalid))
        }
        let elapsed = clock.now() - start
        func figures(_ rows: [(line: Line, overall: Int, invalid: Bool)]) -> Figures {
            let good = rows.filter(\.line.label)
            let flat = rows.filter { !$0.line.label }
            func share(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 0 : Double(part) / Double(whole) }
            return Figures(
                lines: rows.count, good: good.count, flat: flat.count,
                auc: auc(positives: good.map { Double($0.overall) }, negatives: flat.map { Double($0.overall) }),
                acceptGood: share(good.filter { $0.overall >= minOverall }.count, good.count),
                acceptFlat: share(flat.filter { $0.overall >= minOverall }.count, flat.count),
                invalidRate: share(rows.filter(\.invalid).count, rows.count))
        }
        let locales = Dictionary(grouping: scored, by: \.line.locale.code).mapValues(figures)
        return Result(
            overall: figures(scored), byLocale: locales,
            secondsPerCall: lines.isEmpty ? 0 : elapsed / Double(lines.count))
    }

    /// The Mann–Whitney estimate of ROC AUC: the share of (positive, negative) pairs ranked right, ties half.
    /// 0.5 when either side is empty.
    public static func auc(positives: [Double], negatives: [Double]) -> Double {
        guard !positives.isEmpty, !negatives.isEmpty else { return 0.5 }
        let sorted = negatives.sorted()
        var wins = 0.0
        for p in positives {
            let below = sorted.partitioningIndex { $0 >= p }
            let notAbove = sorted.partitioningIndex { $0 > p }
            wins += Double(below) + 0.5 * Double(notAbove - below)
        }
        return wins / Double(positives.count * negatives.count)
    }
}

extension Array {
    /// The first index whose element satisfies `predicate`, for a predicate false then true along the array.
    fileprivate func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if predicate(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
