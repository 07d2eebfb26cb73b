import Testing

@testable import QuotePoolCore

extension ConfigTests {
    /// Each line: a main file and the sentence an operator reads.
    static let invalidFiles: [(file: String, message: String)] = [
        ("{ novelty: { threshold: 1.5 } }", "novelty.threshold is 1.5; expected \"auto\" or a number from 0.5 to 1.0"),
        ("{ concurrency: 0 }", "concurrency is 0; expected an integer from 1 to 64"),
        ("{ concurrency: '4' }", "concurrency is \"4\"; expected an integer from 1 to 64"),
        ("{ pool: { target_per_locale: 0 } }", "pool.target_per_locale is 0; expected an integer from 1 to 100000000"),
        ("{ gate: { max_words: 101 } }", "gate.max_words is 101; expected an integer from 1 to 100"),
        ("{ gate: { min_chars_cjk: 0 } }", "gate.min_chars_cjk is 0; expected an integer from 1 to 400"),
        ("{ gate: 5 }", "gate is 5; expected an object { … }"),
        (
            "{ gate: { blocklist: { e1: ['x'] } } }",
            "gate.blocklist is keyed by \"e1\"; expected keys that are locale codes such as en, ja or pt-BR"
        ),
        ("{ gate: { blocklist: { en: ['ok', ''] } } }", "gate.blocklist.en[1] is \"\"; expected a non-empty string"),
        ("{ novelty: { catalog_size: -1 } }", "novelty.catalog_size is -1; expected an integer from 0 to 10000000"),
        ("{ taste: { min: 1.5 } }", "taste.min is 1.5; expected a number from 0 to 1"),
        ("{ taste: { enabled: 'yes' } }", "taste.enabled is \"yes\"; expected true or false"),
        ("{ judge: { min_overall: 11 } }", "judge.min_overall is 11; expected an integer from 0 to 10"),
        ("{ distinctiveness: { min: -1 } }", "distinctiveness.min is -1; expected a number from 0 to 10"),
        ("{ commit: { batch_size: 10001 } }", "commit.batch_size is 10001; expected an integer from 1 to 10000"),
        ("{ retention: { runs_days: 0 } }", "retention.runs_days is 0; expected an integer from 1 to 36500"),
        ("{ budget: '25h' }", "budget is \"25h\"; expected \(Budget.allowed)"),
        ("{ budget: 'soon' }", "budget is \"soon\"; expected \(Budget.allowed)"),
        ("{ budget: 0 }", "budget is 0; expected \(Budget.allowed)"),
        ("{ log_format: 'xml' }", "log_format is \"xml\"; expected logfmt or json"),
        ("{ metrics_file: '' }", "metrics_file is \"\"; expected a file path"),
        (
            "{ locales: [] }",
            "locales is an empty list; expected a non-empty list of locale codes such as en, ja or pt-BR"
        ),
        // Codes are normalized, and a region shares its language's pool: EN and en-US are en a second time.
        ("{ locales: ['en', 'EN'] }", "locales[1] is \"EN\"; expected each locale once (EN shares the pool en)"),
        (
            "{ locales: ['en', 'en_US'] }",
            "locales[1] is \"en_US\"; expected each locale once (en_US shares the pool en)"
        ),
        ("{ locales: ['en', '🙂'] }", "locales[1] is \"🙂\"; expected a locale code such as en, ja or pt-BR"),
        ("{ locales: ['en', 'de', 'en'] }", "locales[2] is \"en\"; expected each locale once"),
        // A well-formed code the gate has no lexicon for: a typo would otherwise stop every fill at readiness.
        (
            "{ locales: ['en', 'eng'] }",
            "locales[1] is \"eng\"; expected a locale quotepool serves (en, de, es, fr, it, pt, ja, with a region "
                + "such as pt-BR if wanted)"
        ),
        ("{ locales: 'en' }", "locales is \"en\"; expected a non-empty list of locale codes such as en, ja or pt-BR"),
        ("{ prompt: { topics: [] } }", "prompt.topics is an empty list; expected a non-empty list of strings"),
        ("{ version: 2 }", "version is 2; this quotepool reads configuration version 1"),
        ("{ backend: 'local' }", "backend is \"local\"; expected builtin or a name in backends, and none is defined"),
        (
            "{ embedder: 'bert' }",
            "embedder is \"bert\"; expected auto, builtin, minilm, e5, use or the name of an openai backend, and none is defined"
        ),
        ("{ backends: { local: { model: 'm' } } }", "backends.local.kind is missing; expected openai or hybrid"),
        ("{ backends: { local: { kind: 'grpc' } } }", "backends.local.kind is \"grpc\"; expected openai or hybrid"),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://127.0.0.1:8080/v1' } } }",
            "backends.local.model is missing; expected a model name for an openai backend"
        ),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'ftp://host/v1', model: 'm' } } }",
            "backends.local.base_url is \"ftp://host/v1\"; expected an http or https URL such as http://127.0.0.1:8080/v1"
        ),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm', temperature: 3 } } }",
            "backends.local.temperature is 3; expected a number from 0 to 2"
        ),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm', server: 'tgi' } } }",
            "backends.local.server is \"tgi\"; expected auto, llamacpp, vllm, ollama or openai"
        ),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm', max_tokens: 0 } } }",
            "backends.local.max_tokens is 0; expected an integer from 1 to 4096"
        ),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm', timeout: '20m' } } }",
            "backends.local.timeout is \"20m\"; expected a duration from 1s to 10m: seconds (30) or a duration (30s, 2m, 1m30s)"
        ),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm', mode: 'local_only' } } }",
            "backends.local.mode is \"local_only\"; expected no mode on an openai backend, as it applies to hybrid backends only"
        ),
        (
            "{ backends: { l: { kind: 'openai', base_url: 'http://h/v1', model: 'm' }, h: { kind: 'hybrid', primary: 'l', secondary: 'c' } } }",
            "backends.h.secondary is \"c\"; expected the name of an openai backend: l"
        ),
        (
            "{ backends: { h: { kind: 'hybrid', primary: 'l' } } }",
            "backends.h.secondary is missing; expected the name of an openai backend for a hybrid backend"
        ),
        (
            "{ backends: { builtin: { kind: 'openai', base_url: 'http://h/v1', model: 'm' } } }",
            "backends.builtin is defined; expected no backend named auto, builtin, minilm, e5 or use, as those names are built in"
        ),
        (
            "{ backends: { e5: { kind: 'openai', base_url: 'http://h/v1', model: 'm' } } }",
            "backends.e5 is defined; expected no backend named auto, builtin, minilm, e5 or use, as those names are built in"
        ),
        (
            "{ backend: 'lokal', backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm' } } }",
            "backend is \"lokal\"; expected builtin or local"
        ),
    ]

    @Test func theInProcessEmbeddersAreNamesOfTheirOwn() throws {
        for name in ["builtin", "minilm", "e5", "use"] {
            let loaded = try ConfigFixture(main: "{ embedder: '\(name)', embedder_dir: '/srv/models' }").load()
            #expect(loaded.config.embedder == name && loaded.config.embedderDir == "/srv/models")
        }
    }

    @Test(arguments: invalidFiles)
    func validationErrorNamesFileKeyPathAndAllowedRange(file: String, message: String) {
        #expect(ConfigFixture(main: file).error()?.description == "quotepool.json5: " + message)
    }

    @Test func unknownKeySuggestsTheClosestKey() {
        let error = ConfigFixture(main: "{ novelty: { treshold: 0.8 } }").error()
        #expect(
            error == .unknownKey(file: "quotepool.json5", keyPath: "novelty.treshold", suggestion: "novelty.threshold"))
        #expect(
            error?.description
                == "quotepool.json5: unknown key \"novelty.treshold\"; did you mean \"novelty.threshold\"?")
        #expect(
            ConfigFixture(main: "{ targetPerLocale: 5 }").error()
                == .unknownKey(
                    file: "quotepool.json5", keyPath: "targetPerLocale", suggestion: "pool.target_per_locale"))
        #expect(
            ConfigFixture(main: "{ colour: 'blue' }").error()?.description == "quotepool.json5: unknown key \"colour\"")
    }

    @Test func unknownKeyNestedUnderBackendsIsRefused() {
        let error = ConfigFixture(
            main: "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'm', temprature: 0.5 } } }"
        ).error()
        #expect(
            error?.description
                == "quotepool.json5: unknown key \"backends.local.temprature\"; did you mean \"backends.local.temperature\"?"
        )
    }

    static let integerKeys = ConfigSchema.fields.filter { $0.allowed.hasPrefix("an integer") }.map(\.key)

    @Test(arguments: integerKeys)
    func integerKeysRejectFractions(key: String) {
        let nested = key.split(separator: ".").reversed().reduce("2.5") { "{ \($1): \($0) }" }
        let error = ConfigFixture(main: nested).error()
        guard case .wrongType(_, let keyPath, let expected, let found)? = error else {
            Issue.record("expected wrongType for \(key), got \(String(describing: error))")
            return
        }
        #expect(keyPath == key)
        #expect(found == "2.5")
        #expect(expected.hasPrefix("an integer from"))
    }

    @Test func integerKeysUnderBackendsRejectFractions() {
        let error = ConfigFixture(
            main: "{ backends: { l: { kind: 'openai', base_url: 'http://h/v1', model: 'm', max_tokens: 2.5 } } }"
        ).error()
        #expect(
            error?.description == "quotepool.json5: backends.l.max_tokens is 2.5; expected an integer from 1 to 4096")
    }

    @Test func minimumAboveMaximumIsRefused() {
        #expect(
            ConfigFixture(main: "{ gate: { min_words: 20 } }").error()?.description
                == "quotepool.json5: gate.min_words is 20; expected at most gate.max_words, which is 18")
        #expect(
            ConfigFixture(main: "{ gate: { min_chars_cjk: 40, max_chars_cjk: 30 } }").error()?.description
                == "quotepool.json5: gate.min_chars_cjk is 40; expected at most gate.max_chars_cjk, which is 30")
        let fromDropIn = ConfigFixture([
            "quotepool.json5": "{ gate: { min_words: 10 } }",
            "quotepool.json5.d/x.json5": "{ gate: { max_words: 9 } }",
        ]).error()
        #expect(fromDropIn?.file == "quotepool.json5.d/x.json5")
    }

    @Test func versionIsCheckedBeforeUnknownKeys() {
        #expect(
            ConfigFixture(main: "{ version: 2, shiny_new_key: true }").error()
                == .unsupportedVersion(file: "quotepool.json5", found: "2"))
        #expect((try? ConfigFixture(main: "{ version: 1 }").load().config) == Config())
    }

    @Test func aDatabaseURLWithAPasswordIsRefusedAndShownMasked() {
        for url in [
            "postgres://writer:s3cret@db.example:5432/pool", "postgresql://writer@db.example/pool?password=s3cret",
            "POSTGRES://writer@db.example/pool?sslmode=require&PassWord=s3cret#x", "postgres://w:s3cret@[::1/p",
            "postgres://w@h/p?pass%77ord=s3cret", "postgres://w@h/p?sslpassword=s3cret",
            "postgres://w@h/p?password%3Ds3cret",
            "postgres://w@h/p?%20password=s3cret", "postgres://w@h/p?password =s3cret",
        ] {
            #expect(DatabaseURL.carriesPassword(url), "\(url)")
            #expect(!DatabaseURL.masked(url).contains("s3cret") && DatabaseURL.masked(url).contains("***"), "\(url)")
            let error = ConfigFixture(main: "{ database: \"\(url)\" }").error()
            let text = error?.description ?? ""
            #expect(
                text.lowercased().hasPrefix("quotepool.json5: database is \"postgres") && !text.contains("s3cret"),
                "\(text)")
        }
        for plain in [
            "postgres://writer@db.example:5432/pool?sslmode=require", "/var/lib/quotepool/pool.sqlite", "a:b@c",
        ] {
            #expect(!DatabaseURL.carriesPassword(plain) && DatabaseURL.masked(plain) == plain, "\(plain)")
        }
        #expect(
            DatabaseURL.masked("postgres://u:pw@h:1/db?sslmode=require&password=pw")
                == "postgres://u:***@h:1/db?sslmode=require&password=***")
        // A name libpq does not know may still hold a password (pwd=, pass=): its value is never shown, nor is a
        // byte hidden in its name decoded.
        #expect(
            DatabaseURL.masked("postgres://u@h/db?pwd=s3cret&sslmode=disable&pass%00word=s3cret&application_name=qp")
                == "postgres://u@h/db?pwd=***&sslmode=disable&pass%00word=***&application_name=qp")
    }
}
