import Foundation
import QuotePoolCore

/// The pool as a fill and the operator's commands write it: runs, batches of lines with their candidates, the
/// novelty catalog, retirement. ``SQLPool`` implements it once for both stores: ``PoolStore`` keeps the pool in
/// SQLite, `PostgresPool` in PostgreSQL.
///
/// What every implementation guarantees:
/// - All or nothing: ``commit(accepted:rejected:runID:now:beforeCommit:)`` stores its batch in one transaction, and
///   so do the other calls that write several rows (``prune(now:candidatesDays:runsDays:)``,
///   ``saveEmbeddings(_:embedderID:)``, ``recordCandidates(_:runID:persistence:now:)``,
///   ``importReferences(_:locale:source:embedderID:vectors:now:)``, ``retire(ids:reason:now:)``); a run row is
///   written whole. When a call returns, its writes are durable; when it throws, nothing of the failed transaction
///   is visible, then or after a crash.
/// - Every failure is a ``StoreError``, whose ``StoreError/category`` tells the caller what to do about it: a busy
///   pool can be tried again later, an I/O failure was rolled back, a foreign or damaged pool must not be touched.
/// - Only active lines count toward the target and are served; retired lines stay in the novelty catalog.
/// - One owner at a time: a fill keeps its writer on a single task.
public protocol PoolWriter {
    // MARK: Runs

    /// Marks the runs left `running` by a killed process as `crashed`, and records the endings that the fill lock
    /// kept (`unrecordedEnds`, by run id) for runs that ended cleanly but could not write their row.
    ///
    /// Each kept ending is recorded on its own, then every run still `running` is marked in one write. Only call
    /// this while holding the fill lock: then no live fill can own such a row.
    /// - Returns: how many runs were marked crashed, and how many kept endings were recorded.
    @discardableResult
    func markCrashedRuns(now: Date, unrecordedEnds: [Int64: RunEnd]) throws(StoreError) -> (
        crashed: Int, recorded: Int
    )

    /// Deletes rejected candidates older than `candidatesDays` (the candidates of stored lines are kept) and
    /// finished runs older than `runsDays` that nothing refers to, in one transaction.
    /// - Returns: how many rows were removed.
    @discardableResult
    func prune(now: Date, candidatesDays: Int, runsDays: Int) throws(StoreError) -> Int

    /// Records a run as `running` and returns its id.
    func beginRun(_ run: RunStart) throws(StoreError) -> Int64

    /// Records the end of run `id`: its terminal branch, exit code and counts.
    func finishRun(id: Int64, _ end: RunEnd) throws(StoreError)

    // MARK: What a fill reads before drafting

    /// Active lines of `locale`: what counts toward the target.
    func activeCount(locale: LocaleCode) throws(StoreError) -> Int

    /// Normalized-text hashes (``TextNormalizer/hash(_:)``) of every stored line, any status and locale.
    func lineHashes() throws(StoreError) -> Set<String>

    /// Normalized-text hashes of the imported reference lines of `locale`.
    func referenceHashes(locale: LocaleCode) throws(StoreError) -> Set<String>

    /// The novelty catalog of `locale`: its newest `limit` lines (active or retired) and its newest `limit` reference
    /// lines, newest first. Rows whose vector `embedderID` stored come back in `vectors`; the others come back in
    /// `stale`, for the caller to embed and store with ``saveEmbeddings(_:embedderID:)``; `texts` holds every row's
    /// text, for the lexical guard, also handed to `streaming` (when given) block by block as it is read.
    func loadCatalog(
        locale: LocaleCode, limit: Int, embedderID: String, streaming: CatalogRows.TextBlocks?
    ) throws(StoreError) -> (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)])

    /// Stores vectors computed by `embedderID` for catalog rows, in one transaction, so later runs load them
    /// instead of embedding again.
    func saveEmbeddings(_ entries: [(CatalogRefID, [Float])], embedderID: String) throws(StoreError)

    /// The texts of `locale` that the negative anchors are built from: the newest `lines` lines of the pool and the
    /// newest `rejected` drafts that got as far as novelty, judge or distinctiveness before they were rejected.
    func recentTexts(locale: LocaleCode, lines: Int, rejected: Int) throws(StoreError) -> (
        pool: [String], rejected: [String]
    )

    // MARK: Batches

    /// Stores one batch in one transaction: every line of `accepted` with its candidate row (`committed`), and the
    /// candidate rows of `rejected` (`not_stored`). All of it, or nothing: a line whose normalized text is already
    /// stored, a full disk or a throwing `beforeCommit` fails the whole batch, and none of it is ever visible.
    ///
    /// - Parameter beforeCommit: runs inside the transaction after every row is written, just before it commits
    ///   (tests use it to inject a failure, or a crash, at that point).
    /// - Returns: the ids of the new lines, in `accepted` order.
    func commit(
        accepted: [Candidate], rejected: [Candidate], runID: Int64, now: Date, beforeCommit: () throws -> Void
    ) throws(StoreError) -> CommitResult

    /// Records candidates that are not part of a line commit (the drafts of a batch that rolled back, or of an
    /// interrupted run) with the given `persistence`, in one transaction.
    func recordCandidates(_ candidates: [Candidate], runID: Int64, persistence: String, now: Date)
        throws(StoreError)

    // MARK: The operator's commands

    /// Adds reference lines of `locale` (with their `vectors`, computed by `embedderID`) to the novelty catalog, in
    /// one transaction; a line already there is skipped. Reference lines are compared against, never served.
    /// - Returns: how many lines were added, and how many skipped as already present.
    func importReferences(
        _ lines: [String], locale: LocaleCode, source: String, embedderID: String, vectors: [[Float]], now: Date
    ) throws(StoreError) -> (added: Int, skipped: Int)

    /// Retires active lines, in one transaction: they are no longer served nor counted toward the target, and stay
    /// in the novelty catalog. When any id names no line, nothing changes.
    func retire(ids: [Int64], reason: String, now: Date) throws(StoreError) -> RetireResult

    /// Stores what `quotepool judge check` measured; returns its id.
    @discardableResult
    func recordJudgeCheck(_ check: JudgeCheckRecord) throws(StoreError) -> Int64

    /// The newest judge check of `backend`'s `model`, nil when it was never checked.
    func latestJudgeCheck(backend: String, model: String) throws(StoreError) -> JudgeCheckRecord?

    // MARK: Several writers

    /// What each later batch checks, inside its transaction, against the lines other writers committed since this
    /// one loaded its catalog. A store with one writer at a time (SQLite, behind the fill lock) has nothing to check
    /// and ignores it.
    func checkConcurrentWriters(_ check: ConcurrentWriters)
}

