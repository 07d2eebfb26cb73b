import Foundation

/// The taste filter's model: logistic regression over hashed word and character n-grams
/// (``NGramFeatures``) plus one bias per locale. Trained in-process by ``TasteTrainer``.
public struct TasteModel: Sendable, Equatable {
    public static let format = "quotepool-taste"
    public static let version = 1

    public let dimension: Int
    public let locales: [String]
    public let weights: [Float]
    public let localeBias: [String: Float]
    public let bias: Float
    /// What training reported, kept with the weights.
    public let trainedOn: Int
    public let heldOutAccuracy: Double?

    public init(
        dimension: Int, locales: [String], weights: [Float], localeBias: [String: Float], bias: Float, trainedOn: Int,
        heldOutAccuracy: Double?
    ) {
        self.dimension = dimension
        self.locales = locales
        self.weights = weights
        self.localeBias = localeBias
        self.bias = bias
        self.trainedOn = trainedOn
        self.heldOutAccuracy = heldOutAccuracy
    }

    /// The probability (0–1) that `text` is to taste.
    public func score(_ text: String, locale: String) -> Double {
        var z = bias + (localeBias[locale] ?? 0)
        let features = Self.features(text, dimension: dimension)
        for (index, value) in features { z += weights[index] * value }
        return 1 / (1 + exp(-Double(z)))
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
    public var scorer: Taste.Model { { text, locale in self.score(text, locale: locale) } }
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

        enum CodingKeys: String, CodingKey {
            case format, version, dimension, locales, bias
            case localeBias = "locale_bias"
            case trainedOn = "trained_on"
            case heldOutAccuracy = "held_out_accuracy"
            case weights
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
        guard file.format == Self.format, file.version == Self.version else {
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
        guard weights.allSatisfy(\.isFinite), file.bias.isFinite else {
            throw LoadError(source: source, problem: "weights are not finite numbers")
        }
        self.init(
            dimension: file.dimension, locales: file.locales, weights: weights, localeBias: file.localeBias,
            bias: file.bias,
            trainedOn: file.trainedOn, heldOutAccuracy: file.heldOutAccuracy)
    }

    /// The model as JSON (weights base64-encoded), the format `taste train --out` writes.
    public func encoded() -> Data {
        var bytes = Data(capacity: weights.count * 4)
        for w in weights { withUnsafeBytes(of: w.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        let file = File(
            format: Self.format, version: Self.version, dimension: dimension, locales: locales, bias: bias,
            localeBias: localeBias, trainedOn: trainedOn, heldOutAccuracy: heldOutAccuracy,
            weights: bytes.base64EncodedString())
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
