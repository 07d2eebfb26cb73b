/// A candidate line prepared once for every gate rule: trimmed text, its scalars, its words with positions,
/// and its normalized form.
struct GateText {
    /// A run of letters and digits (apostrophes inside a word included); a CJK character is a word of its own.
    struct Word {
        /// Scalar offsets into ``GateText/scalars``.
        let range: Range<Int>
        /// The word normalized (usually one token).
        let tokens: [String]
    }

    let text: String
    let scalars: [Unicode.Scalar]
    let words: [Word]
    let line: NormalizedLine

    init(_ text: String) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        self.scalars = scalars
        var words: [Word] = []
        var start: Int?
        func close(_ end: Int) {
            guard let s = start else { return }
            var raw = String.UnicodeScalarView()
            raw.append(contentsOf: scalars[s..<end])
            let tokens = TextNormalizer.tokens(String(raw))
            if !tokens.isEmpty { words.append(Word(range: s..<end, tokens: tokens)) }
            start = nil
        }
        for (i, scalar) in scalars.enumerated() {
            if let script = Script(scalar), script.isCJK {
                close(i)
                start = i
                close(i + 1)
            } else if Self.isWordScalar(scalar) {
                if start == nil { start = i }
            } else if Self.isApostrophe(scalar), start != nil, i + 1 < scalars.count,
                Self.isWordScalar(scalars[i + 1])
            {
                continue  // elision inside a word: l'eau, don't
            } else {
                close(i)
            }
        }
        close(scalars.count)
        self.words = words
        line = NormalizedLine(text)
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        return p.isAlphabetic || p.numericType != nil || p.generalCategory == .nonspacingMark
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "\u{2019}" }

    /// The text of a scalar range.
    func string(_ range: Range<Int>) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return String(out)
    }

    /// The index of the first non-whitespace scalar at or after `index` (or `scalars.count`).
    func skipWhitespace(from index: Int) -> Int {
        var i = index
        while i < scalars.count, scalars[i].properties.isWhitespace { i += 1 }
        return i
    }

    /// The index after the last non-whitespace scalar before `end` (0 if none).
    func skipWhitespace(backFrom end: Int) -> Int {
        var i = end
        while i > 0, scalars[i - 1].properties.isWhitespace { i -= 1 }
        return i
    }

    /// The scalars between word `k` and the next word (or the end of the line).
    func gap(afterWord k: Int) -> Range<Int> {
        words[k].range.upperBound..<(k + 1 < words.count ? words[k + 1].range.lowerBound : scalars.count)
    }

    /// The index of the word holding the `count`-th normalized token (1-based), or `nil` past the end.
    func wordIndex(holdingToken count: Int) -> Int? {
        var consumed = 0
        for (k, word) in words.enumerated() {
            consumed += word.tokens.count
            if consumed >= count { return k }
        }
        return nil
    }

    /// True when `range` holds at least one scalar that is neither whitespace nor part of a word.
    func hasPunctuation(in range: Range<Int>) -> Bool {
        scalars[range.clamped(to: 0..<scalars.count)].contains {
            !$0.properties.isWhitespace && !Self.isWordScalar($0)
        }
    }
}

extension GateText.Word {
    /// True when the word starts with an upper- or titlecase letter.
    func isCapitalized(in text: GateText) -> Bool {
        guard let first = text.scalars[range].first(where: { $0.properties.isAlphabetic }) else { return false }
        return first.properties.isUppercase || first.properties.generalCategory == .titlecaseLetter
    }
}
