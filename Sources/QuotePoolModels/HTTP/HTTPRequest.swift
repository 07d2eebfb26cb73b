import Foundation

/// One HTTP request for ``HTTPClient``.
public struct HTTPRequest: Sendable {
    public var url: URL
    public var method: String
    /// Sent as given. They may carry API keys: nothing in this module logs or prints them.
    public var headers: [String: String]
    public var body: Data?
    /// The whole call's deadline in seconds, from the call until the last byte of the body (for a stream, until
    /// the stream ends). Must be positive.
    public var timeout: Double

    public init(url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil, timeout: Double) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// Scheme, host and port only: safe to show in messages (a query string may carry a key).
    var origin: String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = components.host
        else { return "the server" }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(components.scheme ?? "http")://\(host)\(port)"
    }
}
