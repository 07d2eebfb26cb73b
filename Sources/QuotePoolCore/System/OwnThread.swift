import Foundation

/// `body` on a thread of its own, awaited without holding a thread of Swift's cooperative pool. That pool has one
/// thread per core (two on a two-core machine) and drives every task of the process: work that blocks or computes
/// for long (loading a dictionary, training a model, waiting on child processes) would hold one of them from every
/// other task meanwhile, the fills' budgeted drafts among them. A new thread, not a dispatch queue: the global queues
/// run as many blocking jobs at once as there are cores, so on a busy machine a job queued there could wait longer
/// than a whole budget. (The in-process encoders, which cannot import this module, keep a copy of their own:
/// `InstalledModel.onOwnThread`.)
public func onOwnThread<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
    let result: Result<T, E> = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: body)) }
    }
    return try result.get()
}
