import Testing

@testable import QuotePoolCore

/// The shipped cliché lists, locale by locale: their size, exact matches inside a longer line, and
/// stretched variants (a word inserted in the middle) of the longer proverbs.
@Suite struct ClicheListTests {
    static let minimums = ["en": 60, "de": 60, "es": 60, "fr": 60, "it": 60, "pt": 60, "ja": 30]

    @Test(arguments: ["en", "de", "es", "fr", "it", "pt", "ja"])
    func everyShippedClicheIsCaughtInsideALine(_ locale: LocaleCode) throws {
        let list = try #require(Lexicon.of(locale))["cliches"]
        #expect(list.count >= Self.minimums[locale.code]!, "\(locale) has \(list.count) clichés")
        let matcher = ClicheMatcher.builtin
        let (before, after) = locale == "ja" ? ("昨日", "と思った") : ("yesterday", "again")
        for cliche in list {
            let line = locale == "ja" ? before + cliche + after : "\(before) \(cliche) \(after)"
            #expect(matcher.match(line, locale: locale) != nil, "\(locale): not caught: \(line)")
        }
    }

    @Test(arguments: ["en", "de", "es", "fr", "it", "pt"])
    func stretchedProverbsAreStillCaught(_ locale: LocaleCode) throws {
        let lexicon = try #require(Lexicon.of(locale))
        let function = Set(lexicon["function_words"].flatMap(TextNormalizer.tokens))
        let matcher = ClicheMatcher.builtin
        var tried = 0
        for cliche in lexicon["cliches"] {
            let tokens = TextNormalizer.tokens(cliche)
            // The fuzzy rule covers proverbs of eight or more words with several content words.
            guard tokens.count >= 8, tokens.filter({ !function.contains($0) }).count >= 3 else { continue }
            var stretched = tokens
            stretched.insert("really", at: tokens.count / 2)
            let line = stretched.joined(separator: " ")
            #expect(matcher.match(line, locale: locale) != nil, "\(locale): stretched proverb not caught: \(line)")
            tried += 1
        }
        #expect(tried >= 3, "\(locale) has too few long proverbs to test stretching")
    }

    @Test func japaneseProverbsWithAnInsertedCharacterAreStillCaught() throws {
        let list = try #require(Lexicon.builtin["ja"])["cliches"].filter { $0.count >= 8 }
        #expect(list.count >= 3)
        for cliche in list {
            var chars = Array(cliche)
            chars.insert("も", at: chars.count / 2)
            #expect(ClicheMatcher.builtin.match(String(chars), locale: "ja") != nil, "not caught: \(String(chars))")
        }
    }
}
