import Foundation
import QuotePoolCore
import QuotePoolStore

extension PostgresPool: PoolWriter {
    /// How long after a run's budget its lease lasts: a fill ends within its budget plus one second, so a run
    /// still `running` this long after its budget belongs to a host that died.
    public static let leaseGrace: Double = 30

    // MARK: Runs

    /// Marks as `crashed` the runs whose lease expired (their host died, or lost the database for longer than the
    /// run could last); a live fill on another host is never touched. `unrecordedEnds` belongs to the SQLite lock
    /// file and is not used here.
    @discardableResult
    public func markCrashedRuns(now: Date, unrecordedEnds: [Int64: RunEnd]) throws(StoreError) -> (
        crashed: Int, recorded: Int
    ) {
        let stamp = Timestamp.string(now)
        let crashed = try transaction { () throws(PGError) in
            try connection.query(
                """
                UPDATE runs SET status = 'crashed', outcome = 'crashed', ended_at = ?
                WHERE status = 'running' AND lease_until < ? RETURNING id
                """, [.text(stamp), .text(stamp)]
            ).count
        }
        return (crashed, 0)
    }

    @discardableResult
    public func prune(now: Date, candidatesDays: Int, runsDays: Int) throws(StoreError) -> Int {
        try transaction { () throws(PGError) in
            let cutoff = Timestamp.string(now.addingTimeInterval(-Double(candidatesDays) * 86400))
            // Several fills may prune at once: one at a time, so the counts are moved exactly once.
            try lock("prune")
            try connection.query(
                """
                INSERT INTO candidates_pruned (stage, reason, count)
                  SELECT \(CandidateCounting.stageAndReason), count(*) FROM candidates
                  WHERE line_id IS NULL AND created_at < ? GROUP BY 1, 2
                  ON CONFLICT (stage, reason) DO UPDATE SET count = candidates_pruned.count + excluded.count
                """, [.text(cutoff)])
            var removed = try connection.query(
                "DELETE FROM candidates WHERE line_id IS NULL AND created_at < ? RETURNING id", [.text(cutoff)]
            ).count
            let runCutoff = Timestamp.string(now.addingTimeInterval(-Double(runsDays) * 86400))
            removed += try connection.query(
                """
                DELETE FROM runs WHERE status != 'running' AND started_at < ?
                  AND NOT EXISTS (SELECT 1 FROM lines WHERE lines.run_id = runs.id)
                  AND NOT EXISTS (SELECT 1 FROM candidates WHERE candidates.run_id = runs.id)
                RETURNING id
                """, [.text(runCutoff)]
            ).count
            return removed
        }
    }

    /// Inserts the run row (`running`) with its lease: its budget plus ``leaseGrace`` from its start.
    public func beginRun(_ run: RunStart) throws(StoreError) -> Int64 {
        let values =
            RowValues.runStart(run) + [
                ("heartbeat_at", .text(Timestamp.string(run.startedAt))),
                (
                    "lease_until",
                    .text(Timestamp.string(run.startedAt.addingTimeInterval(run.budgetSeconds + Self.leaseGrace)))
                ),
            ]
        return try transaction { () throws(PGError) in
            try insert(into: "runs", values)
        }
    }

    public func finishRun(id: Int64, _ end: RunEnd) throws(StoreError) {
        let values = RowValues.runEnd(end) + [("heartbeat_at", .text(Timestamp.string(end.endedAt)))]
        _ = try transaction { () throws(PGError) in
            try connection.query(
                "UPDATE runs SET \(values.map { "\($0.0) = ?" }.joined(separator: ", ")) WHERE id = ?",
                values.map(\.1) + [.integer(id)])
        }
    }

    // MARK: What a fill reads before drafting

    public func activeCount(locale: LocaleCode) throws(StoreError) -> Int {
        try transaction { () throws(PGError) in try activeCountInTransaction(locale) }
    }

    private func activeCountInTransaction(_ locale: LocaleCode) throws(PGError) -> Int {
        Int(
            try connection.query(
                "SELECT count(*) AS n FROM lines WHERE locale = ? AND status = 'active'", [.text(locale.pool)]
            ).first?.int("n") ?? 0)
    }

    public func lineHashes() throws(StoreError) -> Set<String> {
        try transaction(readOnly: true) { () throws(PGError) in try queries.lineHashes() }
    }

    public func referenceHashes(locale: LocaleCode) throws(StoreError) -> Set<String> {
        try transaction(readOnly: true) { () throws(PGError) in try queries.referenceHashes(locale: locale) }
    }

