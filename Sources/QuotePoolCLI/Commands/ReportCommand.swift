import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool report`: recent runs, the acceptance funnel, rejections, latency and the pool, read-only.
/// Opens the database with `mode=ro` and never writes it; `--html FILE` writes one self-contained page.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "report", abstract: "Recent runs: acceptance funnel, rejections, latency and pool growth (read-only)",
        options: [.value("runs"), .value("html"), .json] + OptionSpec.configAndDatabase, help: HelpText.report)

    let console: Console
    /// `--config` and `--db`.
    let place: PoolOptions
    let runs: Int
    let json: Bool
    let htmlPath: String?

    static let defaultRuns = 20
    static let maxRuns = 10_000
    /// Days of pool growth reported.
    static let growthDays = 30

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        a.noPositionals()
        console = context.console
        place = PoolOptions(a)
        runs = a.int("runs", range: 1...Self.maxRuns) ?? Self.defaultRuns
        json = a.has("json")
        if let html = a.value("html"), html.isEmpty { a.problem("--html needs a file name") }
        htmlPath = a.value("html")
    }

    /// The database to read: `--db`, else the config's `database` key alone.
    private var location: (database: String, passwordFile: String?)?

    mutating func validate() throws {
        let database = try place.readerDatabase(environment: console.environment)
        if let htmlPath, DatabasePath.isAmongFiles(of: database.database, htmlPath) {
            throw UsageError(
                message: "--html \(htmlPath) names the database \(database.database) or a file beside it; writing "
                    + "the page there would destroy the pool", command: "report")
        }
        location = database
    }

    func run() throws -> Int32 { try run(now: Date()) }

    func run(now: Date) throws -> Int32 {
        guard case let (database, passwordFile)? = location else { preconditionFailure("report runs after validate()") }
        let pool = try PoolOpener.reader(database, passwordFile: passwordFile)
        let report = try pool.report(runs: runs, days: Self.growthDays, now: now)
        if let htmlPath {
            let page = ReportHTML.render(report, database: database, generatedAt: now)
            do {
                try SafeFile.replace(htmlPath, with: Array(page.utf8), mode: 0o644)
            } catch {
                throw CommandFailure(description: "cannot write \(error.description)", category: .cantCreate)
            }
        }
        if json {
            console.line(QueryCommand.encode(ReportJSON(report), pretty: true))
        } else {
            console.out(EventLog.terminalSafeLines(Self.text(report)))
            if let htmlPath { console.line("HTML report written to \(htmlPath)") }
        }
        return ExitCode.ok
    }

    // MARK: Text

    static func text(_ r: ReadOnlyPool.Report) -> String {
        var out = "quotepool report: last \(r.runs.count) of \(r.totalRuns) runs, \(r.candidates) drafts\n"

        out += "\nRUNS (newest first)\n"
        if r.runs.isEmpty {
            out += "  (no runs yet)\n"
        } else {
            var t = TextTable(
                headers: [
                    "id", "started_at", "elapsed_s", "outcome", "exit", "readiness", "backend/model", "drafted",
                    "accepted", "drafts/min",
                ], right: [0, 2, 4, 7, 8, 9])
            for run in r.runs {
                t.add([
                    "\(run.id)", run.startedAt, run.elapsedSeconds.map { fixed($0, 2) } ?? "-",
                    outcomeLabel(run), run.exitCode.map { "\($0)" } ?? "-", run.readiness ?? "-",
                    "\(run.backend)/\(run.model)", "\(run.drafted)", "\(run.accepted)",
                    run.draftsPerMinute.map { fixed($0, 1) } ?? "-",
                ])
            }
            out += t.render()
        }

        out += "\nACCEPTANCE FUNNEL (drafts of these runs; reached = stopped at this stage or later)\n"
        if r.candidates == 0 {
            out += "  (no drafts recorded for these runs)\n"
        } else {
            var t = TextTable(headers: ["stage", "reached", "stopped", "of drafts"], right: [1, 2, 3])
            for s in r.funnel {
                t.add([s.stage, "\(s.reached)", "\(s.stopped)", percent(s.reached, of: r.candidates)])
            }
            out += t.render()
        }

        let rejected = r.rejectionsByReason.values.reduce(0, +)
        out += "\nREJECTIONS BY REASON (\(rejected) rejected)\n"
        out += countTable(r.rejectionsByReason, key: "reason", total: rejected, empty: "(no rejections)")
        out += "\nREJECTIONS BY LOCALE\n"
        out += countTable(r.rejectionsByLocale, key: "locale", total: rejected, empty: "(no rejections)")

        out += "\nLATENCY PER CANDIDATE (ms)\n"
        if let p50 = r.latency.p50, let p95 = r.latency.p95, let max = r.latency.max {
            var t = TextTable(headers: ["p50", "p95", "max", "candidates"], right: [0, 1, 2, 3])
            t.add([fixed(p50, 1), fixed(p95, 1), fixed(max, 1), "\(r.latency.count)"])
            out += t.render()
        } else {
            out += "  (no candidates)\n"
        }

        let active = r.poolSize.values.reduce(0, +)
        out += "\nPOOL SIZE (active lines)\n"
        if r.poolSize.isEmpty {
            out += "  (the pool is empty)\n"
        } else {
            var t = TextTable(headers: ["locale", "lines"], right: [1])
            for locale in r.poolSize.keys.sorted() { t.add([locale, "\(r.poolSize[locale]!)"]) }
            t.add(["total", "\(active)"])
            out += t.render()
        }

        out += "\nPOOL GROWTH (last \(r.poolGrowth.count) days, UTC; days with changes)\n"
        let changed = r.poolGrowth.filter { $0.added > 0 || $0.retired > 0 }
        if changed.isEmpty {
            out += "  (no lines created or retired in these days)\n"
        } else {
            var t = TextTable(headers: ["day", "added", "retired", "pool"], right: [1, 2, 3])
            for d in changed { t.add([d.day, "\(d.added)", "\(d.retired)", "\(d.size)"]) }
            out += t.render()
        }
        return out
    }

    static func outcomeLabel(_ run: ReadOnlyPool.Report.Run) -> String {
        (run.outcome ?? run.status) + (run.dryRun ? " (dry run)" : "")
    }

    static func countTable(_ counts: [String: Int], key: String, total: Int, empty: String) -> String {
        guard !counts.isEmpty else { return "  \(empty)\n" }
        var t = TextTable(headers: [key, "drafts", "share"], right: [1, 2])
        for (name, n) in sortedByCount(counts) { t.add([name, "\(n)", percent(n, of: total)]) }
        return t.render()
    }

    /// Largest first; ties by name, so the order is stable.
    static func sortedByCount(_ counts: [String: Int]) -> [(String, Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    static func percent(_ n: Int, of total: Int) -> String {
        total > 0 ? fixed(Double(n) * 100 / Double(total), 1) + "%" : "-"
    }
}

/// Columns padded to their widest cell; numeric columns right-aligned.
struct TextTable {
    var headers: [String]
    var right: Set<Int>
    var rows: [[String]] = []

    mutating func add(_ row: [String]) { rows.append(row) }

    func render(indent: String = "  ") -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { i in all.map { $0.indices.contains(i) ? $0[i].count : 0 }.max() ?? 0 }
        var out = ""
        for row in all {
            let cells = headers.indices.map { i -> String in
                let cell = row.indices.contains(i) ? row[i] : ""
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return right.contains(i) ? pad + cell : cell + pad
            }
            var line = indent + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}

/// The `--json` object: `runs`, `funnel`, `rejections`, `latency_ms`, `pool_size`, `pool_growth`; every key is there
/// whatever the pool holds (``Nullable``).
struct ReportJSON: Encodable {
    let runs: [Run]
    /// The same two counts the text shows: how many drafts reached each stage, and how many stopped there.
    let funnel: [String: [String: Int]]
    let rejections: Rejections
    let latencyMs: Latency
    let poolSize: [String: Int]
    let poolGrowth: [Day]

    init(_ report: ReadOnlyPool.Report) {
        runs = report.runs.map(Run.init)
        funnel = Dictionary(
            uniqueKeysWithValues: report.funnel.map { ($0.stage, ["reached": $0.reached, "stopped": $0.stopped]) })
        rejections = Rejections(byReason: report.rejectionsByReason, byLocale: report.rejectionsByLocale)
        latencyMs = Latency(
            p50: report.latency.p50, p95: report.latency.p95, max: report.latency.max,
            candidates: report.latency.count)
        poolSize = report.poolSize
        poolGrowth = report.poolGrowth.map { Day(day: $0.day, added: $0.added, retired: $0.retired, pool: $0.size) }
    }

    enum CodingKeys: String, CodingKey {
        case runs, funnel, rejections
        case latencyMs = "latency_ms"
        case poolSize = "pool_size"
        case poolGrowth = "pool_growth"
    }

    struct Run: Encodable {
        let id: Int64
        let startedAt: String
        @Nullable var endedAt: String?
        let status: String
        @Nullable var outcome: String?
        @Nullable var exitCode: Int?
        @Nullable var readiness: String?
        @Nullable var elapsedS: Double?
        let backend: String
        let model: String
        let drafted: Int
        let accepted: Int
        /// Rounded to two decimals.
        @Nullable var draftsPerMinute: Double?
        let dryRun: Bool

        init(_ run: ReadOnlyPool.Report.Run) {
            (id, startedAt, endedAt, status, outcome) = (run.id, run.startedAt, run.endedAt, run.status, run.outcome)
            (exitCode, readiness, elapsedS) = (run.exitCode, run.readiness, run.elapsedSeconds)
            (backend, model, drafted, accepted) = (run.backend, run.model, run.drafted, run.accepted)
            draftsPerMinute = run.draftsPerMinute.map { ($0 * 100).rounded() / 100 }
            dryRun = run.dryRun
        }

        enum CodingKeys: String, CodingKey {
            case id
            case startedAt = "started_at"
            case endedAt = "ended_at"
            case status, outcome
            case exitCode = "exit_code"
            case readiness
            case elapsedS = "elapsed_s"
            case backend, model, drafted, accepted
            case draftsPerMinute = "drafts_per_minute"
            case dryRun = "dry_run"
        }
    }

    struct Rejections: Encodable {
        let byReason: [String: Int]
        let byLocale: [String: Int]

        enum CodingKeys: String, CodingKey {
            case byReason = "by_reason"
            case byLocale = "by_locale"
        }
    }

    struct Latency: Encodable {
        @Nullable var p50: Double?
        @Nullable var p95: Double?
        @Nullable var max: Double?
        let candidates: Int
    }

    /// One day of the pool's growth, with the columns the text shows.
    struct Day: Encodable {
        let day: String
        let added: Int
        let retired: Int
        let pool: Int
    }
}
