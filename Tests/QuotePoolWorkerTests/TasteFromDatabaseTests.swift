import Foundation
import QuotePoolCore
import QuotePoolStore
import Testing

@testable import QuotePoolCLI
@testable import QuotePoolWorker

/// `quotepool taste train --from-db`: an operator's retirements teach the taste model, and the report shows
/// the held-out styles of the shipped set so that a model taught to accept flat lines cannot go unnoticed.
@Suite struct TasteFromDatabaseTests {
    /// Dull, well-formed lines of one family: a thing, a place and a flat remark about it.
    static func family(_ range: Range<Int>) -> [String] {
        let things = [
            "bus", "train", "kettle", "printer", "lift", "fridge", "radio", "bicycle", "tram", "oven", "laptop",
            "heater", "washing machine", "car", "phone", "lamp", "clock", "ferry", "scanner", "kiosk",
        ]
        let places = ["office", "station", "kitchen", "garage", "library", "lobby", "school", "hall"]
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        return range.map { i in
            "The \(things[i % things.count]) at the \(places[(i / 3) % places.count]) works as it did last "
                + "\(days[i % days.count]), which is fine for now."
        }
    }

    @Test func retiredLinesTeachTheModelAndTheReportShowsTheShippedHeldOutStyles() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let retired = Self.family(0..<50)
        let kept = [
            "My neighbour leaves a jar of plum jam on our step whenever the first frost comes.",
            "The bus driver waits an extra minute for the boy who runs with his shoelaces undone.",
            "Grandpa keeps the seed packets in a biscuit tin and labels each one in pencil.",
            "At the laundrette, a stranger folded my towels while I chased the runaway sock.",
            "Leave a pencil by the crossword so whoever sits there next can finish it.",
        ]
        do {
            let store = try PoolStore(path: db)
            let run = try store.beginRun(
                RunStart(
                    startedAt: Date(), budgetSeconds: 1, host: "h", os: "o", version: "v", configHash: "c",
                    backend: "b", model: "m", locales: ["en"], seed: 1, dryRun: false))
            let lines = (retired + kept).map { text in
                var c = Candidate(text: text, locale: "en", model: "m", backend: "b", promptVersion: "p")
                c.stage = .accepted
                c.scores.judge = JudgeScores(quality: 6, originality: 6, warmth: 6, overall: 6, kind: .fallback)
                return c
            }
            _ = try store.commit(
                accepted: lines, rejected: [], runID: run, now: Date().addingTimeInterval(-30 * 86_400))
        }
        let (console, _) = Console.capturing(environment: [:])
        #expect(
            await QuotePoolCLI.run(
                ["retire", "--db", db, "--reason", "dull"] + (1...50).map(String.init), console: console) == 0)
        let out = dir.file("model.json")
        // Training every held-out style keeps a core busy for a minute in a debug build: the binary does it, at the
        // lowest priority, so that the tests beside it keep the machine.
        let trained = try await BinaryRun.runNiced(
            ["taste", "train", "--from-db", db, "--min-age", "14d", "--out", out, "--json"], in: dir)
        #expect(trained.code == 0, "\(trained.stderr)")
        let summary = try #require(
            try JSONSerialization.jsonObject(
                with: Data(trained.stdout.split(separator: "\n").last.map(String.init)?.utf8 ?? "".utf8))
                as? [String: Any])
        #expect(summary["retired_lines"] as? Int == 50 && summary["kept_lines"] as? Int == kept.count)
        let styles = try #require(summary["held_out_styles"] as? [String: Any])
        let shippedStyles = try #require(summary["shipped_held_out_styles"] as? [String: Any])
        let trainedStyles = Set(TasteTrainer.shippedExamples.compactMap(\.style))
        #expect(trainedStyles.count == 26 && trainedStyles.filter { $0.hasPrefix("model_draft_") }.count == 10)
        #expect(Set(styles.keys) == trainedStyles && Set(shippedStyles.keys) == trainedStyles)
        #expect(summary["held_out_styles_accuracy"] as? Double != nil)

        let taught = try TasteModel(json: try #require(FileManager.default.contents(atPath: out)), source: out)
        let shipped = try #require(TasteModel.shipped)
        let relatives = Self.family(50..<90)
        let stoppedByTaught = relatives.filter { taught.score($0, locale: "en") < 0.5 }.count
        let stoppedByShipped = relatives.filter { shipped.score($0, locale: "en") < 0.5 }.count
        #expect(stoppedByTaught > stoppedByShipped, "taught \(stoppedByTaught), shipped \(stoppedByShipped)")
    }

    @Test func aPoolWithoutVerdictsIsADataError() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        _ = try PoolStore(path: db)
        let (console, captured) = Console.capturing(environment: [:])
        let code = await QuotePoolCLI.run(
            ["taste", "train", "--from-db", db, "--out", dir.file("m.json")], console: console)
        #expect(code == ExitCode.dataError, "\(captured.stderr)")
    }

    @Test func minAgeNeedsADatabaseAndADuration() async {
        let (console, _) = Console.capturing(environment: [:])
        #expect(
            await QuotePoolCLI.run(
                ["taste", "train", "--dataset", "x.jsonl", "--min-age", "3d", "--out", "m"], console: console) == 64)
        #expect(
            await QuotePoolCLI.run(
                ["taste", "train", "--from-db", "x", "--min-age", "soon", "--out", "m"], console: console) == 64)
        // One duration syntax everywhere: a bare number is seconds, as `fill --budget 90` is.
        #expect(
            Budget.duration("14d") == 14 * 86_400 && Budget.duration("36h") == 36 * 3600
                && Budget.duration("2") == 2 && Budget.duration("1w2d") == 9 * 86_400)
    }
}
