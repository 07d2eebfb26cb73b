import QuotePoolCore

extension FuzzTarget {
    /// `Gate.check(_:locale:)` on any text, under three gate configurations and many locale codes.
    static func gate(corpus: SeedCorpus) -> FuzzTarget {
        var blocklisted = Config.Gate()
        blocklisted.blocklist = [
            "en": ["lottery", "grand prize"], "de": ["Lotterie"], "es": ["lotería"], "fr": ["fête foraine"],
            "pt-BR": ["loteria"], "ja": ["宝くじ"], "xx": ["\u{0}", "-"],
        ]
        var loose = Config.Gate()
        (loose.minWords, loose.maxWords, loose.minCharsCJK, loose.maxCharsCJK) = (1, 100, 1, 400)
        let gates = [
            QuotePoolCore.Gate(config: Config.Gate()), QuotePoolCore.Gate(config: blocklisted),
            QuotePoolCore.Gate(config: loose),
        ]
        // Malformed codes ("", "en-", "\u{0}") never reach the gate: ``LocaleCode`` refuses them where they enter.
        let locales = [
            "en", "de", "es", "fr", "it", "pt", "ja", "pt-BR", "pt_br", "EN", "zh", "ko", "xx", "zh-hant-TW",
            "sr-latn-RS",
        ].compactMap { try? LocaleCode($0) }
        return FuzzTarget(
            name: "gate",
            summary: "Gate.check(text, locale:) under the default, a blocklisted and a loose configuration",
            invariants: [
                "at most one reason, and it is a gate reason (Reason.gateOrder)",
                "a rejection has a detail for operators; a pass has none and a length within the configured bounds",
                "the same verdict twice (pure, deterministic; checked on a quarter of the inputs)",
                "the same verdict with spaces around the text (leading and trailing whitespace is ignored)",
            ],
            seeds: corpus.gateTexts.map { Array($0.utf8) } + [Array("The kettle sings while we wait.".utf8)],
            dictionary: [
                "Here is your quote:", "Sure!", "As an AI", "Quote:", "— Seneca", "- Unknown", "(Rumi)", "says Plato:",
                "**", "__", "`", "# ", "#hope", "http://", "https://a.b/c", "www.", ". ", "! ", "? ", "。", "…", "\"",
                "“", "”", "«", "»", "„", "「", "」", "'", "\n", "\r\n", "\u{2028}", " ", "\u{3000}", "🌱", "❤️",
                "👩‍👩‍👧", "🇺🇸", "lottery", "Lotterie", "宝くじ", "at the end of the day", "the kettle", "祖母は",
                "de la", "und die", "que el", "1.5", "e.g.", "Dr.", "...",
            ].map { Array($0.utf8) },
            maxLength: 4096,
            check: { input throws(InvariantViolation) in
                var rng = SplitMix64.derived(from: input)
                let gate = gates[rng.below(gates.count)]
                let locale = locales[rng.below(locales.count)]
                let text = String(decoding: input, as: UTF8.self)
                let verdict = gate.check(text, locale: locale)
                // Built only for a message: printing the configuration on every input would cost more than the check.
                let context = { "locale \"\(locale)\", gate \(gate.config)" }
                if let reason = verdict.reason {
                    try require(
                        Reason.gateOrder.contains(reason), "reason \(reason) is not a gate reason; \(context())")
                    try require(!verdict.detail.isEmpty, "rejected as \(reason) without a detail; \(context())")
                } else {
                    try require(verdict.detail.isEmpty, "passed with a detail \"\(verdict.detail)\"; \(context())")
                    let (low, high) =
                        verdict.length.unit == .words
                        ? (gate.config.minWords, gate.config.maxWords)
                        : (gate.config.minCharsCJK, gate.config.maxCharsCJK)
                    try require(
                        (low...high).contains(verdict.length.count),
                        "passed with \(verdict.length.count) \(verdict.length.unit), outside \(low)...\(high); \(context())"
                    )
                }
                // Checked again on a quarter of the inputs: the gate is the slowest target, and a cache or
                // hidden state would show on any of them.
                if rng.oneIn(4) {
                    let again = gate.check(text, locale: locale)
                    try require(again == verdict, "checked twice: \(verdict) then \(again); \(context())")
                }
                let padded = gate.check(" " + text + " ", locale: locale)
                try require(padded == verdict, "with spaces around: \(padded), without: \(verdict); \(context())")
                return verdict.reason?.rawValue ?? "passed"
            })
    }
}
