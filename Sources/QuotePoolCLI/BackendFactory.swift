import QuotePoolCore
import QuotePoolModels

/// Builds the configured backend.
enum BackendFactory {
    static func make(config: Config) throws(ConfigError) -> any Backend {
        if config.backend == "builtin" { return BuiltinBackend() }
        let kind = config.backends[config.backend]?.kind ?? "unknown"
        throw ConfigError.invalidValue(
            file: "config", keyPath: "backend", value: config.backend,
            allowed: "builtin (backends of kind \(kind) are not available in this version)")
    }
}
