// Language data for "ca" (Catalan); format described in Lexicon.swift.
// Identification only: a close neighbour of Spanish that quotepool does not serve, known so that Catalan
// text is decided as ca and rejected under es. No composer, chatter, attribution, cliché or scorer data.
extension LexiconSource {
    static let ca = #"""
        # Catalan (ca). Hand-written data; identification only.

        [function_words]
        el
        la
        els
        les
        un
        una
        uns
        unes
        de
        del
        dels
        a
        al
        als
        en
        amb
        per
        per a
        pel
        pels
        i
        o
        però
        sinó
        que
        qui
        què
        no
        sí
        ni
        ja
        encara
        també
        tampoc
        molt
        molta
        molts
        més
        menys
        com
        quan
        on
        perquè
        doncs
        així
        tan
        tant
        gairebé
        només
        jo
        tu
        ell
        ella
        nosaltres
        vosaltres
        ells
        elles
        em
        et
        es
        ens
        us
        li
        hi
        ho
        meu
        meva
        meus
        meves
        teu
        teva
        seu
        seva
        seus
        seves
        nostre
        nostra
        nostres
        vostre
        vostra
        aquest
        aquesta
        aquests
        aquestes
        aquell
        aquella
        aquells
        això
        allò
        aquí
        allà
        avui
        ahir
        demà
        sempre
        mai
        tot
        tota
        tots
        totes
        cada
        altre
        altra
        altres
        algun
        alguna
        cap
        res
        ningú
        tothom
        és
        són
        era
        eren
        sóc
        som
        està
        estan
        va
        van
        vaig
        vam
        ha
        han
        he
        hem
        havia
        té
        tenen
        tinc
        fa
        fan
        pot
        sense
        sobre
        sota
        entre
        des
        fins
        després
        abans
        llavors
        mentre
        davant
        darrere
        prop
        lluny

