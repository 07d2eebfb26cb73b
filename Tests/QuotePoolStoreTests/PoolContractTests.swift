import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore

/// What every store promises (``PoolWriter``, ``PoolReader``), checked against each store: one suite, a fixture
/// per store.
@Suite struct PoolContractTests {
    @Test(arguments: StoreKind.available) func aStoreHoldsAWholePoolThroughTheFillsInterface(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let writer = pool.writer
        let run = try pool.startRun()
        let batch = (1...3).map { acceptedCandidate("Whole-pool line \($0) keeps a lantern lit by the gate.") }
        let ids = try writer.commit(accepted: batch, rejected: [], runID: run, now: Date()).lineIDs
        #expect(ids.count == 3)
        #expect(try writer.retire(ids: [ids[0]], reason: "test", now: Date()).retired == [ids[0]])
        #expect(try writer.activeCount(locale: "en") == 2)
        #expect(try writer.lineHashes().count == 3)
        #expect(try writer.loadCatalog(locale: "en", limit: 10, embedderID: "test-3").vectors.count == 3)
        try writer.finishRun(
            id: run,
            RunEnd(
                endedAt: Date(), outcome: "target_reached", exitCode: 0, readiness: "ready", elapsedSeconds: 1,
                drafted: 3, accepted: 3, countsJSON: "{}", latencyJSON: "{}", error: nil))
        let reader = try pool.reader()
        #expect(try reader.locales() == ["en"])
        #expect(try reader.health().activeLines == 2)
        let report = try reader.report(runs: 5, days: 3, now: Date())
        #expect(report.runs.map(\.id) == [run] && report.runs.first?.outcome == "target_reached")
        #expect(report.poolSize == ["en": 2] && report.candidates == 3)
        #expect(try reader.totals().lastSuccess != nil)
        #expect(try reader.fullCheck().isEmpty)
    }

    /// A catalog read hands its texts over block by block as it reads them, in the order it returns them, so the
    /// lexical guard can be built while the vectors are still read.
    @Test(arguments: StoreKind.available) func aCatalogReadHandsOverItsTextsInBlocksAsItReads(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        let lines = (1...1_100).map { acceptedCandidate("Streamed line \($0) keeps a lantern lit by the gate.") }
        _ = try pool.writer.commit(accepted: lines, rejected: [], runID: run, now: Date())
        var blocks: [(count: Int, offset: Int)] = []
        var handed: [(CatalogRefID, String)] = []
        let loaded = try pool.writer.loadCatalog(locale: "en", limit: 2_000, embedderID: "test-3") { block, offset in
            blocks.append((block.count, offset))
            handed += block
        }
        #expect(blocks.map(\.offset) == [0, 512, 1024] && blocks.map(\.count) == [512, 512, 76])
        #expect(handed.map(\.0) == loaded.texts.map(\.0) && handed.map(\.1) == loaded.texts.map(\.1))
        #expect(loaded.texts.count == 1_100 && loaded.vectors.count == 1_100)
    }

    /// Issue 36, item 7: a run killed after it committed (or whose ending could not be written) kept
    /// `accepted = 0, drafted = 0`; each batch now counts itself in its own transaction, and a batch that rolls
    /// back counts nothing.
    @Test(arguments: StoreKind.available) func eachBatchCountsItselfInTheRunsRow(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        let first = (1...3).map { acceptedCandidate("Counted line \($0) hangs a coat on the hook by the stove.") }
        var rejected = acceptedCandidate("A draft the judge turned away at the door.")
        rejected.reason = .judgeBelowThreshold
        _ = try pool.writer.commit(accepted: first, rejected: [rejected], runID: run, now: Date())
        struct Injected: Error {}
        let lost = [acceptedCandidate("A line of a batch that rolls back and is never counted.")]
        _ = try? pool.writer.commit(accepted: lost, rejected: [], runID: run, now: Date()) { throw Injected() }
        _ = try pool.writer.commit(
            accepted: [acceptedCandidate("One more line sweeps the porch before the rain.")], rejected: [], runID: run,
            now: Date())
        let row = try #require(try pool.reader().report(runs: 5, days: 1, now: Date()).runs.first { $0.id == run })
        #expect(row.accepted == 4 && row.drafted == 5, "\(row)")
    }

