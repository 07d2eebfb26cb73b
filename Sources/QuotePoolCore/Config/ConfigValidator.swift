/// Turns configuration documents into a ``Config``: each file is checked on its own (secrets, version,
/// unknown keys), then the merged document is read field by field and keys are checked against each other.
struct ConfigValidator {
    /// The merged document of every file, later files over earlier ones.
    let document: JSONValue
    /// Which file set which key, for error messages.
    let origins: ConfigOrigins
    /// Key paths the command line sets: a bad value of one of them is a warning, not an error.
    var overridden: Set<String> = []

    /// Checks one file before it is merged, in the order an operator should hear about problems:
    /// a literal secret, then a version this build cannot read, then unknown keys.
    static func checkFile(_ document: JSONValue, file: String) throws(ConfigError) {
        guard case .object(let top) = document else {
            throw ConfigError.syntax(
                file: file, message: "the top level is \(document.brief); expected an object { … }")
        }
        let root = ConfigSite(keyPath: "", origins: ConfigOrigins(files: [file]))
        try ConfigSchema.refuseSecrets(in: document, at: root)
        if let version = top["version"], version != .null {
            _ = try ConfigSchema.checkVersion(version, at: root.child("version"))
        }
        try ConfigSchema.shape.check(document, at: root)
    }

    /// The configuration the merged document describes; absent and `null` keys keep their defaults.
    func validate() throws(ConfigError) -> Config {
        var warnings: [String] = []
        return try validate(warnings: &warnings)
    }

    /// ``validate()``, with the bad values of ``overridden`` keys reported in `warnings` and left at their defaults.
    func validate(warnings: inout [String]) throws(ConfigError) -> Config {
        var config = Config()
        let root = ConfigSite(keyPath: "", origins: origins)
        for field in ConfigSchema.fields {
            guard let value = document[path: field.key], value != .null else { continue }
            do {
                try field.read(value, root.child(field.key), &config)
            } catch {
                guard overridden.contains(field.key) else { throw error }
                warnings.append("\(error.description) (not used: the command line sets \(field.key))")
            }
        }
        try checkBounds(config)
        try checkBackendNames(config, root: root)
        return config
    }

    /// Each minimum at most its maximum.
    private func checkBounds(_ config: Config) throws(ConfigError) {
        let pairs = [
            ("gate.min_words", config.gate.minWords, "gate.max_words", config.gate.maxWords),
            ("gate.min_chars_cjk", config.gate.minCharsCJK, "gate.max_chars_cjk", config.gate.maxCharsCJK),
        ]
        for (minKey, minimum, maxKey, maximum) in pairs where minimum > maximum {
            throw ConfigError.invalidValue(
                file: origins.latestFile(of: [minKey, maxKey]), keyPath: minKey, value: String(minimum),
                allowed: "at most \(maxKey), which is \(maximum)")
        }
    }

    /// `backend`, `embedder` and `judge.backend` name something that exists.
    private func checkBackendNames(_ config: Config, root: ConfigSite) throws(ConfigError) {
        let drafters = config.backends.keys.sorted()
        let embedders = config.backends.filter { $0.value.kind == "openai" }.keys.sorted()
        var checks = [
            ("backend", config.backend, ["builtin"], drafters, "a name in backends"),
            (
                "embedder", config.embedder, ["auto", "builtin", "minilm", "e5", "use"], embedders,
                "the name of an openai backend"
            ),
        ]
        if let judge = config.judge.backend {
            checks.append(("judge.backend", judge, ["fallback", "builtin"], drafters, "a name in backends"))
        }
        for (key, value, builtIn, defined, what) in checks where !(builtIn + defined).contains(value) {
            let allowed =
                defined.isEmpty
                ? ConfigSite.oneOf(builtIn + [what]) + ", and none is defined"
                : ConfigSite.oneOf(builtIn + defined)
            throw root.child(key).invalid(.string(value), allowed: allowed)
        }
    }
}
