import Foundation
import QuotePoolCore
import QuotePoolPostgres
import QuotePoolStore

/// Opens the pool a `--db` value, `$QUOTEPOOL_DB` or the config's `database` names: a `postgres://` URL is a pool
/// on a PostgreSQL server, anything else an SQLite file.
public enum PoolOpener {
    /// Whether `database` names a pool on a PostgreSQL server.
    public static func isServer(_ database: String) -> Bool { PostgresURL.isPostgres(database) }

    /// The PostgreSQL URL; an invalid one (or a password in it) is a configuration error (78).
    public static func url(_ database: String, passwordFile: String?) throws(StoreError) -> PostgresURL {
        do {
            return try PostgresURL(database, passwordFile: passwordFile)
        } catch {
            throw .server(sqlState: "", message: error.description, category: error.category)
        }
    }

    /// A writer for the operator's commands (`import`, `judge check`, `retire`); SQLite creates the file when it
    /// is absent, PostgreSQL the schema.
    public static func writer(_ database: String, passwordFile: String?) throws(StoreError) -> any PoolWriter {
        if isServer(database) { return try PostgresPool(url(database, passwordFile: passwordFile)) }
        return try PoolStore(path: database)
    }

    /// A reader (`query`, `report`, `db check`, `doctor`): never writes.
    public static func reader(_ database: String, passwordFile: String?) throws(StoreError) -> any PoolReader {
        if isServer(database) {
            return try PostgresPool(url(database, passwordFile: passwordFile), readOnly: true)
        }
        return try ReadOnlyPool(path: database)
    }

    /// A fill's writer to a PostgreSQL pool, every wait bounded by `timeLeft` and measured on `clock`; nil for a
    /// dry run when the pool holds no schema yet (a dry run writes nothing, not even the schema).
    static func fillWriter(
        _ database: String, passwordFile: String?, dryRun: Bool, clock: JobClock,
        timeLeft: @escaping @Sendable () -> Double
    ) throws(StoreError) -> (any PoolWriter)? {
        let url = try url(database, passwordFile: passwordFile)
        guard dryRun else { return try PostgresPool(url, timeLeft: timeLeft, clock: clock) }
        do {
            return try PostgresPool(url, readOnly: true, timeLeft: timeLeft, clock: clock)
        } catch {
            if case .empty = error { return nil }
            throw error
        }
    }
}
