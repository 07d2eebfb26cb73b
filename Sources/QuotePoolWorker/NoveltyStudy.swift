import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels

/// How well novelty separates near-duplicates from new lines on a paraphrase set (`Tests/Fixtures/novelty` and its
/// siblings): per locale, the ROC AUC of the cosine, and at a threshold the share of light edits and of paraphrases
/// caught and of fresh lines flagged, with the lexical guard as novelty applies it (`quotepool eval --novelty-set
/// DIR[,DIR…]`).
///
/// The thresholds are calibrated on every group of `Tests/Fixtures/novelty` and `Tests/Fixtures/novelty-second`, and
/// reported on two sets by other writers that calibration never sees, `Tests/Fixtures/novelty-unseen` and
/// `Tests/Fixtures/novelty-fresh` (docs/quality.md).
public struct NoveltyStudy: Sendable {
    /// One labeled pair of the set.
    public struct Row: Sendable, Decodable {
        public var group: Int
        public var locale: LocaleCode
        public var anchor: String
        public var variant: String
        public var kind: String
        /// Which pool of its set the row's anchor belongs to (`single`, `many`); nil: one pool per set and locale.
        public var pool: String?
        /// The set (directory) the row was read from; ``read(directory:)`` fills it in.
        public var set: String?
    }

    /// A pair's similarities: cosine (nil without an embedding) and ROUGE-L over the lexical guard's tokens.
    public struct Pair: Sendable {
        public var row: Row
        public var cosine: Double?
        public var rougeL: Double
        /// With `novelty.threshold: "auto"`: whether the fitted decision flags the variant against its pool's
        /// catalog (``measureAuto(_:embedder:decision:)``); nil for a plain cosine cut.
        public var autoFlagged: Bool? = nil
    }

    /// Which groups to count.
    public enum Split: String, Sendable, CaseIterable {
        case odd, even, all
        func contains(_ group: Int) -> Bool {
            switch self {
            case .odd: group % 2 == 1
            case .even: group % 2 == 0
            case .all: true
            }
        }
    }

    /// The figures of one locale (or `all`).
    public struct Figures: Sendable, Codable, Equatable {
        public var locale: String
        public var pairs: Int
        /// Nil for `all` when locales have thresholds of their own.
        public var threshold: Double?
        /// Nil without cosines (no embedder).
        public var rocAUC: Double?
        public var editRecall: Double
        public var paraphraseRecall: Double
        public var freshFlagged: Double
        /// Light edits caught by the lexical guard alone.
        public var editRecallLexical: Double

        enum CodingKeys: String, CodingKey {
            case locale, pairs, threshold
            case rocAUC = "roc_auc"
            case editRecall = "edit_recall"
            case paraphraseRecall = "paraphrase_recall"
            case freshFlagged = "fresh_flagged"
            case editRecallLexical = "edit_recall_lexical"
        }
    }

    public var pairs: [Pair]

