import Foundation

/// The taste filter's model: logistic regression over hashed word and character n-grams
/// (``NGramFeatures``) and the dense ``TasteFeatures`` (what makes a line specific or flat), plus one bias
/// per locale; then a per-locale calibration and a per-locale threshold, both fitted on styles the weights
/// did not see (``TasteTrainer``).
///
/// A version 1 file (n-grams only, no calibration) still loads; its scores are its raw probabilities.
public struct TasteModel: Sendable, Equatable {
    public static let format = "quotepool-taste"
    public static let version = 2

    /// Platt scaling of the raw score for one locale: `p = 1 / (1 + exp(-(a * z + b)))`.
    public struct Calibration: Sendable, Equatable, Codable {
        public var a: Double
        public var b: Double
        public init(a: Double, b: Double) {
            self.a = a
            self.b = b
        }
        public static let identity = Calibration(a: 1, b: 0)
    }

    public let dimension: Int
    public let locales: [String]
    public let weights: [Float]
    /// Weights of the dense features, named as in ``TasteFeatures/names`` (empty in a version 1 model).
    public let featureWeights: [Float]
    public let localeBias: [String: Float]
    public let bias: Float
    public let calibration: [String: Calibration]
    /// Per locale, the calibrated probability below which a line is flat, chosen on held-out styles.
    public let thresholds: [String: Double]
    /// What training reported, kept with the weights.
    public let trainedOn: Int
    public let heldOutAccuracy: Double?
    /// Accuracy on each style scored by a model trained without it (``TasteTrainer/heldOutByStyle(_:)``), when
    /// training computed it; `taste train --from-db` compares a new model's figures with the shipped ones.
    public var heldOutStyles: [String: TasteTrainer.Report.Figures] = [:]

    public init(
        dimension: Int, locales: [String], weights: [Float], featureWeights: [Float] = [],
        localeBias: [String: Float], bias: Float, calibration: [String: Calibration] = [:],
        thresholds: [String: Double] = [:], trainedOn: Int, heldOutAccuracy: Double?
    ) {
        self.dimension = dimension
        self.locales = locales
        self.weights = weights
        self.featureWeights = featureWeights
        self.localeBias = localeBias
        self.bias = bias
        self.calibration = calibration
        self.thresholds = thresholds
        self.trainedOn = trainedOn
        self.heldOutAccuracy = heldOutAccuracy
    }

    /// The raw score (a log-odds before calibration) of `text`; `features` are the line's, counted here when `nil`.
    public func rawScore(_ text: String, locale: LocaleCode, features: TasteFeatures? = nil) -> Double {
        var z = bias + (localeBias[locale.language] ?? 0)
        for (index, value) in Self.features(text, dimension: dimension) { z += weights[index] * value }
        if !featureWeights.isEmpty {
            for (w, x) in zip(featureWeights, (features ?? TasteFeatures(text, locale: locale)).vector) { z += w * x }
        }
        return Double(z)
    }

    /// The calibrated probability (0–1) that `text` is to taste.
    public func probability(_ text: String, locale: LocaleCode, features: TasteFeatures? = nil) -> Double {
        calibrated(rawScore(text, locale: locale, features: features), locale: locale)
    }

    /// `z` through `locale`'s calibration.
    public func calibrated(_ z: Double, locale: LocaleCode) -> Double {
        let c = calibration[locale.language] ?? .identity
        return 1 / (1 + exp(-(c.a * z + c.b)))
    }

    /// The score the ``Taste`` stage compares with `taste.min`: the calibrated probability with its odds
    /// divided by the odds of the locale's threshold, so that 0.5 is the threshold chosen on held-out styles in
    /// every locale. Without thresholds (a version 1 model) it is the probability itself.
    public func score(_ text: String, locale: LocaleCode, features: TasteFeatures? = nil) -> Double {
        Self.recentred(
            probability(text, locale: locale, features: features), threshold: thresholds[locale.language] ?? 0.5)
    }

    /// `p` with its odds divided by the odds of `threshold`.
    public static func recentred(_ p: Double, threshold: Double) -> Double {
        let t = min(0.99, max(0.01, threshold))
        let q = min(1 - 1e-12, max(1e-12, p))
        let z = log(q / (1 - q)) - log(t / (1 - t))
        return 1 / (1 + exp(-z))
    }

    /// Sparse, L2-normalized feature vector of `text`: (index, value) pairs, indices unique.
    static func features(_ text: String, dimension: Int) -> [(Int, Float)] {
        var counts: [Int: Float] = [:]
        let d = UInt64(dimension)
        NGramFeatures.forEach(text) { counts[Int($0.hash % d), default: 0] += $0.weight }
        let norm = counts.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
        guard norm > 0 else { return [] }
        return counts.map { ($0.key, $0.value / norm) }.sorted { $0.0 < $1.0 }
    }

