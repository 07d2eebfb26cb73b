import QuotePoolCore

/// What a fill reports as it goes; the CLI turns these into log lines or a live progress line.
public enum FillEvent: Sendable {
    case started(runID: Int64?, seed: UInt64, locales: [LocaleCode], budget: Double)
    case readiness(ReadinessSummary)
    case partial(locale: LocaleCode, text: String)
    case verdict(Candidate)
    case committed(lines: Int, seconds: Double)
    case commitFailed(String)
    case finished(FillSummary)
    case note(String)
    /// Something an operator should act on that did not stop the run (a fallback, a file not written).
    case warning(String)
}

/// The readiness outcome as recorded.
public struct ReadinessSummary: Sendable, Equatable {
    public var backend: String
    public var state: String
    public var message: String
}