    /// Reads every `*.jsonl` file of `directory`.
    public static func read(directory: URL) throws -> [Row] {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }.sorted { $0.path < $1.path }
        var rows: [Row] = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isNewline)
            where !line.allSatisfy(\.isWhitespace) {
                var row = try JSONDecoder().decode(Row.self, from: Data(line.utf8))
                row.set = directory.standardizedFileURL.path
                rows.append(row)
            }
        }
        return rows
    }

    /// Measures every pair with `embedder` (nil: cosine left out) and the lexical guard's tokenizer.
    public static func measure(_ rows: [Row], embedder: (any LineEmbedder)?) async throws -> NoveltyStudy {
        var cosines: [Double?] = Array(repeating: nil, count: rows.count)
        if let embedder {
            let texts = rows.flatMap { [$0.anchor, $0.variant] }
            var vectors: [[Float]] = []
            for start in stride(from: 0, to: texts.count, by: 64) {
                vectors += try await embedder.embed(Array(texts[start..<min(texts.count, start + 64)]))
            }
            for i in rows.indices where vectors.count == texts.count {
                cosines[i] = Double(zip(vectors[2 * i], vectors[2 * i + 1]).reduce(Float(0)) { $0 + $1.0 * $1.1 })
            }
        }
        let pairs = rows.enumerated().map { i, row in
            let tokenizer = LexicalTokenizer(locale: row.locale)
            let rouge = RougeL.fMeasure(tokenizer.tokens(row.anchor), tokenizer.tokens(row.variant))
            return Pair(row: row, cosine: cosines[i], rougeL: rouge)
        }
        return NoveltyStudy(pairs: pairs)
    }

    /// Measures every row as ``measure(_:embedder:)`` does, and judges each variant with `decision` the way a
    /// pool would: each pool of a set in a locale is a catalog of its anchors (in the order first seen), and every
    /// variant of the pool is judged against the whole catalog, guards included.
    public static func measureAuto(
        _ rows: [Row], embedder: any LineEmbedder, decision: NearDuplicateDecision
    ) async throws -> NoveltyStudy {
        var study = try await measure(rows, embedder: embedder)
        var texts: [String] = []
        var seen = Set<String>()
        for row in rows {
            for text in [row.anchor, row.variant] where seen.insert(text).inserted { texts.append(text) }
        }
        var vectors: [String: [Float]] = [:]
        for start in stride(from: 0, to: texts.count, by: 64) {
            let batch = Array(texts[start..<min(texts.count, start + 64)])
            for (text, vector) in zip(batch, try await embedder.embed(batch)) { vectors[text] = vector }
        }
        let words = WordVectors(embedder: embedder)
        if decision.aligns {
            for locale in Set(rows.map(\.locale)).sorted() {
                let content = ContentWords(locale: locale)
                try await words.prefetch(
                    rows.filter { $0.locale == locale }.flatMap { content.words($0.anchor) + content.words($0.variant) }
                )
            }
        }
        var pools: [String: [Int]] = [:]
        var order: [String] = []
        for (i, row) in rows.enumerated() {
            let key = [row.set ?? "", row.locale.pool, row.pool ?? ""].joined(separator: "\u{1F}")
            if pools[key] == nil { order.append(key) }
            pools[key, default: []].append(i)
        }
        for key in order {
            let members = pools[key] ?? []
            var anchors: [String] = []
            for i in members where !anchors.contains(rows[i].anchor) { anchors.append(rows[i].anchor) }
            let judge = PoolNoveltyJudge(
                decision: decision, locale: rows[members[0]].locale,
                catalog: anchors.map { PoolNoveltyJudge.Line(text: $0, vector: vectors[$0] ?? []) }, words: words)
            for i in members {
                let verdict = try await judge.judge(rows[i].variant, vector: vectors[rows[i].variant] ?? [])
                study.pairs[i].autoFlagged = verdict.flagged
            }
        }
        return study
    }

    /// True when novelty flags the pair at `threshold`: cosine at or above it, or ROUGE-L above `bar`; with the
    /// fitted decision, what it said.
    static func flagged(_ p: Pair, threshold: Double, bar: Double?) -> Bool {
        if let auto = p.autoFlagged { return auto }
        if let bar, p.rougeL > bar { return true }
        return (p.cosine ?? -2) >= threshold
    }

    /// Per locale and for all locales, the figures over `split` at the threshold `threshold(locale)`.
    public func figures(split: Split, threshold: (LocaleCode) -> Double, bar: Double?) -> [Figures] {
        let chosen = pairs.filter { split.contains($0.row.group) }
        let locales = Array(Set(chosen.map(\.row.locale))).sorted()
        var out = locales.map { locale in
            Self.figures(chosen.filter { $0.row.locale == locale }, name: locale.code, threshold: threshold, bar: bar)
        }
        out.append(Self.figures(chosen, name: "all", threshold: threshold, bar: bar))
        return out
    }

    static func figures(_ pairs: [Pair], name: String, threshold: (LocaleCode) -> Double, bar: Double?) -> Figures {
        func share(_ kind: String, _ test: (Pair) -> Bool) -> Double {
            let of = pairs.filter { $0.row.kind == kind }
            return of.isEmpty ? 0 : Double(of.filter(test).count) / Double(of.count)
        }
        let caught = { (p: Pair) in flagged(p, threshold: threshold(p.row.locale), bar: bar) }
        let positives = pairs.filter { $0.row.kind != "fresh" }.compactMap(\.cosine)
        let negatives = pairs.filter { $0.row.kind == "fresh" }.compactMap(\.cosine)
        let thresholds = Set(pairs.map { threshold($0.row.locale) })
        return Figures(
            locale: name, pairs: pairs.count,
            threshold: thresholds.count == 1 ? thresholds.first : nil,
            rocAUC: rocAUC(positives: positives, negatives: negatives), editRecall: share("edit", caught),
            paraphraseRecall: share("paraphrase", caught), freshFlagged: share("fresh", caught),
            editRecallLexical: share("edit") { p in bar.map { p.rougeL > $0 } ?? false })
    }

    /// The probability that a random positive scores above a random negative (ties count half).
    static func rocAUC(positives: [Double], negatives: [Double]) -> Double? {
        guard !positives.isEmpty, !negatives.isEmpty else { return nil }
        var wins = 0.0
        for p in positives {
            for n in negatives { wins += p > n ? 1 : p == n ? 0.5 : 0 }
        }
        return wins / Double(positives.count * negatives.count)
    }

    /// How far above the mean of the fresh lines' cosines the threshold sits at least, in standard deviations: where
    /// a normal distribution leaves 1% above (the bar is 5% of fresh lines flagged).
    static let tailDeviations = 2.33

    /// The calibration rule (docs/quality.md): per locale over the groups of `split`, the higher of the highest
    /// fresh line's cosine and the mean of the fresh lines' cosines plus ``tailDeviations`` standard deviations,
    /// rounded up to 0.005. The highest of a few dozen lines alone underestimates the tail: fresh lines of other
    /// anchors then reach it.
    public func calibrate(split: Split) -> [LocaleCode: Double] {
        let chosen = pairs.filter { split.contains($0.row.group) }
        var out: [LocaleCode: Double] = [:]
        for locale in Set(chosen.map(\.row.locale)) {
            let fresh = chosen.filter { $0.row.locale == locale && $0.row.kind == "fresh" }.compactMap(\.cosine)
            guard let highest = fresh.max() else { continue }
            let mean = fresh.reduce(0, +) / Double(fresh.count)
            let variance = fresh.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(max(1, fresh.count - 1))
            let tail = max(highest, mean + Self.tailDeviations * variance.squareRoot())
            out[locale] = ((tail + 0.0001) * 200).rounded(.up) / 200
        }
        return out
    }
}
