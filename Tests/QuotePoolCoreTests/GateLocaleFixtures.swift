@testable import QuotePoolCore

/// One gate rule in one locale: a line the rule rejects, and a close neighbour that passes the whole gate.
struct GateLocaleCase: Sendable, CustomStringConvertible {
    let locale: LocaleCode
    let reason: Reason
    let rejected: String
    let neighbour: String

    var description: String { "\(locale) \(reason.rawValue)" }
}

/// Per-locale examples for every gate rule, written for these tests around one everyday scene per locale
/// (a father fixing bicycles after the shop closed), so each rejection differs from its neighbour only in
/// what the rule looks at.
enum GateLocaleFixtures {
    static let blocklist: [LocaleCode: [String]] = [
        "en": ["garage sale"], "de": ["Flohmarkt"], "fr": ["vide-grenier"], "es": ["mercadillo"],
        "it": ["mercatino"], "pt": ["feira da ladra"], "ja": ["秘密"],
    ]

    static let locales: [LocaleCode] = ["en", "de", "fr", "es", "it", "pt", "ja"]

    static let cases: [GateLocaleCase] = en + de + fr + es + it + pt + ja

    private static func cases(_ locale: LocaleCode, _ rows: [(Reason, String, String)]) -> [GateLocaleCase] {
        rows.map { GateLocaleCase(locale: locale, reason: $0.0, rejected: $0.1, neighbour: $0.2) }
    }

    static let en = cases(
        "en",
        [
            (.empty, "  ...  —  !! ", "   My father fixed bicycles in the garage long after the shop had closed.   "),
            (
                .blocked, "We sold my father's tools at a garage sale and kept only the hammer.",
                "We sold my father's tools from the garage and kept only the old hammer."
            ),
            (
                .promptResidue, "Sure! My father fixed bicycles in the garage long after the shop had closed.",
                "Sure of nothing, my father still fixed bicycles after the shop had closed."
            ),
            (
                .lineBreak, "My father fixed bicycles in the garage\nlong after the shop had closed.",
                "My father fixed bicycles in the garage long after the shop had closed.\n"
            ),
            (
                .wrappingQuotes, "\"My father fixed bicycles in the garage long after the shop had closed.\"",
                "My father called the garage \"the clinic\" and fixed bicycles there after closing."
            ),
            (
                .attribution, "My father fixed bicycles in the garage long after the shop had closed — Seneca",
                "My father fixed bicycles in the garage — long after the shop had closed."
            ),
            (
                .markdown, "My father fixed **bicycles** in the garage long after the shop had closed.",
                "My father fixed bicycles - and radios - in the garage after the shop had closed."
            ),
            (
                .hashtag, "My father fixed bicycles in the garage long after the shop had #closed",
                "My father fixed bicycles in garage #2 long after the shop had closed."
            ),
            (
                .emoji, "My father fixed bicycles in the garage long after the shop had closed 🚲",
                "My father fixed bicycles in the garage long after Bike Shop™ had closed."
            ),
            (
                .url, "My father fixed bicycles in the garage long after bikeshop.com had closed.",
                "My father fixed bicycles in the garage for 3.5 hours after the shop had closed."
            ),
            (
                .multipleSentences, "My father fixed bicycles in the garage. The shop had closed long before.",
                "Why did my father fix bicycles in the garage long after the shop had closed?"
            ),
            (.tooShort, "My father fixed bicycles.", "My father fixed bicycles long after the shop closed."),
            (
                .tooLong,
                "My father fixed bicycles in the garage long after the shop had closed, humming old songs to the neighbours' cats.",
                "My father fixed bicycles in the garage long after the shop had closed, humming old songs to cats."
            ),
            (
                .languageMismatch, "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda.",
                "My father fixed bicycles in the garage long after the shop had closed."
            ),
            (
                .cliche, "My father fixed bicycles in the garage because practice makes perfect, he claimed.",
                "My father practiced fixing bicycles in the garage until his hands were perfect."
            ),
        ])

