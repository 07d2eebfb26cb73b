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

    public init(config: Config, sources: [String], hash: String) {
        self.config = config
        self.sources = sources
        self.hash = hash
    }
}
