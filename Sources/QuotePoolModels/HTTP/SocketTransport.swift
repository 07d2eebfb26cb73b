import Foundation
import Synchronization

/// Plain-HTTP/1.1 exchanges (`http://` URLs: a model server on loopback or the local network) over POSIX sockets,
/// with kept-alive connections reused.
///
/// FoundationNetworking's `URLSession` on Linux leaves a write-readiness source registered on every new
/// connection while it waits for the response, which keeps a core busy for as long as the server thinks; on a
/// small machine running the model server too, that core is taken from the model. Here each exchange runs on its
/// own thread that sleeps in `poll` until bytes arrive, the deadline or idle limit passes, or the caller cancels.
/// `https://` stays with `URLSession` (see ``HTTPClient``).
final class SocketTransport: Sendable {
    private let idle = Mutex<[String: [SocketConnection]]>([:])
    private let active = Mutex(0)
    private let maxIdlePerOrigin: Int

    init(maxIdlePerOrigin: Int) {
        self.maxIdlePerOrigin = max(1, maxIdlePerOrigin)
    }

    /// Exchanges that have not ended yet.
    var inFlight: Int { active.withLock { $0 } }

    /// Runs one exchange and waits for its head (stream: `sink` given) or its whole response (buffered).
    func perform(_ request: HTTPRequest, limit: Int, idleLimit: Double?, sink: HTTPExchanges.Sink?) async -> Result<
        HTTPExchanges.Outcome, HTTPError
    > {
        active.withLock { $0 += 1 }
        let exchange = SocketExchange(sink: sink) { [self] in active.withLock { $0 -= 1 } }
        if let sink {
            sink.onTermination = { termination in
                if case .cancelled = termination { exchange.end(with: .cancelled) }
            }
        }
        let now = ContinuousClock.now
        let run = SocketExchangeRun(
            transport: self, exchange: exchange, request: request, limit: limit,
            deadline: now + HTTPExchanges.duration(request.timeout),
            idleLimit: idleLimit.map(HTTPExchanges.duration))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: HTTPExchanges.Waiter) in
                guard exchange.register(waiter) else { return }
                if Task.isCancelled {
                    exchange.end(with: .cancelled)
                } else if !(request.timeout > 0) {
                    exchange.end(with: .timeout)
                } else {
                    let thread = Thread { run.run() }
                    thread.name = "quotepool.http"
                    thread.start()
                }
            }
        } onCancel: {
            exchange.end(with: .cancelled)
        }
    }

    /// An idle connection to `origin` that still looks usable, if there is one.
    func checkOut(_ origin: String) -> SocketConnection? {
        while let connection = idle.withLock({ $0[origin]?.popLast() }) {
            if !connection.isStale { return connection }
        }
        return nil
    }

    /// Keeps a connection whose last response was complete, for the next exchange with `origin`.
    func checkIn(_ connection: SocketConnection, origin: String) {
        connection.idleSince = .now
        let dropped = idle.withLock { table -> SocketConnection? in
            var list = table[origin, default: []]
            list.append(connection)
            let dropped = list.count > maxIdlePerOrigin ? list.removeFirst() : nil
            table[origin] = list
            return dropped
        }
        _ = dropped  // closed here, outside the lock
    }
}

/// What one exchange's I/O thread does: connect (or reuse), send, read and parse, follow a same-server redirect,
/// and report through the ``SocketExchange``.
struct SocketExchangeRun: Sendable {
    let transport: SocketTransport
    let exchange: SocketExchange
    let request: HTTPRequest
    let limit: Int
    let deadline: ContinuousClock.Instant
    let idleLimit: Duration?

    private static let maxRedirects = 5

    private struct Target {
        var host: String
        var port: Int
        var hostHeader: String
        var path: String
        var origin: String

        init?(_ url: URL) {
            guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                components.scheme?.lowercased() == "http", var host = components.host, !host.isEmpty
            else { return nil }
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            self.host = host
            port = components.port ?? 80
            let shownHost = host.contains(":") ? "[\(host)]" : host
            hostHeader = components.port == nil ? shownHost : "\(shownHost):\(port)"
            origin = "http://\(shownHost):\(port)"
            var path = components.percentEncodedPath
            if path.isEmpty { path = "/" }
            if let query = components.percentEncodedQuery { path += "?\(query)" }
            self.path = path
        }
    }

    /// Why one attempt failed, and whether a fresh connection may try again.
    private enum AttemptFailure: Error {
        case final(HTTPError)
        case retry
    }

    private enum AttemptResult {
        case done
        case redirect(URL, method: String, body: Data?)
    }

    func run() {
        var url = request.url
        var method = request.method
        var body = request.body
        for _ in 0...Self.maxRedirects {
            guard let target = Target(url) else {
                exchange.end(with: .transport("only http:// URLs go over plain sockets: \(request.origin)"))
                return
            }
            var result: AttemptResult?
            for attempt in 0..<2 where result == nil {
                do {
                    result = try attemptOnce(target, method: method, body: body, allowRetry: attempt == 0)
                } catch {
                    guard case .final(let failure) = error else { continue }
                    exchange.end(with: failure)
                    return
                }
            }
            switch result {
            case .redirect(let next, let nextMethod, let nextBody):
                (url, method, body) = (next, nextMethod, nextBody)
            case .done, nil:
                return
            }
        }
        exchange.end(with: .transport("too many redirects from \(request.origin)"))
    }