    static let de = cases(
        "de",
        [
            (
                .empty, " – … ! ",
                "\tMein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte. "
            ),
            (
                .blocked, "Wir verkauften Vaters Werkzeug auf dem Flohmarkt und behielten nur den alten Hammer.",
                "Wir verkauften Vaters Werkzeug auf dem Markt und behielten nur den alten Hammer."
            ),
            (
                .promptResidue,
                "Hier ist dein Zitat: Mein Vater reparierte Fahrräder in der Garage, lange nach Ladenschluss.",
                "Hier ist der Ort, an dem mein Vater Fahrräder reparierte, lange nach Ladenschluss."
            ),
            (
                .lineBreak,
                "Mein Vater reparierte Fahrräder in der Garage,\r\nlange nachdem der Laden geschlossen hatte.",
                "\nMein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte."
            ),
            (
                .wrappingQuotes,
                "„Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte.“",
                "Mein Vater nannte die Garage „die Klinik“ und reparierte dort nach Ladenschluss Fahrräder."
            ),
            (
                .attribution,
                "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte – Unbekannt",
                "Mein Vater reparierte Fahrräder in der Garage – lange nachdem der Laden geschlossen hatte."
            ),
            (
                .markdown,
                "> Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte.",
                "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden (um sechs) geschlossen hatte."
            ),
            (
                .hashtag, "Mein Vater reparierte #Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte.",
                "Mein Vater reparierte Fahrräder in Garage #3, lange nachdem der Laden geschlossen hatte."
            ),
            (
                .emoji, "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte ❤️",
                "Mein Vater reparierte 1000 Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte."
            ),
            (
                .url,
                "Mein Vater reparierte Fahrräder in der Garage, lange nachdem fahrrad-mueller.de geschlossen hatte.",
                "Mein Vater reparierte in der Garage bis 22.30 Uhr Fahrräder, lange nach Ladenschluss."
            ),
            (
                .multipleSentences, "Mein Vater reparierte Fahrräder in der Garage. Der Laden war längst geschlossen.",
                "Warum reparierte mein Vater Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte?"
            ),
            (
                .tooShort, "Mein Vater reparierte Fahrräder.",
                "Mein Vater reparierte Fahrräder, lange nach dem Ladenschluss."
            ),
            (
                .tooLong,
                "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte, und pfiff dabei alte Lieder für die Katzen.",
                "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte, und pfiff dabei alte Lieder."
            ),
            (
                .languageMismatch, "My father fixed bicycles in the garage long after the shop had closed.",
                "Mein Vater reparierte Fahrräder in der Garage, lange nachdem der Laden geschlossen hatte."
            ),
            (
                .cliche, "Mein Vater reparierte nachts Fahrräder, denn Übung macht den Meister, sagte er immer.",
                "Mein Vater übte nachts in der Garage, bis er ein Meister der Fahrräder war."
            ),
        ])

    static let fr = cases(
        "fr",
        [
            (
                .empty, " « » … ",
                "\u{00A0}Mon père réparait des vélos dans le garage bien après la fermeture du magasin.\u{00A0}"
            ),
            (
                .blocked, "Nous avons vendu les outils de mon père au vide-grenier et gardé le marteau.",
                "Nous avons vendu les outils de mon père au grenier et gardé le vieux marteau."
            ),
            (
                .promptResidue, "Voici une citation : mon père réparait des vélos dans le garage après la fermeture.",
                "Voici le garage où mon père réparait des vélos bien après la fermeture du magasin."
            ),
            (
                .lineBreak, "Mon père réparait des vélos dans le garage\u{2028}bien après la fermeture du magasin.",
                "Mon père réparait des vélos dans le garage bien après la fermeture du magasin.\u{2029}"
            ),
            (
                .wrappingQuotes, "« Mon père réparait des vélos dans le garage bien après la fermeture du magasin. »",
                "Mon père appelait le garage « la clinique » et y réparait des vélos après la fermeture."
            ),
            (
                .attribution,
                "Mon père réparait des vélos dans le garage bien après la fermeture du magasin. (Anonyme)",
                "Mon père réparait des vélos dans le garage (bien après la fermeture du magasin)."
            ),
            (
                .markdown, "- Mon père réparait des vélos dans le garage bien après la fermeture du magasin.",
                "Mon père réparait des vélos dans le garage - bien après la fermeture du magasin."
            ),
            (
                .hashtag, "Mon père réparait des vélos dans le garage bien après la fermeture #nostalgie",
                "Mon père réparait des vélos dans le garage #2 bien après la fermeture du magasin."
            ),
            (
                .emoji, "Mon père réparait des vélos 🚲 dans le garage bien après la fermeture du magasin.",
                "Mon père réparait 3 vélos par soir dans le garage, bien après la fermeture du magasin."
            ),
            (
                .url, "Mon père réparait des vélos dans le garage, voir www.velos-papa.fr pour les photos.",
                "Mon père réparait des vélos dans le garage, à 2,5 km du magasin fermé depuis longtemps."
            ),
            (
                .multipleSentences,
                "Mon père réparait des vélos dans le garage. Le magasin était fermé depuis longtemps.",
                "Quelle patience il fallait à mon père pour réparer des vélos après la fermeture !"
            ),
            (.tooShort, "Mon père réparait des vélos.", "Mon père réparait des vélos après la fermeture du magasin."),
            (
                .tooLong,
                "Mon père réparait des vélos dans le garage bien après la fermeture du magasin, en sifflant de vieilles chansons pour les chats du voisin.",
                "Mon père réparait des vélos dans le garage bien après la fermeture, en sifflant de vieilles chansons douces."
            ),
            (
                .languageMismatch, "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio.",
                "Mon père réparait des vélos dans le garage bien après la fermeture du magasin."
            ),
            (
                .cliche, "Mon père réparait des vélos le soir, car petit à petit l'oiseau fait son nid.",
                "Mon père réparait des vélos le soir, petit à petit, comme un oiseau têtu."
            ),
        ])

