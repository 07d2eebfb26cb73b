import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Status and headers (names lowercased) of a response whose body has not been read yet.
struct HTTPResponseHead: Sendable {
    var status: Int
    var headers: [String: String]

    init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = headers
    }

    init(_ response: URLResponse?) {
        let http = response as? HTTPURLResponse
        status = http?.statusCode ?? 0
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            guard let name = name as? String, let value = value as? String else { continue }
            headers[name.lowercased()] = value
        }
        self.headers = headers
    }
}

/// The session delegate of one ``HTTPClient``: routes each task's callbacks to the call waiting on it, and
/// enforces the call's deadline, idle limit and size limit.
///
/// Every exchange ends exactly once, through ``end(_:with:)``: whichever comes first of completion, an error, the
/// deadline, the idle limit, the size limit, the caller's cancellation or the stream being dropped removes the
/// exchange from the table under the lock, and only the one that removed it resumes the waiter and cancels the
/// task. Continuations are resumed and streams finished outside the lock, because finishing a stream runs its
/// `onTermination` handler, which comes back here.
final class HTTPExchanges: NSObject, URLSessionDataDelegate, Sendable {
    /// What the waiting call gets: the head for a stream, the whole response for a buffered call.
    enum Outcome: Sendable {
        case head(HTTPResponseHead)
        case response(HTTPResponse)
    }

    typealias Waiter = CheckedContinuation<Result<Outcome, HTTPError>, Never>
    typealias Sink = AsyncThrowingStream<Data, any Error>.Continuation

    private struct Exchange {
        let task: URLSessionTask
        let origin: String
        let limit: Int
        let deadline: ContinuousClock.Instant
        /// Streams only: the longest silence allowed once the head has arrived.
        let idleLimit: Duration?
        /// Streams only: where body chunks go once the head has been handed over.
        let sink: Sink?
        var waiter: Waiter?
        var head: HTTPResponseHead?
        var body = Data()
        var received = 0
        var lastActivity: ContinuousClock.Instant
        var watchdog: Task<Void, Never>?
    }

    /// Keyed by `URLSessionTask.taskIdentifier`, unique within the one session this delegate serves.
    private let exchanges = Mutex<[Int: Exchange]>([:])

    /// Exchanges in flight; tests check that cancelled and failed calls leave none behind.
    var inFlight: Int { exchanges.withLock { $0.count } }

