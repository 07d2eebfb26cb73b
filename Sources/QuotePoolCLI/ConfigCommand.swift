import Foundation
import QuotePoolCore
import QuotePoolWorker

/// `quotepool config check|show|init`.
struct ConfigCommand {
    let console: Console
    let action: String
    let target: String?
    let configPath: String?

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(args, command: "config", valued: ["config"], flags: [])
        self.console = console
        guard let action = a.positionals.first, ["check", "show", "init"].contains(action) else {
            throw UsageError(message: "expected one of: check, show, init", command: "config")
        }
        self.action = action
        target = a.positionals.dropFirst().first
        if a.positionals.count > (action == "init" ? 2 : 1) {
            throw UsageError(message: "unexpected argument '\(a.positionals.last!)'", command: "config")
        }
        configPath = a.value("config")
    }

    func run() throws -> Int32 {
        switch action {
        case "init":
            let path = target ?? configPath ?? "quotepool.json5"
            do {
                try SafeFile.createNew(path, with: Array(ConfigRenderer.starterFile.utf8), mode: 0o644)
            } catch {
                throw CommandFailure(description: error.description, category: .cantCreate)
            }
            console.line("wrote \(path)")
            return 0
        case "show":
            let loaded = try ConfigLoader.load(explicit: configPath, environment: console.environment)
            console.line(ConfigRenderer.json(loaded.config))
            // `auto` names a rule, not a value: say on stderr (stdout stays JSON) what it resolves to here.
            let config = loaded.config
            let built = BackendFactory.make(config: config, environment: console.environment)
            let id = built.embedder?.id
            let thresholds = config.locales.map { locale in
                let t = NoveltyThresholds.effective(
                    configured: config.novelty.threshold, embedderID: id, locale: locale)
                return "\(locale) \(t)"
            }
            console.error(
                "effective: embedder \(id ?? "none") (embedder: \(config.embedder)), novelty.threshold "
                    + "\(config.novelty.threshold == nil ? "auto" : "as configured"): "
                    + thresholds.joined(separator: ", "))
            return 0
        default:
            let loaded = try ConfigLoader.load(explicit: configPath, environment: console.environment)
            // What fill reads beside the file: the taste model it names, and the backends it builds.
            _ = try TasteModels.resolve(loaded.config, file: loaded.file(for: "taste.model"))
            // A configured embedder that is not installed: the fill would fall back to builtin.
            for warning in BackendFactory.make(config: loaded.config, environment: console.environment).warnings {
                console.error("warning: \(warning)")
            }
            for name in [loaded.config.backend] + loaded.config.backends.keys.sorted() {
                let backend = BackendFactory.backend(
                    named: name, config: loaded.config, environment: console.environment)
                if let misconfigured = backend as? MisconfiguredBackend {
                    console.error("warning: backend \(name): \(misconfigured.problem) (a fill using it exits 78)")
                }
            }
            let from =
                loaded.sources.isEmpty
                ? "built-in defaults (no config file found)" : loaded.sources.joined(separator: ", ")
            console.line("config ok: \(from)")
            return 0
        }
    }
}