    static let es = cases(
        "es",
        [
            (
                .empty, " ¿? ¡! … ",
                "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda.\r\n"
            ),
            (
                .blocked, "Vendimos las herramientas de mi padre en el mercadillo y solo guardamos el martillo.",
                "Vendimos las herramientas de mi padre en el mercado y solo guardamos el martillo."
            ),
            (
                .promptResidue, "Aquí tienes tu frase: mi padre arreglaba bicicletas en el garaje después del cierre.",
                "Aquí tienes el garaje donde mi padre arreglaba bicicletas mucho después del cierre."
            ),
            (
                .lineBreak, "Mi padre arreglaba bicicletas en el garaje\nmucho después de que cerrara la tienda.",
                "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda."
            ),
            (
                .wrappingQuotes, "«Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda».",
                "Mi padre llamaba al garaje «la clínica» y allí arreglaba bicicletas después del cierre."
            ),
            (
                .attribution,
                "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda. —Anónimo",
                "Mi padre arreglaba bicicletas en el garaje —mucho después de que cerrara la tienda."
            ),
            (
                .markdown, "1. Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda.",
                "Mi padre arreglaba 1.000 bicicletas en el garaje mucho después de que cerrara la tienda."
            ),
            (
                .hashtag,
                "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda #recuerdos",
                "Mi padre arreglaba bicicletas en el garaje #2, mucho después de que cerrara la tienda."
            ),
            (
                .emoji, "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda 👨‍🔧",
                "Mi padre arreglaba bicicletas en el garaje hasta las 11, mucho después de cerrar la tienda."
            ),
            (
                .url, "Mi padre arreglaba bicicletas en el garaje; hoy sus fotos están en https://bicis.es/papa",
                "Mi padre arreglaba bicicletas en el garaje, a 3,5 km de la tienda ya cerrada."
            ),
            (
                .multipleSentences, "Mi padre arreglaba bicicletas en el garaje. La tienda llevaba horas cerrada.",
                "Nadie sabe, ¿verdad?, por qué mi padre arreglaba bicicletas en el garaje de noche."
            ),
            (.tooShort, "Mi padre arreglaba bicicletas.", "Mi padre arreglaba bicicletas mucho después del cierre."),
            (
                .tooLong,
                "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda, silbando canciones viejas para los gatos.",
                "Mi padre arreglaba bicicletas en el garaje mucho después del cierre, silbando canciones viejas para los gatos negros."
            ),
            (
                .languageMismatch, "Meu pai consertava bicicletas na garagem muito depois de a loja fechar.",
                "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda."
            ),
            (
                .cliche, "Mi padre arreglaba bicicletas de noche porque más vale tarde que nunca, decía él.",
                "Mi padre arreglaba bicicletas tarde, casi nunca antes de la medianoche."
            ),
        ])

