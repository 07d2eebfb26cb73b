import Foundation

/// An in-process sentence embedder: the all-MiniLM-L6-v2 transformer (6 layers, 384 dimensions) computed in
/// Swift from the model's own files, with no server and no network.
///
/// The files are installed by `scripts/install-embedder.sh` into ``defaultDirectory(environment:)``; quotepool
/// never downloads them. Vectors match the sentence-transformers reference (cosine ≥ 0.999 on the test set):
/// BERT WordPiece tokens (lower-cased, accents stripped, at most ``MiniLMConfig/maxSequenceLength`` tokens),
/// the encoder, mean pooling over the tokens, L2 normalization.
///
/// ``embedBlocking(_:)`` computes on the calling thread and uses every core for a batch; the asynchronous
/// ``embed(_:)`` runs it on a thread of its own, so a batch (about 0.6 s for 256 lines here) never holds one of
/// the few threads that drive every task of a fill.
public struct MiniLMEmbedder: LineEmbedder {
    /// Stored beside every vector, so a change of model re-embeds instead of mixing spaces.
    public let id: String
    public var dimension: Int { config.hiddenSize }
    public let config: MiniLMConfig
    public let tokenizer: WordPieceTokenizer
    let encoder: BertEncoder

    /// The files a model directory must hold.
    public static let requiredFiles = ["config.json", "vocab.txt", "model.safetensors"]

    /// Loads the model in `directory` (`config.json`, `vocab.txt`, `model.safetensors`, and the optional
    /// tokenizer, sentence-transformers and pooling configs). Takes a fraction of a second: the weights
    /// are mapped and repacked, about 45 MB of private memory.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` when a required file is absent,
    ///   ``EmbedderFileError/malformed(path:problem:)`` when a file does not describe a model this encoder computes.
    public init(directory: URL) throws {
        for name in Self.requiredFiles {
            let url = directory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw EmbedderFileError.missingFile(path: url.path, embedder: "minilm")
            }
        }
        let config = try MiniLMConfig(directory: directory)
        let vocabularyURL = directory.appendingPathComponent("vocab.txt")
        let vocabulary = try WordPieceTokenizer.readVocabulary(vocabularyURL)
        guard vocabulary.values.allSatisfy({ $0 < config.vocabularySize }),
            let tokenizer = WordPieceTokenizer(
                vocabulary: vocabulary,
                preTokenizer: BertPreTokenizer(
                    lowercase: config.lowercase, stripAccents: config.stripAccents,
                    splitChineseCharacters: config.splitChineseCharacters),
                maxLength: config.maxSequenceLength, unknownToken: config.unknownToken,
                classifierToken: config.classifierToken, separatorToken: config.separatorToken)
        else {
            throw EmbedderFileError.malformed(
                path: vocabularyURL.path,
                problem: "lacks the special tokens or has more entries than the model's \(config.vocabularySize)")
        }
        let file = try SafeTensors(url: directory.appendingPathComponent("model.safetensors"))
        self.config = config
        self.tokenizer = tokenizer
        encoder = BertEncoder(shape: config.shape, weights: try BertWeights(safeTensors: file, config: config))
        id = "minilm-l\(config.layers)-v2-\(config.hiddenSize)"
    }

    /// Where `scripts/install-embedder.sh` puts the files by default:
    /// `$QUOTEPOOL_DATA_DIR/minilm`, else `$HOME/.local/share/quotepool/minilm`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        InstalledModel.defaultDirectory("minilm", environment: environment)
    }

    /// One unit vector of ``dimension`` floats per text, in order. Texts longer than the model's sequence
    /// length are embedded from their first tokens; an empty text still gets a vector (of `[CLS] [SEP]`).
    public func embedBlocking(_ texts: [String]) -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        var ids = [[Int32]](repeating: [], count: texts.count)
        ids.withUnsafeMutableBufferPointer { ids in
            let out = ids.baseAddress!
            parallelFor(texts.count) { i in out[i] = tokenizer.encode(texts[i]) }
        }
        return encoder.meanPooled(ids).map(EncoderKernels.normalized)
    }

    /// ``embedBlocking(_:)`` on a dedicated thread; the caller's task waits without holding a thread.
    public func embed(_ texts: [String]) async -> [[Float]] {
        guard !texts.isEmpty else { return [] }
        return await InstalledModel.onOwnThread { self.embedBlocking(texts) }
    }
}
