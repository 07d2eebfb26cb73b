import CVectorKernels
import Dispatch
import Foundation

/// Brute-force cosine search over unit vectors kept in one contiguous buffer.
///
/// Vectors are normalized on insert, so similarity is a dot product, computed by the SIMD kernels of
/// `CVectorKernels` (AVX2 and FMA where the CPU has them). Large indexes are scanned on every core, and past
/// ``compactFromElements`` stored numbers also keep a half-precision copy: the scan reads that (half the memory
/// traffic, which is what bounds a scan that does not fit in cache), and its best few hits are re-checked in full
/// precision, so the answer is the exact scan's unless two vectors tie within half-precision rounding.
/// Not thread-safe by itself.
public struct CosineIndex: Sendable {
    /// Vector length; 0 until the first vector is added when the index was made without one.
    public private(set) var dimension: Int
    public private(set) var storage: [Float] = []
    /// Half-precision copy of `storage` (IEEE binary16 bits), kept once the index passes ``compactFromElements``.
    public private(set) var compact: [UInt16] = []
    public private(set) var count = 0

    /// From this many stored numbers (2 M: about 5,200 vectors of 384 dimensions) the scan reads the
    /// half-precision copy. Measured here (`quotepool bench`): at 10,000 × 384 the half-precision scan takes
    /// 0.15 ms against 0.20 ms in full precision, with the same top hit for every query.
    public static let compactFromElements = 2_000_000
    /// Hits of the half-precision scan re-checked in full precision.
    static let recheck = 8
    /// Below this many stored numbers one core scans alone (threads cost more than they save).
    static let parallelFromElements = 400_000

    /// - Parameter dimension: the vector length, or 0 to take it from the first vector added (for
    ///   embedders that only tell their dimension by answering).
    public init(dimension: Int) { self.dimension = dimension }

    /// Scales `v` to unit length in place (a zero vector stays zero).
    public static func normalize(_ v: inout [Float]) {
        v.withUnsafeMutableBufferPointer { normalize($0) }
    }

