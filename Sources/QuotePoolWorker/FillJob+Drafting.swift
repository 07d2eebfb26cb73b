import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore

extension FillJob {
    struct LoopResult {
        var commitFailure: StoreError?
        var maxAcceptedReached = false
    }

    private enum Slot: Sendable {
        case candidate(Candidate)
        case deadline
        /// A rate-limit pause is over.
        case resume
    }

    /// Seconds kept at the end of the budget for the final commit and the run row.
    var commitReserve: Double { min(max(0.3, options.budgetSeconds * 0.02), 3) }

    /// Keeps `concurrency` drafts in flight until every locale has what it needs, the budget cannot fit
    /// another draft, `--max-accepted` is reached, a commit fails, or the run is cancelled. Drafts still
    /// running at the cut-off are cancelled and recorded as `cancelled`.
    func draftLoop(
        chain: StageChain, store: (any PoolWriter)?, runID: Int64?, need: [String: Int], seed: UInt64, deadline: Double,
        tally: inout Tally
    ) async -> LoopResult {
        var result = LoopResult()
        var pendingAccepted: [Candidate] = []
        var pendingRejected: [Candidate] = []
        var inFlight: [String: Int] = [:]
        var inFlightTotal = 0
        var acceptedTotal = 0
        var estimate = 0.0  // seconds per draft, learned as drafts finish
        var index = 0
        var cursor = 0
        var stopped = false
        // A 429 with Retry-After holds new drafts back until then (never past the cut-off).
        var pausedUntil = -Double.infinity
        var resumeScheduled = false
        // Consecutive drafts that failed on the backend: from the third on, new drafts wait longer each
        // time (0.25 s doubling to 5 s), so a failing server is not hammered for the whole budget.
        var consecutiveFailures = 0
        let locales = options.locales
        let cutoff = deadline - commitReserve
        let concurrency = max(1, config.concurrency)
        let batchSize = config.commit.batchSize
        let topics = config.prompt.topics
        let moods = config.prompt.moods
        var topicRNG = SplitMix64(seed: SplitMix64.combine(seed, 0x70_71))

        func flush() {
            guard !pendingAccepted.isEmpty || !pendingRejected.isEmpty else { return }
            defer {
                pendingAccepted.removeAll(keepingCapacity: true)
                pendingRejected.removeAll(keepingCapacity: true)
            }
            guard let store, let runID, !options.dryRun else { return }
            let started = clock.now()
            do {
                let committed = try store.commit(
                    accepted: pendingAccepted, rejected: pendingRejected, runID: runID, now: clock.wallNow(),
                    beforeCommit: beforeCommit)
                tally.committed += committed.lineIDs.count
                onEvent(.committed(lines: committed.lineIDs.count, seconds: clock.now() - started))
            } catch {
                result.commitFailure = error
                onEvent(.commitFailed(error.description))
                // The batch rolled back whole; keep a trace of its drafts if the database still takes writes.
                try? store.recordCandidates(
                    pendingAccepted + pendingRejected, runID: runID, persistence: "rolled_back", now: clock.wallNow())
            }
        }

        await withTaskGroup(of: Slot.self) { group in
            group.addTask { [clock] in
                try? await clock.sleep(cutoff - clock.now())
                return .deadline
            }
            while true {
                // Start drafts while there is room, time and need.
                while !stopped, inFlightTotal < concurrency, !Task.isCancelled, interruption.received == nil {
                    if let cap = options.maxAccepted, acceptedTotal + inFlightTotal >= cap {
                        if acceptedTotal >= cap { result.maxAcceptedReached = true }
                        break
                    }
                    guard clock.now() + estimate < cutoff else { break }
                    if clock.now() < pausedUntil {
                        if !resumeScheduled {
                            resumeScheduled = true
                            let wake = min(pausedUntil, cutoff)
                            group.addTask { [clock] in
                                try? await clock.sleep(wake - clock.now())
                                return .resume
                            }
                        }
                        break
                    }
                    var chosen: String?
                    for k in 0..<locales.count {
                        let l = locales[(cursor + k) % locales.count]
                        if (tally.accepted[l] ?? 0) + (inFlight[l] ?? 0) < (need[l] ?? 0) {
                            chosen = l
                            cursor = (cursor + k + 1) % locales.count
                            break
                        }
                    }
                    guard let locale = chosen else { break }
                    let request = DraftRequest(
                        locale: locale, topic: topics.randomElement(using: &topicRNG) ?? "",
                        mood: moods.randomElement(using: &topicRNG) ?? "", index: index, seed: seed)
                    index += 1
                    inFlight[locale, default: 0] += 1
                    inFlightTotal += 1
                    group.addTask { .candidate(await self.draftOne(request, chain: chain)) }
                }
                if inFlightTotal == 0 && !resumeScheduled {
                    // Nothing running and nothing more to start: stop the watchdog and leave.
                    group.cancelAll()
                    break
                }
                guard let slot = await group.next() else { break }
                switch slot {
                case .deadline:
                    if !Task.isCancelled && interruption.received == nil && inFlightTotal > 0 {
                        onEvent(.note("budget cut-off reached; cancelling \(inFlightTotal) draft(s) in flight"))
                    }
                    stopped = true
                    group.cancelAll()
                case .resume:
                    resumeScheduled = false
                case .candidate(let c):
                    if let wait = c.retryAfter {
                        pausedUntil = max(pausedUntil, clock.now() + wait)
                        onEvent(.note("rate limited: holding new drafts for \(wait) s"))
                    }
                    if let reason = c.reason, reason.isBackendOutcome, reason != .cancelled {
                        consecutiveFailures += 1
                        if consecutiveFailures >= 3 {
                            let wait = min(5, 0.25 * Double(1 << min(consecutiveFailures - 3, 5)))
                            pausedUntil = max(pausedUntil, clock.now() + wait)
                        }
                    } else if c.reason != .cancelled {
                        consecutiveFailures = 0
                    }
                    inFlight[c.locale, default: 1] -= 1
                    inFlightTotal -= 1
                    tally.record(c)
                    onEvent(.verdict(c))
                    estimate = estimate == 0 ? c.elapsed : 0.8 * estimate + 0.2 * c.elapsed
                    if c.isAccepted {
                        pendingAccepted.append(c)
                        acceptedTotal += 1
                    } else {
                        pendingRejected.append(c)
                    }
                    if interruption.received == nil, pendingAccepted.count >= batchSize || pendingRejected.count >= 1024
                    {
                        flush()
                        if result.commitFailure != nil {
                            stopped = true
                            group.cancelAll()
                        }
                    }
                }
                if Task.isCancelled || interruption.received != nil {
                    stopped = true
                    group.cancelAll()
                }
            }
        }
        if let cap = options.maxAccepted, acceptedTotal >= cap { result.maxAcceptedReached = true }
        if interruption.received != nil || Task.isCancelled {
            // Interrupted: what was not committed is dropped, never half-written.
            if let store, let runID, !options.dryRun {
                try? store.recordCandidates(
                    pendingAccepted + pendingRejected, runID: runID, persistence: "rolled_back", now: clock.wallNow())
            }
        } else if result.commitFailure == nil {
            flush()
        }
        return result
    }

