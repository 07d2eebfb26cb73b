import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolPostgres
import QuotePoolStore
import QuotePoolWorker

/// `quotepool doctor`: the preconditions of a fill, checked without drafting. Exits with the code a fill
/// would exit with now (SPEC 6); a lock held by a live fill is reported and is not a failure.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "doctor", abstract: "Check config, database, lock and backends without drafting",
        options: OptionSpec.configAndDatabase + [.json], help: HelpText.doctor)

    let console: Console
    /// `--config` and `--db`.
    let place: PoolOptions
    let json: Bool

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        a.noPositionals()
        console = context.console
        place = PoolOptions(a)
        json = a.has("json")
    }

    /// One precondition of a fill and what a fill would make of it: nothing (`ok`, `warn`), or a failure of a
    /// ``FailureCategory``, whose exit code comes from the one map (``ExitCode/of(_:)``), as a fill's would.
    struct Check {
        var name: String
        var message: String
        /// Why a fill would fail on this; nil when it would not.
        var failure: FailureCategory?
        /// Worth knowing, but no failure.
        var warn = false

        init(_ name: String, _ message: String, failure: FailureCategory? = nil, warn: Bool = false) {
            self.name = name
            self.message = message
            self.failure = failure
            self.warn = warn
        }

        /// `ok`, `warn` or `fail`.
        var status: String { failure != nil ? "fail" : warn ? "warn" : "ok" }
        var exitCode: Int32 { failure.map(ExitCode.of) ?? ExitCode.ok }

        /// What `--json` shows of the check.
        struct JSON: Encodable {
            let name, status, message: String
            let exit_code: Int32
        }

        var json: JSON { JSON(name: name, status: status, message: message, exit_code: exitCode) }
    }

    func run() async -> Int32 {
        var checks: [Check] = []
        func add(_ name: String, _ failure: FailureCategory?, _ message: String, warn: Bool = false) {
            checks.append(Check(name, message, failure: failure, warn: warn))
        }

        // Config.
        let settings: Settings
        do {
            settings = try place.settings(environment: console.environment)
            let from =
                settings.configSources.isEmpty ? "built-in defaults" : settings.configSources.joined(separator: ", ")
            add("config", nil, "valid (\(from))")
            for warning in settings.warnings { add("config", nil, warning, warn: true) }
        } catch {
            add("config", error.category, "\(error.description); \(Self.hint(error))")
            return report(checks)
        }
        let config = settings.config
        do {
            _ = try TasteModels.resolve(config, file: settings.tasteModelFile)
        } catch {
            add("taste", error.category, error.description)
        }

        // Database and lock.
        checks +=
            PoolOpener.isServer(settings.databasePath)
            ? Self.serverChecks(settings.databasePath, passwordFile: settings.passwordFile)
            : Self.databaseChecks(path: settings.databasePath)

        // Backends: the configured one, and every other one in the config.
        let setup = ChainSetup(config: config, environment: console.environment)
        // A note says which embedder `auto` chose; a warning names one configured or installed that cannot be used.
        for note in setup.notes { add("embedder", nil, note) }
        for warning in setup.warnings { add("embedder", nil, warning, warn: true) }
        if let embedder = setup.embedder {
            add(
                "embedder", nil,
                "novelty uses \(embedder.id) (embedder: \(config.embedder)); "
                    + NoveltyThresholds.summary(
                        configured: config.novelty.threshold, embedderID: embedder.id, locales: config.locales))
        }
        var names = [config.backend]
        names += config.backends.keys.sorted().filter { $0 != config.backend }
        for name in names {
            let backend =
                name == config.backend
                ? setup.backend : BackendFactory.backend(named: name, config: config, environment: console.environment)
            let r = await backend.readiness(locales: config.locales, deadline: Deadline(budget: 20, clock: .live))
            let used = name == config.backend
            // Only the backend a fill drafts with decides the exit code; the others are information.
            let hint = r.state == .ready ? "" : "; " + Self.hint(r.state)
            add(
                "backend \(name)\(used ? "" : " (not used by fill)")", used ? r.state.category : nil,
                "\(r.state.rawValue): \(r.message)\(hint)", warn: !used && r.state != .ready)
        }
        let spelling = SpellingLoader(config: config.spelling).report(locales: config.locales, backend: config.backend)
        add("spelling", spelling.refuses ? .config : nil, spelling.message, warn: spelling.warns)
        let (message, warn) = Self.judgeCheck(
            setup.judge, config: config, database: settings.databasePath, passwordFile: settings.passwordFile)
        add("judge", nil, message, warn: warn)
        return report(checks)
    }

    /// Who judges a fill, and under `judge.require_auc` whether its newest check lets it (information, never the
    /// exit code: a judge that has not passed is replaced by the fallback, and the fill still runs).
    static func judgeCheck(_ choice: JudgeChoice, config: Config, database: String, passwordFile: String?) -> (
        String, Bool
    ) {
        guard choice.isModel else { return ("the fallback scorer judges (\(choice.model))", false) }
        let name = "model judge \(choice.backend) (\(choice.model))"
        let latest =
            PoolOpener.isServer(database) || FileManager.default.fileExists(atPath: database)
            ? (try? PoolOpener.reader(database, passwordFile: passwordFile).latestJudgeCheck(
                backend: choice.backend, model: choice.model)) ?? nil : nil
        let last = latest.map { "last judge check: ROC AUC \(String(format: "%.3f", $0.auc)) on \($0.lines) lines" }
        let gated = choice.gated(required: config.judge.requireAUC, latest: latest)
        if let note = gated.note { return (note, true) }
        return (name + (last.map { "; \($0)" } ?? "; never checked (quotepool judge check)"), false)
    }

    /// Opens (or would create) the database and reads its state without writing.
    /// A PostgreSQL pool: reachable and the login accepted, the schema ours and not newer, and the privileges a fill
    /// needs; never writes (the first fill creates the schema).
    static func serverChecks(_ database: String, passwordFile: String?) -> [Check] {
        do {
            let pool = try PoolOpener.reader(database, passwordFile: passwordFile)
            let details = try pool.health()
            let missing = (try? (pool as? PostgresPool)?.missingWriterPrivileges()) ?? []
            guard missing.isEmpty else {
                return [
                    Check(
                        "database",
                        "\(database): this role lacks \(missing.joined(separator: ", ")); a fill needs them "
                            + "(see docs/operations.md, PostgreSQL roles)", failure: .cantCreate)
                ]
            }
            return [
                Check(
                    "database",
                    "\(database): PostgreSQL, schema v\(details.schemaVersion), \(details.activeLines) active lines; "
                        + "several fills may run at once")
            ]
        } catch .empty {
            return [Check("database", "\(database) holds no pool yet; the next fill creates its schema")]
        } catch {
            return [Check("database", error.description, failure: Self.asWriter(error.category))]
        }
    }

    static func databaseChecks(path: String) -> [Check] {
        var out: [Check] = []
        let fm = FileManager.default
        let dir =
            (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        // A directory this user may not search hides the file: `fileExists` is false then, and must not
        // be reported as "does not exist".
        var info = stat()
        if stat(path, &info) != 0 && errno == EACCES {
            out.append(
                Check(
                    "database",
                    "cannot look into \(dir) (permission denied), so \(path) cannot be opened; run doctor as the user "
                        + "the fill runs as, or give this user access to the directory (readers: add them to its group)",
                    failure: .cantCreate))
            return out
        }
        if !fm.fileExists(atPath: path) {
            var isDir: ObjCBool = false
            if !fm.fileExists(atPath: dir, isDirectory: &isDir) || !isDir.boolValue {
                out.append(
                    Check(
                        "database", "directory \(dir) does not exist; create it (or fix --db / QUOTEPOOL_DB)",
                        failure: .cantCreate))
            } else if !fm.isWritableFile(atPath: dir) {
                out.append(
                    Check(
                        "database",
                        "\(path) does not exist and \(dir) is not writable, so a fill cannot create it; fix the "
                            + "directory's owner or mode", failure: .cantCreate))
            } else {
                out.append(Check("database", "\(path) does not exist yet; the first fill creates it"))
            }
            return out
        }
        // A fill writes the file, its directory (journal files), and the -wal, -shm and lock files beside it.
        let unwritable = [path, dir, path + "-wal", path + "-shm", path + ".lock"].filter {
            ($0 == path || $0 == dir || fm.fileExists(atPath: $0)) && !fm.isWritableFile(atPath: $0)
        }
        if !unwritable.isEmpty {
            out.append(
                Check(
                    "database",
                    "not writable by this user: \(unwritable.joined(separator: ", ")); a fill writes the database, its "
                        + "directory and its -wal, -shm and lock files, so run doctor as the user the fill runs as, or "
                        + "fix their owner or mode", failure: .cantCreate))
        }
        do {
            let pool: any PoolReader = try ReadOnlyPool(path: path)
            let details = try pool.health()
            out.append(
                Check(
                    "database",
                    "\(path): schema v\(details.schemaVersion), journal \(details.journalMode), quick_check "
                        + "\(details.quickCheck), \(details.activeLines) active lines",
                    failure: details.quickCheck == "ok" ? nil : .cantCreate))
        } catch .empty {
            out.append(Check("database", "\(path) holds no pool yet; the next fill creates its schema"))
        } catch {
            out.append(Check("database", error.description + hint(error), failure: asWriter(error.category)))
        }
        if let free = try? fm.attributesOfFileSystem(forPath: dir)[.systemFreeSize] as? Int64 {
            let mb = free / (1 << 20)
            out.append(Check("disk", "\(mb) MiB free in \(dir)", warn: mb < 64))
        }
        if let holder = FillLock.holder(databasePath: path) {
            out.append(
                Check("lock", "a fill is running (\(holder)); a new fill would wait for the next run", warn: true))
        } else {
            out.append(Check("lock", "no fill is running"))
        }
        return out
    }

    /// A failure to read the pool, as a fill (a writer) would meet it: a file it cannot read is a file it cannot
    /// open for writing either.
    static func asWriter(_ category: FailureCategory) -> FailureCategory {
        category == .noInput ? .cantCreate : category
    }

    /// What to do about a config that does not load.
    static func hint(_ error: ConfigError) -> String {
        switch error {
        case .notFound:
            "fix --config or QUOTEPOOL_CONFIG, or write a starter file with quotepool config init"
        case .unreadable:
            "make it a file the fill's user can read (check its owner and mode), then run quotepool config check"
        case .environment:
            "fix or unset the variable"
        default:
            "fix the file, then run quotepool config check"
        }
    }

    /// What to do about a backend that is not ready.
    static func hint(_ state: Readiness) -> String {
        switch state {
        case .ready: ""
        case .unreachable: "start the server, or fix base_url; a fill now exits 75 and the scheduler retries"
        case .modelLoading: "wait until the server has loaded the model; a fill now exits 75 and the scheduler retries"
        case .modelMissing: "load the model on the server, or fix model in the backend's config"
        case .localeUnsupported: "drop the locale, or choose a backend that writes it"
        case .unauthorized: "check the API key named by api_key_env or api_key_file"
        case .misconfigured: "fix the backend's config, then run quotepool config check"
        }
    }

    /// What to do about a database that does not open, where the store's message does not already say.
    static func hint(_ error: StoreError) -> String {
        switch error {
        case .notOurs: "; point --db or QUOTEPOOL_DB at the quotepool database, or move this file out of the way"
        case .cannotOpen: "; check the path, its owner and its mode"
        default: ""
        }
    }

    /// The last line: what a fill started now would do.
    static func verdict(code: Int32, running: Bool) -> String {
        switch (code, running) {
        case (0, false): "a fill would run now (exit 0)"
        case (0, true):
            "a fill is running now, so a second one would exit \(ExitCode.tempFail) and the scheduler would retry; "
                + "everything else is ready (exit 0)"
        default: "a fill would exit \(code) now"
        }
    }

    private func report(_ checks: [Check]) -> Int32 {
        let code = checks.first(where: { $0.failure != nil })?.exitCode ?? ExitCode.ok
        if json {
            struct Report: Encodable {
                var exit_code: Int32
                var checks: [Check.JSON]
            }
            console.line(FillCommand.encode(Report(exit_code: code, checks: checks.map(\.json))))
        } else {
            for c in checks {
                // A server's model list or message is shown as text, never as escape sequences.
                console.line(
                    "\(c.status.padding(toLength: 5, withPad: " ", startingAt: 0)) \(EventLog.terminalSafe(c.name)): "
                        + EventLog.terminalSafe(c.message))
            }
            console.line(
                Self.verdict(code: code, running: checks.contains { $0.name == "lock" && $0.status == "warn" }))
        }
        return code
    }
}
