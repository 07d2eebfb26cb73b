import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels

/// `quotepool eval`: runs labeled lines through the same ``StageChain`` that `fill` ships, from the same
/// ``ChainSetup``: the configured embedder, the judge `judge.require_auc` lets judge, the configured taste model.
public struct Evaluator: Sendable {
    public var setup: ChainSetup
    public var depth: StageChain.Depth
    /// The judge after `judge.require_auc` (``ChainSetup/gatedJudge(latest:)``).
    public var judge: JudgeChoice
    public var config: Config { setup.config }

    public init(setup: ChainSetup, depth: StageChain.Depth, judge: JudgeChoice) {
        self.setup = setup
        self.depth = depth
        self.judge = judge
    }

    /// The fallback judge, no embedder, no taste model.
    public init(config: Config, depth: StageChain.Depth) {
        var setup = ChainSetup(config: config, backend: BuiltinBackend())
        setup.embedder = nil
        self.init(setup: setup, depth: depth, judge: .fallback)
    }

    /// Evaluates `items`, comparing against `catalog` for novelty (empty: novelty is `unproven`).
    ///
    /// - Parameter onNote: what an operator should know (a catalog that could not be embedded).
    public func run(
        _ items: [EvalItem], catalog: [(text: String, locale: LocaleCode?)] = [],
        onNote: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> EvalReport {
        let locales = Array(Set(items.map(\.locale.base))).sorted()
        let loaded = await CatalogLoader(config: config, embedder: setup.embedder, onNote: onNote).fromRows(
            catalog, locales: locales)
        // The dictionaries a fill of these locales would load; a locale whose dictionaries are missing is skipped, as
        // a fill without `spelling.required` skips it, and said.
        let spelling: SpellingLoader.Loaded =
            depth == .gate
            ? .none
            : await setup.spelling.loadInBackground(
                locales: Array(Set(items.map(\.locale))).sorted())
        for problem in spelling.problems {
            onNote(
                "\(problem); its lines are not spell-checked"
                    + (config.spelling.required ? " (a fill would exit 78)" : ""))
        }
        let chain = setup.chain(
            catalogs: loaded.catalogs, anchors: loaded.anchors, judge: judge, spelling: spelling)
        var outcomes: [(EvalItem, Candidate)] = []
        for item in items {
            var candidate = Candidate(
                text: item.text, locale: item.locale, model: "eval", backend: "eval", promptVersion: "eval")
            if let problem = DraftStage.problem(withFinalText: item.text) {
                candidate.reject(at: .draft, problem.reason, detail: problem.description)
            } else {
                candidate = await chain.evaluate(candidate, through: depth, alone: true)
            }
            outcomes.append((item, candidate))
        }
        return EvalReport(
            outcomes.map { ($0.0, $0.1.reason?.rawValue) }, details: outcomes.map(\.1.detail), through: depth.rawValue)
    }
}
