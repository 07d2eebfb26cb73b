import Foundation
import QuotePoolCore
import QuotePoolWorker

/// `quotepool config check|show|init`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "config", abstract: "check | show | init: validate, print or create a config file",
        options: [.config], help: HelpText.config)

    let console: Console
    let action: String
    let target: String?
    let configPath: String?

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        console = context.console
        let action = a.positionals.first ?? ""
        if !["check", "show", "init"].contains(action) {
            a.problem("expected one of: check, show, init")
        } else if a.positionals.count > (action == "init" ? 2 : 1), let extra = a.positionals.last {
            a.problem("unexpected argument '\(extra)'")
        }
        self.action = action
        target = a.positionals.dropFirst().first
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
            let setup = ChainSetup(config: config, environment: console.environment)
            let id = setup.embedder?.id
            console.error(
                "effective: embedder \(id ?? "none") (embedder: \(config.embedder)), "
                    + NoveltyThresholds.summary(
                        configured: config.novelty.threshold, embedderID: id, locales: config.locales))
            return 0
        default:
            let loaded = try ConfigLoader.load(explicit: configPath, environment: console.environment)
            // What fill reads beside the file: the taste model it names, and the backends it builds.
            _ = try TasteModels.resolve(loaded.config, file: loaded.file(for: "taste.model"))
            // A configured embedder that is not installed: the fill would fall back to builtin.
            for warning in ChainSetup(config: loaded.config, environment: console.environment).warnings {
                console.error("warning: \(warning)")
            }
            // A backend a fill uses (to draft, to judge or to embed) that it could not build is an error here as
            // it is there; one that nothing uses only a warning.
            let config = loaded.config
            let direct = [config.backend, config.judge.backend ?? config.backend, config.embedder].filter {
                config.backends[$0] != nil
            }
            let used = Set(
                direct
                    + direct.flatMap { [config.backends[$0]?.primary, config.backends[$0]?.secondary] }
                    .compactMap { $0 })
            var problems: [String] = []
            for name in Set([config.backend] + config.backends.keys).sorted() {
                let backend = BackendFactory.backend(named: name, config: config, environment: console.environment)
                guard let misconfigured = backend as? MisconfiguredBackend else { continue }
                if used.contains(name) {
                    problems.append("backends.\(name): \(misconfigured.problem)")
                } else {
                    console.error("warning: backend \(name): \(misconfigured.problem) (a fill using it exits 78)")
                }
            }
            // Dictionaries a fill would load for the served locales (spelling.required makes a missing one fatal).
            let spelling = SpellingLoader(config: config.spelling).report(
                locales: config.locales, backend: config.backend)
            if spelling.refuses {
                problems.append(spelling.problems.map(\.description).joined(separator: "; ") + " (spelling.required)")
            } else if !spelling.problems.isEmpty {
                console.error("\(spelling.warns ? "warning" : "note"): \(spelling.message)")
            }
            guard problems.isEmpty else {
                throw CommandFailure(
                    description: problems.joined(separator: "; ") + " (a fill with this config exits 78)",
                    category: .config)
            }
            let from =
                loaded.sources.isEmpty
                ? "built-in defaults (no config file found)" : loaded.sources.joined(separator: ", ")
            console.line("config ok: \(from)")
            return 0
        }
    }
}
