/// The keys of `backends.<name>`, and the checks that tie backends to each other.
extension ConfigSchema {
    static let backendKinds = ["openai", "hybrid"]
    /// Server software a backend can name (`backends.<name>.server`); `auto` learns it from the readiness probe.
    public static let serverKinds = ["auto", "llamacpp", "vllm", "ollama", "openai"]
    static let hybridModes = ["prefer_local", "prefer_cloud", "local_only", "cloud_only"]
    /// Keys a backend of each kind must have.
    static let requiredBackendKeys = ["openai": ["base_url", "model"], "hybrid": ["primary", "secondary"]]
    /// Names that already mean something where a backend name is expected (`backend`, `embedder`).
    static let reservedBackendNames = ["auto", "builtin", "minilm", "e5", "use"]

    static let backendFields: [ConfigField<BackendConfig>] = [
        .choice("kind", \.kind, backendKinds, "openai: an OpenAI-compatible server; hybrid: two of them and a mode"),
        .custom(
            "base_url", \.baseURL, allowed: "an http or https URL such as http://127.0.0.1:8080/v1",
            "Base URL of the server's OpenAI-compatible API (required)",
            read: { (value, site) throws(ConfigError) in try site.url(value) },
            render: { $0.map(JSONValue.string) ?? .null }
        ).only(for: "openai").example(.string("http://127.0.0.1:8080/v1")),
        .optionalText("model", \.model, allowed: "a model name", "Model to ask for (required)")
            .only(for: "openai").example(.string("smollm2")),
        .custom(
            "api_key_env", \.apiKeyEnv,
            allowed: "the name of an environment variable such as OPENAI_API_KEY, not the key itself",
            "Environment variable that holds the API key, for servers that need one",
            read: { (value, site) throws(ConfigError) in try site.environmentName(value) },
            render: { $0.map(JSONValue.string) ?? .null }
        ).only(for: "openai").example(.string("OPENAI_API_KEY")),
        .optionalText(
            "api_key_file", \.apiKeyFile, allowed: "a file path", "File that holds the API key, instead of api_key_env"
        ).only(for: "openai").example(.string("/run/secrets/openai_api_key")),
        .locales("locales", \.locales, allowEmpty: true, "Locales the model writes well; [] means every locale"),
        .number("temperature", \.temperature, 0...2, "Sampling temperature of drafts").only(for: "openai"),
        .integer("max_tokens", \.maxTokens, 1...4096, "Most output tokens of a draft").only(for: "openai"),
        .duration(
            "timeout", \.timeoutSeconds, 1...600,
            allowed: "a duration from 1s to 10m: seconds (30) or a duration (30s, 2m, 1m30s)",
            "Time one request may take"
        ).only(for: "openai"),
        .choice(
            "server", \.server, serverKinds,
            "Server software, for the decode-time constraint of drafts: auto learns it from the readiness probe"
        ).only(for: "openai"),
        .optionalText("primary", \.primary, allowed: "the name of an openai backend", "The local backend (required)")
            .only(for: "hybrid").example(.string("local")),
        .optionalText(
            "secondary", \.secondary, allowed: "the name of an openai backend", "The cloud backend (required)"
        )
        .only(for: "hybrid").example(.string("cloud")),
        .optionalChoice("mode", \.mode, hybridModes, "Which of the two serves a draft; prefer_local when absent")
            .only(for: "hybrid").example(.string("prefer_local")),
    ]

    /// The keys of one backend.
    static let backendShape = KeyShape.tree(backendFields.map { ($0.key, $0.shape) })

    /// Reads `backends`: each entry's `kind` first, then the keys that kind takes; a `null` entry
    /// (say, in a drop-in) removes a backend.
    static func readBackends(_ value: JSONValue, at site: ConfigSite) throws(ConfigError) -> [String: BackendConfig] {
        guard case .object(let entries) = value else {
            throw site.wrongType(value, expected: "an object of backends keyed by name")
        }
        var backends: [String: BackendConfig] = [:]
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) where entry != .null {
            backends[name] = try readBackend(entry, named: name, at: site.child(name))
        }
        for (name, backend) in backends.sorted(by: { $0.key < $1.key }) where backend.kind == "hybrid" {
            try checkReferences(of: backend, at: site.child(name), among: backends)
        }
        return backends
    }

    /// The keys that apply to `backend`'s kind, as `config show` prints them.
    static func renderBackend(_ backend: BackendConfig) -> JSONValue {
        let fields = backendFields.filter { $0.onlyForKind == nil || $0.onlyForKind == backend.kind }
        return .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.render(backend)) }))
    }

    private static func readBackend(
        _ entry: JSONValue, named name: String, at site: ConfigSite
    ) throws(ConfigError) -> BackendConfig {
        guard !reservedBackendNames.contains(name) else {
            throw site.invalid(
                described: "defined",
                allowed: "no backend named auto, builtin, minilm, e5 or use, as those names are built in")
        }
        guard case .object(let keys) = entry else { throw site.wrongType(entry, expected: "an object { kind: … }") }
        guard let kindValue = keys["kind"], kindValue != .null else {
            throw site.child("kind").missing(expected: ConfigSite.oneOf(backendKinds))
        }
        let kind = try site.child("kind").choice(kindValue, of: backendKinds)
        var backend = BackendConfig(kind: kind)
        for field in backendFields where field.key != "kind" {
            guard let value = keys[field.key], value != .null else { continue }
            let fieldSite = site.child(field.key)
            if let only = field.onlyForKind, only != kind {
                throw fieldSite.invalid(
                    value, allowed: "no \(field.key) on \(kindPhrase(kind)), as it applies to \(only) backends only")
            }
            try field.read(value, fieldSite, &backend)
        }
        for field in backendFields where requiredBackendKeys[kind, default: []].contains(field.key) {
            if field.render(backend) == .null {
                throw site.child(field.key).missing(expected: "\(field.allowed) for \(kindPhrase(kind))")
            }
        }
        if kind == "hybrid", backend.mode == nil { backend.mode = "prefer_local" }
        return backend
    }

    /// `an openai backend`, `a hybrid backend`.
    private static func kindPhrase(_ kind: String) -> String {
        (kind.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + kind + " backend"
    }

    /// A hybrid's primary and secondary must be two different openai backends.
    private static func checkReferences(
        of backend: BackendConfig, at site: ConfigSite, among backends: [String: BackendConfig]
    ) throws(ConfigError) {
        let openai = backends.filter { $0.value.kind == "openai" }.keys.sorted()
        let allowed =
            openai.isEmpty
            ? "the name of an openai backend, and none is defined"
            : "the name of an openai backend: \(ConfigSite.oneOf(openai))"
        for (key, reference) in [("primary", backend.primary), ("secondary", backend.secondary)] {
            guard let reference, openai.contains(reference) else {
                throw site.child(key).invalid(.string(reference ?? ""), allowed: allowed)
            }
        }
        if backend.primary == backend.secondary {
            throw site.child("secondary").invalid(
                .string(backend.secondary ?? ""), allowed: "a backend other than primary")
        }
    }
}
