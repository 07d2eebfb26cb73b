import Testing

@testable import QuotePoolCore

extension GateTests {
    @Test func coversEveryGateRuleInEveryLocale() {
        for locale in GateLocaleFixtures.locales {
            let covered = GateLocaleFixtures.cases.filter { $0.locale == locale }.map(\.reason)
            #expect(covered == Reason.gateOrder, "\(locale)")
        }
    }

    @Test(arguments: GateLocaleFixtures.cases)
    func rejectsForTheRuleAndPassesTheNeighbour(_ c: GateLocaleCase) {
        let rejected = gate.check(c.rejected, locale: c.locale)
        #expect(rejected.reason == c.reason, "\(rejected.detail)")
        #expect(!rejected.detail.isEmpty)
        let neighbour = gate.check(c.neighbour, locale: c.locale)
        #expect(neighbour.reason == nil, "\(neighbour.reason?.rawValue ?? ""): \(neighbour.detail)")
    }

    /// Every quote style the spec names, in the locale that uses it, with the final period inside or outside.
    static let wrappedLines: [(locale: LocaleCode, text: String)] = [
        ("en", "\"My father fixed bicycles in the garage long after the shop had closed.\""),
        ("en", "\"My father fixed bicycles in the garage long after the shop had closed\"."),
        ("en", "“My father fixed bicycles in the garage long after the shop had closed.”"),
        ("en", "‘My father fixed bicycles in the garage long after the shop had closed.’"),
        ("en", "'My father fixed bicycles in the garage long after the shop had closed.'"),
        ("en", "'My father fixed bicycles in the garage long after the shop had closed'."),
        ("de", "„Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte.“"),
        ("de", "„Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte”."),
        ("de", "»Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte.«"),
        ("de", "‚Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte.‘"),
        ("fr", "« Mon père réparait des vélos dans le garage bien après la fermeture du magasin. »"),
        ("fr", "«Mon père réparait des vélos dans le garage bien après la fermeture du magasin»."),
        ("fr", "‹ Mon père réparait des vélos dans le garage bien après la fermeture du magasin. ›"),
        ("es", "«Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda»."),
        ("es", "“Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda.”"),
        ("it", "«Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio.»"),
        ("pt", "“Meu pai consertava bicicletas na garagem muito depois de a loja fechar”."),
        ("pt", "\"Meu pai consertava bicicletas na garagem muito depois de a loja fechar!\""),
        ("ja", "「父は閉店した後も、ガレージで近所の自転車を直し続けた。」"),
        ("ja", "「父は閉店した後も、ガレージで近所の自転車を直し続けた」。"),
        ("ja", "『父は閉店した後も、ガレージで近所の自転車を直し続けた。』"),
    ]

    @Test(arguments: wrappedLines)
    func rejectsWrappedQuotesInEveryLocaleStyle(_ line: (locale: LocaleCode, text: String)) {
        let verdict = gate.check(line.text, locale: line.locale)
        #expect(verdict.reason == .wrappingQuotes, "\(verdict.detail)")
    }

    @Test(arguments: [
        "\"Home\" is the word my father used for the garage, and \"work\" for the shop.",
        "'Tis the season when my father fixed bicycles long after the shop had closed.",
        "My father's bicycles waited in the garage long after the shop had closed, the dogs'",
        "“Clinic” was my father's name for the garage where he fixed bicycles after closing.",
    ])
    func passesQuotesThatDoNotWrapTheWholeLine(_ text: String) {
        #expect(gate.check(text, locale: "en").reason != .wrappingQuotes)
    }

