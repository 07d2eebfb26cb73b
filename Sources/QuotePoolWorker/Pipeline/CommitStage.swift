import Foundation
import QuotePoolCore
import QuotePoolStore

/// The commit (SPEC 2.8): a batch of accepted lines and the candidates log of its drafts in one transaction;
/// on any failure the whole batch rolls back and the error is returned, so nothing partial is ever visible.
struct CommitStage {
    let store: any PoolWriter
    let runID: Int64
    let clock: JobClock
    /// Test hook: runs inside each batch transaction just before COMMIT.
    let beforeCommit: @Sendable () throws -> Void

    /// Commits `batch`; returns what was stored, and the accepted lines another writer of the pool made redundant
    /// meanwhile.
    func commit(_ batch: CommitBatcher.Batch) throws(StoreError) -> CommitResult {
        try store.commit(
            accepted: batch.accepted, rejected: batch.rejected, runID: runID, now: clock.wallNow(),
            beforeCommit: beforeCommit)
    }

    /// Keeps a trace of drafts whose batch rolled back or was dropped, if the database still takes writes.
    func recordDropped(_ candidates: [Candidate]) {
        try? store.recordCandidates(candidates, runID: runID, persistence: "rolled_back", now: clock.wallNow())
    }
}
