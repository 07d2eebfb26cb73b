import QuotePoolCore

/// `--config` and `--db`, which every command that reads or writes a pool takes: declared once
/// (``OptionSpec/configAndDatabase``), parsed here, resolved by ``Settings``.
struct PoolOptions {
    /// `--config FILE`; nil: `$QUOTEPOOL_CONFIG`, then the default places.
    let configPath: String?
    /// `--db PATH|URL`; nil: `$QUOTEPOOL_DB`, the config's `database`, then the default places.
    let dbPath: String?

    init(_ a: ParsedArguments) {
        configPath = a.value("config")
        dbPath = a.value("db")
    }

    /// The whole config and the database (``Settings/load(configPath:dbPath:environment:overridden:)``).
    func settings(environment: [String: String], overridden: Set<String> = []) throws(ConfigError) -> Settings {
        try Settings.load(configPath: configPath, dbPath: dbPath, environment: environment, overridden: overridden)
    }

    /// Only the database, as a read-only consumer resolves it (``Settings/readerDatabase(configPath:dbPath:environment:)``).
    func readerDatabase(environment: [String: String]) throws(ConfigError) -> (database: String, passwordFile: String?)
    {
        try Settings.readerDatabase(configPath: configPath, dbPath: dbPath, environment: environment)
    }
}