    /// Drafts one candidate (streamed, cancelled early on a hard-rule break) and runs it through the chain.
    func draftOne(_ request: DraftRequest, chain: StageChain) async -> Candidate {
        let started = clock.now()
        var c = Candidate(
            text: "", locale: request.locale, model: backend.model, backend: backend.name,
            promptVersion: backend.promptVersion, requestedTopic: request.topic, requestedMood: request.mood)
        let streamGuard = StreamGuard(gate: config.gate)
        func done(_ c: Candidate) -> Candidate {
            var c = c
            c.elapsed = clock.now() - started
            return c
        }
        do {
            var final: String?
            for try await event in backend.drafter.draft(request) {
                try Task.checkCancellation()
                switch event {
                case .partial(let text):
                    c.text = text
                    onEvent(.partial(locale: request.locale, text: text))
                    if let reason = streamGuard.check(text) {
                        c.reject(
                            at: .stream, reason,
                            detail: "stream cancelled early: partial text already breaks \(reason.rawValue)")
                        return done(c)
                    }
                case .finished(let text):
                    final = text
                case .servedBy(let name, let model):
                    c.backend = name
                    c.model = model
                case .translatedFrom(let locale):
                    c.translatedFrom = locale
                }
            }
            // A cancelled consumer sees the stream end early: that is a cancellation, not a bad answer.
            try Task.checkCancellation()
            guard let final else { throw BackendError.malformedOutput("the stream ended without a final text") }
            c.text = final
            if StreamGuard.hasControlCharacters(final) {
                throw BackendError.malformedOutput("the answer holds control or bidirectional formatting characters")
            }
        } catch let error as BackendError {
            c.reject(at: .draft, error.reason, detail: error.description)
            if case .rateLimited(let after) = error { c.retryAfter = after ?? 1 }
            return done(c)
        } catch is CancellationError {
            c.reject(at: .draft, .cancelled, detail: "cancelled at the deadline or by a signal")
            return done(c)
        } catch {
            c.reject(at: .draft, .backendError, detail: "\(error)")
            return done(c)
        }
        return done(await chain.evaluate(c))
    }
}
