import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import QuotePoolWorker

/// `quotepool doctor`: the preconditions of a fill, checked without drafting. Exits with the code a fill
/// would exit with now (SPEC 6); a lock held by a live fill is reported and is not a failure.
struct DoctorCommand {
    let console: Console
    let configPath: String?
    let dbPath: String?
    let json: Bool

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(args, command: "doctor", valued: ["config", "db"], flags: ["json"])
        try a.noPositionals()
        self.console = console
        configPath = a.value("config")
        dbPath = a.value("db")
        json = a.has("json")
    }

    struct Check: Encodable {
        var name: String
        var status: String  // ok, warn, fail
        var message: String
        var exitCode: Int32

        enum CodingKeys: String, CodingKey {
            case name, status, message
            case exitCode = "exit_code"
        }
    }

    func run() async -> Int32 {
        var checks: [Check] = []
        func add(_ name: String, _ code: Int32, _ message: String, warn: Bool = false) {
            checks.append(
                Check(name: name, status: code == 0 ? (warn ? "warn" : "ok") : "fail", message: message, exitCode: code)
            )
        }

        // Config.
        let settings: Settings
        do {
            settings = try Settings.load(configPath: configPath, dbPath: dbPath, environment: console.environment)
            let from =
                settings.configSources.isEmpty ? "built-in defaults" : settings.configSources.joined(separator: ", ")
            add("config", 0, "valid (\(from))")
        } catch {
            add("config", ExitCode.config, "\(error.description); fix the file, then run quotepool config check")
            return report(checks)
        }
        let config = settings.config
        do {
            _ = try TasteModels.resolve(config)
        } catch {
            add("taste", ExitCode.config, error.description)
        }

        // Database and lock.
        checks += Self.databaseChecks(path: settings.databasePath)

        // Backends: the configured one, and every other one in the config.
        let built = BackendFactory.make(config: config, environment: console.environment)
        for warning in built.warnings { add("embedder", 0, warning, warn: true) }
        var names = [config.backend]
        names += config.backends.keys.sorted().filter { $0 != config.backend }
        for name in names {
            let backend =
                name == config.backend
                ? built.backend : BackendFactory.backend(named: name, config: config, environment: console.environment)
            let r = await backend.readiness(locales: config.locales)
            let used = name == config.backend
            // Only the backend a fill drafts with decides the exit code; the others are information.
            let code = used ? r.state.exitCode : 0
            add(
                "backend \(name)\(used ? "" : " (not used by fill)")", code, "\(r.state.rawValue): \(r.message)",
                warn: !used && r.state != .ready)
        }
        return report(checks)
    }

    /// Opens (or would create) the database and reads its state without writing.
    static func databaseChecks(path: String) -> [Check] {
        var out: [Check] = []
        let fm = FileManager.default
        let dir =
            (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        if !fm.fileExists(atPath: path) {
            var isDir: ObjCBool = false
            if !fm.fileExists(atPath: dir, isDirectory: &isDir) || !isDir.boolValue {
                out.append(
                    Check(
                        name: "database", status: "fail",
                        message: "directory \(dir) does not exist; create it (or fix --db / QUOTEPOOL_DB)",
                        exitCode: ExitCode.cantCreate))
            } else if !fm.isWritableFile(atPath: dir) {
                out.append(
                    Check(
                        name: "database", status: "fail",
                        message:
                            "\(path) does not exist and \(dir) is not writable, so a fill cannot create it; fix the directory's owner or mode",
                        exitCode: ExitCode.cantCreate))
            } else {
                out.append(
                    Check(
                        name: "database", status: "ok",
                        message: "\(path) does not exist yet; the first fill creates it", exitCode: 0))
            }
            return out
        }
        if !fm.isWritableFile(atPath: path) || !fm.isWritableFile(atPath: dir) {
            out.append(
                Check(
                    name: "database", status: "fail",
                    message:
                        "\(path) (or its directory) is not writable by this user; a fill needs to write it and its -wal/-shm files",
                    exitCode: ExitCode.cantCreate))
        }
        do {
            let pool = try ReadOnlyPool(path: path)
            let details = try pool.health()
            let status = details.quickCheck == "ok" ? "ok" : "fail"
            out.append(
                Check(
                    name: "database", status: status,
                    message:
                        "\(path): schema v\(details.schemaVersion), journal \(details.journalMode), quick_check \(details.quickCheck), \(details.activeLines) active lines",
                    exitCode: status == "ok" ? 0 : ExitCode.cantCreate))
        } catch {
            out.append(
                Check(
                    name: "database", status: "fail", message: error.description,
                    exitCode: ExitCode.of(error) == ExitCode.noInput ? ExitCode.cantCreate : ExitCode.of(error)))
        }
        if let free = try? fm.attributesOfFileSystem(forPath: dir)[.systemFreeSize] as? Int64 {
            let mb = free / (1 << 20)
            out.append(
                Check(name: "disk", status: mb < 64 ? "warn" : "ok", message: "\(mb) MiB free in \(dir)", exitCode: 0))
        }
        if let holder = FillLock.holder(databasePath: path) {
            out.append(
                Check(
                    name: "lock", status: "warn",
                    message: "a fill is running (\(holder)); a new fill would wait for the next run", exitCode: 0))
        } else {
            out.append(Check(name: "lock", status: "ok", message: "no fill is running", exitCode: 0))
        }
        return out
    }

    private func report(_ checks: [Check]) -> Int32 {
        let code = checks.first(where: { $0.exitCode != 0 })?.exitCode ?? 0
        if json {
            struct Report: Encodable {
                var exit_code: Int32
                var checks: [Check]
            }
            console.line(FillCommand.encode(Report(exit_code: code, checks: checks)))
        } else {
            for c in checks {
                console.line("\(c.status.padding(toLength: 5, withPad: " ", startingAt: 0)) \(c.name): \(c.message)")
            }
            console.line(code == 0 ? "a fill would run now (exit 0)" : "a fill would exit \(code) now")
        }
        return code
    }
}
