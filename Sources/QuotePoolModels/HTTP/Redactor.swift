import Foundation

/// Removes secrets from text that came from a server, before anything logs, stores or prints it.
///
/// A hostile or careless server can echo what it was sent: the `Authorization` header in a 5xx body, an SSE error
/// event or a model list. Everything quotepool reads from a server passes through one redactor at the client's
/// edge (``OpenAIClient``), so the secrets it was configured with, and anything shaped like a bearer token or an
/// API key, become `[redacted]` wherever that text ends up (stderr, `runs.error`, `candidates.detail`, `doctor`,
/// the `--json` summary).
public struct Redactor: Sendable {
    /// What replaces a secret.
    public static let mask = "[redacted]"

    private let secrets: [String]

    /// - Parameter secrets: the configured keys; empty ones are ignored.
    public init(secrets: [String]) {
        self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted { $0.count > $1.count }
    }

    // `Authorization: <anything up to a quote or the line's end>` (also as a JSON member), `Bearer <token>`, and the
    // key shapes of the common providers (sk-…, sk-proj-…, hf_…, gsk_…, AIza…, ghp_…), whatever the configured
    // keys are. A lower-case "bearer" is also a word of prose ("a flag bearer walks home"): after it, only a
    // token with a digit or of 20 characters or more is taken for a secret, so a model's line keeps its words.
    private static let patterns: [(NSRegularExpression, String)] = [
        (#"(?i)\b(authorization)(["']?\s*[:=]\s*["']?)[^"'\r\n,}]+"#, "$1$2\(mask)"),
        (#"\b(Bearer|BEARER)(\s+)[A-Za-z0-9._~+/=-]{4,}"#, "$1$2\(mask)"),
        (#"(?i)\b(bearer)(\s+)(?=[A-Za-z._~+/=-]*[0-9])[A-Za-z0-9._~+/=-]{8,}"#, "$1$2\(mask)"),
        (#"(?i)\b(bearer)(\s+)[A-Za-z0-9._~+/=-]{20,}"#, "$1$2\(mask)"),
        (#"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}"#, mask),
        (#"\b(?:hf|gsk|ghp|gho|xox[abp])_[A-Za-z0-9_-]{16,}"#, mask),
        (#"\bAIza[0-9A-Za-z_-]{30,}"#, mask),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    /// `text` with every configured secret and every token-shaped string replaced by ``mask``.
    public func callAsFunction(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var out = text
        for secret in secrets where out.contains(secret) {
            out = out.replacingOccurrences(of: secret, with: Self.mask)
        }
        for (pattern, template) in Self.patterns {
            let range = NSRange(out.startIndex..., in: out)
            guard pattern.firstMatch(in: out, range: range) != nil else { continue }
            out = pattern.stringByReplacingMatches(in: out, range: range, withTemplate: template)
        }
        return out
    }

    /// Whether `text`, decoded from an answer after the client redacted it, still holds a secret or a token-shaped
    /// string, or already holds ``mask`` where one was taken out.
    ///
    /// The client redacts what a server sends as it arrives, but a structured answer is JSON inside JSON: a key
    /// written with `\u` escapes in the inner string only appears once that string is decoded. A draft or a
    /// translation that carries a secret in either form is not a line to keep, so callers reject it.
    public func leaks(_ text: String) -> Bool {
        text.contains(Self.mask) || self(text) != text
    }

    /// A parsed JSON value with every string in it (keys included) redacted.
    public func redactJSON(_ value: Any) -> Any {
        switch value {
        case let string as String: return self(string)
        case let array as [Any]: return array.map(redactJSON)
        case let object as [String: Any]:
            var out: [String: Any] = [:]
            for (key, item) in object { out[self(key)] = redactJSON(item) }
            return out
        default: return value
        }
    }

    /// Parses `data` as JSON and redacts every string in it; nil when it is not JSON.
    public func json(_ data: Data) -> Any? {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])).map(redactJSON)
    }
}