    /// Starts `task` and waits until its head (stream: `sink` given) or its whole response (buffered) arrives,
    /// or it fails. Cancelling the calling task during the wait fails it with `.cancelled`.
    func perform(
        _ task: URLSessionDataTask, origin: String, limit: Int, timeout: Double, idleLimit: Double?, sink: Sink?
    ) async -> Result<Outcome, HTTPError> {
        let id = task.taskIdentifier
        let now = ContinuousClock.now
        let deadline = now + Self.duration(timeout)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: Waiter) in
                exchanges.withLock {
                    $0[id] = Exchange(
                        task: task, origin: origin, limit: limit, deadline: deadline,
                        idleLimit: idleLimit.map(Self.duration), sink: sink, waiter: waiter,
                        lastActivity: now)
                }
                guard armWatchdog(id) else { return }
                if Task.isCancelled {
                    // The cancellation handler ran before the exchange was registered and found nothing to end.
                    end(id, with: .cancelled)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            end(id, with: .cancelled)
        }
    }

    /// Seconds as a duration, clamped to 0...1e9 (NaN counts as 0: a limit that cannot be met is met at once).
    static func duration(_ seconds: Double) -> Duration {
        seconds > 0 ? .seconds(min(seconds, 1e9)) : .zero
    }

    /// Ends an exchange with an error, if it has not ended yet, and cancels its task.
    func end(_ id: Int, with error: HTTPError) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: id) }) else { return }
        exchange.task.cancel()
        Self.deliver(error, to: exchange)
    }

    /// Hands a failure to whoever waits on a removed exchange: the call if it still waits for the head or the
    /// response, else the body stream's consumer.
    private static func deliver(_ error: HTTPError, to exchange: Exchange) {
        exchange.watchdog?.cancel()
        if let waiter = exchange.waiter {
            waiter.resume(returning: .failure(error))
            exchange.sink?.finish()
        } else {
            exchange.sink?.finish(throwing: error)
        }
    }

    // MARK: Deadline and idle limit

    /// Starts (or restarts, when the head arrives and the idle limit begins to count) the exchange's watchdog.
    /// Returns false when the exchange has already ended.
    @discardableResult
    private func armWatchdog(_ id: Int) -> Bool {
        let watchdog = watch(id)
        let (armed, previous) = exchanges.withLock { table -> (Bool, Task<Void, Never>?) in
            guard let exchange = table[id] else { return (false, nil) }
            table[id]?.watchdog = watchdog
            return (true, exchange.watchdog)
        }
        if !armed { watchdog.cancel() }
        previous?.cancel()
        return armed
    }

    /// One task per exchange sleeps until the earlier of the deadline and the idle limit, then checks; activity
    /// since it fell asleep only moves the next wake-up.
    private func watch(_ id: Int) -> Task<Void, Never> {
        Task { [self] in
            while let wake = nextCheck(id) {
                do {
                    try await Task.sleep(until: wake, tolerance: .milliseconds(20), clock: .continuous)
                } catch {
                    return
                }
                check(id)
            }
        }
    }

    private func nextCheck(_ id: Int) -> ContinuousClock.Instant? {
        exchanges.withLock { table in
            guard let exchange = table[id] else { return nil }
            guard exchange.head != nil, let idle = exchange.idleLimit else { return exchange.deadline }
            return min(exchange.deadline, exchange.lastActivity + idle)
        }
    }

    private func check(_ id: Int) {
        let now = ContinuousClock.now
        let verdict = exchanges.withLock { table -> HTTPError? in
            guard let exchange = table[id] else { return nil }
            if now >= exchange.deadline { return .timeout }
            if exchange.head != nil, let idle = exchange.idleLimit, now >= exchange.lastActivity + idle {
                return .stalled
            }
            return nil
        }
        if let verdict { end(id, with: verdict) }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        let head = HTTPResponseHead(response)
        enum Step { case gone, tooLarge(Int), handOver(Waiter), buffer }
        let step = exchanges.withLock { table -> Step in
            guard var exchange = table[id] else { return .gone }
            if exchange.sink == nil, response.expectedContentLength > Int64(exchange.limit) {
                return .tooLarge(exchange.limit)
            }
            exchange.head = head
            exchange.lastActivity = .now
            let waiter = exchange.sink == nil ? nil : exchange.waiter
            if waiter != nil { exchange.waiter = nil }
            table[id] = exchange
            return waiter.map(Step.handOver) ?? .buffer
        }
        switch step {
        case .gone:
            completionHandler(.cancel)
        case .tooLarge(let limit):
            completionHandler(.cancel)
            end(id, with: .tooLarge(limit))
        case .handOver(let waiter):
            armWatchdog(id)
            completionHandler(.allow)
            waiter.resume(returning: .success(.head(head)))
        case .buffer:
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        enum Step { case none, tooLarge(Int), yield(Sink) }
        // Mutates the entry in place: a copy of it would share the body's buffer and make every append copy it.
        let step = exchanges.withLock { table -> Step in
            guard let index = table.index(forKey: id) else { return .none }
            table.values[index].received += data.count
            let limit = table.values[index].limit
            guard table.values[index].received <= limit else { return .tooLarge(limit) }
            table.values[index].lastActivity = .now
            guard let sink = table.values[index].sink else {
                table.values[index].body.append(data)
                return .none
            }
            return .yield(sink)
        }
        switch step {
        case .none: break
        case .tooLarge(let limit): end(id, with: .tooLarge(limit))
        case .yield(let sink): sink.yield(data)
        }
    }

    /// Follows a redirect only to the same host and port without leaving HTTPS, so that request headers (API
    /// keys) never go to another server; otherwise the 3xx response itself is the answer.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let follow = task.currentRequest?.url.map { from in request.url.map { Self.isSafeRedirect(from, to: $0) } }
        completionHandler(follow == true ? request : nil)
    }

    static func isSafeRedirect(_ from: URL, to: URL) -> Bool {
        func port(_ url: URL) -> Int { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        guard let host = from.host?.lowercased(), host == to.host?.lowercased() else { return false }
        switch (from.scheme?.lowercased(), to.scheme?.lowercased()) {
        case ("http", "http"), ("https", "https"): return port(from) == port(to)
        case ("http", "https"): return true
        default: return false
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: id) }) else { return }
        if let error {
            Self.deliver(HTTPError(error, origin: exchange.origin, responded: exchange.head != nil), to: exchange)
            return
        }
        exchange.watchdog?.cancel()
        let head = exchange.head ?? HTTPResponseHead(task.response)
        if exchange.sink == nil {
            let response = HTTPResponse(status: head.status, headers: head.headers, body: exchange.body)
            exchange.waiter?.resume(returning: .success(.response(response)))
        } else {
            // A stream whose head never came through the delegate (no body at all): hand it over now.
            exchange.waiter?.resume(returning: .success(.head(head)))
            exchange.sink?.finish()
        }
    }
}
