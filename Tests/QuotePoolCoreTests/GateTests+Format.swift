import Testing

@testable import QuotePoolCore

/// The locale-independent formatting rules, each with lines it rejects and look-alikes it lets through.
extension GateTests {
    private static let tail = "fixed bicycles in the garage long after the shop had closed"

    @Test(arguments: [
        "My father **fixed** bicycles in the garage long after the shop had closed.",
        "My father __fixed__ bicycles in the garage long after the shop had closed.",
        "My father `fixed` bicycles in the garage long after the shop had closed.",
        "My father ~~fixed~~ bicycles in the garage long after the shop had closed.",
        "My father *quietly* fixed bicycles in the garage long after the shop had closed.",
        "# My father fixed bicycles in the garage long after the shop had closed.",
        "## My father fixed bicycles in the garage long after the shop had closed.",
        "> My father fixed bicycles in the garage long after the shop had closed.",
        "- My father fixed bicycles in the garage long after the shop had closed.",
        "* My father fixed bicycles in the garage long after the shop had closed.",
        "1. My father fixed bicycles in the garage long after the shop had closed.",
        "2) My father fixed bicycles in the garage long after the shop had closed.",
        "My father fixed [bicycles](https://example.com) in the garage long after the shop had closed.",
    ])
    func rejectsMarkdown(_ text: String) {
        let verdict = gate.check(text, locale: "en")
        #expect(verdict.reason == .markdown, "\(verdict.reason?.rawValue ?? "pass")")
    }

    @Test(arguments: [
        "My father fixed bicycles in the garage from 9 - 5 long after the shop had closed.",
        "My father fixed 2 * 3 bicycles in the garage long after the shop had closed.",
        "My father fixed bicycles [the old ones] in the garage long after the shop had closed.",
        "1999 was the year my father fixed bicycles long after the shop had closed.",
    ])
    func passesMarkdownLookAlikes(_ text: String) {
        #expect(gate.check(text, locale: "en").reason == nil)
    }

    @Test(arguments: ["#hope", "#Hope2024", "＃希望", "#ÉtéIndien"])
    func rejectsHashtagsInAnyScript(_ tag: String) {
        #expect(gate.check("My father \(Self.tail) \(tag)", locale: "en").reason == .hashtag)
    }

    @Test(arguments: [
        "My father fixed bicycles in garage #2 long after the shop had closed.",
        "My father fixed bicycles in the garage long after the shop had closed, # by # by.",
    ])
    func passesHashSignsWithoutALetter(_ text: String) {
        #expect(gate.check(text, locale: "en").reason != .hashtag)
    }

    @Test(arguments: [
        "🙂",  // emoji presentation
        "❤️",  // text-default heart made emoji by U+FE0F
        "🕊",  // pictograph without the selector
        "🇮🇹",  // regional indicators
        "👩‍👧",  // ZWJ sequence
        "3️⃣",  // keycap
        "©️",  // copyright sign made emoji
    ])
    func rejectsEmojiOfEveryKind(_ emoji: String) {
        let verdict = gate.check("My father \(Self.tail) \(emoji)", locale: "en")
        #expect(verdict.reason == .emoji, "\(verdict.reason?.rawValue ?? "pass")")
        #expect(verdict.detail.hasPrefix("emoji U+"))
    }

    @Test(arguments: ["©", "™", "®", "3", "#", "*", "‼"])
    func passesDigitsAndSymbolsThatAreNotEmojiAlone(_ symbol: String) {
        #expect(gate.check("My father \(Self.tail) \(symbol) twice", locale: "en").reason != .emoji)
    }

    @Test(arguments: [
        "https://example.com", "http://x.org/a?b=c", "www.example.org", "example.com", "shop.example.co.uk/path",
        "ftp://files.example.net", "mailto:me@example.com", "someone@example.com",
    ])
    func rejectsURLs(_ url: String) {
        let verdict = gate.check("My father \(Self.tail), see \(url) now", locale: "en")
        #expect(verdict.reason == .url, "\(verdict.reason?.rawValue ?? "pass")")
    }

    @Test(arguments: [
        "My father fixed bicycles for 3.5 hours in the garage long after the shop had closed.",
        "My father fixed bicycles in the garage at 10.30 long after the shop had closed.",
        "My father fixed bicycles in the garage, the dot and the com of his little world.",
    ])
    func passesDecimalsAndWordsThatAreNotURLs(_ text: String) {
        #expect(gate.check(text, locale: "en").reason == nil)
    }

