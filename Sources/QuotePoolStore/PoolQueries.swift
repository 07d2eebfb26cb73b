import Foundation
import QuotePoolCore

/// The readers' queries, written once for every store: each store runs them through its own connection
/// (`query`), SQLite with its `?` placeholders as written, PostgreSQL with them translated to `$n`. Only SQL both
/// engines read the same way belongs here.
public struct PoolQueries<Failure: Error> {
    let query: (String, [SQLValue]) throws(Failure) -> [Row]

    public init(_ query: @escaping (String, [SQLValue]) throws(Failure) -> [Row]) {
        self.query = query
    }

    /// The candidates of the reported runs: `run_id IN (the last N run ids)`, with N bound as the only parameter.
    private static var selectedRuns: String { "run_id IN (SELECT id FROM runs ORDER BY id DESC LIMIT ?)" }

    /// The report over the newest `limit` runs and the last `days` UTC days up to `now`; the caller runs it in one
    /// snapshot.
    public func report(limit: Int, days: Int, now: Date) throws(Failure) -> PoolReport {
        let n: SQLValue = .integer(Int64(limit))

        let runs = try query(
            """
            SELECT id, started_at, ended_at, status, outcome, exit_code, readiness, elapsed_s, backend, model,
                drafted, accepted, dry_run
            FROM runs ORDER BY id DESC LIMIT ?
            """, [n]
        ).map { row in
            PoolReport.Run(
                id: row.int("id") ?? 0, startedAt: row.string("started_at") ?? "", endedAt: row.string("ended_at"),
                status: row.string("status") ?? "", outcome: row.string("outcome"),
                exitCode: row.int("exit_code").map { Int($0) }, readiness: row.string("readiness"),
                elapsedSeconds: row.double("elapsed_s"), backend: row.string("backend") ?? "",
                model: row.string("model") ?? "", drafted: Int(row.int("drafted") ?? 0),
                accepted: Int(row.int("accepted") ?? 0), dryRun: (row.int("dry_run") ?? 0) != 0)
        }
        let totalRuns = Int(try query("SELECT count(*) AS n FROM runs", []).first?.int("n") ?? 0)

        // The funnel: where each draft stopped, then how far each stage was reached.
        var stopped: [String: Int] = [:]
        for row in try query(
            "SELECT stage, count(*) AS n FROM candidates WHERE \(Self.selectedRuns) GROUP BY stage", [n])
        {
            stopped[row.string("stage") ?? "?", default: 0] += Int(row.int("n") ?? 0)
        }
        let chainOrder = StageName.allCases.map(\.rawValue)
        var stages = chainOrder.filter { PoolReport.funnelStages.contains($0) || stopped[$0, default: 0] > 0 }
        stages += stopped.keys.filter { !chainOrder.contains($0) }.sorted()
        var funnel: [PoolReport.StageCount] = []
        var later = 0
        for stage in stages.reversed() {
            let here = stopped[stage, default: 0]
            later += here
            funnel.insert(PoolReport.StageCount(stage: stage, stopped: here, reached: later), at: 0)
        }
        let candidates = stopped.values.reduce(0, +)

        // Rejections: every draft that was not accepted, whatever stage stopped it.
        var byReason: [String: Int] = [:]
        var byLocale: [String: Int] = [:]
        var byRun: [Int64: [String: Int]] = [:]
        for row in try query(
            """
            SELECT run_id, locale, coalesce(reason, 'unknown') AS reason, count(*) AS n
            FROM candidates WHERE accepted = 0 AND \(Self.selectedRuns)
            GROUP BY run_id, locale, reason
            """, [n])
        {
            let count = Int(row.int("n") ?? 0)
            let reason = row.string("reason") ?? "unknown"
            byReason[reason, default: 0] += count
            byLocale[row.string("locale") ?? "?", default: 0] += count
            byRun[row.int("run_id") ?? 0, default: [:]][reason, default: 0] += count
        }

        let latency = try latencyFigures(n)

        let poolSize = try self.poolSize()

        return PoolReport(
            runs: runs, totalRuns: totalRuns, funnel: funnel, candidates: candidates, rejectionsByReason: byReason,
            rejectionsByLocale: byLocale, rejectionsByRun: byRun, latency: latency, poolSize: poolSize,
            poolGrowth: try growth(days: days, now: now))
    }