    /// One request on one connection. A kept-alive connection that turns out to be closed before any byte of the
    /// response asks for a retry on a fresh one.
    private func attemptOnce(_ target: Target, method: String, body: Data?, allowRetry: Bool) throws(AttemptFailure)
        -> AttemptResult
    {
        let reused = allowRetry ? transport.checkOut(target.origin) : nil
        let connection: SocketConnection
        if let reused {
            connection = reused
        } else {
            do {
                connection = try SocketConnection.connect(
                    host: target.host, port: target.port, deadline: deadline, wake: exchange.wake)
            } catch {
                throw .final(mapConnect(error, origin: target.origin))
            }
        }
        do {
            try connection.send(
                requestBytes(target, method: method, body: body), deadline: deadline, wake: exchange.wake)
        } catch .broken where reused != nil {
            throw .retry
        } catch {
            throw .final(map(error, origin: target.origin, responded: false))
        }

        var parser = HTTPResponseParser(requestMethod: method)
        var head: HTTPResponseHead?
        var buffered = Data()
        var received = 0
        var bodyBytes = 0
        var lastActivity = ContinuousClock.now
        var redirect: URL?
        while true {
            var waitUntil = deadline
            if head != nil, let idleLimit { waitUntil = min(deadline, lastActivity + idleLimit) }
            let bytes: [UInt8]
            do {
                bytes = try connection.receive(until: waitUntil, wake: exchange.wake)
            } catch .timedOut {
                throw .final(ContinuousClock.now >= deadline ? .timeout : .stalled)
            } catch .broken where reused != nil && parser.awaitingHead && received == 0 {
                throw .retry
            } catch {
                throw .final(map(error, origin: target.origin, responded: head != nil))
            }
            lastActivity = .now
            let events: [HTTPResponseParser.Event]
            do {
                events = bytes.isEmpty ? try parser.finish() : try parser.feed(bytes)
            } catch {
                if bytes.isEmpty, head == nil {
                    if reused != nil, received == 0 { throw .retry }
                    throw .final(.unreachable("\(target.origin) closed the connection before responding"))
                }
                if bytes.isEmpty { throw .final(.transport("connection to \(target.origin) lost mid-response")) }
                throw .final(.transport("malformed response from \(target.origin): \(error.reason)"))
            }
            received += bytes.count
            for event in events {
                switch event {
                case .head(let status, let headers):
                    let next = HTTPResponseHead(status: status, headers: headers)
                    head = next
                    if let location = headers["location"], (301...308).contains(status), status != 304,
                        let to = URL(string: location, relativeTo: URL(string: target.origin + target.path)),
                        Target(to.absoluteURL)?.origin == target.origin
                    {
                        redirect = to.absoluteURL
                        continue
                    }
                    if exchange.hasSink {
                        guard exchange.handOver(next) else { throw .final(.cancelled) }
                    } else if let length = headers["content-length"].flatMap({ Int($0) }), length > limit {
                        throw .final(.tooLarge(limit))
                    }
                case .body(let data):
                    guard redirect == nil else { continue }
                    bodyBytes += data.count
                    guard bodyBytes <= limit else { throw .final(.tooLarge(limit)) }
                    if exchange.hasSink {
                        guard exchange.yield(data) else { throw .final(.cancelled) }
                    } else {
                        buffered.append(data)
                    }
                case .end(let reusable):
                    if reusable { transport.checkIn(connection, origin: target.origin) }
                    if let redirect {
                        let keepsBody = head.map { $0.status == 307 || $0.status == 308 } ?? false
                        let nextMethod = keepsBody || method == "GET" || method == "HEAD" ? method : "GET"
                        return .redirect(redirect, method: nextMethod, body: nextMethod == method ? body : nil)
                    }
                    let final = head ?? HTTPResponseHead(status: 0, headers: [:])
                    exchange.complete(HTTPResponse(status: final.status, headers: final.headers, body: buffered))
                    return .done
                }
            }
        }
    }

    private func requestBytes(_ target: Target, method: String, body: Data?) -> [UInt8] {
        var head = "\(method) \(target.path) HTTP/1.1\r\nHost: \(target.hostHeader)\r\n"
        var names = Set<String>()
        for (name, value) in request.headers {
            // By scalar, not by Character: "\r\n" is one Character, which a Character filter lets through whole.
            let clean = { (text: String) in
                String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
            }
            head += "\(clean(name)): \(clean(value))\r\n"
            names.insert(name.lowercased())
        }
        if !names.contains("user-agent") { head += "User-Agent: quotepool\r\n" }
        if !names.contains("accept") { head += "Accept: */*\r\n" }
        if body != nil || ["POST", "PUT", "PATCH"].contains(method.uppercased()) {
            head += "Content-Length: \(body?.count ?? 0)\r\n"
        }
        head += "Connection: keep-alive\r\n\r\n"
        return Array(head.utf8) + (body.map { Array($0) } ?? [])
    }

    private func mapConnect(_ failure: SocketConnection.Failure, origin: String) -> HTTPError {
        switch failure {
        case .resolve: .unreachable("cannot resolve the host of \(origin)")
        case .connect: .unreachable("cannot connect to \(origin)")
        default: map(failure, origin: origin, responded: false)
        }
    }

    private func map(_ failure: SocketConnection.Failure, origin: String, responded: Bool) -> HTTPError {
        switch failure {
        case .resolve: .unreachable("cannot resolve the host of \(origin)")
        case .connect: .unreachable("cannot connect to \(origin)")
        case .timedOut: .timeout
        case .woken: .cancelled
        case .broken:
            responded
                ? .transport("connection to \(origin) lost mid-response")
                : .unreachable("\(origin) closed the connection before responding")
        }
    }
}
