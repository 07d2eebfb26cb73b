import Foundation
import Testing

@testable import QuotePoolModels

/// Kept-alive connections of the plain-HTTP transport, and the HTTPS path that stays with `URLSession`.
extension HTTPClientTests {
    static func port(of response: HTTPResponse) throws -> Int {
        let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return try #require(json?["port"] as? Int)
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        try await TestServer.with { server in
            let first = try await client.send(HTTPRequest(url: server.url("/peer"), timeout: 10))
            let second = try await client.send(HTTPRequest(url: server.url("/peer"), timeout: 10))
            let third = try await client.send(
                HTTPRequest(url: server.url("/peer"), method: "POST", body: Data("{}".utf8), timeout: 10))
            #expect(try Self.port(of: first) == Self.port(of: second))
            #expect(try Self.port(of: second) == Self.port(of: third))
            #expect(client.inFlight == 0)
        }
    }

    @Test func concurrentRequestsUseSeparateConnections() async throws {
        try await TestServer.with { server in
            let client = self.client
            let url = server.url("/peer")
            async let a = client.send(HTTPRequest(url: url, timeout: 10))
            async let b = client.send(HTTPRequest(url: url, timeout: 10))
            let ports = try await [Self.port(of: a), Self.port(of: b)]
            // Both answered; whether the second waited for the first's connection or opened its own, each got a
            // whole response of its own.
            #expect(ports.count == 2)
            #expect(client.inFlight == 0)
        }
    }

    /// A server that drops an idle kept-alive connection must not turn the next request into an error: the
    /// request goes out again on a fresh connection.
    @Test func aKeptAliveConnectionClosedByTheServerIsReplacedTransparently() async throws {
        try await TestServer.with { server in
            let first = try await client.send(HTTPRequest(url: server.url("/ok-then-close"), timeout: 10))
            try await Task.sleep(for: .milliseconds(500))
            let second = try await client.send(
                HTTPRequest(url: server.url("/echo"), method: "POST", body: Data("again".utf8), timeout: 10))
            #expect(second.status == 200)
            #expect(String(decoding: second.body, as: UTF8.self).contains("again"))
            _ = try Self.port(of: first)
        }
    }

    /// A stream abandoned midway closes its connection instead of returning it to the pool half-read.
    @Test func aConnectionOfAnAbandonedStreamIsNotReused() async throws {
        try await TestServer.with { server in
            do {
                let (_, _, body) = try await client.stream(
                    HTTPRequest(url: server.url("/stall"), timeout: 20), idleTimeout: 10, maxBytes: 1 << 20)
                var iterator = body.makeAsyncIterator()
                #expect(try await iterator.next() != nil)
            }
            // Were the half-read stream's connection reused, this answer would be read from the middle of it.
            let response = try await client.send(HTTPRequest(url: server.url("/ok"), timeout: 10))
            #expect(response.status == 200)
        }
    }

    /// HTTPS goes through `URLSession`; its failures map to the same errors.
    @Test func httpsToAClosedPortIsUnreachable() async throws {
        let url = URL(string: "https://127.0.0.1:\(try TestServer.closedPort())/ok")!
        do {
            _ = try await client.send(HTTPRequest(url: url, timeout: 10))
            Issue.record("expected unreachable")
        } catch {
            guard case .unreachable = error else {
                Issue.record("expected unreachable, got \(error)")
                return
            }
        }
        #expect(client.inFlight == 0)
    }
}