    /// p50 and p95 pick the sorted value at index round(p × (count − 1)), as the runs' own `latency_json` does.
    func latencyFigures(_ n: SQLValue) throws(Failure) -> PoolReport.Latency {
        let summary = try query(
            "SELECT count(*) AS count, max(elapsed_ms) AS max FROM candidates WHERE \(Self.selectedRuns)", [n]
        ).first
        let count = Int(summary?.int("count") ?? 0)
        guard count > 0 else { return PoolReport.Latency(count: 0, p50: nil, p95: nil, max: nil) }
        func percentile(_ p: Double) throws(Failure) -> Double? {
            let offset = min(count - 1, Int((p * Double(count - 1)).rounded()))
            return try query(
                "SELECT elapsed_ms FROM candidates WHERE \(Self.selectedRuns) ORDER BY elapsed_ms LIMIT 1 OFFSET ?",
                [n, .integer(Int64(offset))]
            ).first?.double("elapsed_ms").map(PoolReport.roundMilliseconds)
        }
        return PoolReport.Latency(
            count: count, p50: try percentile(0.5), p95: try percentile(0.95),
            max: summary?.double("max").map(PoolReport.roundMilliseconds))
    }

    /// One entry per UTC day of the window: lines created and retired that day, and the active pool at its end.
    func growth(days: Int, now: Date) throws(Failure) -> [PoolReport.Day] {
        let today = Timestamp.parse(Timestamp.dayStart(now)) ?? now
        let dayNames = (0..<days).reversed().map { back in
            String(Timestamp.string(today.addingTimeInterval(-Double(back) * 86400)).prefix(10))
        }
        let windowStart = dayNames[0] + "T00:00:00Z"
        var added: [String: Int] = [:]
        for row in try query(
            "SELECT substr(created_at, 1, 10) AS day, count(*) AS n FROM lines WHERE created_at >= ? GROUP BY day",
            [.text(windowStart)])
        {
            added[row.string("day") ?? ""] = Int(row.int("n") ?? 0)
        }
        var retired: [String: Int] = [:]
        for row in try query(
            """
            SELECT substr(retired_at, 1, 10) AS day, count(*) AS n FROM lines
            WHERE status = 'retired' AND retired_at >= ? GROUP BY day
            """, [.text(windowStart)])
        {
            retired[row.string("day") ?? ""] = Int(row.int("n") ?? 0)
        }
        // Active at the start of the window: created before it and not retired before it.
        var size = Int(
            try query(
                """
                SELECT count(*) AS n FROM lines
                WHERE created_at < ? AND (status = 'active' OR retired_at IS NULL OR retired_at >= ?)
                """, [.text(windowStart), .text(windowStart)]
            ).first?.int("n") ?? 0)
        return dayNames.map { day in
            let a = added[day, default: 0]
            let r = retired[day, default: 0]
            size += a - r
            return PoolReport.Day(day: day, added: a, retired: r, size: size)
        }
    }
}

extension PoolQueries {
    /// Cumulative figures for the metrics file; `includePruned`: the pool has the counts retention removed.
    public func totals(includePruned: Bool) throws(Failure) -> PoolTotals {
        var candidates: [String: [String: Int]] = [:]
        for row in try query(
            "SELECT \(CandidateCounting.stageAndReason), count(*) AS n FROM candidates GROUP BY 1, 2", [])
        {
            candidates[row.string("stage") ?? "?", default: [:]][row.string("reason") ?? "?"] = Int(row.int("n") ?? 0)
        }
        if includePruned {
            for row in try query("SELECT stage, reason, count AS n FROM candidates_pruned", []) {
                candidates[row.string("stage") ?? "?", default: [:]][row.string("reason") ?? "?", default: 0] += Int(
                    row.int("n") ?? 0)
            }
        }
        let last = try query(
            "SELECT max(ended_at) AS last FROM runs WHERE status = 'finished' AND exit_code = 0", []
        ).first?.string("last")
        return PoolTotals(
            candidates: candidates, poolSize: try poolSize(),
            lastSuccess: last.flatMap(Timestamp.parse)?.timeIntervalSince1970)
    }

