import Foundation
import Testing

@testable import QuotePoolEncoders

/// The e5 embedder's parts that need no installed model: the SentencePiece tokenizer on tiny vocabularies, and
/// the model-file reader and embedder on a small file written here.
@Suite struct SentencePieceTokenizerTests {
    /// Piece 0 is the unknown token; "▁é" is precomposed.
    let tokenizer = SentencePieceTokenizer(
        pieces: ["<unk>", "▁", "▁a", "b", "▁ab", "a", "▁abc", "c", "▁x", "x", "y", "e", "▁é", "f", "i"],
        scores: [0, -1, -2, -2, -3, -1.5, -10, -1, -2, -1, -1, -1, -1, -1, -1], unknown: 0,
        normalization: ["\t": [" "], "\n": [" "], "\u{200B}": [], "ﬁ": ["f", "i"], "Ａ": ["a"]])

    func normalized(_ text: String) -> String { String(String.UnicodeScalarView(tokenizer.normalized(text))) }

    @Test func marksWordStartsAndCollapsesRunsOfSpaces() {
        #expect(normalized("ab c") == "▁ab▁c")
        #expect(normalized("ab   c") == "▁ab▁c")
        #expect(normalized(" ab") == "▁ab")
        #expect(normalized("ab ") == "▁ab▁")
        #expect(normalized("") == "▁")
        #expect(normalized("   ") == "▁")
    }

    @Test func appliesTheNormalizationMapBeforeCollapsingSpaces() {
        #expect(normalized("a \t\n b") == "▁a▁b")
        #expect(normalized("a\u{200B}b") == "▁ab")
        #expect(normalized("ﬁＡ") == "▁fia")
        #expect(normalized("\u{200B}") == "▁")
        #expect(normalized("\tb") == "▁b")
        // A `▁` in the input is a character, not a space: it neither collapses nor stands for the leading mark.
        #expect(normalized("a▁ b") == "▁a▁▁b")
        #expect(normalized("▁a") == "▁▁a")
    }

    @Test func choosesTheSplitWithTheHighestTotalScore() {
        #expect(tokenizer.pieces("ab") == ["▁ab"])  // -3 beats ▁a + b (-4) and ▁ + a + b (-4.5)
        #expect(tokenizer.pieces("abc") == ["▁ab", "c"])  // -4 beats ▁abc (-10)
        #expect(tokenizer.pieces("ab ab") == ["▁ab", "▁ab"])
        #expect(tokenizer.pieceIDs("ab") == [4])
    }

    @Test func breaksTiesTowardsTheSplitFoundFirst() {
        // ▁x + y and ▁ + x + y both score -3: the piece ending at "x" from the start is found first and kept.
        #expect(tokenizer.pieces("xy") == ["▁x", "y"])
    }

    @Test func makesEachUncoveredScalarAnUnknownTokenOfItsOwn() {
        #expect(tokenizer.pieceIDs("zz") == [1, 0, 0])
        #expect(tokenizer.pieceIDs("a🌅b") == [2, 0, 3])
        // The unknown token's own text is never matched as a piece.
        #expect(tokenizer.pieceIDs("<unk>") == [1, 0, 0, 0, 0, 0])
    }

    @Test func matchesPiecesByTheirBytesNotByCanonicalEquivalence() {
        #expect(tokenizer.pieces("\u{E9}") == ["▁é"])
        #expect(tokenizer.pieceIDs("e\u{301}") == [1, 11, 0])
    }
}

/// A small e5 model file: hidden size 32, two heads, one layer, 16 positions, the pieces of
/// ``SentencePieceTokenizerTests`` plus `<s>`, `</s>` and `<pad>`, deterministic weights.
struct TinyE5File {
    static let hidden = 32
    static let intermediate = 64
    static let positions = 16
    static let pieces = ["<s>", "<pad>", "</s>", "<unk>", "▁", "▁a", "b", "▁ab", "a", "c", "▁query", ":"]

    var version: UInt32 = 1
    var magic = "E5S1"
    /// Tensors left out of the directory.
    var omitting: Set<String> = []
    /// Bytes cut off the end.
    var truncatedBy = 0

