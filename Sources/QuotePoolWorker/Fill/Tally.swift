import Foundation
import QuotePoolCore

/// Counts of one run: drafts, acceptances by locale, rejections by reason and by stage, latencies.
struct Tally {
    var drafted = 0
    var committed = 0
    var accepted: [String: Int] = [:]
    var rejected: [String: Int] = [:]
    var byStage: [String: [String: Int]] = [:]
    var backendFailures = 0
    var cancelled = 0
    /// Drafts that produced any text (even a partial one later rejected).
    var withText = 0
    var latencies: [Double] = []
    /// Drafts that passed the gate at exactly its length cap (``Candidate/stoppedAtLengthCap``).
    var atLengthCap = 0
    /// Drafts whose spelling was skipped, by locale (``SpellingOutcome/skipped(_:)``).
    var spellingSkipped: [String: Int] = [:]

    init(locales: [LocaleCode]) {
        for l in locales { accepted[l.pool] = 0 }
    }

    mutating func record(_ c: Candidate) {
        drafted += 1
        if !c.text.isEmpty { withText += 1 }
        latencies.append(c.elapsed)
        if c.stoppedAtLengthCap { atLengthCap += 1 }
        if case .skipped = c.scores.spelling { spellingSkipped[c.locale.pool, default: 0] += 1 }
        if c.isAccepted {
            accepted[c.locale.pool, default: 0] += 1
            byStage["accepted", default: [:]]["accepted", default: 0] += 1
        } else if let reason = c.reason {
            rejected[reason.rawValue, default: 0] += 1
            byStage[c.stage.rawValue, default: [:]][reason.rawValue, default: 0] += 1
            if reason == .cancelled { cancelled += 1 } else if reason.isBackendOutcome { backendFailures += 1 }
        }
    }

    /// An accepted candidate the commit did not store (``QuotePoolStore/CommitResult/dropped``): counted where it
    /// ended instead.
    mutating func withdraw(_ c: Candidate) {
        accepted[c.locale.pool, default: 1] -= 1
        byStage["accepted", default: [:]]["accepted", default: 1] -= 1
        if let reason = c.reason {
            rejected[reason.rawValue, default: 0] += 1
            byStage[c.stage.rawValue, default: [:]][reason.rawValue, default: 0] += 1
        }
    }

    /// Accepted candidates of a batch that rolled back, or that an interruption dropped before its commit: they
    /// passed every stage but were never stored, so they leave `accepted`, which counts stored lines, and are
    /// counted under `by_stage.commit.rolled_back`.
    mutating func rollBack(_ candidates: [Candidate]) {
        for c in candidates where c.isAccepted {
            accepted[c.locale.pool, default: 1] -= 1
            byStage["accepted", default: [:]]["accepted", default: 1] -= 1
            byStage["commit", default: [:]]["rolled_back", default: 0] += 1
        }
    }

    /// Why the run is `degraded` (75), or nil: every draft failed on the backend (drafts cancelled at the deadline
    /// aside), or no draft produced any text at all, whatever the cause (a server that never answers, trickles
    /// bytes or sends only keep-alives gets every draft timed out or cancelled: that is no success).
    var degradation: String? {
        if backendFailures > 0 && backendFailures + cancelled == drafted {
            return "every draft failed on backend errors"
        }
        guard withText == 0 else { return nil }
        if drafted == 0 { return "no draft was started within the budget" }
        return "no draft produced any text (\(drafted) drafted: \(backendFailures) failed on the backend, "
            + "\(cancelled) cancelled at the deadline)"
    }

    func countsJSON() -> String {
        Self.json(
            Counts(
                byStage: byStage, accepted: ["by_locale": accepted], rejected: ["by_reason": rejected],
                atLengthCap: atLengthCap, spellingSkipped: spellingSkipped))
    }

    /// The run row's `counts_json`.
    struct Counts: Encodable {
        let byStage: [String: [String: Int]]
        let accepted: [String: [String: Int]]
        let rejected: [String: [String: Int]]
        let atLengthCap: Int
        let spellingSkipped: [String: Int]

        enum CodingKeys: String, CodingKey {
            case byStage = "by_stage"
            case accepted, rejected
            case atLengthCap = "at_length_cap"
            case spellingSkipped = "spelling_skipped"
        }
    }

    func latencyJSON() -> String {
        let sorted = latencies.sorted()
        func pct(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let i = min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))
            return (sorted[i] * 1_000_000).rounded() / 1000
        }
        let figures: [String: [String: Double]] = [
            "candidate_ms": ["p50": pct(0.5), "p95": pct(0.95), "max": pct(1.0), "count": Double(sorted.count)]
        ]
        return Self.json(figures)
    }

    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
