/// Prints a configuration for operators: the effective configuration (`config show`) and a
/// commented starter file (`config init`, in `ConfigRenderer+StarterFile.swift`).
///
/// The configuration holds only names of environment variables and files for API keys, never a
/// key, so nothing printed here is a secret.
public enum ConfigRenderer {
    /// The effective configuration as pretty JSON, snake_case keys in documented order; loading it
    /// back gives the same ``Config``.
    public static func json(_ config: Config) -> String {
        jsonValue(config).serialized(pretty: true, keyOrder: ConfigSchema.shape.ordered)
    }

    /// The configuration as a JSON value with the file's key names.
    static func jsonValue(_ config: Config) -> JSONValue {
        ConfigSchema.fields.reduce(JSONValue.object([:])) { document, field in
            let value = field.key.split(separator: ".").reversed().reduce(field.render(config)) { inner, key in
                .object([String(key): inner])
            }
            return document.merging(value)
        }
    }
}
