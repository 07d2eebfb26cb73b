import QuotePoolCore

/// The embedded, offline drafter: builds sentences from per-locale lexicon slots and patterns.
///
/// Deterministic: a draft depends only on (seed, locale, draft index), never on timing or concurrency.
/// Like a real model it sometimes errs — wrapping quotes, chatter, attributions, clichés, fragments, run-ons,
/// line breaks, emoji, hashtags — at a fixed rate, so every stage of the chain is exercised. Text is
/// streamed word by word (a few characters at a time for Japanese) through the same partial-text path
/// a model stream uses.
public struct BuiltinComposer: Drafter {
    /// Share of drafts given one deliberate fault.
    public let faultRate: Double
    private let slots: [String: Slots]

    struct Slots: Sendable {
        var subjects: [String]
        var actions: [String]
        var places: [String]
        var codas: [String]
        var patterns: [String]
        var quotes: (String, String)
        var residue: [String]
        var anonymous: [String]
        var cliches: [String]
        /// Written without spaces (``Lexicon/wordUnit``): no spaces between parts, streamed a few characters at
        /// a time.
        var cjk: Bool
        var fullStop: String

        init?(_ lexicon: Lexicon) {
            subjects = lexicon["composer_subject"]
            actions = lexicon["composer_action"]
            places = lexicon["composer_place"]
            codas = lexicon["composer_coda"]
            patterns = lexicon["composer_pattern"]
            guard !subjects.isEmpty, !actions.isEmpty, !places.isEmpty, !patterns.isEmpty else { return nil }
            let q = lexicon["quote_style"]
            quotes = q.count >= 2 ? (q[0], q[1]) : ("\"", "\"")
            residue = lexicon["prompt_residue"]
            anonymous = lexicon["anonymous_names"]
            cliches = lexicon["cliches"]
            cjk = lexicon.wordUnit == .characters
            fullStop = lexicon.fullStop
        }
    }

    public init(lexicons: [String: Lexicon] = Lexicon.builtin, faultRate: Double = 0.12) {
        self.faultRate = faultRate
        slots = lexicons.compactMapValues(Slots.init)
    }

    /// Locales the composer can write.
    public var locales: Set<String> { Set(slots.keys) }

    /// The full text of a draft, without streaming.
    public func compose(_ request: DraftRequest) -> String? {
        let base = String(request.locale.prefix { $0 != "-" && $0 != "_" })
        guard let s = slots[base] else { return nil }
        var rng = SplitMix64(
            seed: SplitMix64.combine(request.seed, SplitMix64.hash(base), UInt64(truncatingIfNeeded: request.index)))
        var line = sentence(s, &rng)
        if Double(rng.next() % 10_000) / 10_000 < faultRate {
            line = fault(line, s, &rng)
        }
        return line
    }

    private func sentence(_ s: Slots, _ rng: inout SplitMix64) -> String {
        let pattern = s.patterns.randomElement(using: &rng)!
        var text = pattern
        let fills: [(String, [String])] = [
            ("{subject}", s.subjects), ("{action}", s.actions), ("{place}", s.places),
            ("{coda}", s.codas.isEmpty ? s.places : s.codas),
        ]
        for (slot, options) in fills {
            let choice = options.randomElement(using: &rng)!
            text = text.replacingOccurrences(of: slot, with: choice)
        }
        text = Self.capitalizeFirst(text)
        return text + s.fullStop
    }

    private func fault(_ line: String, _ s: Slots, _ rng: inout SplitMix64) -> String {
        let sep = s.cjk ? "" : " "
        switch rng.next() % 9 {
        case 0: return s.quotes.0 + line + s.quotes.1
        case 1:
            guard let chatter = s.residue.randomElement(using: &rng) else { return line }
            let opener = Self.capitalizeFirst(chatter)
            return opener + (opener.hasSuffix(":") || opener.hasSuffix("：") ? "" : ":") + sep + line
        case 2:
            let name = s.anonymous.randomElement(using: &rng).map(Self.capitalizeFirst) ?? "Unknown"
            return line + sep + "— " + name
        case 3:
            guard let cliche = s.cliches.randomElement(using: &rng) else { return line }
            return Self.capitalizeFirst(cliche) + s.fullStop
        case 4:
            // A fragment: the subject and the first word of an action, as a truncated answer reads.
            let subject = s.subjects.randomElement(using: &rng)!
            let action = s.actions.randomElement(using: &rng)!
            let verb = s.cjk ? String(action.suffix(3)) : String(action.split(separator: " ").first ?? "")
            return Self.capitalizeFirst(subject + sep + verb) + s.fullStop
        case 5:
            return line + sep + sentence(s, &rng)
        case 6:
            // A line broken in the middle (by characters for Japanese, which has no spaces).
            if s.cjk {
                let chars = Array(line)
                return String(chars[..<(chars.count / 2)]) + "\n" + String(chars[(chars.count / 2)...])
            }
            let words = line.split(separator: " ")
            return words[..<(words.count / 2)].joined(separator: " ") + "\n"
                + words[(words.count / 2)...].joined(separator: " ")
        case 7: return line + sep + ["🌿", "✨", "❤️", "🙂"].randomElement(using: &rng)!
        default: return line + sep + "#" + ["inspiration", "motivation", "mood", "quote"].randomElement(using: &rng)!
        }
    }

    static func capitalizeFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }

    public func draft(_ request: DraftRequest) -> AsyncThrowingStream<DraftEvent, any Error> {
        let text = compose(request)
        let cjk = slots[String(request.locale.prefix { $0 != "-" && $0 != "_" })]?.cjk ?? false
        return AsyncThrowingStream { continuation in
            guard let text else {
                continuation.finish(
                    throwing: BackendError.failed("the builtin composer has no lexicon for \(request.locale)"))
                return
            }
            // Stream cumulative partial text the way a model stream arrives: word by word.
            var partial = ""
            for piece in Self.pieces(text, cjk: cjk) {
                partial += piece
                continuation.yield(.partial(partial))
            }
            continuation.yield(.finished(text))
            continuation.finish()
        }
    }

    static func pieces(_ text: String, cjk: Bool) -> [String] {
        if cjk {
            var out: [String] = []
            var chunk = ""
            for ch in text {
                chunk.append(ch)
                if chunk.count == 3 { out.append(chunk); chunk = "" }
            }
            if !chunk.isEmpty { out.append(chunk) }
            return out
        }
        var out: [String] = []
        var current = ""
        for ch in text {
            current.append(ch)
            if ch == " " || ch == "\n" { out.append(current); current = "" }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
