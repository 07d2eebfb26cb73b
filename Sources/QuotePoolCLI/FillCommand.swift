import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import QuotePoolWorker

/// `quotepool fill`: the scheduled job.
struct FillCommand {
    let console: Console
    let configPath: String?
    let dbPath: String?
    let budgetText: String?
    let localesText: String?
    let seed: UInt64?
    let maxAccepted: Int?
    let dryRun: Bool
    let json: Bool
    let logFormat: String?
    let metricsFile: String?

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(
            args, command: "fill",
            valued: ["budget", "locale", "seed", "max-accepted", "config", "db", "log-format", "metrics-file"],
            flags: ["dry-run", "json"])
        try a.noPositionals()
        self.console = console
        configPath = a.value("config")
        dbPath = a.value("db")
        budgetText = a.value("budget")
        localesText = a.value("locale")
        if let raw = a.value("seed") {
            guard let s = UInt64(raw) else {
                throw UsageError(message: "--seed must be a non-negative integer, got '\(raw)'", command: "fill")
            }
            seed = s
        } else {
            seed = nil
        }
        maxAccepted = try a.int("max-accepted", range: 1...100_000_000)
        dryRun = a.has("dry-run")
        json = a.has("json")
        logFormat = try a.choice("log-format", ["logfmt", "json"])
        metricsFile = a.value("metrics-file")
    }

    /// - Parameter entered: when the command line began to be handled; the time spent since (config, lexicons)
    ///   counts against the budget, as the scheduler that started the process counts it.
    func run(interruption: Interruption, entered: ContinuousClock.Instant = .now) async throws -> Int32 {
        let settings = try Settings.load(configPath: configPath, dbPath: dbPath, environment: console.environment)
        var config = settings.config
        var budget = config.budgetSeconds
        if let budgetText {
            do {
                budget = try Budget.seconds(from: budgetText)
            } catch {
                throw UsageError(message: "--budget: \(error.description)", command: "fill")
            }
        }
        var locales = config.locales
        if let localesText {
            locales = localesText.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !locales.isEmpty else {
                throw UsageError(message: "--locale needs at least one locale", command: "fill")
            }
            config.locales = locales
        }
        let built = BackendFactory.make(config: config, environment: console.environment)
        let format: EventLog.Format =
            console.stderrIsTerminal && logFormat == nil && console.environment["QUOTEPOOL_LOG_FORMAT"] == nil
            ? .progress : EventLog.Format(rawValue: logFormat ?? config.logFormat) ?? .logfmt
        let log = EventLog(format: format, console: console, budget: budget)
        var options = FillOptions(
            databasePath: settings.databasePath, budgetSeconds: budget, locales: locales, seed: seed,
            maxAccepted: maxAccepted, dryRun: dryRun, version: QuotePoolCLI.version, configHash: settings.configHash)
        options.spentBeforeStart = (ContinuousClock.now - entered).inSeconds
        let crash = CrashPoint.from(console.environment)
        var job = FillJob(config: config, options: options, backend: built.backend, interruption: interruption) {
            crash?.observe($0)
            log.handle($0)
        }
        if let crash { job.beforeCommit = { crash.pass(.commit) } }
        job.embedder = built.embedder
        job.tasteModel = try TasteModels.resolve(config)
        for warning in built.warnings { log.handle(.note(warning)) }
        let started = Date()
        let metrics = (metricsFile ?? config.metricsFile).map(MetricsFile.init)
        // The start ping runs beside the fill; the end ping gets what is left of budget + 0.9 s.
        let pinger = Pinger(config: config.healthcheck)
        let startPing = Task { dryRun ? nil : await pinger.start() }
        func endPing(_ code: Int32) async {
            guard !dryRun, pinger.isConfigured else { return }
            if let problem = await startPing.value { log.handle(.note("healthcheck start: \(problem)")) }
            let left = budget + 0.9 - Date().timeIntervalSince(started)
            if let problem = await pinger.finish(exitCode: code, timeout: max(0.2, left)) {
                log.handle(.note("healthcheck end: \(problem)"))
            }
        }
        let summary: FillSummary
        do {
            summary = try await job.run()
        } catch {
            // The run never started (lock held, database unusable): still one summary object for --json.
            let code = ExitCode.of(error)
            let s = FillSummary(
                runID: nil, outcome: code == ExitCode.tempFail ? "locked" : "failed", exitCode: code,
                elapsedSeconds: Date().timeIntervalSince(started), drafted: 0, accepted: [:], rejected: [:],
                readiness: "unknown", seed: seed ?? 0, dryRun: dryRun, budgetSeconds: budget, committed: 0,
                database: settings.databasePath, message: error.description, poolSize: [:])
            if json { console.line(Self.encode(s)) }
            writeMetrics(metrics, summary: s, log: log)
            await endPing(code)
            throw error
        }
        if json { console.line(Self.encode(summary)) }
        writeMetrics(metrics, summary: summary, log: log)
        await endPing(summary.exitCode)
        return summary.exitCode
    }

    /// Writes the metrics file when one is configured; a failure to write it is logged and never fails
    /// the fill (the database is what matters).
    func writeMetrics(_ metrics: MetricsFile?, summary: FillSummary, log: EventLog) {
        guard let metrics, !dryRun else { return }
        let totals = try? ReadOnlyPool(path: summary.database).totals()
        do {
            try metrics.write(summary: summary, byStage: summary.byStage, totals: totals, now: Date())
        } catch {
            log.handle(.note("metrics file not written: \(error)"))
        }
    }

    static func encode<T: Encodable>(_ value: T) -> String { JSONText.encode(value, pretty: false) }
}
