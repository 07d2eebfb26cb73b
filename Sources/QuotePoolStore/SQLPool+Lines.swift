import Foundation
import QuotePoolCore

extension SQLPool {
    public func checkConcurrentWriters(_ check: ConcurrentWriters) { otherWriters.check = check }

    /// Stores one batch in one transaction: every line of `accepted` with its candidate row (`committed`), the
    /// candidate rows of `rejected` (`not_stored`), and the batch's counts in its run's row. All of it or nothing: a
    /// line whose normalized text is already stored, a full disk, a lost connection or a throwing `beforeCommit` fails
    /// the whole batch, and none of it is ever visible.
    ///
    /// Where several writers fill the pool at once (``SQLDialect/severalWriters``), under the lock of each of its
    /// locales (taken in order, so two batches never wait on each other) it first fetches the lines other writers
    /// committed since this one last looked (by id, nothing older), drops the accepted lines those make duplicates
    /// or near-duplicates, and the ones the target has no room for any more, and inserts the rest; the dropped ones
    /// are recorded as candidates, with the other writer's line as nearest.
    ///
    /// - Parameter beforeCommit: runs inside the transaction after every row is written, just before it commits
    ///   (tests use it to inject a failure, or a crash, at that point); when it throws, the batch rolls back and
    ///   fails as an internal error (70), as a failure the engine reports would.
    public func commit(
        accepted: [Candidate], rejected: [Candidate], runID: Int64, now: Date, beforeCommit: () throws -> Void
    ) throws(StoreError) -> CommitResult {
        let created = Timestamp.string(now)
        // Lines other writers committed are facts whether or not this batch commits: they are kept (and the
        // watermark moved past them) as soon as they are read, so a retried batch reads only what came after, and
        // the caller learns every one of them. This writer's own lines are never fetched (`run_id`).
        var fetched: [CommittedLine] = []
        defer { afterBatch() }
        let result = try write { c throws(Connection.Failure) in
            var keep = accepted
            var dropped: [Candidate] = []
            if dialect.severalWriters {
                (keep, dropped) = try sortOut(accepted, runID: runID, fetched: &fetched, on: c)
            }
            var ids: [Int64] = []
            ids.reserveCapacity(keep.count)
            for candidate in keep {
                let id = try insert(into: "lines", RowValues.line(candidate, runID: runID, createdAt: created), on: c)
                ids.append(id)
                try insertCandidate(candidate, runID: runID, persistence: "committed", lineID: id, at: created, on: c)
            }
            for candidate in dropped + rejected {
                try insertCandidate(candidate, runID: runID, persistence: "not_stored", lineID: nil, at: created, on: c)
            }
            if dialect.severalWriters {
                try c.execute("UPDATE runs SET heartbeat_at = ? WHERE id = ?", [.text(created), .integer(runID)])
            }
            try c.execute(
                RowValues.countBatch,
                RowValues.batchCounts(committed: ids.count, drafted: accepted.count + rejected.count, runID: runID))
            do {
                try beforeCommit()
            } catch {
                throw Connection.failure(error)
            }
            return .commit(CommitResult(lineIDs: ids, dropped: dropped))
        }
        return CommitResult(lineIDs: result.lineIDs, dropped: result.dropped, committedElsewhere: fetched)
    }

    /// Which accepted candidates a batch still stores, now that other writers may have committed lines since they
    /// were checked, and which it drops (with why). Adds what it fetched to `fetched`.
    private func sortOut(
        _ accepted: [Candidate], runID: Int64, fetched: inout [CommittedLine], on c: Connection
    ) throws(Connection.Failure) -> (keep: [Candidate], dropped: [Candidate]) {
        var keep: [Candidate] = []
        var dropped: [Candidate] = []
        let known = otherWriters
        for locale in Set(accepted.map(\.locale.base)).sorted() {
            try lock("locale|" + locale.pool, on: c)
            let new = try linesSince(known.seenLineID[locale.pool] ?? 0, locale: locale, excludingRun: runID, on: c)
            fetched += new
            known.seenLineID[locale.pool] = max(known.seenLineID[locale.pool] ?? 0, new.map(\.id).max() ?? 0)
            // Every line other writers committed since this one loaded its catalog: the drafts of this batch were
            // checked against none of them.
            known.committed[locale.pool, default: OtherWriters.Lines()].add(new, embedderID: known.check?.embedderID)
            let others = known.committed[locale.pool] ?? OtherWriters.Lines()
            var room: Int?
            if let target = known.check?.target { room = max(0, target - (try activeCount(locale, on: c))) }
            for var candidate in accepted where candidate.locale.pool == locale.pool {
                if let reason = known.redundancy(of: candidate, among: others) {
                    candidate.stage = .novelty
                    candidate.reason = reason.reason
                    candidate.detail = reason.detail
                    dropped.append(candidate)
                } else if let left = room, left <= 0 {
                    candidate.detail = "the pool reached its target meanwhile (lines other fills committed)"
                    dropped.append(candidate)
                } else {
                    room = room.map { $0 - 1 }
                    keep.append(candidate)
                }
            }
        }
        return (keep, dropped)
    }

