/// What a `database` value (`--db`, `$QUOTEPOOL_DB`, the config key, a `db copy` argument) names, decided once
/// where the value enters: an SQLite file, or a pool on a PostgreSQL server.
///
/// A server is named by a `postgres://` or `postgresql://` URL or by a libpq keyword string
/// (`host=… dbname=… user=…`). A value that looks like a connection string but is neither (another scheme, a
/// scheme without `//`, a keyword string with keywords libpq does not know, white space around the value, a scheme
/// with nothing after it) is refused: taken for a file name, it would create an SQLite pool named after it, and
/// with it any password it holds.
public enum DatabaseLocation: Sendable, Equatable {
    /// An SQLite database file.
    case file(String)
    /// A pool on a PostgreSQL server.
    case server(Server)

    /// How a server was written.
    public enum Server: Sendable, Equatable {
        /// A `postgres://` or `postgresql://` URL.
        case url(String)
        /// A libpq keyword string, as its keyword-value pairs in the order given.
        case keywords(String, [Pair])

        /// The value as given.
        public var given: String {
            switch self {
            case .url(let s), .keywords(let s, _): s
            }
        }
    }

    /// One `keyword=value` of a keyword string (the value unquoted).
    public struct Pair: Sendable, Equatable {
        public let keyword: String
        public let value: String
    }

    /// Why a value cannot name a database; a configuration error (78). `value` is shown masked.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible, CategorizedError {
        public let value: String
        public let problem: String

        init(_ value: String, _ problem: String) {
            self.value = DatabaseURL.masked(value)
            self.problem = problem
        }

        public var category: FailureCategory { .config }
        public var description: String {
            "database \(JSONValue.quoted(value)): \(problem); expected \(DatabaseLocation.allowed)"
        }
    }

    /// libpq's connection keywords (PostgreSQL 15), the ones a keyword string may use.
    public static let libpqKeywords: Set<String> = DatabaseURL.shownParameters.union(DatabaseURL.secretParameters)
        .union(["requiressl", "sslsni", "ssl_min_protocol_version", "ssl_max_protocol_version", "requirepeer"])
        .subtracting(["passwd"])

    /// What a database value may be, said with every refusal.
    public static let allowed =
        "a file path, a postgres://user@host:port/dbname URL, or a libpq keyword string (host=… port=… dbname=… "
        + "user=…)"

    /// Classifies `value`.
    ///
    /// - Throws: ``Invalid`` for a value that looks like a connection string but is not one this store reads.
    public init(_ value: String) throws(Invalid) {
        guard !value.isEmpty else { throw Invalid(value, "is empty") }
        if value.first!.isWhitespace || value.last!.isWhitespace {
            throw Invalid(value, "begins or ends with white space")
        }
        if let scheme = Self.scheme(of: value) {
            let lower = scheme.name.lowercased()
            let isPostgres = lower == "postgres" || lower == "postgresql"
            guard scheme.slashes else {
                guard isPostgres || lower == "pg" else {
                    self = .file(value)
                    return
                }
                throw Invalid(value, "a PostgreSQL URL begins with postgres:// or postgresql://")
            }
            guard isPostgres else {
                throw Invalid(value, "\(scheme.name):// is not a database scheme")
            }
            let rest = value.dropFirst(scheme.name.count + 3)
            guard !rest.isEmpty else {
                throw Invalid(value, "names no server and no database")
            }
            self = .server(.url(value))
            return
        }
        if let pairs = Self.keywordPairs(value) {
            let unknown = pairs.map(\.keyword).filter { !Self.libpqKeywords.contains($0.lowercased()) }
            if unknown.isEmpty {
                self = .server(.keywords(value, pairs))
                return
            }
            // `a=b.sqlite` is a file name; `host=db dbnme=pool` is a keyword string with a typo.
            if pairs.count > 1 || unknown.count < pairs.count {
                throw Invalid(
                    value,
                    "looks like a libpq keyword string, but libpq has no keyword "
                        + unknown.map { JSONValue.quoted($0) }.joined(separator: ", "))
            }
        } else if Self.startsLikeKeywords(value), value.contains(" ") {
            throw Invalid(value, "looks like a libpq keyword string but cannot be read as one")
        }
        self = .file(value)
    }

    /// Whether `value` names a PostgreSQL pool; false for a file and for a value that is refused.
    public static func isServer(_ value: String) -> Bool {
        if case .server = try? DatabaseLocation(value) { return true }
        return false
    }

    /// Why `value` is refused, or nil when it names a file or a server.
    public static func refusal(of value: String) -> Invalid? {
        do {
            _ = try DatabaseLocation(value)
            return nil
        } catch {
            return error
        }
    }

    /// `value`'s URL scheme, when it begins with one (`name:`), and whether `//` follows it.
    static func scheme(of value: String) -> (name: Substring, slashes: Bool)? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        let name = value[..<colon]
        guard let first = name.first, first.isASCII, first.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        else { return nil }
        return (name, value[colon...].hasPrefix("://"))
    }

    /// Whether `value` begins with `keyword=` (a word of letters and underscores, then `=`, spaces allowed).
    static func startsLikeKeywords(_ value: String) -> Bool {
        let word = value.prefix { $0.isASCII && ($0.isLetter || $0 == "_") }
        guard !word.isEmpty else { return false }
        return value.dropFirst(word.count).drop { $0 == " " }.first == "="
    }

    /// The pairs of a libpq keyword string (`keyword = value`, separated by white space; a value may be
    /// single-quoted, with `\'` and `\\` inside); nil when `value` is not one.
    public static func keywordPairs(_ value: String) -> [Pair]? {
        guard startsLikeKeywords(value) else { return nil }
        var pairs: [Pair] = []
        var i = value.startIndex
        func skipSpace() { while i < value.endIndex, value[i].isWhitespace { i = value.index(after: i) } }
        while true {
            skipSpace()
            guard i < value.endIndex else { break }
            let start = i
            while i < value.endIndex, value[i].isASCII, value[i].isLetter || value[i] == "_" {
                i = value.index(after: i)
            }
            let keyword = String(value[start..<i])
            skipSpace()
            guard !keyword.isEmpty, i < value.endIndex, value[i] == "=" else { return nil }
            i = value.index(after: i)
            skipSpace()
            var text = ""
            if i < value.endIndex, value[i] == "'" {
                i = value.index(after: i)
                var closed = false
                while i < value.endIndex {
                    let c = value[i]
                    i = value.index(after: i)
                    if c == "'" {
                        closed = true
                        break
                    }
                    if c == "\\", i < value.endIndex {
                        text.append(value[i])
                        i = value.index(after: i)
                    } else {
                        text.append(c)
                    }
                }
                guard closed else { return nil }
            } else {
                while i < value.endIndex, !value[i].isWhitespace {
                    if value[i] == "\\", value.index(after: i) < value.endIndex { i = value.index(after: i) }
                    text.append(value[i])
                    i = value.index(after: i)
                }
            }
            pairs.append(Pair(keyword: keyword, value: text))
        }
        return pairs.isEmpty ? nil : pairs
    }
}
