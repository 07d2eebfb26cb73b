import QuotePoolCore
import QuotePoolEncoders

/// What one draft request asks for.
public struct DraftRequest: Sendable, Equatable {
    public var locale: LocaleCode
    public var topic: String
    public var mood: String
    /// The draft's sequence number among the run's drafts of its locale; with the run's seed it makes builtin
    /// drafts repeatable.
    public var index: Int
    public var seed: UInt64

    public init(locale: LocaleCode, topic: String, mood: String, index: Int, seed: UInt64) {
        self.locale = locale
        self.topic = topic
        self.mood = mood
        self.index = index
        self.seed = seed
    }
}

/// Events of a streamed draft: provisional partial text, then the final text.
public enum DraftEvent: Sendable, Equatable {
    /// The text so far (cumulative, not a delta). Provisional: never stored.
    case partial(String)
    case finished(String)
    /// Which backend and model served this draft (hybrid routing decides per draft).
    case servedBy(backend: String, model: String)
    /// The draft was written in this locale and translated into the requested one.
    case translatedFrom(LocaleCode)
    /// What the model's raw token probabilities say about the draft (``Candidate/probabilities``); only from a
    /// server that reports them (llama.cpp).
    case probabilities(DraftProbabilities)
}

/// A failed draft, judge or embedding call; each maps to a candidate reason.
public enum BackendError: Error, Equatable, Sendable, CustomStringConvertible {
    case refused(String)
    case truncated
    case malformedOutput(String)
    case failed(String)
    case timeout
    case cancelled
    /// HTTP 429: the server asks to wait `retryAfter` seconds (from `Retry-After`) before the next request.
    case rateLimited(retryAfter: Double?)
    /// HTTP 401 or 403 in the middle of a run.
    case unauthorized(String)
    /// The server refused the structured-output mode; the caller tries the next one.
    case unsupportedFormat(String)

    public var reason: Reason {
        switch self {
        case .refused: .refused
        case .truncated: .truncated
        case .malformedOutput: .malformedOutput
        case .failed, .rateLimited, .unauthorized, .unsupportedFormat: .backendError
        case .timeout: .timeout
        case .cancelled: .cancelled
        }
    }

    public var description: String {
        switch self {
        case .refused(let why): "refused: \(why)"
        case .truncated: "output truncated at the token limit"
        case .malformedOutput(let why): "malformed output: \(why)"
        case .failed(let why): "backend error: \(why)"
        case .timeout: "timed out"
        case .cancelled: "cancelled"
        case .rateLimited(let after): "rate limited" + (after.map { " (retry after \($0) s)" } ?? "")
        case .unauthorized(let why): "unauthorized: \(why)"
        case .unsupportedFormat(let why): "structured output not supported: \(why)"
        }
    }
}

/// Drafts candidate lines.
public protocol Drafter: Sendable {
    /// Streams one draft. The stream finishes with `.finished` or throws a ``BackendError``;
    /// cancelling the consuming task cancels the request.
    func draft(_ request: DraftRequest) -> AsyncThrowingStream<DraftEvent, any Error>
}

/// Scores a line with a model; callers fall back to ``FallbackJudge`` when it throws.
public protocol LineJudge: Sendable {
    func judge(_ text: String, locale: LocaleCode) async throws -> JudgeScores
}

/// Readiness of a backend (SPEC 2.1): not a boolean.
public enum Readiness: String, Sendable, Equatable, CaseIterable {
    case ready
    case unreachable
    case modelLoading = "model_loading"
    case modelMissing = "model_missing"
    case localeUnsupported = "locale_unsupported"
    case unauthorized
    case misconfigured

    /// What kind of failure a fill that meets this state is (SPEC 6); nil when ready.
    public var category: FailureCategory? {
        switch self {
        case .ready: nil
        case .unreachable, .modelLoading: .tempFail
        case .modelMissing, .localeUnsupported, .unauthorized: .unavailable
        case .misconfigured: .config
        }
    }

    /// The exit code a fill gets when the backend is in this state.
    public var exitCode: Int32 { category.map(ExitCode.of) ?? ExitCode.ok }
}

/// A readiness probe's result with a message for the operator.
public struct ReadinessReport: Sendable, Equatable {
    public var backend: String
    public var state: Readiness
    public var message: String

    public init(backend: String, state: Readiness, message: String) {
        self.backend = backend
        self.state = state
        self.message = message
    }
}

/// A configured backend: drafts, optionally judges, optionally embeds.
public protocol Backend: Sendable {
    /// The backend's name in config (`builtin` for the embedded one).
    var name: String { get }
    /// The model id recorded with every line it drafts.
    var model: String { get }
    /// The prompt version recorded with every line.
    var promptVersion: String { get }
    var drafter: any Drafter { get }
    /// `nil` when the backend has no model judge (the deterministic scorer is used, recorded as fallback).
    var judge: (any LineJudge)? { get }
    var embedder: (any LineEmbedder)? { get }
    /// Probes the backend without drafting; every request of the probe ends by `deadline`'s cut-off, and a server that
    /// does not answer in time is `unreachable`.
    func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport
    /// Whether the spelling stage can reject a line this backend drafts (true unless the backend says otherwise).
    var draftsNeedSpellingCheck: Bool { get }
}

extension Backend {
    /// Whether the spelling stage can reject a line this backend drafts. A model can write any word, so by default it
    /// can; the builtin composer writes only words on its locale's spelling allow-list (``SpellingAllowList``), so a
    /// fill by it loads no dictionary.
    public var draftsNeedSpellingCheck: Bool { true }
}
