import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels

/// `quotepool eval`: runs labeled lines through the same ``StageChain`` that `fill` ships, built the same way: the
/// configured embedder, the model judge of the configured backend, the configured taste model.
public struct Evaluator: Sendable {
    public var config: Config
    public var depth: StageChain.Depth
    public var embedder: (any LineEmbedder)?
    public var judge: (any LineJudge)?
    public var tasteModel: TasteModel?

    public init(
        config: Config, depth: StageChain.Depth, embedder: (any LineEmbedder)?, judge: (any LineJudge)?,
        tasteModel: TasteModel? = nil
    ) {
        self.config = config
        self.depth = depth
        self.embedder = embedder
        self.judge = judge
        self.tasteModel = tasteModel
    }

    /// Evaluates `items`, comparing against `catalog` for novelty (empty: novelty is `unproven`).
    ///
    /// - Parameter onNote: what an operator should know (a catalog that could not be embedded).
    public func run(
        _ items: [EvalItem], catalog: [(text: String, locale: LocaleCode?)] = [],
        onNote: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> EvalReport {
        let locales = Array(Set(items.map(\.locale.base))).sorted()
        let loaded = await CatalogLoader(config: config, embedder: embedder, onNote: onNote).fromRows(
            catalog, locales: locales)
        // The dictionaries a fill of these locales would load; a locale whose dictionaries are missing is skipped, as
        // a fill without `spelling.required` skips it, and said.
        let spelling: SpellingLoader.Loaded =
            depth == .gate
            ? .none
            : await SpellingLoader(config: config.spelling).loadInBackground(
                locales: Array(Set(items.map(\.locale))).sorted())
        for problem in spelling.problems {
            onNote(
                "\(problem); its lines are not spell-checked"
                    + (config.spelling.required ? " (a fill would exit 78)" : ""))
        }
        let chain = StageChain(
            config: config,
            parts: .init(
                embedder: embedder, catalogs: loaded.catalogs, judge: judge, anchors: loaded.anchors,
                taste: tasteModel?.scorer, spelling: spelling))
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
        return EvalReport(outcomes.map { ($0.0, $0.1.reason?.rawValue) }, through: depth.rawValue)
    }
}
