import Foundation

/// Time as a job sees it: the one clock of a fill, injected so budget logic is testable without waiting.
///
/// Every duration of a run (its budget, cut-off, backoffs, waits) is measured on ``now``; ``wallNow`` is only for
/// timestamps written to rows and logs.
public struct JobClock: Sendable {
    /// Monotonic seconds since an arbitrary origin.
    public var now: @Sendable () -> Double
    /// Wall-clock time, for timestamps.
    public var wallNow: @Sendable () -> Date
    /// Sleeps for the given seconds; throws `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (Double) async throws -> Void

    public init(
        now: @escaping @Sendable () -> Double, wallNow: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Double) async throws -> Void
    ) {
        self.now = now
        self.wallNow = wallNow
        self.sleep = sleep
    }

    /// The real clocks.
    public static let live: JobClock = {
        let origin = ContinuousClock.now
        return JobClock(
            now: { (ContinuousClock.now - origin).inSeconds },
            wallNow: { Date() },
            sleep: { seconds in
                if seconds > 0 { try await Task.sleep(for: .milliseconds(Int64(seconds * 1000))) }
            })
    }()
}
