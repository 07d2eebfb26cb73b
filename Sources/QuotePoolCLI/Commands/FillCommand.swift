import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import QuotePoolWorker

/// `quotepool fill`: the scheduled job.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "fill", abstract: "Draft, check and commit new lines within a time budget (the scheduled job)",
        options: [
            .value("budget"), .value("locale"), .seed, .value("max-accepted"), .config, .db, .value("host-id"),
            .flag("dry-run"), .json, .logFormat, .logLevel, .value("metrics-file"),
        ],
        help: HelpText.fill)

    let context: CommandContext
    var console: Console { context.console }
    /// `--config` and `--db`.
    let place: PoolOptions
    /// `--budget` in seconds; nil: the config's (or `$QUOTEPOOL_BUDGET`).
    let budget: Double?
    /// `--locale`, parsed and normalized (``LocaleCode``); nil: the config's.
    let locales: [LocaleCode]?
    let seed: UInt64?
    let maxAccepted: Int?
    let dryRun: Bool
    let json: Bool
    let logFormat: String?
    let logLevel: String?
    let metricsFile: String?
    /// `--host-id`: the name the run row records for this host (default: the machine's host name).
    let hostID: String?
    /// What ``validate()`` resolved: the run's settings, backends and budget.
    private var plan: Plan?

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        a.noPositionals()
        self.context = context
        place = PoolOptions(a)
        hostID = a.value("host-id")
        budget = a.budget("budget")
        locales = a.locales("locale")
        seed = a.seed()
        maxAccepted = a.int("max-accepted", range: 1...100_000_000)
        dryRun = a.has("dry-run")
        json = a.has("json")
        logFormat = a.choice("log-format", ["logfmt", "json"])
        logLevel = a.choice("log-level", ["error", "warn", "info", "debug"])
        metricsFile = a.value("metrics-file")
    }

    /// The fill as ``validate()`` resolved it.
    private struct Plan {
        var settings: Settings
        var config: Config
        var budget: Double
        var locales: [LocaleCode]
        /// What the chain is made of (``ChainSetup``).
        var setup: ChainSetup
        var metrics: MetricsFile?
    }

    mutating func validate() throws {
        var overridden: Set<String> = []
        if budget != nil { overridden.insert("budget") }
        if locales != nil { overridden.insert("locales") }
        if logFormat != nil { overridden.insert("log_format") }
        if logLevel != nil { overridden.insert("log_level") }
        if metricsFile != nil { overridden.insert("metrics_file") }
        let settings = try place.settings(environment: console.environment, overridden: overridden)
        var config = settings.config
        let locales = self.locales ?? config.locales
        config.locales = locales
        let metrics = (metricsFile ?? config.metricsFile).map(MetricsFile.init)
        if let metrics, metrics.clashes(with: settings.databasePath) {
            let problem =
                "names the database \(settings.databasePath) or a file beside it; writing metrics there would "
                + "destroy the pool"
            guard metricsFile == nil else {
                throw UsageError(message: "--metrics-file \(metrics.path) \(problem)", command: "fill")
            }
            throw ConfigError.invalidValue(
                file: settings.configSources.last ?? "config", keyPath: "metrics_file", value: metrics.path,
                allowed: "a file other than the database (it \(problem))")
        }
        let setup = try ChainSetup.resolve(
            config: config, environment: console.environment, tasteModelFile: settings.tasteModelFile)
        plan = Plan(
            settings: settings, config: config, budget: budget ?? config.budgetSeconds, locales: locales,
            setup: setup,
            metrics: metrics)
    }

    /// With `--json`, one summary object reaches stdout whatever happens, a usage or configuration error included
    /// (then with no run id: no run was recorded).
    static func failed(_ error: any Error, arguments: ParsedArguments, context: CommandContext) {
        // A failure of the job itself was summarized by run(), which knows the database and the budget.
        guard !(error is FillJob.Failure), !(error is Summarized) else { return }
        let console = context.console
        let summary = FillSummary(
            runID: nil, outcome: .failed, exitCode: ExitCodes.code(for: error),
            elapsedSeconds: (ContinuousClock.now - context.entered).inSeconds, drafted: 0, accepted: [:],
            rejected: [:], readiness: "unknown", seed: nil, dryRun: arguments.has("dry-run"),
            budgetSeconds: nil, committed: 0, database: nil, message: ExitCodes.message(for: error), poolSize: [:])
        if arguments.has("json") { console.line(encode(summary)) }
        // A configuration the fill could not read (78) is what the exit-code alert is for: when the command
        // line names the metrics file, it says so there too.
        // Without a configuration the database path is not known for sure: every place it could be is spared.
        let databases = [
            arguments.value("db"), console.environment["QUOTEPOOL_DB"],
            Settings.databasePath(nil, environment: console.environment), "quotepool.sqlite",
        ].compactMap { $0 }
        if let metrics = arguments.value("metrics-file").map(MetricsFile.init), !summary.dryRun,
            !databases.contains(where: metrics.clashes(with:))
        {
            do {
                try metrics.write(summary: summary, byStage: [:], totals: nil, target: nil, now: Date())
            } catch {
                console.err("quotepool: metrics file not written: \(error)\n")
            }
        }
    }

    /// An error the run already put in its summary object.
    private struct Summarized: Error, CustomStringConvertible, CategorizedError {
        var error: any CategorizedError & CustomStringConvertible
        var description: String { error.description }
        var category: FailureCategory { error.category }
    }

    func run() async throws -> Int32 {
        guard let plan else { preconditionFailure("fill runs after validate()") }
        let (settings, config, budget, locales, setup) = (
            plan.settings, plan.config, plan.budget, plan.locales, plan.setup
        )
        // The budget is measured from the process's start, as the scheduler that started it measures it.
        let deadline = Deadline(budget: budget, spent: (ContinuousClock.now - context.entered).inSeconds, clock: .live)
        let log = EventLog(
            format: format(config), level: EventLog.Level(rawValue: logLevel ?? config.logLevel) ?? .info,
            console: console, deadline: deadline)
        for warning in settings.warnings { log.handle(.warning(warning)) }
        var options = FillOptions(
            databasePath: settings.databasePath, budgetSeconds: budget, locales: locales, seed: seed,
            maxAccepted: maxAccepted, dryRun: dryRun, version: QuotePoolCLI.version, configHash: settings.configHash)
        options.passwordFile = settings.passwordFile
        options.hostID = hostID
        let crash = CrashPoint.from(console.environment)
        var job = FillJob(
            setup: setup, options: options, deadline: deadline,
            interruption: context.interruption
        ) {
            crash?.observe($0)
            log.handle($0)
            // Said once the run has an id, so these lines carry it like every other line of the run.
            if case .started = $0 {
                for note in setup.notes { log.handle(.note(note)) }
                for warning in setup.warnings { log.handle(.warning(warning)) }
            }
        }
        if let crash { job.beforeCommit = { crash.pass(.commit) } }
        let metrics = plan.metrics
        let pings = Pings(pinger: Pinger(config: config.healthcheck), enabled: !dryRun, deadline: deadline, log: log)
        let summary: FillSummary
        do {
            summary = try await job.run()
        } catch {
            // The run never started (lock held, database unusable): still one summary object for --json.
            let s = FillSummary(
                runID: nil, outcome: error.category == .tempFail ? .locked : .failed,
                exitCode: ExitCodes.code(for: error), elapsedSeconds: deadline.elapsed(), drafted: 0, accepted: [:],
                rejected: [:], readiness: "unknown", seed: seed, dryRun: dryRun, budgetSeconds: budget,
                committed: 0, database: settings.databasePath, message: error.description, poolSize: [:])
            if json { console.line(Self.encode(s)) }
            writeMetrics(metrics, summary: s, config: config, passwordFile: settings.passwordFile, log: log)
            await pings.finish(s.exitCode)
            throw Summarized(error: error)
        }
        if json { console.line(Self.encode(summary)) }
        writeMetrics(metrics, summary: summary, config: config, passwordFile: settings.passwordFile, log: log)
        await pings.finish(summary.exitCode)
        return summary.exitCode
    }

    /// The live progress line on a terminal, unless a format was asked for; else logfmt or JSON lines.
    func format(_ config: Config) -> EventLog.Format {
        if console.stderrIsTerminal && logFormat == nil && console.environment["QUOTEPOOL_LOG_FORMAT"] == nil {
            return .progress
        }
        return EventLog.Format(rawValue: logFormat ?? config.logFormat) ?? .logfmt
    }

    /// Writes the metrics file when one is configured; a failure to write it is logged and never fails
    /// the fill (the database is what matters).
    func writeMetrics(
        _ metrics: MetricsFile?, summary: FillSummary, config: Config, passwordFile: String?, log: EventLog
    ) {
        guard let metrics, !dryRun else { return }
        let totals = try? summary.database.map { try PoolOpener.reader($0, passwordFile: passwordFile).totals() }
        do {
            try metrics.write(
                summary: summary, byStage: summary.byStage, totals: totals, target: config.pool.targetPerLocale,
                now: Date())
        } catch {
            log.handle(.warning("metrics file not written: \(error)"))
        }
    }

    static func encode<T: Encodable>(_ value: T) -> String { JSONText.encode(value, pretty: false) }
}

/// The dead-man's-switch pings of one fill: the start ping runs beside the fill, the end ping gets what is left of
/// the budget plus 0.9 s.
struct Pings {
    let pinger: Pinger
    let log: EventLog
    let deadline: Deadline
    private let start: Task<String?, Never>?

    init(pinger: Pinger, enabled: Bool, deadline: Deadline, log: EventLog) {
        self.pinger = pinger
        self.log = log
        self.deadline = deadline
        start = enabled && pinger.isConfigured ? Task { await pinger.start() } : nil
    }

    func finish(_ code: Int32) async {
        guard let start else { return }
        if let problem = await start.value { log.handle(.warning("healthcheck start: \(problem)")) }
        if let problem = await pinger.finish(exitCode: code, timeout: max(0.2, deadline.remaining() + 0.9)) {
            log.handle(.warning("healthcheck end: \(problem)"))
        }
    }
}
