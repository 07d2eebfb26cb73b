/// The fields of one protocol-buffer message, read in the order they are stored (the wire format, without a
/// schema): enough to read a SentencePiece model file, which is a serialized `ModelProto`.
///
/// Every length is checked against the message, so a truncated or foreign file is refused with a message that
/// names what was being read, never read out of bounds. Groups (wire types 3 and 4, long deprecated) are refused.
struct ProtobufReader {
    /// A field's value as the wire carries it; its meaning (signed, float, string, message) is the schema's.
    enum Value: Equatable {
        case varint(UInt64)
        case fixed64(UInt64)
        /// A length-delimited value: a string, bytes or a nested message, as a range of ``bytes``.
        case bytes(Range<Int>)
        case fixed32(UInt32)
    }

    private var reader: ByteReader
    /// What the message is, for errors ("the model", "piece 12").
    let what: String

    /// A reader over the message in `bytes`.
    init(_ bytes: UnsafeRawBufferPointer, path: String, what: String) {
        reader = ByteReader(bytes: bytes, path: path)
        self.what = what
    }

    /// The message's bytes; ``Value/bytes(_:)`` ranges index them.
    var bytes: UnsafeRawBufferPointer { reader.bytes }

    /// The message a ``Value/bytes(_:)`` field holds.
    func message(_ range: Range<Int>, what: String) -> ProtobufReader {
        ProtobufReader(UnsafeRawBufferPointer(rebasing: bytes[range]), path: reader.path, what: what)
    }

    /// The next field's number and value, or nil at the end of the message.
    ///
    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` when a tag, varint or length runs past the end, a
    ///   field number is 0, or the wire type is not 0, 1, 2 or 5.
    mutating func next() throws(EmbedderFileError) -> (field: Int, value: Value)? {
        guard reader.offset < reader.bytes.count else { return nil }
        let tag = try reader.varint("a field tag of \(what)")
        let field = tag >> 3
        guard field > 0, field <= 0x1FFF_FFFF else { throw reader.malformed("\(what) has a field numbered \(field)") }
        let value: Value
        switch tag & 7 {
        case 0: value = .varint(try reader.varint("field \(field) of \(what)"))
        case 1: value = .fixed64(try reader.integer(UInt64.self, "field \(field) of \(what)"))
        case 2:
            let length = try reader.varint("the length of field \(field) of \(what)")
            guard length <= UInt64(reader.bytes.count - reader.offset) else {
                throw reader.malformed("field \(field) of \(what) is \(length) bytes long, past the end of it")
            }
            value = .bytes(try reader.take(Int(length), "field \(field) of \(what)"))
        case 5: value = .fixed32(try reader.integer(UInt32.self, "field \(field) of \(what)"))
        case let wire: throw reader.malformed("field \(field) of \(what) has wire type \(wire), which is not read here")
        }
        return (Int(field), value)
    }

    /// The error for a field whose value does not fit the schema.
    func malformed(_ problem: String) -> EmbedderFileError { reader.malformed(problem) }
}