    func tensors() -> [(name: String, dtype: UInt8, count: Int)] {
        let h = Self.hidden
        let ff = Self.intermediate
        var list: [(String, UInt8, Int)] = [
            ("emb.word", 1, Self.pieces.count * h), ("emb.pos", 0, Self.positions * h), ("emb.type", 0, 2 * h),
            ("emb.ln.w", 0, h), ("emb.ln.b", 0, h),
        ]
        for part in ["q", "k", "v", "ao"] { list += [("l0.\(part).w", 1, h * h), ("l0.\(part).b", 0, h)] }
        list += [("l0.aln.w", 0, h), ("l0.aln.b", 0, h), ("l0.fi.w", 1, ff * h), ("l0.fi.b", 0, ff)]
        list += [("l0.fo.w", 1, h * ff), ("l0.fo.b", 0, h), ("l0.oln.w", 0, h), ("l0.oln.b", 0, h)]
        return list.filter { !omitting.contains($0.0) }
    }

    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        func put<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        func put(_ value: Float) { put(value.bitPattern) }
        out += Array(magic.utf8)
        put(version)
        for value in [Self.hidden, 1, 2, Self.intermediate, Self.pieces.count, Self.positions, 2] { put(Int32(value)) }
        put(Float(1e-12))
        put(Int32(32))
        put(Int32(Self.pieces.count))
        for id in [0, 2, 1, 3] { put(Int32(id)) }
        let text = Self.pieces.flatMap { Array($0.utf8) }
        put(UInt64(text.count))
        var offset: UInt32 = 0
        put(offset)
        for piece in Self.pieces {
            offset += UInt32(piece.utf8.count)
            put(offset)
        }
        for (i, _) in Self.pieces.enumerated() { put(i < 4 ? Float(0) : -Float(i)) }
        out += text
        // Normalization: tab → space, zero-width space dropped.
        put(Int32(2))
        put(UInt32(4 + 1 + 4 + 4 + 1))
        put(UInt32(9))
        put(UInt8(1))
        put(UInt32(32))
        put(UInt32(0x200B))
        put(UInt8(0))
        let list = tensors()
        put(Int32(list.count))
        let directorySize = list.reduce(0) { $0 + 2 + $1.name.utf8.count + 1 + 4 + 8 + 8 }
        var dataStart = out.count + directorySize
        var data: [UInt8] = []
        var state: UInt64 = 7
        for tensor in list {
            put(UInt16(tensor.name.utf8.count))
            out += Array(tensor.name.utf8)
            put(tensor.dtype)
            put(UInt32(tensor.count))
            put(UInt64(dataStart))
            let length = tensor.dtype == 0 ? 4 * tensor.count : tensor.count / 32 * 18
            put(UInt64(length))
            dataStart += length
            for i in 0..<(tensor.dtype == 0 ? tensor.count : tensor.count / 32) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                if tensor.dtype == 0 {
                    // Norm scales near 1, everything else small.
                    let small = Float(Int64(bitPattern: state) >> 40) / Float(1 << 26)
                    let value = tensor.name.hasSuffix("ln.w") ? 1 + small : small
                    withUnsafeBytes(of: value.bitPattern.littleEndian) { data += $0 }
                } else {
                    withUnsafeBytes(of: UInt16(0x2400 + i % 64).littleEndian) { data += $0 }
                    data += (0..<16).map { UInt8(truncatingIfNeeded: state >> (8 + 2 * UInt64($0))) }
                }
            }
        }
        out += data
        return Array(out.dropLast(truncatedBy))
    }

    /// A new directory holding the file.
    func write() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qp-e5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(bytes()).write(to: dir.appendingPathComponent(E5Embedder.fileName))
        return dir
    }
}