    /// Normalized-text hashes of every stored line, any status and locale.
    public func lineHashes() throws(Failure) -> Set<String> {
        Set(try query("SELECT text_hash FROM lines", []).compactMap { $0.string("text_hash") })
    }

    /// Normalized-text hashes of the reference lines of `locale`.
    public func referenceHashes(locale: LocaleCode) throws(Failure) -> Set<String> {
        Set(
            try query("SELECT text_hash FROM catalog WHERE locale = ?", [.text(locale.pool)]).compactMap {
                $0.string("text_hash")
            })
    }

    /// The newest `lines` pool lines of `locale` and its newest `rejected` drafts that got as far as novelty, judge
    /// or distinctiveness (the negative anchors' texts).
    public func recentTexts(locale: LocaleCode, lines: Int, rejected: Int) throws(Failure) -> (
        pool: [String], rejected: [String]
    ) {
        // The ids come from the locale index alone, as in `CatalogRows.newestRows(of:)`: sorting whole rows read every line of
        // the locale, vector included, into a sorter (20 ms of a fill's start on a 10,000-line pool).
        let pool = try query(
            """
            SELECT text FROM lines WHERE id IN (SELECT id FROM lines WHERE locale = ?1 ORDER BY id DESC LIMIT ?2)
            ORDER BY id DESC
            """, [.text(locale.pool), .integer(Int64(lines))]
        ).compactMap { $0.string("text") }
        let rej = try query(
            """
            SELECT text FROM candidates WHERE locale = ? AND accepted = 0 AND stage IN ('judge', 'distinctiveness', 'novelty')
            ORDER BY id DESC LIMIT ?
            """, [.text(locale.pool), .integer(Int64(rejected))]
        ).compactMap { $0.string("text") }
        return (pool, rej)
    }

    /// Active lines per locale.
    public func poolSize() throws(Failure) -> [String: Int] {
        var pool: [String: Int] = [:]
        for row in try query("SELECT locale, count(*) AS n FROM quotes GROUP BY locale", []) {
            pool[row.string("locale") ?? "?"] = Int(row.int("n") ?? 0)
        }
        return pool
    }

    /// The newest judge check of `backend`'s `model`, nil when there is none.
    public func latestJudgeCheck(backend: String, model: String) throws(Failure) -> JudgeCheckRecord? {
        guard let row = try query(JudgeCheckRecord.latestSQL, [.text(backend), .text(model)]).first else { return nil }
        return JudgeCheckRecord(
            checkedAt: row.string("checked_at").flatMap(Timestamp.parse) ?? Date(timeIntervalSince1970: 0),
            backend: row.string("backend") ?? backend, model: row.string("model") ?? model,
            dataset: row.string("dataset") ?? "", datasetSHA256: row.string("dataset_sha256") ?? "",
            lines: Int(row.int("lines") ?? 0), auc: row.double("auc") ?? 0, acceptGood: row.double("accept_good") ?? 0,
            acceptFlat: row.double("accept_flat") ?? 0, invalidRate: row.double("invalid_rate") ?? 0,
            secondsPerCall: row.double("seconds_per_call") ?? 0, minOverall: Int(row.int("min_overall") ?? 0))
    }

    /// The served columns of `quotes`, in order.
    public static var quoteColumns: String { "id, text, locale, mood, theme, word_count, created_at, model, run_id" }

    /// Rows of `quotes` (``quoteColumns``) as the readers return them.
    public func quoteRows(_ sql: String, _ parameters: [SQLValue]) throws(Failure) -> [QuoteRow] {
        try query(sql, parameters).map { row in
            QuoteRow(
                id: row.int("id") ?? 0, text: row.string("text") ?? "", locale: row.string("locale") ?? "",
                mood: row.string("mood"), theme: row.string("theme"), wordCount: Int(row.int("word_count") ?? 0),
                createdAt: row.string("created_at") ?? "", model: row.string("model") ?? "",
                runID: row.int("run_id") ?? 0)
        }
    }

