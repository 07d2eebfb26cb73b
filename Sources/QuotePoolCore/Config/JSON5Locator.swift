/// Finds where a JSON5 text stops being JSON5, for the message an operator gets: Foundation's decoder on Linux says
/// only that a text is not JSON5, never where.
///
/// A small recursive-descent reader of the JSON5 grammar (comments, trailing commas, unquoted keys, single-quoted
/// strings, hex numbers, `Infinity`, `NaN`) that builds nothing and stops at the first token that cannot continue
/// the document. It runs only after the decoder refused a text.
struct JSON5Locator {
    /// Where the text went wrong: 1-based line and column (in characters), and what was expected there.
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var i = 0
    private static let maxDepth = 512

    /// The first problem in `text`, or nil when the grammar accepts it.
    static func locate(_ text: String) -> Problem? {
        var locator = JSON5Locator(scalars: Array(text.unicodeScalars))
        return locator.document()
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private mutating func document() -> Problem? {
        if let problem = skipSpace() { return problem }
        if i == scalars.count { return nil }  // nothing but comments: an empty document
        if let problem = value(depth: 0) { return problem }
        if let problem = skipSpace() { return problem }
        return i == scalars.count ? nil : problem("expected the end of the file after the value")
    }

    private var current: Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }

    private func problem(_ message: String, at index: Int? = nil) -> Problem {
        let end = min(index ?? i, scalars.count)
        var line = 1
        var column = 1
        var k = 0
        while k < end {
            let s = scalars[k]
            if s == "\n" || s == "\u{2028}" || s == "\u{2029}"
                || (s == "\r" && (k + 1 >= end || scalars[k + 1] != "\n"))
            {
                line += 1
                column = 1
            } else if s != "\r" {
                column += 1
            }
            k += 1
        }
        let found = end < scalars.count ? "found \(Self.show(scalars[end]))" : "found the end of the file"
        return Problem(line: line, column: column, message: "\(message), \(found)")
    }

    private static func show(_ s: Unicode.Scalar) -> String {
        switch s {
        case "\n", "\r": "a line break"
        case "'": "\"'\""
        default: s.properties.isWhitespace ? "a space" : "'\(s)'"
        }
    }

    /// Skips whitespace and comments; an unterminated block comment is a problem.
    private mutating func skipSpace() -> Problem? {
        while let s = current {
            if s.properties.isWhitespace || s == "\u{FEFF}" {
                i += 1
            } else if s == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                while let c = current, c != "\n", c != "\r", c != "\u{2028}", c != "\u{2029}" { i += 1 }
            } else if s == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                let start = i
                i += 2
                while i + 1 < scalars.count, !(scalars[i] == "*" && scalars[i + 1] == "/") { i += 1 }
                guard i + 1 < scalars.count else { return problem("a /* comment is never closed", at: start) }
                i += 2
            } else {
                return nil
            }
        }
        return nil
    }

    private mutating func value(depth: Int) -> Problem? {
        guard depth < Self.maxDepth else { return problem("expected a value (nested too deeply)") }
        guard let s = current else { return problem("expected a value") }
        switch s {
        case "{": return object(depth: depth)
        case "[": return array(depth: depth)
        case "\"", "'": return string()
        case "+", "-", ".", "0"..."9": return number()
        default:
            let word = identifier()
            if ["true", "false", "null", "Infinity", "NaN"].contains(word) { return nil }
            i -= word.unicodeScalars.count
            return problem("expected a value (a string, number, object, list, true, false or null)")
        }
    }

    private mutating func object(depth: Int) -> Problem? {
        items(closedBy: "}", depth: depth) { $0.member(depth: $1) }
    }

    private mutating func array(depth: Int) -> Problem? {
        items(closedBy: "]", depth: depth) { $0.value(depth: $1) }
    }

    /// The items of an object or a list, from its opening bracket to `close`, each read by `item` (given the depth
    /// of the item's value): objects and lists end, allow a trailing comma and miss a comma alike.
    private mutating func items(
        closedBy close: Unicode.Scalar, depth: Int, _ item: (inout JSON5Locator, Int) -> Problem?
    ) -> Problem? {
        i += 1  // the opening bracket
        while true {
            if let p = skipSpace() { return p }
            if current == close {
                i += 1
                return nil
            }
            if let p = item(&self, depth + 1) { return p }
            if let p = skipSpace() { return p }
            if current == "," {
                i += 1
            } else if current == close {
                i += 1
                return nil
            } else {
                return problem("expected ',' or '\(close)' after the value (is a comma missing?)")
            }
        }
    }

    /// An object's key, its colon and its value.
    private mutating func member(depth: Int) -> Problem? {
        if current == "\"" || current == "'" {
            if let p = string() { return p }
        } else if identifier().isEmpty {
            return problem("expected a key or '}'")
        }
        if let p = skipSpace() { return p }
        guard current == ":" else { return problem("expected ':' after the key") }
        i += 1
        if let p = skipSpace() { return p }
        return value(depth: depth)
    }

    private mutating func string() -> Problem? {
        let quote = scalars[i]
        let start = i
        i += 1
        while let s = current {
            if s == quote {
                i += 1
                return nil
            }
            if s == "\\" {
                i += 2
                continue
            }
            if s == "\n" || s == "\r" { return problem("a string is not closed before the end of its line", at: start) }
            i += 1
        }
        return problem("a string is never closed", at: start)
    }

    private mutating func number() -> Problem? {
        let start = i
        if current == "+" || current == "-" { i += 1 }
        let word = identifier()
        if word == "Infinity" || word == "NaN" { return nil }
        i = start + ((scalars[start] == "+" || scalars[start] == "-") ? 1 : 0)
        if current == "0", i + 1 < scalars.count, scalars[i + 1] == "x" || scalars[i + 1] == "X" {
            i += 2
            let digits = i
            while let s = current, s.properties.isASCIIHexDigit { i += 1 }
            return i > digits ? nil : problem("expected hex digits after 0x")
        }
        var digits = 0
        while let s = current, ("0"..."9").contains(s) {
            i += 1
            digits += 1
        }
        if current == "." {
            i += 1
            while let s = current, ("0"..."9").contains(s) {
                i += 1
                digits += 1
            }
        }
        guard digits > 0 else { return problem("expected a number", at: start) }
        if current == "e" || current == "E" {
            i += 1
            if current == "+" || current == "-" { i += 1 }
            let exponent = i
            while let s = current, ("0"..."9").contains(s) { i += 1 }
            if i == exponent { return problem("expected digits in the number's exponent") }
        }
        return nil
    }

    /// An unquoted key or keyword: letters, digits, `$` and `_`, not starting with a digit; empty when none.
    private mutating func identifier() -> String {
        var out = String.UnicodeScalarView()
        while let s = current,
            s == "$" || s == "_" || s.properties.isAlphabetic || (!out.isEmpty && s.properties.numericType != nil)
        {
            out.append(s)
            i += 1
        }
        return String(out)
    }
}