@Suite struct E5ModelFileTests {
    @Test func readsTheHeaderTokenizerAndTensorsOfAWellFormedFile() throws {
        let dir = try TinyE5File().write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try E5ModelFile(url: dir.appendingPathComponent(E5Embedder.fileName))
        #expect(
            file.shape
                == BertShape(
                    hiddenSize: 32, layers: 1, heads: 2, intermediateSize: 64, layerNormEpsilon: 1e-12, maxPositions: 16
                )
        )
        #expect(file.vocabularySize == 12 && file.typeVocabularySize == 2)
        #expect(file.specialTokens == .init(classifier: 0, separator: 2, padding: 1, unknown: 3))
        #expect(file.tokenizer.pieces("ab\tc") == ["▁ab", "▁", "c"])
        #expect(file.tensors["l0.fi.w"]?.dtype == .q4 && file.tensors["l0.fi.w"]?.count == 64 * 32)
        #expect(try file.floats("emb.ln.b", count: 32).count == 32)
        #expect(throws: EmbedderFileError.self) { try file.floats("emb.ln.b", count: 31) }
        #expect(throws: EmbedderFileError.self) { try file.tensor("l0.q.w", .f32, count: 32 * 32) }
    }

    @Test func embedsWithATinyModelAndCombinesWindowsOfALongText() throws {
        let dir = try TinyE5File().write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let embedder = try E5Embedder(directory: dir)
        #expect(embedder.id == "e5-small-q4-32" && embedder.dimension == 32)
        #expect(embedder.tokenIDs("ab") == [0, 10, 11, 7, 2])
        #expect(embedder.tokenIDs("ab\0c") == embedder.tokenIDs("ab"))
        let vectors = embedder.embedBlocking(["ab", "ab ab", ""])
        for vector in vectors {
            #expect(vector.allSatisfy { $0.isFinite })
            #expect(abs(vector.reduce(0) { $0 + $1 * $1 } - 1) < 1e-5)
        }
        #expect(embedder.embedBlocking(["ab ab"])[0] == vectors[1])

        // 16 positions: windows of 14 pieces. 20 pieces make a window of 14 and one of 6, averaged by pieces.
        let long = Array(repeating: "ab", count: 18).joined(separator: " ")
        let pieces = embedder.pieceIDs(long)
        #expect(pieces.count == 20)
        let windows = [Array(pieces[0..<14]), Array(pieces[14...])].map { [Int32(0)] + $0 + [2] }
        let means = embedder.encoder.meanPooled(windows)
        let expected = EncoderKernels.normalized((0..<32).map { 14 * means[0][$0] + 6 * means[1][$0] })
        let got = embedder.embedBlocking([long])[0]
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func namesTheFileAndTheProblemWhenItIsDamaged() throws {
        let cases: [(TinyE5File, String)] = [
            (TinyE5File(magic: "GGUF"), "not an E5S1 model file"),
            (TinyE5File(version: 2), "format version 2 is not supported"),
            (TinyE5File(truncatedBy: 10), "runs past the end of the file"),
            (TinyE5File(omitting: ["l0.fo.w"]), "no tensor l0.fo.w"),
        ]
        for (file, problem) in cases {
            let dir = try file.write()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent(E5Embedder.fileName).path
            do {
                _ = try E5Embedder(directory: dir)
                Issue.record("\(problem): loaded")
            } catch let error as EmbedderFileError {
                guard case .malformed(let at, let message) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(at == path)
                #expect(message.contains(problem), "\(message)")
            }
        }
    }

    @Test func refusesAFileCutAnywhereWithoutReadingPastItsEnd() throws {
        let whole = TinyE5File().bytes()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qp-e5-cut-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(E5Embedder.fileName)
        // Every cut inside the header, the tokenizer and the directory (about 1,100 bytes), and every 61st byte
        // of the tensor data.
        #expect(whole.count > 8000)
        for cut in Array(0..<1500) + Array(stride(from: 1500, to: whole.count, by: 61)) + [whole.count - 1] {
            try Data(whole[0..<cut]).write(to: url)
            #expect(throws: EmbedderFileError.self, "cut at \(cut)") { try E5Embedder(directory: dir) }
        }
    }

    @Test func aDirectoryWithoutTheFileThrowsMissingFileNamingTheInstaller() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qp-no-e5-\(UUID().uuidString)")
        let path = empty.appendingPathComponent("e5-small-q4.bin").path
        #expect(throws: EmbedderFileError.missingFile(path: path, embedder: "e5")) { try E5Embedder(directory: empty) }
        #expect("\(EmbedderFileError.missingFile(path: path, embedder: "e5"))".contains("install-embedder.sh e5"))
        #expect(
            E5Embedder.defaultDirectory(environment: ["QUOTEPOOL_DATA_DIR": "/srv/qp", "HOME": "/home/x"]).path
                == "/srv/qp/e5")
        #expect(
            E5Embedder.defaultDirectory(environment: ["HOME": "/home/x"]).path == "/home/x/.local/share/quotepool/e5")
    }
}
