import Foundation

/// An HTTP/1.1 response parser as a value type: feed it bytes as they arrive, in pieces of any size, and it
/// reports the head once, then the body's bytes (with `Content-Length`, chunked transfer coding, or up to the
/// connection's end), then the end of the message.
///
/// Interim `1xx` responses are skipped. The head is limited to ``maxHeadBytes``; a malformed status line, header,
/// chunk size or a head past the limit throws ``Malformed``.
///
/// `package` (not `public`) so that the fuzzer (`quotepool-fuzz http-response`) can drive it; nothing outside this
/// package sees it.
package struct HTTPResponseParser {
    package struct Malformed: Error, Equatable {
        package var reason: String
    }

    package enum Event: Equatable {
        case head(status: Int, headers: [String: String])
        case body(Data)
        /// The message is complete; `reusable` tells whether the connection may carry another request.
        case end(reusable: Bool)
    }

    static let maxHeadBytes = 64 * 1024

    private enum Body {
        case length(Int)
        case chunked
        case untilClose
    }

    private enum ChunkState {
        case size
        case data(Int)
        case dataEnd
        case trailers
    }

    private enum State {
        case head
        case body(Body)
        case chunk(ChunkState)
        case done
    }

    /// True for a response to `HEAD`: it has a head and no body, whatever its headers say.
    private let noBody: Bool
    private var state = State.head
    private var buffer: [UInt8] = []
    private var keepAlive = true

    package init(requestMethod: String = "GET") {
        noBody = requestMethod.uppercased() == "HEAD"
    }

    /// True once the message is complete.
    var isComplete: Bool {
        if case .done = state { return true }
        return false
    }

    /// True while no head has been parsed yet.
    var awaitingHead: Bool {
        if case .head = state { return true }
        return false
    }

    /// Parses the next piece of the response.
    package mutating func feed(_ bytes: some Collection<UInt8>) throws(Malformed) -> [Event] {
        var events: [Event] = []
        buffer.append(contentsOf: bytes)
        var offset = 0
        defer { buffer.removeFirst(min(offset, buffer.count)) }
        while offset < buffer.count {
            switch state {
            case .done:
                // Bytes after a complete message: the connection cannot be trusted for another request.
                keepAlive = false
                offset = buffer.count
            case .head:
                guard let end = Self.find([13, 10, 13, 10], in: buffer, from: offset) else {
                    if buffer.count - offset > Self.maxHeadBytes { throw Malformed(reason: "response head too large") }
                    return events
                }
                let head = try Self.parseHead(buffer[offset..<end])
                offset = end + 4
                if (100..<200).contains(head.status) { continue }
                events.append(.head(status: head.status, headers: head.headers))
                keepAlive = head.keepAlive
                let body = Self.bodyKind(status: head.status, headers: head.headers, noBody: noBody)
                switch body {
                case .length(0):
                    state = .done
                    events.append(.end(reusable: keepAlive))
                case .chunked:
                    state = .chunk(.size)
                case .untilClose:
                    keepAlive = false
                    state = .body(.untilClose)
                default:
                    state = .body(body)
                }
            case .body(.length(let remaining)):
                let take = min(remaining, buffer.count - offset)
                events.append(.body(Data(buffer[offset..<offset + take])))
                offset += take
                if take == remaining {
                    state = .done
                    events.append(.end(reusable: keepAlive))
                } else {
                    state = .body(.length(remaining - take))
                }
            case .body(.untilClose):
                events.append(.body(Data(buffer[offset...])))
                offset = buffer.count
            case .body(.chunked):
                state = .chunk(.size)
            case .chunk(.size):
                guard let end = Self.find([13, 10], in: buffer, from: offset) else {
                    if buffer.count - offset > 1024 { throw Malformed(reason: "chunk size line too long") }
                    return events
                }
                let line = String(decoding: buffer[offset..<end], as: UTF8.self)
                let digits = line.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
                // Hex digits only (RFC 9112: 1*HEXDIG): `Int(_:radix:)` alone takes a sign, and a size of "-1"
                // would make a negative slice below and crash the worker.
                guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
                    let size = Int(digits, radix: 16)
                else {
                    throw Malformed(reason: "bad chunk size")
                }
                offset = end + 2
                state = .chunk(size == 0 ? .trailers : .data(size))
            case .chunk(.data(let remaining)):
                let take = min(remaining, buffer.count - offset)
                events.append(.body(Data(buffer[offset..<offset + take])))
                offset += take
                state = .chunk(take == remaining ? .dataEnd : .data(remaining - take))
            case .chunk(.dataEnd):
                guard buffer.count - offset >= 2 else { return events }
                guard buffer[offset] == 13, buffer[offset + 1] == 10 else {
                    throw Malformed(reason: "chunk not followed by CRLF")
                }
                offset += 2
                state = .chunk(.size)
            case .chunk(.trailers):
                guard let end = Self.find([13, 10], in: buffer, from: offset) else {
                    if buffer.count - offset > Self.maxHeadBytes { throw Malformed(reason: "trailers too large") }
                    return events
                }
                let emptyLine = end == offset
                offset = end + 2
                if emptyLine {
                    state = .done
                    events.append(.end(reusable: keepAlive))
                }
            }
        }
        return events
    }

    /// The connection ended. Completes a body that runs until the close; anything else cut short throws.
    package mutating func finish() throws(Malformed) -> [Event] {
        switch state {
        case .done:
            return []
        case .body(.untilClose):
            state = .done
            return [.end(reusable: false)]
        case .head:
            throw Malformed(reason: buffer.isEmpty ? "no response" : "connection closed inside the response head")
        default:
            throw Malformed(reason: "connection closed mid-body")
        }
    }

    private struct Head {
        var status: Int
        var headers: [String: String]
        var keepAlive: Bool
    }

    private static func parseHead(_ bytes: ArraySlice<UInt8>) throws(Malformed) -> Head {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { throw Malformed(reason: "empty response head") }
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]),
            (100..<600).contains(status)
        else { throw Malformed(reason: "bad status line") }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed(reason: "bad header line") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty else { throw Malformed(reason: "bad header line") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        let connection = headers["connection"]?.lowercased() ?? ""
        let keepAlive = parts[0] == "HTTP/1.0" ? connection.contains("keep-alive") : !connection.contains("close")
        return Head(status: status, headers: headers, keepAlive: keepAlive)
    }

    private static func bodyKind(status: Int, headers: [String: String], noBody: Bool) -> Body {
        if noBody || status == 204 || status == 304 { return .length(0) }
        if let coding = headers["transfer-encoding"], coding.lowercased().contains("chunked") { return .chunked }
        if let length = headers["content-length"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
            length >= 0
        {
            return .length(length)
        }
        return .untilClose
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] {
                var match = true
                for k in 1..<needle.count where haystack[index + k] != needle[k] {
                    match = false
                    break
                }
                if match { return index }
            }
            index += 1
        }
        return nil
    }
}
