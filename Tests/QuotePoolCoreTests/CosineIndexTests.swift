import CVectorKernels
import Foundation
import Testing

@testable import QuotePoolCore

@Suite struct CosineIndexTests {
    static func randomVectors(_ count: Int, dimension: Int, seed: UInt64) -> [[Float]] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<dimension).map { _ in Float(Double(rng.next() % 2_000_001) / 1_000_000 - 1) }
        }
    }

    /// Queries that sit near stored vectors (a stored vector plus noise), where the nearest one is what counts.
    static func queries(near vectors: [[Float]], count: Int, noise: Float, seed: UInt64) -> [[Float]] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let base = vectors[Int(rng.next() % UInt64(vectors.count))]
            return base.map { $0 + noise * Float(Double(rng.next() % 2001) / 1000 - 1) }
        }
    }

    static func bruteForce(_ vectors: [[Float]], _ query: [Float]) -> (Int, Float) {
        var best = (0, -Float.infinity)
        for (i, v) in vectors.enumerated() {
            let s = CosineIndex.cosine(v, query)
            if s > best.1 { best = (i, s) }
        }
        return best
    }

    @Test func exactAndCompactScansAgreeWithABruteForceSearch() {
        let vectors = Self.randomVectors(3000, dimension: 384, seed: 7)
        var index = CosineIndex(dimension: 384)
        for v in vectors { index.add(v) }
        for query in Self.queries(near: vectors, count: 40, noise: 0.3, seed: 9) {
            let (expected, similarity) = Self.bruteForce(vectors, query)
            let exact = index.nearestExact(to: query)
            let compact = index.nearestCompact(to: query)
            #expect(exact?.index == expected)
            #expect(compact?.index == expected)
            #expect(abs((exact?.similarity ?? 0) - similarity) < 1e-4)
            // The compact scan's answer is re-checked in full precision.
            #expect(compact?.similarity == exact?.similarity)
        }
    }

    @Test func aLargeIndexKeepsAHalfPrecisionCopyAndScansOnEveryCore() {
        let dimension = 1000
        let count = CosineIndex.compactFromElements / dimension + 1
        var rng = SplitMix64(seed: 3)
        var index = CosineIndex(dimension: dimension)
        index.reserve(count)
        var kept: [[Float]] = []
        for i in 0..<count {
            let v = (0..<dimension).map { _ in Float(Double(rng.next() % 2001) / 1000 - 1) }
            index.add(v)
            if i % 997 == 0 { kept.append(v) }
            #expect(index.compact.isEmpty == (index.storage.count < CosineIndex.compactFromElements))
        }
        #expect(index.compact.count == index.storage.count)
        for (n, v) in kept.enumerated() {
            let hit = index.nearest(to: v)
            #expect(hit?.index == n * 997)
            #expect((hit?.similarity ?? 0) > 0.9999)
        }
    }

    @Test func anIndexBuiltFromAFlatBufferEqualsOneBuiltVectorByVector() {
        let vectors = Self.randomVectors(200, dimension: 24, seed: 13)
        var added = CosineIndex(dimension: 24)
        for v in vectors { added.add(v) }
        let flat = CosineIndex(dimension: 24, rows: vectors.flatMap { $0 })
        #expect(flat.count == 200)
        #expect(flat.storage == added.storage)
        // A trailing partial row is dropped, not read past.
        #expect(CosineIndex(dimension: 24, rows: vectors.flatMap { $0 } + [1, 2, 3]).count == 200)
    }

    @Test func aRemovedVectorNeverMatchesInEitherScan() {
        let vectors = Self.randomVectors(50, dimension: 16, seed: 11)
        var index = CosineIndex(dimension: 16)
        for v in vectors { index.add(v) }
        #expect(index.nearestExact(to: vectors[5])?.index == 5)
        index.remove(at: 5)
        #expect(index.nearestExact(to: vectors[5])?.index != 5)
        #expect(index.nearestCompact(to: vectors[5])?.index != 5)
    }

    @Test func halfPrecisionConversionRoundsLikeTheStandardLibrary() {
        var rng = SplitMix64(seed: 5)
        var values: [Float] = [0, -0, 1, -1, 65504, 65520, 1e-8, 6e-8, 5.96e-8, 6.1e-5, .infinity, -.infinity, 1e6]
        for _ in 0..<20_000 {
            values.append(Float(bitPattern: UInt32(truncatingIfNeeded: rng.next()) & 0xBFFF_FFFF))
        }
        values = values.filter { !$0.isNaN }
        let halves = CosineIndex.halves(of: values)
        for (value, half) in zip(values, halves) {
            #expect(half == Float16(value).bitPattern, "\(value)")
        }
    }

    /// A buffer handed over (`consume`) becomes the index's storage, normalized in place: a large catalog's vectors
    /// never exist twice.
    @Test func anIndexKeepsTheBufferItIsHanded() {
        var rows = [Float](repeating: 0, count: 64 * 100)
        for i in rows.indices { rows[i] = Float(i % 7) + 1 }
        let address = rows.withUnsafeBufferPointer { $0.baseAddress }
        let index = CosineIndex(dimension: 64, rows: consume rows)
        #expect(index.count == 100)
        #expect(index.storage.withUnsafeBufferPointer { $0.baseAddress } == address)
    }
}
