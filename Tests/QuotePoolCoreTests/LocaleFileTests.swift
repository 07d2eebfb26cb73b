import Foundation
import Testing

@testable import QuotePoolCore

/// The shipped locale files (`Sources/QuotePoolCore/Resources/locales/<locale>.txt`): each is compiled in, parses,
/// and has what its role needs, so a new locale is complete when these pass.
@Suite struct LocaleFileTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/QuotePoolCore/Resources/locales")

    /// The keys a `[locale]` section may set, with the values each allows (`nil`: any text).
    static let localeKeys: [String: Set<String>?] = [
        "language_name": nil,
        "script": Set(Lexicon.WritingSystem.allCases.map(\.rawValue)),
        "word_unit": ["words", "characters"],
        "taste": ["calibrated"],
        "full_stop": nil,
        "capitalizes_nouns": ["yes"],
        "compounds_nouns": ["yes"],
        "token_scale": nil,
    ]

    /// Keys every file sets.
    static let requiredKeys = ["script", "word_unit"]

    /// Sections a served locale needs: identification, the gate's lists, the scorers and the builtin composer.
    static let servedSections = [
        "function_words", "sample_text", "prompt_residue", "attribution_verbs", "anonymous_names", "cliches",
        "formulas", "concrete_nouns", "action_verbs", "emotion_words", "quote_style", "few_shot",
    ]

    @Test func compilesInEveryFileOfTheDirectoryOnce() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        let onDisk = Set(files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
        let listed = LocaleResources.all.map(\.locale)
        #expect(Set(listed) == onDisk)
        #expect(Set(listed).count == listed.count)
        #expect(Set(Lexicon.builtin.keys) == onDisk)
        #expect(files.allSatisfy { $0.hasSuffix(".txt") }, "\(files)")
    }

    @Test(arguments: LocaleResources.all.map { LocaleCode(stringLiteral: $0.locale) })
    func parsesWithAValidLocaleSection(_ locale: LocaleCode) throws {
        let lexicon = try #require(Lexicon.of(locale))
        let entries = lexicon["locale"]
        #expect(!entries.isEmpty, "\(locale) has no [locale] section")
        var seen = Set<String>()
        for entry in entries {
            let parts = entry.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
            guard parts.count == 2, !parts[1].isEmpty else {
                Issue.record("\(locale): \"\(entry)\" is not `key: value`")
                continue
            }
            let (key, value) = (parts[0], parts[1])
            #expect(seen.insert(key).inserted, "\(locale): \(key) set twice")
            guard let allowed = Self.localeKeys[key] else {
                Issue.record("\(locale): unknown key \(key)")
                continue
            }
            if let allowed { #expect(allowed.contains(value), "\(locale): \(key): \(value)") }
        }
        for key in Self.requiredKeys { #expect(lexicon.property(key) != nil, "\(locale) lacks \(key)") }
        // The declared script is the one the sample text is written in.
        #expect(lexicon.writingSystem == lexicon.sampleWritingSystem, "\(locale)")
    }

    @Test(arguments: Lexicon.builtinLocales)
    func servedLocalesHaveEverySectionTheyNeed(_ locale: LocaleCode) throws {
        let lexicon = try #require(Lexicon.of(locale))
        #expect(lexicon.languageName != nil, "\(locale) has no language_name")
        for section in Self.servedSections { #expect(!lexicon[section].isEmpty, "\(locale) lacks [\(section)]") }
        #expect(lexicon["quote_style"].count == 2, "\(locale): quote_style is an opening and a closing mark")
    }

    /// The builtin composer's shapes: at least 12, each one template whose every `{slot}` has its parts.
    @Test(arguments: Lexicon.builtinLocales)
    func servedLocalesHaveTwelveComposerShapesWithTheirParts(_ locale: LocaleCode) throws {
        let lexicon = try #require(Lexicon.of(locale))
        let shapes = lexicon.names(withPrefix: "composer_shape:")
        #expect(shapes.count >= 12, "\(locale) has \(shapes.count) composer shapes")
        for shape in shapes {
            let template = lexicon["composer_shape:" + shape]
            #expect(template.count == 1, "\(locale): [composer_shape:\(shape)] holds one template")
            let slots = (template.first ?? "").split(separator: "{").dropFirst().compactMap {
                $0.split(separator: "}", maxSplits: 1).first.map(String.init)
            }
            #expect(!slots.isEmpty, "\(locale): \(shape) has no slot")
            for slot in slots {
                #expect(
                    !lexicon["composer_part:\(shape):\(slot)"].isEmpty, "\(locale): \(shape) has no parts for {\(slot)}"
                )
            }
        }
        let parts = lexicon.sections.keys.filter { $0.hasPrefix("composer_") }
        let known = Set(shapes.map { "composer_shape:" + $0 })
        for section in parts where !known.contains(section) {
            let shape = section.split(separator: ":").dropFirst().first.map(String.init) ?? ""
            #expect(
                section.hasPrefix("composer_part:") && shapes.contains(shape),
                "\(locale): [\(section)] belongs to no shape")
        }
    }

    @Test func answersWhatTheCodeAsksAboutALocale() {
        #expect(Taste.calibratedLocales == ["en", "de", "es", "fr", "it", "pt"])
        #expect(Lexicon.builtin.values.filter { $0.writingSystem == .cjk }.map(\.locale) == ["ja"])
        #expect(Lexicon.wordUnit(of: "ja-JP") == .characters)
        #expect(Lexicon.wordUnit(of: "pt-BR") == .words)
        // Without a locale file, the script table decides.
        #expect(Lexicon.wordUnit(of: "zh-Hant") == .characters)
        #expect(Lexicon.wordUnit(of: "ru") == .words)
        #expect(Lexicon.builtin["ja"]?.fullStop == "。")
        #expect(Lexicon.builtin["en"]?.fullStop == ".")
    }

    /// The rules compare these entries with normalized tokens as they are written, so each must be one.
    @Test func writesRuleTablesAsTheRulesCompareThem() {
        for (locale, lexicon) in Lexicon.builtin {
            for section in ["stemmer_suffixes", "calendar_words", "surname_heads"] {
                for entry in lexicon[section] {
                    #expect(TextNormalizer.tokens(entry) == [entry], "\(locale) [\(section)] \(entry)")
                }
            }
            for entry in lexicon["attribution_markers"] + lexicon["residue_anywhere"] {
                #expect(!TextNormalizer.tokens(entry).isEmpty, "\(locale): \(entry)")
            }
        }
        #expect(Lexicon.builtin.values.filter(\.capitalizesNouns).map(\.locale) == ["de"])
        #expect(Lexicon.builtin["de"]?.stemmer.stem("brezeln") == "brezel")
        #expect(Lexicon.builtin["es"]?.stemmer.stem("cantando") == "cant")
        #expect(Lexicon.builtin["ja"]?.stemmer.suffixes == [])
    }

    @Test func writesMarkerEntriesAsMarkersThenAWeight() {
        for (locale, lexicon) in Lexicon.builtin {
            for section in ["marker_letters", "marker_spellings", "marker_endings"] {
                let entries = MarkerLetters.entries(lexicon[section])
                #expect(entries.count == lexicon[section].count, "\(locale) [\(section)] has an entry without a weight")
                for (markers, weight) in entries {
                    #expect(weight > 0, "\(locale) [\(section)]")
                    for marker in markers {
                        #expect(TextNormalizer.tokens(marker) == [marker] || section == "marker_letters")
                        if section == "marker_letters" {
                            #expect(marker.unicodeScalars.count == 1, "\(locale): \(marker)")
                        }
                    }
                }
            }
        }
        let markers = MarkerLetters(lexicons: Lexicon.builtin)
        #expect(markers.weights["ñ"] == ["es": 3, "gl": 3])
        #expect(markers.weights["·"] == ["ca": 4])
        #expect(markers.spellings.map(\.infix) == ["qua"])
        #expect(Set(markers.spellings[0].weights.keys) == ["pt", "it", "ca", "fr", "en"])
        #expect(
            markers.endings.map(\.suffixes) == [
                ["ava", "avam", "avas", "avano", "aven", "aves"], ["aba", "aban", "abas"],
            ])
    }

    @Test func readsLocaleKeysAndDefaultsWithoutThem() {
        let declared = Lexicon(
            locale: "xx", source: "[locale]\nscript : cjk\nword_unit:words\n language_name: Xish \n[sample_text]\nabc")
        #expect(declared.writingSystem == .cjk)
        #expect(declared.wordUnit == .words)
        #expect(declared.languageName == "Xish")
        #expect(!declared.isTasteCalibrated)
        // A lexicon built in code without the section: its sample text decides.
        let japanese = Lexicon(locale: "xx", sections: ["sample_text": ["雨の日の図書館は静かだ。"]])
        #expect(japanese.writingSystem == .cjk)
        #expect(japanese.wordUnit == .characters)
        #expect(japanese.languageName == nil)
        #expect(Lexicon(locale: "xx", sections: [:]).writingSystem == .latin)
        #expect(Lexicon(locale: "xx", sections: ["sample_text": ["Мой отец"]]).writingSystem == .other)
    }
}