    @Test(arguments: StoreKind.available) func reopeningAPoolKeepsItsContents(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        _ = try pool.writer.commit(
            accepted: [acceptedCandidate("The baker folds a paper boat by the window.")], rejected: [], runID: run,
            now: Date())
        let before = try pool.snapshot()
        _ = try pool.reopen()
        #expect(try pool.snapshot() == before)
        #expect(before.contains { $0.hasPrefix("lines:") })
    }

    @Test(arguments: StoreKind.available) func aFailureAtCommitLeavesThePoolExactlyAsBefore(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        _ = try pool.writer.commit(
            accepted: [acceptedCandidate("A first line that was committed earlier today.")], rejected: [], runID: run,
            now: Date())
        let before = try pool.snapshot()
        struct Injected: Error {}
        let batch = (1...5).map { acceptedCandidate("Line number \($0) of a batch that will never be seen.") }
        #expect {
            _ = try pool.writer.commit(accepted: batch, rejected: [], runID: run, now: Date()) { throw Injected() }
        } throws: { error in
            (error as? StoreError)?.category == .software
        }
        #expect(try pool.snapshot() == before)
    }

    @Test(arguments: StoreKind.available) func aConstraintViolationInsideABatchRollsBackTheWholeBatch(kind: StoreKind)
        throws
    {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        let before = try pool.snapshot()
        // The third line repeats the first one's normalized text: the unique hash fails mid-batch.
        let batch = [
            acceptedCandidate("The nurse folds a paper boat by the window."),
            acceptedCandidate("A carpenter whistles while sanding the old oak door."),
            acceptedCandidate("the NURSE folds a paper boat, by the window!"),
        ]
        #expect(throws: StoreError.self) {
            _ = try pool.writer.commit(accepted: batch, rejected: [], runID: run, now: Date())
        }
        #expect(try pool.snapshot() == before)
        // The store is usable at once after the rollback.
        #expect(try pool.writer.commit(accepted: [batch[0]], rejected: [], runID: run, now: Date()).lineIDs.count == 1)
    }

    @Test(arguments: StoreKind.available) func hostileTextIsBoundNeverInterpolated(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        let hostile = "x'); DROP TABLE lines; -- \" OR 1=1 $1 ? :text \\ $$"
        // A locale cannot carry such text: it is a `LocaleCode`, refused where it enters unless it is a code.
        let hostileLocale = "en'--"
        #expect(throws: LocaleCode.Invalid.self) { try LocaleCode(hostileLocale) }
        _ = try pool.writer.commit(
            accepted: [acceptedCandidate(hostile, locale: "en-GB")], rejected: [], runID: run, now: Date())
        _ = try pool.writer.retire(ids: [999_999], reason: hostile, now: Date())
        let rows = try pool.rows("SELECT text, locale FROM lines")
        #expect(rows.count == 1)
        #expect(rows.first?.string("text") == hostile)
        #expect(rows.first?.string("locale") == "en")
        var filter = QuoteFilter()
        filter.text = "drop table"
        filter.locale = "en"
        #expect(try pool.reader().quotes(filter).map(\.text) == [hostile])
    }

    /// SQLite marks every run left `running` (a fill holds the lock, so no other fill is alive); PostgreSQL marks
    /// only runs whose lease expired, since other hosts' fills may be alive.
    @Test(arguments: StoreKind.available) func marksRunsLeftRunningAsCrashed(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let start = Date()
        let run = try pool.startRun(budget: 10, at: start)
        if kind == .postgres {
            #expect(try pool.writer.markCrashedRuns(now: start.addingTimeInterval(20)).crashed == 0)
        }
        let late = start.addingTimeInterval(10 + 31)
        #expect(try pool.writer.markCrashedRuns(now: late).crashed == 1)
        #expect(
            try pool.rows("SELECT status FROM runs WHERE id = ?", [.integer(run)]).first?.string("status") == "crashed")
        #expect(try pool.writer.markCrashedRuns(now: late).crashed == 0)
    }

    @Test(arguments: StoreKind.available) func catalogVectorsFromAnotherEmbedderComeBackStale(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let store = pool.writer
        let run = try pool.startRun()
        _ = try store.commit(
            accepted: [acceptedCandidate("The nurse folds a paper boat by the window.")], rejected: [], runID: run,
            now: Date())
        let same = try store.loadCatalog(locale: "en", limit: 10, embedderID: "test-3")
        #expect(same.vectors.count == 1 && same.stale.isEmpty)
        let other = try store.loadCatalog(locale: "en", limit: 10, embedderID: "another")
        #expect(other.vectors.isEmpty && other.stale.count == 1)
        try store.saveEmbeddings(other.stale.map { ($0.ref, [0, 1]) }, embedderID: "another")
        let after = try store.loadCatalog(locale: "en", limit: 10, embedderID: "another")
        #expect(after.vectors.count == 1 && after.vectors.vector(0) == [0, 1])
        // Reference lines come back too, and an import skips what is there already.
        let imported = try store.importReferences(
            ["A reference line about a kettle.", "A reference line about a kettle."], locale: "en", source: "t",
            embedderID: "another", vectors: [[1, 0], [1, 0]], now: Date())
        #expect(imported.added == 1 && imported.skipped == 1)
        #expect(try store.loadCatalog(locale: "en", limit: 10, embedderID: "another").vectors.count == 2)
        #expect(try store.referenceHashes(locale: "en").count == 1)
    }

    /// The catalog's vectors go into one buffer sized for every source before the first row: no buffer grown by
    /// doubling beside the one it outgrew (which made a large catalog's load peak at twice its size).
    @Test(arguments: StoreKind.available) func theCatalogBufferIsSizedOnceForEverySource(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let store = pool.writer
        let run = try pool.startRun()
        let lines = (0..<300).map { acceptedCandidate("Sized line \($0) keeps a lantern lit by the gate.") }
        _ = try store.commit(accepted: lines, rejected: [], runID: run, now: Date())
        _ = try store.importReferences(
            (0..<50).map { "Sized reference \($0) about a kettle." }, locale: "en", source: "t", embedderID: "test-3",
            vectors: Array(repeating: [0, 1, 0], count: 50), now: Date())
        let loaded = try store.loadCatalog(locale: "en", limit: 1000, embedderID: "test-3")
        #expect(loaded.vectors.count == 350 && loaded.vectors.flat.count == 1050)
        #expect(loaded.vectors.flat.capacity < 1050 + 64, "capacity \(loaded.vectors.flat.capacity)")
    }

    @Test(arguments: StoreKind.available) func pruningKeepsTheCandidatesOfStoredLinesAndNeverLowersCounters(
        kind: StoreKind
    ) throws {
        let pool = try StoreFixture(kind)
        let store = pool.writer
        let run = try pool.startRun()
        func rejected(_ text: String) -> Candidate {
            var c = Candidate(text: text, locale: "en", model: "m", backend: "b", promptVersion: "p")
            c.reject(at: .gate, .tooShort)
            return c
        }
        let old = Date().addingTimeInterval(-40 * 86400)
        _ = try store.commit(
            accepted: [acceptedCandidate("The nurse folds a paper boat by the window.")],
            rejected: [rejected("too short"), rejected("short too")], runID: run, now: old)
        let before = try pool.reader().totals().candidates
        #expect(before["gate"]?["too_short"] == 2 && before["accepted"]?["accepted"] == 1)
        #expect(try store.prune(now: Date(), candidatesDays: 30, runsDays: 365) == 2)
        let left = try pool.rows("SELECT accepted FROM candidates")
        #expect(left.count == 1 && left.first?.int("accepted") == 1)
        #expect(try pool.reader().totals().candidates == before)
        // A second pruning of the same window counts nothing twice.
        _ = try store.commit(accepted: [], rejected: [rejected("short again")], runID: run, now: old)
        #expect(try store.prune(now: Date(), candidatesDays: 30, runsDays: 365) == 1)
        #expect(try pool.reader().totals().candidates["gate"]?["too_short"] == 3)
    }

    @Test(arguments: StoreKind.available) func retiringAnUnknownIdChangesNothing(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let run = try pool.startRun()
        let ids = try pool.writer.commit(
            accepted: [acceptedCandidate("The nurse folds a paper boat by the window.")], rejected: [], runID: run,
            now: Date()
        ).lineIDs
        let result = try pool.writer.retire(ids: [ids[0], 424_242], reason: "flat", now: Date())
        #expect(result.unknown == [424_242] && result.retired.isEmpty)
        #expect(try pool.writer.activeCount(locale: "en") == 1)
        #expect(try pool.writer.retire(ids: [ids[0]], reason: "flat", now: Date()).retired == ids)
        #expect(try pool.writer.retire(ids: [ids[0]], reason: "flat", now: Date()).alreadyRetired == ids)
    }

    @Test(arguments: StoreKind.available) func theQuotesViewServesActiveLinesOnly(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        let store = pool.writer
        let run = try pool.startRun()
        let ids = try store.commit(
            accepted: [
                acceptedCandidate("The nurse folds a paper boat by the window."),
                acceptedCandidate("A carpenter whistles while sanding the old oak door."),
            ], rejected: [], runID: run, now: Date()
        ).lineIDs
        #expect(try store.retire(ids: [ids[0]], reason: "test", now: Date()).retired == [ids[0]])
        let rows = try pool.reader().quotes(QuoteFilter())
        #expect(rows.map(\.id) == [ids[1]])
        #expect(try pool.reader().quotes(QuoteFilter(), random: true).map(\.id) == [ids[1]])
        // A retired line stays in the novelty catalog.
        #expect(try store.loadCatalog(locale: "en", limit: 10, embedderID: "test-3").vectors.count == 2)
    }

    @Test(arguments: StoreKind.available) func theLineOfTheDayIgnoresLinesCreatedToday(kind: StoreKind) throws {
        let fixture = try StoreFixture(kind)
        let store = fixture.writer
        let run = try fixture.startRun()
        let yesterday = Date().addingTimeInterval(-86400)
        _ = try store.commit(
            accepted: (1...5).map { acceptedCandidate("An older line number \($0) written yesterday evening.") },
            rejected: [], runID: run, now: yesterday)
        let pool = try fixture.reader()
        let first = try #require(try pool.lineOfTheDay(locale: "en", now: Date()))
        _ = try store.commit(
            accepted: (1...5).map { acceptedCandidate("A fresh line number \($0) written this very morning.") },
            rejected: [], runID: run, now: Date())
        let second = try pool.lineOfTheDay(locale: "en", now: Date())
        #expect(second == first)
        #expect(try pool.lineOfTheDay(locale: "de", now: Date()) == nil)

        // The winner is the eligible active line of smallest rank, as the rule says.
        let dayStart = Timestamp.dayStart(Date())
        let day = String(dayStart.prefix(10))
        func expected() throws -> QuoteRow? {
            var filter = QuoteFilter()
            filter.locale = "en"
            filter.limit = 500
            return try pool.quotes(filter).filter { $0.createdAt < dayStart }.min {
                ReadOnlyPool.rank(day: day, locale: "en", id: $0.id)
                    < ReadOnlyPool.rank(day: day, locale: "en", id: $1.id)
            }
        }
        #expect(try expected() == first)
        // A retired line is never served: the next older line takes its place, never one of today's.
        #expect(try store.retire(ids: [first.id], reason: "test", now: Date()).retired == [first.id])
        let replacement = try #require(try pool.lineOfTheDay(locale: "en", now: Date()))
        #expect(replacement != first && replacement.text.contains("written yesterday"))
        #expect(try expected() == replacement)
    }

    @Test(arguments: StoreKind.available) func judgeChecksAreStoredAndTheNewestComesBack(kind: StoreKind) throws {
        let pool = try StoreFixture(kind)
        func check(_ auc: Double, at: Date) -> JudgeCheckRecord {
            JudgeCheckRecord(
                checkedAt: at, backend: "local", model: "m", dataset: "d", datasetSHA256: "s", lines: 20, auc: auc,
                acceptGood: 0.5, acceptFlat: 0.1, invalidRate: 0, secondsPerCall: 0.2, minOverall: 6)
        }
        try pool.writer.recordJudgeCheck(check(0.61, at: Date().addingTimeInterval(-60)))
        try pool.writer.recordJudgeCheck(check(0.83, at: Date()))
        #expect(try pool.writer.latestJudgeCheck(backend: "local", model: "m")?.auc == 0.83)
        #expect(try pool.reader().latestJudgeCheck(backend: "local", model: "m")?.auc == 0.83)
        #expect(try pool.reader().latestJudgeCheck(backend: "local", model: "other") == nil)
    }

    /// Every write path of a fill (``WriteWorkload``, the I/O-fault sweeps' workload), run on each store from the
    /// same seeded contents, leaves the same rows in every column both stores have: one write path, whatever the
    /// engine.
    @Test func everyWritePathLeavesTheSameRowsInEveryStore() throws {
        var contents: [StoreKind: [String]] = [:]
        for kind in StoreKind.available {
            let pool = try StoreFixture(kind)
            try WriteWorkload.seed(pool.writer)
            var context = WriteWorkload.Context()
            for step in WriteWorkload.steps { try step.run(pool.writer, &context) }
            contents[kind] = try Self.commonRows(of: pool)
        }
        let sqlite = try #require(contents[.sqlite])
        #expect(sqlite.filter { $0.hasPrefix("lines:") }.count == 44)
        #expect(sqlite.filter { $0.hasPrefix("lines:") && $0.contains("text(\"retired\")") }.count == 3)
        #expect(sqlite.filter { $0.hasPrefix("candidates:") }.count == 66)
        #expect(sqlite.filter { $0.hasPrefix("catalog:") }.count == 14)
        #expect(sqlite.filter { $0.hasPrefix("runs:") && $0.contains("text(\"crashed\")") }.count == 1)
        #expect(sqlite.contains { $0.hasPrefix("candidates_pruned:") && $0.contains("integer(6)") })
        for (kind, rows) in contents where kind != .sqlite {
            let differing = zip(rows, sqlite).filter { $0 != $1 }.prefix(3).map { "\($0.0)\n  sqlite: \($0.1)" }
            #expect(rows.count == sqlite.count && differing.isEmpty, "\(kind): \(differing.joined(separator: "\n"))")
        }
    }

    /// The rows of the pool's tables in the columns of the SQLite schema (the PostgreSQL one adds the runs' lease),
    /// as text, in id order.
    private static func commonRows(of pool: StoreFixture) throws -> [String] {
        let columns = try SQLiteColumns()
        var out: [String] = []
        for table in ["runs", "lines", "candidates", "catalog", "candidates_pruned", "judge_checks"] {
            var names = try columns.of(table)
            let order = names.contains("id") ? "id" : names.joined(separator: ", ")
            // Nothing refers to a candidate's id, and the engines number them differently after retention: SQLite
            // gives the next row the id after the highest left (the pruned drafts' ids again), a sequence never
            // goes back.
            if table == "candidates" { names.removeAll { $0 == "id" } }
            for row in try pool.rows("SELECT \(names.joined(separator: ", ")) FROM \(table) ORDER BY \(order)") {
                out.append(table + ":" + row.values.map { "\($0)" }.joined(separator: "|"))
            }
        }
        return out
    }

    /// The columns of each table in a fresh SQLite pool.
    private struct SQLiteColumns {
        let dir = TempDir()
        let db: Database

        init() throws {
            _ = try PoolStore(path: dir.file("columns.sqlite"))
            db = try Database(.path(dir.file("columns.sqlite")), mode: .readOnly)
        }

        func of(_ table: String) throws -> [String] {
            try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]).compactMap { $0.string("name") }
        }
    }
}
