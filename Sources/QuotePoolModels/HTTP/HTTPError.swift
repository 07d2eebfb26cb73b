import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why an ``HTTPClient`` call failed before producing a response (an HTTP error status is a response, not this).
public enum HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No response at all: connection refused, unknown host, or the connection dropped before the response head.
    case unreachable(String)
    /// The call's deadline (``HTTPRequest/timeout``) passed.
    case timeout
    /// A stream sent nothing for its idle limit.
    case stalled
    /// The calling task was cancelled, or the stream was dropped.
    case cancelled
    /// The body passed this many bytes, the caller's limit; the transfer was stopped there.
    case tooLarge(Int)
    /// Any other failure of the exchange (a connection lost mid-body, a TLS failure, a malformed response).
    case transport(String)

    public var description: String {
        switch self {
        case .unreachable(let why): "unreachable: \(why)"
        case .timeout: "timed out"
        case .stalled: "stream stalled"
        case .cancelled: "cancelled"
        case .tooLarge(let limit): "response larger than \(limit) bytes"
        case .transport(let why): "transport error: \(why)"
        }
    }

    /// Maps a networking error. `responded` tells whether the response head had arrived: a connection lost
    /// before it means the server was not reachable, after it the exchange broke.
    ///
    /// What FoundationNetworking (libcurl) reports on Linux: a refused connection is `cannotConnectToHost`, an
    /// unknown host `cannotFindHost`, a reset before the head `networkConnectionLost`, a close before the head
    /// `badServerResponse` ("Empty reply from server"), a close mid-body `URLError(-1)` ("transfer closed with …
    /// remaining"), and an IPv6 literal host (`http://[::1]:8080`) is rejected up front as `badURL`.
    init(_ error: any Error, origin: String, responded: Bool) {
        guard let urlError = error as? URLError else {
            self = .transport("\(type(of: error)) talking to \(origin)")
            return
        }
        switch urlError.code {
        case .cancelled:
            self = .cancelled
        case .timedOut:
            self = .timeout
        case .cannotFindHost, .dnsLookupFailed:
            self = .unreachable("cannot resolve the host of \(origin)")
        case .cannotConnectToHost, .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed,
            .cannotLoadFromNetwork:
            self = .unreachable("cannot connect to \(origin)")
        case .networkConnectionLost, .badServerResponse, .zeroByteResource, .cannotParseResponse:
            self =
                responded
                ? .transport("connection to \(origin) lost mid-response")
                : .unreachable("\(origin) closed the connection before responding")
        case .badURL, .unsupportedURL:
            self = .transport("the networking library does not accept the URL of \(origin) (IPv6 literals are not)")
        default:
            // libcurl's message names the failure (TLS, truncated transfer), never the request's headers.
            let reason = urlError.localizedDescription
            let detail = responded ? "mid-response" : "before the response"
            self = .transport("\(reason) (URLError \(urlError.code.rawValue), \(origin), \(detail))")
        }
    }
}
