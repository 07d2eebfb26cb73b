import Testing

@testable import QuotePoolCore

/// German writes every noun with a capital, so a word in lower case is no noun: the noun lists (people, abstract
/// and concrete nouns, image domains) must not read "nicht" as Nichte, "macht" as Macht or "plötzlich" as a
/// compound ending in Licht.
@Suite struct GermanNounCaseTests {
    @Test func aWordInLowerCaseIsNotReadAsTheNounItSpells() {
        let f = TasteFeatures("Er sagt es nicht laut, aber er macht die Lampe aus und geht weg.", locale: "de")
        #expect(f.people == 0)
        #expect(f.abstract == 0)
        let noun = TasteFeatures("Am Ende hatte die Nichte mehr Macht als der ganze Vorstand zusammen.", locale: "de")
        #expect(noun.people == 1)
        #expect(noun.abstract == 1)
    }

    @Test func adjectivesInLichAreNoCompoundsOfLicht() {
        for text in [
            "Hoffentlich kommt der Bus heute pünktlich.", "Plötzlich stand die Katze auf dem Tisch.",
            "Die Katze stand plötzlich und ganz unerwartet auf dem Tisch.",
        ] {
            #expect(TasteFeatures(text, locale: "de").abstract == 0, "\(text)")
        }
        #expect(TasteFeatures("Das Kerzenlicht flackert über dem Tisch.", locale: "de").abstract == 1)
    }

    @Test func theFirstWordMayStillBeANoun() {
        #expect(TasteFeatures("Nichten erben selten die Uhr des Onkels.", locale: "de").people >= 1)
    }

    @Test func languagesThatDoNotCapitalizeNounsAreReadAsBefore() {
        #expect(TasteFeatures("Life goes on while the kettle sings in the kitchen.", locale: "en").abstract == 1)
        #expect(TasteFeatures("my aunt waters the plants on every windowsill.", locale: "en").people == 1)
    }
}
