import Foundation
import Testing

@testable import QuotePoolEncoders

/// The MiniLM embedder's parts that need no model files: the safetensors reader, the BERT tokenizer and the
/// numeric kernels (against plain loops).
@Suite struct SafeTensorsTests {
    /// A safetensors file with the given header entries and data bytes.
    static func file(header: String, data: [UInt8]) throws -> URL {
        var bytes: [UInt8] = []
        let json = Array(header.utf8)
        withUnsafeBytes(of: UInt64(json.count).littleEndian) { bytes += $0 }
        bytes += json + data
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qp-\(UUID().uuidString).safetensors")
        try Data(bytes).write(to: url)
        return url
    }

    static func littleEndian<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
        values.flatMap { v in withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    }

    @Test func readsF32F16AndBF16TensorsAsFloats() throws {
        let f32 = Self.littleEndian([Float(1.5), -2, 0.25, 1e-3].map(\.bitPattern))
        // 1.0, -2.5, 65504 (largest half), 2^-24 (smallest subnormal half)
        let f16 = Self.littleEndian([UInt16(0x3C00), 0xC100, 0x7BFF, 0x0001])
        let bf16 = Self.littleEndian([Float(3.0), -0.5].map { UInt16($0.bitPattern >> 16) })
        let header = [
            #""__metadata__":{"format":"pt"}"#,
            #""a":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}"#,
            #""h":{"dtype":"F16","shape":[4],"data_offsets":[16,24]}"#,
            #""b":{"dtype":"BF16","shape":[2],"data_offsets":[24,28]}"#,
            #""ids":{"dtype":"I64","shape":[1],"data_offsets":[28,36]}"#,
        ].joined(separator: ",")
        let url = try Self.file(header: "{\(header)}", data: f32 + f16 + bf16 + Self.littleEndian([Int64(7)]))
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try SafeTensors(url: url)
        #expect(try file.floats("a", shape: [2, 2]) == [1.5, -2, 0.25, 1e-3])
        #expect(try file.floats("h") == [1, -2.5, 65504, 0x1p-24])
        #expect(try file.floats("b") == [3, -0.5])
        #expect(file.tensors["ids"]?.dtype == .i64)
        #expect(throws: EmbedderFileError.self) { try file.floats("ids") }
        #expect(throws: EmbedderFileError.self) { try file.floats("a", shape: [4]) }
        #expect(throws: EmbedderFileError.self) { try file.floats("missing") }
    }

    @Test func refusesHeadersThatDoNotFitTheFile() throws {
        let tooLong = try Self.file(header: #"{"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}}"#, data: [0, 0])
        let wrongSize = try Self.file(header: #"{"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}}"#, data: [0, 0])
        let notJSON = try Self.file(header: "not json", data: [])
        defer { for url in [tooLong, wrongSize, notJSON] { try? FileManager.default.removeItem(at: url) } }
        for url in [tooLong, wrongSize, notJSON] {
            #expect(throws: EmbedderFileError.self) { try SafeTensors(url: url) }
        }
        let missing = URL(fileURLWithPath: "/nonexistent/model.safetensors")
        #expect(throws: EmbedderFileError.missingFile(path: missing.path, embedder: "minilm")) {
            try SafeTensors(url: missing)
        }
    }

    @Test func aDirectoryWithoutTheModelThrowsMissingFile() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qp-no-model-\(UUID().uuidString)")
        #expect(
            throws: EmbedderFileError.missingFile(
                path: empty.appendingPathComponent("config.json").path, embedder: "minilm")
        ) {
            try MiniLMEmbedder(directory: empty)
        }
        #expect(
            MiniLMEmbedder.defaultDirectory(environment: ["QUOTEPOOL_DATA_DIR": "/srv/qp", "HOME": "/home/x"]).path
                == "/srv/qp/minilm")
        #expect(
            MiniLMEmbedder.defaultDirectory(environment: ["HOME": "/home/x"]).path
                == "/home/x/.local/share/quotepool/minilm")
    }
}

@Suite struct BertTokenizerTests {
    let pre = BertPreTokenizer()

    func words(_ text: String) -> [String] { pre.words(text).map { String(String.UnicodeScalarView($0)) } }

