import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// The novelty stage the production chain builds (``StageChain/init(config:parts:)``) over catalogs the loader
/// builds (``CatalogLoader/fromRows(_:locales:)``): with `auto`, use's fitted decision refuses a rewording whose
/// cosine alone is far below any cut, also of a line accepted earlier in the same run; a number is a plain cut.
///
/// The table embedder's id starts as use's does, so `auto` takes use's fitted decision; the made-up vectors make
/// each score easy to work out.
@Suite struct NoveltyStageDecisionTests {
    static func axis(_ i: Int) -> [Float] { (0..<16).map { $0 == i ? 1 : 0 } }
    /// A unit vector whose cosine with axis `i` is `c` (the rest along axis 15).
    static func near(_ c: Float, axis i: Int) -> [Float] {
        (0..<16).map { $0 == i ? c : $0 == 15 ? (1 - c * c).squareRoot() : 0 }
    }

    static let line = "alpha bravo charlie"
    /// The same three content words in other words (each word's vector is its counterpart's).
    static let rewording = "able baker castle"
    /// Three words of its own at the same cosine.
    static let fresh = "delta echo foxtrot"
    static let runLine = "golf hotel india"
    static let runRewording = "gulf hostel indigo"

    static let table: [String: [Float]] = {
        var t: [String: [Float]] = [
            line: axis(0), rewording: near(0.7, axis: 0), fresh: near(0.7, axis: 0),
            runLine: axis(7), runRewording: near(0.7, axis: 7),
        ]
        for (k, (word, synonym)) in zip(["alpha", "bravo", "charlie"], ["able", "baker", "castle"]).enumerated() {
            t[word] = axis(1 + k)
            t[synonym] = axis(1 + k)
        }
        for (k, word) in ["delta", "echo", "foxtrot"].enumerated() { t[word] = axis(4 + k) }
        for (k, (word, synonym)) in zip(["golf", "hotel", "india"], ["gulf", "hostel", "indigo"]).enumerated() {
            t[word] = axis(8 + k)
            t[synonym] = axis(8 + k)
        }
        return t
    }()

    func novelty(threshold: Double?) async throws -> NoveltyStage {
        var config = Config()
        config.novelty.threshold = threshold
        let embedder = TableEmbedder(id: "use-m3-table", table: Self.table)
        let loaded = await CatalogLoader(config: config, embedder: embedder).fromRows(
            [(Self.line, "en")], locales: ["en"])
        let chain = StageChain(
            config: config,
            parts: .init(
                embedder: embedder, catalogs: loaded.catalogs, judge: nil, anchors: loaded.anchors, taste: nil))
        return try #require(chain.stage(.novelty) as? NoveltyStage)
    }

    func run(_ stage: NoveltyStage, _ text: String) async -> (Verdict, Candidate) {
        var c = Candidate(text: text, locale: "en", model: "m", backend: "b", promptVersion: "t")
        let verdict = await stage.run(&c)
        return (verdict, c)
    }

    @Test func autoRefusesARewordingOfACatalogLineThatNoCosineCutBelowItsCosineWouldCatch() async throws {
        let stage = try await novelty(threshold: nil)
        #expect(stage.judges["en"] != nil)
        let (verdict, c) = await run(stage, Self.rewording)
        guard case .reject(.nearDuplicate, let detail?) = verdict else {
            Issue.record("expected near_duplicate, got \(verdict)")
            return
        }
        #expect(detail.contains("catalog:1") && detail.contains("near-duplicate decision"), "\(detail)")
        #expect(abs((c.scores.novelty?.maxSimilarity ?? 0) - 0.7) < 1e-5)
        // The same cosine with words of its own: novel, and it holds its slot as any passing candidate does.
        let (fresh, passed) = await run(stage, Self.fresh)
        #expect(fresh == .pass)
        #expect(passed.reservation != nil)
    }

    @Test func aRewordingOfALineAcceptedEarlierInTheSameRunIsRefused() async throws {
        let stage = try await novelty(threshold: nil)
        let (first, _) = await run(stage, Self.runLine)
        #expect(first == .pass)
        let (second, _) = await run(stage, Self.runRewording)
        guard case .reject(.nearDuplicate, let detail?) = second else {
            Issue.record("expected near_duplicate, got \(second)")
            return
        }
        #expect(detail.contains("run:0"), "\(detail)")
    }

    @Test func aWithdrawnLineNoLongerCountsAgainstALaterRewording() async throws {
        let stage = try await novelty(threshold: nil)
        let (first, reserved) = await run(stage, Self.runLine)
        #expect(first == .pass)
        stage.withdraw(reserved)
        let (second, _) = await run(stage, Self.runRewording)
        #expect(second == .pass)
    }

    @Test func aNumberIsAPlainCosineCutWhateverTheWords() async throws {
        let stage = try await novelty(threshold: 0.95)
        #expect(stage.judges.isEmpty)
        let (verdict, _) = await run(stage, Self.rewording)
        #expect(verdict == .pass)
        let (copy, _) = await run(stage, Self.line.uppercased())
        guard case .reject(.duplicate, _) = copy else {
            Issue.record("expected duplicate, got \(copy)")
            return
        }
    }

    @Test func theLoaderKeepsCatalogTextsOnlyWhenADecisionApplies() async throws {
        let embedder = TableEmbedder(id: "use-m3-table", table: Self.table)
        var config = Config()
        #expect(CatalogLoader(config: config, embedder: embedder).decision?.idPrefix == "use-m3")
        let auto = await CatalogLoader(config: config, embedder: embedder).fromRows(
            [(Self.line, "en")], locales: ["en"])
        #expect(auto.catalogs["en"]?.keepsTexts == true)
        config.novelty.threshold = 0.9
        let cut = await CatalogLoader(config: config, embedder: embedder).fromRows([(Self.line, "en")], locales: ["en"])
        #expect(cut.catalogs["en"]?.keepsTexts == false)
        // The builtin embedder has no fitted decision: `auto` is its calibrated cut.
        #expect(CatalogLoader(config: Config(), embedder: BuiltinEmbedder(HashedEmbedder())).decision == nil)
    }
}