/// What a batch checks against the lines other writers of one pool committed meanwhile: exact duplicates always,
/// near-duplicates by cosine with `thresholds`, and the `target` the pool must not pass.
public struct ConcurrentWriters: Sendable, Equatable {
    /// The cosine threshold per locale, as novelty uses it.
    public var thresholds: [String: Double]
    /// The embedder whose vectors this writer compares; lines with another embedder's vectors are compared by their
    /// normalized text only.
    public var embedderID: String?
    /// `pool.target_per_locale`: a batch stores no more lines than the pool still needs.
    public var target: Int?

    public init(thresholds: [String: Double], embedderID: String?, target: Int?) {
        self.thresholds = thresholds
        self.embedderID = embedderID
        self.target = target
    }
}

/// What retiring a list of ids did: every id is in exactly one list.
public struct RetireResult: Sendable, Equatable {
    /// Lines that were active and are retired now (none when ``unknown`` is not empty).
    public var retired: [Int64] = []
    /// Lines that were retired before.
    public var alreadyRetired: [Int64] = []
    /// Ids that name no line; their presence rolled the whole retirement back.
    public var unknown: [Int64] = []
}

extension PoolWriter {
    /// ``loadCatalog(locale:limit:embedderID:streaming:)`` with the texts returned at the end only.
    public func loadCatalog(
        locale: LocaleCode, limit: Int, embedderID: String
    ) throws(StoreError) -> (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)]) {
        try loadCatalog(locale: locale, limit: limit, embedderID: embedderID, streaming: nil)
    }

    /// ``markCrashedRuns(now:unrecordedEnds:)`` with no kept endings.
    @discardableResult
    public func markCrashedRuns(now: Date) throws(StoreError) -> (crashed: Int, recorded: Int) {
        try markCrashedRuns(now: now, unrecordedEnds: [:])
    }

    /// ``commit(accepted:rejected:runID:now:beforeCommit:)`` without a hook.
    public func commit(accepted: [Candidate], rejected: [Candidate], runID: Int64, now: Date) throws(StoreError)
        -> CommitResult
    {
        try commit(accepted: accepted, rejected: rejected, runID: runID, now: now, beforeCommit: {})
    }
}

/// What committing one batch stored.
public struct CommitResult: Sendable {
    /// The ids of the new lines, in the order of the batch's accepted candidates that were stored.
    public var lineIDs: [Int64]
    /// Accepted candidates another writer's lines made redundant since they were checked (now rejected as
    /// duplicates or near-duplicates), or that the target, reached meanwhile, left no room for; stored as
    /// candidates only.
    public var dropped: [Candidate] = []
    /// Lines other writers committed since this one last looked, found by the batch (empty with one writer):
    /// the caller adds them to what it compares later drafts with.
    public var committedElsewhere: [CommittedLine] = []
}

/// A stored line as novelty compares with it.
public struct CommittedLine: Sendable {
    public var id: Int64
    public var locale: LocaleCode
    public var text: String
    /// ``TextNormalizer/hash(_:)`` of its text.
    public var hash: String
    public var embedderID: String?
    public var vector: [Float]?
}

/// A catalog row whose stored vector is missing or from another embedder.
public struct StaleCatalogEntry: Sendable {
    public var ref: CatalogRefID
    public var text: String
    public var textHash: String
}
