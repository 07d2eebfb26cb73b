import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore
import QuotePoolWorker
import Synchronization

/// A fresh directory per test, removed when the value goes away.
final class TempDir: Sendable {
    let path: String
    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("qp-worker-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
}

/// A clock that only moves when the test (or a test backend) advances it. Sleepers wake when time
/// reaches their deadline, or throw when their task is cancelled.
final class ManualClock: Sendable {
    private struct Sleeper {
        var until: Double
        var continuation: CheckedContinuation<Void, any Error>
    }
    private let state = Mutex<(now: Double, sleepers: [UUID: Sleeper])>((0, [:]))

    var now: Double { state.withLock { $0.now } }

    func advance(by seconds: Double) {
        let due: [CheckedContinuation<Void, any Error>] = state.withLock { s in
            s.now += seconds
            let ready = s.sleepers.filter { $0.value.until <= s.now }
            for key in ready.keys { s.sleepers.removeValue(forKey: key) }
            return ready.map(\.value.continuation)
        }
        for c in due { c.resume() }
    }

    func sleep(_ seconds: Double) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = state.withLock { s in
                    if seconds <= 0 || Task.isCancelled { return true }
                    s.sleepers[id] = Sleeper(until: s.now + seconds, continuation: c)
                    return false
                }
                if resumeNow { c.resume() }
            }
            try Task.checkCancellation()
        } onCancel: {
            let c = state.withLock { $0.sleepers.removeValue(forKey: id)?.continuation }
            c?.resume(throwing: CancellationError())
        }
    }

    var workerClock: JobClock {
        JobClock(now: { self.now }, wallNow: { Date() }, sleep: { try await self.sleep($0) })
    }
}

/// A backend whose drafter is a closure, for budget and failure tests.
struct ScriptedBackend: Backend {
    var name = "scripted"
    var model = "scripted-model"
    var promptVersion = "t1"
    var readinessState: Readiness = .ready
    /// What novelty embeds with (the builtin embedder unless a test needs another).
    var lineEmbedder: any LineEmbedder = BuiltinEmbedder(HashedEmbedder())
    let script: @Sendable (DraftRequest) async throws -> String

    var drafter: any Drafter { ScriptedDrafter(script: script) }
    var judge: (any LineJudge)? { nil }
    var embedder: (any LineEmbedder)? { lineEmbedder }

    func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        ReadinessReport(backend: name, state: readinessState, message: "scripted \(readinessState.rawValue)")
    }
}

struct ScriptedDrafter: Drafter {
    let script: @Sendable (DraftRequest) async throws -> String
    func draft(_ request: DraftRequest) -> AsyncThrowingStream<DraftEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let text = try await script(request)
                    continuation.yield(.partial(text))
                    continuation.yield(.finished(text))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

func config(target: Int = 200, locales: [LocaleCode] = ["en"], concurrency: Int = 2) -> Config {
    var c = Config()
    c.pool.targetPerLocale = target
    c.locales = locales
    c.concurrency = concurrency
    return c
}

func fill(
    _ config: Config, db: String, budget: Double = 60, seed: UInt64? = 42, maxAccepted: Int? = nil,
    dryRun: Bool = false,
    backend: any Backend = BuiltinBackend(), clock: JobClock = .live
) async throws -> FillSummary {
    let options = FillOptions(
        databasePath: db, budgetSeconds: budget, locales: config.locales,
        seed: seed, maxAccepted: maxAccepted,
        dryRun: dryRun)
    return try await FillJob(
        config: config, options: options, deadline: Deadline(budget: options.budgetSeconds, clock: clock),
        backend: backend
    ).run()
}

/// The repository's `Tests/` directory.
let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path

/// An embedder whose batches of more than one line each take `secondsPerBatch` of a manual clock (the
/// re-embedding tests), counting the batch sizes. Words embedded alone for the near-duplicate decision (texts
/// without a space) are not lines: neither counted nor timed.
final class MeteredEmbedder: LineEmbedder {
    let base: any LineEmbedder
    let clock: ManualClock
    let secondsPerBatch: Double
    let batches = Mutex<[Int]>([])
    init(_ base: any LineEmbedder, clock: ManualClock, secondsPerBatch: Double) {
        self.base = base
        self.clock = clock
        self.secondsPerBatch = secondsPerBatch
    }
    var id: String { base.id }
    var dimension: Int { base.dimension }
    func embed(_ texts: [String]) async throws -> [[Float]] {
        if texts.count > 1, texts.contains(where: { $0.contains(" ") }) {
            batches.withLock { $0.append(texts.count) }
            clock.advance(by: secondsPerBatch)
        }
        return try await base.embed(texts)
    }
}

/// Lines and words looked up in a table (a zero vector for anything else), 16 dimensions: the near-duplicate
/// decision's tests give each word and line the vector they need.
struct TableEmbedder: LineEmbedder {
    var id = "table"
    let dimension = 16
    let table: [String: [Float]]

    func embed(_ texts: [String]) async throws -> [[Float]] {
        texts.map { table[$0] ?? [Float](repeating: 0, count: 16) }
    }
}
