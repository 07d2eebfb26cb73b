/// The gate's locale-independent rules and the tables they read (SPEC 2.3).
///
/// Each rule returns `nil` when the line passes, or a short detail for operators when it fails.
/// Rules scan the prepared ``GateText`` by hand: nothing is compiled per call.
enum GateRules {
    // MARK: Tables

    /// Scalars that break a line (Unicode mandatory breaks).
    static let lineBreaks: [Unicode.Scalar: String] = [
        "\n": "U+000A", "\r": "U+000D", "\u{0B}": "U+000B", "\u{0C}": "U+000C", "\u{85}": "U+0085",
        "\u{2028}": "U+2028", "\u{2029}": "U+2029",
    ]

    /// Opening and closing marks of a quotation; mixed straight and curly doubles included because models
    /// produce them.
    static let quotePairs: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
        ("\"", "\""), ("\u{201C}", "\u{201D}"), ("\u{201C}", "\""), ("\"", "\u{201D}"), ("\u{201D}", "\u{201D}"),
        ("\u{2018}", "\u{2019}"), ("'", "'"), ("\u{2019}", "\u{2019}"), ("\u{2018}", "'"),
        ("«", "»"), ("»", "«"), ("\u{201E}", "\u{201C}"), ("\u{201E}", "\u{201D}"),
        ("\u{201A}", "\u{2018}"), ("\u{201A}", "\u{2019}"), ("\u{2039}", "\u{203A}"), ("\u{203A}", "\u{2039}"),
        ("「", "」"), ("『", "』"), ("\u{FF02}", "\u{FF02}"),
    ]

    /// Closing marks that double as apostrophes inside words, so finding one inside the line says nothing.
    static let apostropheLike: Set<Unicode.Scalar> = ["'", "\u{2019}"]

    /// Sentence terminators (a run of them counts as one).
    static let terminators: Set<Unicode.Scalar> = [
        ".", "!", "?", "…", "。", "！", "？", "．", "｡", "‼", "⁇", "⁈", "⁉",
    ]

    /// Marks that may follow a terminator before the sentence is over: closing quotes and brackets.
    static let closers: Set<Unicode.Scalar> = [
        "\"", "'", "\u{201D}", "\u{2019}", "\u{201C}", "»", "«", "\u{203A}", "」", "』", ")", "）", "]", "】", "〕",
        "*", "_",
    ]

    /// Spanish inverted marks and the terminator each one opens a span for.
    static let invertedOpeners: [Unicode.Scalar: Unicode.Scalar] = ["¿": "?", "¡": "!"]

    /// Markdown markers that are markdown wherever they appear.
    static let markdownAnywhere: [(marker: String, name: String)] = [
        ("**", "bold"), ("__", "bold"), ("~~", "strikethrough"), ("`", "code"),
    ]

    /// Markdown markers that are markdown at the start of the line.
    static let markdownLeading: [(marker: String, name: String)] = [
        ("> ", "blockquote"), ("- ", "list item"), ("* ", "list item"), ("+ ", "list item"), ("• ", "list item"),
    ]

    /// Top-level domains that make `word.tld` a bare domain.
    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "edu", "gov", "io", "co", "ai", "app", "dev", "me", "info", "biz", "xyz", "ly",
        "tv", "gl", "site", "online", "blog", "shop", "page", "link", "us", "uk", "de", "fr", "es", "it", "pt",
        "br", "jp", "ru", "cn", "nl", "eu", "ch", "at", "be", "ca", "au", "mx", "ar",
    ]

    /// Scheme-less prefixes that start a URL.
    static let urlPrefixes = ["www.", "mailto:"]

    // MARK: Rules

    /// `empty`: nothing but whitespace, punctuation and symbols. Emoji are symbols here, and so is everything
    /// that only dresses them: variation selectors (U+FE0E, U+FE0F), the zero-width joiner, skin tones, tags,
    /// combining marks without a letter of their own and keycaps, so "🌧️ 🌈" and "1️⃣" are empty. A letter or
    /// digit shown as emoji (a keycap digit, "Ⓜ️") is a symbol too.
    static func empty(_ t: GateText) -> String? {
        t.scalars.indices.contains { isLetterOrDigit(t.scalars, $0) } ? nil : "no letters or digits"
    }

    /// True when the scalar at `i` is a letter or digit in its own right: alphabetic or numeric, and not
    /// presented as an emoji (emoji presentation by default, or followed by U+FE0F or a combining keycap).
    /// Combining marks, selectors and joiners are not letters on their own.
    static func isLetterOrDigit(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
        let p = s[i].properties
        guard p.isAlphabetic || p.numericType != nil else { return false }
        guard p.generalCategory != .nonspacingMark, p.generalCategory != .enclosingMark else { return false }
        if p.isEmojiPresentation { return false }
        if p.isEmoji, i + 1 < s.count, s[i + 1].value == 0xFE0F || s[i + 1].value == 0x20E3 { return false }
        return true
    }

    /// `line_break`: a mandatory line break inside the trimmed text.
    static func lineBreak(_ t: GateText) -> String? {
        for (i, scalar) in t.scalars.enumerated() {
            if let name = lineBreaks[scalar] { return "line break \(name) at scalar \(i)" }
        }
        return nil
    }

    /// `wrapping_quotes`: the whole line sits inside a pair of quote marks (a final terminator may follow).
    static func wrappingQuotes(_ t: GateText) -> String? {
        guard let first = t.scalars.first else { return nil }
        var end = t.scalars.count
        while end > 1, terminators.contains(t.scalars[end - 1]) || t.scalars[end - 1].properties.isWhitespace {
            end -= 1
        }
        guard end >= 2 else { return nil }
        let last = t.scalars[end - 1]
        for pair in quotePairs where pair.open == first && pair.close == last {
            // "A" and "B": two quoted parts, not one wrapped line.
            if !apostropheLike.contains(pair.close), t.scalars[1..<(end - 1)].contains(pair.close) { continue }
            return "wrapped in \(Character(pair.open))…\(Character(pair.close))"
        }
        return nil
    }

    /// `markdown`: emphasis, code, strikethrough, headings, quotes, list markers and links.
    static func markdown(_ t: GateText) -> String? {
        for (marker, name) in markdownAnywhere where t.text.contains(marker) { return "markdown \(name) \(marker)" }
        for (marker, name) in markdownLeading where t.text.hasPrefix(marker) { return "markdown \(name) \(marker)" }
        let s = t.scalars
        // Heading: one to six '#' then a space.
        let hashes = s.prefix { $0 == "#" }.count
        if (1...6).contains(hashes), hashes < s.count, s[hashes] == " " { return "markdown heading" }
        // Ordered list: digits then ". " or ") ".
        let digits = s.prefix { ("0"..."9").contains($0) }.count
        if digits > 0, digits + 1 < s.count, s[digits] == "." || s[digits] == ")", s[digits + 1] == " " {
            return "markdown numbered list item"
        }
        // Link: [text](target).
        if let open = s.firstIndex(of: "["), let close = s[open...].firstIndex(of: "]"), close + 1 < s.count,
            s[close + 1] == "(", s[(close + 1)...].contains(")")
        {
            return "markdown link"
        }
        // Emphasis: *word* (an asterisk hugging text on both ends).
        if let open = s.indices.first(where: { s[$0] == "*" && $0 + 1 < s.count && !s[$0 + 1].properties.isWhitespace }
        ),
            s[(open + 2)...].indices.contains(where: { s[$0] == "*" && !s[$0 - 1].properties.isWhitespace })
        {
            return "markdown emphasis *"
        }
        return nil
    }

    /// `hashtag`: `#` (or full-width `＃`) followed by a letter.
    static func hashtag(_ t: GateText) -> String? {
        let s = t.scalars
        for i in s.indices
        where (s[i] == "#" || s[i] == "\u{FF03}") && i + 1 < s.count && s[i + 1].properties.isAlphabetic {
            let end = s[(i + 1)...].firstIndex { !GateText.isWordScalar($0) } ?? s.count
            return "hashtag \(t.string(i..<end))"
        }
        return nil
    }

    /// `emoji`: emoji-presentation scalars, pictographs, text-default emoji made emoji by U+FE0F, regional
    /// indicators, keycaps and ZWJ sequences. Digits, `#`, `©`, `®`, `™` on their own are not emoji.
    static func emoji(_ t: GateText) -> String? {
        let s = t.scalars
        for (i, scalar) in s.enumerated() {
            let v = scalar.value
            // Below U+200D (the joiner) nothing is a hit: the first emoji-presentation scalar is U+231A, and the
            // other cases are the joiner, the keycap, the variation selector and pictographs above them.
            if v < 0x200D { continue }
            let p = scalar.properties
            let hit =
                p.isEmojiPresentation
                || (0x1F1E6...0x1F1FF).contains(v)  // regional indicator (flags)
                || v == 0x20E3  // combining keycap
                || (p.isEmoji && v >= 0x1F000)  // pictographs, even text-default ones
                || (v == 0xFE0F && i > 0 && s[i - 1].properties.isEmoji)
                || (v == 0x200D && i > 0 && i + 1 < s.count && s[i - 1].properties.isEmoji
                    && s[i + 1].properties.isEmoji)
            if hit {
                let at = v == 0xFE0F || v == 0x200D || v == 0x20E3 ? max(0, i - 1) : i
                return "emoji U+\(String(s[at].value, radix: 16, uppercase: true))"
            }
        }
        return nil
    }

    /// `url`: `scheme://`, `www.`, `mailto:`, or a bare domain whose top-level domain is in the table and
    /// written in lowercase (so "end.It" is a missing space, not a domain). Candidates are runs of ASCII
    /// without spaces, so a URL inside Japanese text is found too.
    static func url(_ t: GateText) -> String? {
        for raw in t.text.split(whereSeparator: { $0.isWhitespace || !$0.isASCII }) {
            // Every form below holds a "." or a ":" (a scheme, "www.", "mailto:", a domain's dots).
            guard raw.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":") }) else { continue }
            let word = raw.trimmingCharacters { !$0.isLetter && !$0.isNumber }
            let lower = word.lowercased()
            if let scheme = lower.range(of: "://"), scheme.lowerBound > lower.startIndex,
                lower[..<scheme.lowerBound].allSatisfy(\.isLetter)
            {
                return "URL \(word)"
            }
            if urlPrefixes.contains(where: lower.hasPrefix) { return "URL \(word)" }
            if isBareDomain(word) { return "URL \(word)" }
        }
        return nil
    }

    static func isBareDomain(_ word: Substring) -> Bool {
        var host = word.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? word
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let tld = labels.last, topLevelDomains.contains(String(tld)) else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// Marks after a closing quote that continue the sentence the quotation sits in.
    static let continuingPunctuation: Set<Unicode.Scalar> = [",", ";", ":", "\u{FF0C}", "、", "\u{FF1B}", "\u{FF1A}"]

    /// `multiple_sentences`: a terminator followed by more letters or digits. A decimal point, a final
    /// terminator, spaced French punctuation and a Spanish `¿…?`/`¡…!` continued by `,` `;` `:` or a
    /// lowercase word are fine; so is a terminator inside a quotation whose closing mark is followed by a
    /// comma (or `;` `:`) or by a lowercase or caseless word ("„Vorsicht, heiß!“, ruft er", "“Stop!” she
    /// said", "« Attention ! », crie-t-il", "「危ない！」と母が言った"). Abbreviations are not special.
    static func multipleSentences(_ t: GateText) -> String? {
        let s = t.scalars
        var seenWord = false
        var open: [Unicode.Scalar] = []  // terminators expected by open ¿ ¡
        var i = 0
        while i < s.count {
            let scalar = s[i]
            if let closer = invertedOpeners[scalar] {
                open.append(closer)
                i += 1
                continue
            }
            guard terminators.contains(scalar) else {
                if GateText.isWordScalar(scalar) { seenWord = true }
                i += 1
                continue
            }
            let isDecimalPoint =
                scalar == "." && i > 0 && i + 1 < s.count
                && s[i - 1].properties.numericType != nil && s[i + 1].properties.numericType != nil
            if isDecimalPoint {
                i += 1
                continue
            }
            let closesInverted = open.last == scalar
            if closesInverted { open.removeLast() }
            // Skip the rest of the terminator run, closing marks and spaces.
            var j = i + 1
            while j < s.count, terminators.contains(s[j]) || closers.contains(s[j]) || s[j].properties.isWhitespace {
                j += 1
            }
            guard j < s.count else { return nil }  // a final terminator
            if !seenWord {  // a leading ellipsis ends nothing
                i = j
                continue
            }
            if closesInverted, [",", ";", ":"].contains(s[j]) || s[j].properties.isLowercase {
                i = j
                continue
            }
            if closesQuotation(s, terminator: i, next: j), continuesSentence(s[j]) {
                i = j
                continue
            }
            if s[j...].contains(where: GateText.isWordScalar) {
                return "more text after \"\(t.string(max(0, i - 12)..<(i + 1)))\""
            }
            i = j
        }
        return nil
    }
}

extension GateRules {
    /// True when the marks between the terminator at `terminator` and the next text at `next` include the
    /// closing mark of a quotation opened earlier in the line.
    static func closesQuotation(_ s: [Unicode.Scalar], terminator: Int, next: Int) -> Bool {
        for k in (terminator + 1)..<next where closers.contains(s[k]) {
            let opened = quotePairs.contains { pair in
                pair.close == s[k] && s[..<terminator].contains(pair.open)
            }
            if opened { return true }
        }
        return false
    }

    /// True when `scalar`, right after a closed quotation, carries the sentence on: a comma-like mark or a
    /// word that does not start with a capital (lowercase, or a script without case such as Japanese).
    static func continuesSentence(_ scalar: Unicode.Scalar) -> Bool {
        if continuingPunctuation.contains(scalar) { return true }
        let p = scalar.properties
        guard p.isAlphabetic else { return false }
        return !p.isUppercase && p.generalCategory != .titlecaseLetter
    }
}

extension Substring {
    fileprivate func trimmingCharacters(while predicate: (Character) -> Bool) -> Substring {
        guard let start = firstIndex(where: { !predicate($0) }) else { return self[endIndex...] }
        let end = lastIndex(where: { !predicate($0) })!
        return self[start...end]
    }
}
