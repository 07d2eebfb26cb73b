import Foundation
import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// Each stage of the chain alone: what it records on the candidate, and the one reason it rejects with.
/// (Spelling and novelty have suites of their own: `SpellingStageTests`, `NoveltyStageDecisionTests`.)
@Suite struct StageTests {
    static let good = "My father fixed bicycles in the garage long after the shop had closed."

    func candidate(_ text: String = good, locale: LocaleCode = "en") -> Candidate {
        Candidate(text: text, locale: locale, model: "m", backend: "b", promptVersion: "p")
    }

    /// A judge whose every call fails.
    struct BrokenJudge: LineJudge {
        struct Down: Error {}
        func judge(_ text: String, locale: LocaleCode) async throws -> JudgeScores { throw Down() }
    }

    // MARK: gate

    @Test func theGateTrimsNormalizesHashesAndTagsALineItPasses() async {
        var c = candidate("  \(Self.good)  ")
        #expect(await GateStage(gate: Gate()).run(&c) == .pass)
        #expect(c.text == Self.good)
        #expect(c.normalized == TextNormalizer.normalize(Self.good))
        #expect(c.hash == TextNormalizer.hash(Self.good))
        #expect(c.metadata.wordCount == 13)
    }

    @Test func theGateRejectsWithItsFirstFailingRuleAndSaysWhy() async throws {
        var c = candidate("Sure! Here is your quote: the garage stayed open long after the shop had closed.")
        let rejected = try #require(await GateStage(gate: Gate()).run(&c).rejection, "chatter passed the gate")
        #expect(rejected.reason == .promptResidue)
        #expect(rejected.detail?.isEmpty == false)
        #expect(c.hash == nil, "nothing is hashed for a line the gate refused")
    }

    // MARK: form

    @Test func theFormStageRejectsAChatAssistantsSmallTalkAsIllFormed() async throws {
        var c = candidate("Awesome, I'm glad you're enjoying my writing style.")
        let rejected = try #require(
            await FormStage(gate: Gate()).run(&c).rejection, "small talk passed the form stage")
        #expect(rejected.reason == .illFormed)
        #expect(rejected.detail?.contains("chat assistant") == true)
        #expect(rejected.detail?.contains("opens with an acknowledgement") == true)
    }

    @Test func theFormStagePassesLinesWithIAndYouThatAreNoReply() async {
        for (text, locale) in [
            ("I'll help you carry the boxes up the stairs if you hold the door for me.", LocaleCode("en")),
            (Self.good, "en"),
            ("Je pense à mon père chaque fois que la bouilloire siffle dans la cuisine.", "fr"),
            ("雨の音を聞きながら、祖母は古い手紙をゆっくりと読み返していた。", "ja"),
        ] {
            var c = candidate(text, locale: locale)
            #expect(await FormStage(gate: Gate()).run(&c) == .pass, "\(text)")
        }
    }

    @Test func theWholeChainRecordsSmallTalkAtTheFormStage() async {
        let chain = ChainSetup(config: Config(), backend: BuiltinBackend()).chain(
            catalogs: [:], anchors: AnchorBook([:]), judge: .fallback, spelling: .none)
        let c = await chain.evaluate(candidate("I'm ready to help you with your creative writing project today."))
        #expect(c.stage == .form && c.reason == .illFormed)
    }

    // MARK: taste

    @Test func tasteScoresRejectsBelowItsMinimumAndSkipsWithoutAModel() async throws {
        let scoring = TasteStage(taste: Taste(enabled: true, minimum: 0.5, model: { _, _, _ in 0.8 }))
        var kept = candidate()
        #expect(await scoring.run(&kept) == .pass)
        #expect(kept.scores.taste == .scored(0.8))

        let strict = TasteStage(taste: Taste(enabled: true, minimum: 0.9, model: { _, _, _ in 0.8 }))
        var refused = candidate()
        let rejected = try #require(await strict.run(&refused).rejection, "a score under the minimum passed")
        #expect(rejected.reason == .tasteBelowThreshold && refused.scores.taste == .scored(0.8))

        var skipped = candidate()
        #expect(await TasteStage(taste: Taste(enabled: true, minimum: 0.5, model: nil)).run(&skipped) == .pass)
        guard case .skipped = skipped.scores.taste else {
            Issue.record("no model, yet taste was \(String(describing: skipped.scores.taste))")
            return
        }
    }

    // MARK: judge

    @Test func theJudgeAcceptsAtItsMinimumAndRejectsBelow() async throws {
        var kept = candidate()
        #expect(await JudgeStage(judge: ConstantJudge(overall: 6), minimum: 6).run(&kept) == .pass)
        #expect(kept.scores.judge?.overall == 6 && kept.scores.judge?.kind == .model)

        var refused = candidate()
        let rejected = try #require(
            await JudgeStage(judge: ConstantJudge(overall: 5), minimum: 6).run(&refused).rejection,
            "overall 5 passed a minimum of 6")
        #expect(
            rejected.reason == .judgeBelowThreshold && rejected.detail?.contains("overall 5 below 6 (model)") == true)
    }

    @Test func aFailingModelJudgeFallsBackAndSaysSo() async {
        var c = candidate()
        _ = await JudgeStage(judge: BrokenJudge(), minimum: 0).run(&c)
        #expect(c.scores.judge?.kind == .fallback)
        #expect((c.scores.judge?.overall ?? 99) <= 7, "the fallback never awards more than 7")
        #expect(c.notes.contains { $0.contains("model judge failed") })
    }

    // MARK: distinctiveness

    @Test func distinctivenessRecordsItsScoreAndRejectsUnderItsMinimum() async throws {
        let anchors = AnchorBook(["en": NegativeAnchors(pool: [], rejected: [], stopwords: [])])
        var scored = candidate()
        #expect(
            await DistinctivenessStage(distinctiveness: Distinctiveness(minimum: 0), anchors: anchors).run(&scored)
                == .pass)
        let score = scored.scores.distinctiveness ?? -1
        #expect((0...10).contains(score))

        var refused = candidate()
        let above = DistinctivenessStage(distinctiveness: Distinctiveness(minimum: score + 0.5), anchors: anchors)
        let rejected = try #require(await above.run(&refused).rejection, "a score under the minimum passed")
        #expect(rejected.reason == .notDistinctive)
    }
}

extension Verdict {
    /// The reason and detail of a rejection; nil when the candidate passed.
    fileprivate var rejection: (reason: Reason, detail: String?)? {
        guard case .reject(let reason, let detail) = self else { return nil }
        return (reason, detail)
    }
}