    @Test(arguments: [
        ("en", "My father fixed bicycles in the garage. The shop had closed long before."),
        ("en", "My father fixed bicycles! The shop had closed long before that night."),
        ("en", "Did my father fix bicycles? The shop had closed long before that night."),
        ("en", "My father fixed bicycles in the garage… the shop had closed long before."),
        ("en", "My father fixed bicycles in the garage... the shop had closed long before."),
        ("en", "Dr. Rossi fixed bicycles in the garage long after the shop had closed."),
        ("en", "My father fixed bicycles in the garage.The shop had closed long before."),
        ("en", "My father fixed bicycles in the garage. \"Why not,\" he said, smiling at us."),
        ("fr", "Quelle patience il fallait à mon père ! Le magasin était fermé depuis longtemps."),
        ("es", "¿Sabes por qué mi padre arreglaba bicicletas? Nadie lo sabe en el barrio."),
        ("ja", "父は閉店した後も自転車を直した。近所の子どもたちが喜んだ。"),
        ("ja", "父は閉店した後も自転車を直した！近所の子どもたちが喜んだ。"),
        // A closed quotation followed by a capitalized word starts a new sentence.
        ("de", "„Vorsicht, heiß!“ Der Maronimann drückt meiner Tochter die Tüte in die Hand."),
        ("en", "“Stop!” She laughed, and the whole bus waited while the old man found his ticket."),
    ])
    func rejectsMoreThanOneSentence(_ line: (LocaleCode, String)) {
        let verdict = gate.check(line.1, locale: line.0)
        #expect(verdict.reason == .multipleSentences, "\(verdict.reason?.rawValue ?? "pass")")
    }

    @Test(arguments: [
        ("en", "My father fixed bicycles for 3.5 hours in the garage long after the shop had closed."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed!"),
        ("en", "Why did my father fix bicycles in the garage long after the shop had closed?!"),
        ("en", "My father fixed bicycles in the garage long after the shop had closed..."),
        ("en", "My father fixed bicycles in the garage long after the shop had \"closed.\""),
        ("en", "…and still my father fixed bicycles in the garage long after the shop had closed."),
        ("fr", "Quelle patience il fallait à mon père pour réparer des vélos après la fermeture !"),
        ("fr", "Mon père réparait des vélos : le magasin fermait, la lumière restait allumée."),
        ("es", "Nadie sabe, ¿verdad?, por qué mi padre arreglaba bicicletas en el garaje de noche."),
        ("es", "Mi padre arreglaba bicicletas y, ¡qué paciencia!, nunca cobraba a los niños del barrio."),
        ("es", "¿Por qué mi padre arreglaba bicicletas en el garaje mucho después del cierre?"),
        ("ja", "父は閉店した後も、ガレージで近所の自転車を直し続けたのだろうか？"),
        // A quoted exclamation or question whose closing mark is followed by a comma or a lowercase word, in
        // each locale's quote style.
        ("de", "„Vorsicht, heiß!“, ruft der Maronimann und drückt meiner Tochter die Tüte in die Hand."),
        ("de", "»Wohin so früh?«, fragt der Bäcker, als ich um fünf Uhr an seinem Fenster vorbeilaufe."),
        ("en", "“Stop!” she laughed, and the whole bus waited while the old man found his ticket."),
        ("en", "\"Mind the step!\", the old usher whispers to every child who comes late to the matinee."),
        ("fr", "« Attention ! », crie le marchand de marrons en tendant le cornet à ma fille."),
        ("es", "«¡Cuidado, quema!», grita el castañero mientras le da el cucurucho a mi hija."),
        ("it", "«Attenzione, scotta!», grida il caldarrostaio mentre porge il cartoccio a mia figlia."),
        ("pt", "“Cuidado, está quente!”, avisa o vendedor de castanhas ao entregar o saquinho à minha filha."),
        ("ja", "「危ない！」と母が叫んで、弟の手をぎゅっと握った。"),
    ])
    func passesOneSentenceWithInnerOrFinalPunctuation(_ line: (LocaleCode, String)) {
        let verdict = gate.check(line.1, locale: line.0)
        #expect(verdict.reason != .multipleSentences, "\(verdict.detail)")
    }
}
