/// Where a streamed draft's first sentence ends (SPEC 2.2): the stream is cut there, because the gate rejects a
/// second sentence anyway and every token after the first is spent for nothing.
public enum SentenceCut {
    /// True for a scalar that ends a sentence (`.` `!` `?` `…` `。` and their kin).
    public static func isTerminator(_ scalar: Unicode.Scalar) -> Bool { GateRules.terminators.contains(scalar) }

    /// The text through the first sentence's terminators, once more text has begun after them (a space after
    /// `.` `!` `?`, or anything after a full-width terminator such as `。`, which needs no space); `nil` while
    /// the first sentence may still go on. A terminator before the first word (a leading ellipsis) and a decimal
    /// point end nothing.
    public static func firstSentence(of text: String) -> String? {
        let s = Array(text.unicodeScalars)
        var seenWord = false
        var i = 0
        while i < s.count {
            guard GateRules.terminators.contains(s[i]) else {
                if GateText.isWordScalar(s[i]) { seenWord = true }
                i += 1
                continue
            }
            var j = i + 1
            while j < s.count, GateRules.terminators.contains(s[j]) || GateRules.closers.contains(s[j]) { j += 1 }
            let fullWidth = s[i].value >= 0x3000
            guard seenWord, j < s.count, fullWidth || s[j].properties.isWhitespace else {
                i = j
                continue
            }
            var out = String.UnicodeScalarView()
            out.append(contentsOf: s[..<j])
            return String(out).trimmingWhitespace()
        }
        return nil
    }
}
