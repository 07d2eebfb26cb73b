import QuotePoolCore
import QuotePoolEncoders
import Synchronization

/// Two OpenAI-compatible backends with a routing mode (SPEC 4): `prefer_local`, `prefer_cloud`,
/// `local_only`, `cloud_only`. "Local" is a server on loopback or a private network.
///
/// Readiness probes the candidates in order; in the prefer modes a draft that fails on the first choice
/// (unreachable, server error, rate limit) is retried on the other, and a backend that fails that way
/// is skipped for the rest of the run. Each line records the backend and model that actually served it.
public struct HybridBackend: Backend {
    public let name: String
    public let mode: String
    /// In routing order for the mode (the `*_only` modes hold one backend).
    public let candidates: [OpenAIBackend]
    let down: DownSet

    public init(name: String, primary: OpenAIBackend, secondary: OpenAIBackend, mode: String) {
        self.name = name
        self.mode = mode
        let both = [primary, secondary]
        let local = both.filter(\.endpoint.isLocal)
        let cloud = both.filter { !$0.endpoint.isLocal }
        switch mode {
        case "prefer_cloud": candidates = cloud + local
        case "local_only": candidates = Array(local.prefix(1))
        case "cloud_only": candidates = Array(cloud.prefix(1))
        default: candidates = local + cloud
        }
        down = DownSet()
    }

    public var model: String { candidates.first?.model ?? "none" }
    public var promptVersion: String { Prompts.version }
    public var drafter: any Drafter { HybridDrafter(backend: self) }
    public var judge: (any LineJudge)? { HybridJudge(backend: self) }
    public var embedder: (any LineEmbedder)? { nil }

    /// The candidates not marked down, in routing order.
    var live: [OpenAIBackend] { candidates.filter { !down.contains($0.name) } }

    public func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        guard !candidates.isEmpty else {
            let kind = mode == "local_only" ? "local" : "cloud"
            return ReadinessReport(
                backend: name, state: .misconfigured,
                message: "mode \(mode) but no \(kind) backend among primary and secondary")
        }
        var reports: [ReadinessReport] = []
        for candidate in candidates {
            let r = await candidate.readiness(locales: locales, deadline: deadline)
            if r.state == .ready {
                let skipped = reports.map { "\($0.backend) \($0.state.rawValue)" }
                return ReadinessReport(
                    backend: name, state: .ready,
                    message: "\(mode): drafting with \(candidate.name)"
                        + (skipped.isEmpty ? "" : " (\(skipped.joined(separator: ", ")))"))
            }
            down.insert(candidate.name)
            reports.append(r)
        }
        // None is ready: report the first choice's state, naming every one.
        let first = reports[0]
        return ReadinessReport(
            backend: name, state: first.state,
            message: reports.map { "\($0.backend): \($0.state.rawValue) (\($0.message))" }.joined(separator: "; "))
    }

    /// Failures that say the backend itself is in trouble, not the line.
    static func isOutage(_ error: BackendError) -> Bool {
        switch error {
        case .failed, .timeout, .rateLimited, .unauthorized: true
        default: false
        }
    }
}

final class DownSet: Sendable {
    private let names = Mutex(Set<String>())
    func insert(_ name: String) { _ = names.withLock { $0.insert(name) } }
    func contains(_ name: String) -> Bool { names.withLock { $0.contains(name) } }
}

struct HybridDrafter: Drafter {
    let backend: HybridBackend

    func draft(_ request: DraftRequest) -> AsyncThrowingStream<DraftEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var lastError: any Error = BackendError.failed("no backend of \(backend.name) is available")
                for candidate in backend.live {
                    do {
                        for try await event in candidate.drafter.draft(request) { continuation.yield(event) }
                        continuation.finish()
                        return
                    } catch let error as BackendError where HybridBackend.isOutage(error) && !Task.isCancelled {
                        // Fall over to the next backend, and stop sending drafts to this one.
                        backend.down.insert(candidate.name)
                        lastError = error
                    } catch {
                        continuation.finish(throwing: error)
                        return
                    }
                }
                continuation.finish(throwing: lastError)
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

struct HybridJudge: LineJudge {
    let backend: HybridBackend
    func judge(_ text: String, locale: LocaleCode) async throws -> JudgeScores {
        guard let first = backend.live.first, let judge = first.judge else {
            throw BackendError.failed("no backend of \(backend.name) is available to judge")
        }
        return try await judge.judge(text, locale: locale)
    }
}
