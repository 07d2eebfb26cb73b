import QuotePoolCore

extension FuzzTarget {
    /// `ConfigLoader.load` (JSON5 parse, duplicate keys, per-file checks, validation, environment overrides) on a
    /// text as the main file or as a drop-in over the eval config.
    static func config(corpus: SeedCorpus) -> FuzzTarget {
        let base = corpus.configs.first ?? "{}"
        return FuzzTarget(
            name: "config",
            summary:
                "ConfigLoader.load(path:environment:readFile:listDirectory:) on a text as the main file or a drop-in",
            invariants: [
                "either a LoadedConfig or a ConfigError (typed throws) whose message is non-empty and names the file "
                    + "(or the variable, for an environment override)",
                "the same result twice (checked on a quarter of the inputs)",
                "a loaded config has a 64-digit lowercase hex hash, and `config show` output loads back to the same "
                    + "config and hash",
                "a loaded blocklist builds a gate that checks a line (one blocklist in 16)",
            ],
            seeds: corpus.configs.map { Array($0.utf8) },
            dictionary: [
                "{", "}", "[", "]", ":", ",", "//", "/*", "*/", "'", "\"", "\\", "\\u0000", "\\ud800", "\\x41", "0x",
                "-", "+", "Infinity", "-Infinity", "NaN", "1e309", "-0", ".5", "5.", "9007199254740993", "null", "true",
                "version: 1", "version: 2", "budget: \"2m\"", "budget: \"1m30s\"", "budget: \"background\"",
                "locales: [\"ja\", \"pt-BR\"]", "gate: {min_words: 20, max_words: 3}",
                "gate: {blocklist: {en: [\"x\"]}}",
                "novelty: {threshold: 0.5}", "api_key: \"sk-123\"", "token", "api_key_env: \"KEY\"",
                "backends: {l: {kind: \"openai\", base_url: \"http://127.0.0.1:8080/v1\", model: \"m\"}}",
                "backend: \"l\"", "embedder: \"minilm\"", "embedder: \"e5\"", "kind: \"hybrid\"",
                "mode: \"prefer_local\"",
                "primary: \"l\"",
                "timeout: \"60s\"", "healthcheck: {start_url: \"https://u:p@x/\"}", "log_format: \"json\"",
                "\u{FEFF}", "\r\n",
            ].map { Array($0.utf8) },
            maxLength: 16384,
            check: { input throws(InvariantViolation) in
                var rng = SplitMix64.derived(from: input)
                let text = String(decoding: input, as: UTF8.self)
                var environment: [String: String] = [:]
                if rng.oneIn(8) { environment["QUOTEPOOL_BUDGET"] = Self.slice(of: text, &rng) }
                if rng.oneIn(16) { environment["QUOTEPOOL_LOG_FORMAT"] = Self.slice(of: text, &rng) }
                let asDropIn = rng.oneIn(4)
                let load = { (text: String) in
                    Self.loadConfig(text, environment: environment, asDropInOver: asDropIn ? base : nil)
                }
                let result = load(text)
                if rng.oneIn(4) {
                    let again = load(text)
                    try require(result == again, "loaded twice: \(result), then \(again)")
                }
                switch result {
                case .failure(let error):
                    try require(!error.description.isEmpty, "an empty message for \(error)")
                    if case .environment(let variable, _, _) = error {
                        try require(environment[variable] != nil, "an error about \(variable), which is unset")
                    } else {
                        let files = [Self.mainFile, Self.dropInFile]
                        try require(files.contains(error.file ?? ""), "the error names no fuzzed file: \(error)")
                    }
                    return Self.caseName(error)
                case .success(let loaded):
                    try require(
                        loaded.hash.count == 64 && loaded.hash.allSatisfy { "0123456789abcdef".contains($0) },
                        "hash \"\(loaded.hash)\" is not 64 lowercase hex digits")
                    let shown = ConfigRenderer.json(loaded.config)
                    let reloaded = Self.loadConfig(shown, environment: environment, asDropInOver: nil)
                    try require(
                        (try? reloaded.get())?.config == loaded.config && (try? reloaded.get())?.hash == loaded.hash,
                        "config show output does not load back to the same config: \(reloaded)\nshown:\n\(shown)")
                    // Building a gate takes about 0.1 s (it derives every locale's rules from the lexicons), so
                    // only one loaded blocklist in 16 is tried.
                    if !loaded.config.gate.blocklist.isEmpty, rng.oneIn(16) {
                        let gate = QuotePoolCore.Gate(config: loaded.config.gate)
                        for locale in loaded.config.gate.blocklist.keys.sorted() {
                            let phrase = loaded.config.gate.blocklist[locale]?.first ?? ""
                            let reason = gate.check("My aunt waters the \(phrase) on the balcony.", locale: locale)
                                .reason
                            try require(
                                reason.map(Reason.gateOrder.contains) ?? true, "reason \(String(describing: reason))")
                        }
                        return "loaded, gate built from its blocklist"
                    }
                    return "loaded"
                }
            })
    }

    static let mainFile = "fuzz.json5"
    static let dropInFile = "fuzz.json5.d/50-fuzz.json5"

    /// Loads `text` as the main file, or as its one drop-in over `base`.
    static func loadConfig(
        _ text: String, environment: [String: String], asDropInOver base: String?
    ) -> Result<LoadedConfig, ConfigError> {
        Result { () throws(ConfigError) in
            try ConfigLoader.load(
                path: mainFile, environment: environment,
                readFile: { path in path == mainFile ? base ?? text : text },
                listDirectory: { _ in base == nil ? [] : ["50-fuzz.json5"] })
        }
    }

    /// A few characters from a random place in `text`, for an environment variable.
    private static func slice(of text: String, _ rng: inout SplitMix64) -> String {
        let characters = Array(text)
        let start = rng.below(characters.count + 1)
        return String(characters[start..<min(characters.count, start + rng.below(12))])
    }

    /// The error's case, for the tally.
    private static func caseName(_ error: ConfigError) -> String {
        switch error {
        case .notFound: "notFound"
        case .unreadable: "unreadable"
        case .syntax: "syntax"
        case .unsupportedVersion: "unsupportedVersion"
        case .unknownKey: "unknownKey"
        case .missingKey: "missingKey"
        case .wrongType: "wrongType"
        case .outOfRange: "outOfRange"
        case .invalidValue: "invalidValue"
        case .literalAPIKey: "literalAPIKey"
        case .environment: "environment"
        case .database: "database"
        }
    }
}
