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

    /// Parses `url`; `passwordFile` (the config's `password_file`) is read here, and refused when anyone but its
    /// owner may read it.
    public init(_ url: String, passwordFile: String? = nil) throws(Invalid) {
        guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(),
            ["postgres", "postgresql"].contains(scheme)
        else {
            throw Invalid(url: url, problem: "expected postgres://user@host:port/dbname?sslmode=…")
        }
        if parts.password != nil || DatabaseURL.carriesPassword(url) {
            throw Invalid(url: url, problem: DatabaseURL.passwordProblem)
        }
        var keywords: [String: String] = [:]
        if let user = parts.user, !user.isEmpty { keywords["user"] = user }
        if let host = parts.host, !host.isEmpty { keywords["host"] = host }
        if let port = parts.port { keywords["port"] = String(port) }
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
        if let passwordFile {
            keywords["password"] = try Self.readPassword(passwordFile, url: url)
        }
        given = url
        self.keywords = keywords
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
