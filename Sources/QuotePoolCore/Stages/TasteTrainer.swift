import Foundation

/// Trains a ``TasteModel`` by logistic regression (Adagrad, L2) on labeled lines; deterministic under a seed.
public struct TasteTrainer: Sendable {
    public struct Example: Sendable {
        public var text: String
        public var locale: String
        /// True when the line is to taste.
        public var label: Bool
        public init(text: String, locale: String, label: Bool) {
            self.text = text
            self.locale = locale
            self.label = label
        }
    }

    public var dimension = 1 << 14
    public var epochs = 40
    public var learningRate: Float = 0.5
    public var l2: Float = 1e-5
    public var seed: UInt64 = 1
    /// Share of each (locale, label) group held out for evaluation.
    public var holdOut = 0.2

    public init() {}

    public struct Report: Sendable, Equatable {
        public var trained: Int
        public var heldOut: Int
        public var heldOutAccuracy: Double
        /// Locale → (held-out lines, accuracy).
        public var byLocale: [String: LocaleFigures]
        public struct LocaleFigures: Sendable, Equatable, Codable {
            public var total: Int
            public var accuracy: Double
        }
    }

    /// Splits `examples` (stratified by locale and label, deterministically), trains on the larger part,
    /// reports accuracy on the held-out part, then retrains on everything for the model it returns.
    public func train(_ examples: [Example]) -> (model: TasteModel, report: Report) {
        var rng = SplitMix64(seed: seed)
        var train: [Example] = []
        var test: [Example] = []
        let groups = Dictionary(grouping: examples) { "\($0.locale)|\($0.label)" }
        for key in groups.keys.sorted() {
            var group = groups[key]!
            group.shuffle(using: &rng)
            let n = Int((Double(group.count) * holdOut).rounded())
            test += group.prefix(n)
            train += group.dropFirst(n)
        }
        let provisional = fit(train)
        var correct = 0
        var perLocale: [String: (Int, Int)] = [:]
        for e in test {
            let ok = (provisional.score(e.text, locale: e.locale) >= 0.5) == e.label
            if ok { correct += 1 }
            let t = perLocale[e.locale] ?? (0, 0)
            perLocale[e.locale] = (t.0 + 1, t.1 + (ok ? 1 : 0))
        }
        func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 0 : (Double(a) / Double(b) * 10000).rounded() / 10000 }
        let report = Report(
            trained: train.count, heldOut: test.count, heldOutAccuracy: ratio(correct, test.count),
            byLocale: perLocale.mapValues { Report.LocaleFigures(total: $0.0, accuracy: ratio($0.1, $0.0)) })
        let final = fit(examples)
        let model = TasteModel(
            dimension: final.dimension, locales: final.locales, weights: final.weights, localeBias: final.localeBias,
            bias: final.bias, trainedOn: examples.count, heldOutAccuracy: report.heldOutAccuracy)
        return (model, report)
    }

    /// Fits weights on `examples`.
    public func fit(_ examples: [Example]) -> TasteModel {
        let data = examples.map {
            (TasteModel.features($0.text, dimension: dimension), $0.locale, $0.label ? Float(1) : 0)
        }
        let locales = Array(Set(examples.map(\.locale))).sorted()
        var w = [Float](repeating: 0, count: dimension)
        var g2 = [Float](repeating: 1e-8, count: dimension)
        var localeBias = Dictionary(uniqueKeysWithValues: locales.map { ($0, Float(0)) })
        var localeG2 = Dictionary(uniqueKeysWithValues: locales.map { ($0, Float(1e-8)) })
        var bias: Float = 0
        var biasG2: Float = 1e-8
        var order = Array(data.indices)
        var rng = SplitMix64(seed: seed ^ 0x7a57e)
        for _ in 0..<epochs {
            order.shuffle(using: &rng)
            for i in order {
                let (features, locale, y) = data[i]
                var z = bias + (localeBias[locale] ?? 0)
                for (j, x) in features { z += w[j] * x }
                let p = 1 / (1 + Float.exp(-z))
                let err = p - y
                for (j, x) in features {
                    let g = err * x + l2 * w[j]
                    g2[j] += g * g
                    w[j] -= learningRate * g / g2[j].squareRoot()
                }
                biasG2 += err * err
                bias -= learningRate * err / biasG2.squareRoot()
                localeG2[locale, default: 1e-8] += err * err
                localeBias[locale, default: 0] -= learningRate * err / localeG2[locale]!.squareRoot()
            }
        }
        return TasteModel(
            dimension: dimension, locales: locales, weights: w, localeBias: localeBias, bias: bias,
            trainedOn: examples.count,
            heldOutAccuracy: nil)
    }
}

extension Float {
    static func exp(_ x: Float) -> Float { Float(Foundation.exp(Double(x))) }
}
