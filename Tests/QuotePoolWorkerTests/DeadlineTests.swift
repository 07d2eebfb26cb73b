import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// A run's budget on an injected clock: no test here waits.
@Suite struct DeadlineTests {
    @Test(arguments: [(10.0, 0.3), (120, 2.4), (600, 3), (86_400, 3)])
    func theCommitReserveIsTwoPercentBetweenAThirdOfASecondAndThreeSeconds(budget: Double, reserve: Double) {
        let clock = ManualClock()
        clock.advance(by: 50)
        let deadline = Deadline(budget: budget, clock: clock.workerClock)
        #expect(deadline.start == 50 && deadline.end == 50 + budget)
        #expect(abs(deadline.commitReserve - reserve) < 1e-9)
        #expect(abs(deadline.cutoff - (deadline.end - reserve)) < 1e-9)
    }

    @Test func timeSpentBeforeTheRunCountsUpToFiveSeconds() {
        let clock = ManualClock()
        #expect(Deadline(budget: 60, spent: 2, clock: clock.workerClock).end == 58)
        #expect(Deadline(budget: 60, spent: 30, clock: clock.workerClock).end == 55)
        #expect(Deadline(budget: 60, spent: -4, clock: clock.workerClock).end == 60)
    }

    /// `elapsed_s` is the process's wall-clock time: every second spent before the deadline was made counts, also
    /// past the five that shorten the budget.
    @Test func elapsedCountsTheTimeSpentBeforeTheDeadlineWasMade() {
        let clock = ManualClock()
        clock.advance(by: 100)
        let deadline = Deadline(budget: 60, spent: 0.7, clock: clock.workerClock)
        #expect(abs(deadline.elapsed() - 0.7) < 1e-9 && abs(deadline.start - 99.3) < 1e-9)
        clock.advance(by: 10)
        #expect(abs(deadline.elapsed() - 10.7) < 1e-9 && abs(deadline.remaining() - 49.3) < 1e-9)
        let slow = Deadline(budget: 60, spent: 30, clock: clock.workerClock)
        #expect(abs(slow.elapsed() - 30) < 1e-9 && abs(slow.remaining() - 55) < 1e-9)
    }

    @Test func remainingElapsedAndCutoffFollowTheClock() {
        let clock = ManualClock()
        let deadline = Deadline(budget: 100, clock: clock.workerClock)
        clock.advance(by: 40)
        #expect(deadline.elapsed() == 40 && deadline.remaining() == 60)
        #expect(abs(deadline.untilCutoff() - 58) < 1e-9)
        clock.advance(by: 70)
        #expect(deadline.remaining() == -10 && deadline.untilCutoff() < 0)
    }

    /// A wait is cut to what is left before the cut-off, but always gets a moment to fail cleanly.
    @Test func boundCutsAWaitToTheCutoffAndNeverBelowItsFloor() {
        let clock = ManualClock()
        let deadline = Deadline(budget: 10, clock: clock.workerClock)
        #expect(deadline.bound(5) == 5)
        clock.advance(by: 8)
        #expect(abs(deadline.bound(5) - 1.7) < 1e-9)
        clock.advance(by: 5)
        #expect(deadline.bound(5) == 0.05)
        #expect(deadline.bound(5, floor: 0.5) == 0.5)
    }
}
