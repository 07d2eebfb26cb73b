// Language data for locale "de"; format described in Lexicon.swift.
extension LexiconSource {
    static let de = #"""
        # German (de). Hand-written data; entries lowercase unless the section says otherwise.

        [function_words]
        der
        die
        das
        den
        dem
        des
        ein
        eine
        einen
        einem
        einer
        eines
        und
        oder
        aber
        doch
        denn
        sondern
        nicht
        kein
        keine
        keinen
        ist
        sind
        war
        waren
        bin
        bist
        hat
        haben
        hatte
        hatten
        wird
        werden
        wurde
        kann
        können
        muss
        müssen
        soll
        will
        darf
        mag
        ich
        du
        er
        sie
        es
        wir
        ihr
        mich
        mir
        dich
        dir
        sich
        uns
        euch
        ihm
        ihn
        ihnen
        mein
        meine
        dein
        sein
        seine
        unser
        unsere
        mit
        auf
        aus
        bei
        nach
        von
        vor
        zu
        zum
        zur
        im
        am
        ins
        vom
        beim
        für
        über
        unter
        durch
        gegen
        ohne
        um
        an
        in
        bis
        seit
        während
        dass
        wenn
        weil
        als
        ob
        wie
        auch
        noch
        schon
        nur
        sehr
        immer
        hier
        dort
        jetzt
        dann
        wieder
        nie
        ganz
        so
        was
        wer
        wo
        warum
        man
        dieser
        diese
        dieses
        jeder
        jede
        alle
        etwas
        nichts
        einmal
        heute
        gar
        mehr

        [sample_text]
        Der Wasserkessel pfiff schon, als sie endlich die Dose mit dem losen Tee fand.
        Unser Nachbar gießt jeden Abend seine Tomaten, auch wenn gleich ein Gewitter kommt.
        Wir gingen am Kanal entlang nach Hause und zählten die Reiher im flachen Wasser.
        In seiner Manteltasche steckt immer ein kleines Notizbuch für Vögel, die er nicht kennt.
        Die Bäckerei an der Ecke riecht nach verbranntem Zucker, lange bevor die Rollläden hochgehen.
        Nach dem Sturm kam die ganze Straße heraus, um die abgebrochenen Äste wegzuräumen.
        Mit sechzig hat sie den Führerschein gemacht und nimmt seitdem absichtlich den längeren Weg zum Markt.
        In unserer Küche gibt es eine Schublade, in der nur Gummibänder und alte Schlüssel liegen.
        Die Kinder bauten eine Burg aus Sofakissen und wollten zum Abendessen nicht herauskommen.
        Erst als die Waschmaschine aufhörte zu schleudern, merkte ich, wie still das Haus war.
        Donnerstags putzt mein Großvater am Küchentisch seine Schuhe, während im Radio Blasmusik läuft.
        Der Zug hatte wieder Verspätung, also teilten wir uns auf dem kalten Bahnsteig eine Tüte Orangen.
        Niemand weiß mehr, wer den Birnbaum hinter der Schule gepflanzt hat, aber alle essen die Früchte.
        Er entschuldigte sich zweimal für die Unordnung, obwohl das Zimmer ganz ordentlich aussah.
        Der Schnee wurde innerhalb eines Tages grau, und der Räumdienst türmte Matsch vor dem Tor auf.
        Ihre Handschrift neigt sich nach links, deshalb wirkt jeder Einkaufszettel ein wenig gehetzt.
        Wir verbrachten den Nachmittag damit, alte Fotos zu sortieren und über die Sommer zu streiten.
        Im August schließt die Bibliothek früher, deshalb sitzen die Studenten mit ihren Laptops auf der Treppe.
        Eine Motte kreiste um die Lampe über der Haustür, während wir auf das Taxi warteten.
        Den ersten Pfannkuchen habe ich wie immer verbrannt und ihn wortlos dem Hund gegeben.
        Die alte Fähre fährt noch zweimal am Tag, obwohl die Brücke schon vor Jahren eröffnet wurde.
        Meistens liegt der Nebel bis gegen zehn Uhr im Tal, dann kommt endlich die Sonne durch.
        Meine Schwester bewahrt jede Eintrittskarte in einer Keksdose unter ihrem Bett auf.
        Der Mechaniker wischte sich die Hände an einem Lappen ab und meinte, der Motor würde überleben.
        Durch die Wand hörten wir die Nachbarn lachen, und irgendwie machte das den Abend wärmer.
        Der Garten ist dieses Jahr wild, weil niemand es übers Herz brachte, den Mohn zu schneiden.
        Er übte die Rede vor dem Badezimmerspiegel, bis sich die Worte wie seine eigenen anfühlten.
        Die Katze schläft auf dem warmen Deckel des Kopierers, sobald es im Büro ruhig wird.
        Wir brauchten drei Versuche, um das Regal gerade aufzuhängen, und es hängt immer noch schief.
        Sie liest bei jedem Roman zuerst die letzte Seite und entscheidet dann, ob er ihre Zeit verdient.
        Die Fischer flicken ihre Netze auf der Hafenmauer, während die Möwen auf Reste warten.
        Unsere Lehrerin sagte immer, dass Fehler mit Bleistift leichter zu verzeihen sind.
        In einem gebrauchten Kochbuch fand ich eine alte Postkarte, die noch leicht nach Nelken roch.
        Der Regen trommelte auf das Blechdach des Schuppens, während wir die Geranien umtopften.
        Mein Bruder repariert fast alles mit Klebeband, Geduld und einem sehr alten Schraubenzieher.
        Die Markthändler packen langsam zusammen und tauschen Witze und übrig gebliebene Pfirsiche.
        Als der Strom ausfiel, spielten wir bei Kerzenlicht Karten, und niemand vermisste den Fernseher.
        Der Krankenhausflur war leer, bis auf einen Pfleger, der ein quietschendes Bett schob.
        Er steckte die Zwiebeln im Herbst in die Erde und vergaß sie, bis im April die Tulpen blühten.
        Vor der Post stand eine lange Schlange, aber an diesem Morgen waren alle erstaunlich geduldig.
        Der Wind vom Meer war so scharf, dass uns auf dem Klippenweg die Augen tränten.
        Sie faltet die Wäsche zu ordentlichen Quadraten, genau so, wie es ihre Mutter ihr gezeigt hat.
        Wir aßen kalte Pizza auf dem Balkon und sahen den Flugzeugen zu, die durch die Dunkelheit blinkten.
        Die Geigenlehrerin klopft mit dem Bleistift auf das Notenpult, sobald ich das Tempo überhaste.
        Im Frühling füllen sich die Schrebergärten mit Leuten, die hauptsächlich über Schnecken reden.
        Ich wollte die geliehene Leiter schon längst den Nachbarn von gegenüber zurückbringen.
        Im Nachtbus roch es nach nasser Wolle und Pommes, und der Fahrer summte leise vor sich hin.
        Jeden Juni feiert unsere Straße ein Fest, und irgendjemand bringt immer eine fragwürdige Bowle mit.
        Der Buchhändler weiß noch, was jeder Stammkunde gekauft hat, auch wenn es Jahre her ist.
        Eine einzelne Kerze im Fenster bedeutete, dass noch jemand wach war und wartete.
        Er schnitt die Zwiebeln so fein, dass man sie in der Suppe gar nicht mehr bemerkte.
        Meine Tante schreibt Briefe von Hand und verschließt sie mit einem Tropfen rotem Siegellack.
        Über Nacht ist der Fluss gestiegen und hat unten am Zaun eine Linie aus Schlamm hinterlassen.
        Wir fuhren mit offenen Fenstern durch die Berge, die Landkarte auf den Knien ausgebreitet.
        Die Nachtschwester brachte mir eine Tasse Tee, ohne dass ich darum gebeten hatte.
        Jeden Winter friert der Teich gerade so weit zu, dass die Enten verwirrt aussehen.
        Die Taschenuhr ihres Großvaters liegt in einer Schublade, obwohl sie längst nicht mehr tickt.
        Endlich kenne ich die Namen der Sterne über unserem Haus, und jetzt schaue ich ständig nach oben.
        Die Werkstatt war voller Sägespäne, und das Radio lief auf einem Sender, den sonst keiner mochte.
        Wir redeten viel zu lange, und der Himmel war schon hell, als wir uns gute Nacht sagten.
        Die Straßenbahn rattert genau dann an der Schule vorbei, wenn es zur ersten Stunde läutet.
        Am ersten warmen Tag scheint die ganze Stadt ihre Stühle auf den Gehweg zu tragen.
        Über den Wiesen hängt morgens ein feiner Dunst, und die Kühe stehen darin wie Schatten.
        Beim Bäcker gegenüber gibt es sonntags Mohnbrötchen, die meistens schon um neun ausverkauft sind.

