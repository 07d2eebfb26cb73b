import Foundation
import Testing

@testable import QuotePoolModels

/// HTTPClient end to end against a real server on loopback (`Fixtures/test_server.py`).
///
/// Timing bounds are generous (this runs on a loaded two-core machine); each slow endpoint waits 30 s, so a bound
/// of a few seconds still tells a working limit from a missing one. Serialized so the timings do not compete.
@Suite(.serialized) struct HTTPClientTests {
    let client = HTTPClient()

    static func elapsed(since start: ContinuousClock.Instant) -> Duration { .now - start }

    /// Collects a whole body stream, or the error that ended it.
    static func drain(_ body: AsyncThrowingStream<Data, any Error>) async -> (Data, HTTPError?) {
        var data = Data()
        do {
            for try await chunk in body { data += chunk }
            return (data, nil)
        } catch {
            return (data, error as? HTTPError ?? .transport("unexpected \(error)"))
        }
    }

    // MARK: send

    @Test func sendReturnsStatusHeadersAndBody() async throws {
        try await TestServer.with { server in
            let response = try await client.send(HTTPRequest(url: server.url("/ok"), timeout: 10))
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "application/json")
            #expect(response.header("Content-Length") == "\(response.body.count)")
            let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            #expect(json?["message"] as? String == "hello")
            #expect(client.inFlight == 0)
        }
    }

    @Test func sendPostsMethodHeadersAndBody() async throws {
        try await TestServer.with { server in
            let request = HTTPRequest(
                url: server.url("/echo"), method: "POST", headers: ["X-Test": "yes", "Content-Type": "text/plain"],
                body: Data("hi there".utf8), timeout: 10)
            let response = try await client.send(request)
            let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            #expect(json?["method"] as? String == "POST")
            #expect(json?["body"] as? String == "hi there")
            #expect(json?["x_test"] as? String == "yes")
        }
    }

    @Test func sendsConcurrentRequestsOnOneClient() async throws {
        try await TestServer.with { server in
            let client = self.client
            let url = server.url("/ok")
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask { try await client.send(HTTPRequest(url: url, timeout: 20)).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 200, count: 8))
            #expect(client.inFlight == 0)
        }
    }

    @Test(arguments: ["/big", "/big?chunked=1"])
    func sendStopsPastMaxBytes(_ path: String) async throws {
        try await TestServer.with { server in
            let start = ContinuousClock.now
            await #expect(throws: HTTPError.tooLarge(1 << 20)) {
                try await client.send(HTTPRequest(url: server.url(path), timeout: 20), maxBytes: 1 << 20)
            }
            #expect(Self.elapsed(since: start) < .seconds(10))
            #expect(client.inFlight == 0)
        }
    }

    @Test func sendBuffersABodyUpToMaxBytes() async throws {
        try await TestServer.with { server in
            let start = ContinuousClock.now
            let response = try await client.send(
                HTTPRequest(url: server.url("/big?chunked=1"), timeout: 30), maxBytes: 10 << 20)
            #expect(response.body.count == 10 << 20)
            #expect(Self.elapsed(since: start) < .seconds(15))
        }
    }

    @Test func sendTimesOutAtTheDeadline() async throws {
        try await TestServer.with { server in
            let start = ContinuousClock.now
            await #expect(throws: HTTPError.timeout) {
                try await client.send(HTTPRequest(url: server.url("/slow"), timeout: 1))
            }
            let elapsed = Self.elapsed(since: start)
            #expect(elapsed >= .milliseconds(950))
            #expect(elapsed < .seconds(5))
            #expect(client.inFlight == 0)
        }
    }

    @Test func cancellingTheCallerCancelsASend() async throws {
        try await TestServer.with { server in
            let client = self.client
            let start = ContinuousClock.now
            let url = server.url("/slow")
            let task = Task { try await client.send(HTTPRequest(url: url, timeout: 60)) }
            task.cancel()
            await #expect(throws: HTTPError.cancelled) { try await task.value }
            #expect(Self.elapsed(since: start) < .seconds(5))
            #expect(client.inFlight == 0)
        }
    }

    @Test func aClosedPortIsUnreachable() async throws {
        let url = URL(string: "http://127.0.0.1:\(try TestServer.closedPort())/ok")!
        let start = ContinuousClock.now
        do {
            _ = try await client.send(HTTPRequest(url: url, timeout: 10))
            Issue.record("expected unreachable")
        } catch {
            guard case .unreachable(let message) = error else {
                Issue.record("expected unreachable, got \(error)")
                return
            }
            #expect(message.contains("127.0.0.1"))
        }
        do {
            _ = try await client.stream(HTTPRequest(url: url, timeout: 10), idleTimeout: 5, maxBytes: 1000)
            Issue.record("expected unreachable")
        } catch {
            guard case .unreachable = error else {
                Issue.record("expected unreachable, got \(error)")
                return
            }
        }
        #expect(Self.elapsed(since: start) < .seconds(5))
    }

    /// FoundationNetworking reports a reset as `networkConnectionLost` and a close as `badServerResponse`.
    @Test(arguments: ["/reset", "/close"])
    func aConnectionDroppedBeforeAnyResponseIsUnreachable(_ path: String) async throws {
        try await TestServer.with { server in
            do {
                _ = try await client.send(HTTPRequest(url: server.url(path), timeout: 10))
                Issue.record("expected unreachable")
            } catch let error as HTTPError {
                guard case .unreachable = error else {
                    Issue.record("expected unreachable, got \(error)")
                    return
                }
            }
        }
    }

    @Test func aConnectionDroppedMidBodyIsATransportError() async throws {
        try await TestServer.with { server in
            do {
                _ = try await client.send(HTTPRequest(url: server.url("/truncated"), timeout: 10))
                Issue.record("expected a transport error")
            } catch let error as HTTPError {
                guard case .transport(let message) = error else {
                    Issue.record("expected a transport error, got \(error)")
                    return
                }
                #expect(message.contains("mid-response"))
            }
            #expect(client.inFlight == 0)
        }
    }

    @Test func aStreamCutOffMidwayFailsAfterItsChunks() async throws {
        try await TestServer.with { server in
            let (_, _, body) = try await client.stream(
                HTTPRequest(url: server.url("/truncated-sse"), timeout: 10), idleTimeout: 5, maxBytes: 1 << 20)
            let (data, error) = await Self.drain(body)
            #expect(String(decoding: data, as: UTF8.self) == "data: one\n\n")
            guard case .transport = error else {
                Issue.record("expected a transport error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func errorStatusesAreResponsesWithLowercasedHeaders() async throws {
        try await TestServer.with { server in
            let response = try await client.send(HTTPRequest(url: server.url("/status/429"), timeout: 10))
            #expect(response.status == 429)
            #expect(response.headers["retry-after"] == "2")
            #expect(response.headers["x-request-id"] == "req-123")
            #expect(response.headers.keys.allSatisfy { $0 == $0.lowercased() })
            let json = try JSONSerialization.jsonObject(with: response.body) as? [String: [String: Any]]
            #expect(json?["error"]?["code"] as? Int == 429)

            let streamed = try await client.stream(
                HTTPRequest(url: server.url("/status/503"), timeout: 10), idleTimeout: 5, maxBytes: 10_000)
            #expect(streamed.status == 503)
            #expect(streamed.headers["retry-after"] == nil)
            let (body, error) = await Self.drain(streamed.body)
            #expect(error == nil)
            #expect(String(decoding: body, as: UTF8.self).contains("status 503"))
        }
    }

    @Test func followsARedirectOnTheSameServer() async throws {
        try await TestServer.with { server in
            let response = try await client.send(HTTPRequest(url: server.url("/redirect?to=/ok"), timeout: 10))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self).contains("hello"))
        }
    }

    /// Request headers carry API keys: a redirect to another host is returned, not followed.
    @Test func returnsARedirectToAnotherHostInsteadOfFollowingIt() async throws {
        try await TestServer.with { server in
            let elsewhere = "http://localhost:\(server.port)/ok"
            let response = try await client.send(
                HTTPRequest(
                    url: server.url("/redirect?to=\(elsewhere)"), headers: ["Authorization": "Bearer k"],
                    timeout: 10))
            #expect(response.status == 302)
            #expect(response.headers["location"] == elsewhere)
        }
    }

    @Test func redirectPolicyAllowsOnlyTheSameServerWithoutDowngrade() {
        func safe(_ from: String, _ to: String) -> Bool {
            HTTPExchanges.isSafeRedirect(URL(string: from)!, to: URL(string: to)!)
        }
        #expect(safe("http://a.example:8080/v1", "http://A.example:8080/v2"))
        #expect(safe("http://a.example/v1", "https://a.example/v1"))
        #expect(safe("https://a.example/v1", "https://a.example:443/v2"))
        #expect(!safe("https://a.example/v1", "http://a.example/v1"))
        #expect(!safe("http://a.example:8080/v1", "http://a.example:9090/v1"))
        #expect(!safe("https://a.example/v1", "https://b.example/v1"))
    }

    @Test func aNonPositiveOrNaNTimeoutFailsAtOnce() async throws {
        try await TestServer.with { server in
            for timeout in [0, -1, Double.nan] {
                let start = ContinuousClock.now
                await #expect(throws: HTTPError.timeout, "timeout \(timeout)") {
                    try await client.send(HTTPRequest(url: server.url("/slow"), timeout: timeout))
                }
                #expect(Self.elapsed(since: start) < .seconds(3))
            }
        }
    }

    // MARK: stream

    @Test func streamYieldsTheEventsInOrder() async throws {
        try await TestServer.with { server in
            let (status, headers, body) = try await client.stream(
                HTTPRequest(url: server.url("/sse"), timeout: 20), idleTimeout: 10, maxBytes: 1 << 20)
            #expect(status == 200)
            #expect(headers["content-type"] == "text/event-stream")
            var parser = SSEParser()
            var events: [SSEEvent] = []
            var chunks = 0
            for try await chunk in body {
                chunks += 1
                events += try parser.feed(chunk)
            }
            events += parser.finish()
            #expect(chunks >= 2, "the body should arrive in pieces, not buffered whole")
            #expect(events.last?.data == "[DONE]")
            let contents = try events.dropLast().map { event in
                let json = try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any]
                let choice = (json?["choices"] as? [[String: Any]])?.first
                return (choice?["delta"] as? [String: Any])?["content"] as? String
            }
            #expect(contents == ["Rain", " keeps", " the", " old", " bridge"])
            #expect(client.inFlight == 0)
        }
    }

    @Test func streamFailsStalledWhenTheServerGoesQuiet() async throws {
        try await TestServer.with { server in
            let start = ContinuousClock.now
            let (_, _, body) = try await client.stream(
                HTTPRequest(url: server.url("/stall"), timeout: 60), idleTimeout: 0.5, maxBytes: 1 << 20)
            let (data, error) = await Self.drain(body)
            #expect(error == .stalled)
            #expect(String(decoding: data, as: UTF8.self) == ": waiting\n\n")
            let elapsed = Self.elapsed(since: start)
            #expect(elapsed >= .milliseconds(450))
            #expect(elapsed < .seconds(5))
            #expect(client.inFlight == 0)
        }
    }

    @Test func streamDeadlineCoversTheBody() async throws {
        try await TestServer.with { server in
            let start = ContinuousClock.now
            let (_, _, body) = try await client.stream(
                HTTPRequest(url: server.url("/stall"), timeout: 1), idleTimeout: 20, maxBytes: 1 << 20)
            let (_, error) = await Self.drain(body)
            #expect(error == .timeout)
            #expect(Self.elapsed(since: start) < .seconds(5))
        }
    }

    @Test func streamTimesOutWaitingForTheHead() async throws {
        try await TestServer.with { server in
            let start = ContinuousClock.now
            await #expect(throws: HTTPError.timeout) {
                try await client.stream(
                    HTTPRequest(url: server.url("/slow"), timeout: 1), idleTimeout: 0.2, maxBytes: 1 << 20)
            }
            #expect(Self.elapsed(since: start) < .seconds(5))
            #expect(client.inFlight == 0)
        }
    }

    @Test func streamStopsPastMaxBytes() async throws {
        try await TestServer.with { server in
            let (_, _, body) = try await client.stream(
                HTTPRequest(url: server.url("/big?chunked=1"), timeout: 20), idleTimeout: 10, maxBytes: 100_000)
            let (data, error) = await Self.drain(body)
            #expect(error == .tooLarge(100_000))
            #expect(data.count <= 100_000)
            #expect(client.inFlight == 0)
        }
    }

    @Test func cancellingTheConsumingTaskEndsAStalledStreamWithCancelled() async throws {
        try await TestServer.with { server in
            let client = self.client
            let (firstChunk, firstChunkSeen) = AsyncStream<Void>.makeStream()
            let url = server.url("/stall")
            let consumer = Task {
                let (_, _, body) = try await client.stream(
                    HTTPRequest(url: url, timeout: 60), idleTimeout: 60, maxBytes: 1 << 20)
                for try await _ in body { firstChunkSeen.yield() }
            }
            for await _ in firstChunk { break }
            let start = ContinuousClock.now
            consumer.cancel()
            await #expect(throws: HTTPError.cancelled) { try await consumer.value }
            #expect(Self.elapsed(since: start) < .seconds(3))
            #expect(client.inFlight == 0)
        }
    }

    @Test func droppingTheStreamCancelsTheRequest() async throws {
        try await TestServer.with { server in
            do {
                let (_, _, body) = try await client.stream(
                    HTTPRequest(url: server.url("/stall"), timeout: 60), idleTimeout: 60, maxBytes: 1 << 20)
                var iterator = body.makeAsyncIterator()
                _ = try await iterator.next()
                #expect(client.inFlight == 1)
            }
            #expect(client.inFlight == 0)
        }
    }
}
