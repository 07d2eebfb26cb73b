import Testing

@testable import QuotePoolCore

@Suite struct LexiconTests {
    /// The format as first written: lines split as Characters and trimmed of Unicode whitespace. The byte-level
    /// parser must read every built-in lexicon, and the format's edge cases, exactly as this does.
    static func referenceParse(_ source: String) -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var current: String?
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                let name = String(line.dropFirst().dropLast())
                current = name
                if sections[name] == nil { sections[name] = [] }
                continue
            }
            guard let current else { continue }
            sections[current, default: []].append(line)
        }
        return sections
    }

    @Test func everyBuiltinLexiconParsesAsTheReferenceReadsIt() {
        for (locale, utf8) in LocaleResources.all {
            let source = String(decoding: utf8, as: UTF8.self)
            let parsed = Lexicon(locale: locale, utf8: utf8).sections
            #expect(Lexicon(locale: locale, source: source).sections == parsed, "\(locale)")
            #expect(parsed == Self.referenceParse(source), "\(locale)")
            #expect(parsed.values.reduce(0) { $0 + $1.count } > 100, "\(locale) has almost no entries")
        }
    }

    @Test func edgeCasesParseAsTheReferenceReadsThem() {
        let source = """
            orphan before any header
            [first]
              \u{3000}全角の空白で始まる\u{3000}
            \u{00A0}nbsp around\u{00A0}
            # a comment
            \u{3000}# a comment after ideographic space
            [empty]

            [first]
            \t# a comment after a tab
            appended\tafter tab\t
            日本語のまま
            [ spaced ]
            x
            [unterminated
            café
            """
        #expect(Lexicon(locale: "xx", source: source).sections == Self.referenceParse(source))
        #expect(
            Lexicon(locale: "xx", source: source)["first"] == [
                "全角の空白で始まる", "nbsp around", "appended\tafter tab", "日本語のまま",
            ])
        #expect(Lexicon(locale: "xx", source: source)["empty"] == [])
        // A line feed ends a line after a carriage return too (the reference kept "\r\n" as one Character).
        #expect(Lexicon(locale: "xx", source: "[s]\r\na\r\nb\r\n").sections == ["s": ["a", "b"]])
    }
}
