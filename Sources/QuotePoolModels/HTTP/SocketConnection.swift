import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One TCP connection for plain HTTP, owned by one exchange at a time and closed in `deinit`.
///
/// The socket is non-blocking and every wait is a `poll` that also watches a wake-up descriptor (the exchange's
/// cancellation pipe) and ends at a given instant, so no call here blocks past its deadline or ignores a
/// cancellation; the thread doing the exchange sleeps in `poll` and costs nothing while the server thinks.
///
/// `@unchecked Sendable`: a connection is used by one exchange's thread at a time; it only moves between an
/// exchange and the idle pool of ``SocketTransport`` under the pool's lock, and nothing touches it in between.
final class SocketConnection: @unchecked Sendable {
    enum Failure: Error, Equatable {
        case resolve
        case connect(Int32)
        /// The wait reached its instant.
        case timedOut
        /// The wake-up descriptor became readable: the exchange was ended elsewhere.
        case woken
        /// The connection broke (reset, broken pipe, other socket errors).
        case broken(Int32)
    }

    private let fd: Int32
    /// When the connection last finished a response; an idle connection past its keep-alive is not reused.
    var idleSince = ContinuousClock.now

    private init(fd: Int32) {
        self.fd = fd
    }

    deinit {
        close(fd)
    }

    /// Resolves `host` and connects to the first address that answers before `deadline`.
    static func connect(host: String, port: Int, deadline: ContinuousClock.Instant, wake: Int32) throws(Failure)
        -> SocketConnection
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { throw .resolve }
        defer { freeaddrinfo(list) }
        var lastError: Failure = .connect(ECONNREFUSED)
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let info = next {
            next = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else {
                lastError = .connect(errno)
                continue
            }
            let connection = SocketConnection(fd: fd)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            var one: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return connection }
            guard errno == EINPROGRESS else {
                lastError = .connect(errno)
                continue
            }
            do {
                try connection.wait(for: Int16(POLLOUT), until: deadline, wake: wake)
            } catch .broken(let code) {
                lastError = .connect(code)
                continue
            }
            var status: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &status, &length)
            if status == 0 { return connection }
            lastError = .connect(status)
        }
        throw lastError
    }

    /// Writes all of `bytes`.
    func send(_ bytes: [UInt8], deadline: ContinuousClock.Instant, wake: Int32) throws(Failure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try wait(for: Int16(POLLOUT), until: deadline, wake: wake)
            } else {
                throw .broken(errno)
            }
        }
    }

    /// Reads what has arrived, waiting until `instant` for something to arrive. Returns no bytes at the end of the
    /// stream.
    func receive(until instant: ContinuousClock.Instant, wake: Int32, maxBytes: Int = 16 * 1024) throws(Failure)
        -> [UInt8]
    {
        var buffer = [UInt8](repeating: 0, count: maxBytes)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in recv(fd, raw.baseAddress, raw.count, 0) }
            if count >= 0 { return Array(buffer[0..<count]) }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { throw .broken(errno) }
            try wait(for: Int16(POLLIN), until: instant, wake: wake)
        }
    }

    /// True when a kept-alive connection cannot carry another request: the server closed it, sent something
    /// unasked, or it has been idle longer than servers usually keep connections open.
    var isStale: Bool {
        if ContinuousClock.now - idleSince > .seconds(4) { return true }
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    /// Waits until the socket is ready for `events`, the wake-up descriptor is readable, or `instant` passes.
    private func wait(for events: Int16, until instant: ContinuousClock.Instant, wake: Int32) throws(Failure) {
        while true {
            let left = instant - .now
            guard left > .zero else { throw .timedOut }
            let (seconds, attoseconds) = left.components
            let milliseconds = min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var entries = [
                pollfd(fd: fd, events: events, revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&entries, nfds_t(entries.count), Int32(milliseconds))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .broken(errno)
            }
            if entries[1].revents != 0 { throw .woken }
            let revents = entries[0].revents
            if revents & (events | Int16(POLLHUP)) != 0 { return }
            if revents & Int16(POLLERR) != 0 {
                var status: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &status, &length)
                throw .broken(status == 0 ? ECONNRESET : status)
            }
        }
    }
}
