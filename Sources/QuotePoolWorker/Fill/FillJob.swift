import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore

/// The fill job (SPEC 2 and 3): readiness, then drafts through the stage chain within the budget, survivors
/// committed in batches, one run row with the terminal branch and counts.
///
/// ``run()`` reads as the pipeline: open the database and the lock, begin the run, ``ReadinessStage``, what each
/// locale needs, the ``StageChain`` over the loaded catalogs, the draft loop (a ``DraftScheduler`` deciding,
/// ``DraftStage`` drafting, a ``CommitBatcher`` and ``CommitStage`` committing), and the terminal branch.
public struct FillJob: Sendable {
    /// What the chain is made of (the composition root): the config, backend, embedder, judge and taste model.
    public var setup: ChainSetup
    public var options: FillOptions
    /// The run's one deadline, made where the budget entered (the command line), on the run's clock; everything
    /// that waits is bounded by it.
    public let deadline: Deadline
    /// The run's clock: the deadline's.
    public var clock: JobClock { deadline.clock }
    public var interruption: Interruption
    public var onEvent: @Sendable (FillEvent) -> Void
    /// Test hook: runs inside each batch transaction just before COMMIT.
    public var beforeCommit: @Sendable () throws -> Void = {}

    public init(
        setup: ChainSetup, options: FillOptions, deadline: Deadline, interruption: Interruption = Interruption(),
        onEvent: @escaping @Sendable (FillEvent) -> Void = { _ in }
    ) {
        self.setup = setup
        self.options = options
        self.deadline = deadline
        self.interruption = interruption
        self.onEvent = onEvent
    }

    /// A fill drafting with `backend`, which also embeds and judges; no taste model.
    public init(
        config: Config, options: FillOptions, deadline: Deadline, backend: any Backend,
        interruption: Interruption = Interruption(), onEvent: @escaping @Sendable (FillEvent) -> Void = { _ in }
    ) {
        self.init(
            setup: ChainSetup(config: config, backend: backend), options: options, deadline: deadline,
            interruption: interruption, onEvent: onEvent)
    }

    public var config: Config {
        get { setup.config }
        set { setup.config = newValue }
    }
    public var backend: any Backend {
        get { setup.backend }
        set { setup.backend = newValue }
    }
    /// What embeds lines for novelty (`embedder` in config); the backend's own by default.
    public var embedder: (any LineEmbedder)? {
        get { setup.embedder }
        set { setup.embedder = newValue }
    }
    /// The taste stage's model (see ``TasteModels``); `nil` records taste as skipped.
    public var tasteModel: TasteModel? {
        get { setup.tasteModel }
        set { setup.tasteModel = newValue }
    }
    /// Who judges (`judge.backend`); the backend's own judge by default.
    public var judge: JudgeChoice {
        get { setup.judge }
        set { setup.judge = newValue }
    }

    /// Failures that end a fill before its run begins; each has its category (and so its exit code).
    public enum Failure: Error, Equatable, CustomStringConvertible, CategorizedError {
        case store(StoreError)
        case lock(FillLock.Failure)

        public var description: String {
            switch self {
            case .store(let e): e.description
            case .lock(let e): e.description
            }
        }

        public var category: FailureCategory {
            switch self {
            case .store(let e): e.category
            case .lock(let e): e.category
            }
        }
    }

