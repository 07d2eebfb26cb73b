import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import Testing

@testable import QuotePoolCLI
@testable import QuotePoolStore
@testable import QuotePoolWorker

/// A judge that gives every line the same marks.
struct ConstantJudge: LineJudge {
    var overall: Int
    func judge(_ text: String, locale: LocaleCode) async throws -> JudgeScores {
        JudgeScores(quality: overall, originality: overall, warmth: overall, overall: overall, kind: .model)
    }
}

/// The builtin backend with a model judge beside it.
struct JudgedBuiltin: Backend {
    let builtin = BuiltinBackend()
    let modelJudge: any LineJudge
    var name: String { "judged" }
    var model: String { "judged-model" }
    var promptVersion: String { builtin.promptVersion }
    var drafter: any Drafter { builtin.drafter }
    var judge: (any LineJudge)? { modelJudge }
    var embedder: (any LineEmbedder)? { builtin.embedder }
    func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        await builtin.readiness(locales: locales, deadline: deadline)
    }
}

func parseConfig(_ text: String) throws -> Config {
    try ConfigLoader.load(path: "c.json5", environment: [:], readFile: { _ in text }, listDirectory: { _ in [] })
        .config
}

/// `quotepool judge check`, `judge.backend` and `judge.require_auc` (SPEC 2.6).
@Suite(.serialized) struct JudgeCheckTests {
    @Test func aucCountsPairsRankedRightAndTiesHalf() {
        #expect(JudgeCheck.auc(positives: [3, 2], negatives: [1, 2]) == 0.875)
        #expect(JudgeCheck.auc(positives: [9, 8], negatives: [1, 2]) == 1)
        #expect(JudgeCheck.auc(positives: [1, 1], negatives: [1, 1]) == 0.5)
        #expect(JudgeCheck.auc(positives: [1], negatives: [5]) == 0)
        #expect(JudgeCheck.auc(positives: [], negatives: [5]) == 0.5)
    }

    @Test func aJudgeThatScoresEverythingAlikeIsChance() async {
        let lines = [
            JudgeCheck.Line(text: "a", locale: "en", label: true), .init(text: "b", locale: "en", label: false),
            .init(text: "c", locale: "en", label: true), .init(text: "d", locale: "en", label: false),
        ]
        let choice = JudgeChoice(judge: ConstantJudge(overall: 1), backend: "tiny", model: "m")
        let result = await JudgeCheck.run(lines, choice: choice, minOverall: 6)
        #expect(result.overall.auc == 0.5)
        #expect(result.overall.acceptGood == 0 && result.overall.acceptFlat == 0 && result.overall.invalidRate == 0)
    }

    @Test func requireAUCKeepsAModelJudgeOnlyOnceItsCheckPassed() {
        let model = JudgeChoice(judge: ConstantJudge(overall: 9), backend: "srv", model: "m1")
        func check(_ auc: Double) -> JudgeCheckRecord {
            JudgeCheckRecord(
                checkedAt: Date(), backend: "srv", model: "m1", dataset: "d", datasetSHA256: "x", lines: 10, auc: auc,
                acceptGood: 0, acceptFlat: 0, invalidRate: 0, secondsPerCall: 0, minOverall: 6)
        }
        #expect(model.gated(required: nil, latest: nil).choice.isModel)
        let never = model.gated(required: 0.7, latest: nil)
        #expect(!never.choice.isModel && never.note?.contains("has no judge check") == true)
        let below = model.gated(required: 0.7, latest: check(0.52))
        #expect(!below.choice.isModel && below.note?.contains("0.520") == true)
        let passed = model.gated(required: 0.7, latest: check(0.81))
        #expect(passed.choice.isModel && passed.note == nil)
        #expect(JudgeChoice.fallback.gated(required: 0.7, latest: nil).note == nil)
    }