    /// Attributions in the style of each language.
    static let attributedLines: [(locale: LocaleCode, text: String)] = [
        ("en", "My father fixed bicycles in the garage long after the shop had closed. — Seneca"),
        ("en", "My father fixed bicycles in the garage long after the shop had closed - Unknown"),
        ("en", "My father fixed bicycles in the garage long after the shop had closed – Rumi"),
        ("en", "My father fixed bicycles in the garage long after the shop had closed (Rumi)"),
        ("en", "My father fixed bicycles in the garage long after the shop had closed. —Jean-Paul Sartre"),
        ("en", "Seneca says: my father fixed bicycles in the garage long after the shop had closed."),
        ("en", "Says Seneca: my father fixed bicycles in the garage long after the shop had closed."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed, said Mark Twain."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed, anonymous"),
        ("de", "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte. – Goethe"),
        ("de", "Goethe schrieb: Mein Vater reparierte Fahrräder, lange nachdem der Laden geschlossen hatte."),
        ("de", "Mein Vater reparierte Fahrräder in der Garage, lange nach Ladenschluss (Verfasser unbekannt)"),
        ("de", "Mein Vater reparierte Fahrräder in der Garage, lange nach Ladenschluss, sagte Goethe."),
        ("fr", "Mon père réparait des vélos dans le garage bien après la fermeture du magasin. — Victor Hugo"),
        ("fr", "Victor Hugo a écrit : mon père réparait des vélos dans le garage après la fermeture."),
        ("fr", "Mon père réparait des vélos dans le garage bien après la fermeture du magasin (auteur inconnu)"),
        ("es", "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda. —Anónimo"),
        ("es", "Mi padre arreglaba bicicletas en el garaje mucho después del cierre, dijo Borges."),
        (
            "es",
            "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda (Gabriel García Márquez)"
        ),
        ("it", "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio. – Anonimo"),
        ("it", "Mio padre riparava le biciclette in garage molto dopo la chiusura — Leonardo da Vinci"),
        ("pt", "Meu pai consertava bicicletas na garagem muito depois de a loja fechar. (Autor desconhecido)"),
        ("pt", "Meu pai consertava bicicletas na garagem muito depois de a loja fechar — Fernando Pessoa"),
        ("ja", "父は閉店した後も、ガレージで近所の自転車を直し続けた。——夏目漱石"),
        ("ja", "父は閉店した後も、ガレージで近所の自転車を直し続けた。（作者不明）"),
        ("ja", "父は閉店した後も、ガレージで近所の自転車を直し続けた（夏目漱石）"),
        ("ja", "父は閉店した後も、ガレージで近所の自転車を直し続けた。―芥川龍之介"),
        ("ja", "漱石曰く、父は閉店した後も、ガレージで近所の自転車を直し続けた。"),
        ("ja", "芥川の言葉：父は閉店した後も、ガレージで近所の自転車を直し続けた。"),
        // "(after X)": an attribution marker and a name in a trailing parenthetical.
        ("en", "My father fixed bicycles in the garage long after the shop had closed (after Rumi)."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed (after Mary Oliver)"),
        ("de", "Wer im Garten gräbt, findet mehr als Kartoffeln und ein paar Regenwürmer. (frei nach Goethe)"),
        ("de", "Wer im Garten gräbt, findet mehr als Kartoffeln und ein paar Regenwürmer (nach Goethe)."),
        ("fr", "Le chat dort sur le carton de livres tout l’après-midi, comme un roi (d’après Colette)."),
        ("es", "La abuela riega los geranios del balcón antes de que salga el sol (según Borges)."),
        ("it", "Il nonno ripara le biciclette del quartiere anche la domenica mattina (secondo Calvino)."),
        ("pt", "A avó rega os gerânios da varanda antes de o sol nascer, todos os dias (segundo Pessoa)."),
        ("pt", "A avó rega os gerânios da varanda antes de o sol nascer, todos os dias (conforme Saramago)."),
        // German: a capitalized word after a dash that is not a plausible noun is still a name.
        ("de", "Am Samstag bringt uns die Nachbarin etwas aus ihrem Garten vorbei — Goethe."),
        ("de", "Am Samstag bringt uns die Nachbarin etwas aus ihrem Garten vorbei — Unbekannt"),
        ("de", "Am Samstag bringt uns die Nachbarin etwas aus ihrem Garten vorbei — Einstein"),
        ("de", "Am Samstag bringt uns die Nachbarin etwas aus ihrem Garten vorbei — Lichtenberg"),
        ("de", "Am Samstag bringt uns die Nachbarin etwas aus ihrem Garten vorbei — Rilke"),
    ]

    @Test(arguments: attributedLines)
    func rejectsAttributionsInEachLanguageStyle(_ line: (locale: LocaleCode, text: String)) {
        let verdict = gate.check(line.text, locale: line.locale)
        #expect(verdict.reason == .attribution, "\(verdict.reason?.rawValue ?? "pass"): \(verdict.detail)")
    }

    @Test(arguments: [
        ("en", "My father fixed bicycles in the garage — always long after the shop had closed."),
        ("en", "My father fixed bicycles in the well-known garage long after the shop had closed."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed — Always."),
        ("en", "My father fixed bicycles long after closing, or so my mother said."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed (for years)."),
        ("en", "My father fixed bicycles in the garage long after we walked into the unknown."),
        ("de", "Mein Vater reparierte Fahrräder in der Garage – Schritt für Schritt, bis spät in die Nacht."),
        ("fr", "Mon père réparait des vélos dans le garage, disait ma mère, bien après la fermeture."),
        ("ja", "父は閉店した後も——夜が明けるまで——近所の自転車を直し続けた。"),
        // Reported speech that opens the line: the verb of saying is followed by more ("…と言ったら、").
        ("ja", "弟に皿を洗えと言ったら、なぜか台所が前より散らかっていた。"),
        ("ja", "祖母と語ったあの夜から、私は毎朝ぬか床をかき混ぜている。"),
        // German capitalizes every noun: a known noun, an inflected one or a compound ending in one is no name.
        ("de", "Am Samstag bringt uns die Nachbarin das Beste aus ihrem Ofen vorbei — Zwetschgenkuchen."),
        ("de", "Am Samstag bringt uns die Nachbarin das Beste aus ihrem Ofen vorbei — Kuchen."),
        ("de", "Am Samstag bringt uns die Nachbarin das Beste aus ihrem Ofen vorbei — Hefezopfkuchen."),
        ("de", "Am Samstag bringt uns die Nachbarin etwas aus ihrem Garten vorbei — Kirschen."),
        // A parenthetical that starts like a marker but names no person.
        ("en", "My father fixed bicycles in the garage long after the shop had closed (after dinner)."),
        ("en", "My father fixed bicycles in the garage long after the shop had closed (after Christmas)."),
        ("de", "Mein Vater reparierte Fahrräder in der Garage, lange nach Ladenschluss (nach Weihnachten)."),
        ("de", "Wir treffen uns jeden Donnerstag im Park am Teich, gleich nach der Arbeit (nach Feierabend)."),
    ])
    func passesDashesAndNamesThatAreNotAttributions(_ line: (LocaleCode, String)) {
        let verdict = gate.check(line.1, locale: line.0)
        #expect(verdict.reason != .attribution, "\(verdict.detail)")
    }
}
