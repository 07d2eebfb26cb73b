import Foundation
import QuotePoolCore
import QuotePoolModels

extension FuzzTarget {
    /// `HTTPResponseParser` (package access) fed a response whole and in three pieces, then `finish()`.
    static func httpResponse(corpus: SeedCorpus) -> FuzzTarget {
        FuzzTarget(
            name: "http-response",
            summary: "HTTPResponseParser.feed(_:) and finish() for GET and HEAD, whole and in three pieces",
            invariants: [
                "events in order: at most one head (never 1xx), body only after it, nothing after the end",
                "a finished message has one head and one end; a HEAD, 204 or 304 response has no body; a body with a "
                    + "valid Content-Length has exactly that many bytes",
                "fed in three pieces: the same head, body and end as fed whole, or an error where whole gave one "
                    + "(pieces may also hit a size bound that one big read does not: head, chunk size line, trailers)",
                "errors carry a non-empty reason",
            ],
            seeds: SeedStreams.httpResponses,
            dictionary: [
                "HTTP/1.1 200 OK\r\n", "HTTP/1.0 ", "HTTP/1.1 100 Continue\r\n\r\n", " 204 ", " 304 ", " 101 ",
                "\r\n", "\r\n\r\n", "Content-Length: ", "Transfer-Encoding: chunked\r\n", "Connection: close\r\n",
                "Connection: keep-alive\r\n", ": ", "-1", "+1", "-0", "0\r\n\r\n", "ffffffffffffffff",
                "7fffffffffffffff",
                "9223372036854775807", "99999999999999999999", ";ext=", " ", "\t",
            ].map { Array($0.utf8) },
            maxLength: 16384,
            check: { input throws(InvariantViolation) in
                var rng = SplitMix64.derived(from: input)
                let method = rng.oneIn(4) ? "HEAD" : "GET"
                let whole = try HTTPRun(pieces: [input[...]], method: method)
                let first = rng.below(input.count + 1)
                let second = first + rng.below(input.count - first + 1)
                let split = try HTTPRun(
                    pieces: [input[..<first], input[first..<second], input[second...]], method: method)
                let context = "\(method), split at \(first) and \(second)"
                switch (whole.outcome, split.outcome) {
                case (.success, .success):
                    try require(split == whole, "whole: \(whole); in pieces: \(split); \(context)")
                case (.success, .failure(let error)):
                    try require(
                        HTTPRun.sizeBounds.contains(error.reason), "whole: \(whole); in pieces: \(split); \(context)")
                    return "whole passed, pieces hit a size bound: \(error.reason)"
                case (.failure, .success):
                    throw InvariantViolation(message: "whole: \(whole); in pieces: \(split); \(context)")
                case (.failure, .failure):
                    break
                }
                switch whole.outcome {
                case .success(let message):
                    return message.status.map { "status \($0 / 100)xx" } ?? "no head"
                case .failure(let error):
                    return "malformed: \(error.reason)"
                }
            })
    }
}

/// One way of feeding a response to `HTTPResponseParser`, checked event by event, and what came out.
struct HTTPRun: Equatable, CustomStringConvertible {
    /// A message as the events told it.
    struct Message: Equatable {
        var status: Int?
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        var reusable: Bool?
    }

    /// Errors that depend on how much of the input one `feed` saw: a bound checked only while waiting for more.
    static let sizeBounds: Set<String> = ["response head too large", "chunk size line too long", "trailers too large"]

    var outcome: Result<Message, HTTPResponseParser.Malformed>

    /// - Throws: ``InvariantViolation`` when the events come out of order or a finished message is inconsistent.
    init(pieces: [ArraySlice<UInt8>], method: String) throws(InvariantViolation) {
        var parser = HTTPResponseParser(requestMethod: method)
        var events: [HTTPResponseParser.Event] = []
        var failure: HTTPResponseParser.Malformed?
        do throws(HTTPResponseParser.Malformed) {
            for piece in pieces { events += try parser.feed(piece) }
            events += try parser.finish()
        } catch {
            failure = error
        }
        var message = Message()
        try Self.apply(events, to: &message)
        if let failure {
            try FuzzTarget.require(!failure.reason.isEmpty, "a Malformed without a reason")
            outcome = .failure(failure)
            return
        }
        try FuzzTarget.require(message.status != nil && message.reusable != nil, "finished without head or end")
        let status = message.status ?? 0
        if method == "HEAD" || status == 204 || status == 304 {
            try FuzzTarget.require(message.body.isEmpty, "a \(method) \(status) response with a body: \(message)")
        } else if message.headers["transfer-encoding"]?.lowercased().contains("chunked") != true,
            let length = message.headers["content-length"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
            length >= 0
        {
            try FuzzTarget.require(message.body.count == length, "Content-Length \(length), body \(message.body.count)")
        }
        outcome = .success(message)
    }

    private static func apply(
        _ events: [HTTPResponseParser.Event], to message: inout Message
    ) throws(InvariantViolation) {
        for event in events {
            try FuzzTarget.require(message.reusable == nil, "\(event) after the end")
            switch event {
            case .head(let status, let headers):
                try FuzzTarget.require(message.status == nil, "a second head, \(status)")
                try FuzzTarget.require((200..<600).contains(status), "a head with status \(status)")
                message.status = status
                message.headers = headers
            case .body(let data):
                try FuzzTarget.require(message.status != nil, "body before the head")
                message.body += data
            case .end(let reusable):
                try FuzzTarget.require(message.status != nil, "end before the head")
                message.reusable = reusable
            }
        }
    }

    var description: String {
        switch outcome {
        case .success(let m):
            "status \(m.status ?? 0), \(m.headers.count) headers, \(m.body.count) body bytes, reusable \(m.reusable ?? false)"
        case .failure(let error): "malformed (\(error.reason))"
        }
    }
}
