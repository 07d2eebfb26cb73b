/// The BERT encoder forward pass with mean pooling: token ids in, the mean of the last hidden states over each
/// sequence's tokens out. Each embedder normalizes (and, for texts cut into windows, combines) those means.
///
/// Sequences are packed back to back, not padded: every dense layer runs once over all tokens of the batch,
/// and attention runs per sequence over that sequence's own tokens. That is exactly what padding plus an
/// attention mask computes (masked keys get zero weight, padded rows are left out of the mean), without the
/// work on padding. Pure computation, deterministic for a given batch.
struct BertEncoder: Sendable {
    let shape: BertShape
    let weights: BertWeights

    /// Tokens per forward pass; longer inputs are split into several passes so memory stays bounded
    /// (about 25 MB of activations at 384 hidden and 1,536 intermediate units).
    static let tokensPerPass = 2048

    /// The mean-pooled last hidden state (``BertShape/hiddenSize`` floats) of each sequence; each sequence
    /// non-empty and no longer than ``BertShape/maxPositions``, every id a row of the word-embedding table.
    func meanPooled(_ sequences: [[Int32]]) -> [[Float]] {
        tokenPasses(sequences.map(\.count), budget: Self.tokensPerPass).flatMap { pass(Array(sequences[$0])) }
    }

    /// One forward pass over `sequences` packed into one matrix of rows.
    private func pass(_ sequences: [[Int32]]) -> [[Float]] {
        let h = shape.hiddenSize
        var starts: [Int] = []
        var rows = 0
        for s in sequences {
            precondition(!s.isEmpty && s.count <= shape.maxPositions)
            starts.append(rows)
            rows += s.count
        }
        let work = Workspace(rows: rows, hidden: h, intermediate: shape.intermediateSize)
        let lengths = sequences.map(\.count)
        embed(sequences, starts: starts, into: work.hidden)
        for layer in weights.layers {
            layer.qkv.apply(work.hidden, rows: rows, into: work.qkv)
            attend(work.qkv, lengths: lengths, starts: starts, into: work.context)
            layer.attentionOutput.apply(work.context, rows: rows, into: work.scratch)
            layer.attentionNorm.apply(work.hidden, adding: work.scratch, rows: rows, epsilon: shape.layerNormEpsilon)
            layer.intermediate.apply(work.hidden, rows: rows, into: work.intermediate)
            layer.output.apply(work.intermediate, rows: rows, into: work.scratch)
            layer.outputNorm.apply(work.hidden, adding: work.scratch, rows: rows, epsilon: shape.layerNormEpsilon)
        }
        return zip(starts, lengths).map { start, length in
            var mean = [Float](repeating: 0, count: h)
            mean.withUnsafeMutableBufferPointer { mean in
                for r in start..<(start + length) {
                    let row = work.hidden + r * h
                    for i in 0..<h { mean[i] += row[i] }
                }
            }
            let inverse = 1 / Float(length)
            return mean.map { $0 * inverse }
        }
    }

    /// Word + position + token-type embeddings, layer-normalized, into `hidden`.
    private func embed(_ sequences: [[Int32]], starts: [Int], into hidden: UnsafeMutablePointer<Float>) {
        let h = shape.hiddenSize
        let epsilon = shape.layerNormEpsilon
        let w = weights
        w.positionAndType.withUnsafeBufferPointer { positions in
            w.embeddingNorm.gamma.withUnsafeBufferPointer { gamma in
                w.embeddingNorm.beta.withUnsafeBufferPointer { beta in
                    parallelFor(sequences.count) { s in
                        for (position, id) in sequences[s].enumerated() {
                            let row = hidden + (starts[s] + position) * h
                            w.wordEmbeddings.read(row: Int(id), into: row)
                            EncoderKernels.addLayerNorm(
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
        let h = shape.hiddenSize
        let heads = shape.heads
        let d = shape.headSize
        parallelFor(lengths.count * heads) { task in
            let s = task / heads
            let scratch = UnsafeMutablePointer<Float>.allocate(
                capacity: EncoderKernels.attentionScratch(length: lengths[s], headSize: d))
            defer { scratch.deallocate() }
            EncoderKernels.attention(
                qkv + starts[s] * 3 * h, length: lengths[s], hidden: h, head: task % heads, headSize: d,
                into: context + starts[s] * h, scratch: scratch)
        }
    }
}

/// The activation buffers of one forward pass, freed with it.
private struct Workspace {
    let buffers = ActivationBuffers()
    let hidden: UnsafeMutablePointer<Float>
    let qkv: UnsafeMutablePointer<Float>
    let context: UnsafeMutablePointer<Float>
    let scratch: UnsafeMutablePointer<Float>
    let intermediate: UnsafeMutablePointer<Float>

    init(rows: Int, hidden h: Int, intermediate: Int) {
        hidden = buffers.make(rows * h)
        qkv = buffers.make(rows * 3 * h)
        context = buffers.make(rows * h)
        scratch = buffers.make(rows * h)
        self.intermediate = buffers.make(rows * intermediate)
    }
}