    /// Runs the fill. Throws only when the database or the lock cannot be had; every other ending (not ready,
    /// cancelled, commit failure, degraded) is a summary with its exit code.
    public func run() async throws(Failure) -> FillSummary {
        // Lexicon-derived tables take a good part of start-up; build them beside the database and readiness work,
        // on a thread of their own (blocking work has no place on the cooperative pool).
        Thread.detachNewThread { [locales = options.locales] in Gate.prepareBuiltins(locales: locales) }
        let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
        let (store, lock) = try open(deadline)
        defer { lock?.release() }
        let run = FillRun(
            options: options, retention: config.retention, clock: clock, deadline: deadline, seed: seed,
            store: store, lock: lock, onEvent: onEvent)
        do {
            let thresholds = Dictionary(
                uniqueKeysWithValues: options.locales.map { locale in
                    (
                        locale.pool,
                        NoveltyThresholds.recorded(
                            configured: config.novelty.threshold, embedderID: embedder?.id, locale: locale)
                    )
                })
            try run.begin(
                backend: backend.name, model: backend.model, embedder: embedder?.id, noveltyThresholds: thresholds)
            store?.checkConcurrentWriters(
                ConcurrentWriters(
                    thresholds: thresholds, embedderID: embedder?.id, target: config.pool.targetPerLocale))
        } catch {
            throw .store(error)
        }
        onEvent(.started(runID: run.runID, seed: seed, locales: options.locales, budget: options.budgetSeconds))

        // The spelling dictionaries load on a thread of their own while the backend is probed; a served locale that
        // cannot be checked is refused under `spelling.required` (a misconfiguration), else skipped and said.
        let spelling = setup.spelling
        let spellingProblems = spelling.problems(locales: options.locales)
        if let refusal = spelling.refusal(spellingProblems) { return misconfigured(run, refusal) }
        for problem in spellingProblems { onEvent(spellingNotice(problem)) }
        // The builtin composer writes only words of its allow-list: its fill opens no dictionary.
        let dictionaries = Task { [backend, locales = options.locales] in
            guard backend.draftsNeedSpellingCheck else {
                return SpellingLoader.unneeded(locales: locales, reason: Self.composerSpelling)
            }
            return await spelling.loadInBackground(locales: locales)
        }

        // 1. Readiness: a fill that is not ready drafts nothing.
        let ready = await ReadinessStage(backend: backend).check(
            locales: options.locales, deadline: deadline)
        // A signal cancels the probe's requests, which then fail like a server that does not answer: the run was
        // interrupted, and blaming the backend would tell the scheduler to retry.
        if let signal = interruption.received, ready.state != .ready {
            return run.finish(
                .cancelled, signal: signal, message: "interrupted by signal \(signal) during the readiness probe")
        }
        run.readiness = ready.state.rawValue
        onEvent(
            .readiness(ReadinessSummary(backend: ready.backend, state: ready.state.rawValue, message: ready.message)))
        if let category = ready.state.category {
            return run.finish(.notReady, category: category, message: ready.message)
        }
        // 2. What each locale still needs, and 3. the chain over the catalogs loaded once for the run.
        let need: [LocaleCode: Int]
        let chain: StageChain
        do {
            need = try needs(store)
            if need.values.allSatisfy({ $0 == 0 }) {
                return run.finish(.poolFull, message: "every requested locale is full")
            }
            // The catalogs load while the dictionaries still do.
            let catalogs = try await loadCatalogs(store: store, deadline: deadline)
            let loaded = await dictionaries.value
            // A file that looked right but did not load (an encoding Hunspell names that quotepool cannot write).
            let late = loaded.problems.filter { !spellingProblems.contains($0) }
            if let refusal = spelling.refusal(late) { return misconfigured(run, refusal) }
            for problem in late { onEvent(spellingNotice(problem)) }
            chain = try buildChain(over: catalogs, store: store, spelling: loaded)
        } catch {
            return run.finish(.failed, category: error.category, message: error.description)
        }
        // 4. Draft within the budget, then 5. the terminal branch.
        let loop = await draftLoop(chain: chain, run: run, need: need, deadline: deadline)
        return finish(run, loop)
    }

    /// The database and the lock, both of the file itself whatever name leads to it. A dry run writes nothing: it
    /// reads an existing file if there is one, and takes no lock. A PostgreSQL pool has no lock: several fills
    /// may write it at once (see ``QuotePoolStore/ConcurrentWriters``).
    func open(_ deadline: Deadline) throws(Failure) -> ((any PoolWriter)?, FillLock?) {
        // Every wait for the database (a foreign writer holding its lock) ends by the deadline plus the grace kept
        // for the run row, and the grace after a signal: the fill exits within its budget plus one second.
        let lockWaits: @Sendable () -> Double = { [interruption] in
            if let since = interruption.secondsSinceReceived() { return Deadline.grace - since }
            return deadline.remaining() + Deadline.grace
        }
        if PoolOpener.isServer(options.databasePath) {
            do {
                return (
                    try PoolOpener.fillWriter(
                        options.databasePath, passwordFile: options.passwordFile, dryRun: options.dryRun,
                        clock: deadline.clock, timeLeft: lockWaits), nil
                )
            } catch {
                throw .store(error)
            }
        }
        let database: DatabasePath
        var lock: FillLock?
        do {
            database = try DatabasePath(options.databasePath, mustExist: false)
        } catch {
            throw .store(error)
        }
        if !options.dryRun {
            do {
                lock = try FillLock(database: database, now: clock.wallNow())
            } catch {
                throw .lock(error)
            }
        }
        guard !options.dryRun || database.exists else { return (nil, lock) }
        do {
            return (try PoolStore(.path(database), lockWaits: lockWaits), lock)
        } catch {
            lock?.release()
            throw .store(error)
        }
    }

