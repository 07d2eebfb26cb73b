import Testing

@testable import QuotePoolCore

/// German capitalizes every noun, so a capitalized word after an attribution dash is a name only when it is
/// not a plausible noun. These tests use a small hand-made lexicon, so they hold whatever the built-in data;
/// it carries the rule's own data as a locale file does (the stemmer's endings, the surname heads).
@Suite struct GateGermanNounTests {
    static let german = Lexicon(
        locale: "de",
        sections: [
            "locale": ["capitalizes_nouns: yes"],
            "stemmer_suffixes": ["ern", "ten", "est", "en", "er", "es", "em", "st", "te", "e", "n", "s", "t"],
            "surname_heads": ["mann", "stein", "berg", "bach", "burg", "dorf", "feld", "heim"],
            "concrete_nouns": ["Kuchen", "Kante", "Brezel", "Stein", "Berg", "Apfel"],
            "function_words": ["der", "die", "das", "und", "uns", "aus", "ihrem", "am"],
            "sample_text": ["Am Samstag bringt uns die Nachbarin das Beste aus ihrem Ofen vorbei."],
        ])
    let rules = GateLocaleRules(lexicon: german, english: nil, vocabulary: LanguageProfile(lexicon: german).vocabulary)

    @Test func takesKnownInflectedAndCompoundNounsForNouns() {
        #expect(rules.isPlausibleNoun("kuchen"))
        #expect(rules.isPlausibleNoun("kuchens"))  // an inflected form of a known noun
        #expect(rules.isPlausibleNoun("brezeln"))
        #expect(rules.isPlausibleNoun("kanten"))  // inflected: its stem is the stem of "Kante"
        #expect(rules.isPlausibleNoun("zwetschgenkuchen"))  // a compound whose head is a known noun
        #expect(rules.isPlausibleNoun("zwetschgenkuchens"))
        #expect(rules.isPlausibleNoun("bratapfel"))
    }

    @Test func keepsNamesThatOnlyLookLikeNouns() {
        #expect(!rules.isPlausibleNoun("goethe"))
        #expect(!rules.isPlausibleNoun("rilke"))
        // The stem of "Kante" is not an inflected form of it.
        #expect(!rules.isPlausibleNoun("kant"))
        // Heads that also form surnames keep a compound a possible name.
        #expect(!rules.isPlausibleNoun("einstein"))
        #expect(!rules.isPlausibleNoun("lichtenberg"))
        // A head needs a modifier of a few letters: "Ekuchen" is no compound.
        #expect(!rules.isPlausibleNoun("ekuchen"))
    }

    @Test func appliesOnlyToLanguagesThatCapitalizeNouns() {
        let english = Lexicon(locale: "en", sections: ["concrete_nouns": ["cake", "stone"]])
        let rules = GateLocaleRules(
            lexicon: english, english: english, vocabulary: LanguageProfile(lexicon: english).vocabulary)
        #expect(!rules.isPlausibleNoun("cake"))
        #expect(!rules.isPlausibleNoun("cheesecake"))
    }

    @Test func readsACompoundNounAfterADashAsNoAttribution() {
        let builtin = Lexicon.builtin
        let gate = Gate(config: Config.Gate(), lexicons: ["de": Self.german, "en": builtin["en"]!])
        let line = "Am Samstag bringt uns die Nachbarin das Beste aus ihrem Ofen vorbei"
        #expect(gate.check(line + " — Zwetschgenkuchen.", locale: "de").reason != .attribution)
        #expect(gate.check(line + " — Apfelkuchen.", locale: "de").reason != .attribution)
        #expect(gate.check(line + " — Goethe.", locale: "de").reason == .attribution)
        #expect(gate.check(line + " — Einstein", locale: "de").reason == .attribution)
        // The same capitalized compound under English is still read as a name.
        #expect(gate.check(line + " — Zwetschgenkuchen.", locale: "en").reason == .attribution)
    }
}