        [prompt_residue]
        hier ist
        hier ist dein zitat
        hier ist ihr zitat
        hier ist ein zitat
        hier ist ein originelles zitat
        hier ist ein satz
        hier ist dein satz
        hier ein zitat
        hier kommt
        hier kommt dein zitat
        hier bitte
        bitte sehr
        gerne
        gern
        aber gerne
        natürlich
        klar
        selbstverständlich
        sicher
        alles klar
        okay
        kein problem
        als ki
        als künstliche intelligenz
        als sprachmodell
        als ki-sprachmodell
        zitat:
        ausgabe:
        antwort:
        satz:
        spruch:
        ergebnis:
        vorschlag:
        ich hoffe
        ich hoffe, es gefällt
        gute frage
        das zitat lautet
        folgendes zitat
        hier ist mein vorschlag
        wie wäre es mit
        gerne doch
        # Added: more common entries.
        hier ist deine zeile
        hier ist eine zeile
        hier ist der satz
        hier ist ein vorschlag
        hier ist eine idee
        hier ist ein spruch
        hier ist dein spruch
        hier kommt ein satz
        hier kommt ein zitat
        hier ein satz
        hier ein vorschlag
        hier mein vorschlag
        hier ist ein neuer satz
        das ist dein satz
        ich hoffe, das gefällt dir
        ich hoffe, der satz gefällt
        gern geschehen
        sehr gerne
        als ki-modell
        folgender satz
        mein vorschlag:

        [attribution_verbs]
        sagt
        sagte
        schrieb
        schreibt
        sagte einst
        schrieb einst
        meinte
        meint
        bemerkte
        erklärte
        pflegte zu sagen
        soll gesagt haben

        [anonymous_names]
        unbekannt
        anonym
        verfasser unbekannt
        autor unbekannt
        unbekannter verfasser
        unbekannter autor
        quelle unbekannt
        volksmund

        [cliches]
        morgenstund hat gold im mund
        morgenstunde hat gold im munde
        aller anfang ist schwer
        übung macht den meister
        ende gut alles gut
        wer zuletzt lacht lacht am besten
        der frühe vogel fängt den wurm
        lügen haben kurze beine
        reden ist silber schweigen ist gold
        was du heute kannst besorgen das verschiebe nicht auf morgen
        ohne fleiß kein preis
        in der ruhe liegt die kraft
        wo ein wille ist ist auch ein weg
        die zeit heilt alle wunden
        kommt zeit kommt rat
        geteiltes leid ist halbes leid
        geteilte freude ist doppelte freude
        der apfel fällt nicht weit vom stamm
        einem geschenkten gaul schaut man nicht ins maul
        wer nicht wagt der nicht gewinnt
        rom wurde nicht an einem tag erbaut
        steter tropfen höhlt den stein
        besser spät als nie
        hunde die bellen beißen nicht
        man soll den tag nicht vor dem abend loben
        kleider machen leute
        viele köche verderben den brei
        jeder ist seines glückes schmied
        das leben ist kein ponyhof
        alles hat ein ende nur die wurst hat zwei
        nach regen kommt sonnenschein
        auf regen folgt sonnenschein
        gut ding will weile haben
        eile mit weile
        wer rastet der rostet
        zeit ist geld
        liebe geht durch den magen
        ein unglück kommt selten allein
        stille wasser sind tief
        der weg ist das ziel
        folge deinem herzen
        glaub an dich
        glaube an dich selbst
        gib niemals auf
        gib nie auf
        das beste kommt noch
        jeder tag ist ein neuer anfang
        lebe den moment
        genieße den augenblick
        carpe diem
        alles wird gut
        alles passiert aus einem grund
        alles geschieht aus einem grund
        es ist wie es ist
        man lebt nur einmal
        träume nicht dein leben lebe deinen traum
        das glück liegt in den kleinen dingen
        die kleinen dinge im leben
        sei du selbst
        am ende des tages
        licht am ende des tunnels
        die ruhe vor dem sturm
        der ton macht die musik
        wissen ist macht
        aus fehlern wird man klug
        die hoffnung stirbt zuletzt
        was mich nicht umbringt macht mich stärker
        zwei fliegen mit einer klappe schlagen
        den kopf nicht hängen lassen
        kopf hoch
        hinter den wolken scheint immer die sonne
        wenn sich eine tür schließt öffnet sich eine andere
        es ist nie zu spät
        zusammen sind wir stark
        ein lächeln kostet nichts
        freundschaft ist das schönste geschenk
        zuhause ist da wo das herz ist
        daheim ist es am schönsten
        trautes heim glück allein
        der klügere gibt nach
        es ist noch kein meister vom himmel gefallen
        wer a sagt muss auch b sagen
        neue besen kehren gut
        andere länder andere sitten
        doppelt hält besser
        was lange währt wird endlich gut
        wie man sich bettet so liegt man
        in jedem ende liegt ein neuer anfang
        ein freund in der not
        lerne aus gestern lebe für heute
        nichts ist unmöglich
        lebe liebe lache
        hinfallen aufstehen krone richten
        positiv denken
        raus aus der komfortzone
        du schaffst das
        # Added: more common entries.
        wer anderen eine grube gräbt fällt selbst hinein
        morgen morgen nur nicht heute sagen alle faulen leute
        der krug geht so lange zum brunnen bis er bricht
        wer im glashaus sitzt sollte nicht mit steinen werfen
        die axt im haus erspart den zimmermann
        ein spatz in der hand ist besser als die taube auf dem dach
        lieber den spatz in der hand als die taube auf dem dach
        was hänschen nicht lernt lernt hans nimmermehr
        wer den pfennig nicht ehrt ist des talers nicht wert
        vorfreude ist die schönste freude
        ordnung ist das halbe leben
        man muss die feste feiern wie sie fallen
        wer schön sein will muss leiden
        not macht erfinderisch
        eigenlob stinkt
        kleinvieh macht auch mist
        wo gehobelt wird da fallen späne
        es ist nicht alles gold was glänzt
        gleich und gleich gesellt sich gern
        gegensätze ziehen sich an
        in der kürze liegt die würze
        probieren geht über studieren
        wer suchet der findet
        unverhofft kommt oft
        alle wege führen nach rom
        hochmut kommt vor dem fall
        das leben ist schön

        [formulas]
        das leben ist *
        denk daran *
        denke daran *
        denk immer daran *
        vergiss nie *
        vergiss niemals *
        * ist der schlüssel zu *
        * ist der schlüssel zum *
        * ist der schlüssel zur *
        der schlüssel zu * ist *
        das geheimnis des * ist *
        das geheimnis von * ist *
        das geheimnis der * ist *
        glück ist *
        liebe ist *
        erfolg ist *
        freundschaft ist *
        mut ist *
        glaube an *
        glaub an *
        manchmal ist * alles was *
        alles was du brauchst ist *
        wahre * ist *
        wahres * ist *
        wahrer * ist *
        jeder tag ist *
        erinnere dich *
        hör nie auf *
        höre niemals auf *
        das einzige * ist *
        es geht nicht um * sondern um *
        ein wahrer freund ist *
        sei immer *

        [concrete_nouns]
        wasserkessel
        fenster
        küchenfenster
        küche
        küchen
        tisch
        tische
        küchentisch
        bus
        busse
        bäckerei
        bäckereien
        ärmel
        münze
        münzen
        papierboot
        papierboote
        boot
        boote
        papier
        orange
        orangen
        bleistift
        bleistifte
        bleistiftstummel
        wollsocke
        wollsocken
        socke
        socken
        schuh
        schuhe
        erbse
        erbsen
        postkarte
        postkarten
        dach
        dächer
        schnürsenkel
        schnur
        schnüre
        knopf
        knöpfe
        paket
        pakete
        granatapfel
        granatäpfel
        walnuss
        walnüsse
        hand
        hände
        angelschnur
        gitarre
        gitarren
        basilikum
        seil
        seile
        holzlöffel
        löffel
        regenschirm
        regenschirme
        fahrradschlauch
        kakao
        tee
        tasse
        tassen
        roggenbrot
        brot
        brote
        teig
        handtuch
        handtücher
        hemd
        hemden
        blume
        blumen
        buch
        bücher
        rezept
        rezepte
        untertasse
        untertassen
        brief
        briefe
        taube
        tauben
        stiefel
        wanderstiefel
        brille
        brillen
        wintermantel
        mantel
        mäntel
        spielkarte
        spielkarten
        schal
        schals
        wollknäuel
        knäuel
        pausenbrot
        thermoskanne
        kleinkind
        kleinkinder
        kiste
        kisten
        apfel
        äpfel
        koffer
        masche
        maschen
        band
        bänder
        papierstern
        stern
        sterne
        landkarte
        landkarten
        marmeladenglas
        marmeladengläser
        geschirrtuch
        geschirrtücher
        fischernetz
        netz
        netze
        batterie
        batterien
        ei
        eier
        keks
        kekse
        schokolade
        suppe
        becher
        baby
        babys
        katze
        katzen
        fahrradkette
        taschenmesser
        zeitung
        zeitungen
        kiesel
        geburtstagsgeschenk
        geschenk
        geschenke
        taschentuch
        taschentücher
        brötchen
        zettel
        armband
        armbänder
        garn
        stuhl
        stühle
        toast
        butter
        trompete
        trompeten
        post
        kartoffel
        kartoffeln
        petersilie
        käse
        nudeln
        wechselgeld
        treppe
        treppen
        lampe
        lampen
        flur
        nachtschicht
        schicht
        schichten
        sonntag
        krankenhaus
        krankenhausflur
        wartezimmer
        arzt
        nachtzug
        zug
        züge
        heizung
        waschsalon
        mitternacht
        bank
        bänke
        fluss
        flüsse
        gartenhaus
        bushaltestelle
        ladentheke
        klassenzimmer
        deck
        fähre
        fähren
        licht
        stromausfall
        morgengrauen
        balkon
        balkone
        sonnenschirm
        tor
        schrebergarten
        schrebergärten
        hafenmauer
        bahnsteig
        dachkammer
        marktstand
        marktstände
        türschwelle
        warteschlange
        fensternische
        schreibtisch
        hund
        hunde
        straßenlaterne
        straßenlaternen
        krankenhauskantine
        abend
        dachterrasse
        lieferwagen
        gewitter
        leuchtturm
        holzofen
        werkstatt
        morgenfähre
        café
        treppenstufe
        sitznische
        straßenbahndepot
        gast
        gäste
        hütte
        hütten
        hollywoodschaukel
        schulgong
        apfelbaum
        dielen
        treppenhaus
        kamin
        gewächshaus
        bäckerin
        großvater
        großmutter
        nachtschwester
        mechaniker
        hausmeister
        nachbarin
        nachbar
        busfahrer
        lehrerin
        bruder
        schwester
        frau
        mann
        vater
        briefträgerin
        fischer
        blumenverkäuferin
        leuchtturmwärter
        lehrling
        kapitän
        klavierstimmer
        bibliothekarin
        schreiner
        schuster
        hebamme
        imker
        apothekerin
        student
        nachtportier
        schneiderin
        gärtner
        köchin
        spätschicht
        schaffner
        straßenbahnfahrerin
        freund
        freundin
        uhrmacher
        hafenmeister
        tochter
        schneider
        enkel
        schäfer
        altenpflegerin
        buchbinder
        kassiererin
        taxifahrer
        boxer
        försterin
        gemüsehändler
        wirtin
        tierärztin
        dorf
        maronenverkäufer
        tante
        pförtner
        praktikantin
        bauer
        regen
        uhr
        zimt
        radio
        zungenspitze
        lippen
        wangen
        meer
        ohr
        schnee
        schultern
        see
        sommer
        lied
        melodie
        gezeiten
        miete
        augen
        möwen
        ellbogen
        atem
        witz
        besuch
        finger
        stirn
        schlaflied
        straße
        herz
        nebel
        wind
        wolke
        wolken
        baum
        bäume
        wald
        wiese
        wiesen
        garten
        gärten
        haus
        häuser
        tür
        türen
        schlüssel
        kerze
        kerzen
        decke
        decken
        kissen
        besen
        eimer
        leiter
        hammer
        nagel
        nägel
        säge
        zange
        schraube
        schrauben
        schraubenzieher
        fahrrad
        fahrräder
        pferd
        pferde
        reiher
        fuchs
        spatz
        spatzen
        pflaume
        pflaumen
        birne
        birnen
        zitrone
        zitronen
        zwiebel
        zwiebeln
        tomate
        tomaten
        honig
        salz
        mehl
        ofen
        herd
        pfanne
        topf
        töpfe
        teller
        gabel
        messer
        kessel
        fuß
        füße
        knie
        gesicht
        marmelade
        schuppen
        zaun
        hügel
        feld
        felder

