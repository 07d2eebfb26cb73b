import Foundation

/// Finds, reads, merges and validates the configuration (SPEC section 8).
///
/// Order of precedence, weakest first: the defaults of ``Config``, the main file, its drop-ins
/// `<file>.d/*.json5` in name order, then `QUOTEPOOL_BUDGET`, `QUOTEPOOL_LOG_FORMAT` and `QUOTEPOOL_DB`.
/// Command-line flags (`--budget`, `--db`) are applied by the caller on top.
public enum ConfigLoader {
    /// Where a configuration is looked for when neither `--config` nor `$QUOTEPOOL_CONFIG` names one.
    public static let defaultPaths = ["quotepool.json5", "/etc/quotepool/quotepool.json5"]

    /// The configuration file to read: `explicit` (`--config`), else `$QUOTEPOOL_CONFIG`, else the
    /// first of ``defaultPaths`` that exists; nil when there is none, and the defaults apply.
    ///
    /// An explicit or `$QUOTEPOOL_CONFIG` path is returned even when it does not exist, so that
    /// ``load(path:environment:readFile:listDirectory:)`` reports ``ConfigError/notFound(file:)``
    /// instead of silently running on defaults. Empty values count as unset.
    public static func locate(
        explicit: String?, environment: [String: String], fileExists: (String) -> Bool
    ) -> String? {
        if let explicit, !explicit.isEmpty { return explicit }
        if let named = environment["QUOTEPOOL_CONFIG"], !named.isEmpty { return named }
        return defaultPaths.first(where: fileExists)
    }

    /// The directory whose `*.json5` files are merged over `path`.
    public static func dropInDirectory(for path: String) -> String { path + ".d" }

    /// Reads `path` and its drop-ins, validates the merged result and applies environment overrides.
    ///
    /// - Parameters:
    ///   - path: the file from ``locate(explicit:environment:fileExists:)``; nil for defaults only.
    ///   - readFile: the text of a file; it may throw ``ConfigError`` itself (``ConfigError/notFound(file:)``),
    ///     and any other error is reported as ``ConfigError/unreadable(file:reason:)``.
    ///   - listDirectory: the names (not paths) of the entries of a directory; empty when it does not exist.
    ///     Names ending in `.json5` and not starting with `.` are merged, sorted by name.
    ///   - overridden: key paths the command line sets (`budget` for `--budget`): a bad value of one of them in a
    ///     file or the environment cannot fail the command, which never uses it; it is reported in
    ///     ``LoadedConfig/warnings`` instead.
    /// - Throws: the first ``ConfigError`` found: per file, a literal secret, then the version, then
    ///   unknown keys; then values of the merged configuration; then environment overrides.
    public static func load(
        path: String?, environment: [String: String], overridden: Set<String> = [],
        readFile: (String) throws -> String, listDirectory: (String) -> [String]
    ) throws(ConfigError) -> LoadedConfig {
        var origins = ConfigOrigins()
        var merged = JSONValue.object([:])
        if let path {
            let directory = dropInDirectory(for: path)
            let dropIns = listDirectory(directory)
                .filter { $0.hasSuffix(".json5") && !$0.hasPrefix(".") }
                .sorted()
                .map { directory + "/" + $0 }
            for file in [path] + dropIns {
                let document = try parse(file, readFile: readFile)
                try ConfigValidator.checkFile(document, file: file)
                origins.record(document, from: file)
                merged = merged.merging(document)
            }
        }
        var warnings: [String] = []
        var config = try ConfigValidator(document: merged, origins: origins, overridden: overridden).validate(
            warnings: &warnings)
        try applyEnvironment(environment, to: &config, overridden: overridden, warnings: &warnings)
        let hash = SHA256.hex(Array(ConfigRenderer.jsonValue(config).canonicalText.utf8))
        var loaded = LoadedConfig(config: config, origins: origins, hash: hash)
        loaded.warnings = warnings
        return loaded
    }

    /// ``locate(explicit:environment:fileExists:)`` and ``load(path:environment:readFile:listDirectory:)``
    /// on the real filesystem.
    public static func load(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        overridden: Set<String> = []
    ) throws(ConfigError) -> LoadedConfig {
        let files = FileManager.default
        let path = locate(explicit: explicit, environment: environment, fileExists: { files.fileExists(atPath: $0) })
        return try load(
            path: path, environment: environment, overridden: overridden, readFile: readFromDisk,
            listDirectory: { (try? files.contentsOfDirectory(atPath: $0)) ?? [] })
    }

