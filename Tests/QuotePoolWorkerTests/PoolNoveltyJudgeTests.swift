import QuotePoolCore
import QuotePoolEncoders
import Testing

@testable import QuotePoolWorker

@Suite struct PoolNoveltyJudgeTests {
    /// Unit vector along axis `i`.
    static func axis(_ i: Int) -> [Float] { (0..<16).map { $0 == i ? 1 : 0 } }
    /// A unit vector whose cosine with axis 0 is `c`.
    static func near(_ c: Float) -> [Float] { (0..<16).map { $0 == 0 ? c : $0 == 15 ? (1 - c * c).squareRoot() : 0 } }

    /// Weights 0.5 and 0.5, threshold 1.6 in every language: a cosine of 0.7 is flagged only with every content
    /// word of both lines matched (0.7 + 0.5 + 0.5 = 1.7).
    let decision = NearDuplicateDecision(
        idPrefix: "table", candidateCoverageWeight: 0.5, lineCoverageWeight: 0.5, thresholds: [:], fallback: 1.6)

    /// Three made-up words of line `i` ("waax", "wabx", "wacx" for line 0); `prefix` "v" gives their synonyms.
    static func words(_ i: Int, prefix: String = "w") -> [String] {
        let letters = Array("abcdefghijklmnop")
        return (0..<3).map { "\(prefix)\(letters[i])\(letters[$0])x" }
    }

    func judge(catalog: [PoolNoveltyJudge.Line], table: [String: [Float]]) -> PoolNoveltyJudge {
        PoolNoveltyJudge(
            decision: decision, locale: "en", catalog: catalog,
            words: WordVectors(embedder: TableEmbedder(table: table)))
    }

    @Test func aRewordingWhoseWordsAllFindACounterpartIsFlaggedAndANewLineAtTheSameCosineIsNot() async throws {
        var table: [String: [Float]] = [:]
        for w in Self.words(0) + Self.words(0, prefix: "v") { table[w] = Self.axis(1) }
        for (k, w) in Self.words(1, prefix: "u").enumerated() { table[w] = Self.axis(2 + k) }
        let pool = judge(
            catalog: [.init(text: Self.words(0).joined(separator: " "), vector: Self.axis(0))], table: table)
        let reworded = try await pool.judge(Self.words(0, prefix: "v").joined(separator: " "), vector: Self.near(0.7))
        #expect(reworded.flagged, "\(reworded)")
        guard case .scored(_, let cosine, let score, _, let gate, _) = reworded else {
            Issue.record("expected a score: \(reworded)")
            return
        }
        #expect(abs(cosine - 0.7) < 1e-5 && abs(score - 1.7) < 1e-5)
        #expect(gate == -.infinity, "a pool of one line has no gate")
        let fresh = try await pool.judge(Self.words(1, prefix: "u").joined(separator: " "), vector: Self.near(0.7))
        #expect(!fresh.flagged, "\(fresh)")
    }

    /// Nine lines, each with its own words; `tight`: every line's vector and words the same as the others', so
    /// the pool's lines score 2.0 against each other.
    func pool(tight: Bool) -> PoolNoveltyJudge {
        var table: [String: [Float]] = [:]
        var catalog: [PoolNoveltyJudge.Line] = []
        for i in 0..<9 {
            for w in Self.words(i) { table[w] = tight ? Self.axis(1) : Self.axis(1 + i) }
            catalog.append(
                .init(text: Self.words(i).joined(separator: " "), vector: tight ? Self.axis(0) : Self.axis(i)))
        }
        for w in Self.words(0, prefix: "v") { table[w] = Self.axis(1) }
        return judge(catalog: catalog, table: table)
    }

    @Test func theSameRewordingIsFlaggedInASpreadPoolButNotInOneWhoseLinesAreAsCloseToEachOther() async throws {
        let candidate = Self.words(0, prefix: "v").joined(separator: " ")
        let spread = pool(tight: false)
        #expect(try await spread.judge(candidate, vector: Self.near(0.7)).flagged)
        #expect(try await spread.poolGate() < 1.6)
        let tight = pool(tight: true)
        let verdict = try await tight.judge(candidate, vector: Self.near(0.7))
        #expect(!verdict.flagged, "\(verdict)")
        #expect(abs(try await tight.poolGate() - 2.0) < 1e-5)
    }

    @Test func theGuardsComeFirstAndAnEmptyCatalogIsUnproven() async throws {
        let line = "The allotment shed smells of creosote and last summer's onions."
        let pool = judge(catalog: [.init(text: line, vector: Self.axis(0))], table: [:])
        #expect(try await pool.judge(line.uppercased(), vector: Self.axis(3)) == .duplicate(line: .reference(0)))
        let edit = "The allotment shed smells of creosote and last year's onions."
        guard case .lexical(.reference(0), let rouge) = try await pool.judge(edit, vector: Self.axis(3)) else {
            Issue.record("expected the lexical guard")
            return
        }
        #expect(rouge > 0.7)
        let empty = judge(catalog: [], table: [:])
        #expect(try await empty.judge(line, vector: Self.axis(0)) == .unproven)
    }
}