        stromausfalls
        gewitters
        marktständen
        mittagspause
        stunde
        leuchtturms
        schrebergartens
        dorfes
        schneiders
        schäfers
        uhrmachers
        fingern
        herzen
        stadtpark
        stadtparks
        waldrand
        hotel
        hotels
        frühschicht
        supermarkt
        dorfkneipe
        kneipe
        markt
        märkte
        kinderlied
        naht
        nähte
        hose
        hosen
        kartentrick
        kartentricks
        einkaufszettel
        kreuzworträtsel
        handvoll
        pistazie
        pistazien
        # Broadened general vocabulary.
        kirsche
        kirschen
        erdbeere
        erdbeeren
        himbeere
        himbeeren
        heidelbeere
        heidelbeeren
        brombeere
        brombeeren
        johannisbeeren
        traube
        trauben
        weintraube
        weintrauben
        banane
        bananen
        pfirsich
        pfirsiche
        pfirsichen
        aprikose
        aprikosen
        melone
        melonen
        mandarine
        mandarinen
        ananas
        feige
        feigen
        gurke
        gurken
        karotte
        karotten
        möhre
        möhren
        rübe
        rüben
        radieschen
        kohl
        kohlkopf
        salat
        spinat
        lauch
        knoblauch
        paprika
        zucchini
        kürbis
        kürbisse
        pilz
        pilze
        pilzen
        bohne
        bohnen
        linsen
        spätzle
        knödel
        kloß
        klöße
        pfannkuchen
        waffel
        waffeln
        brezel
        brezeln
        laugenbrezel
        semmel
        semmeln
        kuchen
        torte
        torten
        apfelkuchen
        zwetschgenkuchen
        käsekuchen
        streuselkuchen
        plätzchen
        lebkuchen
        krapfen
        pudding
        quark
        joghurt
        sahne
        milch
        saft
        limonade
        apfelsaft
        brühe
        eintopf
        wurst
        würste
        würstchen
        bratwurst
        speck
        schinken
        hering
        heringe
        forelle
        forellen
        krabbe
        krabben
        muschel
        muscheln
        erdnuss
        erdnüsse
        mandel
        mandeln
        haselnuss
        haselnüsse
        rosine
        rosinen
        zucker
        bonbon
        bonbons
        lutscher
        popcorn
        pizza
        pommes
        omelett
        sirup
        essig
        senf
        kruste
        olive
        oliven
        zimtschnecke
        maronen
        marone
        maroni
        kastanie
        kastanien
        eiswürfel
        kaffee
        kräutertee
        pfefferminztee
        stulle
        butterbrot
        frühstücksei
        rührei
        spiegelei
        müsli
        haferflocken
        hefezopf
        kartoffelsalat
        bratkartoffeln
        zwetschge
        zwetschgen
        erbsensuppe
        nudelsuppe
        tomatensuppe
        frikadelle
        frikadellen
        sauerteig
        mohnbrötchen
        schokoladenkuchen
        himbeereis
        vanilleeis
        waffeleis
        eistüte
        kakaobecher
        kochlöffel
        schöpfkelle
        schneebesen
        reibe
        tablett
        teekanne
        kaffeekanne
        krug
        krüge
        flasche
        flaschen
        korken
        deckel
        brotdose
        brotdosen
        korb
        körbe
        körben
        spüle
        waschbecken
        wasserhahn
        kühlschrank
        spülmaschine
        mikrowelle
        toaster
        schrank
        schränke
        küchenschrank
        schublade
        schubladen
        regal
        regale
        regalen
        bücherregal
        schürze
        schürzen
        topflappen
        tischdecke
        tischtuch
        kerzenständer
        vase
        vasen
        blumenvase
        wischmopp
        schwamm
        kehrblech
        staubsauger
        wäscheklammer
        wäscheklammern
        wäscheleine
        kleiderbügel
        wäsche
        wäschekorb
        seife
        zahnbürste
        zahnpasta
        haarbürste
        kamm
        rasierer
        spiegel
        badewanne
        dusche
        toilette
        bett
        betten
        matratze
        bettdecke
        federbett
        laken
        vorhang
        vorhänge
        gardine
        gardinen
        teppich
        teppiche
        sofa
        couch
        sessel
        hocker
        schemel
        kleiderschrank
        kommode
        lampenschirm
        kachelofen
        heizkörper
        ventilator
        kalender
        telefon
        handy
        handys
        laptop
        computer
        tastatur
        bildschirm
        fernseher
        kamera
        kopfhörer
        kabel
        glühbirne
        taschenlampe
        laterne
        laternen
        streichholz
        streichhölzer
        feuerzeug
        glas
        gläser
        teetasse
        kochtopf
        bratpfanne
        backblech
        backofen
        mülleimer
        mülltonne
        gießkanne
        nudelholz
        thermometer
        bügeleisen
        nähmaschine
        fingerhut
        wollmütze
        wärmflasche
        heft
        hefte
        tagebuch
        notizbuch
        kuli
        kugelschreiber
        stift
        stifte
        buntstift
        buntstifte
        wachsmalstift
        filzstift
        radiergummi
        lineal
        schere
        tacker
        büroklammer
        ordner
        mappe
        zeichnung
        zeichnungen
        gemälde
        skizzenbuch
        pinsel
        staffelei
        leinwand
        kreide
        tafel
        schulbuch
        zeitschrift
        comic
        plakat
        aufkleber
        briefmarke
        briefmarken
        quittung
        kassenbon
        geldschein
        portemonnaie
        geldbeutel
        spielzeug
        puppe
        puppen
        teddy
        teddybär
        drachen
        luftballon
        luftballons
        ballon
        puzzle
        murmel
        murmeln
        würfel
        trommel
        flöte
        blockflöte
        geige
        geigen
        cello
        mundharmonika
        akkordeon
        ukulele
        harfe
        pfeife
        mikrofon
        kassette
        schallplatte
        fotoalbum
        foto
        fotos
        schachbrett
        fußball
        fußbälle
        ball
        bälle
        pokal
        medaille
        abzeichen
        karton
        kartons
        schachtel
        dose
        dosen
        sack
        säcke
        beutel
        bündel
        skateboard
        sandburg
        schneeball
        schneebälle
        schneeburg
        schneemann
        schaukel
        wippe
        rutsche
        trampolin
        schlitten
        sandkasten
        schaufel
        schaufeln
        förmchen
        kreisel
        kinderwagen
        bauklötze
        bauklotz
        malkasten
        wasserfarben
        zeugnis
        schultüte
        federmäppchen
        schraubenschlüssel
        bohrer
        bohrmaschine
        meißel
        schleifpapier
        spaten
        hacke
        schubkarre
        gartenschlauch
        schlauch
        mistgabel
        axt
        beil
        brecheisen
        werkzeugkasten
        scharnier
        vorhängeschloss
        schloss
        brett
        bretter
        planke
        ziegel
        ziegelstein
        rohr
        draht
        pfosten
        stange
        klebeband
        gerüst
        rad
        räder
        pumpe
        luftpumpe
        werkbank
        schraubstock
        hobel
        harke
        sense
        sichel
        heugabel
        gartenschere
        rasenmäher
        holzscheit
        holzscheite
        brennholz
        sägemehl
        dachziegel
        hut
        hüte
        mütze
        mützen
        kappe
        helm
        kapuze
        jacke
        jacken
        regenjacke
        regenmantel
        anorak
        pullover
        pulli
        strickjacke
        kleid
        kleider
        rock
        röcke
        bluse
        anzug
        krawatte
        gürtel
        schnalle
        jeans
        shorts
        schlafanzug
        nachthemd
        hausschuh
        hausschuhe
        pantoffeln
        sandale
        sandalen
        turnschuh
        turnschuhe
        gummistiefel
        handschuh
        handschuhe
        fäustling
        fäustlinge
        ohrenschützer
        uniform
        latzhose
        kragen
        reißverschluss
        handtasche
        ranzen
        schulranzen
        rucksack
        rucksäcke
        aktentasche
        halskette
        kette
        ohrring
        ohrringe
        brosche
        medaillon
        sonnenbrille
        strohhut
        kopftuch
        badeanzug
        badehose
        bademantel
        trainingsanzug
        lederhose
        dirndl
        strumpf
        strümpfe
        strumpfhose
        badekappe
        schwimmflügel
        taucherbrille
        schlafzimmer
        badezimmer
        wohnzimmer
        kinderzimmer
        esszimmer
        arbeitszimmer
        diele
        keller
        garage
        dachboden
        speisekammer
        veranda
        terrasse
        hof
        höfe
        hinterhof
        innenhof
        rasen
        hecke
        hecken
        blumenbeet
        beet
        beete
        teich
        teiche
        brunnen
        scheune
        scheunen
        stall
        ställe
        bauernhof
        bauernhaus
        zelt
        zelte
        wohnwagen
        wohnung
        wohnungen
        gebäude
        turm
        türme
        burg
        kirche
        kirchen
        kapelle
        moschee
        museum
        bibliothek
        bücherei
        theater
        kino
        restaurant
        gasthaus
        wirtshaus
        biergarten
        apotheke
        metzgerei
        fleischerei
        gemüseladen
        blumenladen
        buchhandlung
        friseursalon
        fabrik
        mühle
        lagerhalle
        büro
        spielplatz
        park
        gasse
        gehweg
        bürgersteig
        bordstein
        kreuzung
        kreisverkehr
        brücke
        tunnel
        autobahn
        flughafen
        kai
        anlegestelle
        steg
        strand
        ufer
        küste
        klippe
        düne
        bucht
        insel
        tal
        weide
        acker
        obstgarten
        weinberg
        bach
        bäche
        wasserfall
        pfütze
        pfützen
        sumpf
        moor
        berg
        berge
        gipfel
        hang
        höhle
        felsen
        fels
        kies
        schlamm
        matsch
        lehm
        dorfplatz
        marktplatz
        rathaus
        bahnhof
        schwimmbad
        freibad
        hallenbad
        turnhalle
        sprungturm
        sprungbrett
        stadion
        kiosk
        imbiss
        imbissbude
        tankstelle
        parkplatz
        parkbank
        kanal
        schleuse
        deich
        mole
        uferpromenade
        promenade
        hauseingang
        haustür
        gartentor
        gartenzaun
        fensterbank
        fensterbrett
        dachrinne
        briefkasten
        klingel
        türklingel
        hausflur
        aufzug
        fahrstuhl
        rolltreppe
        schule
        schulen
        kindergarten
        kita
        schulhof
        pausenhof
        sportplatz
        bolzplatz
        stadt
        städte
        ecke
        ecken
        straßenecke
        läden
        bäckerladen
        eisdiele
        hafenbecken
        bootssteg
        campingplatz
        zeltplatz
        scheunentor
        heuboden
        kuhstall
        hühnerstall
        pferdestall
        dorfbrunnen
        stadtmauer
        bushäuschen
        eis
        eiszapfen
        schneeflocke
        schneeflocken
        hagel
        nieselregen
        sturm
        stürme
        donner
        blitz
        regenbogen
        himmel
        sonne
        mond
        sonnenuntergang
        sonnenaufgang
        brise
        windböe
        böe
        tau
        raureif
        glatteis
        regentropfen
        schneesturm
        wolkenbruch
        platzregen
        dunst
        pulverschnee
        neuschnee
        schneematsch
        auto
        autos
        taxi
        lastwagen
        traktor
        traktoren
        motorrad
        mofa
        moped
        dreirad
        buggy
        rollstuhl
        krankenwagen
        feuerwehrauto
        hubschrauber
        flugzeug
        flugzeuge
        schiff
        schiffe
        segelboot
        jacht
        kanu
        kajak
        floß
        ruderboot
        schlauchboot
        kutsche
        karren
        handkarren
        einkaufswagen
        anhänger
        straßenbahn
        tretboot
        bagger
        fahrradanhänger
        lkw
        welpe
        welpen
        kätzchen
        kater
        hamster
        kaninchen
        hase
        hasen
        maus
        mäuse
        ratte
        eichhörnchen
        igel
        reh
        rehe
        hirsch
        rehkitz
        maulwurf
        otter
        biber
        wolf
        wölfe
        bär
        bären
        wildschwein
        kuh
        kühe
        kalb
        kälber
        stier
        ochse
        schwein
        schweine
        ferkel
        schaf
        schafe
        lamm
        lämmer
        ziege
        ziegen
        zicklein
        esel
        maultier
        pony
        ponys
        fohlen
        huhn
        hühner
        henne
        hahn
        küken
        ente
        enten
        gans
        gänse
        schwan
        schwäne
        truthahn
        pute
        eule
        eulen
        krähe
        krähen
        rabe
        raben
        elster
        rotkehlchen
        amsel
        amseln
        schwalbe
        schwalben
        zaunkönig
        fink
        specht
        papagei
        wellensittich
        kanarienvogel
        pelikan
        storch
        störche
        adler
        habicht
        falke
        schmetterling
        schmetterlinge
        motte
        biene
        bienen
        wespe
        hummel
        hummeln
        ameise
        ameisen
        käfer
        marienkäfer
        spinne
        spinnen
        schnecke
        schnecken
        nacktschnecke
        wurm
        würmer
        regenwurm
        regenwürmer
        raupe
        raupen
        mücke
        mücken
        heuschrecke
        grashüpfer
        libelle
        frosch
        frösche
        kröte
        kaulquappe
        kaulquappen
        eidechse
        schlange
        schlangen
        schildkröte
        fisch
        fische
        goldfisch
        aal
        hummer
        qualle
        seestern
        robbe
        seehund
        delfin
        wal
        hai
        löwe
        tiger
        elefant
        affe
        giraffe
        pinguin
        dackel
        terrier
        pudel
        schäferhund
        nachbarshund
        hofhund
        kuckuck
        glühwürmchen
        fledermaus
        kaulbarsch
        karpfen
        hecht
        stute
        hengst
        rose
        rosen
        tulpe
        tulpen
        gänseblümchen
        löwenzahn
        sonnenblume
        sonnenblumen
        lilie
        mohnblume
        veilchen
        lavendel
        efeu
        farn
        moos
        gras
        unkraut
        brennnessel
        brennnesseln
        distel
        klee
        kleeblatt
        narzisse
        osterglocke
        geranie
        geranien
        orchidee
        busch
        büsche
        strauch
        sträucher
        eiche
        birke
        ahorn
        ulme
        buche
        tanne
        tannen
        fichte
        linde
        kastanienbaum
        ast
        äste
        zweig
        zweige
        blatt
        blätter
        laub
        baumstamm
        eichel
        eicheln
        tannenzapfen
        samen
        blüte
        blüten
        knospe
        knospen
        heu
        stroh
        weizen
        mais
        gerste
        roggen
        hafer
        rebe
        setzling
        kräuter
        schnittlauch
        minze
        thymian
        rosmarin
        zimmerpflanze
        kaktus
        topfpflanze
        kirschbaum
        birnbaum
        pflaumenbaum
        weidenkätzchen
        schilf
        seerose
        kopf
        köpfe
        haar
        haare
        hals
        kinn
        kiefer
        nase
        nasen
        mund
        zahn
        zähne
        augenbraue
        wimpern
        augenlid
        arm
        handgelenk
        handfläche
        daumen
        fingerspitze
        fingerspitzen
        fingernagel
        faust
        fäuste
        brust
        bauch
        hüfte
        bein
        beine
        fußsohle
        ferse
        zeh
        zehen
        schienbein
        oberschenkel
        haut
        sommersprosse
        sommersprossen
        bart
        schnurrbart
        pferdeschwanz
        zopf
        zöpfe
        pfote
        pfoten
        schwanz
        schnurrhaare
        schnabel
        feder
        federn
        fell
        mähne
        huf
        hufe
        horn
        hörner
        kralle
        krallen
        schnauze
        flosse
        schoß
        rücken
        lippe
        zunge
        wange
        auge
        ohren
        nasenspitze
        ärztin
        zahnarzt
        zahnärztin
        chirurgin
        sanitäter
        feuerwehrmann
        feuerwehrfrau
        polizist
        polizistin
        soldat
        matrose
        seemann
        pilot
        pilotin
        klempner
        installateur
        elektriker
        maurer
        maler
        malerin
        töpfer
        töpferin
        bildhauer
        musiker
        musikerin
        geiger
        pianist
        schlagzeuger
        sänger
        sängerin
        tänzer
        tänzerin
        schauspieler
        clown
        jongleur
        zauberer
        kellner
        kellnerin
        wirt
        koch
        fischhändler
        verkäufer
        verkäuferin
        marktfrau
        marktverkäufer
        händler
        hausmeisterin
        putzfrau
        haushälterin
        kindermädchen
        babysitter
        professor
        professorin
        direktor
        rektorin
        schüler
        schülerin
        schulkind
        schulkinder
        klassenkamerad
        mitschüler
        schiedsrichter
        torwart
        sportler
        läufer
        schwimmer
        radfahrer
        wanderer
        bergsteiger
        jogger
        rettungsschwimmer
        bademeister
        holzfäller
        bergmann
        kurier
        briefträger
        postbote
        milchmann
        zeitungsjunge
        kioskbesitzer
        pfarrer
        nonne
        mönch
        bürgermeister
        könig
        königin
        prinz
        prinzessin
        ritter
        pirat
        cowboy
        tourist
        touristen
        reisende
        fahrgast
        fahrgäste
        passagier
        kunde
        kunden
        kundin
        vermieterin
        vermieter
        mieter
        mitbewohner
        kollege
        kollegin
        kollegen
        chef
        chefin
        oma
        omas
        opa
        opas
        großeltern
        enkelin
        enkelkind
        enkelkinder
        onkel
        neffe
        cousin
        cousine
        sohn
        söhne
        ehemann
        ehefrau
        mama
        papa
        mutti
        vati
        zwilling
        zwillinge
        geschwister
        patentante
        braut
        bräutigam
        witwe
        witwer
        kind
        kinder
        mädchen
        teenager
        säugling
        neugeborene
        dame
        damen
        herr
        herren
        nachbarn
        krankenschwester
        krankenpfleger
        pflegerin
        schornsteinfeger
        kaminkehrer
        bäcker
        konditor
        metzger
        fleischer
        gärtnerin
        bäuerin
        landwirt
        winzer
        schmied
        tischler
        zimmermann
        dachdecker
        friseur
        friseurin
        optiker
        hirte
        hirtin
        fährmann
        lokführer
        schaffnerin
        erzieherin
        tagesmutter
        kindergartenkind
        kindergartenkinder
        nachbarskind
        nachbarskinder
        ladenbesitzer
        kassierer
        brüder
        schwestern
        töchter
        väter
        mütter
        tanten
        schwager
        schwägerin
        schwiegermutter
        großmütter
        großväter
        urgroßmutter
        bauern
        fischers
        fischern
        hausmeisters
        bäckers
        jugendlicher
        rentner
        rentnerin
        postbotin
        busfahrerin
        taxifahrerin
        bub
        buben
        genick
        kohlmeise
        blaumeise
        [action_verbs]
        faltet
        faltete
        falten
        gefaltet
        flickt
        flickte
        flicken
        geflickt
        zählt
        zählte
        zählen
        gezählt
        schält
        schälte
        schälen
        geschält
        spitzt
        spitzte
        spitzen
        gespitzt
        stopft
        stopfte
        stopfen
        gestopft
        putzt
        putzte
        putzen
        geputzt
        pult
        pulte
        pulen
        gepult
        schreibt
        schrieb
        schreiben
        geschrieben
        zeichnet
        zeichnete
        zeichnen
        gezeichnet
        bindet
        band
        binden
        gebunden
        knotet
        knotete
        knoten
        geknotet
        befestigt
        befestigte
        befestigen
        verpackt
        verpackte
        verpacken
        teilt
        teilte
        teilen
        geteilt
        knackt
        knackte
        knacken
        geknackt
        sortiert
        sortierte
        sortieren
        entwirrt
        entwirrte
        entwirren
        stimmt
        stimmte
        stimmen
        gestimmt
        gießt
        goss
        gießen
        gegossen
        flicht
        flocht
        flechten
        geflochten
        schnitzt
        schnitzte
        schnitzen
        geschnitzt
        repariert
        reparierte
        reparieren
        rührt
        rührte
        rühren
        gerührt
        schneidet
        schnitt
        schneiden
        geschnitten
        knetet
        knetete
        kneten
        geknetet
        bügelt
        bügelte
        bügeln
        gebügelt
        presst
        presste
        pressen
        gepresst
        notiert
        notierte
        notieren
        klebt
        klebte
        kleben
        geklebt
        liest
        las
        lesen
        gelesen
        füttert
        fütterte
        füttern
        gefüttert
        schrubbt
        schrubbte
        schrubben
        geschrubbt
        schließt
        schloss
        schließen
        geschlossen
        mischt
        mischte
        mischen
        gemischt
        strickt
        strickte
        stricken
        gestrickt
        wickelt
        wickelte
        wickeln
        gewickelt
        packt
        packte
        packen
        gepackt
        füllt
        füllte
        füllen
        gefüllt
        trägt
        trug
        tragen
        getragen
        hebt
        hob
        heben
        gehoben
        misst
        maß
        messen
        gemessen
        bastelt
        bastelte
        basteln
        gebastelt
        malt
        malte
        malen
        gemalt
        beschriftet
        beschriftete
        beschriften
        schüttelt
        schüttelte
        schütteln
        geschüttelt
        wringt
        wrang
        wringen
        gewrungen
        wechselt
        wechselte
        wechseln
        gewechselt
        pellt
        pellte
        pellen
        gepellt
        beißt
        biss
        beißen
        gebissen
        halbiert
        halbierte
        halbieren
        verteilt
        verteilte
        verteilen
        pustet
        pustete
        pusten
        gepustet
        reibt
        rieb
        reiben
        gerieben
        umfasst
        umfasste
        umfassen
        wiegt
        wiegte
        wiegen
        gewiegt
        streichelt
        streichelte
        streicheln
        gestreichelt
        ölt
        ölte
        ölen
        geölt
        schärft
        schärfte
        schärfen
        geschärft
        stapelt
        stapelte
        stapeln
        gestapelt
        bemalt
        bemalte
        bemalen
        bestickt
        bestickte
        besticken
        hält
        hielt
        halten
        gehalten
        versteckt
        versteckte
        verstecken
        versiegelt
        versiegelte
        versiegeln
        bestreicht
        bestrich
        bestreichen
        zerbröselt
        zerbröselte
        zerbröseln
        poliert
        polierte
        polieren
        schnürt
        schnürte
        schnüren
        geschnürt
        bürstet
        bürstete
        bürsten
        gebürstet
        hackt
        hackte
        hacken
        gehackt
        fegt
        fegte
        fegen
        gefegt
        kehrt
        kehrte
        kehren
        gräbt
        grub
        graben
        gegraben
        pflanzt
        pflanzte
        pflanzen
        gepflanzt
        harkt
        harkte
        harken
        backt
        backte
        backen
        gebacken
        kocht
        kochte
        kochen
        gekocht
        hängt
        hängte
        hängen
        legt
        legte
        legen
        gelegt
        stellt
        stellte
        stellen
        zieht
        zog
        ziehen
        gezogen
        schiebt
        schob
        schieben
        geschoben
        öffnet
        öffnete
        öffnen
        geöffnet
        schleppt
        schleppte
        schleppen
        wischt
        wischte
        wischen
        gewischt
        wäscht
        wusch
        waschen
        gewaschen
        trocknet
        trocknete
        trocknen
        sammelt
        sammelte
        sammeln
        gesammelt
        pflückt
        pflückte
        pflücken
        gepflückt
        näht
        nähte
        nähen
        genäht
        hämmert
        hämmerte
        hämmern
        sägt
        sägte
        sägen
        schleift
        schleifte
        schleifen
        knöpft
        knöpfte
        schnippelt
        schnippeln

