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
    /// The secrets case-folded, for finding one a model wrote in another case or with invisible characters inside.
    private let foldedSecrets: [String]

    /// Keys shorter than this are placeholders (a local server's `x` or `ollama`), not secrets: looking for them
    /// would mask every "x" of an error message and refuse every line with the word "ollama" in it.
    public static let shortestSecret = 8

    /// - Parameter secrets: the configured keys; empty ones and placeholders (``shortestSecret``) are ignored.
    public init(secrets: [String]) {
        self.secrets = Set(secrets.filter { $0.count >= Self.shortestSecret }).sorted { $0.count > $1.count }
        foldedSecrets = self.secrets.map(Self.fold)
    }

    // `Authorization: <anything up to a quote or the line's end>` (also as a JSON member) and `Bearer <token>`: how
    // a header looks when a server echoes it into an error or a log. A lower-case "bearer" is also a word of prose
    // ("a flag bearer walks home"): after it, only a token with a digit or of 20 characters or more counts.
    private static let headerPatterns: [(NSRegularExpression, String)] = [
        (#"(?i)\b(authorization)(["']?\s*[:=]\s*["']?)[^"'\r\n,}]+"#, "$1$2\(mask)"),
        (#"\b(Bearer|BEARER)(\s+)[A-Za-z0-9._~+/=-]{4,}"#, "$1$2\(mask)"),
        (#"(?i)\b(bearer)(\s+)(?=[A-Za-z._~+/=-]*[0-9])[A-Za-z0-9._~+/=-]{8,}"#, "$1$2\(mask)"),
        (#"(?i)\b(bearer)(\s+)[A-Za-z0-9._~+/=-]{20,}"#, "$1$2\(mask)"),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    // The key shapes of the common providers (sk-…, sk-proj-…, hf_…, gsk_…, AIza…, ghp_…), whatever the configured
    // keys are: no word of prose has these shapes.
    private static let keyPatterns: [(NSRegularExpression, String)] = [
        (#"\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}"#, mask),
        (#"\b(?:hf|gsk|ghp|gho|xox[abp])_[A-Za-z0-9_-]{16,}"#, mask),
        (#"\bAIza[0-9A-Za-z_-]{30,}"#, mask),
    ].map { (try! NSRegularExpression(pattern: $0.0), $0.1) }

    /// `text` with every configured secret, every echoed header and every key-shaped string replaced by ``mask``:
    /// for what a server says about a request (errors, model lists, stream errors).
    public func callAsFunction(_ text: String) -> String {
        redact(text, patterns: Self.headerPatterns + Self.keyPatterns)
    }

    /// What a model wrote (a draft, a translation, a judge's answer) with every configured secret and key-shaped
    /// string replaced by ``mask``. Prose keeps its words: "Bearer bonds never learned to whisper" and
    /// "No authorization: just courage" are lines, not echoed headers.
    public func content(_ text: String) -> String {
        redact(text, patterns: Self.keyPatterns)
    }

    private func redact(_ text: String, patterns: [(NSRegularExpression, String)]) -> String {
        guard !text.isEmpty else { return text }
        var out = text
        for secret in secrets where out.contains(secret) {
            out = out.replacingOccurrences(of: secret, with: Self.mask)
        }
        for (pattern, template) in patterns {
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
    ///
    /// A secret counts in any case and with invisible characters (a soft hyphen, a direction mark, a tag character)
    /// inside it, since a reader would see the key.
    public func leaks(_ text: String) -> Bool {
        if text.contains(Self.mask) || content(text) != text { return true }
        guard !foldedSecrets.isEmpty else { return false }
        let folded = Self.fold(text)
        return foldedSecrets.contains { folded.contains($0) }
    }

    /// `text` without default-ignorable and format characters, case-folded.
    static func fold(_ text: String) -> String {
        let visible = text.unicodeScalars.filter {
            !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .format
        }
        return String(String.UnicodeScalarView(visible)).folding(options: .caseInsensitive, locale: nil)
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
