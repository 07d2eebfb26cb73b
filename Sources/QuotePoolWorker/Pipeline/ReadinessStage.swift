import QuotePoolCore
import QuotePoolModels

/// Readiness (SPEC 2.1): the backend is probed before any draft, within the time left before the cut-off. A
/// backend that is not ready drafts nothing; its state says which exit code the run gets.
public struct ReadinessStage: Sendable {
    public let backend: any Backend

    public init(backend: any Backend) { self.backend = backend }

    /// Probes the backend for `locales`; every request of the probe ends before `deadline`'s cut-off.
    public func check(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        await backend.readiness(locales: locales, deadline: deadline)
    }
}
