import Foundation

/// Trains a ``TasteModel`` by logistic regression (Adagrad, L2) on labeled lines; deterministic under a seed.
///
/// The calibration and the thresholds are fitted on scores of lines whose style the weights did not see:
/// the styles are dealt into ``folds`` groups, each group is scored by weights fitted on the others, and
/// each locale's calibration and threshold are fitted on those held-out scores. Lines without a style (the
/// composer set, an operator's verdicts) are dealt into the folds one by one and train every model, but
/// calibrate only when no line has a style. Each threshold is the one with the best balanced accuracy for the
/// chain the model serves in: a line is kept when its taste is at the threshold and the deterministic later
/// stages (the fallback judge and distinctiveness at their default minimums) keep it too.
public struct TasteTrainer: Sendable {
    public struct Example: Sendable, Equatable {
        public var text: String
        public var locale: LocaleCode
        /// True when the line is to taste.
        public var label: Bool
        /// How the line is written (`imperative_advice`, `platitude`…), when the data set says.
        public var style: String?
        public init(text: String, locale: LocaleCode, label: Bool, style: String? = nil) {
            self.text = text
            self.locale = locale
            self.label = label
            self.style = style
        }
    }

    public var dimension = 1 << 14
    public var epochs = 30
    public var learningRate: Float = 0.3
    public var l2: Float = 1e-4
    public var seed: UInt64 = 1
    /// Groups of styles for the held-out scores the calibration is fitted on.
    public var folds = 4

    public init() {}

    public struct Report: Sendable, Equatable {
        public var trained: Int
        /// Lines scored by weights that did not see their style (or, without styles, their fold).
        public var heldOut: Int
        public var heldOutAccuracy: Double
        public var byLocale: [String: Figures]
        /// By style: accuracy of lines of that style, scored by weights fitted without it.
        public var byStyle: [String: Figures]
        public var thresholds: [String: Double]

        public init(
            trained: Int, heldOut: Int, heldOutAccuracy: Double, byLocale: [String: Figures],
            byStyle: [String: Figures], thresholds: [String: Double]
        ) {
            self.trained = trained
            self.heldOut = heldOut
            self.heldOutAccuracy = heldOutAccuracy
            self.byLocale = byLocale
            self.byStyle = byStyle
            self.thresholds = thresholds
        }

        public struct Figures: Sendable, Equatable, Codable {
            public var total: Int
            public var accuracy: Double
            public init(total: Int, accuracy: Double) {
                self.total = total
                self.accuracy = accuracy
            }
        }
        /// The old name of ``Figures``.
        public typealias LocaleFigures = Figures
    }

    /// Fits the weights on every line, the calibration and thresholds on held-out scores (see the type), and
    /// reports accuracy on those held-out scores at the chosen thresholds.
    public func train(_ examples: [Example]) -> (model: TasteModel, report: Report) {
        train(examples, prepared: examples.map { Prepared($0, dimension: dimension) })
    }

    private func train(_ examples: [Example], prepared: [Prepared]) -> (model: TasteModel, report: Report) {
        let fold = assignFolds(examples)
        var heldOut = [Double](repeating: 0, count: examples.count)
        for k in 0..<folds {
            let train = prepared.indices.filter { fold[$0] != k }.map { prepared[$0] }
            let test = prepared.indices.filter { fold[$0] == k }
            guard !train.isEmpty, !test.isEmpty else { continue }
            let m = fit(prepared: train, trainedOn: train.count)
            for i in test { heldOut[i] = m.rawScore(prepared[i]) }
        }
        let styled = examples.contains { $0.style != nil }
        let calibrating = examples.indices.filter { !styled || examples[$0].style != nil }
        var calibration: [String: TasteModel.Calibration] = [:]
        var thresholds: [String: Double] = [:]
        for locale in Set(examples.map(\.locale.language)) {
            let rows = calibrating.filter { examples[$0].locale.language == locale }
            let pairs = rows.map { (heldOut[$0], examples[$0].label) }
            guard Set(pairs.map(\.1)).count == 2 else { continue }
            let c = Self.platt(pairs)
            calibration[locale] = c
            thresholds[locale] = Self.threshold(
                rows.map { i in
                    (1 / (1 + exp(-(c.a * heldOut[i] + c.b))), examples[i].label, prepared[i].keptLater)
                })
        }
        var final = fit(prepared: prepared, trainedOn: examples.count)
        final = TasteModel(
            dimension: final.dimension, locales: final.locales, weights: final.weights,
            featureWeights: final.featureWeights, localeBias: final.localeBias, bias: final.bias,
            calibration: calibration, thresholds: thresholds, trainedOn: examples.count, heldOutAccuracy: nil)
        let report = Self.report(
            examples: examples, indices: calibrating, trained: examples.count,
            decide: { i in
                let locale = examples[i].locale
                let p = final.calibrated(heldOut[i], locale: locale)
                return p >= (thresholds[locale.language] ?? 0.5)
            }, thresholds: thresholds)
        let model = TasteModel(
            dimension: final.dimension, locales: final.locales, weights: final.weights,
            featureWeights: final.featureWeights, localeBias: final.localeBias, bias: final.bias,
            calibration: calibration, thresholds: thresholds, trainedOn: examples.count,
            heldOutAccuracy: report.heldOutAccuracy)
        return (model, report)
    }

