import CSQLite
import Foundation
import QuotePoolCore

extension PoolStore {
    /// The result of committing one batch.
    public struct CommitResult: Sendable {
        public var lineIDs: [Int64]
    }

    /// Commits accepted candidates and the candidates log for them (and any `rejected` drafts) in one
    /// `BEGIN IMMEDIATE` transaction. On any failure everything rolls back and the error is thrown:
    /// nothing of the batch is visible.
    ///
    /// - Parameter beforeCommit: a hook run inside the transaction after the inserts (tests use it to
    ///   inject a failure at commit time).
    public func commit(
        accepted: [Candidate], rejected: [Candidate], runID: Int64, now: Date,
        beforeCommit: (Database) throws -> Void = { _ in }
    ) throws(StoreError) -> CommitResult {
        defer { restartLogIfLarge() }
        return try inTransaction { db throws(SQLiteError) in
            let created = Timestamp.string(now)
            var ids: [Int64] = []
            ids.reserveCapacity(accepted.count)
            for candidate in accepted {
                let id = try insertLine(candidate, runID: runID, createdAt: created)
                ids.append(id)
                try insertCandidate(candidate, runID: runID, persistence: "committed", lineID: id, createdAt: created)
            }
            for candidate in rejected {
                try insertCandidate(
                    candidate, runID: runID, persistence: "not_stored", lineID: nil, createdAt: created)
            }
            do {
                try beforeCommit(db)
            } catch {
                // The hook's own failure fails the batch as an SQLite failure would (70).
                throw SQLiteError(code: SQLITE_ERROR, message: "\(error)")
            }
            return .commit(CommitResult(lineIDs: ids))
        }
    }

    /// Records candidates outside a line commit: drafts of a batch that rolled back, or of a dry run.
    public func recordCandidates(_ candidates: [Candidate], runID: Int64, persistence: String, now: Date)
        throws(StoreError)
    {
        guard !candidates.isEmpty else { return }
        try inTransaction { db throws(SQLiteError) in
            let created = Timestamp.string(now)
            for candidate in candidates {
                try insertCandidate(
                    candidate, runID: runID, persistence: persistence, lineID: nil, createdAt: created)
            }
            return .commit
        }
    }

    private func insertLine(_ c: Candidate, runID: Int64, createdAt: String) throws(SQLiteError) -> Int64 {
        let judge = c.scores.judge ?? JudgeScores(quality: 0, originality: 0, warmth: 0, overall: 0, kind: .fallback)
        var noveltyStatus = "unproven"
        var similarity: SQLValue = .null
        var nearest: SQLValue = .null
        if case .proven(let s, let ref, _) = c.scores.novelty {
            noveltyStatus = "proven"
            similarity = .real(s)
            nearest = ref.map { .text($0.label) } ?? .null
        }
        let tasteScore = c.scores.taste?.score
        try db.run(
            """
            INSERT INTO lines (text, locale, text_hash, word_count, char_count, mood, theme, taste_score, taste_status,
                novelty_status, novelty_max_similarity, novelty_nearest, judge_kind, judge_quality, judge_originality,
                judge_warmth, judge_overall, distinctiveness, model, backend, prompt_version, translated_from, run_id,
                embedder, embedding, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(c.text), .text(c.locale), .text(TextNormalizer.hash(c.text)),
                .integer(Int64(c.metadata.wordCount)), .integer(Int64(c.metadata.charCount)),
                c.metadata.mood.map { .text($0) } ?? .null, c.metadata.theme.map { .text($0) } ?? .null,
                tasteScore.map { .real($0) } ?? .null, .text(tasteScore == nil ? "skipped" : "scored"),
                .text(noveltyStatus), similarity, nearest, .text(judge.kind.rawValue), .integer(Int64(judge.quality)),
                .integer(Int64(judge.originality)), .integer(Int64(judge.warmth)), .integer(Int64(judge.overall)),
                .real(c.scores.distinctiveness ?? 0), .text(c.model), .text(c.backend), .text(c.promptVersion),
                c.translatedFrom.map { .text($0) } ?? .null, .integer(runID),
                c.embedderID.map { .text($0) } ?? .null, c.embedding.map { .blob(VectorBlob.encode($0)) } ?? .null,
                .text(createdAt),
            ])
        return db.lastInsertRowID
    }

    private func insertCandidate(
        _ c: Candidate, runID: Int64, persistence: String, lineID: Int64?, createdAt: String
    ) throws(SQLiteError) {
        try db.run(
            """
            INSERT INTO candidates (run_id, text, locale, stage, reason, detail, accepted, taste_score,
                novelty_max_similarity, judge_overall, judge_kind, distinctiveness, elapsed_ms, model, backend,
                persistence, line_id, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .integer(runID), .text(c.text), .text(c.locale), .text(c.stage.rawValue),
                c.reason.map { .text($0.rawValue) } ?? .null, c.detail.map { .text($0) } ?? .null,
                .integer(c.isAccepted ? 1 : 0), c.scores.taste?.score.map { .real($0) } ?? .null,
                c.scores.novelty?.maxSimilarity.map { .real($0) } ?? .null,
                c.scores.judge.map { .integer(Int64($0.overall)) } ?? .null,
                c.scores.judge.map { .text($0.kind.rawValue) } ?? .null,
                c.scores.distinctiveness.map { .real($0) } ?? .null, .real(c.elapsed * 1000), .text(c.model),
                .text(c.backend), .text(persistence), lineID.map { .integer($0) } ?? .null, .text(createdAt),
            ])
    }

    /// Retires lines (they leave `quotes` at once and stay in the novelty catalog); returns how many changed.
    public func retire(ids: [Int64], reason: String, now: Date) throws(StoreError) -> Int {
        try inTransaction { db throws(SQLiteError) in
            var changed = 0
            for id in ids {
                try db.run(
                    "UPDATE lines SET status = 'retired', retired_at = ?, retired_reason = ? WHERE id = ? AND status = 'active'",
                    [.text(Timestamp.string(now)), .text(reason), .integer(id)])
                changed += db.changes
            }
            return .commit(changed)
        }
    }
}