    /// Lines each pool still needs to reach `pool.target_per_locale`.
    func needs(_ store: (any PoolWriter)?) throws(StoreError) -> [LocaleCode: Int] {
        var need: [LocaleCode: Int] = [:]
        for locale in options.locales {
            need[locale] = max(0, config.pool.targetPerLocale - (try store?.activeCount(locale: locale) ?? 0))
        }
        return need
    }

    /// The stage chain over each locale's catalog and anchors, loaded once for the run (stale vectors re-embedded
    /// within a quarter of the budget).
    func buildChain(store: (any PoolWriter)?, deadline: Deadline, spelling: SpellingLoader.Loaded = .none)
        async throws(StoreError) -> StageChain
    {
        try buildChain(over: try await loadCatalogs(store: store, deadline: deadline), store: store, spelling: spelling)
    }

    /// Each locale's catalog and anchors, loaded once for the run (stale vectors re-embedded within a quarter of the
    /// budget).
    func loadCatalogs(store: (any PoolWriter)?, deadline: Deadline) async throws(StoreError) -> CatalogLoader.Loaded {
        let loader = CatalogLoader(config: config, embedder: embedder, clock: clock) { [onEvent] in onEvent(.note($0)) }
        return try await loader.fromStore(
            store, locales: options.locales,
            reembedUntil: deadline.start + options.budgetSeconds * CatalogLoader.reembedShare, save: !options.dryRun)
    }

    /// The stage chain over `loaded`, with the judge `judge.require_auc` lets score.
    func buildChain(over loaded: CatalogLoader.Loaded, store: (any PoolWriter)?, spelling: SpellingLoader.Loaded)
        throws(StoreError) -> StageChain
    {
        let checked = try setup.gatedJudge { () throws(StoreError) in
            try store?.latestJudgeCheck(backend: judge.backend, model: judge.model)
        }
        if let note = checked.note { onEvent(.warning(note)) }
        return setup.chain(
            catalogs: loaded.catalogs, anchors: loaded.anchors, judge: checked.choice, spelling: spelling)
    }

    /// Why the builtin composer's lines record `spelling: skipped`.
    static let composerSpelling = "written by the builtin composer, whose every word is on the spelling allow-list"

    /// The end of a run whose config forbids it to draft: not ready, exit 78.
    func misconfigured(_ run: FillRun, _ message: String) -> FillSummary {
        run.readiness = "misconfigured"
        return run.finish(.notReady, category: .config, message: message)
    }

    /// What a fill says of a locale whose spelling it cannot check: a warning when a model drafts, a note when the
    /// builtin composer does (its lines are written by hand).
    func spellingNotice(_ problem: SpellingLoader.Problem) -> FillEvent {
        let text = "\(problem); its lines are not spell-checked (spelling.required is false)"
        return config.backend == "builtin" ? .note(text) : .warning(text)
    }

    /// The terminal branch of a run whose draft loop ended.
    func finish(_ run: FillRun, _ loop: LoopResult) -> FillSummary {
        if let signal = interruption.received {
            return run.finish(.cancelled, signal: signal, message: "interrupted by signal \(signal)")
        }
        if let failure = loop.commitFailure {
            return run.finish(.failed, category: failure.category, message: failure.description)
        }
        if let degraded = run.tally.degradation {
            return run.finish(.degraded, category: .tempFail, message: degraded)
        }
        if loop.maxAcceptedReached { return run.finish(.maxAccepted) }
        return run.finish(loop.targetReached ? .targetReached : .budgetSpent)
    }
}