    /// Leave-one-style-out: for each style of `examples`, a model trained (with ``train(_:)``) on every other
    /// line, scored on that style's lines at its own thresholds. Lines without a style always train.
    public func heldOutByStyle(_ examples: [Example]) -> Report {
        let styles = Set(examples.compactMap(\.style)).sorted()
        let prepared = examples.map { Prepared($0, dimension: dimension) }
        var verdicts: [Int: Bool] = [:]
        for style in styles {
            let kept = examples.indices.filter { examples[$0].style != style }
            let train = kept.map { examples[$0] }
            guard Set(train.map(\.label)).count == 2 else { continue }
            let (model, _) = self.train(train, prepared: kept.map { prepared[$0] })
            for i in examples.indices where examples[i].style == style {
                verdicts[i] = model.score(examples[i].text, locale: examples[i].locale) >= 0.5
            }
        }
        return Self.report(
            examples: examples, indices: verdicts.keys.sorted(), trained: examples.count,
            decide: { verdicts[$0] ?? false }, thresholds: [:])
    }

    /// Fits weights on `examples` (no calibration, no thresholds).
    public func fit(_ examples: [Example]) -> TasteModel {
        fit(prepared: examples.map { Prepared($0, dimension: dimension) }, trainedOn: examples.count)
    }

    /// A line's features, computed once for every fit it takes part in.
    struct Prepared {
        var sparse: [(Int, Float)]
        var dense: [Float]
        var locale: String
        var y: Float
        /// Whether the deterministic later stages (fallback judge, distinctiveness) keep the line at their
        /// default minimums.
        var keptLater: Bool

        init(_ e: Example, dimension: Int) {
            sparse = TasteModel.features(e.text, dimension: dimension)
            dense = TasteFeatures(e.text, locale: e.locale).vector
            locale = e.locale.language
            y = e.label ? 1 : 0
            let later = Distinctiveness(minimum: Config.Distinctiveness().min)
            keptLater =
                later.accepts(later.score(e.text, locale: e.locale, anchors: nil))
                && FallbackJudge().score(e.text, locale: e.locale).overall >= Config.Judge().minOverall
        }
    }

    /// Styles (or, for lines without one, single lines) dealt into ``folds`` groups, deterministically.
    func assignFolds(_ examples: [Example]) -> [Int] {
        var rng = SplitMix64(seed: seed)
        var styles = Set(examples.compactMap(\.style)).sorted()
        styles.shuffle(using: &rng)
        let styleFold = Dictionary(uniqueKeysWithValues: styles.enumerated().map { ($0.element, $0.offset % folds) })
        return examples.map { e in
            if let s = e.style, let f = styleFold[s] { return f }
            return Int(rng.next() % UInt64(folds))
        }
    }

