/// Every key of the configuration file (SPEC section 8), in documented order, with its range and
/// its place in ``Config``.
///
/// Checks between keys (min ≤ max, names of backends) live in ``ConfigValidator``.
enum ConfigSchema {
    /// The only file format version this build reads.
    static let version = 1

    static let fields: [ConfigField<Config>] = [
        .custom(
            "version", \.version, allowed: "1", "Format version of this file",
            read: { (value, site) throws(ConfigError) in try checkVersion(value, at: site) },
            render: { .number(Double($0)) }),
        .locales(
            "locales", \.locales, allowEmpty: false, served: true,
            "Locales a fill writes for unless --locale says otherwise"),
        .duration(
            "budget", \.budgetSeconds, Budget.range, profiles: Budget.profiles, allowed: Budget.allowed,
            "Time one fill may take unless --budget says otherwise"),
        .integer("concurrency", \.concurrency, 1...64, "Drafts in flight at once"),
        .integer(
            "pool.target_per_locale", \.pool.targetPerLocale, 1...100_000_000,
            "Active generated lines wanted per locale"),
        .integer("gate.min_words", \.gate.minWords, 1...100, "Fewest words in a line written with spaces"),
        .integer("gate.max_words", \.gate.maxWords, 1...100, "Most words in a line written with spaces"),
        .integer("gate.min_chars_cjk", \.gate.minCharsCJK, 1...400, "Fewest characters in a Chinese or Japanese line"),
        .integer("gate.max_chars_cjk", \.gate.maxCharsCJK, 1...400, "Most characters in a Chinese or Japanese line"),
        .custom(
            "gate.blocklist", \.gate.blocklist, allowed: "an object of lists of phrases keyed by locale",
            "Words or phrases refused, per locale, such as {en: [\"hustle\"]}",
            read: { (value, site) throws(ConfigError) in try site.blocklist(value) },
            render: { list in
                .object(
                    Dictionary(uniqueKeysWithValues: list.map { ($0.key.code, .array($0.value.map(JSONValue.string))) })
                )
            }),
        .custom(
            "spelling.dictionaries", \.spelling.dictionaries, allowed: ConfigSite.dictionariesAllowed,
            "Hunspell dictionaries per locale: a name under /usr/share/hunspell (en_US) or the path of a .dic file "
                + "with its .aff beside it; a word is known when any of its locale's dictionaries knows it; a locale "
                + "set here replaces its default, [] turns the check off for it",
            read: { (value, site) throws(ConfigError) in try site.dictionaries(value) },
            render: { list in .object(list.mapValues { .array($0.map(JSONValue.string)) }) }),
        .bool(
            "spelling.required", \.spelling.required,
            "Refuse to fill (exit 78) when a served locale's dictionary cannot be loaded; false skips the spelling "
                + "check for that locale with a warning"),
        .integer(
            "spelling.max_unknown", \.spelling.maxUnknown, 0...5,
            "Words no dictionary knows that a line may hold and still pass"),
        .custom(
            "spelling.words", \.spelling.words, allowed: "an object of lists of words keyed by locale",
            "Your own words per locale (names, brands), known whatever the dictionaries say, such as {de: [\"Kowalski\"]}",
            read: { (value, site) throws(ConfigError) in try site.spellingWords(value) },
            render: { list in .object(list.mapValues { .array($0.map(JSONValue.string)) }) }),
        .custom(
            "novelty.threshold", \.novelty.threshold, allowed: "\"auto\" or a number from 0.5 to 1.0",
            "When a line is a near duplicate: a number is a plain cosine cut; auto is the near-duplicate decision "
                + "fitted for the embedder (use, e5), else the cosine calibrated for the embedder in use and the locale",
            read: { (value, site) throws(ConfigError) in
                if case .string("auto") = value { return nil }
                let allowed = "\"auto\" or a number from 0.5 to 1.0"
                guard case .number(let n) = value else { throw site.wrongType(value, expected: allowed) }
                guard (0.5...1.0).contains(n) else { throw site.outOfRange(value, allowed: allowed) }
                return n
            },
            render: { $0.map(JSONValue.number) ?? .string("auto") }),
        .integer(
            "novelty.catalog_size", \.novelty.catalogSize, 0...10_000_000,
            "Recent lines per locale a candidate is compared with"),
        .text(
            "embedder", \.embedder, allowed: "auto, builtin, minilm, e5, use or the name of an openai backend",
            "Model that embeds lines for the novelty check; auto is the best installed: use, else e5, else builtin"),
        .optionalText(
            "embedder_dir", \.embedderDir, allowed: "a directory path",
            "Where the minilm, e5 or use files are (scripts/install-embedder.sh NAME); null means "
                + "$QUOTEPOOL_DATA_DIR/NAME, else ~/.local/share/quotepool/NAME"),
        .bool("taste.enabled", \.taste.enabled, "Run the taste filter (calibrated for en, de, es, fr, it, pt only)"),
        .number("taste.min", \.taste.min, 0...1, "Lowest taste score accepted"),
        .optionalText(
            "taste.model", \.taste.model, allowed: "a file path",
            "Taste model written by `quotepool taste train`; null uses the model shipped with quotepool"),
        .integer("judge.min_overall", \.judge.minOverall, 0...10, "Lowest overall judge score accepted"),
        .optionalText(
            "judge.backend", \.judge.backend, allowed: "fallback, builtin or a name in backends",
            "Who judges: fallback (the deterministic scorer) or a backend; null judges with the drafting backend"),
        .optionalNumber(
            "judge.require_auc", \.judge.requireAUC, 0.5...1,
            "Use a model judge only once `quotepool judge check` measured this ROC AUC for its model; "
                + "until then the fallback judges; null trusts the model unchecked"),
        .number("distinctiveness.min", \.distinctiveness.min, 0...10, "Lowest distinctiveness score accepted"),
        .integer("commit.batch_size", \.commit.batchSize, 1...10_000, "Accepted lines per database transaction"),
        .integer(
            "retention.candidates_days", \.retention.candidatesDays, 1...36_500, "Days rejected candidates are kept"),
        .integer("retention.runs_days", \.retention.runsDays, 1...36_500, "Days run records are kept"),
        .text(
            "backend", \.backend, allowed: "builtin or a name in backends",
            "Backend that drafts and judges; builtin needs no server"),
        .custom(
            "backends", \.backends, allowed: "an object of backends keyed by name",
            "Model servers by name",
            read: { (value, site) throws(ConfigError) in try readBackends(value, at: site) },
            render: { backends in .object(backends.mapValues(renderBackend)) }
        ).withShape(.map(backendShape)),
        .strings("prompt.topics", \.prompt.topics, "Topics a draft is asked to be about"),
        .strings("prompt.moods", \.prompt.moods, "Moods a draft is asked to carry"),
        .optionalText(
            "metrics_file", \.metricsFile, allowed: "a file path",
            "Prometheus textfile-collector file written after each fill; null writes none"),
        .choice("log_format", \.logFormat, ["logfmt", "json"], "Format of log lines on stderr when not on a terminal"),
        .choice(
            "log_level", \.logLevel, ["error", "warn", "info", "debug"],
            "Log lines kept: info writes one per run and per batch, debug one per draft too"),
        .optionalURL(
            "healthcheck.start_url", \.healthcheck.startURL,
            "Dead-man's switch: pinged (GET) when a fill starts; null pings nothing"),
        .optionalURL(
            "healthcheck.success_url", \.healthcheck.successURL,
            "Pinged when a fill exits 0"),
        .optionalURL(
            "healthcheck.failure_url", \.healthcheck.failureURL,
            "Pinged when a fill exits non-zero; {exit_code} in it is replaced by the code"),
        .number(
            "healthcheck.timeout", \.healthcheck.timeoutSeconds, 0.1...60,
            "Seconds a ping may take; a failed ping never fails the fill"),
        .optionalText(
            "database", \.database, allowed: "a file path or a postgres:// URL",
            "SQLite database file, or a postgres://user@host:port/dbname URL; --db and QUOTEPOOL_DB win over it, null "
                + "means the default location", database: true),
        .optionalText(
            "password_file", \.passwordFile, allowed: "a file path",
            "File (mode 0600) holding the PostgreSQL password for a postgres:// database; else PGPASSFILE, "
                + "~/.pgpass or PGPASSWORD"),
    ]

