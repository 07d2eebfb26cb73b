/// One option a command takes: `--name value` (or `--name=value`), or a flag `--name`.
struct OptionSpec: Hashable, Sendable {
    /// The name without the dashes.
    let name: String
    /// Whether the option takes a value.
    let takesValue: Bool

    /// `--name value`.
    static func value(_ name: String) -> OptionSpec { OptionSpec(name: name, takesValue: true) }

    /// `--name`, without a value.
    static func flag(_ name: String) -> OptionSpec { OptionSpec(name: name, takesValue: false) }

    // MARK: Shared by several commands, declared once

    /// `--config FILE`: the config file (else `$QUOTEPOOL_CONFIG`, `./quotepool.json5`, `/etc/quotepool/…`).
    static let config = value("config")
    /// `--db PATH|URL`: the database (else `$QUOTEPOOL_DB`, the config's `database`, the default places).
    static let db = value("db")
    /// `--seed N`: makes a run repeatable.
    static let seed = value("seed")
    /// `--json`: one JSON object (or array) on stdout instead of text.
    static let json = flag("json")
    /// `--log-format logfmt|json`.
    static let logFormat = value("log-format")
    /// `--log-level error|warn|info|debug`.
    static let logLevel = value("log-level")

    /// `--config` and `--db`, which every command that reads the pool takes.
    static let configAndDatabase: [OptionSpec] = [config, db]
}