    /// The `database` key alone, for read-only consumers: `$QUOTEPOOL_DB`, else the key in the config file and its
    /// drop-ins (later files win), else nil. Nothing else in the files is checked, so an operator's typo in another
    /// key never stops a reader; a file that is not JSON5 at all still is an error, since the key cannot be read.
    public static func databasePath(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> String? {
        try databaseKeys(explicit: explicit, environment: environment).database
    }

    /// ``databasePath(explicit:environment:)`` and the `password_file` key beside it (read the same way).
    public static func databaseKeys(
        explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigError) -> (database: String?, passwordFile: String?) {
        let files = FileManager.default
        let fromEnvironment = environment["QUOTEPOOL_DB"].flatMap { $0.isEmpty ? nil : $0 }
        if let database = fromEnvironment, let invalid = DatabaseLocation.refusal(of: database) {
            throw .database(source: "QUOTEPOOL_DB", invalid)
        }
        guard
            let path = locate(
                explicit: explicit, environment: environment, fileExists: { files.fileExists(atPath: $0) })
        else { return (fromEnvironment, nil) }
        let directory = dropInDirectory(for: path)
        let dropIns = ((try? files.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".json5") && !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
        var keys: [String: String] = [:]
        for file in [path] + dropIns {
            guard case .object(let members) = try parse(file, readFile: readFromDisk) else { continue }
            for (key, allowed) in [("database", "a file path or a postgres:// URL"), ("password_file", "a file path")] {
                switch members[key] {
                case .string(let value) where !value.isEmpty: keys[key] = value
                case .null: keys[key] = nil
                case nil: break
                case let other?:
                    throw ConfigError.invalidValue(file: file, keyPath: key, value: other.brief, allowed: allowed)
                }
            }
        }
        if fromEnvironment == nil, let database = keys["database"], let invalid = DatabaseLocation.refusal(of: database)
        {
            throw .invalidValue(
                file: path, keyPath: "database", value: "\(JSONValue.quoted(invalid.value)) (\(invalid.problem))",
                allowed: DatabaseLocation.allowed)
        }
        return (fromEnvironment ?? keys["database"], keys["password_file"])
    }

    /// Environment overrides, each checked like its key in the file; one whose key the command line sets
    /// (`overridden`) is only a warning when it is bad.
    static func applyEnvironment(
        _ environment: [String: String], to config: inout Config, overridden: Set<String> = [],
        warnings: inout [String]
    ) throws(ConfigError) {
        func refuse(_ error: ConfigError, key: String) throws(ConfigError) {
            guard overridden.contains(key) else { throw error }
            warnings.append("\(error.description) (not used: the command line sets \(key))")
        }
        if let budget = environment["QUOTEPOOL_BUDGET"], !budget.isEmpty {
            do {
                config.budgetSeconds = try Budget.seconds(from: budget)
            } catch {
                try refuse(
                    .environment(variable: "QUOTEPOOL_BUDGET", value: budget, expected: Budget.allowed), key: "budget")
            }
        }
        if let format = environment["QUOTEPOOL_LOG_FORMAT"], !format.isEmpty {
            let formats = ["logfmt", "json"]
            if formats.contains(format) {
                config.logFormat = format
            } else {
                try refuse(
                    .environment(
                        variable: "QUOTEPOOL_LOG_FORMAT", value: format, expected: ConfigSite.oneOf(formats)),
                    key: "log_format")
            }
        }
        if let database = environment["QUOTEPOOL_DB"], !database.isEmpty {
            if let invalid = DatabaseLocation.refusal(of: database) {
                try refuse(.database(source: "QUOTEPOOL_DB", invalid), key: "database")
            } else if DatabaseURL.carriesPassword(database) {
                try refuse(
                    .environment(
                        variable: "QUOTEPOOL_DB", value: DatabaseURL.masked(database),
                        expected: DatabaseURL.withoutPassword),
                    key: "database")
            } else {
                config.database = database
            }
        }
    }

    private static func parse(_ file: String, readFile: (String) throws -> String) throws(ConfigError) -> JSONValue {
        let text: String
        do {
            text = try readFile(file)
        } catch let error as ConfigError {
            throw error
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile {
            throw ConfigError.notFound(file: file)
        } catch {
            throw ConfigError.unreadable(file: file, reason: String(describing: error))
        }
        // A byte-order mark is legal at the start of a UTF-8 file but not in JSON5.
        let json5 = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let document: JSONValue
        do {
            document = try JSONValue(json5: json5)
        } catch {
            throw ConfigError.syntax(file: file, message: error.message)
        }
        // The decoder keeps one value of a key written twice in an object and says nothing; which one
        // wins is not something an operator should have to guess.
        if let duplicate = DuplicateKeyScanner.firstDuplicate(in: json5) {
            throw ConfigError.syntax(
                file: file,
                message: "\(duplicate.keyPath) is set twice, on lines \(duplicate.firstLine) and \(duplicate.line); "
                    + "expected each key once in an object")
        }
        return document
    }

    /// Reads a UTF-8 text file, with reasons an operator can act on.
    private static func readFromDisk(_ path: String) throws -> String {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ConfigError.notFound(file: path) }
        guard !isDirectory.boolValue else { throw ConfigError.unreadable(file: path, reason: "it is a directory") }
        // A FIFO would block the reader and a device has no end; only a regular file (or a link to one) is a config.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let kind =
                switch info.st_mode & S_IFMT {
                case S_IFIFO: "a FIFO"
                case S_IFCHR: "a character device"
                case S_IFBLK: "a block device"
                case S_IFSOCK: "a socket"
                default: "not a regular file"
                }
            throw ConfigError.unreadable(file: path, reason: "it is \(kind); expected a regular file")
        }
        // A config names the backend the API key is sent to and the database written: one that any user can change
        // (the file, or a directory where anyone can add or swap a drop-in) is refused, as a key file is.
        if info.st_mode & S_IWOTH != 0 {
            throw ConfigError.unreadable(
                file: path, reason: "every user may write it; remove that permission (chmod o-w) and check its contents"
            )
        }
        var parent = stat()
        let directory = (path as NSString).deletingLastPathComponent
        if stat(directory.isEmpty ? "." : directory, &parent) == 0, parent.st_mode & S_IWOTH != 0,
            parent.st_mode & S_ISVTX == 0
        {
            throw ConfigError.unreadable(
                file: path,
                reason: "every user may add or replace files in \(directory.isEmpty ? "." : directory); "
                    + "remove that permission (chmod o-w) and check its files")
        }
        guard files.isReadableFile(atPath: path), let data = files.contents(atPath: path) else {
            throw ConfigError.unreadable(file: path, reason: "permission denied")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError.unreadable(file: path, reason: "not UTF-8 text")
        }
        return text
    }
}
