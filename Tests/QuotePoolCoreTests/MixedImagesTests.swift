import Testing

@testable import QuotePoolCore

/// Lines that pile up stock pictures from several domains (sea, plant, flight, fire, machine, building,
/// mountain, weather, light) are mixed metaphors; one picture, or a literal scene, is not.
@Suite struct MixedImagesTests {
    let distinct = Distinctiveness(minimum: 5)

    @Test(arguments: [
        ("en", "The engine of your courage blossoms when you steer it toward the summit."),
        ("de", "Deine Hoffnung ist ein Motor, der Brücken baut und dir Flügel schenkt."),
        ("fr", "Le moteur de tes rêves fleurit quand tu navigues vers les sommets."),
        ("es", "El motor de tus sueños florece cuando navegas hacia la cima."),
        ("it", "Il motore dei tuoi sogni fiorisce quando navighi verso la vetta."),
        ("pt", "O motor dos seus sonhos floresce quando você navega rumo ao topo da montanha."),
        ("ja", "希望のエンジンが花開き、夢の翼で山頂を目指そう。"),
    ])
    func stockImagesFromSeveralDomainsMix(_ line: (locale: LocaleCode, text: String)) {
        let features = TasteFeatures(line.text, locale: line.locale)
        #expect(features.imageDomains >= 2)
        #expect(features.mixesImages)
        let score = distinct.score(line.text, locale: line.locale, anchors: nil)
        #expect(score.mixedImages)
        #expect(!distinct.accepts(score), "\(Distinctiveness.explain(score))")
        #expect(Distinctiveness.explain(score).contains("mixed images"))
    }

    @Test(arguments: [
        // One picture carried through.
        ("en", "Grief is a house where someone keeps moving the furniture around at night."),
        ("en", "A kettle left to boil alone still sings for nobody in the empty kitchen."),
        // A literal scene with two domains and nothing abstract.
        ("de", "Der Bergsteiger wartet im Nebel auf dem Gipfel, bis die Sonne durchkommt."),
        ("en", "The old ferry's engine coughed twice before we drifted out into the fog."),
        ("fr", "Ma grand-mère range ses bocaux de confiture par couleur, du plus clair au plus sombre."),
    ])
    func onePictureOrALiteralSceneDoesNotMix(_ line: (locale: LocaleCode, text: String)) {
        #expect(!TasteFeatures(line.text, locale: line.locale).mixesImages)
    }

    @Test func everyLocaleWithTasteListsNamesTheSameNineDomains() {
        for locale: LocaleCode in ["en", "de", "es", "fr", "it", "pt", "ja"] {
            #expect(TasteLexicon.forLocale(locale).imageDomains.count == 9, "\(locale)")
        }
    }

    @Test func theWordsOfAnIdiomAreNeitherImageryNorAction() {
        let idioms = TasteFeatures("Hit the nail on the head, and the ball is in your court from now on.", locale: "en")
        #expect(idioms.idioms >= 1)
        #expect(idioms.concrete == 0 && idioms.actions == 0, "\(idioms)")
        let literal = TasteFeatures("He hit the nail twice, and the ball rolled slowly across the court.", locale: "en")
        #expect(literal.concrete >= 2, "\(literal)")
        let german = TasteFeatures("Ärmel hochkrempeln und immer am Ball bleiben, dann klappt das schon.", locale: "de")
        #expect(german.idioms >= 1)
        #expect(german.concrete == 0 && german.otherNouns == 0, "\(german)")
    }
}
