/// The BERT encoder forward pass with mean pooling and L2 normalization: token ids in, one unit vector per
/// sequence out.
///
/// Sequences are packed back to back, not padded: every dense layer runs once over all tokens of the batch,
/// and attention runs per sequence over that sequence's own tokens. That is exactly what padding plus an
/// attention mask computes (masked keys get zero weight, padded rows are left out of the mean), without the
/// work on padding. Pure computation, deterministic for a given batch.
struct MiniLMEncoder: Sendable {
    let config: MiniLMConfig
    let weights: MiniLMWeights

    /// Tokens per forward pass; longer inputs are split into several passes so memory stays bounded
    /// (about 25 MB of activations at 384 hidden and 1,536 intermediate units).
    static let tokensPerPass = 2048

    /// One unit vector of ``MiniLMConfig/hiddenSize`` per sequence; each sequence non-empty and no longer than
    /// ``MiniLMConfig/maxPositions``, every id below the vocabulary size.
    func encode(_ sequences: [[Int32]]) -> [[Float]] {
        var out: [[Float]] = []
        out.reserveCapacity(sequences.count)
        var start = 0
        while start < sequences.count {
            var end = start
            var tokens = 0
            while end < sequences.count, end == start || tokens + sequences[end].count <= Self.tokensPerPass {
                tokens += sequences[end].count
                end += 1
            }
            out += pass(Array(sequences[start..<end]))
            start = end
        }
        return out
    }

    /// One forward pass over `sequences` packed into one matrix of rows.
    private func pass(_ sequences: [[Int32]]) -> [[Float]] {
        let h = config.hiddenSize
        var starts: [Int] = []
        var rows = 0
        for s in sequences {
            precondition(!s.isEmpty && s.count <= config.maxPositions)
            starts.append(rows)
            rows += s.count
        }
        let work = Workspace(rows: rows, hidden: h, intermediate: config.intermediateSize)
        let lengths = sequences.map(\.count)
        embed(sequences, starts: starts, into: work.hidden)
        for layer in weights.layers {
            layer.qkv.apply(work.hidden, rows: rows, into: work.qkv)
            attend(work.qkv, lengths: lengths, starts: starts, into: work.context)
            layer.attentionOutput.apply(work.context, rows: rows, into: work.scratch)
            addAndNormalize(work.scratch, into: work.hidden, rows: rows, norm: layer.attentionNorm)
            layer.intermediate.apply(work.hidden, rows: rows, into: work.intermediate)
            layer.output.apply(work.intermediate, rows: rows, into: work.scratch)
            addAndNormalize(work.scratch, into: work.hidden, rows: rows, norm: layer.outputNorm)
        }
        return zip(starts, lengths).map { start, length in
            var mean = [Float](repeating: 0, count: h)
            mean.withUnsafeMutableBufferPointer { mean in
                for r in start..<(start + length) {
                    let row = work.hidden + r * h
                    for i in 0..<h { mean[i] += row[i] }
                }
            }
            // Dividing by the count is skipped: the L2 normalization that follows cancels it.
            var norm: Float = 0
            for x in mean { norm += x * x }
            let scale = 1 / max(norm.squareRoot(), 1e-12)
            return mean.map { $0 * scale }
        }
    }

    /// Word + position + token-type embeddings, layer-normalized, into `hidden`.
    private func embed(_ sequences: [[Int32]], starts: [Int], into hidden: UnsafeMutablePointer<Float>) {
        let h = config.hiddenSize
        let epsilon = config.layerNormEpsilon
        let w = weights
        w.positionAndType.withUnsafeBufferPointer { positions in
            w.embeddingNorm.gamma.withUnsafeBufferPointer { gamma in
                w.embeddingNorm.beta.withUnsafeBufferPointer { beta in
                    parallelFor(sequences.count) { s in
                        for (position, id) in sequences[s].enumerated() {
                            let row = hidden + (starts[s] + position) * h
                            w.file.read(w.wordEmbeddings, from: Int(id) * h, count: h, into: row)
                            MiniLMKernels.addLayerNorm(
                                row, adding: positions.baseAddress! + position * h, gamma: gamma.baseAddress!,
                                beta: beta.baseAddress!, count: h, epsilon: epsilon)
                        }
                    }
                }
            }
        }
    }

    /// Multi-head self-attention of each sequence over its own tokens: `qkv` rows hold `[q | k | v]`,
    /// `context` receives each head's weighted values in that head's columns.
    private func attend(
        _ qkv: UnsafeMutablePointer<Float>, lengths: [Int], starts: [Int], into context: UnsafeMutablePointer<Float>
    ) {
        let h = config.hiddenSize
        let heads = config.heads
        let d = config.headSize
        parallelFor(lengths.count * heads) { task in
            let s = task / heads
            let scratch = UnsafeMutablePointer<Float>.allocate(capacity: lengths[s])
            defer { scratch.deallocate() }
            MiniLMKernels.attention(
                qkv + starts[s] * 3 * h, length: lengths[s], hidden: h, head: task % heads, headSize: d,
                into: context + starts[s] * h, scratch: scratch)
        }
    }

    /// `hidden[r] = LayerNorm(hidden[r] + delta[r])` for every row.
    private func addAndNormalize(
        _ delta: UnsafeMutablePointer<Float>, into hidden: UnsafeMutablePointer<Float>, rows: Int,
        norm: MiniLMWeights.Norm
    ) {
        let h = config.hiddenSize
        let epsilon = config.layerNormEpsilon
        let chunk = 64
        norm.gamma.withUnsafeBufferPointer { gamma in
            norm.beta.withUnsafeBufferPointer { beta in
                parallelFor((rows + chunk - 1) / chunk) { c in
                    for r in (c * chunk)..<min(rows, (c + 1) * chunk) {
                        MiniLMKernels.addLayerNorm(
                            hidden + r * h, adding: delta + r * h, gamma: gamma.baseAddress!, beta: beta.baseAddress!,
                            count: h, epsilon: epsilon)
                    }
                }
            }
        }
    }
}

/// The activation buffers of one forward pass, freed with it.
private final class Workspace {
    let hidden: UnsafeMutablePointer<Float>
    let qkv: UnsafeMutablePointer<Float>
    let context: UnsafeMutablePointer<Float>
    let scratch: UnsafeMutablePointer<Float>
    let intermediate: UnsafeMutablePointer<Float>

    init(rows: Int, hidden h: Int, intermediate: Int) {
        hidden = .allocate(capacity: rows * h)
        qkv = .allocate(capacity: rows * 3 * h)
        context = .allocate(capacity: rows * h)
        scratch = .allocate(capacity: rows * h)
        self.intermediate = .allocate(capacity: rows * intermediate)
    }

    deinit {
        hidden.deallocate()
        qkv.deallocate()
        context.deallocate()
        scratch.deallocate()
        intermediate.deallocate()
    }
}
