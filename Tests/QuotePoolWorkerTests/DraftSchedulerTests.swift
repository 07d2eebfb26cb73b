import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// The fill's scheduling as a state machine, driven directly: no clock, no tasks, no backend.
@Suite struct DraftSchedulerTests {
    func scheduler(
        locales: [LocaleCode] = ["en"], need: [LocaleCode: Int] = ["en": 10], concurrency: Int = 2,
        maxAccepted: Int? = nil,
        cutoff: Double = 100
    ) -> DraftScheduler {
        DraftScheduler(
            .init(
                locales: locales, need: need, concurrency: concurrency, maxAccepted: maxAccepted, cutoff: cutoff,
                topics: ["rain", "tea"], moods: ["calm"], seed: 7))
    }

    /// Every draft the scheduler starts at `now`, in order.
    func starts(_ s: inout DraftScheduler, at now: Double) -> [DraftRequest] {
        var out: [DraftRequest] = []
        while case .start(let plan) = s.next(now: now) { out.append(plan) }
        return out
    }

    @Test func keepsConcurrencyDraftsInFlightAndNoMore() {
        var s = scheduler(concurrency: 3)
        let started1 = starts(&s, at: 0)
        #expect(started1.map(\.index) == [0, 1, 2])
        let decision2 = s.next(now: 0)
        #expect(decision2 == .hold)
        s.finished(locale: "en", accepted: true, reason: nil, retryAfter: nil, elapsed: 1, now: 1)
        let started3 = starts(&s, at: 1)
        #expect(started3.map(\.index) == [3])
    }

    @Test func localesTakeTurnsAndAFullLocaleGetsNoMoreDrafts() {
        var s = scheduler(locales: ["en", "de", "fr"], need: ["en": 5, "de": 0, "fr": 5], concurrency: 4)
        let started4 = starts(&s, at: 0)
        #expect(started4.map(\.locale) == ["en", "fr", "en", "fr"])
    }

    @Test func eachLocaleNumbersItsOwnDrafts() {
        var s = scheduler(locales: ["en", "de"], need: ["en": 5, "de": 5], concurrency: 4)
        let started = starts(&s, at: 0)
        #expect(started.map(\.locale) == ["en", "de", "en", "de"])
        #expect(started.map(\.index) == [0, 0, 1, 1])
    }

    @Test func draftsInFlightCountTowardALocalesNeed() {
        var s = scheduler(need: ["en": 2], concurrency: 5)
        let started5 = starts(&s, at: 0)
        #expect(started5.count == 2)
        let decision6 = s.next(now: 0)
        #expect(decision6 == .hold)
        s.finished(locale: "en", accepted: false, reason: .cliche, retryAfter: nil, elapsed: 1, now: 1)
        let started7 = starts(&s, at: 1)
        #expect(started7.count == 1, "a rejected draft leaves its place to a new one")
        s.finished(locale: "en", accepted: true, reason: nil, retryAfter: nil, elapsed: 1, now: 2)
        s.finished(locale: "en", accepted: true, reason: nil, retryAfter: nil, elapsed: 1, now: 2)
        #expect(s.targetReached)
        let decision8 = s.next(now: 2)
        #expect(decision8 == .done)
    }

    @Test func theCapCountsDraftsInFlightAndEndsTheRunWhenReached() {
        var s = scheduler(concurrency: 4, maxAccepted: 2)
        let started9 = starts(&s, at: 0)
        #expect(started9.count == 2)
        let decision10 = s.next(now: 0)
        #expect(decision10 == .hold)
        s.finished(locale: "en", accepted: true, reason: nil, retryAfter: nil, elapsed: 1, now: 1)
        s.finished(locale: "en", accepted: true, reason: nil, retryAfter: nil, elapsed: 1, now: 1)
        #expect(s.maxAcceptedReached)
        let decision11 = s.next(now: 1)
        #expect(decision11 == .done)
    }

