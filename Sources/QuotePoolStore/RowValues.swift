import Foundation
import QuotePoolCore

/// The column values of the rows a batch writes, in one place for every store.
public enum RowValues {
    /// The `lines` row of an accepted candidate.
    public static func line(_ c: Candidate, runID: Int64, createdAt: String) -> [(String, SQLValue)] {
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
        return [
            ("text", .text(c.text)),
            ("locale", .text(c.locale.pool)),
            ("text_hash", .text(TextNormalizer.hash(c.text))),
            ("word_count", .integer(Int64(c.metadata.wordCount))),
            ("char_count", .integer(Int64(c.metadata.charCount))),
            ("mood", c.metadata.mood.map { .text($0) } ?? .null),
            ("theme", c.metadata.theme.map { .text($0) } ?? .null),
            ("taste_score", tasteScore.map { .real($0) } ?? .null),
            ("taste_status", .text(tasteScore == nil ? "skipped" : "scored")),
            ("novelty_status", .text(noveltyStatus)),
            ("novelty_max_similarity", similarity),
            ("novelty_nearest", nearest),
            ("judge_kind", .text(judge.kind.rawValue)),
            ("judge_quality", .integer(Int64(judge.quality))),
            ("judge_originality", .integer(Int64(judge.originality))),
            ("judge_warmth", .integer(Int64(judge.warmth))),
            ("judge_overall", .integer(Int64(judge.overall))),
            ("distinctiveness", .real(c.scores.distinctiveness ?? 0)),
            ("model", .text(c.model)),
            ("backend", .text(c.backend)),
            ("prompt_version", .text(c.promptVersion)),
            ("translated_from", c.translatedFrom.map { .text($0.code) } ?? .null),
            ("run_id", .integer(runID)),
            ("embedder", c.embedderID.map { .text($0) } ?? .null),
            ("embedding", c.embedding.map { .blob(VectorBlob.encode($0)) } ?? .null),
            ("created_at", .text(createdAt)),
        ]
    }

    /// The `candidates` row of a draft, stored with `persistence` (and the id of its line when it was stored).
    public static func candidate(
        _ c: Candidate, runID: Int64, persistence: String, lineID: Int64?, createdAt: String
    ) -> [(String, SQLValue)] {
        [
            ("run_id", .integer(runID)),
            ("text", .text(c.text)),
            ("locale", .text(c.locale.pool)),
            ("stage", .text(c.stage.rawValue)),
            ("reason", c.reason.map { .text($0.rawValue) } ?? .null),
            ("detail", c.detail.map { .text($0) } ?? .null),
            ("accepted", .integer(c.isAccepted ? 1 : 0)),
            ("taste_score", c.scores.taste?.score.map { .real($0) } ?? .null),
            ("novelty_max_similarity", c.scores.novelty?.maxSimilarity.map { .real($0) } ?? .null),
            ("judge_overall", c.scores.judge.map { .integer(Int64($0.overall)) } ?? .null),
            ("judge_kind", c.scores.judge.map { .text($0.kind.rawValue) } ?? .null),
            ("distinctiveness", c.scores.distinctiveness.map { .real($0) } ?? .null),
            ("elapsed_ms", .real(c.elapsed * 1000)),
            ("model", .text(c.model)),
            ("backend", .text(c.backend)),
            ("persistence", .text(persistence)),
            ("line_id", lineID.map { .integer($0) } ?? .null),
            ("created_at", .text(createdAt)),
        ]
    }

    /// The `runs` row a fill begins with (status `running`).
    public static func runStart(_ run: RunStart) -> [(String, SQLValue)] {
        [
            ("started_at", .text(Timestamp.string(run.startedAt))),
            ("status", .text("running")),
            ("budget_s", .real(run.budgetSeconds)),
            ("host", .text(run.host)),
            ("os", .text(run.os)),
            ("version", .text(run.version)),
            ("config_hash", .text(run.configHash)),
            ("backend", .text(run.backend)),
            ("model", .text(run.model)),
            ("locales", .text(run.locales.joined(separator: ","))),
            ("seed", .integer(Int64(bitPattern: run.seed))),
            ("dry_run", .integer(run.dryRun ? 1 : 0)),
            ("embedder", run.embedder.map(SQLValue.text) ?? .null),
            ("novelty_thresholds", .text(thresholdsJSON(run.noveltyThresholds))),
        ]
    }

    /// `{"de":0.92,"en":0.915}`: keys sorted, each value as written in a config file.
    public static func thresholdsJSON(_ thresholds: [String: Double]) -> String {
        let entries = thresholds.sorted { $0.key < $1.key }.map { locale, value in
            "\"\(locale)\":\(String(format: "%g", value))"
        }
        return "{" + entries.joined(separator: ",") + "}"
    }

    /// What each batch adds to its run's row, in the batch's own transaction (parameters: ``batchCounts(committed:drafted:runID:)``),
    /// so that a run killed later, or whose ending cannot be written, still shows what it drafted and committed;
    /// the ending writes the final counts.
    public static let countBatch = "UPDATE runs SET accepted = accepted + ?, drafted = drafted + ? WHERE id = ?"

    /// ``countBatch``'s parameters: the lines a batch committed and the drafts it held.
    public static func batchCounts(committed: Int, drafted: Int, runID: Int64) -> [SQLValue] {
        [.integer(Int64(committed)), .integer(Int64(drafted)), .integer(runID)]
    }

    /// What a run's ending writes to its row (status `finished`).
    public static func runEnd(_ end: RunEnd) -> [(String, SQLValue)] {
        [
            ("status", .text("finished")),
            ("ended_at", .text(Timestamp.string(end.endedAt))),
            ("outcome", .text(end.outcome)),
            ("exit_code", .integer(Int64(end.exitCode))),
            ("readiness", .text(end.readiness)),
            ("elapsed_s", .real(end.elapsedSeconds)),
            ("drafted", .integer(Int64(end.drafted))),
            ("accepted", .integer(Int64(end.accepted))),
            ("counts_json", .text(end.countsJSON)),
            ("latency_json", .text(end.latencyJSON)),
            ("error", end.error.map { .text($0) } ?? .null),
        ]
    }
}
