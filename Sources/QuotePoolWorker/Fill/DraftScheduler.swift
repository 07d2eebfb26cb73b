import QuotePoolCore
import QuotePoolModels

/// Which draft to start next, and when: the fill's scheduling as a value-type state machine with no I/O and no
/// clock of its own (the caller passes the time), tested directly.
///
/// It keeps `concurrency` drafts in flight while there is need, time and no cap: locales take turns (round-robin
/// over those still short of their need, counting drafts in flight), a draft starts only when the learned time per
/// draft still fits before the cut-off, a 429 holds new drafts until its `Retry-After`, and from the third backend
/// failure in a row new drafts wait longer each time (0.25 s doubling to 5 s), so a failing server is not hammered
/// for the whole budget.
public struct DraftScheduler: Sendable {
    /// What the scheduler was asked to do.
    public struct Settings: Sendable {
        public var locales: [LocaleCode]
        /// Lines each locale still needs to reach its target.
        public var need: [LocaleCode: Int]
        public var concurrency: Int
        public var maxAccepted: Int?
        /// When new drafts stop (``Deadline/cutoff``).
        public var cutoff: Double
        public var topics: [String]
        public var moods: [String]
        public var seed: UInt64

        public init(
            locales: [LocaleCode], need: [LocaleCode: Int], concurrency: Int, maxAccepted: Int?, cutoff: Double,
            topics: [String], moods: [String], seed: UInt64
        ) {
            self.locales = locales
            self.need = need
            self.concurrency = max(1, concurrency)
            self.maxAccepted = maxAccepted
            self.cutoff = cutoff
            self.topics = topics
            self.moods = moods
            self.seed = seed
        }
    }

    /// What to do now.
    public enum Decision: Sendable, Equatable {
        /// Start this draft, then ask again. Its `index` counts the run's drafts of its locale from 0, so a
        /// locale's drafts follow the same sequence whichever other locales share the run.
        case start(DraftRequest)
        /// Start nothing before this time (a rate-limit pause or a backoff); ask again then.
        case wait(until: Double)
        /// Start nothing now; ask again when a draft in flight finishes.
        case hold
        /// Start nothing ever again: every locale has what it needs, the cap is reached, time is up, or the run
        /// was stopped. The run is over once nothing is in flight.
        case done
    }

    public let settings: Settings
    public private(set) var inFlight: [LocaleCode: Int] = [:]
    public private(set) var inFlightTotal = 0
    public private(set) var accepted: [LocaleCode: Int] = [:]
    public private(set) var acceptedTotal = 0
    /// Seconds per draft, learned as drafts finish (0 until the first one).
    public private(set) var estimate = 0.0
    public private(set) var stopped = false
    public private(set) var pausedUntil = -Double.infinity
    /// Locales other writers of the pool filled meanwhile: they need nothing more.
    public private(set) var closed: Set<LocaleCode> = []
    private var nextIndex: [LocaleCode: Int] = [:]
    private var cursor = 0
    private var consecutiveFailures = 0
    private var topicRNG: SplitMix64

    public init(_ settings: Settings) {
        self.settings = settings
        topicRNG = SplitMix64(seed: SplitMix64.combine(settings.seed, 0x70_71))
    }

    /// True once `--max-accepted` lines were accepted.
    public var maxAcceptedReached: Bool { settings.maxAccepted.map { acceptedTotal >= $0 } ?? false }

    /// True once every locale has accepted what it needed.
    public var targetReached: Bool {
        settings.locales.allSatisfy { closed.contains($0) || (accepted[$0] ?? 0) >= (settings.need[$0] ?? 0) }
    }

    /// The next thing to do at time `now`. After `.start`, the draft counts as in flight.
    public mutating func next(now: Double) -> Decision {
        if stopped || maxAcceptedReached || now >= settings.cutoff { return .done }
        if let cap = settings.maxAccepted, acceptedTotal + inFlightTotal >= cap { return .hold }
        guard inFlightTotal < settings.concurrency else { return .hold }
        guard now + estimate < settings.cutoff else { return inFlightTotal > 0 ? .hold : .done }
        if now < pausedUntil { return .wait(until: min(pausedUntil, settings.cutoff)) }
        guard let locale = nextLocale() else { return inFlightTotal > 0 ? .hold : .done }
        let topic = settings.topics.randomElement(using: &topicRNG) ?? ""
        let mood = settings.moods.randomElement(using: &topicRNG) ?? ""
        let request = DraftRequest(
            locale: locale, topic: topic, mood: mood, index: nextIndex[locale, default: 0], seed: settings.seed)
        nextIndex[locale, default: 0] += 1
        inFlight[locale, default: 0] += 1
        inFlightTotal += 1
        return .start(request)
    }

    /// The next locale in turn that still needs lines, counting drafts in flight.
    private mutating func nextLocale() -> LocaleCode? {
        let locales = settings.locales
        for k in 0..<locales.count {
            let l = locales[(cursor + k) % locales.count]
            if !closed.contains(l), (accepted[l] ?? 0) + (inFlight[l] ?? 0) < (settings.need[l] ?? 0) {
                cursor = (cursor + k + 1) % locales.count
                return l
            }
        }
        return nil
    }

    /// A draft of `locale` ended at `now` after `elapsed` seconds.
    ///
    /// - Parameters:
    ///   - reason: why it was rejected (nil: accepted).
    ///   - retryAfter: the seconds a 429 asked to wait, if it was rate limited.
    public mutating func finished(
        locale: LocaleCode, accepted isAccepted: Bool, reason: Reason?, retryAfter: Double?, elapsed: Double,
        now: Double
    ) {
        inFlight[locale, default: 1] -= 1
        inFlightTotal -= 1
        if let retryAfter { pausedUntil = max(pausedUntil, now + retryAfter) }
        if let reason, reason.isBackendOutcome, reason != .cancelled {
            consecutiveFailures += 1
            if consecutiveFailures >= 3 {
                let wait = min(5, 0.25 * Double(1 << min(consecutiveFailures - 3, 5)))
                pausedUntil = max(pausedUntil, now + wait)
            }
        } else if reason != .cancelled {
            consecutiveFailures = 0
        }
        estimate = estimate == 0 ? elapsed : 0.8 * estimate + 0.2 * elapsed
        if isAccepted {
            accepted[locale, default: 0] += 1
            acceptedTotal += 1
        }
    }

    /// An accepted line of `locale` was not stored after all (another writer of the pool committed it, or one
    /// too like it, meanwhile): the locale needs it again.
    public mutating func withdraw(locale: LocaleCode) {
        accepted[locale, default: 1] -= 1
        acceptedTotal -= 1
    }

    /// Other writers filled `locale`: start no more drafts of it.
    public mutating func close(locale: LocaleCode) { closed.insert(locale) }

    /// Starts no more drafts (the cut-off, a signal, a failed commit).
    public mutating func stop() { stopped = true }
}