        trennt
        trennte
        trennen
        getrennt
        säumt
        säumte
        säumen
        gesäumt
        übt
        übte
        üben
        geübt
        löst
        löste
        lösen
        gelöst
        # Broadened general vocabulary.
        schaufelt
        schaufelte
        schaufeln
        geschaufelt
        angelt
        angelte
        angeln
        geangelt
        springt
        sprang
        springen
        gesprungen
        hüpft
        hüpfte
        hüpfen
        gehüpft
        klettert
        kletterte
        klettern
        geklettert
        rennt
        rannte
        rennen
        gerannt
        läuft
        lief
        laufen
        gelaufen
        stapft
        stapfte
        stapfen
        gestapft
        schlendert
        schlenderte
        schlendern
        marschiert
        marschierte
        marschieren
        trabt
        trabte
        schleicht
        schleichen
        kriecht
        kroch
        kriechen
        gekrochen
        taucht
        tauchte
        tauchen
        getaucht
        schwimmt
        schwamm
        schwimmen
        geschwommen
        planscht
        planschte
        planschen
        spritzt
        spritzte
        spritzen
        paddelt
        paddelte
        paddeln
        rudert
        ruderte
        rudern
        gerudert
        segelt
        segelte
        segeln
        radelt
        radelte
        radeln
        geradelt
        fährt
        fuhr
        fahren
        reitet
        ritt
        reiten
        geritten
        lenkt
        lenkte
        lenken
        wirft
        warf
        werfen
        geworfen
        fängt
        fangen
        gefangen
        kickt
        kickte
        kicken
        tritt
        trat
        treten
        jongliert
        jonglierte
        jonglieren
        schaukelt
        schaukelte
        schaukeln
        geschaukelt
        umarmt
        umarmte
        umarmen
        küsst
        küsste
        küssen
        geküsst
        winkt
        winkte
        winken
        gewinkt
        klatscht
        klatschte
        klatschen
        nickt
        nickte
        nicken
        zwinkert
        zwinkerte
        zwinkern
        lacht
        lachte
        lachen
        gelacht
        kichert
        kicherte
        kichern
        gekichert
        kitzelt
        kitzelte
        kitzeln
        schöpft
        schöpfte
        schöpfen
        tätschelt
        tätschelte
        stupst
        stupste
        stupsen
        drückt
        drückte
        drücken
        gedrückt
        kneift
        kniff
        greift
        griff
        greifen
        gegriffen
        umklammert
        umklammerte
        schnappt
        schnappte
        schnappen
        holt
        holte
        holen
        geholt
        liefert
        lieferte
        liefern
        jagt
        jagte
        jagen
        erntet
        erntete
        ernten
        geerntet
        zupft
        zupfte
        zupfen
        mäht
        mähte
        mähen
        gemäht
        stutzt
        stutzte
        bohrt
        bohrte
        bohren
        gebohrt
        saugt
        saugte
        saugen
        staubt
        spült
        spülte
        spülen
        gespült
        brät
        briet
        braten
        gebraten
        röstet
        röstete
        rösten
        geröstet
        grillt
        grillte
        grillen
        gegrillt
        köchelt
        stampft
        stampfte
        stampfen
        streicht
        strich
        streichen
        gestrichen
        streut
        streute
        streuen
        gestreut
        leckt
        leckte
        lecken
        kaut
        kaute
        kauen
        gekaut
        knabbert
        knabberte
        knabbern
        mampft
        schluckt
        schluckte
        schlucken
        schlürft
        schlürfte
        isst
        aß
        gegessen
        trinkt
        trank
        trinken
        getrunken
        serviert
        servierte
        servieren
        verschüttet
        baut
        baute
        gebaut
        vergräbt
        vergrub
        vergraben
        sät
        säte
        säen
        gesät
        kritzelt
        kritzelte
        kritzeln
        radiert
        radierte
        zerreißt
        zerriss
        zerreißen
        zerrissen
        zerknüllt
        zerknüllte
        zerdrückt
        lehnt
        lehnte
        lehnen
        gelehnt
        sitzt
        saß
        sitzen
        gesessen
        kniet
        kniete
        knien
        gekniet
        hockt
        hockte
        hocken
        bückt
        bückte
        bücken
        streckt
        streckte
        strecken
        döst
        döste
        dösen
        gähnt
        gähnte
        gähnen
        niest
        nieste
        niesen
        hustet
        hustete
        husten
        blinzelt
        blinzelte
        blinzeln
        späht
        spähte
        spähen
        lugt
        klopft
        klopfte
        klopfen
        geklopft
        hupt
        hupte
        hupen
        klingelt
        klingelte
        klingeln
        wackelt
        wackelte
        wackeln
        stolpert
        stolperte
        stolpern
        rutscht
        rutschte
        rutschen
        gerutscht
        schlittert
        dreht
        drehte
        drehen
        gedreht
        wirbelt
        tanzt
        tanzte
        tanzen
        getanzt
        schubst
        schubste
        schubsen
        zerrt
        zerrte
        zerren
        hievt
        hievte
        lädt
        lud
        geladen
        entlädt
        ausgepackt
        auspacken
        badet
        badete
        baden
        gebadet
        rasiert
        rasierte
        tupft
        tupfte
        tupfen
        kratzt
        kratzte
        kratzen
        gekratzt
        kuschelt
        kuschelte
        kuscheln
        schmückt
        schmückte
        schmücken
        geschmückt
        dekoriert
        dekorierte
        watet
        watete
        waten
        joggt
        joggte
        joggen
        wandert
        wanderte
        gewandert
        pfeift
        pfiff
        pfeifen
        gepfiffen
        summt
        summte
        summen
        gesummt
        singt
        sang
        singen
        gesungen
        trommelt
        trommelte
        steigt
        stieg
        steigen
        gestiegen
        verteidigt
        verteidigte
        verteidigen
        schenkt
        schenkte
        schenken
        geschenkt
        setzt
        setzte
        tastet
        tastete
        tasten
        getastet
        ruft
        rief
        rufen
        gerufen
        schreit
        schrie
        schreien
        flüstert
        flüsterte
        flüstern
        jubelt
        jubelte
        jubeln
        gejubelt
        platscht
        platschte
        jätet
        jätete
        jäten
        schraubt
        schraubte
        schrauben
        geschraubt
        leimt
        leimte
        lackiert
        lackierte
        lackieren
        tapeziert
        tapezierte
        mauert
        mauerte
        zimmert
        geleert
        gerollt
        geformt
        sticht
        stach
        stechen
        würfelt
        würfelte
        würfeln
        tauscht
        tauschte
        tauschen
        getauscht
        krault
        kraulte
        kraulen
        gekrault
        kämmt
        kämmte
        kämmen
        gekämmt
        föhnt
        schnallt
        schnallte
        tröstet
        tröstete
        trösten
        getröstet
        schwenkt
        schwenkte
        schwingt
        schwang
        schwingen
        balanciert
        balancierte
        balancieren
        bremst
        bremste
        bremsen
        gebremst
        parkt
        parkte
        parken
        geparkt
        rettet
        rettete
        retten
        gerettet
        fotografiert
        fotografierte
        fotografieren
        spielt
        spielte
        spielen
        gespielt
        buddelt
        buddelte
        buddeln
        gebuddelt
        sprintet
        sprintete
        flitzt
        flitzte
        flitzen
        turnt
        turnte
        turnen
        rodelt
        rodelte
        rodeln
        schlittelt
        schleudert
        schleuderte
        schleudern
        getippt
        schnuppert
        schnupperte
        schnuppern
        schnüffelt
        schnüffelte
        schnüffeln
        beschnuppert
        bellt
        bellte
        bellen
        miaut
        schnurrt
        schnurrte
        schnurren
        gackert
        scharrt
        scharrte
        scharren
        pickt
        pickte
        picken
        flattert
        flatterte
        flattern
        hoppelt
        hoppelte
        krabbelt
        krabbelte
        krabbeln
        wedelt
        wedelte
        wedeln
        apportiert
        streift
        streifte
        streifen
        balgt
        tobt
        tobte
        toben
        getobt
        zeltet
        ausgräbt
        ausgegraben
        eingepackt
        aufgehängt
        aufgeräumt
        räumt
        räumte
        räumen
        umgegraben
        [emotion_words]
        zärtlichkeit
        zärtlich
        erleichterung
        erleichtert
        schüchtern
        schüchternheit
        dankbar
        dankbarkeit
        heimweh
        fernweh
        beschwingt
        wehmütig
        wehmut
        sehnsucht
        sehnsüchtig
        nostalgie
        nostalgisch
        stolz
        verlegen
        verlegenheit
        peinlich
        nervös
        nervosität
        ängstlich
        angst
        unruhig
        unruhe
        besorgt
        sorge
        sorgen
        bange
        aufgeregt
        aufregung
        vorfreude
        freude
        fröhlich
        heiter
        heiterkeit
        zufrieden
        zufriedenheit
        gelassen
        gelassenheit
        friedlich
        geborgen
        geborgenheit
        gemütlich
        gemütlichkeit
        hoffnungsvoll
        hoffnung
        neugierig
        neugier
        staunen
        erstaunt
        verwundert
        verwirrt
        ratlos
        einsam
        einsamkeit
        traurig
        trauer
        kummer
        schwermut
        schwermütig
        melancholisch
        melancholie
        müde
        erschöpft
        frustriert
        gereizt
        mürrisch
        grantig
        verbittert
        neidisch
        eifersüchtig
        schuldbewusst
        beschämt
        scham
        reue
        liebevoll
        zuneigung
        verliebt
        mitgefühl
        mitleid
        amüsiert
        übermütig
        übermut
        verschmitzt
        albern
        mutig
        tapfer
        trotzig
        trotz
        entschlossen
        stur
        ruhig
        geduldig
        geduld
        ungeduldig
        gerührt
        rührung
        bittersüß
        wütend
        ärger
        überrascht
        erschrocken
        überwältigt
        demut
        weltschmerz
        scheu
        glücklich
        froh
        hellwach
        hungrig
        # Broadened general vocabulary.
        glückselig
        selig
        überglücklich
        begeistert
        begeisterung
        euphorisch
        ausgelassen
        ausgelassenheit
        vergnügt
        vergnügen
        munter
        gelaunt
        gutgelaunt
        entspannt
        sorglos
        unbeschwert
        beruhigt
        getröstet
        versöhnt
        ergriffen
        beglückt
        entzückt
        entzücken
        hingerissen
        verzaubert
        fasziniert
        gebannt
        gespannt
        wissbegierig
        staunend
        fassungslos
        sprachlos
        verblüfft
        verblüffung
        baff
        perplex
        schockiert
        erschüttert
        entsetzt
        verängstigt
        furchtsam
        panisch
        panik
        aufgelöst
        verstört
        beunruhigt
        angespannt
        anspannung
        zappelig
        kribbelig
        hibbelig
        zaghaft
        zögerlich
        verschämt
        gehemmt
        befangen
        kleinlaut
        zerknirscht
        reumütig
        bedrückt
        niedergeschlagen
        betrübt
        bekümmert
        tieftraurig
        untröstlich
        verzweifelt
        verzweiflung
        unglücklich
        enttäuscht
        enttäuschung
        entmutigt
        mutlos
        verzagt
        deprimiert
        missmutig
        verdrossen
        griesgrämig
        brummig
        launisch
        schmollend
        schmollt
        beleidigt
        gekränkt
        kränkung
        empört
        empörung
        entrüstet
        verärgert
        genervt
        ärgerlich
        zornig
        zorn
        rasend
        sauer
        misstrauisch
        skeptisch
        argwöhnisch
        verdutzt
        belustigt
        schelmisch
        spitzbübisch
        frech
        keck
        selbstzufrieden
        triumphierend
        siegessicher
        zuversichtlich
        erwartungsvoll
        vereinsamt
        nachdenklich
        versonnen
        verträumt
        träumerisch
        schläfrig
        ausgelaugt
        gelangweilt
        langeweile
        lustlos
        innig
        vernarrt
        hingebungsvoll
        fürsorglich
        mütterlich
        väterlich
        beschützend
        mitfühlend
        teilnahmsvoll
        gutmütig
        gutherzig
        warmherzig
        sanftmütig
        gefasst
        andächtig
        ehrfürchtig
        ehrfurcht
        demütig
        gedemütigt
        blamiert
        aufgekratzt
        zittrig
        zitternd
        bibbernd
        schluchzend
        weinend
        lachend
        kichernd
        grinsend
        strahlend
        jubelnd
        jauchzend
        seufzend
        errötend
        schmunzelnd
        lächelnd
        schadenfroh
        schadenfreude
        schreck
        schrecken
        furcht
        beklemmung
        lampenfieber
        ungeduld
        neid
        eifersucht
        wut
        groll
        ekel
        abscheu
        müdigkeit
        erschöpfung
        bewunderung
        stolze
        stolzer
        stolzen
        stolzes
        fröhliche
        fröhlichen
        zufriedene
        zufriedenen
        ängstliche
        ängstlichen
        neugierige
        neugierigen
        erleichterte
        erleichterten
        aufgeregte
        aufgeregten
        gerührte
        verlegene
        begeisterte
        begeisterten
        schüchterne
        schüchternen
        traurige
        traurigen
        wütende
        beleidigte
        geduldige
        geduldigen
        nervöse
        besorgte
        dankbare
        dankbaren
        sehnsüchtige
        zärtliche
        liebevolle
        verliebte
        eifersüchtige
        freudestrahlend
        freudig
        gespannte
        heimwehkrank
        kleinmütig
        wehleidig
        trotzige
        übermütige
        mutige
        verzückt
        jubel
        vergnügte
        gutgelaunte

