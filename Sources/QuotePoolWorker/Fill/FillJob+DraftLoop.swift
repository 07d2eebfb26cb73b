import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore

extension FillJob {
    /// How the draft loop ended.
    struct LoopResult {
        var commitFailure: StoreError?
        var maxAcceptedReached = false
        var targetReached = false
    }

    /// What the draft loop's child tasks report.
    private enum Event: Sendable {
        case candidate(Candidate)
        /// The cut-off arrived.
        case cutoff
        /// A pause (rate limit, backoff) is over.
        case wake
    }

    /// The loop's moving parts, owned by the one task that runs it.
    private struct Loop {
        var scheduler: DraftScheduler
        var batcher: CommitBatcher
        var result = LoopResult()
        var wakeScheduled = false
    }

    /// Keeps drafts in flight as the ``DraftScheduler`` decides until it is done, a commit fails, or the run is
    /// interrupted; drafts still running at the cut-off are cancelled and recorded as `cancelled`.
    func draftLoop(chain: StageChain, run: FillRun, need: [LocaleCode: Int], deadline: Deadline) async -> LoopResult {
        var loop = Loop(
            scheduler: DraftScheduler(
                .init(
                    locales: options.locales, need: need, concurrency: config.concurrency,
                    maxAccepted: options.maxAccepted, cutoff: deadline.cutoff, topics: config.prompt.topics,
                    moods: config.prompt.moods, seed: run.seed)),
            batcher: CommitBatcher(batchSize: config.commit.batchSize))
        let commit = run.store.flatMap { store in
            run.runID.map { CommitStage(store: store, runID: $0, clock: clock, beforeCommit: beforeCommit) }
        }
        let drafting = DraftStage(backend: backend, gate: config.gate) { [onEvent] locale, text in
            onEvent(.partial(locale: locale, text: text))
        }
        await withTaskGroup(of: Event.self) { group in
            group.addTask { [clock] in
                try? await clock.sleep(deadline.untilCutoff())
                return .cutoff
            }
            while true {
                start(&loop, group: &group, chain: chain, drafting: drafting)
                if loop.scheduler.inFlightTotal == 0 && !loop.wakeScheduled {
                    group.cancelAll()  // nothing running and nothing to start: stop the cut-off timer and leave
                    break
                }
                guard let event = await group.next() else { break }
                handle(event, &loop, run: run, commit: commit, chain: chain, group: &group)
                if Task.isCancelled || interruption.received != nil {
                    loop.scheduler.stop()
                    group.cancelAll()
                }
            }
        }
        return end(&loop, run: run, commit: commit, chain: chain)
    }

    /// Starts every draft the scheduler allows now, and a wake-up for the end of a pause.
    private func start(
        _ loop: inout Loop, group: inout TaskGroup<Event>, chain: StageChain, drafting: DraftStage
    ) {
        guard !Task.isCancelled, interruption.received == nil else { return }
        while true {
            switch loop.scheduler.next(now: clock.now()) {
            case .start(let request):
                group.addTask { .candidate(await self.draftAndEvaluate(request, drafting: drafting, chain: chain)) }
            case .wait(let until):
                if !loop.wakeScheduled {
                    loop.wakeScheduled = true
                    group.addTask { [clock] in
                        try? await clock.sleep(until - clock.now())
                        return .wake
                    }
                }
                return
            case .hold, .done:
                return
            }
        }
    }

    /// One event of the loop: the cut-off, a wake-up, or a finished draft (counted, batched, committed when due).
    private func handle(
        _ event: Event, _ loop: inout Loop, run: FillRun, commit: CommitStage?, chain: StageChain,
        group: inout TaskGroup<Event>
    ) {
        switch event {
        case .cutoff:
            if !Task.isCancelled && interruption.received == nil && loop.scheduler.inFlightTotal > 0 {
                onEvent(.note("budget cut-off reached; cancelling \(loop.scheduler.inFlightTotal) draft(s) in flight"))
            }
            loop.scheduler.stop()
            group.cancelAll()
        case .wake:
            loop.wakeScheduled = false
        case .candidate(let c):
            if let wait = c.retryAfter { onEvent(.note("rate limited: holding new drafts for \(wait) s")) }
            loop.scheduler.finished(
                locale: c.locale, accepted: c.isAccepted, reason: c.reason, retryAfter: c.retryAfter,
                elapsed: c.elapsed, now: clock.now())
            run.tally.record(c)
            onEvent(.verdict(c))
            if loop.batcher.add(c), interruption.received == nil, !flush(&loop, run: run, commit: commit, chain: chain)
            {
                loop.scheduler.stop()
                group.cancelAll()
            }
        }
    }

    /// Commits the waiting batch; false when it rolled back (the run then stops).
    private func flush(_ loop: inout Loop, run: FillRun, commit: CommitStage?, chain: StageChain) -> Bool {
        let batch = loop.batcher.take()
        guard let commit, !batch.isEmpty, !options.dryRun else { return true }
        let started = clock.now()
        do {
            let result = try commit.commit(batch)
            chain.learn(result.committedElsewhere)
            let lines = result.lineIDs.count
            run.tally.committed += lines
            for dropped in result.dropped {
                run.tally.withdraw(dropped)
                onEvent(.verdict(dropped))
                if dropped.reason == nil {
                    loop.scheduler.close(locale: dropped.locale)
                } else {
                    loop.scheduler.withdraw(locale: dropped.locale)
                }
            }
            onEvent(.committed(lines: lines, seconds: clock.now() - started))
            return true
        } catch {
            loop.result.commitFailure = error
            onEvent(.commitFailed(error.description))
            // The batch rolled back whole; keep a trace of its drafts if the database still takes writes.
            run.tally.rollBack(batch.all)
            commit.recordDropped(batch.all)
            return false
        }
    }

    /// After the loop: the last batch is committed, or (interrupted, or after a batch rolled back) dropped and only
    /// logged as rolled back.
    private func end(_ loop: inout Loop, run: FillRun, commit: CommitStage?, chain: StageChain) -> LoopResult {
        if interruption.received != nil || Task.isCancelled || loop.result.commitFailure != nil {
            if !options.dryRun, let commit {
                let dropped = loop.batcher.take().all
                run.tally.rollBack(dropped)
                commit.recordDropped(dropped)
            }
        } else {
            _ = flush(&loop, run: run, commit: commit, chain: chain)
        }
        loop.result.maxAcceptedReached = loop.scheduler.maxAcceptedReached
        loop.result.targetReached = loop.scheduler.targetReached
        return loop.result
    }

    /// Drafts one candidate and runs it through the chain; `elapsed` spans both.
    func draftAndEvaluate(_ request: DraftRequest, drafting: DraftStage, chain: StageChain) async -> Candidate {
        let started = clock.now()
        var c = await drafting.draft(request)
        if c.reason == nil { c = await chain.evaluate(c) }
        c.elapsed = clock.now() - started
        return c
    }
}
