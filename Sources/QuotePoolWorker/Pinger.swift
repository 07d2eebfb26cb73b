import Foundation
import QuotePoolCore
import QuotePoolModels

/// The dead-man's switch: healthchecks-style GET pings at the start and end of a fill.
///
/// A ping has a short timeout and its failure is only logged: monitoring must never fail the job.
public struct Pinger: Sendable {
    public let config: Config.Healthcheck
    let http: HTTPClient

    public init(config: Config.Healthcheck, http: HTTPClient = HTTPClient(maxConnectionsPerHost: 2)) {
        self.config = config
        self.http = http
    }

    public var isConfigured: Bool { config.startURL != nil || config.successURL != nil || config.failureURL != nil }

    /// Pings the start URL; returns what went wrong, or `nil`.
    public func start() async -> String? {
        guard let url = config.startURL else { return nil }
        return await ping(url, timeout: config.timeoutSeconds)
    }

    /// Pings the success or failure URL for `exitCode`, within at most `timeout` seconds.
    public func finish(exitCode: Int32, timeout: Double) async -> String? {
        let target = exitCode == 0 ? config.successURL : config.failureURL
        guard let target else { return nil }
        let url = target.replacingOccurrences(of: "{exit_code}", with: String(exitCode))
        return await ping(url, timeout: min(config.timeoutSeconds, timeout))
    }

    private func ping(_ raw: String, timeout: Double) async -> String? {
        guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            return "ping URL is not http(s)"
        }
        do {
            let response = try await http.send(
                HTTPRequest(url: url, method: "GET", timeout: max(0.1, timeout)), maxBytes: 64 << 10)
            return (200..<300).contains(response.status) ? nil : "ping answered \(response.status)"
        } catch {
            return "ping failed: \(error)"
        }
    }
}