    /// The keys of a configuration file.
    static let shape = KeyShape.tree(fields.map { ($0.key, $0.shape) })

    /// Key names that hold a secret when their value is a string, compared ignoring case, `_` and `-`.
    static func isSecretName(_ key: String) -> Bool {
        let normalized = key.lowercased().filter { $0 != "_" && $0 != "-" }
        return ["apikey", "key", "token", "secret", "password", "accesstoken", "authorization"].contains(normalized)
    }

    /// Refuses any string stored under a secret-looking key, anywhere in `document`, without reading it out.
    static func refuseSecrets(in document: JSONValue, at site: ConfigSite) throws(ConfigError) {
        switch document {
        case .object(let members):
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                if case .string = value, isSecretName(key) {
                    throw ConfigError.literalAPIKey(file: site.file, keyPath: site.child(key).keyPath)
                }
                try refuseSecrets(in: value, at: site.child(key))
            }
        case .array(let items):
            for (index, item) in items.enumerated() { try refuseSecrets(in: item, at: site.element(index)) }
        default:
            return
        }
    }

    /// `version` must be 1 (checked for each file before its keys, as a newer file may have newer keys).
    static func checkVersion(_ value: JSONValue, at site: ConfigSite) throws(ConfigError) -> Int {
        guard case .number = value else { throw site.wrongType(value, expected: "the number 1") }
        guard value == .number(Double(version)) else {
            throw ConfigError.unsupportedVersion(file: site.file, found: value.brief)
        }
        return version
    }
}
