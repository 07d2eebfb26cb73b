import Foundation

/// What `quotepool bench` measured: per operation, the median and 95th percentile of repeated timings.
public struct BenchReport: Codable, Sendable {
    /// One timed operation. Times in milliseconds.
    public struct Operation: Codable, Sendable {
        public var name: String
        public var samples: Int
        public var medianMs: Double
        public var p95Ms: Double
        /// Operations per second at the median (for per-item operations).
        public var perSecond: Double?
        public var note: String?

        enum CodingKeys: String, CodingKey {
            case name, samples, note
            case medianMs = "median_ms"
            case p95Ms = "p95_ms"
            case perSecond = "per_second"
        }
    }

    /// The novelty scan at one catalog size.
    public struct NoveltyScan: Codable, Sendable {
        public var vectors: Int
        public var dimension: Int
        public var exact: Operation
        public var compact: Operation
        /// What ``CosineIndex/nearest(to:)`` uses at this size: `exact` or `compact`.
        public var used: String
        /// Share of queries where the compact scan found the exact scan's top hit.
        public var top1Agreement: Double
        /// Bytes the used scan reads per query over its median time, as a share of the measured bandwidth.
        public var bandwidthShare: Double

        enum CodingKeys: String, CodingKey {
            case vectors, dimension, exact, compact, used
            case top1Agreement = "top1_agreement"
            case bandwidthShare = "bandwidth_share"
        }
    }

    public struct Machine: Codable, Sendable {
        public var cores: Int
        public var simdKernels: String
        public var memoryBandwidthGBs: Double
        public var build: String

        enum CodingKeys: String, CodingKey {
            case cores, build
            case simdKernels = "simd_kernels"
            case memoryBandwidthGBs = "memory_bandwidth_gb_s"
        }
    }

    public var seed: UInt64
    public var machine: Machine
    public var operations: [Operation]
    public var novelty: [NoveltyScan]

    /// Median and 95th percentile of `seconds`, as an operation.
    static func operation(_ name: String, seconds: [Double], perItem: Bool = true, note: String? = nil) -> Operation {
        let sorted = seconds.sorted()
        func at(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
        let median = at(0.5)
        return Operation(
            name: name, samples: sorted.count, medianMs: median * 1000, p95Ms: at(0.95) * 1000,
            perSecond: perItem && median > 0 ? 1 / median : nil, note: note)
    }
}