    /// Scales `v` in place to unit length (eight lanes at a time); a zero vector stays zero.
    static func normalize(_ v: UnsafeMutableBufferPointer<Float>) {
        guard let base = v.baseAddress else { return }
        let lanes = v.count / 8 * 8
        var wide = SIMD8<Float>()
        var i = 0
        while i < lanes {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD8<Float>.self)
            wide += x * x
            i += 8
        }
        var sum = wide.sum()
        while i < v.count {
            sum += v[i] * v[i]
            i += 1
        }
        guard sum > 0 else { return }
        let inv = 1 / sum.squareRoot()
        i = 0
        while i < lanes {
            let p = UnsafeMutableRawPointer(base + i)
            p.storeBytes(of: p.loadUnaligned(as: SIMD8<Float>.self) * inv, as: SIMD8<Float>.self)
            i += 8
        }
        while i < v.count {
            v[i] *= inv
            i += 1
        }
    }

    /// An index over `rows` (`rows.count / dimension` vectors back to back), normalized in place: the buffer
    /// becomes the index's storage without a copy.
    public init(dimension: Int, rows: consuming [Float]) {
        self.dimension = dimension
        guard dimension > 0 else { return }
        // Normalized in place: a caller that hands over its only reference (`consume`) is never copied.
        var storage = consume rows
        let count = storage.count / dimension
        storage.removeLast(storage.count - count * dimension)
        storage.withUnsafeMutableBufferPointer { all in
            for row in 0..<count {
                Self.normalize(UnsafeMutableBufferPointer(rebasing: all[(row * dimension)..<((row + 1) * dimension)]))
            }
        }
        self.storage = storage
        self.count = count
        if storage.count >= Self.compactFromElements { buildCompact() }
    }

    /// Makes room for `vectors` more vectors without reallocating as they arrive.
    public mutating func reserve(_ vectors: Int) {
        storage.reserveCapacity((count + vectors) * max(dimension, 1))
    }

    /// Appends `vector` (normalized here) and returns its index; vectors of another dimension are refused.
    @discardableResult
    public mutating func add(_ vector: [Float]) -> Int? {
        if dimension == 0, count == 0, !vector.isEmpty { dimension = vector.count }
        guard vector.count == dimension else { return nil }
        var v = vector
        Self.normalize(&v)
        storage.append(contentsOf: v)
        count += 1
        if !compact.isEmpty {
            appendCompact(from: storage.count - dimension)
        } else if storage.count >= Self.compactFromElements {
            compact.reserveCapacity(storage.capacity)
            appendCompact(from: 0)
        }
        return count - 1
    }

    private mutating func appendCompact(from start: Int) {
        let n = storage.count - start
        let old = compact.count
        compact.append(contentsOf: repeatElement(0, count: n))
        storage.withUnsafeBufferPointer { all in
            compact.withUnsafeMutableBufferPointer { out in
                qp_f32_to_f16(all.baseAddress! + start, out.baseAddress! + old, n)
            }
        }
    }

    /// Builds the half-precision copy now, whatever the size (``nearest(to:)`` then scans it).
    public mutating func buildCompact() {
        guard compact.isEmpty, !storage.isEmpty else { return }
        compact.reserveCapacity(storage.capacity)
        appendCompact(from: 0)
    }

    /// Zeroes the vector at `index` so it never matches again (indices stay stable).
    public mutating func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        for i in (index * dimension)..<((index + 1) * dimension) {
            storage[i] = 0
            if !compact.isEmpty { compact[i] = 0 }
        }
    }

    /// The most similar stored vector to `query` and its cosine similarity, or `nil` when empty.
    public func nearest(to query: [Float]) -> (index: Int, similarity: Float)? {
        compact.isEmpty ? nearestExact(to: query) : nearestCompact(to: query)
    }

    /// The full-precision scan, whatever the size.
    public func nearestExact(to query: [Float]) -> (index: Int, similarity: Float)? {
        guard count > 0, query.count == dimension else { return nil }
        var q = query
        Self.normalize(&q)
        let bests = scan(storage, q, hitsPerPart: 1, empty: (index: 0, similarity: -Float.infinity)) {
            rows, range, query, out in
            var best: Float = -.infinity
            let local = qp_top1_f32(rows, range.count, dimension, query, &best)
            out[0] = (range.lowerBound + local, best)
        }
        return bests.max { $0.similarity < $1.similarity || ($0.similarity == $1.similarity && $0.index > $1.index) }
    }

    /// The half-precision scan with its best hits re-checked in full precision (the scan ``nearest(to:)`` uses
    /// past ``compactFromElements``); also usable below it, for measurement.
    public func nearestCompact(to query: [Float]) -> (index: Int, similarity: Float)? {
        guard count > 0, query.count == dimension else { return nil }
        let halves = compact.isEmpty ? Self.halves(of: storage) : compact
        var q = query
        Self.normalize(&q)
        let k = Self.recheck
        let hits = scan(halves, q, hitsPerPart: k, empty: -1) { rows, range, query, out in
            var indices = [Int](repeating: -1, count: k)
            var scores = [Float](repeating: -.infinity, count: k)
            let filled = qp_topk_f16(rows, range.count, dimension, query, k, &indices, &scores)
            for i in 0..<filled { out[i] = range.lowerBound + indices[i] }
        }
        var best: (index: Int, similarity: Float)?
        storage.withUnsafeBufferPointer { all in
            q.withUnsafeBufferPointer { qp in
                for index in hits where index >= 0 {
                    var score: Float = 0
                    qp_scores_f32(all.baseAddress! + index * dimension, 1, dimension, qp.baseAddress!, &score)
                    if best == nil || score > best!.similarity || (score == best!.similarity && index < best!.index) {
                        best = (index, score)
                    }
                }
            }
        }
        return best
    }

    static func halves(of values: [Float]) -> [UInt16] {
        var out = [UInt16](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { v in
            out.withUnsafeMutableBufferPointer { o in qp_f32_to_f16(v.baseAddress!, o.baseAddress!, v.count) }
        }
        return out
    }

    /// Runs `kernel` over the rows of `rows` (``count`` rows of ``dimension`` values), one part per core for a large
    /// index: each call gets its part's first row, the part's row range, the normalized query, and its
    /// `hitsPerPart` slots of the result, which start as `empty`.
    private func scan<Element, Hit>(
        _ rows: [Element], _ query: [Float], hitsPerPart: Int, empty: Hit,
        _ kernel:
            @Sendable (UnsafePointer<Element>, Range<Int>, UnsafePointer<Float>, UnsafeMutableBufferPointer<Hit>)
            -> Void
    ) -> [Hit] {
        let parts = partitions()
        var hits = [Hit](repeating: empty, count: parts.count * hitsPerPart)
        rows.withUnsafeBufferPointer { all in
            query.withUnsafeBufferPointer { qp in
                hits.withUnsafeMutableBufferPointer { out in
                    let (rows, query, out, dimension) = (Shared(all), Shared(qp), Shared(out), dimension)
                    Self.run(parts.count) { part in
                        let range = parts[part]
                        kernel(
                            rows.value.baseAddress! + range.lowerBound * dimension, range, query.value.baseAddress!,
                            UnsafeMutableBufferPointer(
                                rebasing: out.value[(part * hitsPerPart)..<((part + 1) * hitsPerPart)]))
                    }
                }
            }
        }
        return hits
    }

    /// Row ranges, one per core for a large index, one in all for a small one.
    private func partitions() -> [Range<Int>] {
        let cores = count * dimension >= Self.parallelFromElements ? Self.cores : 1
        let parts = max(1, min(cores, count))
        let size = (count + parts - 1) / parts
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    static let cores = max(1, min(ProcessInfo.activeProcessorCountCached, 16))

    private static func run(_ parts: Int, _ body: @Sendable (Int) -> Void) {
        if parts == 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: parts, execute: body)
        }
    }

    /// Cosine similarity of two vectors of equal length (0 when either is zero).
    public static func cosine(_ a: [Float], _ b: [Float]) -> Float {
        guard a.count == b.count else { return 0 }
        var dot: Float = 0
        var na: Float = 0
        var nb: Float = 0
        for i in a.indices {
            dot += a[i] * b[i]
            na += a[i] * a[i]
            nb += b[i] * b[i]
        }
        guard na > 0, nb > 0 else { return 0 }
        return dot / (na.squareRoot() * nb.squareRoot())
    }
}

/// A buffer pointer handed to the parallel scan's workers.
///
/// `@unchecked Sendable`: the workers only read the rows and the query, each writes only its own slots of the
/// output, and every buffer outlives the `concurrentPerform` call that runs them.
private struct Shared<Pointer>: @unchecked Sendable {
    let value: Pointer
    init(_ value: Pointer) { self.value = value }
}

extension ProcessInfo {
    fileprivate static let activeProcessorCountCached = ProcessInfo.processInfo.activeProcessorCount
}