    /// The lines of `locale` past `id` that other runs than `runID` committed, oldest first.
    private func linesSince(_ id: Int64, locale: LocaleCode, excludingRun runID: Int64, on c: Connection)
        throws(Connection.Failure) -> [CommittedLine]
    {
        try c.query(
            """
            SELECT id, locale, text, text_hash, embedder, embedding FROM lines
            WHERE locale = ? AND id > ? AND run_id <> ? ORDER BY id
            """,
            [.text(locale.pool), .integer(id), .integer(runID)]
        ).compactMap { row -> CommittedLine? in
            guard let id = row.int("id"), let hash = row.string("text_hash"), let text = row.string("text") else {
                return nil
            }
            return CommittedLine(
                id: id, locale: locale.base, text: text, hash: hash, embedderID: row.string("embedder"),
                vector: row.blob("embedding").flatMap(VectorBlob.decode))
        }
    }

    private func insertCandidate(
        _ candidate: Candidate, runID: Int64, persistence: String, lineID: Int64?, at created: String,
        on c: Connection
    ) throws(Connection.Failure) {
        try insert(
            into: "candidates",
            RowValues.candidate(candidate, runID: runID, persistence: persistence, lineID: lineID, createdAt: created),
            on: c)
    }

    /// Records candidates outside a line commit (the drafts of a batch that rolled back, or of an interrupted or dry
    /// run) with the given `persistence`, in one transaction.
    public func recordCandidates(_ candidates: [Candidate], runID: Int64, persistence: String, now: Date)
        throws(StoreError)
    {
        guard !candidates.isEmpty else { return }
        let created = Timestamp.string(now)
        try write { c throws(Connection.Failure) in
            for candidate in candidates {
                try insertCandidate(candidate, runID: runID, persistence: persistence, lineID: nil, at: created, on: c)
            }
            return .commit
        }
    }

    /// Retires lines, in one transaction: they leave `quotes` at once and stay in the novelty catalog. Any unknown id
    /// rolls the whole retirement back.
    public func retire(ids: [Int64], reason: String, now: Date) throws(StoreError) -> RetireResult {
        try write { c throws(Connection.Failure) in
            var result = RetireResult()
            var seen = Set<Int64>()
            for id in ids where seen.insert(id).inserted {
                let changed = try c.execute(
                    """
                    UPDATE lines SET status = 'retired', retired_at = ?, retired_reason = ?
                    WHERE id = ? AND status = 'active'
                    """, [.text(Timestamp.string(now)), .text(reason), .integer(id)])
                if changed > 0 {
                    result.retired.append(id)
                } else if try !c.query("SELECT 1 AS one FROM lines WHERE id = ?", [.integer(id)]).isEmpty {
                    result.alreadyRetired.append(id)
                } else {
                    result.unknown.append(id)
                }
            }
            guard result.unknown.isEmpty else {
                result.retired = []
                return .rollback(result)
            }
            return .commit(result)
        }
    }

    /// Stores what `quotepool judge check` measured; returns its id.
    @discardableResult
    public func recordJudgeCheck(_ check: JudgeCheckRecord) throws(StoreError) -> Int64 {
        try write { c throws(Connection.Failure) in
            .commit(
                try insert(
                    into: "judge_checks",
                    [
                        ("checked_at", .text(Timestamp.string(check.checkedAt))), ("backend", .text(check.backend)),
                        ("model", .text(check.model)), ("dataset", .text(check.dataset)),
                        ("dataset_sha256", .text(check.datasetSHA256)), ("lines", .integer(Int64(check.lines))),
                        ("auc", .real(check.auc)), ("accept_good", .real(check.acceptGood)),
                        ("accept_flat", .real(check.acceptFlat)), ("invalid_rate", .real(check.invalidRate)),
                        ("seconds_per_call", .real(check.secondsPerCall)),
                        ("min_overall", .integer(Int64(check.minOverall))),
                    ], on: c))
        }
    }

    /// The newest judge check of `backend`'s `model`, nil when it was never checked.
    public func latestJudgeCheck(backend: String, model: String) throws(StoreError) -> JudgeCheckRecord? {
        try read { c throws(Connection.Failure) in try c.queries.latestJudgeCheck(backend: backend, model: model) }
    }
}