        [theme:courage]
        mut
        mutig
        tapfer
        tapferkeit
        wagt
        wagen
        wagte
        gewagt
        angst
        ängste
        furcht
        fürchtet
        trotzdem
        zittert
        zitternd
        sprung
        springt
        risiko
        riskiert
        erster schritt
        zum ersten mal
        steht auf
        widerspricht
        dunkel
        dunkelheit
        höhe
        fremd
        fremde
        versucht
        versuchen
        wieder
        kühn

        [theme:friendship]
        freund
        freunde
        freundin
        freundinnen
        freundschaft
        kumpel
        nachbar
        nachbarin
        nachbarn
        zusammen
        gemeinsam
        teilt
        teilen
        geteilt
        gesellschaft
        lacht
        lachen
        gelacht
        besuch
        besucht
        besuchen
        leiht
        geliehen
        borgt
        ruft an
        anruf
        brief
        briefe
        geheimnis
        geheimnisse
        versprechen
        verspricht
        wiedersehen
        treu
        vertraut
        vertrauen
        nebeneinander
        einander

        [theme:home]
        zuhause
        zu hause
        daheim
        heim
        haus
        häuser
        wohnung
        küche
        tür
        türschwelle
        fenster
        dach
        garten
        tisch
        herd
        ofen
        kessel
        bett
        flur
        dachboden
        treppe
        schlüssel
        familie
        großmutter
        großvater
        mutter
        vater
        heimkehr
        kehrt zurück
        heimweg
        nach hause
        abendessen
        decke
        lampe
        stuhl
        nachbar
        straße

