import Foundation

/// A complete, buffered HTTP response from ``HTTPClient/send(_:maxBytes:)``.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    /// Header names are lowercased; a header sent more than once appears once, its values joined by the
    /// networking library (", ").
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
