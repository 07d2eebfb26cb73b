/// Why the configuration could not be loaded; every case maps to exit 78 (configuration invalid).
///
/// Cases carry the file, the dotted key path (`backends.local.temperature`, `locales[1]`), what was
/// found and what is allowed, so ``description`` reads as one sentence an operator can act on.
/// No case ever carries the value of a secret.
public enum ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file named by `--config` or `$QUOTEPOOL_CONFIG` does not exist.
    case notFound(file: String)
    /// The file exists but could not be read (permissions, a directory, not UTF-8).
    case unreadable(file: String, reason: String)
    /// The text is not JSON5, or its top level is not an object.
    case syntax(file: String, message: String)
    /// `version` is not 1; `found` is the value as written.
    case unsupportedVersion(file: String, found: String)
    /// A key this version does not know; `suggestion` is the full key path of the closest valid key.
    case unknownKey(file: String, keyPath: String, suggestion: String?)
    /// A key that must be present (for example `kind` of a backend) is not.
    case missingKey(file: String, keyPath: String, expected: String)
    /// A value of the wrong JSON type, or a fraction where an integer belongs.
    case wrongType(file: String, keyPath: String, expected: String, found: String)
    /// A number or duration outside its allowed range.
    case outOfRange(file: String, keyPath: String, value: String, allowed: String)
    /// A value of the right type that is not one of the allowed values or does not fit other keys.
    case invalidValue(file: String, keyPath: String, value: String, allowed: String)
    /// A secret written into the file; keys come from `api_key_env` or `api_key_file`. The value is never kept.
    case literalAPIKey(file: String, keyPath: String)
    /// An environment override (`QUOTEPOOL_BUDGET`, `QUOTEPOOL_LOG_FORMAT`, `QUOTEPOOL_DB`) is invalid.
    case environment(variable: String, value: String, expected: String)
    /// A database named on the command line (`--db`, a `db copy` argument) or by `$QUOTEPOOL_DB` that is neither a
    /// file nor a connection string this store reads; the value in it is masked.
    case database(source: String, DatabaseLocation.Invalid)

    /// The file the error is about, if any.
    public var file: String? {
        switch self {
        case .notFound(let file), .unreadable(let file, _), .syntax(let file, _),
            .unsupportedVersion(let file, _), .unknownKey(let file, _, _), .missingKey(let file, _, _),
            .wrongType(let file, _, _, _), .outOfRange(let file, _, _, _), .invalidValue(let file, _, _, _),
            .literalAPIKey(let file, _):
            return file
        case .environment, .database: return nil
        }
    }

    public var description: String {
        switch self {
        case .notFound(let file):
            return "\(file): configuration file not found"
        case .unreadable(let file, let reason):
            return "\(file): cannot read the configuration file (\(reason))"
        case .syntax(let file, let message):
            return "\(file): \(message)"
        case .unsupportedVersion(let file, let found):
            return "\(file): version is \(found); this quotepool reads configuration version 1"
        case .unknownKey(let file, let keyPath, let suggestion):
            let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
            return "\(file): unknown key \"\(keyPath)\"\(hint)"
        case .missingKey(let file, let keyPath, let expected):
            return "\(file): \(keyPath) is missing; expected \(expected)"
        case .wrongType(let file, let keyPath, let expected, let found):
            return "\(file): \(keyPath) is \(found); expected \(expected)"
        case .outOfRange(let file, let keyPath, let value, let allowed),
            .invalidValue(let file, let keyPath, let value, let allowed):
            return "\(file): \(keyPath) is \(value); expected \(allowed)"
        case .literalAPIKey(let file, let keyPath):
            return "\(file): \(keyPath) holds a literal secret, which is refused and not shown; "
                + "name an environment variable with api_key_env or a file with api_key_file instead"
        case .environment(let variable, let value, let expected):
            return "\(variable) is \(JSONValue.quoted(value)); expected \(expected)"
        case .database(let source, let invalid):
            return "\(source): \(invalid)"
        }
    }
}

extension ConfigError: CategorizedError {
    public var category: FailureCategory { .config }
}
