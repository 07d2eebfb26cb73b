/// Reads the value of one string field out of JSON that may still be arriving, so a streamed
/// structured answer (`{"text": "The old ba`) can show its partial text as progress.
public enum PartialJSONText {
    /// The (possibly incomplete) value of `field`, with escapes decoded; `nil` until the value has begun.
    ///
    /// An escape cut off at the end of the input is left out until the rest arrives.
    public static func extract(field: String, from json: String) -> String? {
        let s = Array(json.unicodeScalars)
        let key = Array("\"\(field)\"".unicodeScalars)
        var i = 0
        // Find the key, then a colon, then the opening quote of the value.
        search: while i + key.count <= s.count {
            if Array(s[i..<(i + key.count)]) == key {
                var j = i + key.count
                while j < s.count, s[j].properties.isWhitespace { j += 1 }
                guard j < s.count else { return nil }
                if s[j] == ":" {
                    j += 1
                    while j < s.count, s[j].properties.isWhitespace { j += 1 }
                    guard j < s.count else { return nil }
                    if s[j] == "\"" {
                        i = j + 1
                        break search
                    }
                }
            }
            i += 1
        }
        guard i <= s.count, i > 0, s[i - 1] == "\"" else { return nil }
        var out = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while i < s.count {
            let c = s[i]
            if c == "\"" { break }
            if c != "\\" {
                out.append(c)
                i += 1
                continue
            }
            guard i + 1 < s.count else { break }
            let e = s[i + 1]
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "u":
                guard i + 5 < s.count else { return String(out) }
                let hex = String(String.UnicodeScalarView(s[(i + 2)...(i + 5)]))
                guard let v = UInt32(hex, radix: 16) else { return String(out) }
                i += 6
                if (0xD800...0xDBFF).contains(v) {
                    pendingHigh = v
                    continue
                }
                if (0xDC00...0xDFFF).contains(v), let high = pendingHigh {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (v - 0xDC00)
                    if let u = Unicode.Scalar(combined) { out.append(u) }
                } else if let u = Unicode.Scalar(v) {
                    out.append(u)
                } else {
                    out.append("\u{FFFD}")
                }
                pendingHigh = nil
                continue
            default: out.append(e)
            }
            i += 2
        }
        return String(out)
    }
}
