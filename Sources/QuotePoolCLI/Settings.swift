import Foundation
import QuotePoolCore
import QuotePoolWorker

/// The config and database path a command runs with, resolved once from options, environment and files.
struct Settings {
    var config: Config
    var configHash: String
    var configSources: [String]
    /// The config file that set `taste.model`, for an error about the model file it names.
    var tasteModelFile: String
    var databasePath: String
    /// The config's `password_file`, for a `postgres://` database.
    var passwordFile: String?
    /// Bad values in the config or the environment that the command line overrides (not used).
    var warnings: [String] = []

    /// Loads the config (`--config`, `$QUOTEPOOL_CONFIG`, `./quotepool.json5`, `/etc/quotepool/quotepool.json5`,
    /// with drop-ins and environment overrides) and resolves the database path (`--db`, `$QUOTEPOOL_DB`,
    /// `$STATE_DIRECTORY/quotepool.sqlite`, `./quotepool.sqlite`).
    ///
    /// - Parameter overridden: key paths the command line sets besides `database` (`--db`); a bad value of one of
    ///   them in a file or the environment is a warning (``warnings``), since the command never uses it.
    static func load(
        configPath: String?, dbPath: String?, environment: [String: String], overridden: Set<String> = []
    ) throws(ConfigError) -> Settings {
        if let dbPath { try checkLocation(dbPath, source: "--db") }
        let loaded = try ConfigLoader.load(
            explicit: configPath, environment: environment,
            overridden: overridden.union(dbPath == nil ? [] : ["database"]))
        return Settings(
            config: loaded.config, configHash: loaded.hash, configSources: loaded.sources,
            tasteModelFile: loaded.file(for: "taste.model"),
            databasePath: databasePath(dbPath ?? loaded.config.database, environment: environment),
            passwordFile: loaded.config.passwordFile, warnings: loaded.warnings)
    }

    /// The database path for a read-only consumer (`query`, `report`, `db`): `--db`, else `$QUOTEPOOL_DB` or the
    /// config's `database` key (nothing else of the config is read, so a typo elsewhere in it never stops a
    /// reader), else the default places.
    static func readerDatabase(configPath: String?, dbPath: String?, environment: [String: String]) throws(ConfigError)
        -> (database: String, passwordFile: String?)
    {
        if let dbPath { try checkLocation(dbPath, source: "--db") }
        // An SQLite file given on the command line needs nothing from the config at all.
        if let dbPath, !PoolOpener.isServer(dbPath) { return (dbPath, nil) }
        let keys = try ConfigLoader.databaseKeys(explicit: configPath, environment: environment)
        return (dbPath ?? databasePath(keys.database, environment: environment), keys.passwordFile)
    }

    /// Refuses a database named on the command line that looks like a connection string but is not one this
    /// store reads (78), before anything is created under its name.
    static func checkLocation(_ value: String, source: String) throws(ConfigError) {
        if let invalid = DatabaseLocation.refusal(of: value) { throw .database(source: source, invalid) }
    }

    /// `configured`, else `$STATE_DIRECTORY/quotepool.sqlite` under systemd, else `./quotepool.sqlite`.
    static func databasePath(_ configured: String?, environment: [String: String]) -> String {
        if let configured { return configured }
        if let state = environment["STATE_DIRECTORY"], let first = state.split(separator: ":").first {
            return String(first) + "/quotepool.sqlite"
        }
        return "quotepool.sqlite"
    }
}