        [theme:work]
        arbeit
        arbeitet
        arbeiten
        gearbeitet
        beruf
        stelle
        schicht
        schichten
        nachtschicht
        spätschicht
        büro
        werkstatt
        fabrik
        werkzeug
        werkzeuge
        hammer
        schreibtisch
        chef
        chefin
        kollege
        kollegin
        kollegen
        frist
        überstunden
        lohn
        feierabend
        handwerk
        lehrling
        lehre
        mechaniker
        bäckerin
        schreiner
        mühe
        schweiß
        hände
        baut
        gebaut
        repariert
        flickt
        uniform
        stempelt
        dienst

        [theme:nature]
        baum
        bäume
        wald
        wälder
        fluss
        flüsse
        meer
        welle
        wellen
        hügel
        berg
        berge
        feld
        felder
        wiese
        wiesen
        moos
        farn
        blatt
        blätter
        blüte
        blüten
        vogel
        vögel
        reiher
        fuchs
        reif
        frost
        schnee
        regen
        nebel
        wind
        sturm
        himmel
        mond
        sterne
        sonnenaufgang
        sonnenuntergang
        tau
        erde
        schlamm
        samen
        gezeiten
        see
        frühling
        herbst
        winter
        sommer

        [theme:time]
        zeit
        zeiten
        uhr
        uhren
        stunde
        stunden
        minute
        minuten
        sekunde
        morgen
        abend
        nacht
        mitternacht
        morgengrauen
        dämmerung
        gestern
        heute
        jahr
        jahre
        jahrzehnt
        jahreszeit
        jahreszeiten
        kalender
        warten
        wartet
        gewartet
        spät
        früh
        bald
        später
        damals
        alt
        älter
        alter
        erinnerung
        erinnerungen
        erinnert
        jahrestag
        geburtstag
        taschenuhr

