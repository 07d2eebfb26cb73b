import QuotePoolCore

/// The deterministic gate (SPEC 2.3), and the one place a candidate's text is trimmed, normalized, hashed and
/// measured: every later stage and the commit read ``Candidate/normalized``, ``Candidate/hash`` and
/// ``Candidate/metadata`` from here instead of computing them again.
public struct GateStage: Stage {
    public let gate: Gate
    public let tagger: MetadataTagger
    public var name: StageName { .gate }

    public init(gate: Gate, tagger: MetadataTagger = .builtin) {
        self.gate = gate
        self.tagger = tagger
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        c.text = c.text.trimmingWhitespace()
        let request = DraftFields(topic: c.requestedTopic ?? "", mood: c.requestedMood ?? "")
        let verdict = gate.check(c.text, locale: c.locale, request: request)
        if let reason = verdict.reason { return .reject(reason, detail: verdict.detail) }
        // A constrained model may stop only because the grammar allows no more words: often mid-thought.
        let cap = gate.bounds(verdict.length.unit).upperBound
        if verdict.length.count == cap {
            c.stoppedAtLengthCap = true
            c.notes.append(Self.atLengthCapNote(cap, verdict.length.unit))
        }
        let normalized = TextNormalizer.normalize(c.text)
        c.normalized = normalized
        c.hash = SHA256.hex(Array(normalized.utf8))
        c.metadata = tagger.tag(
            c.text, locale: c.locale, requestedTheme: c.requestedTopic, requestedMood: c.requestedMood)
        return .pass
    }

    /// The note on a line exactly as long as the gate allows; the run counts the drafts that carry it.
    public static func atLengthCapNote(_ cap: Int, _ unit: TextLength.Unit) -> String {
        "stopped at the length cap (\(cap) \(unit.rawValue))"
    }
}
