import Testing

@testable import QuotePoolCore

/// One reading of a `database` value: a file, a PostgreSQL URL or keyword string, or a near miss refused (78).
struct DatabaseLocationTests {
    @Test func urlsAndKeywordStringsNameAServer() throws {
        for url in ["postgres://w@h:5432/pool?sslmode=disable", "postgresql://w@h/pool", "POSTGRES:///pool"] {
            #expect(try DatabaseLocation(url) == .server(.url(url)), "\(url)")
        }
        let keywords = "host=127.0.0.1 port=5432 dbname='my pool' user=w application_name = qp"
        guard case .server(.keywords(_, let pairs)) = try DatabaseLocation(keywords) else {
            Issue.record("\(keywords) is not a server")
            return
        }
        #expect(pairs.map(\.keyword) == ["host", "port", "dbname", "user", "application_name"])
        #expect(pairs[2].value == "my pool" && pairs[4].value == "qp")
        #expect(DatabaseURL.isPostgres(keywords))
    }

    @Test func pathsNameAFile() throws {
        for path in ["quotepool.sqlite", "/var/lib/quotepool/pool.sqlite", "./a=b.sqlite", "a=b.sqlite", "a:b@c"] {
            #expect(try DatabaseLocation(path) == .file(path), "\(path)")
        }
    }

    /// Issue 36, item 2: near misses were taken for SQLite file names.
    @Test func nearMissesAreRefusedAsConfiguration() {
        for value in [
            "pg://w@h/pool", "postgresql:h/pool", "postgres:h/pool", " postgres://w@h/pool", "postgres://w@h/pool ",
            "postgres://", "postgresql://", "sqlite:///tmp/pool.sqlite", "", "host=h dbnme=pool",
            "host=h dbname='pool", "host = h user",
        ] {
            #expect(throws: DatabaseLocation.Invalid.self, "\(value)") { try DatabaseLocation(value) }
            #expect(DatabaseLocation.refusal(of: value)?.category == .config, "\(value)")
            #expect(!DatabaseURL.isPostgres(value), "\(value)")
        }
    }

    @Test func aPasswordInAKeywordStringIsFoundAndNeverShown() {
        let value = "host=127.0.0.1 port=5432 dbname=pwdb user=pwuser password=S3cretPw sslmode=disable"
        #expect(DatabaseURL.carriesPassword(value))
        #expect(
            DatabaseURL.masked(value) == "host=127.0.0.1 port=5432 dbname=pwdb user=pwuser password=*** sslmode=disable"
        )
        for other in [
            "host=h password='S3cret Pw' dbname=p", "host=h pwd=S3cretPw", "host=h dbname='S3cretPw",
            " host=h password=S3cretPw", "pg://u:S3cretPw@h/p",
        ] {
            #expect(!DatabaseURL.masked(other).contains("S3cret"), "\(other)")
            #expect(DatabaseLocation.refusal(of: other).map { !$0.description.contains("S3cret") } ?? true, "\(other)")
        }
    }
}
