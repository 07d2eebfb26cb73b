/// The effective configuration: every key of SPEC section 8 with its default.
///
/// Build one with ``ConfigLoader`` (file, drop-ins, environment); `Config()` is the documented default.
public struct Config: Sendable, Equatable, Codable {
    public var version: Int = 1
    public var locales: [LocaleCode] = ["en"]
    /// Budget in seconds (1 s – 24 h); the file may say `"120s"`, `"2m"` or a profile name.
    public var budgetSeconds: Double = 120
    public var concurrency: Int = 2
    public var pool = Pool()
    public var gate = Gate()
    public var spelling = Spelling()
    public var novelty = Novelty()
    /// `builtin`, `minilm`, `e5`, `use`, or the name of a backend that embeds.
    /// `auto`: the best installed: use, else e5, else builtin.
    public var embedder: String = "auto"
    /// Where the minilm, e5 or use embedder's files are; nil: `$QUOTEPOOL_DATA_DIR/<embedder>`, else
    /// `~/.local/share/quotepool/<embedder>`.
    public var embedderDir: String? = nil
    public var taste = Taste()
    public var judge = Judge()
    public var distinctiveness = Distinctiveness()
    public var commit = Commit()
    public var retention = Retention()
    /// A name in `backends`, or `builtin`.
    public var backend: String = "builtin"
    public var backends: [String: BackendConfig] = [:]
    public var prompt = Prompt()
    public var metricsFile: String? = nil
    /// Dead-man's switch pings (healthchecks-style); none by default.
    public var healthcheck = Healthcheck()
    /// `logfmt` or `json`.
    public var logFormat: String = "logfmt"
    /// `error`, `warn`, `info` (one line per run and per batch) or `debug` (one per draft too).
    public var logLevel: String = "info"
    /// Database path from the file (`--db` and `QUOTEPOOL_DB` win over it).
    public var database: String? = nil
    /// The file holding the PostgreSQL password when `database` is a `postgres://` URL (mode 0600).
    public var passwordFile: String? = nil

    public init() {}

    public struct Pool: Sendable, Equatable, Codable {
        public var targetPerLocale: Int = 200
        public init() {}
    }

    public struct Gate: Sendable, Equatable, Codable {
        public var minWords: Int = 8
        public var maxWords: Int = 18
        public var minCharsCJK: Int = 15
        public var maxCharsCJK: Int = 50
        /// Operator blocklist: locale → words or phrases.
        public var blocklist: [LocaleCode: [String]] = [:]
        public init() {}
    }

    public struct Spelling: Sendable, Equatable, Codable {
        /// Per locale (the pool, `pt` for `pt-BR`), the Hunspell dictionaries to ask (``DictionaryFiles`` entries); a
        /// word is known when any of them knows it. A locale without an entry, or with an empty list, is skipped.
        public var dictionaries: [String: [String]] = Spelling.defaultDictionaries
        /// True: a fill refuses to start (78) while a served locale's configured dictionary cannot be loaded; false:
        /// it skips the check for that locale and warns.
        public var required: Bool = false
        /// Unknown words a line may have and still pass (``QuotePoolCore/Spelling``).
        public var maxUnknown: Int = 0
        /// The operator's own words per locale, known whatever the dictionaries say.
        public var words: [String: [String]] = [:]

        /// Debian's dictionaries (`hunspell-en-us`, `-en-gb`, `-de-de`, `-fr`, `-es`, `-it`, `-pt-pt`, `-pt-br`).
        public static let defaultDictionaries: [String: [String]] = [
            "en": ["en_US", "en_GB"], "de": ["de_DE"], "fr": ["fr_FR"], "es": ["es_ES"], "it": ["it_IT"],
            "pt": ["pt_PT", "pt_BR"],
        ]
        public init() {}
    }

    public struct Novelty: Sendable, Equatable, Codable {
        /// Cosine at or above which a line is a near-duplicate; nil (`"auto"`): the near-duplicate decision fitted
        /// for the embedder in use (``NearDuplicateDecision``), else the cosine calibrated for it and the locale
        /// (``NoveltyThresholds``).
        public var threshold: Double? = nil
        public var catalogSize: Int = 10000
        public init() {}
    }

    public struct Taste: Sendable, Equatable, Codable {
        public var enabled: Bool = true
        public var min: Double = 0.5
        /// A model file from `quotepool taste train`; `nil` uses the shipped model.
        public var model: String? = nil
        public init() {}
    }

    public struct Judge: Sendable, Equatable, Codable {
        public var minOverall: Int = 6
        /// Who judges: `fallback` (the deterministic scorer), a backend name, or nil for the drafting backend.
        public var backend: String?
        /// A model judge is used only after `quotepool judge check` measured at least this ROC AUC for its model;
        /// nil trusts it unchecked.
        public var requireAUC: Double?
        public init() {}
    }

    public struct Distinctiveness: Sendable, Equatable, Codable {
        public var min: Double = 5
        public init() {}
    }

    public struct Commit: Sendable, Equatable, Codable {
        public var batchSize: Int = 32
        public init() {}
    }

    public struct Healthcheck: Sendable, Equatable, Codable {
        /// GET when a fill starts.
        public var startURL: String? = nil
        /// GET when a fill exits 0.
        public var successURL: String? = nil
        /// GET when a fill exits non-zero; `{exit_code}` in the URL is replaced by the code.
        public var failureURL: String? = nil
        /// Seconds a ping may take; a ping never fails or delays the fill beyond this.
        public var timeoutSeconds: Double = 5
        public init() {}
    }

    public struct Retention: Sendable, Equatable, Codable {
        public var candidatesDays: Int = 30
        public var runsDays: Int = 365
        public init() {}
    }

    public struct Prompt: Sendable, Equatable, Codable {
        public var topics: [String] = Prompt.defaultTopics
        public var moods: [String] = Prompt.defaultMoods
        public static let defaultTopics = [
            "courage", "friendship", "home", "work", "nature", "time", "kindness", "learning",
        ]
        public static let defaultMoods = ["calm", "hopeful", "wistful", "playful", "determined"]
        public init() {}
    }
}

/// One entry of `backends.<name>`.
public struct BackendConfig: Sendable, Equatable, Codable {
    /// `openai` or `hybrid`.
    public var kind: String
    public var baseURL: String? = nil
    public var model: String? = nil
    public var apiKeyEnv: String? = nil
    public var apiKeyFile: String? = nil
    /// Locales the model writes well; empty means every locale.
    public var locales: [LocaleCode] = []
    public var temperature: Double = 0.7
    public var maxTokens: Int = 40
    /// Per-request timeout in seconds.
    public var timeoutSeconds: Double = 30
    /// Which server software answers (`auto`, `llamacpp`, `vllm`, `ollama`, `openai`): it decides the decode-time
    /// constraint a draft asks for; `auto` learns it from the readiness probe.
    public var server: String = "auto"
    public var primary: String? = nil
    public var secondary: String? = nil
    /// `prefer_local`, `prefer_cloud`, `local_only`, `cloud_only`.
    public var mode: String? = nil

    public init(kind: String) { self.kind = kind }
}