    /// The scorer the ``Taste`` stage calls.
    public var scorer: Taste.Model {
        { text, locale, features in self.score(text, locale: locale, features: features) }
    }
}

extension TasteModel {
    private struct File: Codable {
        var format: String
        var version: Int
        var dimension: Int
        var locales: [String]
        var bias: Float
        var localeBias: [String: Float]
        var trainedOn: Int
        var heldOutAccuracy: Double?
        /// Little-endian float32 weights, base64.
        var weights: String
        /// Version 2: the dense features' names and weights, the calibration and the thresholds.
        var features: [String]?
        var featureWeights: [Float]?
        var calibration: [String: Calibration]?
        var thresholds: [String: Double]?
        var heldOutStyles: [String: TasteTrainer.Report.Figures]?

        enum CodingKeys: String, CodingKey {
            case format, version, dimension, locales, bias
            case localeBias = "locale_bias"
            case trainedOn = "trained_on"
            case heldOutAccuracy = "held_out_accuracy"
            case weights, features
            case featureWeights = "feature_weights"
            case calibration, thresholds
            case heldOutStyles = "held_out_styles"
        }
    }

    public struct LoadError: Error, Equatable, CustomStringConvertible {
        public var source: String
        public var problem: String
        public var description: String { "taste model \(source): \(problem)" }
    }

    /// Reads a model written by ``encoded()``.
    public init(json: Data, source: String) throws(LoadError) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: json)
        } catch {
            throw LoadError(source: source, problem: "not a taste model file (\(JSONProblem.describe(error)))")
        }
        guard file.format == Self.format, (1...Self.version).contains(file.version) else {
            throw LoadError(
                source: source,
                problem: "format \(file.format) v\(file.version); expected \(Self.format) v\(Self.version)")
        }
        guard let bytes = Data(base64Encoded: file.weights), bytes.count == file.dimension * 4, file.dimension > 0
        else {
            throw LoadError(source: source, problem: "weights do not match dimension \(file.dimension)")
        }
        var weights = [Float](repeating: 0, count: file.dimension)
        bytes.withUnsafeBytes { raw in
            for i in 0..<file.dimension {
                weights[i] = Float(
                    bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
            }
        }
        let featureWeights = file.featureWeights ?? []
        if let names = file.features, names != TasteFeatures.names || featureWeights.count != names.count {
            throw LoadError(
                source: source,
                problem: "trained on features (\(names.joined(separator: ", "))) this build does not compute")
        }
        let calibration = file.calibration ?? [:]
        let thresholds = file.thresholds ?? [:]
        guard weights.allSatisfy(\.isFinite), featureWeights.allSatisfy(\.isFinite), file.bias.isFinite,
            calibration.values.allSatisfy({ $0.a.isFinite && $0.b.isFinite }),
            thresholds.values.allSatisfy({ (0...1).contains($0) })
        else {
            throw LoadError(source: source, problem: "weights are not finite numbers")
        }
        self.init(
            dimension: file.dimension, locales: file.locales, weights: weights, featureWeights: featureWeights,
            localeBias: file.localeBias, bias: file.bias, calibration: calibration, thresholds: thresholds,
            trainedOn: file.trainedOn, heldOutAccuracy: file.heldOutAccuracy)
        heldOutStyles = file.heldOutStyles ?? [:]
    }

    /// The model as JSON (weights base64-encoded), the format `taste train --out` writes.
    public func encoded() -> Data {
        var bytes = Data(capacity: weights.count * 4)
        for w in weights { withUnsafeBytes(of: w.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        let file = File(
            format: Self.format, version: Self.version, dimension: dimension, locales: locales, bias: bias,
            localeBias: localeBias, trainedOn: trainedOn, heldOutAccuracy: heldOutAccuracy,
            weights: bytes.base64EncodedString(), features: featureWeights.isEmpty ? nil : TasteFeatures.names,
            featureWeights: featureWeights.isEmpty ? nil : featureWeights, calibration: calibration,
            thresholds: thresholds, heldOutStyles: heldOutStyles.isEmpty ? nil : heldOutStyles)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(file)) ?? Data()
    }
}

extension TasteModel {
    /// The model shipped with quotepool (`Resources/taste-model.json`, trained by `scripts/train-taste.sh`
    /// on `Tests/Fixtures/taste/`), compiled into the binary and decoded once at first use.
    public static let shipped: TasteModel? = try? TasteModel(
        json: Data(PackageResources.taste_model_json), source: "shipped with quotepool")
}