        [theme:kindness]
        freundlich
        freundlichkeit
        güte
        gütig
        sanft
        behutsam
        großzügig
        großzügigkeit
        hilft
        helfen
        geholfen
        hilfe
        sorgt
        fürsorge
        kümmert
        geschenk
        geschenke
        schenkt
        gibt
        gab
        bietet an
        teilt
        geteilt
        dankt
        danke
        lächelt
        lächeln
        umarmt
        umarmung
        fremde
        fremder
        gefallen
        geduld
        suppe
        decke
        hält die tür
        trägt
        tröstet
        trost
        mitgefühl

        [theme:learning]
        lernen
        lernt
        gelernt
        lektion
        lektionen
        lehrt
        lehren
        gelehrt
        lehrerin
        lehrer
        schüler
        schülerin
        student
        studentin
        schule
        klasse
        klassenzimmer
        buch
        bücher
        bibliothek
        lesen
        liest
        gelesen
        übt
        üben
        geübt
        übung
        fehler
        frage
        fragen
        antwort
        antworten
        heft
        bleistift
        hausaufgaben
        prüfung
        prüfungen
        wort
        wörter
        sprache
        alphabet
        lehrling
        fähigkeit
        handgriff

        [mood:calm]
        ruhig
        ruhe
        still
        stille
        langsam
        leise
        sanft
        behutsam
        gedämpft
        frieden
        friedlich
        ruht
        ausruhen
        atmet
        atem
        gelassen
        ohne eile
        gemächlich
        gleichmäßig
        legt sich
        kerze
        lampe
        tee
        warm
        döst
        murmelt
        murmeln
        geborgen

        [mood:hopeful]
        hoffnung
        hofft
        hoffen
        hoffnungsvoll
        bald
        morgen
        morgengrauen
        frühling
        neu
        neue
        beginnt
        anfang
        fängt an
        samen
        keimt
        sprießt
        blüht
        blüte
        knospe
        knospen
        licht
        heller
        versprechen
        vorfreude
        wartet
        offen
        öffnet
        zum ersten mal
        wächst
        aufgehen

        [mood:wistful]
        wehmütig
        wehmut
        erinnert
        erinnerung
        erinnerungen
        damals
        einst
        früher
        alt
        alte
        vergangen
        vorbei
        letzte
        vor langer zeit
        vor jahren
        verblasst
        verblassend
        foto
        fotos
        brief
        briefe
        vermisst
        sehnsucht
        kindheit
        sommer
        herbst
        dämmerung
        leer
        echo
        ehemalig
        halb vergessen
        postkarte
        gestern
        fern
        weit weg

        [mood:playful]
        verspielt
        spielt
        spielen
        spiel
        spiele
        lacht
        lachen
        kichert
        kichern
        grinst
        grinsen
        witz
        witze
        neckt
        necken
        albern
        schelmisch
        verschmitzt
        streich
        tanzt
        tanzen
        hüpft
        hüpfen
        pfeift
        pfeifen
        luftballon
        pfütze
        pfützen
        platscht
        kitzelt
        versteckt
        schleicht
        zwinkert
        purzelbaum
        übermütig

        [mood:determined]
        entschlossen
        stur
        beharrlich
        wieder
        noch einmal
        weiter
        macht weiter
        gibt nicht auf
        weigert sich
        besteht darauf
        beendet
        vollendet
        schiebt
        drückt
        klettert
        steigt
        trägt
        schleppt
        zäh
        fest
        unbeirrt
        bis
        jeden tag
        versucht
        übt
        trainiert
        hebt
        unermüdlich
        durchhalten
        zielstrebig

