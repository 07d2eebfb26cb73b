import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shared state of one plain-HTTP exchange between the async caller and the thread doing the I/O.
///
/// Like ``HTTPExchanges``, every exchange ends exactly once: whichever comes first of completion, a failure, the
/// caller's cancellation or the stream being dropped ends it under the lock, and only that one resumes the waiter
/// or finishes the stream. Ending it also writes to the wake-up pipe, so the I/O thread leaves its `poll` at once.
final class SocketExchange: Sendable {
    typealias Waiter = HTTPExchanges.Waiter
    typealias Sink = HTTPExchanges.Sink

    private struct State {
        var waiter: Waiter?
        var sink: Sink?
        var ended = false
        /// Set when the exchange ended before the caller's waiter was registered.
        var pendingError: HTTPError?
    }

    private let state: Mutex<State>
    /// Read end and write end of the wake-up pipe; the read end is what the I/O thread polls.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let onEnd: @Sendable () -> Void

    /// True for a streamed exchange: the body goes to the caller chunk by chunk.
    let hasSink: Bool

    var wake: Int32 { wakeRead }

    init(sink: Sink?, onEnd: @escaping @Sendable () -> Void) {
        state = Mutex(State(sink: sink))
        hasSink = sink != nil
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        } else {
            fds = [-1, -1]
        }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        self.onEnd = onEnd
    }

    deinit {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
    }

    var isEnded: Bool { state.withLock { $0.ended } }

    /// Registers the caller's waiter. Returns false when the exchange already ended (the waiter has then been
    /// resumed with that outcome).
    func register(_ waiter: Waiter) -> Bool {
        let pending = state.withLock { state -> HTTPError? in
            if state.ended { return state.pendingError ?? .cancelled }
            state.waiter = waiter
            return nil
        }
        guard let pending else { return true }
        waiter.resume(returning: .failure(pending))
        return false
    }

    /// Ends the exchange with `error`, if it has not ended yet.
    func end(with error: HTTPError) {
        let taken = state.withLock { state -> (Waiter?, Sink?)? in
            guard !state.ended else { return nil }
            state.ended = true
            state.pendingError = error
            defer { (state.waiter, state.sink) = (nil, nil) }
            return (state.waiter, state.sink)
        }
        guard let (waiter, sink) = taken else { return }
        signalWake()
        onEnd()
        if let waiter {
            waiter.resume(returning: .failure(error))
            sink?.finish()
        } else {
            sink?.finish(throwing: error)
        }
    }

    /// Hands the response head to a streaming caller. Returns false when the exchange has ended.
    func handOver(_ head: HTTPResponseHead) -> Bool {
        let waiter = state.withLock { state -> Waiter?? in
            guard !state.ended else { return .none }
            defer { state.waiter = nil }
            return .some(state.waiter)
        }
        guard let waiter else { return false }
        waiter?.resume(returning: .success(.head(head)))
        return true
    }

    /// Passes a body chunk to a streaming caller. Returns false when the exchange has ended.
    func yield(_ data: Data) -> Bool {
        guard let sink = state.withLock({ $0.ended ? nil : $0.sink }) else { return false }
        sink.yield(data)
        return true
    }

    /// Ends the exchange successfully: a buffered caller gets `response`, a stream finishes.
    func complete(_ response: HTTPResponse) {
        let taken = state.withLock { state -> (Waiter?, Sink?)? in
            guard !state.ended else { return nil }
            state.ended = true
            defer { (state.waiter, state.sink) = (nil, nil) }
            return (state.waiter, state.sink)
        }
        guard let (waiter, sink) = taken else { return }
        onEnd()
        if let sink {
            waiter?.resume(
                returning: .success(.head(HTTPResponseHead(status: response.status, headers: response.headers))))
            sink.finish()
        } else {
            waiter?.resume(returning: .success(.response(response)))
        }
    }

    private func signalWake() {
        guard wakeWrite >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}
