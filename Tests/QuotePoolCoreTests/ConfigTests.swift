import Testing

@testable import QuotePoolCore

/// Files held in memory, for loading configurations without touching the disk.
struct ConfigFixture {
    var files: [String: String]

    init(_ files: [String: String]) { self.files = files }

    /// A single main file `quotepool.json5`.
    init(main text: String) { self.files = ["quotepool.json5": text] }

    func read(_ path: String) throws -> String {
        guard let text = files[path] else { throw ConfigError.notFound(file: path) }
        return text
    }

    func list(_ directory: String) -> [String] {
        files.keys.filter { $0.hasPrefix(directory + "/") }.map { String($0.dropFirst(directory.count + 1)) }
    }

    func load(_ path: String? = "quotepool.json5", environment: [String: String] = [:]) throws(ConfigError)
        -> LoadedConfig
    {
        try ConfigLoader.load(path: path, environment: environment, readFile: read, listDirectory: list)
    }

    /// The error loading the main file raises, or nil when it loads.
    func error(environment: [String: String] = [:]) -> ConfigError? {
        do {
            _ = try load(environment: environment)
            return nil
        } catch {
            return error
        }
    }
}

@Suite("ConfigTests")
struct ConfigTests {
    // MARK: Finding the file

    @Test func defaultsApplyWhenNoFileExists() throws {
        let path = ConfigLoader.locate(explicit: nil, environment: [:], fileExists: { _ in false })
        #expect(path == nil)
        let loaded = try ConfigFixture([:]).load(path)
        #expect(loaded.config == Config())
        #expect(loaded.sources.isEmpty)
    }

