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
            ("Unser Haus ist mein Brot für jedem Hinterhof.", "de", "\"für jedem\""),
            ("Sie spricht jeden Abend mit mich über den Garten.", "de", "\"mit mich\""),
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
            // Before an infinitive, le and les are pronouns, also with a second object pronoun.
            ("Elle est enfin prête à le faire, et à les voir partir.", "fr"),
            ("Je te souhaite un voisin qui arrose tes plantes sans qu'on ait besoin de le lui demander.", "fr"),
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
        // Any word three times running, a function word too; twice is how people write ("that that", "nous nous").
        #expect(
            gate.malformed("Le bord de la nuit est toujours toujours toujours, ceux qui dorment là.", locale: "fr")
                == "says \"toujours\" three times in a row")
        #expect(gate.malformed("Lass ihr es mit, das wir können mit, mit, mit.", locale: "de") != nil)
        #expect(gate.malformed("Nous nous levons tôt pour voir la mer avant les touristes.", locale: "fr") == nil)
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
        let grammar = WordGrammar(nounGender: { genders[$0] })
        let fault = gate.illFormed("Ici bien, un fille en légion parle en anglais.", locale: "fr", grammar: grammar)
        #expect(fault == "\"un fille\": a masculine determiner before a feminine noun")
        #expect(
            gate.illFormed("Un table de cuisine garde la trace de chaque dispute.", locale: "fr", grammar: grammar)
                != nil
        )
        #expect(
            gate.illFormed("Elle coupe la gâteau en huit parts pour toute la rue.", locale: "fr", grammar: grammar)
                != nil
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
            #expect(gate.illFormed(good, locale: "fr", grammar: grammar) == nil, "\(good)")
        }
        // Without a dictionary, or in a locale whose file names no determiners, nothing is read.
        #expect(gate.illFormed("Ici bien, un fille en légion parle en anglais.", locale: "fr") == nil)
        #expect(
            gate.illFormed(
                "Ella tiene un casa con un jardín y un perro.", locale: "es",
                grammar: WordGrammar(nounGender: { _ in .feminine })) == nil)
    }

    /// A French subject pronoun before a verb of another person, read from the persons the dictionary gives the verb:
    /// past the negation and object pronouns, not after a hyphen or a preposition, and for "nous" and "vous" (which
    /// may be objects) only a verb of the first or second person that no pronoun before can be the subject of.
    @Test func aSubjectPronounBeforeAVerbOfAnotherPersonIsIllFormed() {
        let verbs: [String: Set<String>] = [
            "pouvez": ["2pl"], "peux": ["1sg", "2sg"], "va": ["3sg"], "vais": ["1sg"], "mangent": ["3pl"],
            "apprend": ["3sg"], "aimons": ["1pl"], "aimez": ["2pl"], "manquez": ["2pl"], "aider": [], "dit": ["3sg"],
            "sommes": ["1pl"], "ai": ["1sg"], "a": ["3sg"],
        ]
        let grammar = WordGrammar(verbPersons: { verbs[$0].map { VerbPersons(persons: $0) } })
        let fault = gate.illFormed("Même, une ville qui nous pouvez nous aller là.", locale: "fr", grammar: grammar)
        #expect(fault == "\"nous pouvez\": the verb does not agree with its subject \"nous\"")
        for bad in [
            "Demain je va au marché avec ma grand-mère.",
            "Ils ne le mangent pas, elle le mangent toujours.",
            "Ici bien, la foi est le monde, je l'aider.",
            "Chaque soir tu ne vais jamais dormir sans lire.",
        ] {
            #expect(gate.illFormed(bad, locale: "fr", grammar: grammar) != nil, "\(bad)")
        }
        for good in [
            "Demain je vais au marché, et tu peux venir si tu veux.",
            // "nous" and "vous" as objects: the subject is elsewhere.
            "La vie nous apprend la patience, un hiver après l'autre.",
            "Nous vous aimons, et vous nous manquez chaque dimanche.",
            // An inversion, a preposition, punctuation: no subject before the verb.
            "Le bonheur, dit-il, tient dans une tasse de café tiède.",
            "Avec elle mangent les enfants du voisin, le dimanche.",
            "Nous, pouvez-vous le croire, sommes restés jusqu'à l'aube.",
            // A verb the dictionary does not know, or a capitalized word: not judged.
            "Je marche encore chaque matin le long du canal gelé.",
            "Je Va, disait le panneau tordu au bout de la route.",
            "J'ai gardé la clé de la maison de mon enfance.",
        ] {
            #expect(gate.illFormed(good, locale: "fr", grammar: grammar) == nil, "\(good)")
        }
        // Without the dictionary's persons, or in a locale whose file lists no subject pronouns, nothing is read.
        #expect(gate.illFormed("Demain je va au marché avec ma grand-mère.", locale: "fr") == nil)
        #expect(
            gate.illFormed(
                "Yo va al mercado cada mañana.", locale: "es",
                grammar: WordGrammar(verbPersons: { _ in VerbPersons(persons: []) })) == nil)
    }

    /// A subject pronoun joined by a hyphen to the word before it (an inversion) asks for a verb there, of its person
    /// when the pronoun is only ever a subject; "nous" and "vous" may be an imperative's object.
    @Test func anInvertedSubjectNeedsAVerbOfItsPersonBeforeIt() {
        let readings: [String: VerbPersons] = [
            "est": VerbPersons(persons: ["3sg"]), "sont": VerbPersons(persons: ["3pl"]),
            "puisses": VerbPersons(persons: ["2sg"]), "a": VerbPersons(persons: ["3sg"]),
            "donnez": VerbPersons(persons: ["2pl"]), "levez": VerbPersons(persons: ["2pl"]),
            "aide": VerbPersons(persons: ["1sg", "3sg"]), "nous": VerbPersons(persons: [], isVerb: false),
            "vous": VerbPersons(persons: [], isVerb: false), "et": VerbPersons(persons: [], isVerb: false),
        ]
        let grammar = WordGrammar(someVerbReading: { readings[$0] })
        #expect(
            gate.illFormed("Un vieux, et à l'hiver, nous-tu les hommes n'oublions pas.", locale: "fr", grammar: grammar)
                == "\"nous-tu\": a subject after a word that is not a verb")
        for bad in [
            "Pourquoi sont-tu toujours si pressé le matin au marché?",
            "Que donnez-tu à ceux qui frappent à ta porte le soir?",
            "La maison est vide, et-il pleut sur le jardin depuis hier.",
            "Ici bella, vous-tu aimes la ville et ses lumières?",
        ] {
            #expect(gate.illFormed(bad, locale: "fr", grammar: grammar) != nil, "\(bad)")
        }
        for good in [
            "Est-il encore temps de planter des tulipes en décembre?",
            "Puisses-tu trouver chaque matin une boulangerie encore ouverte.",
            "Y a-t-il quelque chose de plus doux qu'un dimanche sans réveil?",
            "Levez-vous tôt une fois, juste pour entendre la ville se taire.",
            "Aide-nous à porter les chaises, la fête commence à huit heures.",
            // A word the dictionary names no part of speech for, or a name inside the line: not judged.
            "Demain peut-il neiger sur les toits de la vieille ville?",
            "Il répète Nous-Tu, le nom du café, comme une chanson.",
        ] {
            #expect(gate.illFormed(good, locale: "fr", grammar: grammar) == nil, "\(good)")
        }
    }

    @Test func aWordMayBeAVerbWhenAnyReadingIsOne() {
        let est = VerbPersons(someReading: [
            " st:est po:nom is:mas is:inv", " st:être po:v0ei_____a po:ipre po:3sg",
        ])
        #expect(est == VerbPersons(persons: ["3sg"]))
        #expect(
            VerbPersons(someReading: [" st:nous po:pro po:per po:1pl"]) == VerbPersons(persons: [], isVerb: false))
        // An imperative or an infinitive is a verb without a subject's person.
        #expect(VerbPersons(someReading: [" st:lever po:v1 po:impe po:2pl"]) == VerbPersons(persons: []))
        // No reading, or readings without a part of speech: nothing is concluded.
        #expect(VerbPersons(someReading: []) == nil)
        #expect(VerbPersons(someReading: [" st:house"]) == nil)
    }

    @Test func aVerbHasPersonsOnlyWhenEveryReadingIsAVerb() {
        #expect(VerbPersons(readings: [" st:pouvoir po:v3_it_xx_a po:ipre po:2pl"])?.persons == ["2pl"])
        #expect(
            VerbPersons(readings: [
                " st:suivre po:v3_it_x__a po:impe po:2sg", " st:suivre po:v3_it_x__a po:ipre po:1sg po:2sg",
                " st:être po:v0ei_____a po:ipre po:1sg",
            ])?.persons == ["1sg", "2sg"])
        // A mark after the person ("3pl!") is not part of it; an infinitive or a participle has no person.
        #expect(VerbPersons(readings: [" st:avoir po:v0ait____a po:ipre po:3pl!"])?.persons == ["3pl"])
        #expect(VerbPersons(readings: [" st:aider po:v1_it_q__a po:infi"])?.persons == [])
        // Also a noun ("porte"), an adverb ("puis"), or without any reading: not judged.
        #expect(
            VerbPersons(readings: [
                " st:porte po:nom is:fem is:sg", " st:porter po:v1__tnq__a po:ipre po:spre po:1sg po:3sg",
            ]) == nil)
        #expect(VerbPersons(readings: [" st:puis po:mg po:adv po:cjco"]) == nil)
        #expect(VerbPersons(readings: []) == nil)
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
        for set in [
            "quality", "quality-fresh", "quality-third", "quality-fourth", "judge", "novelty-pools-b",
            "novelty-pools-c",
        ] {
            for locale in Lexicon.builtinLocales {
                let url = fixtures.appendingPathComponent(set).appendingPathComponent("\(locale).jsonl")
                // The third and fourth writers wrote the taste locales only (no Japanese).
                if locale == "ja", ["quality-third", "quality-fourth"].contains(set) { continue }
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