    private func fit(prepared data: [Prepared], trainedOn: Int) -> TasteModel {
        let locales = Array(Set(data.map(\.locale))).sorted()
        let denseCount = TasteFeatures.names.count
        var w = [Float](repeating: 0, count: dimension)
        var g2 = [Float](repeating: 1e-8, count: dimension)
        var v = [Float](repeating: 0, count: denseCount)
        var vg2 = [Float](repeating: 1e-8, count: denseCount)
        let localeIndex = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($0.element, $0.offset) })
        let rowLocale = data.map { localeIndex[$0.locale]! }
        var lb = [Float](repeating: 0, count: locales.count)
        var lg2 = [Float](repeating: 1e-8, count: locales.count)
        var bias: Float = 0
        var biasG2: Float = 1e-8
        // The lines flattened into contiguous arrays, and the loop over raw buffers: the same arithmetic in the
        // same order, without a copy or a bounds check per feature, so unoptimized builds train in seconds.
        var offsets = [0]
        var index: [Int] = []
        var value: [Float] = []
        var dense: [Float] = []
        for x in data {
            for (j, v) in x.sparse {
                index.append(j)
                value.append(v)
            }
            offsets.append(index.count)
            dense += x.dense
        }
        let labels = data.map(\.y)
        var order = Array(data.indices)
        var rng = SplitMix64(seed: seed ^ 0x7a57e)
        let rate = learningRate
        let decay = l2
        for _ in 0..<epochs {
            order.shuffle(using: &rng)
            w.withUnsafeMutableBufferPointer { w in
                g2.withUnsafeMutableBufferPointer { g2 in
                    index.withUnsafeBufferPointer { index in
                        value.withUnsafeBufferPointer { value in
                            dense.withUnsafeBufferPointer { dense in
                                for i in order {
                                    let l = rowLocale[i]
                                    let range = offsets[i]..<offsets[i + 1]
                                    let d = i * denseCount
                                    var z = bias + lb[l]
                                    for k in range { z += w[index[k]] * value[k] }
                                    for j in 0..<denseCount { z += v[j] * dense[d + j] }
                                    let p = 1 / (1 + Float.exp(-z))
                                    let err = p - labels[i]
                                    for k in range {
                                        let j = index[k]
                                        let g = err * value[k] + decay * w[j]
                                        g2[j] += g * g
                                        w[j] -= rate * g / g2[j].squareRoot()
                                    }
                                    for j in 0..<denseCount where dense[d + j] != 0 || v[j] != 0 {
                                        let g = err * dense[d + j] + decay * v[j]
                                        vg2[j] += g * g
                                        v[j] -= rate * g / vg2[j].squareRoot()
                                    }
                                    biasG2 += err * err
                                    bias -= rate * err / biasG2.squareRoot()
                                    lg2[l] += err * err
                                    lb[l] -= rate * err / lg2[l].squareRoot()
                                }
                            }
                        }
                    }
                }
            }
        }
        let localeBias = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($0.element, lb[$0.offset]) })
        return TasteModel(
            dimension: dimension, locales: locales, weights: w, featureWeights: v, localeBias: localeBias,
            bias: bias, trainedOn: trainedOn, heldOutAccuracy: nil)
    }

    /// Platt scaling: `a` and `b` minimizing the log loss of `sigmoid(a * z + b)` on `pairs` (Newton's method,
    /// with Platt's smoothed targets so that a separable set does not drive `a` to infinity). Each Newton step is
    /// halved until the loss falls enough (Armijo): a full step can overshoot when some scores lie far from the rest
    /// (model drafts the weights find plainly flat) and leave a calibration that turns the scores upside down.
    static func platt(_ pairs: [(Double, Bool)]) -> TasteModel.Calibration {
        let positives = Double(pairs.filter(\.1).count)
        let negatives = Double(pairs.count) - positives
        let hi = (positives + 1) / (positives + 2)
        let lo = 1 / (negatives + 2)
        var a = 1.0
        var b = 0.0
        var loss = plattLoss(pairs, a: a, b: b, hi: hi, lo: lo)
        for _ in 0..<100 {
            var ga = 0.0, gb = 0.0, haa = 1e-9, hab = 0.0, hbb = 1e-9
            for (z, y) in pairs {
                let t = y ? hi : lo
                let p = 1 / (1 + exp(-(a * z + b)))
                let d = p - t
                let s = p * (1 - p)
                ga += d * z
                gb += d
                haa += s * z * z
                hab += s * z
                hbb += s
            }
            let det = haa * hbb - hab * hab
            guard det > 1e-12 else { break }
            let da = (hbb * ga - hab * gb) / det
            let db = (haa * gb - hab * ga) / det
            // The loss's slope along the step, negative for a descent direction.
            let slope = -(ga * da + gb * db)
            var step = 1.0
            var moved = false
            while step >= 1e-10 {
                let next = plattLoss(pairs, a: a - step * da, b: b - step * db, hi: hi, lo: lo)
                if next <= loss + 1e-4 * step * slope {
                    a -= step * da
                    b -= step * db
                    loss = next
                    moved = true
                    break
                }
                step /= 2
            }
            if !moved || (abs(step * da) < 1e-9 && abs(step * db) < 1e-9) { break }
        }
        return TasteModel.Calibration(a: a, b: b)
    }

    /// The log loss Platt scaling minimizes, computed without overflow for scores far from zero.
    static func plattLoss(_ pairs: [(Double, Bool)], a: Double, b: Double, hi: Double, lo: Double) -> Double {
        func softplus(_ x: Double) -> Double { x > 0 ? x + log1p(exp(-x)) : log1p(exp(x)) }
        return pairs.reduce(0) { sum, pair in
            let t = pair.1 ? hi : lo
            let m = a * pair.0 + b
            return sum + t * softplus(-m) + (1 - t) * softplus(m)
        }
    }

    /// The threshold (0.2–0.8, in steps of 0.01) with the best balanced accuracy on `rows` of calibrated
    /// probability, label and whether the later stages keep the line: the mean of the share of good lines kept
    /// (at or above it and kept later) and of flat lines stopped; ties go to the one nearest 0.5.
    static func threshold(_ rows: [(p: Double, good: Bool, keptLater: Bool)]) -> Double {
        let good = rows.filter(\.good)
        let flat = rows.filter { !$0.good }
        guard !good.isEmpty, !flat.isEmpty else { return 0.5 }
        var best = (score: -1.0, t: 0.5)
        for step in 20...80 {
            let t = Double(step) / 100
            let score =
                Double(good.filter { $0.p >= t && $0.keptLater }.count) / Double(good.count)
                + Double(flat.filter { $0.p < t || !$0.keptLater }.count) / Double(flat.count)
            if score > best.score + 1e-12 || (abs(score - best.score) <= 1e-12 && abs(t - 0.5) < abs(best.t - 0.5)) {
                best = (score, t)
            }
        }
        return best.t
    }

    static func report(
        examples: [Example], indices: [Int], trained: Int, decide: (Int) -> Bool, thresholds: [String: Double]
    ) -> Report {
        var correct = 0
        var perLocale: [String: (Int, Int)] = [:]
        var perStyle: [String: (Int, Int)] = [:]
        for i in indices {
            let e = examples[i]
            let ok = decide(i) == e.label
            if ok { correct += 1 }
            let t = perLocale[e.locale.language] ?? (0, 0)
            perLocale[e.locale.language] = (t.0 + 1, t.1 + (ok ? 1 : 0))
            if let s = e.style {
                let u = perStyle[s] ?? (0, 0)
                perStyle[s] = (u.0 + 1, u.1 + (ok ? 1 : 0))
            }
        }
        func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 0 : (Double(a) / Double(b) * 10000).rounded() / 10000 }
        return Report(
            trained: trained, heldOut: indices.count, heldOutAccuracy: ratio(correct, indices.count),
            byLocale: perLocale.mapValues { Report.Figures(total: $0.0, accuracy: ratio($0.1, $0.0)) },
            byStyle: perStyle.mapValues { Report.Figures(total: $0.0, accuracy: ratio($0.1, $0.0)) },
            thresholds: thresholds)
    }
}