    /// The catalog of `locale`, read in one snapshot together with the newest line id it holds: the later
    /// batches of this fill check only lines past that id.
    public func loadCatalog(
        locale: LocaleCode, limit: Int, embedderID: String
    ) throws(StoreError) -> (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)]) {
        let (loaded, newest) = try transaction(readOnly: true) { () throws(PGError) in
            let newest =
                try connection.query(
                    "SELECT coalesce(max(id), 0) AS id FROM lines WHERE locale = ?", [.text(locale.pool)]
                ).first?.int("id") ?? 0
            var catalog = CatalogRows(embedderID: embedderID)
            guard limit > 0 else { return (catalog.result, newest) }
            try catalog.reserve { table throws(PGError) in
                let count = try connection.query(
                    PoolStore.newestRowCount(of: table), [.text(locale.pool), .integer(Int64(limit))]
                ).first?.int("n")
                return Int(count ?? 0)
            }
            for (table, makeRef) in CatalogRows.sources {
                for row in try connection.query(
                    PoolStore.newestRows(of: table), [.text(locale.pool), .integer(Int64(limit))])
                {
                    catalog.add(row, makeRef)
                }
            }
            return (catalog.result, newest)
        }
        seenLineID[locale.pool] = max(seenLineID[locale.pool] ?? 0, newest)
        return loaded
    }

    public func saveEmbeddings(_ entries: [(CatalogRefID, [Float])], embedderID: String) throws(StoreError) {
        guard !entries.isEmpty else { return }
        try transaction { () throws(PGError) in
            for (ref, vector) in entries {
                let (table, id): (String, Int64) =
                    switch ref {
                    case .line(let id): ("lines", id)
                    case .reference(let id): ("catalog", id)
                    }
                try connection.query(
                    "UPDATE \(table) SET embedder = ?, embedding = ? WHERE id = ?",
                    [.text(embedderID), .blob(VectorBlob.encode(vector)), .integer(id)])
            }
        }
    }

    public func recentTexts(locale: LocaleCode, lines: Int, rejected: Int) throws(StoreError) -> (
        pool: [String], rejected: [String]
    ) {
        try transaction(readOnly: true) { () throws(PGError) in
            try queries.recentTexts(locale: locale, lines: lines, rejected: rejected)
        }
    }

    // MARK: Batches

    public func checkConcurrentWriters(_ check: ConcurrentWriters) { crossCheck = check }

    /// Stores one batch in one transaction. Under the advisory lock of each of its locales (taken in order, so two
    /// batches never wait on each other), it fetches the lines other fills committed since this fill last looked
    /// (by id, nothing older), drops the accepted lines those make duplicates or near-duplicates, and the ones the
    /// target has no room for any more, and inserts the rest; the dropped ones are recorded as candidates, with
    /// the other fill's line as nearest. A failure rolls the whole batch back.
    public func commit(
        accepted: [Candidate], rejected: [Candidate], runID: Int64, now: Date, beforeCommit: () throws -> Void
    ) throws(StoreError) -> CommitResult {
        let created = Timestamp.string(now)
        // Lines other fills committed are facts whether or not this batch commits: they are kept (and the watermark
        // moved past them) as soon as they are read, so a retried batch reads only what came after, and the caller
        // learns every one of them. This fill's own lines are never fetched (`run_id`), so they need no watermark.
        var fetched: [CommittedLine] = []
        let result = try transaction { () throws(PGError) in
            var keep: [Candidate] = []
            var dropped: [Candidate] = []
            for locale in Set(accepted.map(\.locale.base)).sorted() {
                try lock("locale|" + locale.pool)
                let new = try linesSince(seenLineID[locale.pool] ?? 0, locale: locale, excludingRun: runID)
                fetched += new
                seenLineID[locale.pool] = max(seenLineID[locale.pool] ?? 0, new.map(\.id).max() ?? 0)
                // Every line other fills committed since this one loaded its catalog: the drafts of this batch were
                // checked against none of them.
                committedByOthers[locale.pool, default: OtherWritersLines()].add(
                    new, embedderID: crossCheck?.embedderID)
                let others = committedByOthers[locale.pool] ?? OtherWritersLines()
                var room: Int?
                if let target = crossCheck?.target { room = max(0, target - (try activeCountInTransaction(locale))) }
                for var candidate in accepted where candidate.locale.pool == locale.pool {
                    if let reason = redundancy(of: candidate, among: others) {
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
            var ids: [Int64] = []
            for candidate in keep {
                let id = try insert(into: "lines", RowValues.line(candidate, runID: runID, createdAt: created))
                ids.append(id)
                try insert(
                    into: "candidates",
                    RowValues.candidate(
                        candidate, runID: runID, persistence: "committed", lineID: id, createdAt: created))
            }
            for candidate in dropped + rejected {
                try insert(
                    into: "candidates",
                    RowValues.candidate(
                        candidate, runID: runID, persistence: "not_stored", lineID: nil, createdAt: created))
            }
            try connection.query(
                "UPDATE runs SET heartbeat_at = ? WHERE id = ?", [.text(created), .integer(runID)])
            try connection.query(
                RowValues.countBatch,
                RowValues.batchCounts(committed: ids.count, drafted: accepted.count + rejected.count, runID: runID))
            if let failure = Self.failure(of: beforeCommit) { throw failure }
            return CommitResult(lineIDs: ids, dropped: dropped)
        }
        return CommitResult(lineIDs: result.lineIDs, dropped: result.dropped, committedElsewhere: fetched)
    }

    /// The hook's own failure fails the batch as any other failure the server reports would (70).
    private static func failure(of hook: () throws -> Void) -> PGError? {
        do {
            try hook()
            return nil
        } catch {
            return PGError(sqlState: "XX000", message: "\(error)")
        }
    }

    /// The lines other fills committed since this one loaded its catalog: their normalized texts, and the vectors
    /// of the embedder this fill compares with (SIMD-scanned, as novelty's catalog is).
    struct OtherWritersLines {
        var hashes: [String: Int64] = [:]
        var index: CosineIndex?
        var ids: [Int64] = []

        mutating func add(_ lines: [CommittedLine], embedderID: String?) {
            for line in lines {
                hashes[line.hash] = line.id
                guard let embedderID, line.embedderID == embedderID, let vector = line.vector else { continue }
                if index == nil { index = CosineIndex(dimension: vector.count) }
                if index?.add(vector) != nil { ids.append(line.id) }
            }
        }
    }

    private func linesSince(_ id: Int64, locale: LocaleCode, excludingRun runID: Int64) throws(PGError)
        -> [CommittedLine]
    {
        try connection.query(
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

    /// Why `candidate` is now redundant with one of `others`: the same normalized text, or (with a vector of the
    /// checked embedder) a cosine at or above the locale's threshold; nil when it is not.
    func redundancy(of candidate: Candidate, among others: OtherWritersLines) -> (reason: Reason, detail: String)? {
        if let id = others.hashes[TextNormalizer.hash(candidate.text)] {
            return (.duplicate, "another fill committed the same line meanwhile (line:\(id))")
        }
        guard let check = crossCheck, check.embedderID != nil, candidate.embedderID == check.embedderID,
            let vector = candidate.embedding, let threshold = check.thresholds[candidate.locale.pool],
            let (slot, similarity) = others.index?.nearest(to: vector), Double(similarity) >= threshold
        else { return nil }
        return (
            .nearDuplicate,
            "another fill committed a near-duplicate meanwhile (line:\(others.ids[slot]), cosine "
                + "\(String(format: "%.3f", similarity)))"
        )
    }

    public func recordCandidates(_ candidates: [Candidate], runID: Int64, persistence: String, now: Date)
        throws(StoreError)
    {
        guard !candidates.isEmpty else { return }
        let created = Timestamp.string(now)
        try transaction { () throws(PGError) in
            for candidate in candidates {
                try insert(
                    into: "candidates",
                    RowValues.candidate(
                        candidate, runID: runID, persistence: persistence, lineID: nil, createdAt: created))
            }
        }
    }

    /// Inserts one row; returns its id.
    @discardableResult
    func insert(into table: String, _ values: [(String, SQLValue)]) throws(PGError) -> Int64 {
        let columns = values.map(\.0).joined(separator: ", ")
        let placeholders = values.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        return try connection.query(
            "INSERT INTO \(table) (\(columns)) VALUES (\(placeholders)) RETURNING id", values.map(\.1)
        ).first?.int("id") ?? 0
    }

    // MARK: The operator's commands

    public func importReferences(
        _ lines: [String], locale: LocaleCode, source: String, embedderID: String, vectors: [[Float]], now: Date
    ) throws(StoreError) -> (added: Int, skipped: Int) {
        try transaction { () throws(PGError) in
            var added = 0
            for (text, vector) in zip(lines, vectors) {
                added += try connection.query(
                    """
                    INSERT INTO catalog (text, locale, text_hash, source, embedder, embedding, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (locale, text_hash) DO NOTHING RETURNING id
                    """,
                    [
                        .text(text), .text(locale.pool), .text(TextNormalizer.hash(text)), .text(source),
                        .text(embedderID), .blob(VectorBlob.encode(vector)), .text(Timestamp.string(now)),
                    ]
                ).count
            }
            return (added, lines.count - added)
        }
    }

    public func retire(ids: [Int64], reason: String, now: Date) throws(StoreError) -> RetireResult {
        try transaction { () throws(PGError) in
            var result = RetireResult()
            var seen = Set<Int64>()
            for id in ids where seen.insert(id).inserted {
                let changed = try connection.query(
                    """
                    UPDATE lines SET status = 'retired', retired_at = ?, retired_reason = ?
                    WHERE id = ? AND status = 'active' RETURNING id
                    """, [.text(Timestamp.string(now)), .text(reason), .integer(id)])
                if !changed.isEmpty {
                    result.retired.append(id)
                } else if try !connection.query("SELECT 1 AS one FROM lines WHERE id = ?", [.integer(id)]).isEmpty {
                    result.alreadyRetired.append(id)
                } else {
                    result.unknown.append(id)
                }
            }
            guard result.unknown.isEmpty else {
                result.retired = []
                return (result, commit: false)
            }
            return (result, commit: true)
        }
    }

    @discardableResult
    public func recordJudgeCheck(_ check: JudgeCheckRecord) throws(StoreError) -> Int64 {
        try transaction { () throws(PGError) in
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
                ])
        }
    }

    public func latestJudgeCheck(backend: String, model: String) throws(StoreError) -> JudgeCheckRecord? {
        try transaction(readOnly: true) { () throws(PGError) in
            try queries.latestJudgeCheck(backend: backend, model: model)
        }
    }
}
