/// Finds a key written twice in one object of a JSON5 text, which the decoder accepts silently,
/// keeping one of the values: an operator who adds `min_words: 6` below an existing `min_words: 8`
/// would never learn which one is in force.
///
/// A lexical scan, run on text that has already parsed as JSON5: it follows strings (either quote,
/// with escapes), comments, unquoted keys and nesting, and compares keys by their decoded text, so
/// `a`, `'a'`, `"a"` and `"\u0061"` are the same key.
public struct DuplicateKeyScanner {
    /// The second occurrence of a key in one object.
    public struct Duplicate: Equatable, Sendable {
        /// The dotted path of the key (`gate.min_words`, `backends.local.model`, `list[2].name`).
        public var keyPath: String
        /// 1-based lines of the second and of the first occurrence.
        public var line: Int
        public var firstLine: Int
    }

    private enum Frame {
        /// An object: the keys seen so far with their lines, the key just read (before its colon),
        /// and the key whose value is being read (after its colon).
        case object(path: String, keys: [String: Int], candidate: (key: String, line: Int)?, current: String?)
        case array(path: String, index: Int)
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var stack: [Frame] = []

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The first duplicated key in `text`, in reading order, or nil when every object names each key once.
    public static func firstDuplicate(in text: String) -> Duplicate? {
        var scanner = DuplicateKeyScanner(text)
        return scanner.scan()
    }

    private mutating func scan() -> Duplicate? {
        while let c = next() {
            switch c {
            case "/" where peek() == "/":
                while let d = peek(), !Self.isLineBreak(d) { position += 1 }
            case "/" where peek() == "*":
                position += 1
                while let d = next(), !(d == "*" && peek() == "/") {}
                position += 1
            case "{", "[":
                let path = childPath()
                stack.append(
                    c == "{"
                        ? .object(path: path, keys: [:], candidate: nil, current: nil) : .array(path: path, index: 0))
            case "}", "]":
                _ = stack.popLast()
            case ",":
                switch stack.last {
                case .array(let path, let index): stack[stack.count - 1] = .array(path: path, index: index + 1)
                case .object(let path, let keys, _, _):
                    stack[stack.count - 1] = .object(path: path, keys: keys, candidate: nil, current: nil)
                case nil: break
                }
            case ":":
                guard case .object(let path, var keys, let candidate?, _) = stack.last else { continue }
                if let first = keys[candidate.key] {
                    return Duplicate(keyPath: Self.join(path, candidate.key), line: candidate.line, firstLine: first)
                }
                keys[candidate.key] = candidate.line
                stack[stack.count - 1] = .object(path: path, keys: keys, candidate: nil, current: candidate.key)
            case "\"", "'":
                let start = line
                noteToken(readString(closingWith: c), line: start)
            case _ where Self.isSpace(c) || Self.isLineBreak(c):
                continue
            default:
                position -= 1
                let start = (line, position)
                let word = readBare()
                if position == start.1 { position += 1 }  // never stall on a stray character
                noteToken(word, line: start.0)
            }
        }
        return nil
    }

    /// A string or bare word: a key when its object is waiting for one, otherwise part of a value.
    private mutating func noteToken(_ text: String, line: Int) {
        guard case .object(let path, let keys, _, nil) = stack.last else { return }
        stack[stack.count - 1] = .object(path: path, keys: keys, candidate: (text, line), current: nil)
    }

    /// The path of a container that starts here.
    private func childPath() -> String {
        switch stack.last {
        case .object(let path, _, _, let current): Self.join(path, current ?? "")
        case .array(let path, let index): "\(path)[\(index)]"
        case nil: ""
        }
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    /// Consumes one scalar, counting lines (CR LF is one line break).
    private mutating func next() -> Unicode.Scalar? {
        guard let c = peek() else { return nil }
        position += 1
        if c == "\n" || c == "\u{2028}" || c == "\u{2029}" || (c == "\r" && peek() != "\n") { line += 1 }
        return c
    }

    private static func isLineBreak(_ c: Unicode.Scalar) -> Bool {
        c == "\n" || c == "\r" || c == "\u{2028}" || c == "\u{2029}"
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c.properties.isWhitespace || c == "\u{FEFF}" }

    /// Reads a quoted string after its opening quote, through the closing one; returns the decoded text.
    private mutating func readString(closingWith quote: Unicode.Scalar) -> String {
        var out = String.UnicodeScalarView()
        while let c = next(), c != quote {
            guard c == "\\", let e = next() else {
                out.append(c)
                continue
            }
            out.append(contentsOf: escaped(e))
        }
        return String(out)
    }

    /// The text an escape stands for; `e`, already consumed, is the character after the backslash.
    private mutating func escaped(_ e: Unicode.Scalar) -> [Unicode.Scalar] {
        switch e {
        case "n": return ["\n"]
        case "r": return ["\r"]
        case "t": return ["\t"]
        case "b": return ["\u{08}"]
        case "f": return ["\u{0C}"]
        case "v": return ["\u{0B}"]
        case "0": return ["\0"]
        case "x": return readHex(2).flatMap(Unicode.Scalar.init).map { [$0] } ?? ["x"]
        case "u": return readUnicodeEscape().map { [$0] } ?? ["u"]
        case "\r":
            // A line continuation; `next()` counted CR LF as one line when it read the CR.
            if peek() == "\n" { position += 1 }
            return []
        case "\n", "\u{2028}", "\u{2029}": return []
        default: return [e]
        }
    }

    /// The scalar of `XXXX` after `\u` (and of a following `\uXXXX` low surrogate); nil when no hex follows.
    private mutating func readUnicodeEscape() -> Unicode.Scalar? {
        guard let high = readHex(4) else { return nil }
        if (0xD800...0xDBFF).contains(high), peek() == "\\", peek(1) == "u" {
            let saved = position
            position += 2
            if let low = readHex(4), (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            {
                return scalar
            }
            position = saved
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    /// `count` hex digits as a number, consumed; nil, consuming nothing, when they are not there.
    private mutating func readHex(_ count: Int) -> UInt32? {
        guard position + count <= scalars.count else { return nil }
        var value: UInt32 = 0
        for scalar in scalars[position..<position + count] {
            guard let digit = UInt32(String(scalar), radix: 16) else { return nil }
            value = value << 4 | digit
        }
        position += count
        return value
    }

    /// Reads an unquoted key, number or literal up to the next delimiter, decoding `\uXXXX` in keys.
    private mutating func readBare() -> String {
        var out = String.UnicodeScalarView()
        while let c = peek() {
            if Self.isSpace(c) || Self.isLineBreak(c) || "{}[]:,'\"".unicodeScalars.contains(c) { break }
            if c == "/" && (peek(1) == "/" || peek(1) == "*") { break }
            position += 1
            if c == "\\", peek() == "u" {
                position += 1
                out.append(readUnicodeEscape() ?? "u")
            } else {
                out.append(c)
            }
        }
        return String(out)
    }
}