    @Test func lowerCasesStripsAccentsAndSplitsPunctuation() {
        #expect(words("Ça VA, Ångström?") == ["ca", "va", ",", "angstrom", "?"])
        #expect(words("don't $5+x") == ["don", "'", "t", "$", "5", "+", "x"])
        #expect(words("«Hola» — ¿qué?") == ["«", "hola", "»", "—", "¿", "que", "?"])
    }

    @Test func splitsIdeographsButNotKana() {
        #expect(words("学而时习之") == ["学", "而", "时", "习", "之"])
        #expect(words("カフェの窓") == ["カフェの", "窓"])
    }

    @Test func dropsControlCharactersAndTreatsUnicodeSpacesAsSpaces() {
        #expect(words("zero\u{200B}width\tand\u{00A0}no\u{3000}break\u{0007}") == ["zerowidth", "and", "no", "break"])
        // A vertical tab is a control character before it is whitespace: dropped, so the words join.
        #expect(words("a\u{000B}b") == ["ab"])
    }

    @Test func keepsAccentsAndCaseWhenTheConfigSaysSo() {
        let cased = BertPreTokenizer(lowercase: false)
        #expect(cased.words("Écoute").map { String(String.UnicodeScalarView($0)) } == ["Écoute"])
        let accents = BertPreTokenizer(lowercase: true, stripAccents: false)
        #expect(accents.words("Écoute").first?.map(\.value) == [0xE9, 0x63, 0x6F, 0x75, 0x74, 0x65])
    }

    static let vocabulary: [[UInt8]: Int32] = Dictionary(
        uniqueKeysWithValues: ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "un", "##aff", "##able", "aff", "able", "the", "."]
            .enumerated().map { (Array($1.utf8), Int32($0)) })

    @Test func splitsWordsIntoTheLongestPiecesAndWrapsThemInClassifierAndSeparator() throws {
        let tokenizer = try #require(WordPieceTokenizer(vocabulary: Self.vocabulary, preTokenizer: pre, maxLength: 16))
        #expect(tokenizer.encode("The unaffable.") == [2, 9, 4, 5, 6, 10, 3])
        #expect(tokenizer.pieces("unaffable") == ["un", "##aff", "##able"])
        // One piece missing makes the whole word unknown.
        #expect(tokenizer.encode("unaffablex the") == [2, 1, 9, 3])
        #expect(tokenizer.encode("") == [2, 3])
    }

    @Test func truncatesToTheMaximumLengthIncludingSpecialTokens() throws {
        let tokenizer = try #require(WordPieceTokenizer(vocabulary: Self.vocabulary, preTokenizer: pre, maxLength: 4))
        #expect(tokenizer.encode("the unaffable") == [2, 9, 4, 3])
        #expect(WordPieceTokenizer(vocabulary: [:], preTokenizer: pre, maxLength: 4) == nil)
    }

    @Test func readsVocabularyLinesAsIdsIncludingCarriageReturnLineEnds() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("qp-vocab-\(UUID().uuidString).txt")
        try Data("[PAD]\r\n[UNK]\n오\n##s\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let vocabulary = try WordPieceTokenizer.readVocabulary(url)
        #expect(vocabulary[Array("[UNK]".utf8)] == 1)
        #expect(vocabulary[Array("[PAD]".utf8)] == 0)
        // Byte keys: the decomposed form of a precomposed entry is a different token.
        #expect(vocabulary[Array("오".utf8)] == 2)
        #expect(vocabulary[Array("오".decomposedStringWithCanonicalMapping.utf8)] == nil)
    }
}