extension TasteModel {
    /// The raw score of a prepared line (the trainer's held-out scores).
    fileprivate func rawScore(_ x: TasteTrainer.Prepared) -> Double {
        var z = bias + (localeBias[x.locale] ?? 0)
        for (j, value) in x.sparse { z += weights[j] * value }
        for (w, value) in zip(featureWeights, x.dense) { z += w * value }
        return Double(z)
    }
}

extension Float {
    static func exp(_ x: Float) -> Float { Float(Foundation.exp(Double(x))) }
}

extension TasteTrainer {
    /// The lines the shipped model was trained on (`Resources/taste/taste-training.tsv`, written by
    /// `scripts/train-taste.sh` from `Tests/Fixtures/quality`, `Tests/Fixtures/taste` and `Tests/Fixtures/drafts`):
    /// style-labeled lines in en, de, es, fr, it and pt, composer-style lines without a style, and model drafts
    /// a reader discarded, styled by the fill they came from (`model_draft_<seed>`).
    public static let shippedExamples: [Example] = {
        let text = String(decoding: PackageResources.taste_training_tsv, as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard f.count == 4, let locale = try? LocaleCode(String(f[1])) else { return nil }
            return Example(
                text: String(f[3]), locale: locale, label: f[0] == "good",
                style: f[2].isEmpty ? nil : String(f[2]))
        }
    }()
}

extension TasteTrainer {
    /// An operator's verdicts as examples: retired lines are not to taste, kept lines are; neither has a style.
    public static func operatorExamples(
        _ retired: [(text: String, locale: LocaleCode)], kept: [(text: String, locale: LocaleCode)]
    ) -> [Example] {
        retired.map { Example(text: $0.text, locale: $0.locale, label: false) }
            + kept.map { Example(text: $0.text, locale: $0.locale, label: true) }
    }
}
