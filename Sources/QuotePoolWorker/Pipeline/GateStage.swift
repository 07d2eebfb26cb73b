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
        let verdict = gate.check(c.text, locale: c.locale)
        if let reason = verdict.reason { return .reject(reason, detail: verdict.detail) }
        let normalized = TextNormalizer.normalize(c.text)
        c.normalized = normalized
        c.hash = SHA256.hex(Array(normalized.utf8))
        c.metadata = tagger.tag(
            c.text, locale: c.locale, requestedTheme: c.requestedTopic, requestedMood: c.requestedMood)
        return .pass
    }
}
