import QuotePoolCore
import Testing

@testable import QuotePoolPostgres

/// The one classification of libpq failures (issue 36, item 3): what a scheduler may retry (75) and what needs
/// someone to act (73, 74, 78), from the SQLSTATE or, while connecting, libpq's message.
struct PostgresFailureTests {
    @Test func serverStatesAreClassified() {
        let expected: [(String, PostgresFailure, Int32)] = [
            ("08006", .connectionLost, 75), ("57P01", .connectionLost, 75), ("57P03", .connectionLost, 75),
            ("40001", .conflict, 75), ("40P01", .conflict, 75), ("55P03", .conflict, 75), ("57014", .conflict, 75),
            ("23505", .conflict, 75), ("53300", .conflict, 75),
            ("3F000", .configuration, 78), ("22023", .configuration, 78),
            ("42501", .permission, 73), ("28P01", .permission, 73), ("3D000", .permission, 73),
            ("25006", .permission, 73),
            ("53100", .diskFull, 74), ("58030", .diskFull, 74), ("XX001", .damage, 73), ("42601", .bug, 70),
        ]
        for (state, failure, code) in expected {
            let error = PGError(sqlState: state, message: "m")
            #expect(error.failure == failure, "\(state)")
            #expect(ExitCode.of(error.category) == code, "\(state)")
            #expect(ExitCode.of(error.storeError.category) == code, "\(state)")
        }
    }

    /// libpq's own words for a connection that failed (PostgreSQL 15).
    @Test func connectionFailuresAreClassifiedByLibpqsMessage() {
        let expected: [(String, PostgresFailure)] = [
            (
                "connection to server at \"127.0.0.1\", port 9 failed: Connection refused; Is the server running on "
                    + "that host and accepting TCP/IP connections?", .unreachable
            ),
            ("could not translate host name \"nowhere.invalid\" to address: Name or service not known", .unreachable),
            ("connection to server at \"10.255.255.1\", port 5432 failed: timeout expired", .unreachable),
            ("invalid port number: \"99999\"", .configuration),
            ("invalid sslmode value: \"bogus\"", .configuration),
            ("invalid integer value \"abc\" for connection option \"connect_timeout\"", .configuration),
            ("invalid connection option \"bogus\"", .configuration),
            (
                "connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  unrecognized configuration "
                    + "parameter \"nosuch\"", .configuration
            ),
            (
                "connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password authentication failed "
                    + "for user \"w\"", .permission
            ),
            (
                "connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  database \"x\" does not exist",
                .permission
            ),
            (
                "connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  the database system is shutting "
                    + "down", .connectionLost
            ),
        ]
        for (message, failure) in expected {
            #expect(PGError(sqlState: "", message: message).failure == failure, "\(message)")
        }
    }
}
