import Foundation
import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

@Suite struct FillJobTests {
    @Test func fillsEnglishAndGermanToTheTargetWithValidLines() async throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let summary = try await fill(config(target: 60, locales: ["en", "de"]), db: db)
        #expect(summary.exitCode == 0)
        #expect(summary.outcome == .targetReached)
        #expect(summary.accepted == ["en": 60, "de": 60])
        #expect(summary.drafted > 120, "the composer's faults must reach the gate")
        #expect(!summary.rejected.isEmpty)

        let store = try PoolStore(path: db)
        #expect(try store.db.scalar("PRAGMA integrity_check") == .text("ok"))
        let gate = Gate(config: Config().gate)
        let rows = try store.db.query("SELECT * FROM lines")
        #expect(rows.count == 120)
        for row in rows {
            let text = try #require(row.string("text"))
            let locale = try LocaleCode(try #require(row.string("locale")))
            #expect(gate.check(text, locale: locale).reason == nil, "stored line fails the gate: \(text)")
            let words = TextLength(text)
            #expect(words.unit == .words && (8...18).contains(words.count))
            #expect(row.string("source") == "generated")
            #expect(row.int("public_domain") == 0)
            #expect(row.string("judge_kind") == "fallback")
            #expect(row.int("judge_overall") != nil && row.double("distinctiveness") != nil)
            #expect(row.string("taste_status") != nil && row.string("novelty_status") != nil)
            #expect(row.string("model") == "builtin-composer-v2" && row.string("backend") == "builtin")
            #expect(row.string("mood") != nil && row.string("theme") != nil)
            let id = try #require(row.int("id"))
            let log = try store.db.query("SELECT stage FROM candidates WHERE line_id = ?", [.integer(id)])
            #expect(log.map { $0.string("stage") } == ["accepted"])
        }
        let run = try #require(try store.db.query("SELECT * FROM runs").first)
        #expect(run.string("status") == "finished")
        #expect(run.string("outcome") == "target_reached")
        #expect(run.string("readiness") == "ready")
        #expect(run.int("drafted") == Int64(summary.drafted))
        #expect(try store.db.scalar("SELECT count(*) FROM candidates") == .integer(Int64(summary.drafted)))
    }

    @Test func japaneseLinesAreMeasuredInCharacters() async throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let summary = try await fill(config(target: 20, locales: ["ja"]), db: db)
        #expect(summary.accepted["ja"] == 20)
        let store = try PoolStore(path: db)
        for row in try store.db.query("SELECT text FROM lines") {
            let length = TextLength(try #require(row.string("text")))
            #expect(length.unit == .characters && (15...50).contains(length.count))
        }
    }

