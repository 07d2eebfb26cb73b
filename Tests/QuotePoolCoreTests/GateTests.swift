import Testing

@testable import QuotePoolCore

/// The gate over the built-in lexicons, with the fixtures' blocklist; shared because the identifier and
/// the cliché matcher are trained once.
let fixtureGate: Gate = {
    var config = Config.Gate()
    config.blocklist = GateLocaleFixtures.blocklist
    return Gate(config: config)
}()

@Suite struct GateTests {
    let gate = fixtureGate

    private func reason(_ text: String, _ locale: LocaleCode = "en") -> Reason? {
        gate.check(text, locale: locale).reason
    }

    @Test func checksRulesInGateOrder() {
        #expect(Gate.ruleOrder == Reason.gateOrder)
    }

    @Test func passesAPlainOriginalLine() {
        let verdict = gate.check("My father fixed bicycles in the garage long after the shop had closed.", locale: "en")
        #expect(verdict.reason == nil)
        #expect(verdict.detail.isEmpty)
        #expect(verdict.length == TextLength("My father fixed bicycles in the garage long after the shop had closed."))
        #expect(verdict.length.count == 13 && verdict.length.unit == .words)
    }

    @Test(arguments: [
        // A hashtag and a URL: the hashtag rule comes first.
        ("My father fixed bicycles in the garage long after #closing, see bikes.com today", Reason.hashtag),
        // Chatter and wrapping quotes: chatter comes first.
        ("Sure! \"My father fixed bicycles in the garage long after the shop had closed.\"", .promptResidue),
        // A line break inside markdown.
        ("**My father fixed bicycles**\nin the garage long after the shop had closed.", .lineBreak),
        // An emoji in a line that is also too short.
        ("Bicycles forever 🚲", .emoji),
        // Two sentences that are also too long: sentences first.
        (
            "My father fixed bicycles in the garage. The shop had closed long before, and the street was asleep, and so were we.",
            .multipleSentences
        ),
        // Too short and in the wrong language: length first.
        ("Mi padre arreglaba bicicletas.", .tooShort),
        // A blocked phrase inside an attribution: blocked comes right after empty.
        ("We sold the tools at a garage sale and kept the hammer — Seneca", .blocked),
        // Wrong language that also contains an English cliché: language first.
        ("Mi padre decía practice makes perfect mientras arreglaba bicicletas en el garaje viejo.", .languageMismatch),
    ])
    func reportsOnlyTheFirstFailingRule(_ text: String, _ expected: Reason) {
        #expect(reason(text) == expected)
    }

    @Test(arguments: [
        "", "   ", "\n\t ", "… — !!", "« » „ “", "🙂 🙂", "***",
        // Emoji with variation selectors, joiners, skin tones and keycaps: symbols, not letters.
        "🌧️ 🌈", "❤️", "☺︎ ☹︎", "👨‍👩‍👧 ✌🏽", "🇩🇪 🇫🇷", "\u{301}\u{302} \u{20DD}",
    ])
    func rejectsLinesWithoutLettersOrDigitsAsEmpty(_ text: String) {
        let verdict = gate.check(text, locale: "en")
        #expect(verdict.reason == .empty)
        #expect(verdict.length.count == 0)
    }

    /// A letter or digit shown as an emoji (a keycap, "Ⓜ️") is a symbol, so such a line is empty too, though
    /// its length still counts the keycap digits as words.
    @Test(arguments: ["1️⃣ 2️⃣ #️⃣", "Ⓜ️ …", "🔟 💯"])
    func rejectsLettersAndDigitsShownAsEmojiAsEmpty(_ text: String) {
        #expect(gate.check(text, locale: "en").reason == .empty)
    }

    /// Only a real letter or digit makes a line non-empty: one with emoji dressing is judged by the later rules.
    @Test func judgesEmojiBesideLettersByTheEmojiRule() {
        #expect(reason("My father fixed bicycles in the garage long after the shop had closed 🌧️") == .emoji)
        #expect(reason("e\u{301} 🌈") == .emoji)
        #expect(reason("7 🌈") == .emoji)
    }

