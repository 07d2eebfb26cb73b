import Foundation
import Testing

@testable import QuotePoolCore

@Suite struct LocaleCodeTests {
    /// Every spelling an operator or a data set uses for a locale, and the one value it is from there on.
    static let spellings: [(text: String, code: String, language: String)] = [
        ("en", "en", "en"), ("EN", "en", "en"), ("En", "en", "en"), ("en-US", "en-US", "en"),
        ("en_us", "en-US", "en"), ("En-gb", "en-GB", "en"), ("EN_GB", "en-GB", "en"), (" pt-br ", "pt-BR", "pt"),
        ("zh-hant", "zh-Hant", "zh"), ("zh_HANT_tw", "zh-Hant-TW", "zh"), ("es-419", "es-419", "es"),
        ("sr-latn-RS", "sr-Latn-RS", "sr"), ("fil", "fil", "fil"),
    ]

    @Test(arguments: spellings)
    func parsesEverySpellingToOneNormalizedValue(_ row: (text: String, code: String, language: String)) throws {
        let locale = try LocaleCode(row.text)
        #expect(locale.code == row.code)
        #expect(locale.language == row.language)
        #expect(locale.pool == row.language)
        #expect(locale.base == (try LocaleCode(row.language)))
        #expect(locale.isBase == (row.code == row.language))
    }

    @Test func spellingsOfOneLocaleAreEqualAndHashAlike() throws {
        let spellings = try ["en-us", "EN_US", "en-US", "En_Us"].map { try LocaleCode($0) }
        #expect(Set(spellings).count == 1)
        #expect(try LocaleCode("EN") == LocaleCode("en"))
        #expect(try LocaleCode("en") != LocaleCode("en-US"))
    }

    static let malformed = [
        "", " ", "e", "english", "en-", "-en", "en--US", "en-U", "e1", "en US", "en.US", "123", "en-toolongsubtag",
        "\u{0}", "de\u{301}", "ja-JP-x-kana", "ен",
    ]

    @Test(arguments: malformed)
    func refusesWhatIsNotALocaleCodeAndNamesIt(_ text: String) {
        #expect(throws: LocaleCode.Invalid(text: text)) { try LocaleCode(text) }
        #expect(LocaleCode.Invalid(text: text).description.contains("expected a language code"))
    }

    @Test func aListKeepsOneLocalePerPoolInItsOrder() throws {
        let list = try LocaleCode.list("de, EN ,en-US,,pt_br, pt")
        #expect(list.map(\.code) == ["de", "en", "pt-BR"])
        #expect(throws: LocaleCode.Invalid(text: "x1")) { try LocaleCode.list("en,x1") }
    }

    @Test func encodesAsItsCodeAndKeysAnObjectByIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let locales: [LocaleCode] = ["en", "pt-BR"]
        #expect(String(decoding: try encoder.encode(locales), as: UTF8.self) == #"["en","pt-BR"]"#)
        let keyed: [LocaleCode: Int] = ["en": 1, "pt-BR": 2]
        #expect(String(decoding: try encoder.encode(keyed), as: UTF8.self) == #"{"en":1,"pt-BR":2}"#)
        let decoded = try JSONDecoder().decode([LocaleCode].self, from: Data(#"["EN","pt_br"]"#.utf8))
        #expect(decoded.map(\.code) == ["en", "pt-BR"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocaleCode].self, from: Data(#"["e"]"#.utf8)) }
    }

    /// Data is looked up by the value: a region or a case changes nothing about which lists apply.
    @Test func everySpellingFindsTheLanguagesData() throws {
        for text in ["de", "DE", "de-AT", "de_ch"] {
            let locale = try LocaleCode(text)
            #expect(Lexicon.of(locale)?.locale == "de", "\(text)")
            #expect(ScoringLexicon.forLocale(locale).locale == "de", "\(text)")
        }
        #expect(Lexicon.of(try LocaleCode("xx")) == nil)
    }
}
