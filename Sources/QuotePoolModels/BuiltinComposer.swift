import QuotePoolCore

/// The embedded, offline drafter: fills the sentence shapes of a locale's file (``ComposerShape``) with its parts.
///
/// Deterministic: a draft depends only on (seed, locale, draft index), never on timing or concurrency. The shape
/// and each part are chosen by seeded walks (``ComposerWalk``), so shapes take turns and a part comes back only
/// after its whole list was used. Like a real model it sometimes errs — wrapping quotes, chatter, attributions,
/// clichés, fragments, run-ons, line breaks, emoji, hashtags — at a fixed rate, so every stage of the chain is
/// exercised. Text is streamed word by word (a few characters at a time for Japanese) through the same
/// partial-text path a model stream uses.
public struct BuiltinComposer: Drafter {
    /// Share of drafts given one deliberate fault.
    public let faultRate: Double
    private let slots: [String: Slots]

    struct Slots: Sendable {
        var shapes: [ComposerShape]
        var quotes: (String, String)
        var residue: [String]
        var anonymous: [String]
        var cliches: [String]
        /// Written without spaces (``Lexicon/wordUnit``): no spaces between parts, streamed a few characters at
        /// a time.
        var cjk: Bool
        var fullStop: String

        init?(_ lexicon: Lexicon) {
            shapes = ComposerShape.all(in: lexicon)
            guard !shapes.isEmpty else { return nil }
            let q = lexicon["quote_style"]
            quotes = q.count >= 2 ? (q[0], q[1]) : ("\"", "\"")
            residue = lexicon["prompt_residue"]
            anonymous = lexicon["anonymous_names"]
            cliches = lexicon["cliches"]
            cjk = lexicon.wordUnit == .characters
            fullStop = lexicon.fullStop
        }
    }

    /// One draft and how it was made.
    public struct Composition: Sendable, Equatable {
        /// The draft as the composer streams it, with its fault if it has one.
        public var text: String
        /// The sentence before any fault.
        public var sentence: String
        /// The name of the shape the sentence fills.
        public var shape: String
        /// The parts filled into the shape's slots, in template order; the last one closes the sentence.
        public var parts: [String]
        public var faulted: Bool
    }

    public init(lexicons: [String: Lexicon] = Lexicon.builtin, faultRate: Double = 0.12) {
        self.faultRate = faultRate
        slots = lexicons.compactMapValues(Slots.init)
    }

    /// Locales the composer can write.
    public var locales: Set<String> { Set(slots.keys) }

    /// The names of the shapes the composer writes in `locale`, in name order (empty for a locale it lacks).
    public func shapes(_ locale: LocaleCode) -> [String] { slots[locale.language]?.shapes.map(\.name) ?? [] }

    /// The full text of a draft, without streaming.
    public func compose(_ request: DraftRequest) -> String? { composition(request)?.text }

    /// A draft with the shape and parts it was made of.
    public func composition(_ request: DraftRequest) -> Composition? {
        let base = request.locale.language
        guard let s = slots[base] else { return nil }
        let seed = SplitMix64.combine(request.seed, SplitMix64.hash(base))
        let index = max(0, request.index)
        // Shapes take turns: every shape once per round of `modulus` drafts of the locale. `occurrence` counts the
        // uses of the chosen shape, so its parts walk on by one step each time it comes back.
        let modulus = ComposerWalk.prime(atLeast: s.shapes.count)
        let position = ComposerWalk.position(index, modulus: modulus, seed: seed)
        let order = ComposerWalk.order(count: s.shapes.count, seed: seed)[position % s.shapes.count]
        let perRound = (modulus + s.shapes.count - 1) / s.shapes.count
        let occurrence = index / modulus * perRound + position / s.shapes.count
        let (sentence, parts) = Self.sentence(s.shapes[order], occurrence: occurrence, seed: seed, s)
        var rng = SplitMix64(seed: SplitMix64.combine(seed, UInt64(truncatingIfNeeded: request.index)))
        var text = sentence
        let faulted = Double(rng.next() % 10_000) / 10_000 < faultRate
        if faulted {
            text = fault(sentence, s, &rng)
        }
        return Composition(text: text, sentence: sentence, shape: s.shapes[order].name, parts: parts, faulted: faulted)
    }

    private static func sentence(
        _ shape: ComposerShape, occurrence: Int, seed: UInt64, _ s: Slots
    ) -> (String, [String]) {
        let parts = shape.slots.map { slot in
            let k = ComposerWalk.entry(
                occurrence, count: slot.parts.count, modulus: slot.modulus,
                seed: SplitMix64.combine(seed, SplitMix64.hash(shape.name + ":" + slot.name)))
            return slot.parts[k]
        }
        return (capitalizeFirst(shape.fill(parts)) + s.fullStop, parts)
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
            // A fragment: the first words of the sentence, as a truncated answer reads.
            var opening = s.cjk ? String(line.prefix(8)) : line.split(separator: " ").prefix(3).joined(separator: " ")
            while opening.last?.isPunctuation == true { opening.removeLast() }
            return opening + s.fullStop
        case 5:
            let shape = s.shapes[Int(rng.next() % UInt64(s.shapes.count))]
            let other = Self.sentence(shape, occurrence: Int(rng.next() % 1_000), seed: rng.next(), s).0
            return line + sep + other
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
        let cjk = slots[request.locale.language]?.cjk ?? false
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
