import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore

/// The composition root: what the config says a run's stage chain is made of, resolved in one place for `fill`,
/// `eval`, `bench`, `judge check`, `doctor` and `config check`, so that each policy holds the same way in all of
/// them:
///
/// - the drafting backend (`backend`) and the embedder (`embedder`; `auto` takes the best installed,
///   ``BackendFactory``);
/// - the judge (`judge.backend`), kept under `judge.require_auc` only with a passing check in the pool
///   (``gatedJudge(latest:)``);
/// - the taste model (`taste.model`, else the shipped one; ``TasteModels``);
/// - the spelling dictionaries (`spelling.*`, ``SpellingLoader``).
///
/// A run adds what it loads from its pool (catalogs and anchors, ``CatalogLoader``) and gets its chain from
/// ``chain(catalogs:anchors:judge:spelling:)``.
public struct ChainSetup: Sendable {
    public var config: Config
    public var backend: any Backend
    /// What embeds lines for novelty; nil: novelty compares exact text only.
    public var embedder: (any LineEmbedder)?
    /// Who judges, before `judge.require_auc` is applied.
    public var judge: JudgeChoice
    /// The taste stage's model; nil records taste as skipped.
    public var tasteModel: TasteModel?
    /// Things the operator should act on (a configured embedder that is not installed, say).
    public var warnings: [String] = []
    /// Things worth knowing that need no action (which embedder `auto` chose).
    public var notes: [String] = []

    /// The backend, embedder and judge `config` names; no taste model (``resolve(config:environment:tasteModelFile:)``
    /// reads it too).
    public init(config: Config, environment: [String: String]) {
        let built = BackendFactory.make(config: config, environment: environment)
        self.config = config
        backend = built.backend
        embedder = built.embedder
        judge = built.judge
        warnings = built.warnings
        notes = built.notes
    }

    /// `backend` with its own embedder and judge, and `tasteModel`: what a test or the bench sets up directly.
    public init(config: Config, backend: any Backend, tasteModel: TasteModel? = nil) {
        self.config = config
        self.backend = backend
        embedder = backend.embedder
        judge = JudgeChoice(backend: backend)
        self.tasteModel = tasteModel
    }

    /// Everything `config` names, the taste model included: a `taste.model` file that cannot be read is a
    /// configuration error naming `tasteModelFile`, the config file that set it.
    public static func resolve(config: Config, environment: [String: String], tasteModelFile: String = "config")
        throws(ConfigError) -> ChainSetup
    {
        var setup = ChainSetup(config: config, environment: environment)
        setup.tasteModel = try TasteModels.resolve(config, file: tasteModelFile)
        return setup
    }

    /// Whether `judge.require_auc` asks for the pool's newest check of the judge's model before it may judge.
    public var needsJudgeCheck: Bool { judge.isModel && config.judge.requireAUC != nil }

    /// The judge a run uses under `judge.require_auc`, given the pool's newest check of its model (`latest`, read
    /// only when ``needsJudgeCheck``), and what to tell the operator when the fallback takes its place.
    public func gatedJudge<E: Error>(latest: () throws(E) -> JudgeCheckRecord?) throws(E) -> (
        choice: JudgeChoice, note: String?
    ) {
        judge.gated(required: config.judge.requireAUC, latest: needsJudgeCheck ? try latest() : nil)
    }

    /// What opens the dictionaries of `spelling.*`.
    public var spelling: SpellingLoader { SpellingLoader(config: config.spelling) }

    /// The stage chain over a run's catalogs and anchors, with the judge ``gatedJudge(latest:)`` chose and the
    /// dictionaries the run loaded.
    public func chain(
        catalogs: [LocaleCode: Novelty], anchors: AnchorBook, judge: JudgeChoice, spelling: SpellingLoader.Loaded
    ) -> StageChain {
        StageChain(
            config: config,
            parts: .init(
                embedder: embedder, catalogs: catalogs, judge: judge.judge, anchors: anchors,
                taste: tasteModel?.scorer, spelling: spelling))
    }
}
