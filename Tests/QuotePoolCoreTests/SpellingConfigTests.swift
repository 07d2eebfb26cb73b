import Testing

@testable import QuotePoolCore

/// The `spelling` keys: Debian's dictionaries by default, a locale set in a file replacing only its own entry, and
/// errors that name the key.
@Suite struct SpellingConfigTests {
    @Test func defaultsAreDebiansDictionariesWithTwoForEnglishAndPortuguese() throws {
        let spelling = try ConfigFixture(main: "{}").load().config.spelling
        #expect(spelling.dictionaries["en"] == ["en_US", "en_GB"])
        #expect(spelling.dictionaries["pt"] == ["pt_PT", "pt_BR"])
        #expect(spelling.dictionaries["de"] == ["de_DE"] && spelling.dictionaries["fr"] == ["fr_FR"])
        #expect(spelling.dictionaries["es"] == ["es_ES"] && spelling.dictionaries["it"] == ["it_IT"])
        #expect(spelling.dictionaries["ja"] == nil)
        #expect(!spelling.required && spelling.maxUnknown == 0 && spelling.words.isEmpty)
    }

    @Test func aLocaleSetInTheFileReplacesOnlyItsOwnDefault() throws {
        let spelling = try ConfigFixture(
            main: "{ spelling: { dictionaries: { de: ['/opt/dict/de_CH_frami'], pt_BR: ['pt_BR'], en: [] } } }"
        ).load().config.spelling
        #expect(spelling.dictionaries["de"] == ["/opt/dict/de_CH_frami"])
        // A region names its language's entry: one pool per language.
        #expect(spelling.dictionaries["pt"] == ["pt_BR"])
        #expect(spelling.dictionaries["en"] == [])
        #expect(spelling.dictionaries["fr"] == ["fr_FR"])
    }

    @Test func aDropInOverridesOneLocaleOfTheMainFile() throws {
        let loaded = try ConfigFixture([
            "quotepool.json5": "{ spelling: { dictionaries: { de: ['de_AT'] }, required: true } }",
            "quotepool.json5.d/10-fr.json5": "{ spelling: { dictionaries: { fr: ['fr_CA'] } } }",
        ]).load()
        #expect(loaded.config.spelling.dictionaries["de"] == ["de_AT"])
        #expect(loaded.config.spelling.dictionaries["fr"] == ["fr_CA"])
        #expect(loaded.config.spelling.required)
    }

    @Test func twoKeysOfOneLanguageAreRefusedNamingBoth() {
        let error = ConfigFixture(main: "{ spelling: { dictionaries: { pt: ['pt_PT'], 'pt-BR': ['pt_BR'] } } }").error()
        #expect(error?.description.contains("spelling.dictionaries.pt-BR") == true, "\(String(describing: error))")
        #expect(error?.description.contains("pt and pt-BR are both pt") == true, "\(String(describing: error))")
    }

    @Test func badValuesNameTheKey() {
        let cases = [
            ("{ spelling: { dictionaries: ['en_US'] } }", "spelling.dictionaries"),
            ("{ spelling: { dictionaries: { en: 'en_US' } } }", "spelling.dictionaries.en"),
            ("{ spelling: { dictionaries: { en: [''] } } }", "spelling.dictionaries.en[0]"),
            ("{ spelling: { dictionaries: { english: ['en_US'] } } }", "spelling.dictionaries"),
            ("{ spelling: { required: 'yes' } }", "spelling.required"),
            ("{ spelling: { max_unknown: 9 } }", "spelling.max_unknown"),
            ("{ spelling: { words: { de: [3] } } }", "spelling.words.de[0]"),
            ("{ spelling: { dictionary: {} } }", "spelling.dictionary"),
        ]
        for (text, key) in cases {
            let error = ConfigFixture(main: text).error()
            #expect(error?.description.contains(key) == true, "\(text): \(String(describing: error))")
            #expect(error?.file == "quotepool.json5")
        }
    }

    @Test func theStarterFileSetsTheDefaults() throws {
        let loaded = try ConfigFixture(main: ConfigRenderer.starterFile).load()
        #expect(loaded.config.spelling == Config.Spelling())
        #expect(ConfigRenderer.starterFile.contains("dictionaries: {"))
    }
}
