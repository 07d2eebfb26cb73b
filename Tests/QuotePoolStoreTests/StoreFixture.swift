import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolPostgres
@testable import QuotePoolStore

/// The stores the contract tests run against: SQLite always, PostgreSQL when `QUOTEPOOL_PG_URL` names a server
/// (`scripts/postgres.sh`); under CI a missing server fails the tests instead of skipping them.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    static var available: [StoreKind] {
        PostgresFixture.baseURL != nil || ProcessInfo.processInfo.environment["CI"] == "true"
            ? allCases : [.sqlite]
    }
}

/// One empty pool of a ``StoreKind``: its writer, readers over it, and its raw rows for comparisons. A PostgreSQL
/// pool lives in a schema of its own, dropped when the fixture goes away.
final class StoreFixture {
    let kind: StoreKind
    private let dir = TempDir()
    private let postgres: PostgresFixture?
    private(set) var writer: any PoolWriter

    init(_ kind: StoreKind) throws {
        self.kind = kind
        switch kind {
        case .sqlite:
            postgres = nil
            writer = try PoolStore(path: dir.file("pool.sqlite"))
        case .postgres:
            let pg = try PostgresFixture()
            postgres = pg
            writer = try PostgresPool(pg.url)
        }
    }

    /// The pool's name as its errors give it.
    var name: String { postgres?.url.given ?? dir.file("pool.sqlite") }

    /// A new writer over the same pool (a later fill).
    func reopen() throws -> any PoolWriter {
        switch kind {
        case .sqlite: try PoolStore(path: dir.file("pool.sqlite"))
        case .postgres: try PostgresPool(postgres!.url)
        }
    }

    /// A reader over the pool (a consumer).
    func reader() throws -> any PoolReader {
        switch kind {
        case .sqlite: try ReadOnlyPool(path: dir.file("pool.sqlite"))
        case .postgres: try PostgresPool(postgres!.url, readOnly: true)
        }
    }

    /// Rows of `sql`, read outside the store.
    func rows(_ sql: String, _ parameters: [SQLValue] = []) throws -> [Row] {
        switch kind {
        case .sqlite: try Database(.path(dir.file("pool.sqlite")), mode: .readOnly).query(sql, parameters)
        case .postgres: try postgres!.connection.query(sql, parameters)
        }
    }

    /// Every row of the pool's tables, as text, to compare its contents before and after.
    func snapshot() throws -> [String] {
        var out: [String] = []
        for table in ["runs", "lines", "candidates", "catalog"] {
            for row in try rows("SELECT * FROM \(table) ORDER BY id") {
                out.append(table + ":" + row.values.map { "\($0)" }.joined(separator: "|"))
            }
        }
        return out
    }

    func startRun(budget: Double = 10, at start: Date = Date(), host: String = "h") throws -> Int64 {
        try writer.beginRun(
            RunStart(
                startedAt: start, budgetSeconds: budget, host: host, os: "os", version: "v", configHash: "c",
                backend: "test", model: "m", locales: ["en"], seed: 1, dryRun: false))
    }
}

/// A schema of its own on the server `QUOTEPOOL_PG_URL` names (with `PGPASSFILE` or `PGPASSWORD` for the
/// password), created for one test and dropped after it.
final class PostgresFixture {
    static var baseURL: String? {
        ProcessInfo.processInfo.environment["QUOTEPOOL_PG_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    let schema: String
    let url: PostgresURL
    let connection: PGConnection

    init() throws {
        guard let base = Self.baseURL else {
            throw PGError(sqlState: "", message: "QUOTEPOOL_PG_URL is not set (start a server: scripts/postgres.sh)")
        }
        schema = "qp_test_" + UUID().uuidString.prefix(8).lowercased()
        let admin = try PGConnection(try PostgresURL(base).keywords(connectTimeout: 5))
        try admin.execute("CREATE SCHEMA \(schema)")
        let separator = base.contains("?") ? "&" : "?"
        url = try PostgresURL(base + separator + "options=-csearch_path%3D" + schema)
        connection = try PGConnection(url.keywords(connectTimeout: 5))
    }

    deinit {
        try? connection.execute("DROP SCHEMA \(schema) CASCADE")
        connection.close()
    }
}
