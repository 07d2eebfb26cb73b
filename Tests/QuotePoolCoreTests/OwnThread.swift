import Foundation

/// `body` on a thread of its own. A test that computes for tens of seconds must not hold a thread of Swift's
/// cooperative pool, which has one per core (two on a two-core machine) and which every async test of the run
/// shares, fills with budgets among them.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
