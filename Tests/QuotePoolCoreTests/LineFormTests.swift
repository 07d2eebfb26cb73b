import Foundation
import Testing

@testable import QuotePoolCore

/// Two faults of form the form stage reads without a list of phrases: two words a language never writes side by
/// side (from the locale file's `[form_broken_pairs]`), and a line that loops.
@Suite struct LineFormTests {
    let gate = Gate()

    @Test(
        arguments: [
            ("Wir wollen mit die Kinder am Fluss spielen.", "de", "\"mit die\""),
            ("Sie fährt jeden Sommer nach einen kleinen Ort am Meer.", "de", "\"nach einen\""),
            ("Für dem Nachbarn backt sie jeden Sonntag einen Kuchen.", "de", "\"Für dem\""),
            ("Il pense souvent à le temps qui passe sans bruit.", "fr", "\"à le\""),
            ("Elle parle de les enfants du quartier avec tendresse.", "fr", "\"de les\""),
            ("Volvió de el mercado con las manos vacías y una sonrisa.", "es", "\"de el\""),
            ("La nonna torna di il mercato con le borse piene.", "it", "\"di il\""),
            ("Ela deixou as chaves em o carro outra vez.", "pt", "\"em o\""),
            ("She left the the keys on the kitchen table again.", "en", "\"the the\""),
        ] as [(String, LocaleCode, String)])
    func twoWordsTheLanguageNeverWritesSideBySideAreIllFormed(_ text: String, _ locale: LocaleCode, _ pair: String)
        throws
    {
        let detail = try #require(gate.malformed(text, locale: locale), "\(text)")
        #expect(detail.contains(pair), "\(detail)")
    }

    @Test(
        arguments: [
            // A conjunction that is also a preposition, and an adverb, are not in the lists.
            ("Seit die Kinder ausgezogen sind, ist der Kühlschrank erstaunlich ordentlich.", "de"),
            ("Jeden Morgen füttert der Mann von gegenüber die Tauben.", "de"),
            // "um … zu" and "ohne … zu" take the infinitive's dative object.
            ("Sie blieb lange wach, um dem Kind die Angst zu nehmen.", "de"),
            // Punctuation between the two words: a particle at the end of a clause.
            ("Er kam mit, die anderen blieben am Ufer sitzen.", "de"),
            // Before an infinitive, le and les are pronouns.
            ("Elle est enfin prête à le faire, et à les voir partir.", "fr"),
            // él is a pronoun, El Salvador a name.
            ("Nadie habla de él cuando vuelve de El Salvador.", "es"),
            ("Già alle sette la nonna metteva su il sugo.", "it"),
            ("Antes de o sol nascer, o padeiro já está a trabalhar.", "pt"),
        ] as [(String, LocaleCode)])
    func thePairsSpareWhatTheLanguageDoesWrite(_ text: String, _ locale: LocaleCode) {
        #expect(gate.malformed(text, locale: locale) == nil, "\(text)")
    }

