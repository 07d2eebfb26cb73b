import Foundation

/// What a fill records about itself when it starts.
public struct RunStart: Sendable {
    public var startedAt: Date
    public var budgetSeconds: Double
    public var host: String
    public var os: String
    public var version: String
    public var configHash: String
    public var backend: String
    public var model: String
    public var locales: [String]
    public var seed: UInt64
    public var dryRun: Bool
    /// The id of the embedder novelty used (nil: none).
    public var embedder: String?
    /// The cosine threshold novelty used, per locale.
    public var noveltyThresholds: [String: Double]

    public init(
        startedAt: Date, budgetSeconds: Double, host: String, os: String, version: String, configHash: String,
        backend: String, model: String, locales: [String], seed: UInt64, dryRun: Bool, embedder: String? = nil,
        noveltyThresholds: [String: Double] = [:]
    ) {
        self.embedder = embedder
        self.noveltyThresholds = noveltyThresholds
        self.startedAt = startedAt
        self.budgetSeconds = budgetSeconds
        self.host = host
        self.os = os
        self.version = version
        self.configHash = configHash
        self.backend = backend
        self.model = model
        self.locales = locales
        self.seed = seed
        self.dryRun = dryRun
    }
}

/// What a fill records about itself when it ends.
public struct RunEnd: Sendable, Codable {
    public var endedAt: Date
    /// The terminal branch: `target_reached`, `budget_spent`, `pool_full`, `max_accepted`, `not_ready`,
    /// `degraded`, `cancelled`, `failed`.
    public var outcome: String
    public var exitCode: Int32
    public var readiness: String
    public var elapsedSeconds: Double
    public var drafted: Int
    public var accepted: Int
    /// Counts per stage and reason, as JSON.
    public var countsJSON: String
    /// Latency figures, as JSON.
    public var latencyJSON: String
    public var error: String?

    public init(
        endedAt: Date, outcome: String, exitCode: Int32, readiness: String, elapsedSeconds: Double, drafted: Int,
        accepted: Int, countsJSON: String, latencyJSON: String, error: String?
    ) {
        self.endedAt = endedAt
        self.outcome = outcome
        self.exitCode = exitCode
        self.readiness = readiness
        self.elapsedSeconds = elapsedSeconds
        self.drafted = drafted
        self.accepted = accepted
        self.countsJSON = countsJSON
        self.latencyJSON = latencyJSON
        self.error = error
    }
}

/// A vector of the novelty catalog with what it points back to.
/// A locale's catalog vectors as one flat buffer: `count` rows of `dimension` floats, in `refs` order.
///
/// One buffer instead of an array per vector: at 100,000 lines the per-row arrays alone cost as much memory as
/// the index they are copied into.
public struct CatalogVectors: Sendable {
    public var refs: [CatalogRefID] = []
    public var dimension = 0
    public var flat: [Float] = []

    public init() {}

    public var count: Int { refs.count }
    public var isEmpty: Bool { refs.isEmpty }

    /// The vector of row `i` (a copy; for tests and small catalogs).
    public func vector(_ i: Int) -> [Float] { Array(flat[(i * dimension)..<((i + 1) * dimension)]) }

    /// Appends one row; a row of another dimension than the first is refused.
    @discardableResult
    public mutating func append(_ ref: CatalogRefID, _ vector: [Float]) -> Bool {
        if refs.isEmpty, dimension == 0 { dimension = vector.count }
        guard vector.count == dimension, dimension > 0 else { return false }
        refs.append(ref)
        flat.append(contentsOf: vector)
        return true
    }
}

public struct CatalogVector: Sendable {
    public var ref: CatalogRefID
    public var textHash: String
    public var vector: [Float]

    public init(ref: CatalogRefID, textHash: String, vector: [Float]) {
        self.ref = ref
        self.textHash = textHash
        self.vector = vector
    }
}

/// A row of `lines` or of `catalog`.
public enum CatalogRefID: Sendable, Equatable, Hashable {
    case line(Int64)
    case reference(Int64)
}

/// Float32 little-endian BLOBs for embeddings.
public enum VectorBlob {
    public static func encode(_ vector: [Float]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(vector.count * 4)
        for v in vector {
            let bits = v.bitPattern.littleEndian
            withUnsafeBytes(of: bits) { out.append(contentsOf: $0) }
        }
        return out
    }

    /// Appends the floats of a BLOB of `dimension` floats to `out`; false (and nothing appended) when the BLOB
    /// has another length.
    public static func append(_ bytes: UnsafeRawBufferPointer, dimension: Int, to out: inout [Float]) -> Bool {
        guard bytes.count == dimension * 4 else { return false }
        // One copy of the whole BLOB (a fill's start reads every catalog vector this way), then each float put
        // into the host's byte order, which on a little-endian host changes nothing.
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: dimension))
        out.withUnsafeMutableBytes { destination in
            guard let source = bytes.baseAddress, let target = destination.baseAddress else { return }
            (target + start * 4).copyMemory(from: source, byteCount: bytes.count)
        }
        if 1.littleEndian != 1 {
            for i in start..<out.count { out[i] = Float(bitPattern: UInt32(littleEndian: out[i].bitPattern)) }
        }
        return true
    }

    public static func decode(_ bytes: [UInt8]) -> [Float]? {
        guard bytes.count % 4 == 0 else { return nil }
        var out = [Float](repeating: 0, count: bytes.count / 4)
        bytes.withUnsafeBytes { raw in
            for i in 0..<out.count {
                out[i] = Float(
                    bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
            }
        }
        return out
    }
}