@Suite struct MiniLMKernelTests {
    /// Deterministic values in [-1, 1).
    static func values(_ count: Int, seed: UInt64) -> [Float] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(Int64(bitPattern: state) >> 40) / Float(1 << 23)
        }
    }

    static func gelu(_ x: Float) -> Float { Float(0.5 * Double(x) * (1 + erf(Double(x) / 2.0.squareRoot()))) }

    @Test(arguments: [1, 5, 6, 7, 13, 64, 65, 130])
    func packedProductMatchesPlainLoopsForAnyRowCount(rows: Int) {
        let inputs = 40
        let outputs = 48
        let weight = Self.values(outputs * inputs, seed: 1)
        let bias = Self.values(outputs, seed: 2)
        let x = Self.values(rows * inputs, seed: UInt64(rows))
        for gelu in [false, true] {
            let layer = PackedLinear(weight: weight, bias: bias, inputs: inputs, outputs: outputs, gelu: gelu)
            var y = [Float](repeating: .nan, count: rows * outputs)
            x.withUnsafeBufferPointer { x in
                y.withUnsafeMutableBufferPointer { layer.apply(x.baseAddress!, rows: rows, into: $0.baseAddress!) }
            }
            var worst: Float = 0
            for r in 0..<rows {
                for o in 0..<outputs {
                    var sum = Double(bias[o])
                    for k in 0..<inputs { sum += Double(x[r * inputs + k]) * Double(weight[o * inputs + k]) }
                    let expected = gelu ? Self.gelu(Float(sum)) : Float(sum)
                    worst = max(worst, abs(y[r * outputs + o] - expected))
                }
            }
            #expect(worst < 1e-4, "rows \(rows), gelu \(gelu): max error \(worst)")
        }
    }

    @Test func geluFollowsTheErfFormWithin1e5() {
        var values = (-4000...4000).map { Float($0) / 500 } + [-30, 30, 0]
        let expected = values.map(Self.gelu)
        values.withUnsafeMutableBufferPointer { EncoderKernels.gelu($0.baseAddress!, count: $0.count) }
        let worst = zip(values, expected).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-5)
    }

    /// Lengths below, at and past the eight softmax values computed at once; head sizes the AVX2 path takes (8,
    /// 32) and one it leaves to the portable path (12).
    @Test(arguments: [(5, 8), (8, 8), (13, 32), (40, 32), (9, 12)])
    func attentionIsSoftmaxWeightedValuesOfOneHead(length: Int, headSize: Int) {
        let hidden = 2 * headSize
        // Scaled up so that the softmax weights spread from near 0 to near 1.
        let qkv = Self.values(length * 3 * hidden, seed: 9).map { $0 * 3 }
        var context = [Float](repeating: .nan, count: length * hidden)
        var scratch = [Float](
            repeating: .nan, count: EncoderKernels.attentionScratch(length: length, headSize: headSize))
        for head in 0..<2 {
            context.withUnsafeMutableBufferPointer { context in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    EncoderKernels.attention(
                        qkv, length: length, hidden: hidden, head: head, headSize: headSize,
                        into: context.baseAddress!, scratch: scratch.baseAddress!)
                }
            }
        }
        for i in 0..<length {
            for head in 0..<2 {
                let q = (0..<headSize).map { Double(qkv[i * 3 * hidden + head * headSize + $0]) }
                let scores = (0..<length).map { j in
                    (0..<headSize).reduce(0.0) {
                        $0 + q[$1] * Double(qkv[j * 3 * hidden + hidden + head * headSize + $1])
                    }
                        / Double(headSize).squareRoot()
                }
                let weights = scores.map { exp($0 - scores.max()!) }
                let total = weights.reduce(0, +)
                for t in 0..<headSize {
                    let expected = (0..<length).reduce(0.0) {
                        $0 + weights[$1] / total * Double(qkv[$1 * 3 * hidden + 2 * hidden + head * headSize + t])
                    }
                    #expect(abs(Double(context[i * hidden + head * headSize + t]) - expected) < 1e-5)
                }
            }
        }
    }

    @Test func layerNormCentersScalesAndShifts() {
        var row = Self.values(24, seed: 4)
        let delta = Self.values(24, seed: 5)
        let gamma = Self.values(24, seed: 6)
        let beta = Self.values(24, seed: 7)
        let summed = zip(row, delta).map { Double($0) + Double($1) }
        let mean = summed.reduce(0, +) / 24
        let variance = summed.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 24
        row.withUnsafeMutableBufferPointer {
            EncoderKernels.addLayerNorm(
                $0.baseAddress!, adding: delta, gamma: gamma, beta: beta, count: 24, epsilon: 1e-12)
        }
        for i in 0..<24 {
            let expected = (summed[i] - mean) / variance.squareRoot() * Double(gamma[i]) + Double(beta[i])
            #expect(abs(Double(row[i]) - expected) < 1e-5)
        }
    }
}