    /// Active lines matching `filter`, newest first or in random order; `contains` writes the engine's test that a
    /// column holds a bound substring (ignoring case).
    public func quotes(_ filter: QuoteFilter, random: Bool, contains: (String) -> String) throws(Failure)
        -> [QuoteRow]
    {
        var clauses: [String] = []
        var params: [SQLValue] = []
        if let v = filter.locale { clauses.append("locale = ?"); params.append(.text(v.pool)) }
        // Mood and theme are words from the config's lists: `--mood Calm` finds the lines stored as calm.
        if let v = filter.mood { clauses.append("lower(mood) = lower(?)"); params.append(.text(v)) }
        if let v = filter.theme { clauses.append("lower(theme) = lower(?)"); params.append(.text(v)) }
        if let v = filter.text { clauses.append(contains("text")); params.append(.text(v)) }
        if let v = filter.since { clauses.append("created_at >= ?"); params.append(.text(v)) }
        let whereSQL = clauses.isEmpty ? "" : " WHERE " + clauses.joined(separator: " AND ")
        params.append(.integer(Int64(filter.limit)))
        let columns = Self.quoteColumns
        guard random else {
            return try quoteRows(
                "SELECT \(columns) FROM quotes\(whereSQL) ORDER BY created_at DESC, id DESC LIMIT ?", params)
        }
        // The ids are drawn first, from the locale index when the filter allows; shuffling whole rows would
        // read every line of the pool (17 MB of pages for 10,000 lines, vectors included) to return one.
        return try quoteRows(
            """
            SELECT \(columns) FROM quotes
            WHERE id IN (SELECT id FROM quotes\(whereSQL) ORDER BY random() LIMIT ?) ORDER BY random()
            """, params)
    }

    /// The line of the day for `locale` (see ``PoolReader/lineOfTheDay(locale:now:)``).
    public func lineOfTheDay(locale: LocaleCode, now: Date) throws(Failure) -> QuoteRow? {
        let dayStart = Timestamp.dayStart(now)
        // The eligible ids come from two covering indexes (locale and status; creation time), so no line's
        // row is read but the winner's.
        let ids = try query(
            "SELECT id FROM quotes WHERE locale = ? INTERSECT SELECT id FROM lines WHERE created_at < ?",
            [.text(locale.pool), .text(dayStart)]
        ).compactMap { $0.int("id") }
        // Rendezvous hashing: the line with the smallest hash of (day, locale, id) wins; adding lines
        // created later never changes the choice because they are not eligible today.
        let day = String(dayStart.prefix(10))
        guard
            let winner = ids.min(by: {
                ReadOnlyPool.rank(day: day, locale: locale.pool, id: $0)
                    < ReadOnlyPool.rank(day: day, locale: locale.pool, id: $1)
            })
        else { return nil }
        return try quoteRows("SELECT \(Self.quoteColumns) FROM quotes WHERE id = ?", [.integer(winner)]).first
    }

    /// The locales that have active lines, in order.
    public func locales() throws(Failure) -> [String] {
        try query("SELECT DISTINCT locale FROM quotes ORDER BY locale", []).compactMap { $0.string("locale") }
    }
}

extension PoolReport {
    static func roundMilliseconds(_ ms: Double) -> Double { (ms * 1000).rounded() / 1000 }
}

/// How a `candidates` row is counted in the metrics and in what retention prunes.
public enum CandidateCounting {
    /// The row's stage and reason as `stage`, `reason` columns: an accepted draft whose batch rolled back counts as
    /// `commit`/`rolled_back`, as the run's own counts do, never as accepted.
    public static let stageAndReason = """
        CASE WHEN stage = 'accepted' AND persistence = 'rolled_back' THEN 'commit' ELSE stage END AS stage, \
        CASE WHEN stage = 'accepted' AND persistence = 'rolled_back' THEN 'rolled_back' \
        ELSE coalesce(reason, 'accepted') END AS reason
        """
}
