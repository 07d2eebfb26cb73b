import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels

/// Builds the configured backend and embedder.
///
/// A backend whose config cannot be resolved (no key in the named variable, an unsafe key file) is
/// still built, as one that reports `misconfigured` at readiness: the fill records that outcome and
/// exits 78 instead of failing before a run row exists.
public enum BackendFactory {
    public struct Built: Sendable {
        public var backend: any Backend
        public var embedder: (any LineEmbedder)?
        /// Who judges (`judge.backend`).
        public var judge: JudgeChoice
        /// Things the operator should act on (a configured embedder that is not installed, say).
        public var warnings: [String]
        /// Things worth knowing that need no action (which embedder `embedder: "auto"` chose, and why not a better one).
        public var notes: [String] = []
    }

    public static func make(config: Config, environment: [String: String]) -> Built {
        var warnings: [String] = []
        var notes: [String] = []
        let backend = backend(named: config.backend, config: config, environment: environment)
        let embedder: (any LineEmbedder)?
        switch config.embedder {
        case "auto":
            embedder = best(config: config, environment: environment, warnings: &warnings, notes: &notes)
        case "builtin":
            embedder = BuiltinEmbedder(HashedEmbedder())
        case "minilm":
            embedder = inProcess(
                "minilm", config: config, warnings: &warnings,
                directory: MiniLMEmbedder.defaultDirectory(environment: environment), load: MiniLMEmbedder.init)
        case "e5":
            embedder = inProcess(
                "e5", config: config, warnings: &warnings,
                directory: E5Embedder.defaultDirectory(environment: environment), load: E5Embedder.init)
        case "use":
            embedder = inProcess(
                "use", config: config, warnings: &warnings,
                directory: USEEmbedder.defaultDirectory(environment: environment), load: USEEmbedder.init)
        case let name:
            if let openai = Self.backend(named: name, config: config, environment: environment) as? OpenAIBackend {
                embedder = openai.embedder
            } else {
                warnings.append("embedder \(name) is not an openai backend; using the builtin embedder")
                embedder = BuiltinEmbedder(HashedEmbedder())
            }
        }
        return Built(
            backend: backend, embedder: embedder,
            judge: judge(config: config, backend: backend, environment: environment),
            warnings: warnings, notes: notes)
    }

    /// The judge `judge.backend` names: the fallback scorer, another backend's model judge, or (by default) the
    /// drafting backend's.
    public static func judge(config: Config, backend: any Backend, environment: [String: String]) -> JudgeChoice {
        switch config.judge.backend {
        case nil: JudgeChoice(backend: backend)
        case "fallback": .fallback
        case let name?: JudgeChoice(backend: Self.backend(named: name, config: config, environment: environment))
        }
    }

    /// The in-process embedders `embedder: "auto"` tries, best first, with where each is installed by default.
    static func autoCandidates(environment: [String: String]) -> [(
        name: String, directory: URL, load: (URL) throws -> any LineEmbedder
    )] {
        [
            ("use", USEEmbedder.defaultDirectory(environment: environment), USEEmbedder.init),
            ("e5", E5Embedder.defaultDirectory(environment: environment), E5Embedder.init),
        ]
    }

    /// `embedder: "auto"`: the best embedder installed (use, else e5, else builtin), from `embedder_dir` or each
    /// one's default place, and one note that says which was chosen and why the better ones were not. Files that
    /// are not installed are no fault; files that are there but cannot be loaded are a warning.
    private static func best(
        config: Config, environment: [String: String], warnings: inout [String], notes: inout [String]
    ) -> any LineEmbedder {
        var passed: [String] = []
        for candidate in autoCandidates(environment: environment) {
            do {
                let embedder = try candidate.load(
                    config.embedderDir.map { URL(fileURLWithPath: $0) } ?? candidate.directory)
                notes.append(
                    "embedder auto: using \(candidate.name) (\(embedder.id))"
                        + (passed.isEmpty ? "" : "; " + passed.joined(separator: "; ")))
                return embedder
            } catch EmbedderFileError.missingFile(let path, let name) {
                passed.append("\(name) is not installed (no \(path); scripts/install-embedder.sh \(name) installs it)")
            } catch {
                warnings.append("embedder auto: \(candidate.name) is installed but cannot be used: \(error)")
                passed.append("\(candidate.name) cannot be used")
            }
        }
        let builtin = BuiltinEmbedder(HashedEmbedder())
        notes.append("embedder auto: using builtin (\(builtin.id)); " + passed.joined(separator: "; "))
        return builtin
    }

    /// An in-process embedder loaded from `embedder_dir`, else its default `directory`; when its files are
    /// missing or damaged, the builtin embedder and a warning that says why (quotepool never downloads them).
    private static func inProcess(
        _ name: String, config: Config, warnings: inout [String], directory: URL,
        load: (URL) throws -> any LineEmbedder
    ) -> any LineEmbedder {
        do {
            return try load(config.embedderDir.map { URL(fileURLWithPath: $0) } ?? directory)
        } catch {
            warnings.append("embedder \(name) unavailable: \(error); using the builtin embedder")
            return BuiltinEmbedder(HashedEmbedder())
        }
    }

    /// The backend called `name` in `config` (`builtin` is the embedded one).
    public static func backend(named name: String, config: Config, environment: [String: String]) -> any Backend {
        if name == "builtin" { return BuiltinBackend() }
        guard let entry = config.backends[name] else {
            return MisconfiguredBackend(name: name, problem: "no backend named \(name) in backends")
        }
        switch entry.kind {
        case "openai":
            do {
                let endpoint = try OpenAIEndpoint(name: name, config: entry, environment: environment)
                return OpenAIBackend(endpoint: endpoint, gate: config.gate)
            } catch {
                return MisconfiguredBackend(name: name, problem: error.problem)
            }
        case "hybrid":
            guard let p = entry.primary, let s = entry.secondary,
                let primary = Self.backend(named: p, config: config, environment: environment) as? OpenAIBackend,
                let secondary = Self.backend(named: s, config: config, environment: environment) as? OpenAIBackend
            else {
                return MisconfiguredBackend(
                    name: name, problem: "primary and secondary must name openai backends whose config is complete")
            }
            return HybridBackend(name: name, primary: primary, secondary: secondary, mode: entry.mode ?? "prefer_local")
        default:
            return MisconfiguredBackend(name: name, problem: "unknown kind \(entry.kind)")
        }
    }
}

/// A backend whose configuration cannot be used: readiness says `misconfigured` with the reason, and a
/// fill drafts nothing.
public struct MisconfiguredBackend: Backend {
    public let name: String
    public let problem: String
    public var model: String { "none" }
    public var promptVersion: String { "none" }
    public var drafter: any Drafter { BuiltinComposer(lexicons: [:]) }
    public var judge: (any LineJudge)? { nil }
    public var embedder: (any LineEmbedder)? { nil }

    public func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        ReadinessReport(backend: name, state: .misconfigured, message: problem)
    }
}