    static let it = cases(
        "it",
        [
            (.empty, " … ! ", "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio.\n\n"),
            (
                .blocked, "Abbiamo venduto gli attrezzi di mio padre al mercatino e tenuto solo il martello.",
                "Abbiamo venduto gli attrezzi di mio padre al mercato e tenuto solo il martello."
            ),
            (
                .promptResidue, "Ecco la tua citazione: mio padre riparava le biciclette in garage dopo la chiusura.",
                "Ecco il garage dove mio padre riparava le biciclette molto dopo la chiusura."
            ),
            (
                .lineBreak, "Mio padre riparava le biciclette in garage\u{2029}molto dopo la chiusura del negozio.",
                "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio."
            ),
            (
                .wrappingQuotes, "“Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio.”",
                "Mio padre chiamava il garage “la clinica” e ci riparava biciclette dopo la chiusura."
            ),
            (
                .attribution,
                "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio. – Anonimo",
                "Mio padre riparava le biciclette in garage – molto dopo la chiusura del negozio."
            ),
            (
                .markdown,
                "Mio padre riparava le [biciclette](https://bici.it) in garage dopo la chiusura del negozio.",
                "Mio padre riparava le biciclette [quelle vecchie] in garage dopo la chiusura del negozio."
            ),
            (
                .hashtag, "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio #ricordi",
                "Mio padre riparava le biciclette nel garage #2 molto dopo la chiusura del negozio."
            ),
            (
                .emoji, "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio 1️⃣",
                "Mio padre riparava le biciclette in garage fino alle 23, molto dopo la chiusura del negozio."
            ),
            (
                .url, "Mio padre riparava le biciclette in garage, e le foto sono ancora su bicipapa.it",
                "Mio padre riparava le biciclette in garage, a 3,5 km dal negozio ormai chiuso."
            ),
            (
                .multipleSentences, "Mio padre riparava le biciclette in garage… il negozio era chiuso da ore.",
                "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio…"
            ),
            (.tooShort, "Mio padre riparava biciclette.", "Mio padre riparava biciclette molto dopo la chiusura."),
            (
                .tooLong,
                "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio, fischiando vecchie canzoni per i gatti del vicino.",
                "Mio padre riparava le biciclette in garage molto dopo la chiusura, fischiando vecchie canzoni per i gatti neri."
            ),
            (
                .languageMismatch,
                "Mi padre arreglaba las bicicletas en el garaje mucho después del cierre de la tienda.",
                "Mio padre riparava le biciclette in garage molto dopo la chiusura del negozio."
            ),
            (
                .cliche, "Mio padre riparava biciclette di notte, perché meglio tardi che mai, ripeteva sempre.",
                "Mio padre riparava biciclette tardi, ma mai dopo mezzanotte, nel garage del nonno."
            ),
        ])

    static let pt = cases(
        "pt",
        [
            (.empty, " … !? ", "\u{2028}Meu pai consertava bicicletas na garagem muito depois de a loja fechar."),
            (
                .blocked, "Vendemos as ferramentas do meu pai na feira da ladra e guardamos só o martelo.",
                "Vendemos as ferramentas do meu pai na feira e guardamos só o velho martelo."
            ),
            (
                .promptResidue, "Aqui está sua frase: meu pai consertava bicicletas na garagem depois do fechamento.",
                "Aqui está a garagem onde meu pai consertava bicicletas muito depois do fechamento."
            ),
            (
                .lineBreak, "Meu pai consertava bicicletas na garagem\u{85}muito depois de a loja fechar.",
                "Meu pai consertava bicicletas na garagem muito depois de a loja fechar."
            ),
            (
                .wrappingQuotes, "“Meu pai consertava bicicletas na garagem muito depois de a loja fechar”.",
                "Meu pai chamava a garagem de “a clínica” e consertava bicicletas depois do fechamento."
            ),
            (
                .attribution,
                "Meu pai consertava bicicletas na garagem muito depois de a loja fechar. (Autor desconhecido)",
                "Meu pai consertava bicicletas na garagem (a do Zé) muito depois de a loja fechar."
            ),
            (
                .markdown, "Meu pai consertava bicicletas na garagem muito depois de a loja `fechar`.",
                "Meu pai consertava bicicletas na garagem muito depois de a loja fechar, às 18h."
            ),
            (
                .hashtag, "#saudade Meu pai consertava bicicletas na garagem muito depois de a loja fechar.",
                "Meu pai consertava bicicletas na garagem #2 muito depois de a loja fechar."
            ),
            (
                .emoji, "Meu pai consertava bicicletas na garagem muito depois de a loja fechar 🇧🇷",
                "Meu pai consertava 2 ou 3 bicicletas na garagem muito depois de a loja fechar."
            ),
            (
                .url, "Meu pai consertava bicicletas na garagem, veja www.bicicletas.com.br para as fotos.",
                "Meu pai consertava bicicletas na garagem, a 2,5 km da loja já fechada."
            ),
            (
                .multipleSentences, "Meu pai consertava bicicletas na garagem! A loja já estava fechada havia horas.",
                "Quem diria que meu pai consertava bicicletas na garagem muito depois de a loja fechar?"
            ),
            (.tooShort, "Meu pai consertava bicicletas.", "Meu pai consertava bicicletas muito depois do fechamento."),
            (
                .tooLong,
                "Meu pai consertava bicicletas na garagem muito depois de a loja fechar, assobiando canções antigas para os gatos do vizinho.",
                "Meu pai consertava bicicletas na garagem muito depois de a loja fechar, assobiando canções antigas para os gatos."
            ),
            (
                .languageMismatch, "Mi padre arreglaba bicicletas en el garaje mucho después de que cerrara la tienda.",
                "Meu pai consertava bicicletas na garagem muito depois de a loja fechar."
            ),
            (
                .cliche, "Meu pai consertava bicicletas de madrugada, porque antes tarde do que nunca.",
                "Meu pai consertava bicicletas tarde da noite, quase nunca antes das onze."
            ),
        ])

