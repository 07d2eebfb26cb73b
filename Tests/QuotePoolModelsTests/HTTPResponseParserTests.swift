import Foundation
import Testing

@testable import QuotePoolModels

@Suite struct HTTPResponseParserTests {
    /// What a parse produced, with the body's pieces joined (how the bytes were split must not matter).
    struct Parsed: Equatable {
        var heads: [Int] = []
        var headers: [String: String] = [:]
        var body = Data()
        var ends: [Bool] = []
    }

    static func parse(_ pieces: [[UInt8]], method: String = "GET", close: Bool = false) throws -> Parsed {
        var parser = HTTPResponseParser(requestMethod: method)
        var parsed = Parsed()
        func take(_ events: [HTTPResponseParser.Event]) {
            for event in events {
                switch event {
                case .head(let status, let headers):
                    parsed.heads.append(status)
                    parsed.headers = headers
                case .body(let data): parsed.body += data
                case .end(let reusable): parsed.ends.append(reusable)
                }
            }
        }
        for piece in pieces { take(try parser.feed(piece)) }
        if close { take(try parser.finish()) }
        return parsed
    }

    /// The response fed whole, one byte at a time, and split in two at every position.
    static func everySplit(_ text: String, method: String = "GET", close: Bool = false) throws -> [Parsed] {
        let bytes = Array(text.utf8)
        var results = [try parse([bytes], method: method, close: close)]
        results.append(try parse(bytes.map { [$0] }, method: method, close: close))
        for cut in 0...bytes.count {
            results.append(try parse([Array(bytes[..<cut]), Array(bytes[cut...])], method: method, close: close))
        }
        return results
    }

    @Test func parsesAContentLengthResponseHoweverItIsSplit() throws {
        let text =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nX-A: 1\r\n\r\n{\"ok\":true}"
        for parsed in try Self.everySplit(text) {
            #expect(parsed.heads == [200])
            #expect(parsed.headers["content-type"] == "application/json")
            #expect(parsed.headers["x-a"] == "1")
            #expect(String(decoding: parsed.body, as: UTF8.self) == "{\"ok\":true}")
            #expect(parsed.ends == [true])
        }
    }

    @Test func decodesChunkedBodiesWithExtensionsAndTrailersHoweverSplit() throws {
        let text =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "b\r\ndata: one\n\n\r\n" + "D;ext=1\r\ndata: two\n\n\r\n\r\n" + "0\r\nX-Trailer: t\r\n\r\n"
        for parsed in try Self.everySplit(text) {
            #expect(parsed.heads == [200])
            #expect(String(decoding: parsed.body, as: UTF8.self) == "data: one\n\ndata: two\n\n\r\n")
            #expect(parsed.ends == [true])
        }
    }

    @Test func aBodyWithoutLengthRunsUntilTheConnectionCloses() throws {
        let text = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nall of it"
        for parsed in try Self.everySplit(text, close: true) {
            #expect(String(decoding: parsed.body, as: UTF8.self) == "all of it")
            #expect(parsed.ends == [false])
        }
    }

    @Test func skipsInterimResponses() throws {
        let text = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"
        for parsed in try Self.everySplit(text) {
            #expect(parsed.heads == [201])
            #expect(parsed.ends == [true])
        }
    }

    @Test func responsesWithoutABodyEndAtTheirHead() throws {
        let head = try Self.parse([Array("HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\n".utf8)], method: "HEAD")
        #expect(head.ends == [true])
        #expect(head.body.isEmpty)
        let noContent = try Self.parse([Array("HTTP/1.1 204 No Content\r\n\r\n".utf8)])
        #expect(noContent.ends == [true])
    }

    @Test func connectionCloseAndHTTP10AreNotReusable() throws {
        let close = try Self.parse([Array("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n".utf8)])
        #expect(close.ends == [false])
        let old = try Self.parse([Array("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n".utf8)])
        #expect(old.ends == [false])
        let oldKeepAlive = try Self.parse([
            Array("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n".utf8)
        ])
        #expect(oldKeepAlive.ends == [true])
    }

    @Test(arguments: [
        "SSH-2.0-OpenSSH\r\n\r\n", "HTTP/1.1 abc OK\r\n\r\n", "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabXY",
        // Found by the fuzzer: a signed chunk size sliced backwards and crashed the worker.
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\nabc\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n+5\r\nabcde\r\n0\r\n\r\n",
    ])
    func rejectsMalformedResponses(_ text: String) {
        #expect(throws: HTTPResponseParser.Malformed.self) { try Self.parse([Array(text.utf8)]) }
    }

    @Test func rejectsAHeadPastTheLimitWithoutGrowingForever() {
        var parser = HTTPResponseParser()
        let line = Array("X-Filler: \(String(repeating: "a", count: 1000))\r\n".utf8)
        #expect(throws: HTTPResponseParser.Malformed.self) {
            _ = try parser.feed(Array("HTTP/1.1 200 OK\r\n".utf8))
            for _ in 0..<100 { _ = try parser.feed(line) }
        }
    }

    @Test func aConnectionClosedEarlyIsAnError() throws {
        var empty = HTTPResponseParser()
        #expect(throws: HTTPResponseParser.Malformed(reason: "no response")) { try empty.finish() }
        var midBody = HTTPResponseParser()
        _ = try midBody.feed(Array("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc".utf8))
        #expect(throws: HTTPResponseParser.Malformed(reason: "connection closed mid-body")) { try midBody.finish() }
        var midChunk = HTTPResponseParser()
        _ = try midChunk.feed(Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab".utf8))
        #expect(throws: HTTPResponseParser.Malformed.self) { try midChunk.finish() }
    }
}
