import Foundation

/// A SentencePiece unigram model file (`.model`: a serialized `ModelProto`), read without the SentencePiece
/// library: its pieces and their scores, the ids of its unknown, begin and end tokens, and its normalizer
/// (the precompiled character map and the whitespace options).
///
/// The fields read, by number: `ModelProto` 1 (pieces), 2 (trainer spec), 3 (normalizer spec);
/// `SentencePiece` 1 (text), 2 (score, a float); `TrainerSpec` 3 (model type: unigram only), 40, 41, 42 (the
/// ids of `<unk>`, `<s>` and `</s>`, by default 0, 1 and 2); `NormalizerSpec` 2 (the precompiled charsmap),
/// 3 (add a dummy prefix), 4 (remove extra whitespaces), 5 (escape whitespaces: only the default, true). Any
/// other field is skipped, as protocol buffers intend.
public struct SentencePieceModelFile: Sendable {
    public let path: String
    /// Every piece's text (UTF-8) back to back; piece `i` is `text[offsets[i]..<offsets[i + 1]]`.
    let text: [UInt8]
    let offsets: [UInt32]
    public let scores: [Float]
    public let unknown: Int32
    /// `<s>`, put first in a sequence.
    public let begin: Int32
    /// `</s>`, put last in a sequence.
    public let end: Int32
    public let normalization: SentencePieceNormalization

    /// The number of pieces: token ids run from 0 to one less.
    public var count: Int { scores.count }

    /// Reads the model file at `url`.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` (naming `embedder`, the install script's name
    ///   for the model) when there is no file, ``EmbedderFileError/malformed(path:problem:)`` when it is not a
    ///   unigram model this reader understands.
    public init(url: URL, embedder: String) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw EmbedderFileError.missingFile(path: url.path, embedder: embedder)
        }
        let mapping = try MappedFile(path: url.path)
        try self.init(bytes: mapping.bytes, path: url.path)
    }

    /// Reads a model file's bytes; `path` names it in errors.
    public init(bytes: UnsafeRawBufferPointer, path: String) throws(EmbedderFileError) {
        self.path = path
        var model = ProtobufReader(bytes, path: path, what: "the model")
        var text: [UInt8] = []
        var offsets: [UInt32] = [0]
        var scores: [Float] = []
        var trainer: ProtobufReader?
        var normalizer: ProtobufReader?
        while let (field, value) = try model.next() {
            guard case .bytes(let range) = value, (1...3).contains(field) else { continue }
            switch field {
            case 1:
                // Named only when something is wrong: 128,000 pieces are read at each load.
                var piece = model.message(range, what: "a piece")
                var score: Float = 0
                var pieceText: Range<Int>?
                while let (field, value) = try piece.next() {
                    switch (field, value) {
                    case (1, .bytes(let range)): pieceText = range
                    case (2, .fixed32(let bits)): score = Float(bitPattern: bits)
                    default: continue
                    }
                }
                guard let pieceText, !pieceText.isEmpty else {
                    throw piece.malformed("piece \(scores.count) has no text")
                }
                guard score.isFinite else { throw piece.malformed("piece \(scores.count) has score \(score)") }
                text += piece.bytes[pieceText]
                guard text.count <= UInt32.max else { throw model.malformed("the pieces' text exceeds 4 GB") }
                offsets.append(UInt32(text.count))
                scores.append(score)
            case 2: trainer = model.message(range, what: "the trainer spec")
            default: normalizer = model.message(range, what: "the normalizer spec")
            }
        }
        guard !scores.isEmpty else { throw model.malformed("holds no pieces: not a SentencePiece model") }
        self.text = text
        self.offsets = offsets
        self.scores = scores

        var ids: [Int: Int32] = [40: 0, 41: 1, 42: 2]
        if var spec = trainer {
            while let (field, value) = try spec.next() {
                guard case .varint(let number) = value else { continue }
                if field == 3, number != 1 {
                    throw spec.malformed("model type \(number) is not a unigram model (1), the only type read here")
                }
                if ids[field] != nil { ids[field] = Int32(truncatingIfNeeded: number) }
            }
        }
        for (field, name) in [(40, "<unk>"), (41, "<s>"), (42, "</s>")] {
            let id = ids[field]!
            guard id >= 0, id < scores.count else {
                throw model.malformed("the id of \(name) is \(id), not one of its \(scores.count) pieces")
            }
        }
        unknown = ids[40]!
        begin = ids[41]!
        end = ids[42]!

        var charsMap: PrecompiledCharsMap?
        var flags: [Int: Bool] = [3: true, 4: true, 5: true]
        if var spec = normalizer {
            while let (field, value) = try spec.next() {
                switch (field, value) {
                case (2, .bytes(let range)) where !range.isEmpty:
                    charsMap = try PrecompiledCharsMap(blob: Array(spec.bytes[range]), path: path)
                case (3...5, .varint(let flag)): flags[field] = flag != 0
                default: continue
                }
            }
        }
        guard flags[5]! else { throw model.malformed("keeps spaces unescaped, which is not read here") }
        normalization = .sentencePiece(
            charsMap, addDummyPrefix: flags[3]!, removeExtraWhitespaces: flags[4]!)
    }

    /// A tokenizer over the file's pieces and normalizer.
    ///
    /// - Parameters:
    ///   - matchesUnknownText: whether `<unk>` written in a text is matched as a piece (see
    ///     ``SentencePieceTokenizer``).
    ///   - sumsInDouble: whether split scores are summed in double precision.
    public func tokenizer(matchesUnknownText: Bool, sumsInDouble: Bool) -> SentencePieceTokenizer {
        SentencePieceTokenizer(
            text: text, offsets: offsets, scores: scores, unknown: unknown, normalization: normalization,
            matchesUnknownText: matchesUnknownText, sumsInDouble: sumsInDouble)
    }
}
