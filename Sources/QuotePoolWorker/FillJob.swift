import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore

/// The fill job (SPEC 2 and 3): readiness, then drafts through the stage chain within the budget,
/// survivors committed in batches, one run row with the terminal branch and counts.
public struct FillJob: Sendable {
    public var config: Config
    public var options: FillOptions
    public var backend: any Backend
    /// What embeds lines for novelty (`embedder` in config); the backend's own by default.
    public var embedder: (any LineEmbedder)?
    /// The taste stage's model (see ``TasteModels``); `nil` records taste as skipped.
    public var tasteModel: TasteModel?
    public var clock: JobClock
    public var interruption: Interruption
    public var onEvent: @Sendable (FillEvent) -> Void
    /// Test hook: runs inside each batch transaction just before COMMIT.
    public var beforeCommit: @Sendable () throws -> Void = {}

    public init(
        config: Config, options: FillOptions, backend: any Backend, clock: JobClock = .live,
        interruption: Interruption = Interruption(), onEvent: @escaping @Sendable (FillEvent) -> Void = { _ in }
    ) {
        self.config = config
        self.options = options
        self.backend = backend
        self.embedder = backend.embedder
        self.clock = clock
        self.interruption = interruption
        self.onEvent = onEvent
    }

    /// Failures that end a fill before or outside drafting; each maps to an exit code in the CLI.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case store(StoreError)
        case lock(FillLock.Failure)

