/// A validated configuration and where it came from.
public struct LoadedConfig: Sendable, Equatable {
    /// The effective configuration: defaults, then the files, then environment overrides.
    public var config: Config
    /// The files read, in merge order (the main file, then its drop-ins); empty when none was found.
    public var sources: [String]
    /// SHA-256 (lowercase hex) of the effective configuration as canonical JSON: the same settings
    /// give the same hash however they are written (comments, key order, `"2m"` or `120`), and any
    /// changed value changes it. Stored with each run.
    public var hash: String
    /// Bad values the command line overrides, so they were not used (see ``ConfigLoader/load(explicit:environment:overridden:)``).
    public var warnings: [String] = []
    var origins: ConfigOrigins

    public init(config: Config, sources: [String], hash: String) {
        self.init(config: config, origins: ConfigOrigins(files: sources), hash: hash)
    }

    init(config: Config, origins: ConfigOrigins, hash: String) {
        self.config = config
        sources = origins.files
        self.origins = origins
        self.hash = hash
    }

    /// The file that set `keyPath` (or the key enclosing it), for errors found after loading, such as a
    /// `taste.model` file that cannot be read; "(defaults)" when no file set anything.
    public func file(for keyPath: String) -> String { origins.file(for: keyPath) }
}
