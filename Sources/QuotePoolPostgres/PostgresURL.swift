import Foundation
import QuotePoolCore

/// A `postgres://` (or `postgresql://`) URL naming a pool on a PostgreSQL server, as `--db`, `$QUOTEPOOL_DB` or
/// the config's `database` gives it.
///
/// The password is never part of it: libpq finds it in `PGPASSFILE` or `~/.pgpass`, in `PGPASSWORD`, or the
/// config's `password_file` names a file that holds it (mode 0600 or stricter). A URL that carries one is refused,
/// since URLs end up in process lists, logs and run rows.
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible {
    /// The URL as given (it holds no password).
    public let given: String
    /// libpq's connection keywords.
    let keywords: [String: String]

    /// Whether `database` names a PostgreSQL pool rather than an SQLite file.
    public static func isPostgres(_ database: String) -> Bool { DatabaseURL.isPostgres(database) }

    /// The URL's query parameters that are passed on to libpq.
    static let parameters: Set<String> = [
        "sslmode", "sslrootcert", "sslcert", "sslkey", "sslcrl", "connect_timeout", "application_name", "options",
        "host", "port", "target_session_attrs", "passfile", "sslcompression", "gssencmode", "krbsrvname",
    ]

    /// Why a URL cannot name a pool; a configuration error (78).
    public struct Invalid: Error, CategorizedError, CustomStringConvertible, Equatable {
        /// The URL as given, with any password masked (``DatabaseURL/masked(_:)``).
        public let url: String
        public let problem: String

        init(url: String, problem: String) {
            self.url = DatabaseURL.masked(url)
            self.problem = problem
        }

        public var category: FailureCategory { .config }
        public var description: String { "database URL \(url): \(problem)" }
    }

    /// Parses `url` (a `postgres://` URL or a libpq keyword string, see ``DatabaseLocation``); `passwordFile`
    /// (the config's `password_file`) is read here, and refused when anyone but its owner may read it.
    ///
    /// Values libpq would refuse only when connecting, or take for something else, are refused here as
    /// configuration errors: a port outside 1–65535, an `sslmode` libpq does not know, a `connect_timeout` that is
    /// not a whole number of seconds.
    public init(_ url: String, passwordFile: String? = nil) throws(Invalid) {
        let location: DatabaseLocation
        do {
            location = try DatabaseLocation(url)
        } catch {
            throw Invalid(url: url, problem: error.problem)
        }
        guard case .server(let server) = location else {
            throw Invalid(url: url, problem: "expected postgres://user@host:port/dbname?sslmode=…")
        }
        if DatabaseURL.carriesPassword(url) {
            throw Invalid(url: url, problem: DatabaseURL.passwordProblem)
        }
        var keywords: [String: String]
        switch server {
        case .url: keywords = try Self.urlKeywords(url)
        case .keywords(_, let pairs):
            keywords = [:]
            for pair in pairs { keywords[pair.keyword.lowercased()] = pair.value }
        }
        try Self.check(keywords, url: url)
        if let passwordFile {
            keywords["password"] = try Self.readPassword(passwordFile, url: url)
        }
        given = url
        self.keywords = keywords
    }

    /// libpq's keywords of a `postgres://` URL.
    private static func urlKeywords(_ url: String) throws(Invalid) -> [String: String] {
        guard let parts = URLComponents(string: url) else {
            if let port = portText(url), !(Int(port).map { (1...65535).contains($0) } ?? false) {
                throw Invalid(url: url, problem: "port \(JSONValue.quoted(port)) is not a port number (1–65535)")
            }
            throw Invalid(url: url, problem: "expected postgres://user@host:port/dbname?sslmode=…")
        }
        if parts.password != nil { throw Invalid(url: url, problem: DatabaseURL.passwordProblem) }
        var keywords: [String: String] = [:]
        if let user = parts.user, !user.isEmpty { keywords["user"] = user }
        if let host = parts.host, !host.isEmpty { keywords["host"] = host }
        if let port = parts.port {
            keywords["port"] = String(port)
        } else if let port = portText(url), !port.isEmpty {
            keywords["port"] = port
        }
        let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        if !path.isEmpty { keywords["dbname"] = path }
        for item in parts.queryItems ?? [] {
            guard Self.parameters.contains(item.name) else {
                throw Invalid(
                    url: url,
                    problem:
                        "unknown parameter \(JSONValue.quoted(item.name)) (known: \(Self.parameters.sorted().joined(separator: ", ")))"
                )
            }
            keywords[item.name] = item.value ?? ""
        }
        return keywords
    }

    /// The port as written in the URL's authority, when `URLComponents` did not take it as one (out of range).
    private static func portText(_ url: String) -> String? {
        guard let start = url.range(of: "://")?.upperBound else { return nil }
        let rest = url[start...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        guard !host.hasSuffix("]"), let colon = host.lastIndex(of: ":") else { return nil }
        return String(host[host.index(after: colon)...])
    }

    /// `sslmode`'s values in libpq.
    static let sslModes = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]

    /// Refuses values libpq would refuse when connecting (or read as something else).
    private static func check(_ keywords: [String: String], url: String) throws(Invalid) {
        if let port = keywords["port"] {
            for one in port.split(separator: ",", omittingEmptySubsequences: false) {
                guard let n = Int(one), (1...65535).contains(n) else {
                    throw Invalid(url: url, problem: "port \(JSONValue.quoted(port)) is not a port number (1–65535)")
                }
            }
        }
        if let mode = keywords["sslmode"], !sslModes.contains(mode) {
            throw Invalid(
                url: url,
                problem: "sslmode \(JSONValue.quoted(mode)) is not one of \(sslModes.joined(separator: ", "))")
        }
        if let timeout = keywords["connect_timeout"] {
            guard let n = Int(timeout), n >= 0 else {
                throw Invalid(
                    url: url, problem: "connect_timeout \(JSONValue.quoted(timeout)) is not a whole number of seconds")
            }
        }
        if keywords["dbname"]?.isEmpty == true || keywords["host"]?.isEmpty == true {
            throw Invalid(url: url, problem: "an empty host or dbname")
        }
    }

    public var description: String { given }

    /// The URL with `connect_timeout` no longer than `seconds` (libpq counts whole seconds, at least 2).
    func keywords(connectTimeout seconds: Double) -> [String: String] {
        var out = keywords
        let bound = max(2, Int(seconds.rounded(.up)))
        if let given = out["connect_timeout"].flatMap(Int.init), given > 0, given < bound { return out }
        out["connect_timeout"] = String(bound)
        out["application_name"] = out["application_name"] ?? "quotepool"
        return out
    }

    static func readPassword(_ path: String, url: String) throws(Invalid) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Invalid(url: url, problem: "password_file \(path) does not exist") }
        guard info.st_mode & 0o077 == 0 else {
            throw Invalid(
                url: url,
                problem:
                    "password_file \(path) may be read by others (mode \(String(info.st_mode & 0o777, radix: 8))); "
                    + "chmod 600 it")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { throw Invalid(url: url, problem: "password_file \(path) cannot be read") }
        let password = text.trimmingCharacters(in: .newlines)
        guard !password.isEmpty else { throw Invalid(url: url, problem: "password_file \(path) is empty") }
        guard !password.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw Invalid(url: url, problem: "password_file \(path) holds control characters")
        }
        return password
    }
}
