/// Bounds-checked little-endian reads through a model file's bytes, each naming what it reads, so that a truncated
/// or foreign file is refused with a message that says where, never read out of bounds.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    let path: String
    var offset = 0

    init(bytes: UnsafeRawBufferPointer, path: String) {
        self.bytes = bytes
        self.path = path
    }

    func malformed(_ problem: String) -> EmbedderFileError { .malformed(path: path, problem: problem) }

    /// The next `count` bytes' range, or an error when the file ends inside them.
    mutating func take(_ count: Int, _ what: @autoclosure () -> String) throws(EmbedderFileError) -> Range<Int> {
        guard count >= 0, count <= bytes.count - offset else {
            throw malformed("ends inside \(what()) (at byte \(offset) of \(bytes.count))")
        }
        defer { offset += count }
        return offset..<(offset + count)
    }

    mutating func integer<T: FixedWidthInteger>(_: T.Type, _ what: @autoclosure () -> String) throws(EmbedderFileError)
        -> T
    {
        let range = try take(MemoryLayout<T>.size, what())
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: range.lowerBound, as: T.self))
    }

    /// An i32 that must lie in `bounds`.
    mutating func count(_ what: @autoclosure () -> String, in bounds: ClosedRange<Int>) throws(EmbedderFileError) -> Int
    {
        let value = Int(try integer(Int32.self, what()))
        guard bounds.contains(value) else {
            throw malformed("\(what()) is \(value), outside \(bounds.lowerBound)...\(bounds.upperBound)")
        }
        return value
    }

    mutating func float(_ what: @autoclosure () -> String) throws(EmbedderFileError) -> Float {
        Float(bitPattern: try integer(UInt32.self, what()))
    }

    /// A protocol-buffer varint: seven bits a byte, least significant first, at most ten bytes.
    mutating func varint(_ what: @autoclosure () -> String) throws(EmbedderFileError) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 64, by: 7) {
            let byte = bytes[try take(1, what()).lowerBound]
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
        }
        throw malformed("\(what()) is a varint of more than ten bytes (at byte \(offset))")
    }
}
