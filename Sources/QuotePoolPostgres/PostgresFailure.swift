import QuotePoolCore

/// What a failed libpq call means to the one who runs quotepool: the one classification of PostgreSQL failures,
/// from which every command's exit code follows (SPEC 6; docs/operations.md has the table).
///
/// libpq reports a failed connection without an SQLSTATE, so there the message decides; after a connection is
/// made, the SQLSTATE does.
enum PostgresFailure: String, Sendable, Equatable, CaseIterable {
    /// The connection broke, or the server is shutting down, starting up or in recovery (75).
    case connectionLost
    /// No server answers where the location points: refused, timed out, unknown host (75).
    case unreachable
    /// Another writer got there first, or holds what is needed: a serialization failure, a deadlock, a lock not
    /// available, a unique key another transaction just took, too many connections, a statement timeout (75).
    case conflict
    /// The location or its parameters cannot work as written: a bad port, `sslmode` or `connect_timeout`, an
    /// unknown option, a `search_path` naming no schema that exists (78).
    case configuration
    /// The role may not log in or may not do what was asked: a failed login, a missing privilege, a database that
    /// does not exist or a read-only server (73: the pool cannot be opened for writing until someone acts).
    case permission
    /// The server's disk is full or failed (74).
    case diskFull
    /// The server found its data damaged (73).
    case damage
    /// Anything else: a statement quotepool should not have sent (70).
    case bug

    /// The exit code's category.
    var category: FailureCategory {
        switch self {
        case .connectionLost, .unreachable, .conflict: .tempFail
        case .configuration: .config
        case .permission, .damage: .cantCreate
        case .diskFull: .ioError
        case .bug: .software
        }
    }

    /// Classifies a failure with `sqlState` (empty while connecting) and libpq's `message`.
    static func of(sqlState: String, message: String) -> PostgresFailure {
        switch sqlState {
        case "": return connecting(message)
        case "40001", "40P01", "55P03", "55006", "57014", "53300", "23505": return .conflict
        case "3F000", "22023": return .configuration
        case "42501", "3D000", "25006": return .permission
        case "53100", "58030": return .diskFull
        case "XX001", "XX002": return .damage
        default:
            if sqlState.hasPrefix("08") || sqlState.hasPrefix("57P") { return .connectionLost }
            if sqlState.hasPrefix("28") { return .permission }
            if sqlState.hasPrefix("53") { return .conflict }
            if sqlState.hasPrefix("58") { return .diskFull }
            return .bug
        }
    }

    /// Messages of a failed connection that no retry can mend because the location or its options are wrong.
    static let configurationMessages = [
        "invalid port number", "invalid sslmode value", "sslmode value", "invalid connect_timeout",
        "invalid integer value", "invalid connection option", "invalid value for parameter",
        "unrecognized configuration parameter", "invalid uri", "missing \"=\" after", "unterminated quoted string",
        "invalid percent-encoded token", "invalid gssencmode value", "invalid target_session_attrs value",
        "invalid channel_binding value", "invalid sslcompression", "root certificate file",
    ]

    /// Messages of a failed connection that need someone to act on the server: the login, the database.
    static let permissionMessages = [
        "authentication failed", "no password supplied", "does not exist", "permission denied", "pg_hba.conf",
        "password file", "is not permitted to log in", "too many connections for role",
        "server does not support ssl", "ssl is not enabled on the server",
    ]

    /// A failure while connecting, from libpq's message.
    static func connecting(_ message: String) -> PostgresFailure {
        let m = message.lowercased()
        if configurationMessages.contains(where: m.contains) { return .configuration }
        if permissionMessages.contains(where: m.contains) { return .permission }
        if m.contains("the database system is") { return .connectionLost }  // starting up, shutting down
        return .unreachable
    }
}
