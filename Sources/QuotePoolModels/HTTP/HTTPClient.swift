import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small HTTP/1.1 client with a deadline on every call, bounded bodies, task cancellation, and streamed bodies
/// with an idle limit (for Server-Sent Events).
///
/// `http://` goes over plain sockets (``SocketTransport``, kept-alive connections reused), `https://` over one
/// `URLSession`; both behave the same to callers. Create one client and share it. Nothing here logs requests or headers, which
/// carry API keys. HTTP error statuses are responses, not errors: the caller reads `status`.
public final class HTTPClient: Sendable {
    private let session: URLSession
    private let exchanges: HTTPExchanges
    private let sockets: SocketTransport

    /// - Parameter maxConnectionsPerHost: parallel connections to one server (drafts in flight at once).
    public init(maxConnectionsPerHost: Int = 16) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = maxConnectionsPerHost
        // Deadlines and idle limits are enforced per call by `HTTPExchanges`; the session's own timeouts are
        // only a backstop, set per request just past the call's deadline.
        configuration.timeoutIntervalForResource = 7 * 24 * 3600
        let queue = OperationQueue()
        queue.name = "quotepool.http"
        queue.maxConcurrentOperationCount = 1
        exchanges = HTTPExchanges()
        sockets = SocketTransport(maxIdlePerOrigin: maxConnectionsPerHost)
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: queue)
    }

    deinit {
        // The session keeps its delegate until invalidated; running streams may finish first.
        session.finishTasksAndInvalidate()
    }

    /// Exchanges in flight (for tests: a cancelled or failed call must leave none behind).
    var inFlight: Int { exchanges.inFlight + sockets.inFlight }

    private static func isPlain(_ request: HTTPRequest) -> Bool {
        request.url.scheme?.lowercased() == "http"
    }

    /// Sends a request and buffers the whole response body.
    ///
    /// - Parameter maxBytes: the largest body accepted; past it the transfer is cancelled at once.
    /// - Returns: the response, whatever its status.
    /// - Throws: ``HTTPError``: `.timeout` at the request's deadline, `.tooLarge(maxBytes)`, `.cancelled` when the
    ///   calling task is cancelled, `.unreachable` or `.transport` when the exchange fails.
    public func send(_ request: HTTPRequest, maxBytes: Int = 4 << 20) async throws(HTTPError) -> HTTPResponse {
        let outcome: Result<HTTPExchanges.Outcome, HTTPError>
        if Self.isPlain(request) {
            outcome = await sockets.perform(request, limit: maxBytes, idleLimit: nil, sink: nil)
        } else {
            let task = session.dataTask(with: urlRequest(for: request))
            outcome = await exchanges.perform(
                task, origin: request.origin, limit: maxBytes, timeout: request.timeout, idleLimit: nil, sink: nil)
        }
        switch outcome {
        case .success(.response(let response)): return response
        case .success(.head(let head)): return HTTPResponse(status: head.status, headers: head.headers, body: Data())
        case .failure(let error): throw error
        }
    }

    /// Sends a request and returns as soon as the response head arrives, with the body as a stream of chunks.
    ///
    /// The body stream yields chunks as they arrive and finishes when the response is complete. It fails with
    /// ``HTTPError``: `.timeout` at the request's deadline (which covers the whole stream), `.stalled` when no
    /// chunk arrives for `idleTimeout` seconds (counted from the head, then from each chunk), `.tooLarge(maxBytes)`
    /// past `maxBytes` in all, `.transport` when the connection breaks. Cancelling the task that iterates it
    /// cancels the request and ends the iteration by throwing `.cancelled` (a cut-off body never looks complete);
    /// dropping the stream unfinished cancels the request too.
    ///
    /// - Throws: ``HTTPError`` when no head arrives: `.timeout`, `.cancelled`, `.unreachable`, `.transport`.
    public func stream(_ request: HTTPRequest, idleTimeout: Double, maxBytes: Int) async throws(HTTPError) -> (
        status: Int, headers: [String: String], body: AsyncThrowingStream<Data, any Error>
    ) {
        let (body, sink) = AsyncThrowingStream<Data, any Error>.makeStream()
        let outcome: Result<HTTPExchanges.Outcome, HTTPError>
        if Self.isPlain(request) {
            outcome = await sockets.perform(request, limit: maxBytes, idleLimit: idleTimeout, sink: sink)
        } else {
            let task = session.dataTask(with: urlRequest(for: request))
            let id = task.taskIdentifier
            sink.onTermination = { [exchanges] termination in
                if case .cancelled = termination { exchanges.end(id, with: .cancelled) }
            }
            outcome = await exchanges.perform(
                task, origin: request.origin, limit: maxBytes, timeout: request.timeout, idleLimit: idleTimeout,
                sink: sink)
        }
        switch outcome {
        case .success(.head(let head)): return (head.status, head.headers, body)
        case .success(.response(let response)): return (response.status, response.headers, body)
        case .failure(let error): throw error
        }
    }

    private func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
        // FoundationNetworking treats this as an idle timeout; ours fire first.
        urlRequest.timeoutInterval = (request.timeout > 0 ? min(request.timeout, 1e6) : 0) + 5
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }
}