    @Test func locatesExplicitThenEnvironmentThenWorkingDirectoryThenEtc() {
        let all: Set = ["quotepool.json5", "/etc/quotepool/quotepool.json5"]
        let env = ["QUOTEPOOL_CONFIG": "/srv/qp.json5"]
        #expect(ConfigLoader.locate(explicit: "my.json5", environment: env, fileExists: all.contains) == "my.json5")
        #expect(ConfigLoader.locate(explicit: nil, environment: env, fileExists: all.contains) == "/srv/qp.json5")
        #expect(ConfigLoader.locate(explicit: nil, environment: [:], fileExists: all.contains) == "quotepool.json5")
        #expect(
            ConfigLoader.locate(
                explicit: nil, environment: ["QUOTEPOOL_CONFIG": ""], fileExists: { $0.hasPrefix("/etc") })
                == "/etc/quotepool/quotepool.json5")
    }

    @Test func explicitPathThatDoesNotExistIsNotFound() {
        let path = ConfigLoader.locate(explicit: "missing.json5", environment: [:], fileExists: { _ in false })
        #expect(throws: ConfigError.notFound(file: "missing.json5")) { try ConfigFixture([:]).load(path) }
        #expect(
            ConfigError.notFound(file: "missing.json5").description == "missing.json5: configuration file not found")
    }

    @Test func unreadableFileNamesTheReason() {
        struct Denied: Error, CustomStringConvertible { var description: String { "permission denied" } }
        #expect(throws: ConfigError.unreadable(file: "q.json5", reason: "permission denied")) {
            try ConfigLoader.load(
                path: "q.json5", environment: [:], readFile: { _ in throw Denied() }, listDirectory: { _ in [] })
        }
    }

    // MARK: Reading and merging

    @Test func acceptsJSON5CommentsAndTrailingCommas() throws {
        let loaded = try ConfigFixture(
            main: """
                // quotepool for the kiosk
                {
                  /* more at once */ concurrency: 4,
                  locales: ['en', 'de',],
                  novelty: { threshold: 0.85, },
                }
                """
        ).load()
        #expect(loaded.config.concurrency == 4)
        #expect(loaded.config.locales == ["en", "de"])
        #expect(loaded.config.novelty.threshold == 0.85)
        #expect(loaded.sources == ["quotepool.json5"])
    }

    @Test func syntaxErrorNamesTheFileLineAndColumn() {
        let error = ConfigFixture(main: "{ concurrency: 4\n locales: [\"en\"] }").error()
        #expect(
            error?.description
                == "quotepool.json5: not valid JSON5 at line 2, column 2: expected ',' or '}' after the value "
                + "(is a comma missing?), found 'l'")
        #expect(
            ConfigFixture(main: "[1, 2]").error()
                == .syntax(file: "quotepool.json5", message: "the top level is a list; expected an object { … }"))
    }

    @Test(arguments: [
        ("{ a: 1,\n  b: [1, 2,, 3] }", 2, 12, "expected a value"),
        ("{ a: 'x\n }", 1, 6, "a string is not closed before the end of its line"),
        ("{ a: tru }", 1, 6, "expected a value"),
        ("// fine\n/* never closed", 2, 1, "a /* comment is never closed"),
        ("{ a: 0x }", 1, 8, "expected hex digits after 0x"),
        ("{ a: 1 } }", 1, 10, "expected the end of the file after the value"),
        ("{ a: { b: 1 ]", 1, 13, "expected ',' or '}' after the value"),
        ("{\r\n  a: 1\r\n  b: 2 }", 3, 3, "expected ',' or '}' after the value"),
    ])
    func theLocatorFindsWhereAJSON5TextGoesWrong(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let problem = try #require(JSON5Locator.locate(text))
        #expect(problem.line == line && problem.column == column, "\(problem)")
        #expect(problem.message.hasPrefix(message), "\(problem.message)")
    }

    @Test(arguments: [
        "{}", "// only a comment", "{ a: 1, b: [1, 2,], c: 'x', d: +Infinity, e: NaN, f: 0xFF, g: .5, h: 5., }",
        "{ \"a b\": { $c_1: null }, /* c */ d: true }",
    ])
    func theLocatorAcceptsValidJSON5(_ text: String) {
        #expect(JSON5Locator.locate(text) == nil)
    }

    @Test func dropInsMergeOverTheMainFileInNameOrder() throws {
        let loaded = try ConfigFixture([
            "quotepool.json5": "{ concurrency: 2, novelty: { threshold: 0.9, catalog_size: 500 }, locales: ['en'] }",
            "quotepool.json5.d/20-late.json5": "{ novelty: { threshold: 0.8 } }",
            "quotepool.json5.d/10-early.json5": "{ novelty: { threshold: 0.7 }, concurrency: 8 }",
            "quotepool.json5.d/README.txt": "not configuration",
            "quotepool.json5.d/.hidden.json5": "{ concurrency: 64 }",
            "quotepool.json5.d/30-disabled.json5": "// { concurrency: 1 }\n",
        ]).load()
        #expect(loaded.config.novelty.threshold == 0.8)
        #expect(loaded.config.novelty.catalogSize == 500)
        #expect(loaded.config.concurrency == 8)
        #expect(
            loaded.sources == [
                "quotepool.json5", "quotepool.json5.d/10-early.json5", "quotepool.json5.d/20-late.json5",
                "quotepool.json5.d/30-disabled.json5",
            ])
    }

    @Test func errorInADropInNamesTheDropIn() {
        let fixture = ConfigFixture([
            "quotepool.json5": "{ novelty: { threshold: 0.9 } }",
            "quotepool.json5.d/50-tune.json5": "{ novelty: { threshold: 0.2 } }",
        ])
        #expect(
            fixture.error()?.description
                == "quotepool.json5.d/50-tune.json5: novelty.threshold is 0.2; expected \"auto\" or a number from 0.5 to 1.0"
        )
    }

    @Test func nullInADropInRestoresTheDefaultAndRemovesABackend() throws {
        let loaded = try ConfigFixture([
            "quotepool.json5": """
            { concurrency: 9, backends: { local: { kind: "openai", base_url: "http://127.0.0.1:8080/v1", model: "m" } } }
            """,
            "quotepool.json5.d/a.json5": "{ concurrency: null, backends: { local: null } }",
        ]).load()
        #expect(loaded.config.concurrency == Config().concurrency)
        #expect(loaded.config.backends.isEmpty)
    }

    @Test func environmentOverridesWinOverTheFile() throws {
        let fixture = ConfigFixture(main: "{ budget: '2m', log_format: 'logfmt', database: '/var/lib/qp.sqlite' }")
        let loaded = try fixture.load(environment: [
            "QUOTEPOOL_BUDGET": "foreground", "QUOTEPOOL_LOG_FORMAT": "json", "QUOTEPOOL_DB": "/tmp/other.sqlite",
        ])
        #expect(loaded.config.budgetSeconds == 45)
        #expect(loaded.config.logFormat == "json")
        #expect(loaded.config.database == "/tmp/other.sqlite")
        let fromFile = try fixture.load(environment: ["QUOTEPOOL_BUDGET": "", "QUOTEPOOL_DB": ""])
        #expect(fromFile.config.budgetSeconds == 120)
        #expect(fromFile.config.database == "/var/lib/qp.sqlite")
    }

    @Test func invalidEnvironmentOverrideNamesTheVariable() {
        let fixture = ConfigFixture(main: "{}")
        #expect(
            fixture.error(environment: ["QUOTEPOOL_LOG_FORMAT": "xml"])?.description
                == "QUOTEPOOL_LOG_FORMAT is \"xml\"; expected logfmt or json")
        #expect(
            fixture.error(environment: ["QUOTEPOOL_BUDGET": "25h"])
                == .environment(variable: "QUOTEPOOL_BUDGET", value: "25h", expected: Budget.allowed))
    }

    // MARK: Backends

    @Test func readsOpenAIAndHybridBackends() throws {
        let loaded = try ConfigFixture(
            main: """
                {
                  backend: "both",
                  embedder: "local",
                  backends: {
                    local: { kind: "openai", base_url: "http://127.0.0.1:8080/v1", model: "smollm2", timeout: "1m30s" },
                    cloud: { kind: "openai", base_url: "https://api.example.com/v1", model: "big",
                             api_key_env: "CLOUD_KEY", locales: ["ja", "pt-BR"], temperature: 0.2, max_tokens: 64 },
                    both: { kind: "hybrid", primary: "local", secondary: "cloud" },
                  },
                }
                """
        ).load()
        let backends = loaded.config.backends
        #expect(backends["local"]?.timeoutSeconds == 90)
        #expect(backends["local"]?.maxTokens == 40)
        #expect(backends["cloud"]?.apiKeyEnv == "CLOUD_KEY")
        #expect(backends["cloud"]?.locales == ["ja", "pt-BR"])
        #expect(backends["cloud"]?.temperature == 0.2)
        #expect(backends["both"]?.mode == "prefer_local")
        #expect(backends["both"]?.primary == "local")
        #expect(loaded.config.backend == "both")
    }

    @Test func literalAPIKeyIsRefusedWithoutShowingIt() {
        let secret = "sk-live-0123456789abcdef"
        for (text, keyPath) in [
            ("{ backends: { cloud: { kind: 'openai', api_key: '\(secret)' } } }", "backends.cloud.api_key"),
            ("{ backends: { cloud: { kind: 'openai', apiKey: '\(secret)' } } }", "backends.cloud.apiKey"),
            (
                "{ backends: { cloud: { kind: 'openai', headers: { token: '\(secret)' } } } }",
                "backends.cloud.headers.token"
            ),
            ("{ backends: { cloud: { kind: 'openai', secret: '\(secret)' } } }", "backends.cloud.secret"),
            ("{ backends: { cloud: { key: '\(secret)' } } }", "backends.cloud.key"),
        ] {
            let error = ConfigFixture(main: text).error()
            #expect(error == .literalAPIKey(file: "quotepool.json5", keyPath: keyPath))
            #expect(error?.description.contains(secret) == false)
            #expect(error?.description.contains("api_key_env") == true)
        }
    }

    @Test func keyPastedIntoApiKeyEnvOrBaseURLIsNotShown() {
        let secret = "sk-live-0123456789abcdef"
        let pasted = ConfigFixture(
            main:
                "{ backends: { c: { kind: 'openai', base_url: 'https://x.example/v1', model: 'm', api_key_env: '\(secret)' } } }"
        ).error()
        #expect(pasted?.description.contains(secret) == false)
        #expect(
            pasted?.description
                == "quotepool.json5: backends.c.api_key_env is not a variable name (its value is not shown); "
                + "expected the name of an environment variable such as OPENAI_API_KEY, not the key itself")
        let inURL = ConfigFixture(
            main: "{ backends: { c: { kind: 'openai', base_url: 'https://u:\(secret)@x.example/v1', model: 'm' } } }"
        ).error()
        #expect(inURL == .literalAPIKey(file: "quotepool.json5", keyPath: "backends.c.base_url"))
        #expect(inURL?.description.contains(secret) == false)
    }

    // MARK: Rendering

    @Test func starterFileLoadsToTheDefaults() throws {
        let loaded = try ConfigFixture(main: ConfigRenderer.starterFile).load()
        #expect(loaded.config == Config())
        #expect(loaded.hash == (try ConfigFixture([:]).load(nil)).hash)
    }

    @Test func starterFileListsEveryKeyAndTheLocalServerExample() {
        let starter = ConfigRenderer.starterFile
        for field in ConfigSchema.fields {
            let key = field.key.split(separator: ".").last!
            #expect(starter.contains("\(key): "), "missing \(field.key)")
        }
        for field in ConfigSchema.backendFields {
            #expect(starter.contains("\(field.key): "), "missing backends.<name>.\(field.key)")
        }
        #expect(starter.contains("//   kind: \"openai\","))
        #expect(starter.contains("//   base_url: \"http://127.0.0.1:8080/v1\","))
        #expect(starter.contains("//   model: \"smollm2\","))
        #expect(
            starter.contains("  // Drafts in flight at once. Allowed: an integer from 1 to 64.\n  concurrency: 2,\n"))
        let prose = starter.split(separator: "\n").map { $0.drop { $0 == " " || $0 == "/" } }.joined(separator: " ")
        #expect(
            prose.contains(
                "the embedder in use and the locale. Allowed: \"auto\" or a number from 0.5 to 1.0. threshold: \"auto\","
            ))
    }

    @Test func shownConfigUsesFileKeyNamesAndLoadsBackUnchanged() throws {
        let original = try ConfigFixture(
            main: """
                {
                  locales: ["en", "ja"], budget: 90, metrics_file: "/var/lib/node_exporter/quotepool.prom",
                  gate: { blocklist: { en: ["hustle", "grind"] }, max_chars_cjk: 60 },
                  backend: "local",
                  backends: {
                    local: { kind: "openai", base_url: "http://127.0.0.1:8080/v1", model: "smollm2", api_key_file: "/run/k" },
                    cloud: { kind: "openai", base_url: "https://api.example.com/v1", model: "big" },
                    both: { kind: "hybrid", primary: "local", secondary: "cloud", mode: "cloud_only" },
                  },
                }
                """
        ).load().config
        let shown = ConfigRenderer.json(original)
        #expect(shown.contains("\"target_per_locale\": 200"))
        #expect(shown.contains("\"budget\": \"1m30s\""))
        #expect(shown.contains("\"api_key_file\": \"/run/k\""))
        #expect(!shown.contains("targetPerLocale"))
        #expect(shown.hasPrefix("{\n  \"version\": 1,\n  \"locales\": [\"en\", \"ja\"],\n  \"budget\""))
        #expect(try ConfigFixture(main: shown).load().config == original)
        #expect(ConfigRenderer.json(original) == shown, "key order is stable")
    }

    // MARK: Hash

    @Test func hashIsStableForTheSameSettingsAndChangesWithAValue() throws {
        let first = try ConfigFixture(main: "{ concurrency: 4, novelty: { threshold: 0.85 } }").load().hash
        let again = try ConfigFixture(main: "{ concurrency: 4, novelty: { threshold: 0.85 } }").load().hash
        let reworded = try ConfigFixture(main: "// same\n{ novelty: { threshold: 0.850 }, concurrency: 4, }").load()
            .hash
        let changed = try ConfigFixture(main: "{ concurrency: 4, novelty: { threshold: 0.86 } }").load().hash
        let overridden = try ConfigFixture(main: "{ concurrency: 4, novelty: { threshold: 0.85 } }")
            .load(environment: ["QUOTEPOOL_BUDGET": "brief"]).hash
        #expect(first.count == 64)
        #expect(first == again)
        #expect(first == reworded)
        #expect(first != changed)
        #expect(first != overridden)
    }
}
