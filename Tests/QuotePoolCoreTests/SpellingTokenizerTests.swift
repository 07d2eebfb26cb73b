import Foundation
import Testing

@testable import QuotePoolCore

/// The spelling check's reading of a line, without Hunspell: dictionaries here are fixed word sets, so each case
/// shows what the tokenizer and ``Spelling`` add to a plain dictionary lookup.
@Suite struct SpellingTokenizerTests {
    /// The words of `text` in `locale` that `known` does not know.
    func unknown(_ text: String, _ locale: LocaleCode, known: Set<String>, words: [String] = []) -> [String] {
        Spelling.unknown(SpellingTokenizer(locale: locale, words: words).words(text), knows: known.contains)
    }

    func word(_ text: String, in line: String, _ locale: LocaleCode) throws -> SpellingTokenizer.Word {
        try #require(SpellingTokenizer(locale: locale).words(line).first { $0.text == text })
    }

    // MARK: Splitting

    @Test func punctuationAroundAWordIsNotPartOfIt() {
        #expect(
            SpellingTokenizer.pieces("«Bonjour», dit-il… (vraiment) ; ¿Qué? ¡Sí! \"quoted\" „so“ 「x」 end.")
                == ["Bonjour", "dit-il", "vraiment", "Qué", "Sí", "quoted", "so", "x", "end"])
    }

    @Test func dashesSlashesAndFullStopsSplitWords() {
        #expect(
            SpellingTokenizer.pieces("day—and night–time and/or z.B. e.g.") == [
                "day", "and", "night", "time", "and", "or", "z", "B", "e", "g",
            ])
    }

    @Test func apostrophesAndHyphensInsideAWordKeepItWholeAndAreWrittenPlainly() {
        #expect(
            SpellingTokenizer.pieces("don’t l'eau dellʼorto well‐known -dash 'quoted'") == [
                "don’t", "l'eau", "dellʼorto", "well‐known", "dash", "quoted'",
            ])
        #expect(SpellingTokenizer.key("Don’t") == "Don't")
        #expect(SpellingTokenizer.key("well‐known") == "well-known")
    }

    @Test func anApostropheEndingAWordIsAlsoReadWithoutIt() {
        #expect(
            unknown("Lo vedo un po’ stanco stasera", "it", known: ["lo", "vedo", "un", "po'", "stanco", "stasera"])
                .isEmpty)
        #expect(
            unknown("The players’ bench was cold", "en", known: ["the", "players", "bench", "was", "cold"]).isEmpty)
    }

    // MARK: Elision

    @Test(arguments: ["'", "’", "ʼ"])
    func elidedWordsAreReadWithoutTheirElisionInFrench(_ apostrophe: String) {
        let line = "L\(apostrophe)amitié qu\(apostrophe)il garde jusqu\(apostrophe)au bout d\(apostrophe)une rue"
        let known: Set<String> = ["amitié", "il", "garde", "au", "bout", "une", "rue"]
        #expect(unknown(line, "fr", known: known).isEmpty)
        // English has no such elisions: the same words are unknown there.
        #expect(
            unknown(line, "en", known: known) == [
                "L\(apostrophe)amitié", "qu\(apostrophe)il", "jusqu\(apostrophe)au", "d\(apostrophe)une",
            ])
    }

    @Test func elidedWordsAreReadWithoutTheirElisionInItalianAndPortuguese() {
        #expect(
            unknown(
                "Dell’estate ricordo un’altra cosa e l'odore del pane", "it",
                known: ["estate", "ricordo", "altra", "cosa", "odore", "del", "pane"]
            ).isEmpty)
        #expect(unknown("Um copo d’água fresca", "pt", known: ["um", "copo", "água", "fresca"]).isEmpty)
    }

    @Test func aWordTheDictionaryKnowsWithItsApostropheNeedsNoElision() {
        #expect(unknown("Aujourd’hui il pleut", "fr", known: ["aujourd'hui", "il", "pleut"]).isEmpty)
        #expect(unknown("I don’t mind", "en", known: ["don't", "mind"]).isEmpty)
    }

    // MARK: Compounds

    @Test func aHyphenatedCompoundIsKnownWholeOrByEachPart() {
        #expect(
            unknown("Au rez-de-chaussée vit un chat", "fr", known: ["au", "rez-de-chaussée", "vit", "un", "chat"])
                .isEmpty)
        #expect(unknown("Dis-le-lui demain", "fr", known: ["dis", "le", "lui", "demain"]).isEmpty)
        #expect(unknown("A well-worn coat", "en", known: ["well", "worn", "coat"]).isEmpty)
        #expect(unknown("A bright-flimbor coat", "en", known: ["bright", "coat"]) == ["bright-flimbor"])
    }

    @Test func germanCompoundsAndSeparableVerbsAreKnownAsTwoKnownWords() {
        let known: Set<String> = ["Trikot", "Farbe", "mit", "nimmt", "Liebe", "Brief", "er", "die", "einen", "Tag"]
        #expect(unknown("Er mitnimmt die Trikotfarbe", "de", known: known).isEmpty)
        // A linking s between the parts.
        #expect(unknown("Er schrieb einen Liebesbrief", "de", known: known.union(["schrieb"])).isEmpty)
        // Three parts: a compound whose last part is itself a compound.
        #expect(unknown("Die Sonnenliebesbrief", "de", known: known.union(["Sonne"])).isEmpty)
        // An invented word does not split into known words.
        #expect(unknown("Die Bewilzung", "de", known: known) == ["Bewilzung"])
        // Only a language that writes compounds as one word is read so.
        #expect(unknown("the trikotfarbe", "en", known: known.union(["the"])) == ["trikotfarbe"])
    }

    @Test func partsShorterThanThreeLettersDoNotMakeACompound() {
        #expect(unknown("Die Erfarbe", "de", known: ["die", "Er", "er", "Farbe"]) == ["Erfarbe"])
    }

    @Test func aShortFirstPartMustBeAParticleNotAShortNoun() {
        // "Run" is in German dictionaries as a noun; "Verb|Run|kelten" is no word.
        let known: Set<String> = ["die", "Verb", "Run", "Kelten", "geparkt", "lässt", "zuwachsen", "fangen"]
        #expect(unknown("Die verbrunkelten", "de", known: known) == ["verbrunkelten"])
        // Particles of the locale file's [separable_prefixes], two letters or three, before a verb form.
        #expect(unknown("Die eingeparkt anlässt", "de", known: known).isEmpty)
        #expect(unknown("Die hinauszuwachsen anzufangen", "de", known: known).isEmpty)
        #expect(unknown("Die xyfangen", "de", known: known) == ["xyfangen"])
    }

    @Test func spanishSuperlativesAndDiminutivesAreAlsoReadAsTheirBaseWord() {
        let known: Set<String> = ["los", "zapatos", "caro", "poco", "pastor", "batalla", "una"]
        #expect(unknown("Los zapatitos carísimo poquísimo pastorcillo una batallita", "es", known: known).isEmpty)
        #expect(unknown("Los zapatitos", "it", known: known) == ["zapatitos"])
    }

    @Test func spanishEncliticsAreReadOffTheVerbWithTheirAccent() {
        let known: Set<String> = ["rodea", "de", "corregir", "quiere", "amigos", "y", "antes"]
        #expect(unknown("Rodéate de amigos y corregírtela antes", "es", known: known).isEmpty)
        #expect(unknown("Quiérete", "es", known: known).isEmpty)
        #expect(unknown("Las tres vueltes", "es", known: ["las", "tres"]) == ["vueltes"])
        // Only Spanish lists enclitics.
        #expect(unknown("Rodéate", "it", known: known) == ["Rodéate"])
    }

    @Test func aSpanishEncliticIsReadOffOnlyWhatItCanBeWrittenOnto() {
        let known: Set<String> = ["perro", "mesa", "decir", "ver", "di", "haz", "dando", "mira", "y"]
        // An infinitive, a short imperative, a gerund or an imperative that took the enclitic's accent…
        #expect(unknown("decirle verte dime hazlo dándole mírame", "es", known: known).isEmpty)
        // …but never a noun: a model's invented word is not a known word with a pronoun written on.
        #expect(unknown("perrola y mesalo", "es", known: known) == ["perrola", "mesalo"])
    }

    @Test func aLocaleFileAloneGivesALanguageItsSpellingRules() {
        // An invented locale: every rule below comes from its sections, none from code.
        let lexicon = Lexicon(
            locale: "xx",
            source: """
                [locale]
                capitalizes_nouns: yes
                compounds_nouns: yes
                [elisions]
                k
                [enclitics]
                mo
                [enclitic_accents]
                ô > o
                [suffix_readings]
                ulu > a
                [compound_links]
                z
                [separable_prefixes]
                va
                """)
        let rules = SpellingRules(lexicon)
        let known: Set<String> = ["Tor", "ama", "doro", "sala", "Haus", "Bahn", "rinne", "Kopf"]
        let words = SpellingTokenizer(rules: rules).words(
            "Tor k'ama dorômo salulu Hauszbahn varinne Kopf Glorb k'glorb")
        #expect(Spelling.unknown(words, knows: known.contains) == ["Glorb", "k'glorb"])
        // Without the sections, the same words are unknown.
        let bare = SpellingTokenizer(rules: SpellingRules(capitalizesNouns: true))
            .words("Tor k'ama dorômo salulu Hauszbahn varinne Kopf")
        #expect(
            Spelling.unknown(bare, knows: known.contains) == ["k'ama", "dorômo", "salulu", "Hauszbahn", "varinne"])
    }

    @Test func pairEntriesNeedALeftSideAndMayHaveAnEmptyRightSide() {
        #expect(
            SpellingRules.pairs(["cito >", "a > b", "> x", "nothing"]).map { "\($0.0)|\($0.1)" } == ["cito|", "a|b"])
    }

    // MARK: Words never looked up

    @Test(arguments: [
        ("en", "In 1999 she came 21st and 3rd"), ("de", "Am 3. Mai 2024 kamen 90er Fans"),
        ("es", "Quedó 3º y la 1ª vez en 2020"), ("fr", "Le 1er mai et le 2e jour de 1968"),
        ("it", "Il 3° piano e il 2º posto nel 1990"), ("pt", "O 2.º andar e a 1ª vez em 1974"),
    ])
    func numbersAndOrdinalsAreNeverLookedUp(_ locale: LocaleCode, _ line: String) {
        let words = SpellingTokenizer(locale: locale).words(line)
        let numbers = words.filter { $0.text.contains(where: \.isNumber) }
        #expect(!numbers.isEmpty)
        #expect(numbers.allSatisfy { $0.exemption == .number }, "\(numbers)")
    }

    @Test func singleLettersAndAcronymsAreNeverLookedUp() throws {
        #expect(try word("B", in: "Das z.B. WLAN", "de").exemption == .letter)
        #expect(try word("WLAN", in: "Das z.B. WLAN", "de").exemption == .acronym)
        #expect(try word("NASA", in: "She left NASA", "en").exemption == .acronym)
    }

    @Test(arguments: [
        ("en", "Tea with Margaret", "Margaret"), ("fr", "Un thé chez Colette", "Colette"),
        ("es", "Un café con Lupita", "Lupita"), ("it", "Un caffè con Gianna", "Gianna"),
        ("pt", "Um café com Joaquina", "Joaquina"),
    ])
    func aCapitalizedWordAfterTheFirstIsANameThatIsNotLookedUp(_ locale: LocaleCode, _ line: String, _ name: String)
        throws
    {
        #expect(try word(name, in: line, locale).exemption == .name)
        #expect(unknown(line, locale, known: []).allSatisfy { $0 != name })
    }

    @Test func aCapitalizedUnknownWordInGermanIsANounNotAName() throws {
        let bewilzung = try word("Bewilzung", in: "Ich weiß eine Bewilzung", "de")
        #expect(bewilzung.exemption == nil)
        #expect(unknown("Ich weiß eine Bewilzung", "de", known: ["ich", "weiß", "eine"]) == ["Bewilzung"])
    }

    @Test func aCapitalizedWordWithACapitalInsideIsANameInGermanTooButAMergeIsNot() throws {
        let line = "Oma schreibt jetzt auf WhatsApp und schickt Fotos von YouTube"
        #expect(try word("WhatsApp", in: line, "de").exemption == .name)
        #expect(try word("YouTube", in: line, "de").exemption == .name)
        #expect(try word("WhatsApp", in: "WhatsApp hat sie nie gebraucht", "de").exemption == .name)
        // A model's merge of two words starts in lower case: it is looked up, and unknown.
        let merged = "The streets ofOxford were quiet"
        #expect(try word("ofOxford", in: merged, "en").exemption == nil)
        #expect(unknown(merged, "en", known: ["the", "streets", "were", "quiet"]) == ["ofOxford"])
        // A German noun, capitalized only at its start, is still a noun that is looked up.
        #expect(try word("Bewilzung", in: "Ich weiß eine Bewilzung", "de").exemption == nil)
    }

    /// "I'm" inside a line is a contraction, not a name: a draft's "I'mnteen" is looked up, and unknown.
    @Test func aContractionOfOneCapitalIsLookedUpNotAName() throws {
        let line = "We walked all day, and I'mnteen"
        #expect(try word("I'mnteen", in: line, "en").exemption == nil)
        #expect(unknown(line, "en", known: ["we", "walked", "all", "day", "and"]) == ["I'mnteen"])
        #expect(unknown("Tonight I'm home", "en", known: ["tonight", "I'm", "home"]).isEmpty)
        #expect(try word("O'Brien", in: "Tea with O'Brien", "en").exemption == .name)
    }

    /// A line written in capitals is not a run of acronyms: its words are looked up ("TOPPONES" is unknown), while
    /// an acronym inside an ordinary line is still exempt.
    @Test func aLineWrittenInCapitalsIsLookedUpWordByWord() throws {
        let line = "MORE ON THIS TOPPONES KNOWN AS WELL BY THE PEOPLE."
        #expect(try word("TOPPONES", in: line, "en").exemption == nil)
        let known: Set<String> = ["MORE", "ON", "THIS", "KNOWN", "AS", "WELL", "BY", "THE", "PEOPLE"]
        #expect(unknown(line, "en", known: known) == ["TOPPONES"])
        #expect(try word("WLAN", in: "Das WLAN im Zug fällt wieder aus", "de").exemption == .acronym)
        #expect(try word("NASA", in: "NASA and ESA", "en").exemption == .acronym)
    }

    @Test func aNameAfterAnElisionIsANameToo() throws {
        #expect(try word("l'Europe", in: "Il part pour l'Europe", "fr").exemption == .name)
    }

    @Test func theFirstWordIsReadInAnyCase() {
        #expect(unknown("Yesterday it rained", "en", known: ["yesterday", "it", "rained"]).isEmpty)
        // A German noun starting a line in lower case…
        #expect(unknown("liebe ist Arbeit", "de", known: ["Liebe", "ist", "Arbeit"]).isEmpty)
        // …but not in the middle of one.
        #expect(unknown("Die liebe", "de", known: ["die", "Liebe"]) == ["liebe"])
    }

    @Test func theAllowListAndTheOperatorsWordsAreKnown() throws {
        #expect(try word("Wrzesniewski", in: "Frau Wrzesniewski lacht", "de").exemption == nil)
        let words = SpellingTokenizer(locale: "de", words: ["Wrzesniewski"]).words("Frau Wrzesniewski lacht")
        #expect(words.first { $0.text == "Wrzesniewski" }?.exemption == .allowed)
    }

    /// The allow-list knows a word the way a dictionary does: a noun it has capitalized is not allowed in lower case
    /// mid-line, a word it has in lower case may be capitalized, and the first word is read in either case.
    @Test func theAllowListKeepsTheCaseOfItsWords() {
        let tokenizer = SpellingTokenizer(rules: SpellingRules.builtin("de"), allowed: ["Kopf", "müde"])
        func allowed(_ line: String) -> [String] {
            tokenizer.words(line).filter { $0.exemption == .allowed }.map(\.text)
        }
        #expect(allowed("Nach kopf und Kopf") == ["Kopf"])
        #expect(allowed("Müde, aber nie MÜDE und müde") == ["Müde", "müde"])
        #expect(allowed("kopf hoch") == ["kopf"])
        #expect(SpellingTokenizer(locale: "de", words: ["Wrzesniewski"]).allowed.contains("Wrzesniewski"))
    }

    /// Every word the builtin composer and the prompt examples write is on the allow-list, so no composed line can
    /// be misspelled, whatever the dictionaries say.
    @Test(arguments: Lexicon.builtinLocales.filter { $0 != "ja" })
    func everyWordOfTheLocalesComposerAndExamplesIsKnown(_ locale: LocaleCode) throws {
        let lexicon = try #require(Lexicon.of(locale))
        let tokenizer = SpellingTokenizer(locale: locale)
        var lines = lexicon["few_shot"]
        for section in lexicon.sections.keys where section.hasPrefix("composer_part:") { lines += lexicon[section] }
        #expect(lines.count > 100)
        for line in lines {
            for word in tokenizer.words(line) {
                #expect(word.exemption != nil, "\(locale): \(word.text) in \"\(line)\"")
            }
        }
    }

    // MARK: The decision

    @Test func moreUnknownWordsThanTheLimitIsMisspelledNamingTheWords() {
        let words = SpellingTokenizer(locale: "de").words("Ich weiß eine wohlmänglige Bewilzung")
        let known: Set<String> = ["ich", "weiß", "eine"]
        guard case .reject(let outcome, let detail) = Spelling(maxUnknown: 0).check(words, knows: known.contains)
        else {
            Issue.record("not rejected")
            return
        }
        #expect(outcome == .checked(unknown: ["wohlmänglige", "Bewilzung"]))
        #expect(detail.contains("\"wohlmänglige\"") && detail.contains("\"Bewilzung\""))
        #expect(
            Spelling(maxUnknown: 2).check(words, knows: known.contains)
                == .pass(.checked(unknown: ["wohlmänglige", "Bewilzung"])))
    }

    @Test func aWordRepeatedCountsOnce() {
        let words = SpellingTokenizer(locale: "en").words("blorp and blorp again")
        #expect(Spelling.unknown(words, knows: ["and", "again"].contains) == ["blorp"])
        #expect(
            Spelling(maxUnknown: 1).check(words, knows: ["and", "again"].contains)
                == .pass(.checked(unknown: ["blorp"])))
    }

    @Test func aLineOfKnownWordsPassesWithNoUnknownWord() {
        let words = SpellingTokenizer(locale: "en").words("Fold the map along its old creases.")
        let known: Set<String> = ["fold", "the", "map", "along", "its", "old", "creases"]
        #expect(Spelling(maxUnknown: 0).check(words, knows: known.contains) == .pass(.checked(unknown: [])))
    }
}
