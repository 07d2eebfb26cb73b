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
