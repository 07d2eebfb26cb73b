import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import Testing

@testable import QuotePoolWorker

/// The composition root: one place decides what the chain is made of, for fill, eval and bench alike.
@Suite struct ChainSetupTests {
    func record(auc: Double) -> JudgeCheckRecord {
        JudgeCheckRecord(
            checkedAt: Date(), backend: "judged", model: "judged-model", dataset: "d", datasetSHA256: "x", lines: 10,
            auc: auc, acceptGood: 0, acceptFlat: 0, invalidRate: 0, secondsPerCall: 0, minOverall: 6)
    }

    @Test func theConfigNamesTheEmbedderJudgeAndTasteModel() throws {
        var config = Config()
        config.embedder = "builtin"
        let setup = try ChainSetup.resolve(config: config, environment: [:])
        #expect(setup.backend.name == "builtin")
        #expect(setup.embedder?.id == BuiltinBackend().embedder?.id)
        #expect(!setup.judge.isModel && setup.judge.backend == "fallback")
        #expect(setup.tasteModel != nil, "the shipped taste model")
        config.taste.enabled = false
        #expect(try ChainSetup.resolve(config: config, environment: [:]).tasteModel == nil)
    }

    @Test func anUnreadableTasteModelIsAConfigurationErrorNamingTheFileThatSetIt() {
        var config = Config()
        config.taste.model = "/nonexistent/taste.json"
        #expect(throws: ConfigError.self) {
            try ChainSetup.resolve(config: config, environment: [:], tasteModelFile: "/etc/q.json5")
        }
        do {
            _ = try ChainSetup.resolve(config: config, environment: [:], tasteModelFile: "/etc/q.json5")
        } catch {
            #expect(error.description.contains("/etc/q.json5") && error.description.contains("taste.model"))
        }
    }

    @Test func requireAUCDecidesTheJudgeTheSameWayForEveryCaller() {
        var config = Config()
        let setup = ChainSetup(config: config, backend: JudgedBuiltin(modelJudge: ConstantJudge(overall: 9)))
        // No bar: the model judges, and the pool's check is not even read.
        #expect(
            !setup.needsJudgeCheck
                && setup.gatedJudge {
                    Issue.record("read without a bar"); return nil
                }.choice.isModel)
        config.judge.requireAUC = 0.7
        let gated = ChainSetup(config: config, backend: JudgedBuiltin(modelJudge: ConstantJudge(overall: 9)))
        #expect(gated.needsJudgeCheck)
        let none = gated.gatedJudge { nil }
        #expect(!none.choice.isModel && none.note?.contains("has no judge check") == true)
        #expect(!gated.gatedJudge { record(auc: 0.6) }.choice.isModel)
        #expect(gated.gatedJudge { record(auc: 0.8) }.choice.isModel)
        // The builtin backend has no model judge: nothing to check, nothing to say.
        let builtin = ChainSetup(config: config, backend: BuiltinBackend())
        #expect(!builtin.needsJudgeCheck && builtin.gatedJudge { nil }.note == nil)
    }

    @Test func theChainHasEveryStageInOrderWithTheJudgeItWasGiven() async throws {
        let setup = ChainSetup(
            config: Config(), backend: JudgedBuiltin(modelJudge: ConstantJudge(overall: 9)), tasteModel: nil)
        let embedder = try #require(setup.embedder)
        let empty = Novelty(threshold: 0.85, dimension: embedder.dimension, vectors: [], hashes: [])
        let chain = setup.chain(catalogs: ["en": empty], anchors: AnchorBook([:]), judge: .fallback, spelling: .none)
        #expect(chain.stages.map(\.name) == [.gate, .spelling, .form, .taste, .novelty, .judge, .distinctiveness])
        // The gated choice (the fallback) judges, not the backend's model judge.
        let line = Candidate(
            text: "The kettle sings before the house is awake.", locale: "en", model: "m", backend: "b",
            promptVersion: "p")
        let judged = await chain.evaluate(line, through: .all, alone: true)
        #expect(judged.scores.judge?.kind == .fallback, "\(judged.stage) \(String(describing: judged.reason))")
    }
}
