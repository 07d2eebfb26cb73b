import QuotePoolCore
import QuotePoolModels

/// Drafting (SPEC 2.2): one request drafts one candidate, streamed. The partial text is shown as progress and
/// never stored; a stream whose partial text already breaks a hard rule is cancelled at once (stage `stream`).
/// Backend failures become the candidate's reason (stage `draft`).
public struct DraftStage: Sendable {
    public let backend: any Backend
    public let streamGuard: StreamGuard
    /// Called with (locale, partial text) as a draft streams.
    public let onPartial: @Sendable (LocaleCode, String) -> Void

    public init(backend: any Backend, gate: Config.Gate, onPartial: @escaping @Sendable (LocaleCode, String) -> Void) {
        self.backend = backend
        streamGuard = StreamGuard(gate: gate)
        self.onPartial = onPartial
    }

    /// Why a model's final text cannot be a line before the gate sees it, or nil: it holds control or hidden
    /// formatting characters (``StreamGuard/hasControlCharacters(_:)``) once trimmed. `eval` applies the same
    /// check to its lines, so it scores what a fill would keep.
    public static func problem(withFinalText text: String) -> BackendError? {
        guard StreamGuard.hasControlCharacters(text.trimmingWhitespace()) else { return nil }
        return .malformedOutput("the answer holds control or hidden formatting characters")
    }

    /// The drafted candidate: with its final text, or rejected at `draft` or `stream` with why.
    public func draft(_ request: DraftRequest) async -> Candidate {
        // The candidate keeps the locale it was written in (`pt-BR`); it is stored under its pool (`pt`).
        var c = Candidate(
            text: "", locale: request.locale, model: backend.model, backend: backend.name,
            promptVersion: backend.promptVersion, requestedTopic: request.topic, requestedMood: request.mood)
        do {
            var final: String?
            for try await event in backend.drafter.draft(request) {
                try Task.checkCancellation()
                switch event {
                case .partial(let text):
                    c.text = text
                    onPartial(request.locale, text)
                    if let reason = streamGuard.check(text) {
                        c.reject(
                            at: .stream, reason,
                            detail: "stream cancelled early: partial text already breaks \(reason.rawValue)")
                        return c
                    }
                case .finished(let text): final = text
                case .servedBy(let name, let model):
                    c.backend = name
                    c.model = model
                case .translatedFrom(let locale): c.translatedFrom = locale
                case .probabilities(let p): c.probabilities = p
                }
            }
            // A cancelled consumer sees the stream end early: that is a cancellation, not a bad answer.
            try Task.checkCancellation()
            guard let final else { throw BackendError.malformedOutput("the stream ended without a final text") }
            c.text = final
            if let problem = Self.problem(withFinalText: final) { throw problem }
        } catch let error as BackendError {
            c.reject(at: .draft, error.reason, detail: error.description)
            if case .rateLimited(let after) = error { c.retryAfter = after ?? 1 }
        } catch is CancellationError {
            c.reject(at: .draft, .cancelled, detail: "cancelled at the deadline or by a signal")
        } catch {
            c.reject(at: .draft, .backendError, detail: "\(error)")
        }
        return c
    }
}
