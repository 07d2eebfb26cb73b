/// Brute-force cosine search over unit vectors kept in one contiguous buffer.
///
/// Vectors are normalized on insert, so similarity is a dot product. Not thread-safe by itself.
public struct CosineIndex: Sendable {
    /// Vector length; 0 until the first vector is added when the index was made without one.
    public private(set) var dimension: Int
    public private(set) var storage: [Float] = []
    public private(set) var count = 0

    /// - Parameter dimension: the vector length, or 0 to take it from the first vector added (for
    ///   embedders that only tell their dimension by answering).
    public init(dimension: Int) { self.dimension = dimension }

    /// Scales `v` to unit length in place (a zero vector stays zero).
    public static func normalize(_ v: inout [Float]) {
        var sum: Float = 0
        for x in v { sum += x * x }
        guard sum > 0 else { return }
        let inv = 1 / sum.squareRoot()
        for i in v.indices { v[i] *= inv }
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
        return count - 1
    }

    /// Zeroes the vector at `index` so it never matches again (indices stay stable).
    public mutating func remove(at index: Int) {
        guard index >= 0, index < count else { return }
        for i in (index * dimension)..<((index + 1) * dimension) { storage[i] = 0 }
    }

    /// The most similar stored vector to `query` and its cosine similarity, or `nil` when empty.
    public func nearest(to query: [Float]) -> (index: Int, similarity: Float)? {
        guard count > 0, query.count == dimension else { return nil }
        var q = query
        Self.normalize(&q)
        var best = -Float.infinity
        var bestIndex = 0
        storage.withUnsafeBufferPointer { all in
            q.withUnsafeBufferPointer { qp in
                for row in 0..<count {
                    let base = row * dimension
                    var dot: Float = 0
                    for j in 0..<dimension { dot += all[base + j] * qp[j] }
                    if dot > best {
                        best = dot
                        bestIndex = row
                    }
                }
            }
        }
        return (bestIndex, best)
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