    @Test func matchesBlocklistPhrasesAsWholeWordsAfterNormalizing() {
        var config = Config.Gate()
        config.blocklist = [
            "en": ["Red Fox"], "pt": ["saudade"], "ja": ["秘密"], "de-AT": ["Paradeiser"], "pt_BR": ["cafuné"],
        ]
        let gate = Gate(config: config)
        let line = "The red fox crossed the frozen river before anyone in the village woke."
        #expect(gate.check(line, locale: "en").reason == .blocked)
        #expect(gate.check(line, locale: "en").detail.contains("Red Fox"))
        #expect(
            gate.check("The RED, fox crossed the frozen river before anyone in the village woke.", locale: "en").reason
                == .blocked)
        #expect(
            gate.check("The reddish fox crossed the frozen river before anyone in the village woke.", locale: "en")
                .reason == nil)
        #expect(
            gate.check("The red foxes crossed the frozen river before anyone in the village woke.", locale: "en").reason
                == nil)
        // Another locale's list does not apply.
        #expect(gate.check(line, locale: "de").reason != .blocked)
        // A regional locale uses its base language's list too.
        let saudade = "A saudade mora na cozinha da minha avó, entre panelas velhas e receitas."
        #expect(gate.check(saudade, locale: "pt-BR").reason == .blocked)
        #expect(
            gate.check("Meu Paradeiser wächst im Garten neben den alten Bohnen.", locale: "de-AT").reason == .blocked)
        #expect(gate.check("Meu Paradeiser wächst im Garten neben den alten Bohnen.", locale: "de").reason != .blocked)
        // Locale keys compare without regard to case or separator.
        #expect(
            gate.check("O cafuné da minha avó acalmava qualquer tempestade dentro de casa.", locale: "pt-br").reason
                == .blocked)
        #expect(
            gate.check("O cafuné da minha avó acalmava qualquer tempestade dentro de casa.", locale: "pt").reason == nil
        )
        // Japanese phrases match as substrings.
        #expect(gate.check("祖母の秘密の箱には、古い手紙と小さな鍵が入っていた。", locale: "ja").reason == .blocked)
        #expect(gate.check("祖母の箱には、古い手紙と小さな鍵が入っていた。", locale: "ja").reason == nil)
    }

    @Test(arguments: [
        "Sure! My father fixed bicycles in the garage long after the shop had closed.",
        "Here's your quote: my father fixed bicycles in the garage after closing time.",
        "Here is an original quote about work my father fixed bicycles after closing.",
        "Quote: My father fixed bicycles in the garage long after the shop had closed.",
        "Of course! My father fixed bicycles in the garage long after the shop closed.",
        "Certainly, here is one: my father fixed bicycles in the garage long after the shop had closed.",
        "Certainly, a quote about my father, who fixed bicycles in the garage long after closing.",
        "Sure, here's one: my father fixed bicycles in the garage long after the shop had closed.",
        "Sure! Here's a line: my father fixed bicycles in the garage long after the shop had closed.",
        "Sure “My father fixed bicycles in the garage long after the shop had closed.”",
        "Of course. My father fixed bicycles in the garage long after the shop had closed.",
        "**Sure!** My father fixed bicycles in the garage long after the shop had closed.",
        "My father, as an AI would say, fixed bicycles in the garage after closing.",
        "Every language model dreams of bicycles fixed in a garage after closing time.",
        // A chat model talking about its own answers.
        "I'm so glad you enjoyed my last message about the bicycles in the garage.",
        "My father fixed bicycles in the garage after closing, and I hope this helps.",
    ])
    func rejectsModelChatter(_ text: String) {
        #expect(reason(text) == .promptResidue)
    }

    /// A slur blocks a line in every locale, also inside a word a small model ran together, and the detail does
    /// not repeat it; a short one that is part of ordinary words blocks only as a word of its own.
    @Test func blocksSlursEvenInsideMergedWordsWithoutRepeatingThem() {
        for (text, locale): (String, LocaleCode) in [
            ("When I'm at home, the only thing that keeps me awake is the keepsin'eniggers.", "en"),
            ("Der alte Nachbar ruft jeden Abend seinen Hund, diesen faggot, ins Haus zurück.", "de"),
            ("My neighbour called him a spic once, and the whole street stopped talking to him.", "en"),
        ] {
            let verdict = gate.check(text, locale: locale)
            #expect(verdict.reason == .blocked, "\(text)")
            #expect(verdict.detail == "contains an offensive word (the built-in list)")
        }
        #expect(reason("The spicy stew my grandmother made was the only thing that warmed the whole street.") == nil)
        #expect(reason("A niggardly landlord still fixed the stairs before the winter came to our old street.") == nil)
    }

    @Test(arguments: [
        "Sure footsteps carried my father to the garage long after the shop had closed.",
        "Of course the garage stayed open long after the shop had closed for the night.",
        "Quote the price twice, my father said, and fix the bicycle for free.",
        "Let me be the one who fixes bicycles long after the shop has closed.",
        "Certainly nobody fixed bicycles like my father in that cold garage after closing.",
        // A short opener followed only by a comma, then an ordinary sentence: no second chatter cue.
        "Certainly, my father fixed bicycles in the garage long after the shop had closed.",
        "Of course, the dog found the only puddle on our walk and lay down in it.",
        "Sure, here is the bench where my father taught me to whistle through a blade of grass.",
    ])
    func passesLinesThatOnlyStartLikeChatter(_ text: String) {
        #expect(reason(text) == nil)
    }

    /// Lines a small model wrote when it restated its request ("Topic: …", "Mood: …") instead of answering it.
    @Test(arguments: [
        ("Mood is hopeful, so what do you want to know?", "kindness", "hopeful", "Mood: hopeful"),
        ("Mood for the user is a calm and relaxing.", "home", "calm", "Mood: calm"),
        ("The topic of rain came up at every family dinner we ever had.", "rain", "calm", "Topic: rain"),
        ("Mood: calm, the kind of evening when the kettle sings for nobody.", "home", "calm", "Mood: calm"),
        ("Mood-wise, I'm looking forward to sharing my thoughts with you today.", "home", "calm", "Mood: calm"),
        ("Mood and mood are like the weather and the coat you choose for it.", "home", "wistful", "Mood: wistful"),
    ])
    func rejectsALineThatRestatesItsRequest(_ text: String, topic: String, mood: String, field: String) {
        let verdict = gate.check(text, locale: "en", request: DraftFields(topic: topic, mood: mood))
        #expect(verdict.reason == .promptResidue)
        #expect(verdict.detail == "restates the request \"\(field)\"")
    }

    /// The value alone, or the label alone, is an ordinary word in a line; so is the request when none is given.
    @Test(arguments: [
        ("A calm sea at dawn asks nothing of the sailor who watches it.", "home", "calm"),
        ("The kettle does more for your mood than any advice you were given.", "home", "calm"),
        ("Rain on the shed roof was the only alarm clock my grandfather trusted.", "rain", "hopeful"),
    ])
    func passesALineThatOnlySharesAWordWithItsRequest(_ text: String, topic: String, mood: String) {
        #expect(gate.check(text, locale: "en", request: DraftFields(topic: topic, mood: mood)).reason == nil)
    }

    @Test func aRestatementIsOnlyResidueWhenTheRequestIsKnown() {
        #expect(reason("Mood for the user is a calm and relaxing evening at home.") != .promptResidue)
        #expect(DraftFields(topic: "rain", mood: "calm").userMessage == "Topic: rain\nMood: calm")
    }

    /// A short opener and a comma are too weak on their own in every language; a second cue (another opener,
    /// a colon or "!" nearby, a word naming the output) or strong punctuation right after it gives chatter away.
    @Test(arguments: [
        ("fr", "Bien sûr, le chat a choisi le carton plutôt que le panier neuf, comme toujours.", nil),
        ("fr", "Bien sûr ! Voici une phrase sur mon père qui réparait des vélos dans le garage.", Reason.promptResidue),
        ("fr", "Bien sûr\u{A0}! Le libraire prête ses parapluies aux clients surpris par l’averse.", .promptResidue),
        ("fr", "Bien sûr, voici une citation sur mon père qui réparait des vélos au garage.", .promptResidue),
        ("de", "Klar, der Hund hat die einzige Pfütze auf unserem Spaziergang gefunden und sich hineingelegt.", nil),
        ("de", "Klar, hier ist ein Satz über meinen Vater, der abends Fahrräder reparierte.", .promptResidue),
        ("de", "Gerne! Die Straßenbahn klingelt zweimal, wenn der Fahrer unsere Tochter sieht.", .promptResidue),
        ("es", "Claro, el perro encontró el único charco del paseo y se tumbó encima muy contento.", nil),
        ("es", "Por supuesto, aquí va: los abuelos reparten caramelos de menta a los niños.", .promptResidue),
        ("pt", "Claro, o cachorro achou a única poça do passeio e deitou nela todo contente.", nil),
        ("pt", "Claro! O pipoqueiro da praça sempre coloca um pouco a mais no saquinho.", .promptResidue),
        ("it", "Certo, il cane ha trovato l’unica pozzanghera del parco e ci si è sdraiato dentro.", nil),
        ("it", "Certo! Il gelataio regala un cono piccolo a chi gli racconta una barzelletta.", .promptResidue),
    ])
    func needsASecondCueAfterAShortOpenerAndAComma(_ line: (LocaleCode, String, Reason?)) {
        let verdict = gate.check(line.1, locale: line.0)
        #expect(verdict.reason == line.2, "\(verdict.reason?.rawValue ?? "pass"): \(verdict.detail)")
    }

    @Test func appliesEnglishChatterInEveryLocale() {
        #expect(reason("Here's your quote: Mi padre arreglaba bicicletas en el garaje.", "es") == .promptResidue)
        #expect(reason("Sure! 父は閉店した後も、ガレージで近所の自転車を直し続けた。", "ja") == .promptResidue)
        #expect(reason("Sure! Мой отец чинил велосипеды в гараже долго после закрытия.", "ru") == .promptResidue)
    }

    @Test(arguments: ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"])
    func rejectsEveryKindOfLineBreakInsideTheLine(_ separator: String) {
        let text = "My father fixed bicycles in the garage\(separator)long after the shop had closed."
        let verdict = gate.check(text, locale: "en")
        #expect(verdict.reason == .lineBreak)
        #expect(verdict.detail.hasPrefix("line break U+"))
    }

    @Test(arguments: ["\n", "\r\n", "\u{2028}", "\u{85}"])
    func ignoresLineBreaksAroundTheLine(_ separator: String) {
        #expect(
            reason("\(separator)My father fixed bicycles in the garage long after the shop had closed.\(separator)")
                == nil)
    }

    @Test func judgesEnglishUnderJapaneseByWordsThenRejectsItsLanguage() {
        let verdict = gate.check("My father fixed bicycles in the garage long after the shop had closed.", locale: "ja")
        #expect(verdict.length.unit == .words)
        #expect(verdict.length.count == 13)
        #expect(verdict.reason == .languageMismatch)
        #expect(verdict.detail.contains("expected ja"))
        // Too many words is judged in words too, before the language.
        let long = String(repeating: "bicycles and garages ", count: 7)
        let longVerdict = gate.check(long, locale: "ja")
        #expect(longVerdict.reason == .tooLong)
        #expect(longVerdict.detail == "21 words, more than 18")
    }

    @Test func measuresJapaneseInCharactersAgainstTheCJKBounds() {
        let fourteen = "父は夜ガレージで自転車を直す。"
        let fifteen = "父は夜ガレージで自転車を直した。"
        #expect(TextLength(fourteen).count == 14 && TextLength(fourteen).unit == .characters)
        #expect(gate.check(fourteen, locale: "ja").reason == .tooShort)
        #expect(gate.check(fourteen, locale: "ja").detail == "14 characters, fewer than 15")
        #expect(TextLength(fifteen).count == 15)
        #expect(gate.check(fifteen, locale: "ja").reason == nil)
        let fifty = String(repeating: "父は夜ガレージで自転車を直した", count: 3) + "父は夜ガ"
        let fiftyOne = fifty + "レ"
        #expect(TextLength(fifty).count == 49)
        #expect(gate.check(fifty + "る。", locale: "ja").reason != .tooLong)
        #expect(gate.check(fiftyOne + "る。", locale: "ja").reason == .tooLong)
        #expect(gate.check(fiftyOne + "る。", locale: "ja").detail == "51 characters, more than 50")
    }

    @Test func usesConfiguredLengthBounds() {
        var config = Config.Gate()
        config.minWords = 3
        config.maxWords = 5
        config.minCharsCJK = 3
        config.maxCharsCJK = 6
        let gate = Gate(config: config)
        #expect(gate.check("Bicycles wait.", locale: "en").reason == .tooShort)
        #expect(gate.check("Bicycles wait.", locale: "en").detail == "2 words, fewer than 3")
        #expect(gate.check("Old bicycles wait in the garage.", locale: "en").reason == .tooLong)
        #expect(gate.check("Old bicycles wait in the garage.", locale: "en").detail == "6 words, more than 5")
        #expect(gate.check("父は夜ガレージで自転車を直した。", locale: "ja").detail == "15 characters, more than 6")
        #expect(gate.check("父は寝た。", locale: "ja").reason != .tooShort)
    }

    @Test func acceptsExactlyTheWordBounds() {
        let eight = "My father fixed bicycles long after closing time."
        let eighteen =
            "My father fixed bicycles in the garage long after the shop had closed, humming old songs to cats."
        let seven = "My father fixed bicycles after closing time."
        let nineteen =
            "My father fixed bicycles in the garage long after the shop had closed, humming old songs to sleepy cats."
        #expect(TextLength(eight).count == 8 && reason(eight) == nil)
        #expect(TextLength(eighteen).count == 18 && reason(eighteen) == nil)
        #expect(TextLength(seven).count == 7 && reason(seven) == .tooShort)
        #expect(TextLength(nineteen).count == 19 && reason(nineteen) == .tooLong)
    }

    @Test func rejectsLinesWhoseLanguageCannotBeDecided() {
        var config = Config.Gate()
        config.minWords = 1
        let gate = Gate(config: config)
        // Three words that Spanish and Portuguese share, numbers only, Han without kana.
        for locale: LocaleCode in ["es", "pt"] {
            let verdict = gate.check("casa de campo", locale: locale)
            #expect(verdict.reason == .languageMismatch)
            #expect(verdict.detail.contains("undecided"))
        }
        #expect(gate.check("2024 1999 42 7", locale: "en").reason == .languageMismatch)
        var cjk = Config.Gate()
        cjk.minCharsCJK = 1
        #expect(Gate(config: cjk).check("春夏秋冬、東西南北。", locale: "ja").reason == .languageMismatch)
    }

    @Test func judgesLocalesWithoutALexiconByScript() {
        #expect(reason("Мой отец чинил велосипеды в гараже, когда магазин уже давно закрылся.", "ru") == nil)
        #expect(reason("Мой отец чинил велосипеды в гараже, когда магазин уже давно закрылся.", "uk") == nil)
        #expect(
            reason("My father fixed bicycles in the garage long after the shop had closed.", "ru") == .languageMismatch)
        // A Latin-script locale without a lexicon cannot be identified, so nothing passes it.
        #expect(
            reason("Mijn vader repareerde fietsen in de garage, lang nadat de winkel dicht was.", "nl")
                == .languageMismatch)
        #expect(
            reason("My father fixed bicycles in the garage long after the shop had closed.", "nl") == .languageMismatch)
    }

    /// Close neighbours we do not serve are identified, so they are not waved through as the served language.
    @Test(arguments: [
        ("de", "nl", "Mijn buurman fietst elke ochtend met zijn hond naar de bakker op de hoek."),
        ("es", "ca", "La meva àvia guarda les llavors del tomàquet en un pot de vidre a la finestra."),
        ("pt", "gl", "O meu avó sementou millo na horta e agora as pegas veñen comelo cada mañá."),
    ])
    func rejectsCloseNeighboursWeDoNotServe(_ line: (LocaleCode, String, String)) {
        let verdict = gate.check(line.2, locale: line.0)
        #expect(verdict.reason == .languageMismatch)
        #expect(verdict.detail.hasPrefix("identified as \(line.1) "), "\(verdict.detail)")
        #expect(gate.check(line.2, locale: LocaleCode(stringLiteral: line.1)).reason == .languageMismatch)
    }

    @Test func explainsRejectionsForOperators() {
        #expect(
            gate.check("My father fixed bicycles in the garage long after the shop had closed. — Seneca", locale: "en")
                .detail
                == "ends with an attribution: — Seneca")
        #expect(
            gate.check("My father fixed bicycles in the garage long after #closing time.", locale: "en").detail
                == "hashtag #closing")
        #expect(
            gate.check("My father fixed bicycles in the garage long after bikeshop.com closed.", locale: "en").detail
                == "URL bikeshop.com")
        #expect(
            gate.check("My father fixed old bicycles in the garage long after the shop had closed 🚲", locale: "en")
                .detail == "emoji U+1F6B2")
        #expect(
            gate.check("Sure! My father fixed bicycles in the garage after closing.", locale: "en").detail
                == "starts with model chatter \"sure\"")
        #expect(
            gate.check("Mi padre arreglaba bicicletas en el garaje mucho después de cerrar la tienda.", locale: "en")
                .detail
                .hasPrefix("identified as es"))
        #expect(
            gate.check("My father fixed bicycles because practice makes perfect, or so he claimed.", locale: "en")
                .detail
                == "contains the cliché \"practice makes perfect\"")
    }
}
