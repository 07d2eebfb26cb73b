/// Parses a Server-Sent Events byte stream into events (WHATWG HTML, "Parsing an event stream").
///
/// A value-type state machine with no I/O: feed it bytes as they arrive, in chunks of any size, and it returns
/// the events those bytes completed. Splitting the input differently never changes the events.
///
/// - Lines end in CRLF, LF or CR; a CR at the end of one chunk and an LF at the start of the next are one line end.
/// - A UTF-8 byte order mark at the very start of the stream is skipped; invalid UTF-8 becomes U+FFFD.
/// - `data:` lines accumulate, joined with "\n"; an empty line dispatches the event, unless its data is empty.
/// - `event:` sets the event's type, `id:` the last event ID (kept for later events, ignored if it holds a NUL),
///   `retry:` (ASCII digits only) sets ``retry``; lines starting with `:` are comments; other fields are ignored.
/// - Memory is bounded: a line longer than `maxLineBytes`, or an event whose data grows past four times that,
///   throws ``Overflow``, and so does every later call to ``feed(_:)``.
public struct SSEParser: Sendable {
    /// Thrown when a line or an event's data passes its bound; the stream cannot be parsed further.
    public struct Overflow: Error, Sendable, Equatable, CustomStringConvertible {
        public enum Kind: String, Sendable, Equatable {
            /// One line was longer than `maxLineBytes`.
            case line
            /// One event's data was longer than four times `maxLineBytes`.
            case event
        }

        public var kind: Kind
        /// The bound that was passed, in bytes.
        public var limit: Int

        public var description: String {
            "server-sent event \(kind.rawValue) longer than \(limit) bytes"
        }
    }

    /// The bound on one line, in bytes, line terminator excluded.
    public let maxLineBytes: Int
    /// The bound on one event's data, in bytes: four lines' worth.
    public var maxEventBytes: Int { maxLineBytes > Int.max / 4 ? Int.max : maxLineBytes * 4 }
    /// The last `retry:` value, in milliseconds (the server's advice for reconnecting), or `nil` if none came.
    public private(set) var retry: Int?

    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var eventType: [UInt8] = []
    private var lastEventID: String = ""
    /// A CR ended the previous line: an LF right after it belongs to the same line end.
    private var afterCR = false
    /// How many bytes of a leading BOM have been seen while still at the start of the stream; `nil` once past it.
    private var bomBytesSeen: Int? = 0
    private var overflow: Overflow?

    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let lf: UInt8 = 0x0A
    private static let cr: UInt8 = 0x0D
    private static let colon: UInt8 = 0x3A
    private static let space: UInt8 = 0x20

    /// - Parameter maxLineBytes: the longest line accepted, in bytes (default 1 MiB); must be positive.
    public init(maxLineBytes: Int = 1 << 20) {
        precondition(maxLineBytes > 0, "maxLineBytes must be positive")
        self.maxLineBytes = maxLineBytes
    }

    /// Consumes the next bytes of the stream and returns the events they completed, in order.
    ///
    /// - Throws: ``Overflow`` when a line or an event passes its bound. Events completed earlier in the same
    ///   chunk are lost with it: the stream is broken, and a caller abandons it.
    public mutating func feed<S: Sequence>(_ bytes: S) throws(SSEParser.Overflow) -> [SSEEvent]
    where S.Element == UInt8 {
        if let overflow { throw overflow }
        var events: [SSEEvent] = []
        for byte in bytes {
            if let seen = bomBytesSeen {
                if byte == Self.bom[seen] {
                    bomBytesSeen = seen + 1 == Self.bom.count ? nil : seen + 1
                    continue
                }
                // Not a BOM after all: the bytes held back are ordinary text.
                bomBytesSeen = nil
                for held in Self.bom[..<seen] { try consume(held, into: &events) }
            }
            try consume(byte, into: &events)
        }
        return events
    }

    /// Ends the stream and resets the parser.
    ///
    /// Per the spec, an event not yet dispatched by an empty line is discarded, even when its last line was
    /// complete: a stream cut off mid-event must not pass for a whole one. So this returns no events; it exists
    /// so that callers need not know that, and to make the parser reusable.
    public mutating func finish() -> [SSEEvent] {
        self = SSEParser(maxLineBytes: maxLineBytes)
        return []
    }

    private mutating func consume(_ byte: UInt8, into events: inout [SSEEvent]) throws(Overflow) {
        switch byte {
        case Self.lf:
            if afterCR {
                afterCR = false
            } else {
                try endLine(into: &events)
            }
        case Self.cr:
            try endLine(into: &events)
            afterCR = true
        default:
            afterCR = false
            guard line.count < maxLineBytes else { throw fail(.line, limit: maxLineBytes) }
            line.append(byte)
        }
    }

    private mutating func fail(_ kind: Overflow.Kind, limit: Int) -> Overflow {
        let error = Overflow(kind: kind, limit: limit)
        // Drop what was buffered: a broken stream should not keep its memory.
        self = SSEParser(maxLineBytes: maxLineBytes)
        overflow = error
        return error
    }

    private mutating func endLine(into events: inout [SSEEvent]) throws(Overflow) {
        defer { line.removeAll(keepingCapacity: line.count <= 4096) }
        guard let first = line.first else {
            if let event = dispatch() { events.append(event) }
            return
        }
        if first == Self.colon { return }
        let colon = line.firstIndex(of: Self.colon) ?? line.endIndex
        let name = line[..<colon]
        var valueStart = colon == line.endIndex ? colon : colon + 1
        if valueStart < line.endIndex, line[valueStart] == Self.space { valueStart += 1 }
        let value = line[valueStart...]

        if name.elementsEqual("data".utf8) {
            guard data.count + value.count + 1 <= maxEventBytes else { throw fail(.event, limit: maxEventBytes) }
            data.append(contentsOf: value)
            data.append(Self.lf)
        } else if name.elementsEqual("event".utf8) {
            eventType = Array(value)
        } else if name.elementsEqual("id".utf8) {
            if !value.contains(0) { lastEventID = String(decoding: value, as: UTF8.self) }
        } else if name.elementsEqual("retry".utf8) {
            if !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }),
                let milliseconds = Int(String(decoding: value, as: UTF8.self))
            {
                retry = milliseconds
            }
        }
    }

    private mutating func dispatch() -> SSEEvent? {
        defer {
            data.removeAll(keepingCapacity: data.count <= 4096)
            eventType.removeAll()
        }
        guard !data.isEmpty else { return nil }
        let text = String(decoding: data.dropLast(), as: UTF8.self)
        return SSEEvent(
            event: eventType.isEmpty ? nil : String(decoding: eventType, as: UTF8.self),
            data: text,
            id: lastEventID.isEmpty ? nil : lastEventID
        )
    }
}