        [sample_text]
        La meva àvia guarda els botons de tots els abrics vells en una capsa de llauna.
        Cada dissabte el meu pare va en bicicleta al mercat a comprar peix i formatge.
        La veïna deixa una galleda d'aigua a la porta perquè els gossos hi puguin beure.
        Vam esperar tota la tarda el tren sota la pluja, però ningú no es queixava.
        Quan va començar a nevar, els nens van sortir corrents cap a la muntanya.
        El forn de la cantonada ja fa olor de canyella i pa calent abans de les set.
        El meu germà arregla ràdios velles i després les fa sonar a la cuina.
        Sempre escrivia la llista de la compra al darrere d'un sobre.
        A la biblioteca vaig trobar una carta que algú havia oblidat entre les pàgines.
        El barber explica a cada client la mateixa història del seu viatge a Menorca.
        El nostre gat prefereix dormir al cistell de la roba, sobretot quan les tovalloles són calentes.
        Després de sopar jugàvem a cartes a la taula de la cuina fins que s'acabaven les espelmes.
        La meva filla ha posat un nom a cada ànec del parc.
        El pescador vell saluda tothom que passeja pel moll.
        Érem quatre al balcó i comptàvem els avions que passaven per sobre de la ciutat.
        Sempre s'emporta un termo de cafè quan se'n va a pescar al riu.
        Feia fred a l'església, però el cor cantava tan bé que ningú no se n'adonava.
        El carter sap exactament quin gos borda i quin només mou la cua.
        La meva mare planta tulipes a la tardor i després s'oblida d'on les ha posat.
        Sense ulleres l'avi no pot llegir el diari, així que la meva germana li llegeix en veu alta.
        Ahir vam endreçar el traster i vam trobar un gronxador antic.
        El tramvia passa a poc a poc pel carrer estret, arran de les finestres obertes.
        Encara tinc la meva primera bicicleta, tot i que el timbre està rovellat.
        A l'hora d'esmorzar, el meu fill comparteix l'entrepà amb el pardal de la finestra.
        El mestre va portar a classe una capsa plena de petxines després de les vacances.
        Quan hi ha tempesta, el meu pare entra les cadires del jardí al passadís.
        Els nostres veïns celebren cada any l'aniversari de la seva tortuga amb un pastís.
        Va aprendre a nedar als seixanta anys i ara va a la piscina cada matí.
        Al tren de tornada, un noi es va adormir a l'espatlla del seu amic.
        El fruiter sempre dona una poma als nens mentre la seva mare paga.
        Els diumenges caminem vora el riu fins al molí vell i tornem per la drecera.
        La meva tia fa mitjons per a tothom, fins i tot per a gent que gairebé no coneix.
        El nen del pis de dalt assaja cada vespre amb la trompeta.
        Vam pujar el piano per l'escala entre sis persones i encara vam riure.
        El llum de la cuina encara és encès perquè el meu pare fa pa per a demà.
        Hi ha un banc al costat del canal on el meu avi donava menjar als ànecs.
        Guarda les entrades de cada concert en una capsa de sabates sota el llit.
        La meva amiga em truca cada divendres per explicar-me què ha cuinat.
        El revisor va somriure quan la nena va ensenyar el bitllet a la seva nina.
        Per la finestra del forn es veu com la massa puja a poc a poc.
        Va passar tot l'estiu fent una barca de fusta que mai no va tocar l'aigua.
        De petit m'amagava a l'armari de les bufandes d'hivern.
        La dona de la parada de flors regala les últimes roses els dilluns.
        Vam esperar al port fins que les barques van entrar i el pont va baixar.
        El meu avi reconeixia cada ocell pel seu cant amb els ulls tancats.
        Fa tres dies que plou, però els cargols del jardí estan molt contents.
        Després de l'escola, els nens van primer al parc que hi ha darrere de l'església.
        Sempre canta en veu alta quan renta els plats, sobretot cançons antigues de la ràdio.
        El veí ja ha deixat la seva escala a tothom del carrer.
        A la tardor collim castanyes al bosc i les posem a l'ampit de la finestra.
        La meva germana no suporta llevar-se d'hora, però mai no arriba tard.
        L'antiga estació ara és un cafè on pots menjar sopa al costat de l'estufa.
        Cada nit a les nou la veïna apaga el llum de l'escala.
        Vam rebre una carta d'un cosí del Canadà que no havíem conegut mai.
        Vaig veure com el meu pare collia en silenci una flor del jardí per a la meva mare.
        No hi havia prou cadires, i per això els nens seien als graons.
        El gos del forner espera cada matí a la porta un tros de crosta.
        Ha viscut tota la vida a la mateixa casa del carrer Major.
        Quan arriba el vaixell, les gavines ja volen cap al moll.
        Amb una tassa de te i un jersei gruixut, l'hivern es fa més curt.
        El meu nebot pregunta a cada conte si va passar de debò.
        A la teulada del corral hi creix molsa que al sol sembla gairebé d'or.
        Amb el primer sou es va comprar una bicicleta per a la seva mare.
        L'avi diu que les tomaqueres fan més fruit si els parles cada matí.
        Aquest estiu hem pintat la barana del balcó d'un groc molt alegre.
        Els nens del barri juguen a pilota a la plaça fins que s'encenen els fanals.
        La padrina feia coca de recapte cada vegada que venien els néts.
        El paleta va deixar les seves inicials gravades al ciment fresc de l'escala.
        Al migdia la plaça fa olor de pa amb tomàquet i d'oli acabat de posar.
        El meu oncle col·lecciona claus antigues que ja no obren cap porta.
        Els dissabtes al matí el meu avi porta les cabres al prat i torna cantant.
        La meva mare guardava les cartes del meu pare en una capsa de fusta sota el llit.
        A l'hivern ens assèiem tots al voltant de la llar de foc a escoltar rondalles.
        El meu cosí treballa al port i sempre porta peix fresc els divendres.
        Aquest matí ha plogut tant que la riera gairebé ha arribat a les cases.
        Els nens de l'escola han plantat pins nous a la muntanya cremada.
        La meva àvia encara fa el pa al forn de llenya com quan era jove.
        A la festa major la cobla va tocar fins a les tres i ningú no va marxar.
        El veí del davant arregla bicicletes velles i les regala als nois del poble.
        Després de la verema, tota la casa fa olor de raïm i de most dolç.
        La mestra llegia poemes en veu alta i els nens callaven de seguida.
        Cada tarda la meva veïna rega les flors del balcó amb una regadora vermella.
        El senyor del quiosc sap quin diari llegeix cada persona del barri.
        Els meus pares es van conèixer en un ball de poble fa quaranta anys.
        Cada tardor la meva mare fa melmelada de poma per a tot l'hivern.
        Quan passa el tren pel pont, els nens saluden des del camí.
        La casa dels avis té un hort amb cols, patates i dues figueres.
        El gos de la casa dorm sempre davant de la porta per vigilar-la de nit.
        Al mercat de la plaça les pageses venen ous, enciam i formatge fresc.
        La gent del barri es va reunir per pintar l'escola abans de començar el curs.
        Els diumenges dinàvem escudella i després fèiem una migdiada molt llarga.
        Quan el mar està mogut, els pescadors es queden al bar jugant a cartes.
        El rellotge del campanar fa anys que està aturat a les dotze.
        Vaig deixar les claus a la porta i el veí me les va guardar fins que vaig tornar.
        Els nens van collir móres pel camí i van tornar amb les mans morades.
        L'àvia sabia quan plouria només mirant els núvols sobre la serra.
        La meva amiga m'ha enviat una postal des de Girona amb un segell molt bonic.
        El meu fill vol ser mariner com el seu besavi.
        Cada Nadal fem el pessebre amb les figuretes que eren de la besàvia.
        Aquesta nit sopem a la fresca, amb pa amb tomàquet i una mica de pernil.
        """#
}
