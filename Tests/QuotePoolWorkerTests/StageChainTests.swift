import Foundation
import QuotePoolCore
import Synchronization
import Testing

@testable import QuotePoolWorker

/// The chain on its own, over stages that only record what happens to them.
@Suite struct StageChainTests {
    /// What the recording stages saw, in order: `run:gate`, `withdraw:gate`, `accepted:gate`.
    final class Journal: Sendable {
        let entries = Mutex<[String]>([])
        func add(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    struct Recording: Stage {
        let name: StageName
        let verdict: Verdict
        let journal: Journal

        func run(_ candidate: inout Candidate) async -> Verdict {
            journal.add("run:\(name.rawValue)")
            candidate.detail = "seen by \(name.rawValue)"
            return verdict
        }
        func withdraw(_ candidate: Candidate) { journal.add("withdraw:\(name.rawValue)") }
        func accepted(_ candidate: Candidate) { journal.add("accepted:\(name.rawValue)") }
    }

    static let order: [StageName] = [.gate, .spelling, .form, .taste, .novelty, .judge, .distinctiveness]

    func chain(rejectingAt rejecting: StageName? = nil, _ journal: Journal) -> StageChain {
        StageChain(
            stages: Self.order.map { name in
                Recording(
                    name: name, verdict: name == rejecting ? .reject(.tooShort, detail: "no") : .pass,
                    journal: journal)
            })
    }

    func candidate() -> Candidate {
        Candidate(text: "A line.", locale: "en", model: "m", backend: "b", promptVersion: "p")
    }

    @Test func aLineThatPassesEveryStageIsCountedByEachInOrder() async {
        let journal = Journal()
        let c = await chain(journal).evaluate(candidate())
        #expect(c.isAccepted && c.stage == .accepted && c.reason == nil)
        #expect(journal.all == Self.order.map { "run:\($0.rawValue)" } + Self.order.map { "accepted:\($0.rawValue)" })
    }

    @Test(arguments: order)
    func theFirstRejectionStopsTheChainAndGivesBackWhatEarlierStagesReserved(_ rejecting: StageName) async {
        let journal = Journal()
        let c = await chain(rejectingAt: rejecting, journal).evaluate(candidate())
        let index = Self.order.firstIndex(of: rejecting)!
        let ran = Self.order[...index].map { "run:\($0.rawValue)" }
        let withdrawn = Self.order[..<index].reversed().map { "withdraw:\($0.rawValue)" }
        #expect(journal.all == ran + withdrawn)
        #expect(!c.isAccepted && c.stage == rejecting && c.reason == .tooShort && c.detail == "no")
    }

    @Test(arguments: [(StageChain.Depth.gate, StageName.gate), (.novelty, .novelty)])
    func aShorterDepthStopsAtItsLastStageAndKeepsNothing(_ depth: StageChain.Depth, last: StageName) async {
        let journal = Journal()
        let c = await chain(journal).evaluate(candidate(), through: depth)
        let index = Self.order.firstIndex(of: last)!
        #expect(c.isAccepted)
        #expect(
            journal.all
                == Self.order[...index].map { "run:\($0.rawValue)" }
                + Self.order[...index].reversed().map { "withdraw:\($0.rawValue)" })
    }

    /// eval's lines meet only the catalog they were given: a line that passes is not kept for the next one.
    @Test func aLineEvaluatedAloneKeepsNothingEvenWhenItPasses() async {
        let journal = Journal()
        _ = await chain(journal).evaluate(candidate(), through: .all, alone: true)
        #expect(!journal.all.contains { $0.hasPrefix("accepted:") })
        #expect(journal.all.filter { $0.hasPrefix("withdraw:") }.count == Self.order.count)
    }

    /// The production chain's order is the one SPEC 2 gives, and eval's depths end where they say.
    @Test func theProductionChainRunsTheStagesInSpecOrder() {
        let chain = StageChain(
            config: Config(),
            parts: .init(embedder: nil, catalogs: [:], judge: nil, anchors: AnchorBook([:]), taste: nil))
        #expect(chain.stages.map(\.name) == Self.order)
        #expect(StageChain.Depth.allCases.map(\.last) == [.gate, .form, .novelty, .distinctiveness])
    }
}
