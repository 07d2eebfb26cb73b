import Foundation
import QuotePoolCore

/// The config and database path a command runs with, resolved once from options, environment and files.
struct Settings {
    var config: Config
    var configHash: String
    var configSources: [String]
    var databasePath: String

    /// Loads the config (`--config`, `$QUOTEPOOL_CONFIG`, `./quotepool.json5`, `/etc/quotepool/quotepool.json5`,
    /// with drop-ins and environment overrides) and resolves the database path (`--db`, `$QUOTEPOOL_DB`,
    /// `$STATE_DIRECTORY/quotepool.sqlite`, `./quotepool.sqlite`).
    static func load(configPath: String?, dbPath: String?, environment: [String: String]) throws(ConfigError)
        -> Settings
    {
        let loaded = try ConfigLoader.load(explicit: configPath, environment: environment)
        let database: String
        if let dbPath {
            database = dbPath
        } else if let fromConfig = loaded.config.database {
            database = fromConfig
        } else if let state = environment["STATE_DIRECTORY"], let first = state.split(separator: ":").first {
            database = String(first) + "/quotepool.sqlite"
        } else {
            database = "quotepool.sqlite"
        }
        return Settings(
            config: loaded.config, configHash: loaded.hash, configSources: loaded.sources, databasePath: database)
    }
}