    @Test func aFillUsesTheModelJudgeOnlyAfterAPassingCheckForItsModel() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let backend = JudgedBuiltin(modelJudge: ConstantJudge(overall: 9))
        var c = config()
        c.judge.requireAUC = 0.7
        func kinds() throws -> [String: Int64] {
            var out: [String: Int64] = [:]
            for row in try PoolStore(path: db).db.query(
                "SELECT judge_kind, count(*) AS n FROM candidates WHERE judge_kind IS NOT NULL GROUP BY 1")
            {
                out[row.string("judge_kind") ?? "?"] = row.int("n")
            }
            return out
        }
        _ = try await fill(c, db: db, maxAccepted: 4, backend: backend)
        #expect(try kinds()["model"] == nil && (try kinds()["fallback"] ?? 0) > 0)
        try PoolStore(path: db).recordJudgeCheck(
            JudgeCheckRecord(
                checkedAt: Date(), backend: "judged", model: "judged-model", dataset: "d", datasetSHA256: "x",
                lines: 64, auc: 0.9, acceptGood: 0.9, acceptFlat: 0.1, invalidRate: 0, secondsPerCall: 0.1,
                minOverall: 6))
        _ = try await fill(c, db: db, seed: 43, maxAccepted: 4, backend: backend)
        #expect((try kinds()["model"] ?? 0) > 0)
    }

    @Test func judgeCheckMeasuresTheFallbackOnTheJudgeSetAndStoresIt() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let (fillConsole, _) = Console.capturing(environment: [:])
        #expect(await QuotePoolCLI.run(["fill", "--db", db, "--max-accepted", "1"], console: fillConsole) == 0)
        let (console, captured) = Console.capturing(environment: [:])
        let set = testsDirectory + "/Fixtures/judge/en.jsonl"
        let code = await QuotePoolCLI.run(["judge", "check", "--dataset", set, "--db", db, "--json"], console: console)
        #expect(code == 0, "\(captured.stderr)")
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
        #expect(summary["backend"] as? String == "fallback" && summary["lines"] as? Int == 64)
        let auc = try #require(summary["auc"] as? Double)
        #expect(auc > 0 && auc < 1)
        let stored = try #require(
            try ReadOnlyPool(path: db).latestJudgeCheck(backend: "fallback", model: FallbackJudge.version))
        #expect(stored.lines == 64 && abs(stored.auc - auc) < 1e-9)
        // A pool named with --db that is not there is a typo: refused before measuring (66), unless told not to
        // store the check.
        let typo = dir.file("p.sqltie")
        let (typoConsole, typoOutput) = Console.capturing(environment: [:])
        #expect(await QuotePoolCLI.run(["judge", "check", "--dataset", set, "--db", typo], console: typoConsole) == 66)
        #expect(typoOutput.stderr.contains("--no-store") && !FileManager.default.fileExists(atPath: typo))
        let (plainConsole, _) = Console.capturing(environment: [:])
        #expect(
            await QuotePoolCLI.run(
                ["judge", "check", "--dataset", set, "--db", typo, "--no-store"], console: plainConsole)
                == 0)
    }

    @Test func judgeBackendMustNameSomethingThatJudges() throws {
        #expect(throws: ConfigError.self) {
            _ = try parseConfig(#"{ judge: { backend: "nowhere" } }"#)
        }
        #expect(throws: ConfigError.self) {
            _ = try parseConfig(#"{ judge: { require_auc: 0.2 } }"#)
        }
        let ok = try parseConfig(#"{ judge: { backend: "fallback", require_auc: 0.7 } }"#)
        #expect(ok.judge.backend == "fallback" && ok.judge.requireAUC == 0.7)
    }
}

extension JudgeCheckTests {
    /// `eval` measures the judge fill would use: with `judge.require_auc` and no passing check in the pool, the
    /// fallback, said so.
    @Test func evalAppliesRequireAUCAsFillDoes() async throws {
        let dir = TempDir()
        let config = dir.file("q.json5")
        // A model judge on a port nothing listens on: with the requirement unmet it is never asked.
        let backends = #"backends: { j: { kind: "openai", base_url: "http://127.0.0.1:9/v1", model: "m" } }"#
        try #"{ \#(backends), judge: { backend: "j", require_auc: 0.8 }, database: "\#(dir.file("none.sqlite"))" }"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let data = dir.file("d.jsonl")
        try #"{"text": "The ferry waits for the last bakery van every night.", "locale": "en", "expect": "accept"}"#
            .write(toFile: data, atomically: true, encoding: .utf8)
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(["eval", "--dataset", data, "--config", config, "--json"], console: console)
        #expect(code == 0, "\(captured.stderr)")
        #expect(captured.stderr.contains("has no judge check") && captured.stderr.contains("fallback judges"))
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
        #expect(report["judge"] as? String == "fallback")
        // Without the requirement the model judge is measured.
        try #"{ \#(backends), judge: { backend: "j" } }"#.write(toFile: config, atomically: true, encoding: .utf8)
        let (console2, captured2) = Console.capturing()
        _ = await QuotePoolCLI.run(["eval", "--dataset", data, "--config", config, "--json"], console: console2)
        let model = try #require(
            try JSONSerialization.jsonObject(with: Data(captured2.stdout.utf8)) as? [String: Any])
        #expect(model["judge"] as? String == "model j")
    }
}
