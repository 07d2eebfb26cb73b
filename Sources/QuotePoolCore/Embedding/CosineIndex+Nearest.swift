import CVectorKernels

extension CosineIndex {
    /// The `count` stored vectors most similar to `query`, highest first (ties by index), in full precision; a
    /// removed vector and the row `excluding` are left out. What the near-duplicate decision scores a candidate
    /// against (``NearDuplicateDecision/nearest``), where one scan of every row is affordable.
    public func nearest(to query: [Float], count k: Int, excluding: Int? = nil) -> [(index: Int, similarity: Float)] {
        guard self.count > 0, k > 0, query.count == dimension else { return [] }
        var q = query
        Self.normalize(&q)
        var scores = [Float](repeating: 0, count: self.count)
        storage.withUnsafeBufferPointer { all in
            q.withUnsafeBufferPointer { qp in
                scores.withUnsafeMutableBufferPointer { out in
                    qp_scores_f32(all.baseAddress!, self.count, dimension, qp.baseAddress!, out.baseAddress!)
                }
            }
        }
        var top: [(index: Int, similarity: Float)] = []
        for (i, s) in scores.enumerated() where i != excluding && isLive(i) {
            guard top.count < k || s > top[top.count - 1].similarity else { continue }
            // Insert keeping highest first; an equal score goes after the earlier index.
            let at = top.firstIndex { s > $0.similarity } ?? top.count
            top.insert((i, s), at: at)
            if top.count > k { top.removeLast() }
        }
        return top
    }

    /// The stored (unit) vector at `index`; zero once removed.
    public func vector(at index: Int) -> [Float] {
        Array(storage[(index * dimension)..<((index + 1) * dimension)])
    }

    /// Whether the vector at `index` is compared against (not removed, not zero).
    public func isLive(_ index: Int) -> Bool {
        storage[(index * dimension)..<((index + 1) * dimension)].contains { $0 != 0 }
    }
}