        [quote_style]
        „
        “

        # Composer slots: output text, normal German capitalization, no final punctuation.
        # Subjects are people (nominative, 3rd person singular); actions avoid separable verbs so that the
        # place phrase can follow the object; places are prepositional phrases only (no clauses, since
        # the first pattern has no comma); codas read after a comma (subordinate clauses are verb-final).
        [composer_subject]
        die alte Bäckerin
        mein Großvater
        meine Großmutter
        die junge Nachtschwester
        ein müder Mechaniker
        der alte Hausmeister
        unsere neue Nachbarin
        der wortkarge Busfahrer
        eine pensionierte Lehrerin
        mein kleiner Bruder
        meine ältere Schwester
        die Frau von nebenan
        der Mann von unten
        ein junger Vater
        die flinke Briefträgerin
        der alte Fischer
        die Blumenverkäuferin vom Markt
        der einsame Leuchtturmwärter
        ein schüchterner Lehrling
        der Kapitän der Fähre
        der pingelige Klavierstimmer
        die stille Bibliothekarin
        ein sturer Schreiner
        der alte Schuster
        die erfahrene Hebamme
        der Imker vom Waldrand
        die freundliche Apothekerin
        ein Student mit Heimweh
        der Nachtportier des Hotels
        die kurzsichtige Schneiderin
        der Gärtner des Stadtparks
        die Köchin der Spätschicht
        der höfliche Schaffner
        die Straßenbahnfahrerin der Frühschicht
        mein ältester Freund
        meine beste Freundin
        ein geduldiger Uhrmacher
        der Hafenmeister
        die Tochter des Schneiders
        der Enkel des Schäfers
        die fröhliche Altenpflegerin
        der Buchbinder
        die Kassiererin vom Supermarkt
        ein schweigsamer Taxifahrer
        ein alter Boxer
        die Försterin
        der Gemüsehändler von gegenüber
        die Wirtin der Dorfkneipe
        die Tierärztin des Dorfes
        der Maronenverkäufer
        meine jüngste Tante
        ein verschlafener Pförtner
        ein nervöser Student
        die neue Praktikantin
        ein verwitweter Bauer

        [composer_action]
        faltet ein Papierboot
        flickt den zerrissenen Ärmel
        zählt die Münzen zweimal
        schält langsam eine Orange
        spitzt einen Bleistiftstummel
        stopft eine Wollsocke
        putzt die alten Schuhe
        pult frische Erbsen
        schreibt eine Postkarte nach Hause
        zeichnet die Dächer gegenüber
        bindet einen losen Schnürsenkel
        knotet eine ausgefranste Schnur
        befestigt einen losen Knopf
        verpackt ein kleines Paket
        teilt einen Granatapfel
        knackt Walnüsse mit der Hand
        sortiert lose Knöpfe
        entwirrt eine Angelschnur
        stimmt eine alte Gitarre
        flicht ein Stück Seil
        schnitzt einen Holzlöffel
        repariert einen kaputten Regenschirm
        flickt einen Fahrradschlauch
        rührt in heißem Kakao
        faltet warme Handtücher
        presst Blumen in einem Buch
        notiert ein altes Rezept
        klebt eine gesprungene Untertasse
        liest einen alten Brief
        füttert die Tauben
        putzt eine beschlagene Brille
        schließt den schweren Wintermantel
        mischt die Spielkarten
        strickt einen gestreiften Schal
        wickelt ein Wollknäuel
        packt das Pausenbrot für morgen
        füllt eine Thermoskanne
        trägt ein schlafendes Kleinkind
        trägt eine Kiste Äpfel
        hebt einen schweren Koffer
        zählt die Maschen noch einmal
        misst ein Stück Band
        bastelt einen Papierstern
        malt ein winziges Boot
        zeichnet eine Landkarte
        beschriftet die Marmeladengläser
        schüttelt einen nassen Regenschirm
        wringt ein nasses Geschirrtuch
        flickt ein Fischernetz
        wechselt eine leere Batterie
        pellt ein gekochtes Ei
        beißt in einen kalten Apfel
        halbiert einen Keks
        verteilt die Schokolade
        reibt sich die kalten Hände
        umfasst einen warmen Becher
        wiegt ein weinendes Baby
        streichelt eine schnurrende Katze
        ölt eine Fahrradkette
        schärft ein altes Taschenmesser
        stapelt die Zeitungen von gestern
        bemalt einen glatten Kiesel
        verpackt ein Geburtstagsgeschenk
        bestickt ein altes Taschentuch
        hält ein warmes Brötchen
        versteckt einen kleinen Zettel
        flicht ein Armband aus Garn
        repariert einen wackligen Stuhl
        versiegelt einen Brief
        zerbröselt altes Brot
        poliert eine Trompete
        sortiert die Post
        schnürt die Wanderstiefel
        bürstet einen alten Mantel
        zählt das Wechselgeld
        trennt eine schiefe Naht
        säumt eine alte Hose
        übt einen Kartentrick
        schreibt einen Einkaufszettel
        löst ein Kreuzworträtsel
        knackt eine Handvoll Pistazien

        [composer_place]
        am offenen Küchenfenster
        im letzten Bus nach Hause
        am alten Küchentisch
        auf der hinteren Treppe
        unter der Lampe im Flur
        nach der langen Nachtschicht
        an einem verregneten Sonntag
        im stillen Krankenhausflur
        im Wartezimmer beim Arzt
        im ratternden Nachtzug
        neben der alten Heizung
        im Waschsalon um Mitternacht
        auf einer Bank am Fluss
        im kleinen Gartenhaus
        an der zugigen Bushaltestelle
        hinter der Ladentheke
        im leeren Klassenzimmer
        auf dem Deck der Fähre
        im ersten grauen Licht
        während des Stromausfalls
        kurz vor dem Morgengrauen
        auf dem schmalen Balkon
        unter einem gestreiften Sonnenschirm
        am Tor des Schrebergartens
        an der alten Hafenmauer
        zwischen zwei langen Schichten
        auf dem leeren Bahnsteig
        in der kleinen Dachkammer
        hinter den Marktständen
        auf der Türschwelle
        in der Warteschlange der Post
        in der Fensternische
        am alten Schreibtisch
        neben einem schlafenden Hund
        unter der flackernden Straßenlaterne
        in der Krankenhauskantine
        am ersten warmen Abend
        auf der Dachterrasse
        hinten im Lieferwagen
        während des Gewitters
        am Fenster des Leuchtturms
        neben dem Holzofen
        in der unaufgeräumten Werkstatt
        in der stillen Mittagspause
        auf der Morgenfähre
        im beschlagenen Café
        auf der obersten Treppenstufe
        in der hinteren Sitznische
        nahe dem Straßenbahndepot
        vor der Ankunft der Gäste
        in der eingeschneiten Hütte
        auf der alten Hollywoodschaukel
        vor dem ersten Schulgong
        unter dem Apfelbaum
        auf den sonnigen Dielen
        im kühlen Treppenhaus
        lange nach Mitternacht
        zur blauen Stunde
        am offenen Kamin
        im warmen Gewächshaus
        vor dem Öffnen der Bäckerei

        [composer_coda]
        und summt dabei leise
        als ob der Regen zuhörte
        ohne auf die Uhr zu sehen
        während draußen der Regen nachlässt
        still zufrieden mit der Arbeit
        leise nach Zimt duftend
        während das Radio leise murmelt
        ohne jemanden zu wecken
        dankbar für die Stille
        die Zungenspitze zwischen den Lippen
        die Wangen rot von der Kälte
        während die Straßenlaternen angehen
        die Zeit ganz vergessend
        lachend über nichts Bestimmtes
        mit Heimweh nach dem Meer
        als wäre die Müdigkeit verflogen
        scheu unter fremden Blicken
        erleichtert über den Feierabend
        einen Bleistift hinter dem Ohr
        mit Schnee auf den Schultern
        während irgendwo ein Hund bellt
        während fern ein Zug pfeift
        mit Sehnsucht nach dem Sommer
        froh, dass niemand drängelt
        das Lied von gestern summend
        beschwingt von einem freien Tag
        stur jede Hilfe ablehnend
        ein Kinderlied pfeifend
        gewärmt von der zweiten Tasse
        geduldig wie die Gezeiten
        in Sorge wegen der Miete
        zufrieden in der Stille
        die Augen hell vor Übermut
        dem Streit der Möwen lauschend
        heute seltsam mutig
        die Ärmel hochgekrempelt
        mit dampfendem Atem
        still in sich hineinlächelnd
        nervös und hellwach
        hungrig auf warmes Brot
        während der Schnee leise weiterfällt
        wie es einst die Großmutter zeigte
        ganz ohne Eile
        obwohl niemand zusieht
        weil morgen Besuch kommt
        bis die Hände warm sind
        halblaut vor sich hin zählend
        als wäre es ein Gebet
        in Gedanken ganz woanders
        beruhigt von der kleinen Aufgabe
        ein wenig traurig und zärtlich
        mit kalten, aber ruhigen Fingern
        voller Vorfreude auf den Sonntag
        ohne ein einziges Wort
        die Stirn in Falten gelegt
        ein altes Schlaflied singend
        mit der Geduld eines Uhrmachers
        während die Straße noch schläft
        mit noch leise klopfendem Herzen
        seltsam gerührt von der Stille

        [composer_pattern]
        {subject} {action} {place}
        {subject} {action} {place}, {coda}
        {subject} {action}, {coda}
        """#
}
