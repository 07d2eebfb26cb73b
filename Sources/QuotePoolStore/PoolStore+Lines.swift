import CSQLite
import Foundation
import QuotePoolCore

extension PoolStore {
    /// Commits accepted candidates and the candidates log for them (and any `rejected` drafts) in one
    /// `BEGIN IMMEDIATE` transaction. On any failure everything rolls back and the error is thrown:
    /// nothing of the batch is visible.
    ///
    /// - Parameter beforeCommit: a hook run inside the transaction after the inserts, just before `COMMIT` (tests
    ///   use it to inject a failure, or a crash, at commit time); when it throws, the batch rolls back and fails
    ///   as an SQLite failure would.
    public func commit(
        accepted: [Candidate], rejected: [Candidate], runID: Int64, now: Date,
        beforeCommit: () throws -> Void
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
                try beforeCommit()
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
            VALUES (:text, :locale, :text_hash, :word_count, :char_count, :mood, :theme, :taste_score, :taste_status,
                :novelty_status, :novelty_max_similarity, :novelty_nearest, :judge_kind, :judge_quality,
                :judge_originality, :judge_warmth, :judge_overall, :distinctiveness, :model, :backend, :prompt_version,
                :translated_from, :run_id, :embedder, :embedding, :created_at)
            """,
            [
                "text": .text(c.text),
                "locale": .text(c.locale),
                "text_hash": .text(TextNormalizer.hash(c.text)),
                "word_count": .integer(Int64(c.metadata.wordCount)),
                "char_count": .integer(Int64(c.metadata.charCount)),
                "mood": c.metadata.mood.map { .text($0) } ?? .null,
                "theme": c.metadata.theme.map { .text($0) } ?? .null,
                "taste_score": tasteScore.map { .real($0) } ?? .null,
                "taste_status": .text(tasteScore == nil ? "skipped" : "scored"),
                "novelty_status": .text(noveltyStatus),
                "novelty_max_similarity": similarity,
                "novelty_nearest": nearest,
                "judge_kind": .text(judge.kind.rawValue),
                "judge_quality": .integer(Int64(judge.quality)),
                "judge_originality": .integer(Int64(judge.originality)),
                "judge_warmth": .integer(Int64(judge.warmth)),
                "judge_overall": .integer(Int64(judge.overall)),
                "distinctiveness": .real(c.scores.distinctiveness ?? 0),
                "model": .text(c.model),
                "backend": .text(c.backend),
                "prompt_version": .text(c.promptVersion),
                "translated_from": c.translatedFrom.map { .text($0) } ?? .null,
                "run_id": .integer(runID),
                "embedder": c.embedderID.map { .text($0) } ?? .null,
                "embedding": c.embedding.map { .blob(VectorBlob.encode($0)) } ?? .null,
                "created_at": .text(createdAt),
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
            VALUES (:run_id, :text, :locale, :stage, :reason, :detail, :accepted, :taste_score,
                :novelty_max_similarity, :judge_overall, :judge_kind, :distinctiveness, :elapsed_ms, :model, :backend,
                :persistence, :line_id, :created_at)
            """,
            [
                "run_id": .integer(runID),
                "text": .text(c.text),
                "locale": .text(c.locale),
                "stage": .text(c.stage.rawValue),
                "reason": c.reason.map { .text($0.rawValue) } ?? .null,
                "detail": c.detail.map { .text($0) } ?? .null,
                "accepted": .integer(c.isAccepted ? 1 : 0),
                "taste_score": c.scores.taste?.score.map { .real($0) } ?? .null,
                "novelty_max_similarity": c.scores.novelty?.maxSimilarity.map { .real($0) } ?? .null,
                "judge_overall": c.scores.judge.map { .integer(Int64($0.overall)) } ?? .null,
                "judge_kind": c.scores.judge.map { .text($0.kind.rawValue) } ?? .null,
                "distinctiveness": c.scores.distinctiveness.map { .real($0) } ?? .null,
                "elapsed_ms": .real(c.elapsed * 1000),
                "model": .text(c.model),
                "backend": .text(c.backend),
                "persistence": .text(persistence),
                "line_id": lineID.map { .integer($0) } ?? .null,
                "created_at": .text(createdAt),
            ])
    }

    /// Retires lines (they leave `quotes` at once and stay in the novelty catalog); any unknown id rolls it back.
    public func retire(ids: [Int64], reason: String, now: Date) throws(StoreError) -> RetireResult {
        try inTransaction { db throws(SQLiteError) in
            var result = RetireResult()
            var seen = Set<Int64>()
            for id in ids where seen.insert(id).inserted {
                try db.run(
                    "UPDATE lines SET status = 'retired', retired_at = ?, retired_reason = ? WHERE id = ? AND status = 'active'",
                    [.text(Timestamp.string(now)), .text(reason), .integer(id)])
                if db.changes > 0 {
                    result.retired.append(id)
                } else if try db.scalar("SELECT 1 FROM lines WHERE id = ?", [.integer(id)]) != nil {
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
}
