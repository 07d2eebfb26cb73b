import Foundation

/// A JSON value as read from a JSON5 file, before it is checked against the configuration schema.
///
/// Objects are dictionaries: the decoder on this platform does not report key order, so anything
/// that prints a value chooses an order itself (``serialized(pretty:keyOrder:)``).
public enum JSONValue: Sendable, Equatable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Why a text is not a JSON5 document; `message` is a phrase for an operator, without the text itself.
    public struct ParseError: Error, Equatable, Sendable {
        public var message: String
    }

    /// Parses JSON5 text (comments, trailing commas, unquoted keys, single quotes, hex numbers).
    ///
    /// A text that holds nothing but whitespace and comments parses as an empty object, so a drop-in
    /// whose lines are all commented out is no error.
    /// - Throws: ``ParseError`` when the text is not JSON5 or a number does not fit a `Double`.
    public init(json5 text: String) throws(ParseError) {
        // Foundation's JSON5 decoder traps (a crash, not an error) on a number like `1e+` whose exponent
        // has a sign and no digits; such a text is never JSON5, so it is refused before decoding.
        if Self.hasExponentSignWithoutDigits(text) {
            throw ParseError(message: "not valid JSON5; a number ends in an exponent sign without digits (such as 1e+)")
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            // The text is decoded as the first element of `[text\n,0]`, never on its own: Foundation parses a
            // top-level number with strtod over a buffer with no NUL after it, so the result depends on the
            // memory that follows and can trap. The `0` makes a trailing comma after the value an error still.
            let wrapped = try decoder.decode(JSONValue.self, from: Data(("[" + text + "\n,0]").utf8))
            guard case .array(let items) = wrapped, items.count == 2, items[1] == .number(0) else {
                throw ParseError(message: "more than one value")
            }
            self = items[0]
        } catch {
            // Wrapping in brackets turns a comment-only text into `[]` without moving line numbers.
            if let wrapped = try? decoder.decode(JSONValue.self, from: Data(("[" + text + "\n]").utf8)),
                wrapped == .array([])
            {
                self = .object([:])
                return
            }
            // The decoder on Linux reports neither line nor column; the locator finds them.
            if let problem = JSON5Locator.locate(text) {
                throw ParseError(
                    message: "not valid JSON5 at line \(problem.line), column \(problem.column): \(problem.message)")
            }
            throw ParseError(
                message: "not valid JSON5; check for a missing comma, colon, quote or closing bracket")
        }
    }

    /// True when `text`, outside strings and comments, holds a digit or `.` followed by `e` or `E`, a sign, and
    /// no digit: the end of a number that swift-foundation's JSON5 scanner lets through its prevalidation
    /// (which catches a trailing `e` but not `e+`) and then fails on with a precondition instead of an error.
    static func hasExponentSignWithoutDigits(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func isDigit(_ i: Int) -> Bool { i < bytes.count && (0x30...0x39).contains(bytes[i]) }
        func at(_ i: Int, _ ascii: Unicode.Scalar) -> Bool { i < bytes.count && bytes[i] == UInt8(ascii: ascii) }
        var i = 0
        var quote: UInt8?
        while i < bytes.count {
            let byte = bytes[i]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if byte == open { quote = nil }
                i += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if at(i, "/") && at(i + 1, "/") {
                // A line comment ends at LF, CR, U+2028 or U+2029 (E2 80 A8/A9).
                while i < bytes.count, !at(i, "\n"), !at(i, "\r"),
                    !(bytes[i] == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] | 1) == 0xA9)
                {
                    i += 1
                }
                continue
            } else if at(i, "/") && at(i + 1, "*") {
                i += 2
                while i < bytes.count, !(at(i, "*") && at(i + 1, "/")) { i += 1 }
                i += 2
                continue
            } else if (at(i, "e") || at(i, "E")) && i > 0 && (isDigit(i - 1) || at(i - 1, "."))
                && (at(i + 1, "+") || at(i + 1, "-")) && !isDigit(i + 2)
            {
                return true
            }
            i += 1
        }
        return false
    }

    /// This value with `other` laid over it: objects merge key by key, recursively; any other value
    /// (including `null` and arrays) is replaced by the later one.
    public func merging(_ other: JSONValue) -> JSONValue {
        guard case .object(let base) = self, case .object(let overlay) = other else { return other }
        var merged = base
        for (key, value) in overlay {
            merged[key] = merged[key].map { $0.merging(value) } ?? value
        }
        return .object(merged)
    }

    /// The value at a dotted path of object keys (`novelty.threshold`), or nil where the path leaves the tree.
    public subscript(path path: String) -> JSONValue? {
        var node = self
        for key in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let members) = node, let next = members[String(key)] else { return nil }
            node = next
        }
        return node
    }

    /// Compact JSON with keys sorted: equal values give equal text, so the text can be hashed.
    public var canonicalText: String { serialized(pretty: false) }

    /// JSON text of this value.
    ///
    /// - Parameters:
    ///   - pretty: two-space indentation, one member per line; arrays of scalars stay on one line.
    ///   - keyOrder: orders the keys of the object found at a path of keys; the default sorts them.
    public func serialized(
        pretty: Bool,
        keyOrder: (_ path: [String], _ keys: [String]) -> [String] = { $1.sorted() }
    ) -> String {
        var out = ""
        write(to: &out, path: [], indent: pretty ? "" : nil, keyOrder: keyOrder)
        return out
    }

    /// A short rendering for error messages: numbers and booleans as written, strings quoted (cut to
    /// 60 characters), containers by kind only, so a message never echoes a large or nested value.
    public var brief: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONValue.format(n)
        case .string(let s):
            let cut = s.count > 60 ? String(s.prefix(60)) + "…" : s
            return JSONValue.quoted(cut)
        case .array(let a): return a.isEmpty ? "an empty list" : "a list"
        case .object: return "an object"
        }
    }

    /// Integral values within ±2^53 without a fraction (`200`, not `200.0`); others in Swift's shortest form.
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return n.isNaN ? "NaN" : (n < 0 ? "-Infinity" : "Infinity") }
        if n == n.rounded(), abs(n) < 9_007_199_254_740_992 { return String(Int64(n)) }
        return String(n)
    }

    /// `s` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private func write(
        to out: inout String, path: [String], indent: String?,
        keyOrder: (_ path: [String], _ keys: [String]) -> [String]
    ) {
        switch self {
        case .null, .bool: out += brief
        case .string(let s): out += JSONValue.quoted(s)
        case .number(let n):
            // JSON has no NaN or infinity; validated configuration never holds them.
            out += n.isFinite ? JSONValue.format(n) : "null"
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            let inline = indent == nil || items.allSatisfy(\.isScalar)
            let inner = inline ? nil : indent.map { $0 + "  " }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline && indent != nil ? ", " : "," }
                if let inner { out += "\n" + inner }
                item.write(to: &out, path: path, indent: inline ? nil : inner, keyOrder: keyOrder)
            }
            if let indent, !inline { out += "\n" + indent }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            let inner = indent.map { $0 + "  " }
            out += "{"
            for (i, key) in keyOrder(path, Array(members.keys)).enumerated() {
                guard let value = members[key] else { continue }
                if i > 0 { out += "," }
                if let inner { out += "\n" + inner }
                out += JSONValue.quoted(key) + (indent == nil ? ":" : ": ")
                value.write(to: &out, path: path + [key], indent: inner, keyOrder: keyOrder)
            }
            if let indent { out += "\n" + indent }
            out += "}"
        }
    }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? container.decode(Double.self) {
            self = .number(n)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
