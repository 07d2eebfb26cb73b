import Foundation
import QuotePoolCore

/// One OpenAI-compatible server as configured: where it is, which model, the API key, limits.
///
/// The key is read once from the environment variable or file the config names; it is kept out of
/// every description, log line and error.
public struct OpenAIEndpoint: Sendable {
    public let name: String
    public let baseURL: URL
    public let model: String
    public let locales: [LocaleCode]
    public let temperature: Double
    public let maxTokens: Int
    public let timeout: Double
    /// The server software as configured; `auto` until the readiness probe learns it.
    public let server: ServerKind
    let apiKey: String?

    /// Why an endpoint cannot be built from its config: the backend is `misconfigured`.
    public struct Misconfigured: Error, Equatable, CustomStringConvertible {
        public var backend: String
        public var problem: String
        public var description: String { "backend \(backend): \(problem)" }
    }

    /// Resolves `config` (the `backends.<name>` entry); reads the key from `api_key_env` or `api_key_file`.
    public init(
        name: String, config: BackendConfig, environment: [String: String],
        readFile: (String) throws -> String = { try SafeFile.readText($0, limit: 64 << 10) }
    ) throws(Misconfigured) {
        self.name = name
        var raw = config.baseURL ?? ""
        while raw.hasSuffix("/") { raw.removeLast() }
        guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host != nil
        else {
            throw Misconfigured(backend: name, problem: "base_url must be an http(s) URL")
        }
        baseURL = url
        guard let model = config.model, !model.isEmpty else {
            throw Misconfigured(backend: name, problem: "model is required")
        }
        self.model = model
        locales = config.locales
        temperature = config.temperature
        maxTokens = config.maxTokens
        timeout = config.timeoutSeconds
        server = ServerKind(rawValue: config.server) ?? .auto
        if let variable = config.apiKeyEnv {
            guard let key = environment[variable], !key.isEmpty else {
                throw Misconfigured(backend: name, problem: "api_key_env names \(variable), which is not set")
            }
            try Self.checkKey(key, from: "api_key_env \(variable)", backend: name)
            apiKey = key
        } else if let path = config.apiKeyFile {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw Misconfigured(backend: name, problem: "api_key_file \(path) does not exist")
            }
            guard info.st_mode & 0o077 == 0 else {
                let mode = String(info.st_mode & 0o777, radix: 8)
                throw Misconfigured(
                    backend: name,
                    problem:
                        "api_key_file \(path) is open to \(Self.whoElse(mode: info.st_mode)) (mode \(mode)); chmod 600 it"
                )
            }
            let key: String
            do {
                key = try readFile(path).trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                throw Misconfigured(backend: name, problem: "api_key_file \(path) cannot be read")
            }
            guard !key.isEmpty else { throw Misconfigured(backend: name, problem: "api_key_file \(path) is empty") }
            try Self.checkKey(key, from: "api_key_file \(path)", backend: name)
            apiKey = key
        } else {
            apiKey = nil
        }
    }

    /// The secrets this endpoint sends, for the ``Redactor`` of what its server answers.
    var secrets: [String] { apiKey.map { [$0] } ?? [] }

    /// Refuses a key that could not be sent as one header value: a CR or LF in it would end the header and start
    /// another (a second `Host:`, anything); other control characters and non-ASCII bytes are no key either.
    static func checkKey(_ key: String, from source: String, backend: String) throws(Misconfigured) {
        guard let bad = key.unicodeScalars.first(where: { !(0x21...0x7E).contains($0.value) }) else { return }
        let what =
            switch bad.value {
            case 0x0A, 0x0D: "a line break"
            case 0x20: "a space"
            case 0..<0x20, 0x7F: "a control character"
            default: "a non-ASCII character"
            }
        throw Misconfigured(
            backend: backend,
            problem: "\(source) holds \(what) (U+\(String(bad.value, radix: 16, uppercase: true))); an API key is "
                + "printable ASCII without spaces: fix the key")
    }

    /// True when the server is on this machine or a private network (for hybrid's local/cloud modes).
    public var isLocal: Bool {
        guard let host = baseURL.host?.lowercased() else { return false }
        if host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.") || host.hasSuffix(".local")
        {
            return true
        }
        let parts = host.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return false }
        return parts[0] == 10 || (parts[0] == 192 && parts[1] == 168)
            || (parts[0] == 172 && (16...31).contains(parts[1]))
    }

    /// The URL of `path` under the base URL (`/v1` included in the base).
    func url(_ path: String) -> URL { baseURL.appendingPathComponent(path) }

    /// `/health` at the server root (llama.cpp), next to `/v1`.
    var healthURL: URL { rootURL("health") }

    /// `path` at the server root, next to `/v1` (llama.cpp's `/props`, Ollama's `/api/version`).
    func rootURL(_ path: String) -> URL {
        var root = baseURL
        if root.lastPathComponent == "v1" { root.deleteLastPathComponent() }
        return root.appendingPathComponent(path)
    }

    func headers(json: Bool = true) -> [String: String] {
        var h = ["Accept": json ? "application/json" : "text/event-stream"]
        h["Content-Type"] = "application/json"
        if let apiKey { h["Authorization"] = "Bearer \(apiKey)" }
        return h
    }

    /// Whether `locale` is one the model writes, or `nil` when the config lists no locales (all are).
    func supports(_ locale: LocaleCode) -> Bool {
        guard !locales.isEmpty else { return true }
        return locales.contains(locale) || locales.contains(locale.base)
    }
}

// Descriptions and reflection never show the API key, so logging an endpoint cannot leak it.
extension OpenAIEndpoint: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "OpenAIEndpoint(\(name), \(baseURL), model \(model), key \(apiKey == nil ? "none" : "set"))"
    }
    public var debugDescription: String { description }
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "name": name, "baseURL": baseURL, "model": model, "locales": locales,
                "apiKey": apiKey == nil ? "none" : "set",
            ])
    }
}

extension OpenAIEndpoint {
    /// Who besides the owner may use a file of `mode`: "its group", "other users", or both.
    static func whoElse(mode: mode_t) -> String {
        switch (mode & 0o070 != 0, mode & 0o007 != 0) {
        case (true, true): "its group and other users"
        case (true, false): "its group"
        default: "other users"
        }
    }
}
