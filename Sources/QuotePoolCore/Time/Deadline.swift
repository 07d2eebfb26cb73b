/// A run's time budget on its ``JobClock``, made once where the run starts and handed to everything that waits:
/// readiness probes, backend requests, lock waits, the commit, pings and the progress line.
///
/// The run ends at ``end``. New drafts stop at ``cutoff``, which keeps ``commitReserve`` seconds for the final
/// commit and the run row; the last writes may run until ``end`` plus ``grace``, so a run exits within its
/// budget plus one second whatever blocks it.
public struct Deadline: Sendable {
    public let clock: JobClock
    /// When the process started, on ``clock``: `spent` seconds before the deadline was made.
    public let start: Double
    /// When the run must be over, on ``clock``.
    public let end: Double
    /// Seconds kept before ``end`` for the final commit and the run row.
    public let commitReserve: Double

    /// Seconds past ``end`` (or past a signal) that the final writes of a run may still wait for the database.
    public static let grace = 0.5

    /// A deadline `budget` seconds from now, less `spent` seconds already used before the run began (the
    /// process's own start-up, as the scheduler counts it; at most 5 s of it). ``elapsed()`` counts all of `spent`,
    /// so a run's `elapsed_s` is the process's wall-clock time.
    ///
    /// The commit reserve is 2 % of the budget, at least 0.3 s and at most 3 s.
    public init(budget: Double, spent: Double = 0, clock: JobClock) {
        self.clock = clock
        let now = clock.now()
        start = now - max(0, spent)
        end = now + budget - min(max(0, spent), 5)
        commitReserve = min(max(0.3, budget * 0.02), 3)
    }

    /// When new drafts stop.
    public var cutoff: Double { end - commitReserve }

    /// Seconds left until ``end`` (negative once past it).
    public func remaining() -> Double { end - clock.now() }

    /// Seconds left until ``cutoff`` (negative once past it).
    public func untilCutoff() -> Double { cutoff - clock.now() }

    /// Seconds since the process started (``start``).
    public func elapsed() -> Double { clock.now() - start }

    /// `seconds`, cut to what is left before ``cutoff`` and never below `floor` (a request always gets a moment
    /// to fail cleanly).
    public func bound(_ seconds: Double, floor: Double = 0.05) -> Double {
        max(floor, min(seconds, untilCutoff()))
    }
}