    @Test func aFullPoolExitsAtOnceAndDraftsNothing() async throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        _ = try await fill(config(target: 10), db: db)
        let again = try await fill(config(target: 10), db: db)
        #expect(again.outcome == .poolFull)
        #expect(again.exitCode == 0)
        #expect(again.drafted == 0)
    }

    @Test func aSecondFillWithTheSameSeedAcceptsNoLineTheFirstStored() async throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        _ = try await fill(config(target: 40), db: db, seed: 7)
        let first = Set(try PoolStore(path: db).db.query("SELECT text FROM lines").compactMap { $0.string("text") })
        let second = try await fill(config(target: 80), db: db, seed: 7)
        #expect(second.accepted["en"] == 40)
        let all = try PoolStore(path: db).db.query(
            "SELECT text, run_id FROM lines WHERE run_id = ?", [.integer(second.runID!)])
        let fresh = Set(all.compactMap { $0.string("text") })
        #expect(fresh.count == 40)
        #expect(fresh.isDisjoint(with: first))
        #expect(second.rejected["duplicate", default: 0] > 0, "the same seed redrafts the first run's lines")
    }

    @Test func theSameSeedDraftsTheSameLines() async throws {
        let a = TempDir()
        let b = TempDir()
        _ = try await fill(config(target: 25, concurrency: 1), db: a.file("p.sqlite"), seed: 99)
        _ = try await fill(config(target: 25, concurrency: 4), db: b.file("p.sqlite"), seed: 99)
        let texts = { (p: String) in
            Set(try PoolStore(path: p).db.query("SELECT text FROM lines").compactMap { $0.string("text") })
        }
        #expect(try texts(a.file("p.sqlite")) == texts(b.file("p.sqlite")))
    }

    @Test func maxAcceptedCapsTheRunAcrossLocales() async throws {
        let dir = TempDir()
        let summary = try await fill(
            config(target: 50, locales: ["en", "fr"]), db: dir.file("p.sqlite"), maxAccepted: 7)
        #expect(summary.accepted.values.reduce(0, +) == 7)
        #expect(summary.outcome == .maxAccepted)
    }

    @Test func aDryRunWritesNothing() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let summary = try await fill(config(target: 10), db: db, dryRun: true)
        #expect(summary.accepted["en"] == 10)
        #expect(summary.committed == 0)
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test func aBackendThatIsNotReadyDraftsNothingAndRecordsItsOutcome() async throws {
        let cases: [(Readiness, Int32)] = [
            (.unreachable, 75), (.modelLoading, 75), (.modelMissing, 69), (.unauthorized, 69), (.misconfigured, 78),
        ]
        for (state, code) in cases {
            let dir = TempDir()
            let db = dir.file("p.sqlite")
            let backend = ScriptedBackend(readinessState: state) { _ in
                Issue.record("drafted while not ready"); return ""
            }
            let summary = try await fill(config(), db: db, backend: backend)
            #expect(summary.exitCode == code)
            #expect(summary.outcome == .notReady && summary.drafted == 0)
            let run = try PoolStore(path: db).db.query("SELECT readiness, outcome, exit_code FROM runs").first
            #expect(run?.string("readiness") == state.rawValue)
            #expect(run?.int("exit_code") == Int64(code))
        }
    }

    @Test func everyDraftFailingOnBackendErrorsIsDegraded() async throws {
        let dir = TempDir()
        let clock = ManualClock()
        let backend = ScriptedBackend { _ in throw BackendError.failed("HTTP 500") }
        let job = Task {
            try await fill(config(), db: dir.file("p.sqlite"), budget: 10, backend: backend, clock: clock.workerClock)
        }
        // Time passes only here, so the run's backoff between failing drafts is visible in the count.
        while clock.now < 11 {
            try await Task.sleep(for: .milliseconds(2))
            clock.advance(by: 0.05)
        }
        let summary = try await job.value
        #expect(summary.exitCode == 75)
        #expect(summary.outcome == .degraded)
        #expect(
            summary.rejected["backend_error", default: 0] + summary.rejected["cancelled", default: 0] == summary.drafted
        )
        // Without backoff two drafts every 50 ms would make hundreds; with it, a few dozen at most.
        #expect(summary.drafted >= 3 && summary.drafted < 60, "\(summary.drafted) drafts")
    }

    @Test func stopsStartingDraftsWhenTheBudgetCannotFitOne() async throws {
        let dir = TempDir()
        let clock = ManualClock()
        let lines = BuiltinComposer(faultRate: 0)
        let backend = ScriptedBackend { request in
            clock.advance(by: 1)  // every draft takes one second of the budget
            return lines.compose(request)!
        }
        let summary = try await fill(
            config(target: 1000, concurrency: 1), db: dir.file("p.sqlite"), budget: 10, backend: backend,
            clock: clock.workerClock)
        #expect(summary.outcome == .budgetSpent)
        #expect(summary.exitCode == 0)
        #expect((8...10).contains(summary.drafted))
        #expect(clock.now <= 10)
        #expect(summary.committed == summary.accepted["en"])
    }

    @Test func cancelsADraftStillInFlightAtTheDeadline() async throws {
        let dir = TempDir()
        let clock = ManualClock()
        let backend = ScriptedBackend { _ in
            // A draft that would never end on its own: it waits 1,000 s of the clock.
            try await clock.sleep(1000)
            return "unreachable"
        }
        // No spelling dictionaries: loading them takes real time, which this test's clock would race past.
        var c = config(concurrency: 3)
        c.spelling.dictionaries = [:]
        let job = Task {
            try await fill(c, db: dir.file("p.sqlite"), budget: 10, backend: backend, clock: clock.workerClock)
        }
        // Let the drafts start, then move time past the cut-off.
        while clock.now < 10 {
            await Task.yield()
            try await Task.sleep(for: .milliseconds(5))
            clock.advance(by: 0.5)
        }
        let summary = try await job.value
        #expect(summary.rejected["cancelled"] == 3)
        #expect(summary.drafted == 3)
        // Every draft was cancelled before it produced a word: the run is degraded, not a success.
        #expect(summary.exitCode == 75 && summary.outcome == .degraded)
    }

    @Test func aFailedCommitRollsBackTheBatchAndEndsTheRun() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        _ = try await fill(config(target: 5), db: db)
        let before = try PoolStore(path: db).db.query("SELECT id, text FROM lines").map { $0.values.map { "\($0)" } }

        struct DiskGone: Error {}
        var cfg = config(target: 50)
        cfg.commit.batchSize = 8
        var job = FillJob(
            config: cfg, options: FillOptions(databasePath: db, budgetSeconds: 30, locales: ["en"], seed: 3),
            deadline: Deadline(budget: 30, clock: .live), backend: BuiltinBackend())
        job.beforeCommit = { throw DiskGone() }
        let summary = try await job.run()
        #expect(summary.outcome == .failed)
        #expect(summary.exitCode == 70)
        #expect(summary.committed == 0)
        // Nothing was stored, so nothing counts as accepted; the batch's accepted drafts are counted as rolled back.
        #expect(summary.accepted["en"] == 0, "\(summary.accepted)")
        let store = try PoolStore(path: db)
        let after = try store.db.query("SELECT id, text FROM lines").map { $0.values.map { "\($0)" } }
        #expect(after == before)
        let run = try store.db.query("SELECT outcome, accepted FROM runs WHERE id = ?", [.integer(summary.runID!)])
            .first
        #expect(run?.string("outcome") == "failed" && run?.int("accepted") == 0)
        let rolledBack = try store.db.scalar(
            "SELECT count(*) FROM candidates WHERE run_id = ? AND persistence = 'rolled_back'",
            [.integer(summary.runID!)])
        #expect(rolledBack != .integer(0))
        let acceptedThenRolledBack = try store.db.scalar(
            "SELECT count(*) FROM candidates WHERE run_id = ? AND persistence = 'rolled_back' AND stage = 'accepted'",
            [.integer(summary.runID!)])
        #expect(summary.byStage["commit"]?["rolled_back"].map { .integer(Int64($0)) } == acceptedThenRolledBack)
        #expect(acceptedThenRolledBack != .integer(0))
        // The metrics' counters agree: accepted counts the stored lines, the rest are commit/rolled_back.
        let totals = try ReadOnlyPool(path: db).totals()
        #expect(totals.candidates["accepted"]?["accepted"] == before.count, "\(totals.candidates)")
        #expect(
            totals.candidates["commit"]?["rolled_back"].map { .integer(Int64($0)) } == acceptedThenRolledBack,
            "\(totals.candidates)")
    }

    @Test func aSecondFillWhileTheLockIsHeldIsRefused() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let lock = try FillLock(databasePath: db, now: Date())
        await #expect(throws: FillJob.Failure.self) { _ = try await fill(config(), db: db) }
        lock.release()
        let summary = try await fill(config(target: 3), db: db)
        #expect(summary.exitCode == 0)
    }

    @Test func aRunLeftRunningIsMarkedCrashedByTheNextFill() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        do {
            let store = try PoolStore(path: db)
            _ = try store.beginRun(
                RunStart(
                    startedAt: Date(), budgetSeconds: 1, host: "h", os: "o", version: "v", configHash: "c",
                    backend: "b",
                    model: "m", locales: ["en"], seed: 1, dryRun: false))
        }
        _ = try await fill(config(target: 2), db: db)
        let statuses = try PoolStore(path: db).db.query("SELECT status FROM runs ORDER BY id").compactMap {
            $0.string("status")
        }
        #expect(statuses == ["crashed", "finished"])
    }

    @Test func aStreamBreakingAHardRuleIsCancelledEarly() async throws {
        let guardian = StreamGuard(gate: Config().gate)
        #expect(guardian.check("The baker folds a boat\nand") == .lineBreak)
        #expect(guardian.check("The baker folds a paper boat.\n") == nil)
        #expect(guardian.check(Array(repeating: "word", count: 19).joined(separator: " ")) == .tooLong)
        #expect(guardian.check(Array(repeating: "word", count: 18).joined(separator: " ")) == nil)
        #expect(guardian.check(String(repeating: "猫", count: 51)) == .tooLong)
    }

    @Test func controlAndBidiFormattingCharactersMakeAnAnswerMalformed() {
        let guardian = StreamGuard(gate: Config().gate)
        let hiddenOnes = [
            "\u{07}", "\u{1B}[31m", "\u{00}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\t", "\u{200B}",
            "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{200E}", "\u{061C}", "\u{3164}", "\u{E0041}", "\u{2800}",
        ]
        for hidden in hiddenOnes {
            #expect(guardian.check("The baker \(hidden)folds a boat") == .malformedOutput, "\(hidden.debugDescription)")
            #expect(DraftStage.problem(withFinalText: "The baker \(hidden)folds a boat.") != nil)
        }
        // Line breaks are the gate's business, and whitespace around the answer is trimmed; accents, CJK and
        // joiners in emoji are not controls.
        #expect(guardian.check("The baker folds a paper boat.\n") == nil)
        #expect(guardian.check("\t The baker folds a paper boat") == nil)
        #expect(DraftStage.problem(withFinalText: "The baker folds a paper boat.\t\n") == nil)
        #expect(!StreamGuard.hasControlCharacters("Crème brûlée, 猫, and a family 👨‍👩‍👧 at noon ❤️"))
    }
}
