import Foundation

/// The shape of a BERT-style sentence encoder and how its text is tokenized, read from the model
/// directory's `config.json`, `tokenizer_config.json`, `sentence_bert_config.json` and
/// `1_Pooling/config.json` (the last three optional, with BERT's defaults).
public struct MiniLMConfig: Sendable, Equatable {
    /// The encoder's sizes.
    public var shape: BertShape
    public var vocabularySize: Int
    public var typeVocabularySize: Int
    /// Tokens per text, `[CLS]` and `[SEP]` included: the sentence-transformers `max_seq_length` (256 for
    /// all-MiniLM-L6-v2), else the tokenizer's `model_max_length`, never more than ``maxPositions``.
    public var maxSequenceLength: Int
    public var lowercase: Bool
    /// `nil` follows ``lowercase``.
    public var stripAccents: Bool?
    public var splitChineseCharacters: Bool
    public var unknownToken: String
    public var classifierToken: String
    public var separatorToken: String

    public var hiddenSize: Int { shape.hiddenSize }
    public var layers: Int { shape.layers }
    public var intermediateSize: Int { shape.intermediateSize }
    public var maxPositions: Int { shape.maxPositions }

    private struct ModelFile: Decodable {
        var hidden_size: Int
        var num_hidden_layers: Int
        var num_attention_heads: Int
        var intermediate_size: Int
        var layer_norm_eps: Double?
        var max_position_embeddings: Int
        var vocab_size: Int
        var type_vocab_size: Int?
        var hidden_act: String?
        var position_embedding_type: String?
    }

    private struct TokenizerFile: Decodable {
        var do_lower_case: Bool?
        var strip_accents: Bool?
        var tokenize_chinese_chars: Bool?
        var model_max_length: Double?
        var unk_token: String?
        var cls_token: String?
        var sep_token: String?
    }

    private struct SentenceFile: Decodable {
        var max_seq_length: Int?
    }

    private struct PoolingFile: Decodable {
        var pooling_mode_mean_tokens: Bool?
        var pooling_mode_cls_token: Bool?
        var pooling_mode_max_tokens: Bool?
    }

    /// Reads the configuration files in `directory`.
    ///
    /// - Throws: ``EmbedderFileError`` when `config.json` is missing, a file does not decode, or the model is not one
    ///   this encoder computes (an activation other than GELU, a pooling other than the mean, heads that do
    ///   not divide the hidden size).
    public init(directory: URL) throws {
        let modelURL = directory.appendingPathComponent("config.json")
        guard let model = try Self.decode(ModelFile.self, at: modelURL) else {
            throw EmbedderFileError.missingFile(path: modelURL.path, embedder: "minilm")
        }
        let tokenizer =
            try Self.decode(TokenizerFile.self, at: directory.appendingPathComponent("tokenizer_config.json"))
            ?? TokenizerFile()
        let sentence =
            try Self.decode(SentenceFile.self, at: directory.appendingPathComponent("sentence_bert_config.json"))
            ?? SentenceFile()
        let poolingURL = directory.appendingPathComponent("1_Pooling/config.json")
        if let pooling = try Self.decode(PoolingFile.self, at: poolingURL),
            pooling.pooling_mode_mean_tokens == false || pooling.pooling_mode_cls_token == true
                || pooling.pooling_mode_max_tokens == true
        {
            throw EmbedderFileError.malformed(path: poolingURL.path, problem: "only mean pooling is supported")
        }
        if let act = model.hidden_act, act != "gelu" {
            throw EmbedderFileError.malformed(
                path: modelURL.path, problem: "hidden_act \(act) is not supported (gelu is)")
        }
        if let kind = model.position_embedding_type, kind != "absolute" {
            throw EmbedderFileError.malformed(
                path: modelURL.path, problem: "position_embedding_type \(kind) is not supported")
        }
        guard model.num_attention_heads > 0, model.hidden_size % model.num_attention_heads == 0,
            model.num_hidden_layers > 0, model.intermediate_size > 0, model.max_position_embeddings >= 2
        else {
            throw EmbedderFileError.malformed(path: modelURL.path, problem: "inconsistent sizes")
        }
        shape = BertShape(
            hiddenSize: model.hidden_size, layers: model.num_hidden_layers, heads: model.num_attention_heads,
            intermediateSize: model.intermediate_size, layerNormEpsilon: Float(model.layer_norm_eps ?? 1e-12),
            maxPositions: model.max_position_embeddings)
        vocabularySize = model.vocab_size
        typeVocabularySize = model.type_vocab_size ?? 2
        // model_max_length is a huge sentinel (1e30) in some tokenizer configs; the position table bounds it.
        let tokenizerMax = tokenizer.model_max_length.map { Int(min($0, 1e9)) }
        maxSequenceLength = max(2, min(sentence.max_seq_length ?? tokenizerMax ?? 128, model.max_position_embeddings))
        lowercase = tokenizer.do_lower_case ?? true
        stripAccents = tokenizer.strip_accents
        splitChineseCharacters = tokenizer.tokenize_chinese_chars ?? true
        unknownToken = tokenizer.unk_token ?? "[UNK]"
        classifierToken = tokenizer.cls_token ?? "[CLS]"
        separatorToken = tokenizer.sep_token ?? "[SEP]"
    }

    /// The decoded file, or `nil` when there is none.
    private static func decode<T: Decodable>(_ type: T.Type, at url: URL) throws -> T? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw EmbedderFileError.malformed(path: url.path, problem: "does not decode: \(error)")
        }
    }
}
