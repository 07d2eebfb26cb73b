/// A parser and random sampler for the subset of GBNF that ``DraftConstraint`` writes: rules `name ::= …`,
/// literals in double quotes, character classes with ranges (not negated), groups, alternation, and the
/// repetitions `?`, `*`, `+`, `{m}`, `{m,n}`. Escapes: `\"`, `\\`, `\[`, `\]`, `\xXX`, `\uXXXX`, `\UXXXXXXXX`.
/// Anything else is a parse error, so the tests notice when the generated grammar leaves the subset.
struct GBNFSampler {
    indirect enum Node {
        case literal([Unicode.Scalar])
        case characterClass([ClosedRange<UInt32>])
        case rule(String)
        case sequence([Node])
        case alternatives([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    let rules: [String: Node]

    init(_ text: String) throws {
        var rules: [String: Node] = [:]
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            guard let arrow = line.range(of: "::=") else { throw ParseError(description: "no ::= in \(line)") }
            let name = line[..<arrow.lowerBound].trimmingCharacters(in: " ")
            var parser = Parser(scalars: Array(line[arrow.upperBound...].unicodeScalars))
            let node = try parser.alternatives()
            parser.skipSpaces()
            guard parser.atEnd else { throw ParseError(description: "trailing text in rule \(name)") }
            rules[name] = node
        }
        guard rules["root"] != nil else { throw ParseError(description: "no root rule") }
        self.rules = rules
    }

    /// One string the grammar produces. Repetitions pick their counts evenly, with their bounds as likely as
    /// the rest together, so the shortest and longest lines are sampled often.
    func sample(using rng: inout some RandomNumberGenerator) throws -> String {
        var out = String.UnicodeScalarView()
        try expand(.rule("root"), into: &out, rng: &rng, depth: 0)
        return String(out)
    }

    private func expand(
        _ node: Node, into out: inout String.UnicodeScalarView, rng: inout some RandomNumberGenerator, depth: Int
    ) throws {
        guard depth < 200 else { throw ParseError(description: "recursion too deep") }
        switch node {
        case .literal(let scalars): out.append(contentsOf: scalars)
        case .characterClass(let ranges):
            let range = ranges.randomElement(using: &rng)!
            let value = UInt32.random(in: range, using: &rng)
            out.append(Unicode.Scalar(value)!)
        case .rule(let name):
            guard let body = rules[name] else { throw ParseError(description: "undefined rule \(name)") }
            try expand(body, into: &out, rng: &rng, depth: depth + 1)
        case .sequence(let nodes):
            for n in nodes { try expand(n, into: &out, rng: &rng, depth: depth + 1) }
        case .alternatives(let nodes):
            try expand(nodes.randomElement(using: &rng)!, into: &out, rng: &rng, depth: depth + 1)
        case .repeated(let inner, let low, let high):
            let top = high ?? low + 4
            let count: Int
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: count = low
            case 1: count = top
            default: count = Int.random(in: low...top, using: &rng)
            }
            for _ in 0..<count { try expand(inner, into: &out, rng: &rng, depth: depth + 1) }
        }
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        var i = 0

        var atEnd: Bool { i >= scalars.count }

        mutating func skipSpaces() {
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        }

        mutating func alternatives() throws -> Node {
            var options = [try sequence()]
            skipSpaces()
            while !atEnd, scalars[i] == "|" {
                i += 1
                options.append(try sequence())
                skipSpaces()
            }
            return options.count == 1 ? options[0] : .alternatives(options)
        }

        mutating func sequence() throws -> Node {
            var items: [Node] = []
            while true {
                skipSpaces()
                guard !atEnd, scalars[i] != "|", scalars[i] != ")" else { break }
                var item = try atom()
                item = try postfix(item)
                items.append(item)
            }
            guard !items.isEmpty else { throw ParseError(description: "empty sequence at \(i)") }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func atom() throws -> Node {
            let c = scalars[i]
            switch c {
            case "\"":
                i += 1
                var literal: [Unicode.Scalar] = []
                while !atEnd, scalars[i] != "\"" { literal.append(try character()) }
                guard !atEnd else { throw ParseError(description: "unterminated literal") }
                i += 1
                return .literal(literal)
            case "[":
                i += 1
                guard !atEnd, scalars[i] != "^" else {
                    throw ParseError(description: "negated class is outside the subset")
                }
                var ranges: [ClosedRange<UInt32>] = []
                while !atEnd, scalars[i] != "]" {
                    let low = try character().value
                    if i + 1 < scalars.count, scalars[i] == "-", scalars[i + 1] != "]" {
                        i += 1
                        let high = try character().value
                        guard low <= high else { throw ParseError(description: "reversed range") }
                        ranges.append(low...high)
                    } else {
                        ranges.append(low...low)
                    }
                }
                guard !atEnd, !ranges.isEmpty else { throw ParseError(description: "bad class") }
                i += 1
                return .characterClass(ranges)
            case "(":
                i += 1
                let inner = try alternatives()
                skipSpaces()
                guard !atEnd, scalars[i] == ")" else { throw ParseError(description: "unclosed group") }
                i += 1
                return inner
            default:
                var name = ""
                while !atEnd,
                    scalars[i].properties.isAlphabetic || scalars[i] == "-" || ("0"..."9").contains(scalars[i])
                {
                    name.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard !name.isEmpty else { throw ParseError(description: "unexpected \(c) at \(i)") }
                return .rule(name)
            }
        }

        mutating func postfix(_ node: Node) throws -> Node {
            guard !atEnd else { return node }
            switch scalars[i] {
            case "?":
                i += 1
                return .repeated(node, min: 0, max: 1)
            case "*":
                i += 1
                return .repeated(node, min: 0, max: nil)
            case "+":
                i += 1
                return .repeated(node, min: 1, max: nil)
            case "{":
                i += 1
                let low = number()
                var high: Int? = low
                if !atEnd, scalars[i] == "," {
                    i += 1
                    high = scalars[i] == "}" ? nil : number()
                }
                guard let low, !atEnd, scalars[i] == "}" else { throw ParseError(description: "bad repetition") }
                i += 1
                return .repeated(node, min: low, max: high)
            default:
                return node
            }
        }

        mutating func number() -> Int? {
            var digits = ""
            while !atEnd, ("0"..."9").contains(scalars[i]) {
                digits.unicodeScalars.append(scalars[i])
                i += 1
            }
            return Int(digits)
        }

        mutating func character() throws -> Unicode.Scalar {
            let c = scalars[i]
            i += 1
            guard c == "\\" else { return c }
            guard !atEnd else { throw ParseError(description: "dangling escape") }
            let e = scalars[i]
            i += 1
            let digits: Int
            switch e {
            case "\"", "\\", "[", "]": return e
            case "x": digits = 2
            case "u": digits = 4
            case "U": digits = 8
            default: throw ParseError(description: "unknown escape \\\(e)")
            }
            guard i + digits <= scalars.count else { throw ParseError(description: "short escape") }
            var hex = ""
            hex.unicodeScalars.append(contentsOf: scalars[i..<(i + digits)])
            i += digits
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw ParseError(description: "bad escape \(hex)")
            }
            return scalar
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