    static let ja = cases(
        "ja",
        [
            (.empty, "「」…！", "\u{3000}父は閉店した後も、ガレージで近所の自転車を直し続けた。\u{3000}"),
            (.blocked, "祖母の秘密の箱には、古い手紙と小さな鍵が入っていた。", "祖母の木の箱には、古い手紙と小さな鍵が入っていた。"),
            (
                .promptResidue, "もちろんです！父は閉店した後も、ガレージで近所の自転車を直し続けた。",
                "こちらを見て笑う父は、閉店した後もガレージで自転車を直し続けた。"
            ),
            (.lineBreak, "父は閉店した後も、\nガレージで近所の自転車を直し続けた。", "父は閉店した後も、ガレージで近所の自転車を直し続けた。\n"),
            (
                .wrappingQuotes, "「父は閉店した後も、ガレージで近所の自転車を直し続けた。」",
                "父はガレージを「診療所」と呼び、閉店後も近所の自転車を直し続けた。"
            ),
            (
                .attribution, "父は閉店した後も、ガレージで近所の自転車を直し続けた。——夏目漱石",
                "父は閉店した後も——夜が明けるまで——近所の自転車を直し続けた。"
            ),
            (
                .markdown, "**父は閉店した後も、ガレージで近所の自転車を直し続けた。**",
                "父は閉店した後も、二番目のガレージで近所の自転車を直し続けた。"
            ),
            (
                .hashtag, "父は閉店した後も、ガレージで近所の自転車を直し続けた。#思い出",
                "父は閉店した後も、ガレージ#2で近所の自転車を直し続けた。"
            ),
            (.emoji, "父は閉店した後も、ガレージで近所の自転車を直し続けた🚲", "父は閉店した後も、ガレージで近所の自転車を３台ずつ直し続けた。"),
            (
                .url, "父が直した自転車の写真は、今もwww.example.jpで見ることができる。",
                "父は閉店した後も、ガレージで近所の自転車を3.5時間も直し続けた。"
            ),
            (
                .multipleSentences, "父は閉店した後も自転車を直した。近所の子どもたちが喜んだ。",
                "父は閉店した後も、ガレージで近所の自転車を直し続けたのだろうか？"
            ),
            (.tooShort, "父は自転車を直した。", "父は閉店した後も、ガレージで自転車を直した。"),
            (
                .tooLong,
                "父は閉店した後も、ガレージで近所の子どもたちの自転車を一台ずつ丁寧に直し続け、夜が明けるころにはいつも古い歌を口ずさんでいた。",
                "父は閉店した後も、ガレージで近所の子どもたちの自転車を一台ずつ丁寧に直し続けた。"
            ),
            (.languageMismatch, "父亲关店以后还在车库里给邻居修自行车。", "父は閉店した後も、ガレージで近所の自転車を直し続けた。"),
            (
                .cliche, "父は閉店した後も自転車を直し続けた、石の上にも三年だと言って。",
                "父は閉店した後も、石の多い坂道で三年間自転車を直し続けた。"
            ),
        ])
}
