import Foundation

/// What may be shown of a `database` value (`--db`, `$QUOTEPOOL_DB`, the config key).
///
/// A `postgres://` URL never carries its password: the store refuses one, and every place that prints or stores a
/// database name shows it through ``masked(_:)``, so a password given by mistake (in the user info or as a
/// `password` parameter) reaches no log, summary, run row or error message.
public enum DatabaseURL {
    /// What replaces a password.
    public static let mask = "***"

    /// Why a URL with a password is refused, and where the password goes instead.
    public static let passwordProblem =
        "it carries a password; put the password in PGPASSFILE or ~/.pgpass, in PGPASSWORD, or in a file named by "
        + "password_file (mode 0600), never in the URL"

    /// What a `database` value may be, said where one with a password is refused.
    public static let withoutPassword =
        "a file path or a postgres:// URL without a password (the password goes in password_file, PGPASSFILE, "
        + "~/.pgpass or PGPASSWORD)"

    /// Whether `database` names a PostgreSQL pool (a `postgres://` or `postgresql://` URL, or a libpq keyword
    /// string) rather than an SQLite file (``DatabaseLocation``).
    public static func isPostgres(_ database: String) -> Bool { DatabaseLocation.isServer(database) }

    /// URL parameters whose value is a secret: libpq's `password` and `sslpassword` (and the common misspelling).
    static let secretParameters: Set<String> = ["password", "passwd", "sslpassword"]

    /// libpq parameters whose values are shown as given; any other parameter's value is shown as ``mask``, since a
    /// misspelled or unknown name (`pwd=`, `pass=`) may well hold a password.
    static let shownParameters: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "sslmode", "connect_timeout", "application_name",
        "fallback_application_name", "target_session_attrs", "client_encoding", "gssencmode", "channel_binding",
        "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout",
        "sslrootcert", "sslcert", "sslkey", "sslcrl", "sslcompression", "passfile", "service", "load_balance_hosts",
        "options", "krbsrvname",
    ]

    /// Whether `database` is a PostgreSQL URL that carries a password.
    public static func carriesPassword(_ database: String) -> Bool { scan(database).found }

    /// `database` with any password in a PostgreSQL URL, and the value of any parameter not in ``shownParameters``,
    /// shown as ``mask``; anything else unchanged.
    public static func masked(_ database: String) -> String { scan(database).masked }

    /// Works on the text itself, not a parsed URL, so a URL too malformed to parse is masked as well, and so is a
    /// near miss (`pg://…`) or a keyword string (`host=… password=…`).
    private static func scan(_ database: String) -> (masked: String, found: Bool) {
        let trimmed = database.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed != database { return scan(trimmed) }
        if DatabaseLocation.startsLikeKeywords(database) { return scanKeywords(database) }
        guard DatabaseLocation.scheme(of: database)?.slashes == true, let schemeEnd = database.range(of: "://")
        else { return (database, false) }
        var found = false
        let rest = database[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = String(rest[..<authorityEnd])
        if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
            authority = authority[...colon] + mask + authority[at...]
            found = true
        }
        var tail = String(rest[authorityEnd...])
        if let question = tail.firstIndex(of: "?") {
            let fragmentStart = tail[question...].firstIndex(of: "#") ?? tail.endIndex
            let items = tail[tail.index(after: question)..<fragmentStart].split(
                separator: "&", omittingEmptySubsequences: false)
            let shown = items.map { item -> String in
                // Compared as libpq reads it: percent-decoded, so `pass%77ord=` is a password too.
                let decoded = String(item).removingPercentEncoding ?? String(item)
                let name =
                    decoded.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first
                    .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
                if Self.secretParameters.contains(name) {
                    found = true
                    return name + "=" + mask
                }
                guard !Self.shownParameters.contains(name), let equals = item.firstIndex(of: "=") else {
                    return String(item)
                }
                return item[..<equals] + "=" + mask
            }
            tail = tail[...question] + shown.joined(separator: "&") + tail[fragmentStart...]
        }
        return (database[..<schemeEnd.upperBound] + authority + tail, found)
    }

    /// A keyword string with the values of secret and unknown keywords masked; one that cannot be read is not shown
    /// at all, since where its password ends cannot be told.
    private static func scanKeywords(_ database: String) -> (masked: String, found: Bool) {
        guard let pairs = DatabaseLocation.keywordPairs(database) else {
            let lower = database.lowercased()
            return ("(a keyword string that cannot be read)", secretParameters.contains { lower.contains($0) })
        }
        var found = false
        let shown = pairs.map { pair -> String in
            let name = pair.keyword.lowercased()
            if secretParameters.contains(name) { found = true }
            guard shownParameters.contains(name) else { return pair.keyword + "=" + mask }
            let plain = !pair.value.isEmpty && !pair.value.contains { $0.isWhitespace || $0 == "'" || $0 == "\\" }
            return pair.keyword + "="
                + (plain
                    ? pair.value
                    : "'"
                        + pair.value.replacingOccurrences(of: "\\", with: "\\\\")
                        .replacingOccurrences(of: "'", with: "\\'") + "'")
        }
        return (shown.joined(separator: " "), found)
    }
}