    @Test func aDraftStartsOnlyWhenItsLearnedTimeFitsBeforeTheCutoff() {
        var s = scheduler(concurrency: 1, cutoff: 10)
        _ = starts(&s, at: 0)
        s.finished(locale: "en", accepted: false, reason: .cliche, retryAfter: nil, elapsed: 4, now: 4)
        let started12 = starts(&s, at: 5)
        #expect(started12.count == 1, "5 + 4 s fits before 10")
        s.finished(locale: "en", accepted: false, reason: .cliche, retryAfter: nil, elapsed: 4, now: 7)
        let decision13 = s.next(now: 7)
        #expect(decision13 == .done, "7 + 4 s would end past the cut-off, and nothing is in flight")
        let decision14 = s.next(now: 10)
        #expect(decision14 == .done)
    }

    @Test func aRateLimitHoldsNewDraftsUntilItsRetryAfter() {
        var s = scheduler(concurrency: 1)
        _ = starts(&s, at: 0)
        s.finished(locale: "en", accepted: false, reason: .backendError, retryAfter: 2, elapsed: 0.1, now: 1)
        let decision15 = s.next(now: 1.5)
        #expect(decision15 == .wait(until: 3))
        let started16 = starts(&s, at: 3)
        #expect(started16.count == 1)
    }

    @Test func backendFailuresInARowBackOffAndASuccessResetsIt() {
        var s = scheduler(concurrency: 1)
        func fail(at now: Double) {
            _ = starts(&s, at: now)
            s.finished(locale: "en", accepted: false, reason: .timeout, retryAfter: nil, elapsed: 0, now: now)
        }
        fail(at: 0)
        fail(at: 0)
        #expect(s.pausedUntil == -.infinity, "two failures in a row do not pause")
        fail(at: 0)
        #expect(s.pausedUntil == 0.25)
        fail(at: 1)
        #expect(s.pausedUntil == 1.5)
        // A cancelled draft neither counts as a failure nor resets the count.
        _ = starts(&s, at: 2)
        s.finished(locale: "en", accepted: false, reason: .cancelled, retryAfter: nil, elapsed: 0, now: 2)
        fail(at: 3)
        #expect(s.pausedUntil == 4, "the fifth failure in a row waits 1 s")
        _ = starts(&s, at: 5)
        s.finished(locale: "en", accepted: false, reason: .cliche, retryAfter: nil, elapsed: 0, now: 5)
        fail(at: 6)
        #expect(s.pausedUntil == 4, "a draft that reached the chain reset the count")
    }

    @Test func stoppingEndsEveryDecision() {
        var s = scheduler()
        _ = starts(&s, at: 0)
        s.stop()
        let decision17 = s.next(now: 0)
        #expect(decision17 == .done)
    }

    @Test func theSameSeedPlansTheSameDrafts() {
        var a = scheduler(locales: ["en", "de"], need: ["en": 9, "de": 9], concurrency: 6)
        var b = scheduler(locales: ["en", "de"], need: ["en": 9, "de": 9], concurrency: 6)
        let started18 = starts(&a, at: 0)
        let other = starts(&b, at: 0)
        #expect(started18 == other)
    }
}

/// The batcher hands out whole batches when due and keeps nothing after.
@Suite struct CommitBatcherTests {
    func candidate(accepted: Bool) -> Candidate {
        var c = Candidate(text: "x", locale: "en", model: "m", backend: "b", promptVersion: "p")
        if accepted { c.stage = .accepted } else { c.reject(at: .gate, .cliche) }
        return c
    }

    @Test func aBatchIsDueAtBatchSizeAcceptedLines() {
        var b = CommitBatcher(batchSize: 3)
        let due1 = b.add(candidate(accepted: true))
        #expect(!due1)
        let due2 = b.add(candidate(accepted: false))
        #expect(!due2)
        let due3 = b.add(candidate(accepted: true))
        #expect(!due3)
        let due4 = b.add(candidate(accepted: true))
        #expect(due4)
        let batch = b.take()
        #expect(batch.accepted.count == 3 && batch.rejected.count == 1)
        #expect(b.pending.isEmpty)
    }

    @Test func rejectedDraftsAloneMakeABatchDueAtTheirBound() {
        var b = CommitBatcher(batchSize: 32)
        for _ in 1..<CommitBatcher.maxRejected {
            let due = b.add(candidate(accepted: false))
            #expect(!due)
        }
        let due6 = b.add(candidate(accepted: false))
        #expect(due6)
    }
}