        public var description: String {
            switch self {
            case .store(let e): e.description
            case .lock(let e): e.description
            }
        }
    }

    /// Runs the fill. Throws only when the database or the lock cannot be had; every other ending
    /// (not ready, cancelled, commit failure, degraded) is a summary with its exit code.
    public func run() async throws(Failure) -> FillSummary {
        let startTime = clock.now()
        // Lexicon-derived tables take a good part of start-up; build them beside the database and readiness work,
        // on a thread of their own (blocking work has no place on the cooperative pool).
        Thread.detachNewThread { [locales = options.locales] in Gate.prepareBuiltins(locales: locales) }
        let deadline = startTime + options.budgetSeconds - min(max(0, options.spentBeforeStart), 5)
        let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
        let locales = options.locales

        // Every wait for the database (a foreign writer holding its lock) ends by the deadline plus the time kept
        // for the run row, and half a second after a signal: the fill exits within its budget plus one second.
        let lockWaits: @Sendable () -> Double = { [clock, interruption] in
            if let since = interruption.secondsSinceReceived() { return Self.signalGrace - since }
            return deadline + Self.signalGrace - clock.now()
        }

        // The database and the lock, both of the file itself whatever name leads to it. A dry run writes nothing:
        // it reads an existing file if there is one.
        var store: (any PoolWriter)?
        var lock: FillLock?
        let database: DatabasePath
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
        defer { lock?.release() }
        if !options.dryRun || database.exists {
            do {
                store = try PoolStore(.path(database), lockWaits: lockWaits)
            } catch {
                throw .store(error)
            }
        }

        var runID: Int64?
        var tally = Tally(locales: locales)
        func summary(outcome: String, exitCode: Int32, readiness: String, message: String?) -> FillSummary {
            let pool = locales.reduce(into: [String: Int]()) { out, l in
                out[l] = ((try? store?.activeCount(locale: l)) ?? 0) ?? 0
            }
            return FillSummary(
                runID: runID, outcome: outcome, exitCode: exitCode,
                elapsedSeconds: ((clock.now() - startTime) * 1000).rounded() / 1000,
                drafted: tally.drafted, accepted: tally.accepted, rejected: tally.rejected, readiness: readiness,
                seed: seed, dryRun: options.dryRun, budgetSeconds: options.budgetSeconds, committed: tally.committed,
                database: options.databasePath, message: message, poolSize: pool, byStage: tally.byStage)
        }
        func finish(_ s: FillSummary) -> FillSummary {
            if let runID, let store, !options.dryRun {
                let end = RunEnd(
                    endedAt: clock.wallNow(), outcome: s.outcome, exitCode: s.exitCode, readiness: s.readiness,
                    elapsedSeconds: s.elapsedSeconds, drafted: s.drafted, accepted: s.accepted.values.reduce(0, +),
                    countsJSON: tally.countsJSON(), latencyJSON: tally.latencyJSON(), error: s.message)
                do {
                    try store.finishRun(id: runID, end)
                } catch {
                    // The database stayed locked (or failed) past the time left: the lock file keeps the ending, and
                    // the next fill records it instead of calling this run crashed.
                    lock?.keepUnrecordedEnd(runID: runID, end)
                    onEvent(
                        .note(
                            "run \(runID) ended \(s.outcome) but its row could not be written (\(error)); "
                                + "the next fill records it"))
                }
            }
            onEvent(.finished(s))
            return s
        }

        do {
            if let store, !options.dryRun {
                let swept = try store.markCrashedRuns(now: clock.wallNow(), unrecordedEnds: lock?.unrecordedEnds ?? [:])
                if swept.recorded > 0 {
                    onEvent(.note("recorded the ending of \(swept.recorded) earlier run(s) that could not write it"))
                }
                if swept.crashed > 0 {
                    onEvent(.note("marked \(swept.crashed) run(s) left running by a killed process as crashed"))
                }
                try store.prune(
                    now: clock.wallNow(), candidatesDays: config.retention.candidatesDays,
                    runsDays: config.retention.runsDays)
                runID = try store.beginRun(
                    RunStart(
                        startedAt: clock.wallNow(), budgetSeconds: options.budgetSeconds,
                        host: ProcessInfo.processInfo.hostName,
                        os: ProcessInfo.processInfo.operatingSystemVersionString,
                        version: options.version, configHash: options.configHash, backend: backend.name,
                        model: backend.model, locales: locales, seed: seed, dryRun: options.dryRun))
            }
        } catch {
            throw .store(error)
        }
        onEvent(.started(runID: runID, seed: seed, locales: locales, budget: options.budgetSeconds))

        // 1. Readiness: a fill that is not ready drafts nothing. The probe gets what is left before the cut-off.
        let ready = await backend.readiness(locales: locales, within: max(0.05, deadline - commitReserve - clock.now()))
        onEvent(
            .readiness(ReadinessSummary(backend: ready.backend, state: ready.state.rawValue, message: ready.message)))
        guard ready.state == .ready else {
            return finish(
                summary(
                    outcome: "not_ready", exitCode: ready.state.exitCode, readiness: ready.state.rawValue,
                    message: ready.message))
        }

        // 2. What each locale still needs.
        var need: [String: Int] = [:]
        do {
            for locale in locales {
                let active = try store?.activeCount(locale: locale) ?? 0
                need[locale] = max(0, config.pool.targetPerLocale - active)
            }
        } catch {
            return finish(
                summary(
                    outcome: "failed", exitCode: ExitCode.of(error), readiness: ready.state.rawValue,
                    message: error.description))
        }
        if need.values.allSatisfy({ $0 == 0 }) {
            return finish(
                summary(
                    outcome: "pool_full", exitCode: 0, readiness: ready.state.rawValue,
                    message: "every requested locale is full"))
        }

        // 3. The chain, with catalogs and anchors loaded once for the run.
        let chain: StageChain
        do {
            chain = try await buildChain(
                store: store, locales: locales, reembedUntil: startTime + options.budgetSeconds * Self.reembedShare)
        } catch {
            return finish(
                summary(
                    outcome: "failed", exitCode: ExitCode.of(error), readiness: ready.state.rawValue,
                    message: error.description))
        }

        // 4. Draft within the budget.
        let result = await draftLoop(
            chain: chain, store: store, runID: runID, need: need, seed: seed, deadline: deadline, tally: &tally)

        // 5. The terminal branch.
        let readiness = ready.state.rawValue
        if let signal = interruption.received {
            return finish(
                summary(
                    outcome: "cancelled", exitCode: 128 + signal, readiness: readiness,
                    message: "interrupted by signal \(signal)"))
        }
        if let failure = result.commitFailure {
            return finish(
                summary(
                    outcome: "failed", exitCode: ExitCode.of(failure), readiness: readiness,
                    message: failure.description))
        }
        if let degraded = tally.degradation {
            return finish(summary(outcome: "degraded", exitCode: 75, readiness: readiness, message: degraded))
        }
        let outcome: String
        if result.maxAcceptedReached {
            outcome = "max_accepted"
        } else if locales.allSatisfy({ (tally.accepted[$0] ?? 0) >= (need[$0] ?? 0) }) {
            outcome = "target_reached"
        } else {
            outcome = "budget_spent"
        }
        return finish(summary(outcome: outcome, exitCode: 0, readiness: readiness, message: nil))
    }

    /// Seconds past the deadline (or past a signal) that the final writes of a run may wait for the database.
    static let signalGrace = 0.5

    /// Share of the budget a run may spend re-embedding catalog lines stored by another embedder.
    static let reembedShare = 0.25
    /// Lines re-embedded per request.
    static let reembedBatch = 256

    /// Loads each locale's catalog (re-embedding stale vectors in batches until `reembedUntil`, on the job's
    /// clock; the rest wait for the next runs), the stored hashes and the anchors.
    func buildChain(store: (any PoolWriter)?, locales: [String], reembedUntil: Double = .infinity)
        async throws(StoreError)
        -> StageChain
    {
        var catalogs: [String: Novelty] = [:]
        var anchors: [String: NegativeAnchors] = [:]
        // Stored lines are read once for the run; each locale adds its own reference lines.
        let storedHashes = try store?.lineHashes() ?? []
        for locale in locales {
            var refs: [CatalogRef] = []
            var rows: [Float] = []
            var dimension = embedder?.dimension ?? 0
            var hashes = Set<String>()
            if let store {
                hashes = storedHashes.union(try store.referenceHashes(locale: locale))
                if let embedder {
                    var loaded = try store.loadCatalog(
                        locale: locale, limit: config.novelty.catalogSize, embedderID: embedder.id)
                    // Lines stored by another embedder: re-embedded batch by batch within this run's share of the
                    // budget; what is left is not compared against in this run and is re-embedded by the next ones.
                    var waiting = loaded.stale[...]
                    while !waiting.isEmpty, clock.now() < reembedUntil, !Task.isCancelled {
                        let batch = waiting.prefix(Self.reembedBatch)
                        guard let fresh = try? await embedder.embed(batch.map(\.text)), fresh.count == batch.count
                        else { break }
                        for (entry, vector) in zip(batch, fresh) { loaded.vectors.append(entry.ref, vector) }
                        if !options.dryRun {
                            try store.saveEmbeddings(zip(batch, fresh).map { ($0.ref, $1) }, embedderID: embedder.id)
                        }
                        waiting = waiting.dropFirst(batch.count)
                    }
                    if !waiting.isEmpty {
                        onEvent(
                            .note(
                                "novelty for \(locale): \(waiting.count) catalog line(s) stored by another embedder "
                                    + "are not re-embedded by \(embedder.id) yet; this run does not compare against "
                                    + "them, later runs re-embed them"))
                    }
                    // An embedder that tells its dimension only by answering takes the stored one.
                    if dimension == 0 { dimension = loaded.vectors.dimension }
                    if loaded.vectors.dimension == dimension {
                        refs = loaded.vectors.refs.map(Self.ref)
                        rows = loaded.vectors.flat
                        loaded.vectors.flat = []
                    }
                }
                let recent = try store.recentTexts(locale: locale, lines: 500, rejected: 500)
                anchors[locale] = NegativeAnchors(
                    pool: recent.pool, rejected: recent.rejected, stopwords: ScoringLexicon.forLocale(locale).stopwords)
            } else {
                anchors[locale] = NegativeAnchors(
                    pool: [], rejected: [], stopwords: ScoringLexicon.forLocale(locale).stopwords)
            }
            catalogs[locale] = Novelty(
                threshold: config.novelty.threshold, dimension: dimension, refs: refs, rows: consume rows,
                hashes: hashes)
        }
        return StageChain(
            config: config, embedder: embedder, novelty: catalogs, judge: backend.judge, anchors: AnchorBook(anchors),
            tasteModel: tasteModel?.scorer)
    }

    static func ref(_ id: CatalogRefID) -> CatalogRef {
        switch id {
        case .line(let v): .line(v)
        case .reference(let v): .reference(v)
        }
    }
}
