import Foundation
import QuotePoolCLI
import QuotePoolCore
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

/// The OpenAI-compatible backend against a fault-injecting server of our own on loopback
/// (`Tests/Fixtures/servers/fake_openai.py`): readiness outcomes, failure mapping, structured-output
/// fallback, judge validation, hybrid routing. Every run goes through the real CLI and a real database.
@Suite(.serialized) struct BackendFaultTests {
    struct Run {
        var code: Int32
        var summary: [String: Any]
        var stderr: String
        var db: String
    }

    /// The fake server answers in milliseconds, but CI runs these beside the llama.cpp suite on two
    /// busy cores: timeouts and budgets leave room for that, and a run ends at its target anyway.
    func config(
        _ dir: TempDir, base: String, target: Int = 6, timeout: String = "30s", extra: String = "",
        backendExtra: String = ""
    ) -> String {
        let path = dir.file("quotepool.json5")
        let text = """
            {
              backend: "fake",
              embedder: "fake",
              backends: { fake: { kind: "openai", base_url: "\(base)", model: "fake-model", timeout: "\(timeout)", \(backendExtra) } },
              pool: { target_per_locale: \(target) },
              \(extra)
            }
            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func fill(
        _ dir: TempDir, config: String, budget: String = "60s", locale: LocaleCode = "en", env: [String: String] = [:]
    ) async -> Run {
        let (console, captured) = Console.capturing(environment: env)
        let db = dir.file("p.sqlite")
        let code = await QuotePoolCLI.run(
            ["fill", "--config", config, "--db", db, "--locale", locale.code, "--budget", budget, "--json"],
            console: console
        )
        let summary = (try? JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any]) ?? [:]
        return Run(code: code, summary: summary, stderr: captured.stderr, db: db)
    }

    func doctor(_ dir: TempDir, config: String) async -> (Int32, String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(
            ["doctor", "--config", config, "--db", dir.file("p.sqlite")], console: console)
        return (code, captured.stdout)
    }

    func rejected(_ run: Run) -> [String: Int] { run.summary["rejected"] as? [String: Int] ?? [:] }
    func accepted(_ run: Run) -> Int { (run.summary["accepted"] as? [String: Int])?.values.reduce(0, +) ?? 0 }

    @Test func aHealthyServerFillsWithModelJudgeAndServerEmbeddings() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok"])
        let dir = TempDir()
        let run = await fill(dir, config: config(dir, base: server.baseURL))
        #expect(run.code == 0, "\(run.stderr.suffix(800))")
        #expect(accepted(run) == 6)
        let store = try PoolStore(path: run.db)
        let rows = try store.db.query(
            "SELECT judge_kind, judge_overall, embedder, backend, model, prompt_version FROM lines")
        #expect(rows.count == 6)
        for row in rows {
            #expect(row.string("judge_kind") == "model")
            #expect(row.int("judge_overall") == 8)
            #expect(row.string("embedder") == "openai:fake:fake-model")
            #expect(row.string("backend") == "fake" && row.string("model") == "fake-model")
            #expect(row.string("prompt_version") == "openai-v2")
        }
        let stats = try server.stats()
        #expect(stats["judge", default: 0] >= 6 && stats["embeddings", default: 0] >= 1)
    }

    @Test func readinessOutcomesAndTheirExitCodes() async throws {
        let cases: [(scenario: String?, state: String, code: Int32)] = [
            ("unauthorized", "unauthorized", 69), ("loading", "model_loading", 75),
            ("model_missing", "model_missing", 69),
            (nil, "unreachable", 75),
        ]
        for c in cases {
            let dir = TempDir()
            var server: ServerProcess?
            let base: String
            if let scenario = c.scenario {
                server = try ServerProcess("fake_openai.py", ["--scenario", scenario])
                base = server!.baseURL
            } else {
                base = "http://127.0.0.1:\(ServerProcess.closedPort())/v1"
            }
            let cfg = config(dir, base: base)
            let (doctorCode, doctorOut) = await doctor(dir, config: cfg)
            #expect(doctorCode == c.code, "doctor for \(c.state): \(doctorOut)")
            #expect(doctorOut.contains(c.state))
            let run = await fill(dir, config: cfg)
            #expect(run.code == c.code, "fill for \(c.state)")
            #expect(run.summary["readiness"] as? String == c.state)
            #expect(run.summary["drafted"] as? Int == 0)
            let row = try PoolStore(path: run.db).db.query("SELECT readiness, outcome FROM runs").first
            #expect(row?.string("readiness") == c.state && row?.string("outcome") == "not_ready")
            _ = server
        }
    }

    @Test func aServerWithoutHealthEndpointIsStillReady() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "no_health"])
        let dir = TempDir()
        let run = await fill(dir, config: config(dir, base: server.baseURL))
        #expect(run.code == 0 && accepted(run) == 6)
    }

    @Test func aLocaleTheModelDoesNotWriteIsTranslatedOrUnsupported() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok"])
        let dir = TempDir()
        let translated = await fill(
            dir, config: config(dir, base: server.baseURL, target: 3, backendExtra: #"locales: ["en"],"#),
            locale: "de")
        #expect(translated.code == 0, "\(translated.stderr.suffix(600))")
        #expect(accepted(translated) == 3)
        #expect(try server.stats()["translate", default: 0] >= 3)
        let rows = try PoolStore(path: translated.db).db.query("SELECT translated_from, locale FROM lines")
        #expect(rows.allSatisfy { $0.string("translated_from") == "en" && $0.string("locale") == "de" })

        let other = TempDir()
        let unsupported = await fill(
            other, config: config(other, base: server.baseURL, backendExtra: #"locales: ["fr"],"#), locale: "de")
        #expect(unsupported.code == 69)
        #expect(unsupported.summary["readiness"] as? String == "locale_unsupported")
    }

    @Test func aMissingAPIKeyVariableIsMisconfiguredAndTheKeyNeverLeaks() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "unauthorized"])
        let dir = TempDir()
        let missing = await fill(
            dir, config: config(dir, base: server.baseURL, backendExtra: #"api_key_env: "QP_TEST_KEY","#))
        #expect(missing.code == 78)
        #expect(missing.summary["readiness"] as? String == "misconfigured")
        let secret = "sk-live-\(UUID().uuidString)"
        let other = TempDir()
        let wrong = await fill(
            other, config: config(other, base: server.baseURL, backendExtra: #"api_key_env: "QP_TEST_KEY","#),
            env: ["QP_TEST_KEY": secret])
        #expect(wrong.code == 69)
        #expect(!wrong.stderr.contains(secret))
        let runs = try PoolStore(path: wrong.db).db.query("SELECT * FROM runs")
        #expect(!runs.description.contains(secret))
    }

    @Test func draftFailuresAreTypedAndNeverStored() async throws {
        let cases: [(String, String)] = [
            ("malformed", "malformed_output"), ("malformed_json_text", "malformed_output"), ("truncated", "truncated"),
            ("refusal", "refused"), ("context_exceeded", "truncated"), ("server_error", "backend_error"),
            ("reset", "backend_error"), ("invalid_utf8", "malformed_output"), ("huge_line", "malformed_output"),
            ("control_chars", "malformed_output"), ("nesting_bomb", "malformed_output"),
        ]
        for (scenario, reason) in cases {
            let server = try ServerProcess("fake_openai.py", ["--scenario", scenario])
            let dir = TempDir()
            let run = await fill(dir, config: config(dir, base: server.baseURL), budget: "4s")
            let r = rejected(run)
            #expect(r[reason, default: 0] > 0, "\(scenario): expected \(reason), got \(r)")
            #expect(accepted(run) == 0, "\(scenario) stored a line")
            // Every draft failed on the backend: the run is degraded and asks to try again later.
            #expect(run.code == 75 && run.summary["outcome"] as? String == "degraded", "\(scenario): \(run.code)")
            #expect(try PoolStore(path: run.db).db.scalar("SELECT count(*) FROM lines") == .integer(0))
        }
    }

    @Test func stalledAndEndlessStreamsAreCutOffInBoundedTime() async throws {
        for (scenario, reason) in [("stall", "timeout"), ("endless", "malformed_output")] {
            let server = try ServerProcess("fake_openai.py", ["--scenario", scenario])
            let dir = TempDir()
            let started = Date()
            let run = await fill(dir, config: config(dir, base: server.baseURL), budget: "8s")
            let elapsed = Date().timeIntervalSince(started)
            #expect(elapsed < 9.5, "\(scenario) took \(elapsed) s")
            #expect(
                rejected(run)[reason, default: 0] + rejected(run)["cancelled", default: 0] > 0,
                "\(scenario): \(rejected(run))")
            #expect(accepted(run) == 0)
        }
    }

    @Test func rateLimitsAreHonouredAndTheRunGoesOn() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "rate_limited"])
        let dir = TempDir()
        let run = await fill(dir, config: config(dir, base: server.baseURL, extra: "concurrency: 1,"))
        #expect(run.code == 0)
        #expect(accepted(run) == 6)
        #expect(rejected(run)["backend_error", default: 0] == 2)
        #expect(run.stderr.contains("rate limited"))
    }

    @Test func aServerWithoutJSONSchemaFallsBackToJSONObject() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "no_json_schema"])
        let dir = TempDir()
        let run = await fill(dir, config: config(dir, base: server.baseURL, extra: "concurrency: 1,"))
        #expect(run.code == 0, "\(run.stderr.suffix(600))")
        #expect(accepted(run) == 6)
        #expect(
            rejected(run)["backend_error", default: 0] == 0, "the refused mode is retried, not counted as a failure")
    }

    @Test func judgeAnswersOutsideTheSchemaNeverLiftAScore() async throws {
        for scenario in ["judge_injection", "judge_out_of_range"] {
            let server = try ServerProcess("fake_openai.py", ["--scenario", scenario])
            let dir = TempDir()
            // Taste off, so the injection draft reaches the judge instead of being dropped for taste.
            let run = await fill(
                dir, config: config(dir, base: server.baseURL, target: 2, extra: "taste: { enabled: false },"),
                budget: "20s")
            let rows = try PoolStore(path: run.db).db.query("SELECT judge_kind, judge_overall FROM lines")
            for row in rows {
                #expect(row.string("judge_kind") == "fallback", "\(scenario)")
                #expect((row.int("judge_overall") ?? 99) <= 7, "\(scenario)")
            }
            let judged = try PoolStore(path: run.db).db.query(
                "SELECT judge_kind, judge_overall FROM candidates WHERE judge_kind IS NOT NULL")
            #expect(!judged.isEmpty, "\(scenario): nothing reached the judge: \(rejected(run))")
            #expect(judged.allSatisfy { $0.string("judge_kind") == "fallback" && ($0.int("judge_overall") ?? 99) <= 7 })
        }
    }

    @Test func aJudgeThatAnswersBadlyOnceGetsOneReminder() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "judge_invalid_then_valid"])
        let dir = TempDir()
        let run = await fill(dir, config: config(dir, base: server.baseURL, extra: "concurrency: 1,"))
        #expect(accepted(run) == 6)
        let kinds = try PoolStore(path: run.db).db.query("SELECT DISTINCT judge_kind FROM lines").compactMap {
            $0.string("judge_kind")
        }
        #expect(kinds == ["model"])
        #expect(try server.stats()["judge", default: 0] >= 12)
    }

    @Test func hybridFallsOverToTheSecondaryWhenThePrimaryIsUnreachable() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok"])
        let dir = TempDir()
        let path = dir.file("hybrid.json5")
        let text = """
            {
              backend: "both",
              backends: {
                near: { kind: "openai", base_url: "http://127.0.0.1:\(ServerProcess.closedPort())/v1", model: "fake-model", timeout: "3s" },
                far: { kind: "openai", base_url: "\(server.baseURL)", model: "fake-model", timeout: "30s" },
                both: { kind: "hybrid", primary: "near", secondary: "far", mode: "prefer_local" },
              },
              pool: { target_per_locale: 5 },
            }
            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        let run = await fill(dir, config: path)
        #expect(run.code == 0, "\(run.stderr.suffix(600))")
        #expect(accepted(run) == 5)
        let backends = try PoolStore(path: run.db).db.query("SELECT DISTINCT backend FROM lines").compactMap {
            $0.string("backend")
        }
        #expect(backends == ["far"])
    }

    @Test func aFillReturnsWithinItsBudgetWhileARequestIsInFlight() async throws {
        let server = try ServerProcess("fake_openai.py", ["--scenario", "ok", "--delay", "30"])
        let dir = TempDir()
        let started = Date()
        let run = await fill(
            dir, config: config(dir, base: server.baseURL, timeout: "60s"), budget: "3s")
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed <= 4.0, "took \(elapsed) s")
        #expect(rejected(run)["cancelled", default: 0] > 0)
        // No draft produced any text: that is no success, whatever the cause.
        #expect(run.code == 75)
    }
}