    @Test func aLineThatLoopsIsIllFormedAndParallelWordingIsNot() {
        #expect(gate.malformed("Abends, zum Leben, wir können, weiß können, weiß können.", locale: "de") != nil)
        #expect(
            gate.malformed("La ciudad no es más línea que la ciudad de la ciudad.", locale: "es")?.contains(
                "\"ciudad\" 3 times") == true)
        #expect(
            gate.malformed("An hour of sleep before an exam beats an hour of cramming.", locale: "en") == nil)
        #expect(
            gate.malformed("Un porte-monnaie plein rend prudent, un porte-monnaie vide rend ingénieux.", locale: "fr")
                == nil)
        // Japanese doubles words on purpose; single characters are never a loop.
        #expect(gate.malformed("孫のために、おばあちゃんは五百円硬貨をこつこつためていた。", locale: "ja") == nil)
    }

    /// A language without a locale file has no pairs and no function words: nothing is read as a loop there.
    @Test func aLanguageWithoutALocaleFileIsNotChecked() {
        #expect(gate.malformed("Katten och hunden och fågeln och fisken sover och drömmer.", locale: "sv") == nil)
        #expect(gate.malformed("Katten sov the the hela dagen.", locale: "sv") == nil)
    }

    /// The form stage's question: the chat register first, then these checks.
    @Test func illFormedIsChatterElseMalformed() {
        let chatter = "I'm ready to help you with your creative writing project."
        #expect(gate.illFormed(chatter, locale: "en") == gate.chatter(chatter, locale: "en"))
        #expect(gate.illFormed(chatter, locale: "en") != nil)
        let loop = "Abends, zum Leben, wir können, weiß können, weiß können."
        #expect(gate.chatter(loop, locale: "de") == nil)
        #expect(gate.illFormed(loop, locale: "de") == gate.malformed(loop, locale: "de"))
        #expect(gate.illFormed(loop, locale: "de") != nil)
        #expect(gate.illFormed("Der Kühlschrank ist erstaunlich ordentlich.", locale: "de") == nil)
    }

    @Test func anEntryNeedsBothListsAndMayNameEndingsThatSpareIt() throws {
        let pair = try #require(LineForm.pair("À de > le les | er ir"))
        #expect(pair.left == ["à", "de"] && pair.right == ["le", "les"] && pair.unlessNextEndsWith == ["er", "ir"])
        #expect(LineForm.pair("à de le les") == nil)
        #expect(LineForm.pair(" > le") == nil)
    }

    /// A French determiner of one gender before a noun of the other: only where the dictionary's readings say the
    /// word is a noun of that gender and nothing else, as written in lower case, with nothing between the two.
    @Test func aDeterminerBeforeANounOfTheOtherGenderIsIllFormed() {
        let genders: [String: NounGender] = ["fille": .feminine, "table": .feminine, "gâteau": .masculine]
        let gender: (String) -> NounGender? = { genders[$0] }
        let fault = gate.illFormed("Ici bien, un fille en légion parle en anglais.", locale: "fr", gender: gender)
        #expect(fault == "\"un fille\": a masculine determiner before a feminine noun")
        #expect(
            gate.illFormed("Un table de cuisine garde la trace de chaque dispute.", locale: "fr", gender: gender) != nil
        )
        #expect(
            gate.illFormed("Elle coupe la gâteau en huit parts pour toute la rue.", locale: "fr", gender: gender) != nil
        )
        for good in [
            "Ici, une fille de la mer parle anglais avec les pêcheurs du port.",
            "Elle coupe le gâteau en huit parts pour toute la rue du marché.",
            // A word the dictionary does not call a noun of one gender (here: unknown) is never judged.
            "Je le demande encore à ma voisine chaque matin devant la boulangerie.",
            // Punctuation between, or a capital (a name, a title), and the pair is not read.
            "Il en voulait un, fille ou garçon, pourvu qu'il rie aux éclats.",
            "Ils ont vu la Fille du régiment trois fois cet hiver au théâtre.",
        ] {
            #expect(gate.illFormed(good, locale: "fr", gender: gender) == nil, "\(good)")
        }
        // Without a dictionary, or in a locale whose file names no determiners, nothing is read.
        #expect(gate.illFormed("Ici bien, un fille en légion parle en anglais.", locale: "fr") == nil)
        #expect(
            gate.illFormed("Ella tiene un casa con un jardín y un perro.", locale: "es", gender: { _ in .feminine })
                == nil)
    }

    @Test func aNounHasAGenderOnlyWhenEveryReadingIsASingularNounOfIt() {
        #expect(NounGender(readings: ["st:fille po:nom is:fem is:sg"]) == .feminine)
        #expect(NounGender(readings: ["st:soleil po:nom is:mas is:sg"]) == .masculine)
        // Also a verb form ("je le demande"), of either gender, plural, or without any reading: no gender.
        #expect(
            NounGender(readings: [
                "st:demande po:nom is:fem is:sg", "st:demander po:v1_itnq__a po:ipre po:spre po:1sg po:3sg",
            ]) == nil)
        #expect(NounGender(readings: ["st:élève po:nom is:epi is:sg"]) == nil)
        #expect(NounGender(readings: ["st:fille po:nom is:fem is:pl"]) == nil)
        #expect(NounGender(readings: ["st:poste po:nom is:mas is:sg", "st:poste po:nom is:fem is:sg"]) == nil)
        #expect(NounGender(readings: []) == nil)
        // Portuguese tags ([CAT=nc,G=f]) are not read.
        #expect(NounGender(readings: ["st:casa [CAT=nc,G=f,N=s]"]) == nil)
    }

    /// Every good human-written line of the project's labeled sets, in every locale, passes: the checks were written
    /// from the languages' grammar and held to these lines, none of which they flag.
    @Test func noHumanWrittenLineOfTheLabeledSetsIsFlagged() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var checked = 0
        for set in ["quality", "quality-fresh", "judge", "novelty-pools-b", "novelty-pools-c"] {
            for locale in Lexicon.builtinLocales {
                let url = fixtures.appendingPathComponent(set).appendingPathComponent("\(locale).jsonl")
                let data = try String(contentsOf: url, encoding: .utf8)
                for line in data.split(separator: "\n") {
                    let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    // Flat lines are written to be refused (some say one word three times on purpose).
                    if let label = row["label"] as? String, label != "good" { continue }
                    for key in ["text", "anchor", "variant"] {
                        guard let text = row[key] as? String else { continue }
                        checked += 1
                        #expect(gate.malformed(text, locale: locale) == nil, "\(set)/\(locale): \(text)")
                    }
                }
            }
        }
        #expect(checked > 5000)
    }
}
