// Language data for locale "it"; format described in Lexicon.swift.
extension LexiconSource {
    static let it = #"""
        [function_words]
        il
        lo
        la
        i
        gli
        le
        un
        uno
        una
        un'
        del
        dello
        della
        dei
        degli
        delle
        al
        allo
        alla
        ai
        agli
        alle
        dal
        dallo
        dalla
        dai
        dagli
        dalle
        nel
        nello
        nella
        nei
        negli
        nelle
        sul
        sullo
        sulla
        sui
        sugli
        sulle
        col
        di
        a
        da
        in
        con
        su
        per
        tra
        fra
        e
        ed
        o
        ma
        però
        anche
        che
        chi
        cui
        non
        più
        molto
        poco
        tanto
        troppo
        già
        ancora
        sempre
        mai
        è
        sono
        sei
        siamo
        siete
        era
        erano
        stato
        stata
        essere
        ho
        hai
        ha
        abbiamo
        avete
        hanno
        aveva
        avere
        questo
        questa
        questi
        queste
        quello
        quella
        quei
        quegli
        mio
        mia
        miei
        mie
        tuo
        tua
        suo
        sua
        suoi
        sue
        nostro
        nostra
        loro
        io
        tu
        lui
        lei
        noi
        voi
        mi
        ti
        si
        ci
        vi
        ne
        perché
        quando
        come
        dove
        se
        poi
        così
        ogni
        tutto
        tutti
        tutta
        tutte
        qualche
        niente
        nulla
        dopo
        prima
        senza
        sotto
        sopra
        verso
        mentre
        quindi
        c'è
        dell'
        nell'
        all'
        sull'
        dall'
        quest'
        po'
        qui

        [sample_text]
        La mattina bevo il caffè in piedi, guardando i tetti ancora bagnati dalla pioggia.
        Mia nonna teneva sempre le caramelle alla menta nella tasca del grembiule.
        Ha piovuto tutta la notte e il giardino profuma ancora di terra bagnata.
        Abbiamo preso il treno delle sette per vedere il mare prima dell'inverno.
        Lei ripara le biciclette vecchie del quartiere senza mai chiedere soldi a nessuno.
        I bambini hanno costruito una capanna in fondo al bosco con i rami secchi.
        Quando apre il forno, un profumo di pane caldo riempie tutta la via.
        Non ho capito la risposta, così ho fatto la stessa domanda una seconda volta.
        Mio fratello studia il pianoforte da tre mesi e suona già un piccolo valzer.
        Il gatto del vicino dorme sul davanzale della mia finestra ogni pomeriggio.
        Abbiamo mangiato le caldarroste ascoltando la pioggia che batteva sul tetto.
        Questo vecchio quaderno contiene le ricette che mia madre scriveva a matita.
        Il postino conosce il nome di tutti i cani della strada, anche dei più timidi.
        Dopo cena siamo usciti a camminare fino al ponte per guardare le stelle.
        Ha dipinto le persiane di azzurro chiaro e la casa sembra più leggera.
        Le foglie secche scricchiolano sotto i nostri passi nel viale del parco.
        Lo zio racconta sempre la stessa storia, ma nessuno si stanca di ascoltarla.
        Conservo un sasso raccolto su una spiaggia della Sardegna l'estate scorsa.
        La maestra ha scritto una frase alla lavagna e ci ha chiesto di cambiarne una parola.
        In cucina il sugo cuoce piano mentre i ragazzi fanno i compiti.
        Abbiamo ridipinto la camera insieme e c'era vernice perfino nei capelli.
        Il vento mi ha portato via il cappello e un passante è corso a riprenderlo.
        Ogni domenica mio padre prepara il pollo arrosto con le patate dorate.
        La biblioteca del paese chiude presto, ma la bibliotecaria ci lascia finire la pagina.
        Ho dimenticato l'ombrello al bar e il cameriere me l'ha tenuto fino al giorno dopo.
        Le rondini sono tornate sotto il tetto del fienile all'inizio della primavera.
        Scrive ancora lettere a mano perché le piace scegliere la carta giusta.
        Stamattina il lago era così calmo che ci si vedevano dentro le nuvole.
        Il mio vicino coltiva pomodori sul balcone e me ne regala uno ogni estate.
        Ci sono voluti tre tentativi perché la torta non crollasse nel mezzo.
        I pescatori rientrano in porto quando il cielo diventa rosa sopra gli scogli.
        Preferisco viaggiare in autobus, perché si può guardare la gente senza essere visti.
        Il mercato del sabato è pieno di formaggi, fiori e chiacchiere rumorose.
        Mia sorella ha conservato la chiave della nostra vecchia casa in una scatola di latta.
        Si sente il treno della notte passare lontano quando le finestre sono aperte.
        Con l'impasto del pane bisogna avere pazienza, perché lievita con i suoi tempi.
        Le mani dell'orologiaio tremano un po', ma i suoi gesti restano precisissimi.
        Ci siamo persi nel bosco e alla fine abbiamo trovato una sorgente d'acqua fresca.
        La vecchia panchina dei giardini porta ancora le iniziali incise da due innamorati.
        Sto imparando il francese con un'applicazione, ma parlo soprattutto con la vicina di fronte.
        La colazione era semplice, pane, burro e marmellata di albicocche fatta in casa.
        Ha fatto una sciarpa ai ferri troppo lunga, che suo figlio porta lo stesso con orgoglio.
        Le luci della città si accendono una dopo l'altra mentre aspettiamo il tram.
        Dopo il temporale le lumache escono e attraversano lentamente il sentiero di ghiaia.
        Mio nonno aggiustava gli orologi in una bottega che sapeva di olio e metallo.
        Al liceo avevo paura di parlare in pubblico, e adesso faccio lezione all'università.
        La neve ha coperto le macchine e i bambini disegnano facce sui parabrezza.
        Si sono trasferiti in un piccolo paese dove tutti si salutano per strada.
        Il bar all'angolo apre alle sei per gli operai che partono presto.
        Rileggo spesso i messaggi degli amici quando la settimana è stata pesante.
        Raccoglie le more lungo il sentiero e ne mangia più di quante ne porti a casa.
        L'infermiera del turno di notte beve il tè freddo perché non riesce mai a finirlo.
        La nostra squadra ha perso la partita, ma abbiamo riso tantissimo negli spogliatoi.
        Il martedì il museo è quasi vuoto e i quadri sembrano guardarci.
        Ha imparato a nuotare a quarant'anni, nella piscina comunale, insieme ai bambini.
        La lampada della scrivania illumina soltanto un angolo del tavolo e le mie mani.
        Abbiamo diviso una pizza fredda sui gradini della stazione a mezzanotte.
        Il giardiniere pota le rose parlando piano, come se potessero sentirlo.
        Quest'estate il fiume era così basso che si poteva attraversare a piedi.
        La mia amica mi ha prestato un libro pieno di appunti a matita sui margini.
        Il vecchio cane aspetta davanti alla porta l'ora esatta del ritorno da scuola.
        Hanno piantato un ciliegio nel giardino il giorno in cui è nata la loro figlia.
        Non mi piacciono gli addii in stazione, quindi me ne vado sempre prima del fischio.
        Quando nevica la città diventa silenziosa e la gente cammina più lentamente.
        Perché non ci fermiamo un attimo in piazza a bere qualcosa prima di cena?
        Gli zii sono arrivati con una cassetta di fichi e una bottiglia d'olio nuovo.
        Oggi ho finalmente sistemato la soffitta e ho ritrovato i miei quaderni di scuola.
        È inutile arrabbiarsi con la fotocopiatrice, tanto non capisce l'italiano.
        Le mele dell'orto cadono da sole, e le vespe ci banchettano già.
        Ogni volta che passo davanti alla pasticceria, il profumo di sfogliatelle mi ferma.

        [prompt_residue]
        ecco
        ecco una citazione
        ecco la citazione
        ecco la tua citazione
        ecco la sua citazione
        ecco una frase
        ecco a te
        ecco a lei
        ecco qui
        ecco un'idea
        certo
        certo!
        certamente
        sicuro
        assolutamente
        volentieri
        come ia
        come intelligenza artificiale
        in quanto ia
        in quanto intelligenza artificiale
        come modello linguistico
        citazione:
        citazione :
        frase:
        risposta:
        mi dispiace
        non posso
        ottima domanda
        ti propongo
        le propongo
        # Added: more common entries.
        ecco la tua frase
        ecco la sua frase
        ecco la frase
        ecco una frase originale
        ecco una citazione originale
        ecco un'altra frase
        ecco una possibile frase
        ecco la frase richiesta
        ecco qui la frase
        ecco qui una frase
        ecco una proposta
        ecco la mia proposta
        ecco un suggerimento
        ecco il testo
        ecco a voi
        certo, ecco
        certamente, ecco
        spero che ti piaccia
        spero che le piaccia
        di aiutarti

        [attribution_verbs]
        dice
        disse
        ha detto
        diceva
        scrisse
        ha scritto
        scriveva
        scrive
        afferma
        affermò
        secondo
        come diceva
        amava dire

        [anonymous_names]
        anonimo
        anonima
        sconosciuto
        sconosciuta
        autore sconosciuto
        autore ignoto
        autore anonimo
        ignoto
        fonte sconosciuta
        proverbio
        proverbio italiano

        [cliches]
        chi va piano va sano e va lontano
        non tutte le ciambelle riescono col buco
        chi dorme non piglia pesci
        meglio tardi che mai
        il tempo è denaro
        il tempo guarisce ogni ferita
        il tempo vola
        l'unione fa la forza
        volere è potere
        chi la dura la vince
        chi cerca trova
        chi fa da sé fa per tre
        chi semina vento raccoglie tempesta
        tra il dire e il fare c'è di mezzo il mare
        non è mai troppo tardi
        non mollare mai
        non arrenderti mai
        segui i tuoi sogni
        credi nei tuoi sogni
        insegui i tuoi sogni
        la vita è bella
        la vita è un viaggio
        la vita è breve
        la vita è troppo breve
        la felicità è nelle piccole cose
        niente è impossibile
        tutto è possibile
        vivi il momento
        vivi ogni giorno come se fosse l'ultimo
        cogli l'attimo
        carpe diem
        il meglio deve ancora venire
        dopo la tempesta arriva il sereno
        dopo la pioggia torna il sereno
        ogni giorno è un nuovo inizio
        ogni giorno è una nuova opportunità
        esci dalla tua zona di comfort
        sii te stesso
        sii il cambiamento
        l'amore vince su tutto
        l'amore vince sempre
        l'amicizia è un tesoro
        chi trova un amico trova un tesoro
        lontano dagli occhi lontano dal cuore
        i soldi non fanno la felicità
        si vive una volta sola
        il viaggio conta più della meta
        sorridi alla vita
        un sorriso non costa nulla
        la pazienza è la virtù dei forti
        la speranza è l'ultima a morire
        domani è un altro giorno
        la luce in fondo al tunnel
        segui il tuo cuore
        ascolta il tuo cuore
        la chiave del successo
        il segreto della felicità
        quando si chiude una porta si apre un portone
        non è tutto oro quel che luccica
        l'abito non fa il monaco
        roma non è stata costruita in un giorno
        paese che vai usanza che trovi
        tutto succede per una ragione
        tutto accade per un motivo
        ciò che non uccide fortifica
        l'appetito vien mangiando
        chi ben comincia è a metà dell'opera
        sbagliando s'impara
        impara dai tuoi errori
        meglio prevenire che curare
        piove sul bagnato
        il mattino ha l'oro in bocca
        la notte porta consiglio
        chi si accontenta gode
        chi non risica non rosica
        a caval donato non si guarda in bocca
        credi in te stesso
        dai il meglio di te
        supera i tuoi limiti
        il sapere è potere
        anche il viaggio più lungo inizia con un passo
        le piccole cose fanno la differenza
        tutto andrà bene
        # Added: more common entries.
        non tutto il male vien per nuocere
        non tutto il male viene per nuocere
        il lupo perde il pelo ma non il vizio
        tanto va la gatta al lardo che ci lascia lo zampino
        chi di spada ferisce di spada perisce
        occhio non vede cuore non duole
        quando il gatto non c'è i topi ballano
        chi tace acconsente
        chi rompe paga e i cocci sono suoi
        tra i due litiganti il terzo gode
        rosso di sera bel tempo si spera
        natale con i tuoi pasqua con chi vuoi
        moglie e buoi dei paesi tuoi
        meglio un uovo oggi che una gallina domani
        chi va con lo zoppo impara a zoppicare
        l'erba del vicino è sempre più verde
        una mela al giorno toglie il medico di torno
        ride bene chi ride ultimo
        dimmi con chi vai e ti dirò chi sei
        a buon intenditor poche parole
        non c'è rosa senza spine
        il buongiorno si vede dal mattino
        l'ospite è come il pesce dopo tre giorni puzza
        chi ha tempo non aspetti tempo
        morto un papa se ne fa un altro
        fidarsi è bene non fidarsi è meglio

        [formulas]
        la vita è *
        la vita non è *
        la felicità è *
        non dimenticare mai *
        non dimenticare che *
        ricorda che *
        ricordati che *
        ricordati sempre *
        il segreto del * è *
        il segreto della * è *
        la chiave del * è *
        la chiave della * è *
        * è la chiave del *
        * è la chiave della *
        * è la chiave per *
        il vero * è *
        la vera * è *
        non arrenderti mai *
        ogni giorno è *
        a volte bisogna *
        bisogna sempre *
        l'amore è *
        l'amicizia è *
        il tempo è *
        l'unico modo per * è *
        se vuoi * *
        sii sempre *
        credi in *
        tutto inizia con *
        il più grande * è *

        [concrete_nouns]
        # food and kitchen
        pane
        pani
        pagnotta
        fetta
        fette
        burro
        marmellata
        marmellate
        barattolo
        barattoli
        tazza
        tazze
        tazzina
        scodella
        piatto
        piatti
        cucchiaio
        cucchiai
        forchetta
        coltello
        coltelli
        pentola
        pentole
        bollitore
        teiera
        teiere
        minestra
        sugo
        latte
        caffè
        tè
        farina
        zucchero
        sale
        uovo
        uova
        mela
        mele
        arancia
        arance
        prugna
        prugne
        ciliegia
        ciliegie
        lampone
        lamponi
        mora
        more
        nocciola
        nocciole
        castagna
        castagne
        prezzemolo
        basilico
        pomodoro
        pomodori
        ravanello
        ravanelli
        pisello
        piselli
        patata
        patate
        torta
        torte
        biscotto
        biscotti
        panino
        panini
        formaggio
        formaggi
        miele
        limone
        limoni
        cannella
        liquirizia
        ricetta
        ricette
        impasto
        pasta
        # house
        casa
        case
        finestra
        finestre
        porta
        porte
        persiana
        persiane
        tetto
        tetti
        muro
        muri
        scala
        scale
        gradino
        gradini
        balcone
        balconi
        cucina
        cucine
        salotto
        camera
        soffitta
        cantina
        bottega
        botteghe
        retrobottega
        giardino
        giardini
        cortile
        palazzo
        veranda
        capanno
        attrezzi
        tettoia
        lamiera
        stufa
        camino
        lampada
        lampade
        candela
        candele
        fiammifero
        fiammiferi
        tavolo
        tavoli
        sedia
        sedie
        panchina
        panchine
        letto
        letti
        lenzuolo
        lenzuola
        coperta
        coperte
        tappeto
        tappeti
        tenda
        tende
        orologio
        orologi
        radio
        chiave
        chiavi
        serratura
        serrature
        scatola
        scatole
        cassetta delle lettere
        cesto
        cesti
        quaderno
        quaderni
        matita
        matite
        inchiostro
        lettera
        lettere
        cartolina
        cartoline
        mappa
        atlante
        libro
        libri
        tascabile
        tascabili
        fotografia
        fotografie
        busta
        francobollo
        # sewing, tools, things
        ago
        aghi
        filo
        bottone
        bottoni
        nastro
        nastri
        lana
        gomitolo
        gomitoli
        sciarpa
        sciarpe
        manica
        maniche
        camicia
        camicie
        giacca
        scarpa
        scarpe
        stivale
        stivali
        stivaletti
        cappello
        grembiule
        stoffa
        pezza
        cerniera lampo
        bucato
        rete
        reti
        lenza
        asse
        assi
        chiodo
        chiodi
        martello
        scala a pioli
        lampadina
        lampadine
        gomma
        bicicletta
        biciclette
        violino
        barca
        barche
        carta
        spago
        vimini
        stella
        stelle
        regalo
        regali
        moneta
        monete
        # plants and nature
        geranio
        gerani
        tulipano
        tulipani
        bulbo
        bulbi
        seme
        semi
        rosa
        rose
        fiore
        fiori
        foglia
        foglie
        albero
        alberi
        tiglio
        fico
        rovere
        erba
        muschio
        sasso
        sassi
        pietra
        conchiglia
        conchiglie
        sabbia
        spiaggia
        mare
        onda
        onde
        fiume
        fiumi
        riva
        lago
        porto
        molo
        faro
        scogli
        ponte
        strada
        piazza
        piazzetta
        parco
        mercato
        stazione
        paese
        quartiere
        scuola
        portico
        chiesa
        museo
        biblioteca
        forno
        orto
        orti
        pioggia
        neve
        temporale
        acquazzone
        vento
        nebbia
        gelata
        brina
        nuvola
        nuvole
        cielo
        sole
        luna
        notte
        mattino
        mattina
        alba
        sera
        vapore
        fuoco
        piombo
        luce
        lume
        # animals
        gatto
        gatti
        cane
        cani
        passero
        passeri
        piccione
        piccioni
        rondine
        rondini
        gabbiano
        lumaca
        gallina
        ape
        # body
        mano
        mani
        dito
        dita
        guancia
        guance
        naso
        spalla
        spalle
        gomito
        gomiti
        piede
        piedi
        schiena
        labbro
        labbra
        occhio
        occhi
        capelli
        cuore
        testa
        fronte
        ginocchio
        ginocchia
        lingua
        denti
        palpebre
        sopracciglia
        orecchio
        # people
        fornaia
        fornaio
        pescatore
        pescatori
        vicina
        vicino
        postino
        infermiera
        bambino
        bambina
        zio
        zia
        calzolaio
        orologiaio
        fioraia
        autista
        corriera
        bibliotecaria
        fratello
        sorella
        guardiano
        sarta
        giardiniere
        studentessa
        cameriera
        uomo
        signora
        maestro
        maestra
        portinaio
        pianerottolo
        marinaio
        ostetrica
        cuoca
        mensa
        libraio
        imbianchino
        prozia
        cugino
        amica
        amico
        pastore
        farmacista
        custode
        fruttivendola
        fabbro
        ragazzo
        droghiere
        contadina
        vasaia
        ferroviere
        nonno
        nonna
        madre
        padre
        scolaro
        neonato
        bar
        bambini
        briciola
        briciole
        campana
        campane
        canzone
        canzoni
        cena
        colore
        domenica
        estate
        legna
        luci
        marea
        martedì
        musica
        natale
        novembre
        ombra
        occhiali
        paio
        pesca
        piantina
        pomeriggio
        profumo
        punta
        risata
        rumore
        sabato
        scatolone
        scatoloni
        silenzio
        sorriso
        tavolino
        tavolini
        trasloco
        vacanza
        vacanze
        vigilia
        ninnananna
        fiato
        fondo
        freddo
        voce
        inverno
        primavera
        autunno
        valzer
        tavola
        tavole
        # Broadened general vocabulary.
        fragola
        fragole
        mirtillo
        mirtilli
        uva
        acino
        acini
        pesche
        albicocca
        albicocche
        melone
        meloni
        anguria
        angurie
        mandarino
        mandarini
        ananas
        fichi
        cetriolo
        cetrioli
        carota
        carote
        rapa
        rape
        barbabietola
        cavolo
        cavoli
        lattuga
        insalata
        spinaci
        porro
        porri
        peperone
        peperoni
        zucchina
        zucchine
        zucca
        zucche
        fungo
        funghi
        fagiolo
        fagioli
        fagiolini
        lenticchie
        ceci
        riso
        spaghetti
        tagliatelle
        lasagne
        gnocchi
        ravioli
        tortellini
        risotto
        minestrone
        brodo
        polenta
        pizza
        pizze
        focaccia
        focacce
        tramezzino
        tramezzini
        grissini
        cornetto
        cornetti
        brioche
        crostata
        crostate
        ciambella
        ciambelle
        bombolone
        bomboloni
        cannolo
        cannoli
        tiramisù
        budino
        gelato
        gelati
        granita
        yogurt
        panna
        succo
        spremuta
        limonata
        aranciata
        salsiccia
        salsicce
        salame
        prosciutto
        mortadella
        pancetta
        acciuga
        acciughe
        sardina
        sarde
        tonno
        merluzzo
        baccalà
        gamberetto
        gamberetti
        gambero
        cozza
        cozze
        vongola
        vongole
        ostrica
        ostriche
        arachide
        arachidi
        mandorla
        mandorle
        noce
        noci
        uvetta
        caramella
        caramelle
        lecca-lecca
        popcorn
        olio
        aceto
        senape
        crosta
        oliva
        olive
        cetriolino
        frittata
        frittate
        polpetta
        polpette
        crocchetta
        crocchette
        patatine
        supplì
        arancino
        arancini
        mozzarella
        parmigiano
        pecorino
        ricotta
        rosmarino
        salvia
        origano
        vaniglia
        cappuccino
        tisana
        camomilla
        caldarroste
        melanzana
        melanzane
        carciofo
        carciofi
        pomodorino
        pomodorini
        mestolo
        mestoli
        frusta
        colino
        colapasta
        grattugia
        vassoio
        vassoi
        caffettiera
        moka
        brocca
        brocche
        bottiglia
        bottiglie
        coperchio
        coperchi
        portapranzo
        cestino
        cestini
        cesta
        ceste
        lavandino
        rubinetto
        rubinetti
        frigo
        frigorifero
        congelatore
        lavastoviglie
        microonde
        tostapane
        frullatore
        armadio
        armadi
        credenza
        cassetto
        cassetti
        mensola
        mensole
        scaffale
        scaffali
        libreria
        grembiuli
        presina
        tovaglia
        tovaglie
        tovagliolo
        tovaglioli
        candeliere
        vaso
        vasi
        mocio
        spugna
        spugne
        paletta
        aspirapolvere
        molletta
        mollette
        stendino
        gruccia
        grucce
        detersivo
        sapone
        shampoo
        spazzolino
        dentifricio
        spazzola
        spazzole
        pettine
        pettini
        rasoio
        specchio
        specchi
        vasca
        doccia
        docce
        gabinetto
        materasso
        materassi
        piumone
        piumoni
        divano
        divani
        poltrona
        poltrone
        sgabello
        sgabelli
        cuscino
        cuscini
        comò
        lampadario
        abat-jour
        termosifone
        ventilatore
        calendario
        telefono
        telefoni
        telefonino
        cellulare
        cellulari
        computer
        tastiera
        schermo
        televisore
        televisione
        tv
        fotocamera
        cuffie
        cavo
        cavi
        spina
        torcia
        torce
        lanterna
        lanterne
        accendino
        bicchiere
        bicchieri
        tazzine
        padella
        padelle
        teglia
        teglie
        fornello
        fornelli
        pattumiera
        secchio
        annaffiatoio
        mattarello
        termometro
        sveglia
        ditale
        culla
        culle
        dondolo
        diario
        agenda
        penna
        penne
        pastello
        pastelli
        pennarello
        pennarelli
        righello
        forbici
        spillatrice
        graffetta
        cartellina
        disegno
        disegni
        quadro
        quadri
        dipinto
        dipinti
        pennello
        pennelli
        cavalletto
        tela
        gesso
        lavagna
        lavagne
        rivista
        riviste
        fumetto
        fumetti
        poster
        adesivo
        adesivi
        francobolli
        scontrino
        biglietto
        biglietti
        banconota
        banconote
        portafoglio
        portafogli
        borsellino
        giocattolo
        giocattoli
        bambola
        bambole
        orsacchiotto
        peluche
        aquilone
        aquiloni
        palloncino
        palloncini
        puzzle
        biglia
        biglie
        dado
        dadi
        tamburo
        tamburi
        flauto
        flauti
        violini
        violoncello
        armonica
        fisarmonica
        ukulele
        arpa
        fischietto
        microfono
        cassetta
        cassette
        disco
        dischi
        vinile
        album
        scacchiera
        pallone
        palloni
        palla
        palle
        racchetta
        racchette
        coppa
        medaglia
        medaglie
        distintivo
        sacchetto
        sacchetti
        fagotto
        skateboard
        monopattino
        monopattini
        slittino
        slitta
        altalena
        altalene
        scivolo
        scivoli
        secchiello
        trottola
        giostra
        giostre
        zaino
        zaini
        astuccio
        banco
        banchi
        cartella
        cartelle
        figurine
        cacciavite
        cacciaviti
        pinza
        tenaglia
        trapano
        trapani
        scalpello
        vanga
        zappa
        zappe
        carriola
        carriole
        tubo
        tubi
        forcone
        ascia
        asce
        accetta
        bullone
        bulloni
        cerniera
        lucchetto
        lucchetti
        mattone
        mattoni
        piastrella
        piastrelle
        tegola
        tegole
        recinto
        recinzione
        palo
        pali
        paletto
        bastone
        colla
        impalcatura
        ruota
        ruote
        pneumatico
        pneumatici
        pompa
        pialla
        sega
        seghe
        ceppo
        ciocco
        segatura
        cazzuola
        cappelli
        berretto
        berretti
        cuffia
        casco
        caschi
        cappuccio
        giacche
        giubbotto
        giubbotti
        impermeabile
        maglione
        maglioni
        felpa
        felpe
        gilet
        vestito
        vestiti
        gonna
        gonne
        camicetta
        cravatta
        cravatte
        cintura
        cinture
        fibbia
        jeans
        pantaloncini
        pantaloni
        pigiama
        pantofola
        pantofole
        sandalo
        sandali
        tacco
        tacchi
        guanto
        guanti
        muffola
        uniforme
        salopette
        colletto
        polsino
        borsetta
        zainetto
        valigetta
        collana
        collane
        orecchino
        orecchini
        spilla
        medaglione
        accappatoio
        tuta
        calzino
        calzini
        collant
        basco
        zoccolo
        zoccoli
        ciabatta
        ciabatte
        bagno
        bagni
        soggiorno
        corridoio
        corridoi
        ingresso
        cantine
        garage
        ripostiglio
        dispensa
        terrazzo
        terrazzi
        cortili
        prato
        prati
        siepe
        siepi
        aiuola
        aiuole
        stagno
        stagni
        fontana
        fontane
        stalla
        stalle
        fienile
        fienili
        granaio
        granai
        fattoria
        fattorie
        cascina
        cascine
        casolare
        baita
        baite
        capanna
        capanne
        roulotte
        appartamento
        appartamenti
        palazzi
        condominio
        torre
        torri
        castello
        castelli
        chiese
        cappella
        moschea
        musei
        biblioteche
        teatro
        teatri
        cinema
        ristorante
        ristoranti
        trattoria
        trattorie
        osteria
        osterie
        pizzeria
        pizzerie
        locanda
        farmacia
        farmacie
        macelleria
        pescheria
        salumeria
        fruttivendolo
        fioraio
        parrucchiere
        barbiere
        fabbrica
        fabbriche
        mulino
        mulini
        magazzino
        ufficio
        uffici
        parchi
        giardinetti
        vicolo
        vicoli
        viale
        viali
        marciapiede
        marciapiedi
        incrocio
        rotonda
        ponti
        galleria
        autostrada
        aeroporto
        moli
        banchina
        spiagge
        rive
        scogliera
        scogliere
        duna
        dune
        caletta
        baia
        isola
        isole
        valle
        valli
        prateria
        bosco
        boschi
        foresta
        foreste
        frutteto
        vigna
        vigneto
        vigneti
        uliveto
        campo
        campi
        pascolo
        ruscello
        ruscelli
        torrente
        cascata
        cascate
        pozzanghera
        pozzanghere
        palude
        montagna
        montagne
        vetta
        vette
        collina
        colline
        grotta
        grotte
        roccia
        rocce
        ghiaia
        fango
        argilla
        paesi
        borgo
        borghi
        città
        piazze
        piscina
        piscine
        stadio
        edicola
        benzinaio
        parcheggio
        scuole
        asilo
        palestra
        mercati
        municipio
        stazioni
        binario
        binari
        portone
        portoni
        ascensore
        campanello
        lungomare
        lungolago
        pontile
        chiosco
        cimitero
        campanile
        sagrestia
        oratorio
        officina
        officine
        panificio
        ghiaccio
        ghiacciolo
        fiocco
        grandine
        pioviggine
        temporali
        tuono
        tuoni
        lampo
        lampi
        fulmine
        fulmini
        arcobaleno
        tramonto
        brezza
        raffica
        raffiche
        rugiada
        goccia
        gocce
        bufera
        nevicata
        macchina
        macchine
        automobile
        taxi
        camion
        camioncino
        trattore
        trattori
        moto
        motorino
        motorini
        scooter
        triciclo
        passeggino
        passeggini
        ambulanza
        ambulanze
        elicottero
        aereo
        aerei
        nave
        navi
        veliero
        yacht
        canoa
        canoe
        kayak
        zattera
        zattere
        gommone
        barchetta
        gondola
        gondole
        carretto
        carro
        carrozza
        carrozze
        carrello
        rimorchio
        tram
        metropolitana
        pullman
        furgone
        furgoncino
        traghetto
        treno
        autobus
        bici
        cucciolo
        cuccioli
        cagnolino
        cagnolini
        gattino
        gattini
        criceto
        criceti
        coniglio
        conigli
        topo
        topi
        ratto
        scoiattolo
        scoiattoli
        riccio
        cervo
        cervi
        capriolo
        lepre
        lepri
        talpa
        lontra
        castoro
        lupo
        lupi
        orso
        orsi
        cinghiale
        mucca
        mucche
        vitello
        vitellini
        toro
        tori
        bue
        maiale
        maiali
        maialino
        pecora
        pecore
        agnello
        agnelli
        capra
        capre
        capretto
        asino
        asini
        mulo
        pony
        puledro
        puledri
        cavallo
        cavalli
        galline
        gallo
        galli
        pulcino
        pulcini
        anatra
        anatre
        anatroccolo
        oca
        oche
        cigno
        cigni
        tacchino
        gufo
        gufi
        civetta
        corvo
        corvi
        gazza
        pettirosso
        merlo
        storno
        fringuello
        pappagallo
        pappagalli
        canarino
        pellicano
        cicogna
        aquila
        falco
        farfalla
        farfalle
        falena
        api
        vespa
        vespe
        formica
        formiche
        scarabeo
        coccinella
        ragno
        ragni
        lumache
        chiocciola
        verme
        vermi
        lombrico
        bruco
        bruchi
        zanzara
        zanzare
        cavalletta
        libellula
        rana
        rane
        rospo
        girino
        girini
        lucertola
        lucertole
        serpente
        serpenti
        tartaruga
        tartarughe
        pesce
        pesci
        pesciolino
        trota
        salmone
        anguilla
        granchio
        granchi
        aragosta
        medusa
        foca
        delfino
        delfini
        balena
        balene
        squalo
        leone
        tigre
        elefante
        scimmia
        giraffa
        pinguino
        gabbiani
        bassotto
        barboncino
        margherita
        margherite
        girasole
        girasoli
        giglio
        papavero
        papaveri
        lavanda
        edera
        felce
        felci
        erbacce
        ortica
        ortiche
        cardo
        trifoglio
        narciso
        orchidea
        cespuglio
        cespugli
        arbusto
        quercia
        querce
        betulla
        acero
        salice
        olmo
        faggio
        abete
        abeti
        pino
        pini
        castagno
        ulivo
        ulivi
        melo
        ciliegio
        ramo
        rami
        rametto
        tronco
        ghianda
        ghiande
        pigna
        pigne
        petalo
        petali
        bocciolo
        germoglio
        germogli
        fieno
        paglia
        mais
        orzo
        tralcio
        piantine
        cactus
        gelsomino
        glicine
        oleandro
        bouganville
        collo
        mascella
        bocca
        dente
        sopracciglio
        ciglia
        palpebra
        braccio
        braccia
        polso
        palmo
        pollice
        unghia
        unghie
        nocche
        pugno
        petto
        pancia
        fianchi
        gamba
        gambe
        caviglia
        tallone
        alluce
        coscia
        pelle
        lentiggine
        lentiggini
        barba
        baffi
        treccia
        trecce
        zampa
        zampe
        coda
        code
        muso
        becco
        ala
        ali
        piuma
        piume
        pelliccia
        criniera
        corno
        corna
        artiglio
        artigli
        pinna
        grembo
        nuca
        medico
        medici
        dottore
        dottoressa
        dentista
        chirurgo
        infermiere
        infermieri
        pompiere
        pompieri
        poliziotto
        poliziotta
        carabiniere
        soldato
        soldati
        marinai
        pilota
        idraulico
        elettricista
        muratore
        muratori
        pittore
        pittrice
        vasaio
        scultore
        musicista
        musicisti
        violinista
        pianista
        batterista
        cantante
        ballerino
        ballerina
        attore
        attrice
        pagliaccio
        giocoliere
        mago
        cameriere
        barista
        cuoco
        chef
        macellaio
        pescivendolo
        venditore
        venditrice
        negoziante
        commessa
        commesso
        bidello
        bidella
        baby-sitter
        tata
        maestre
        insegnante
        insegnanti
        professore
        professoressa
        alunno
        alunna
        alunni
        scolari
        compagno
        compagna
        compagni
        arbitro
        portiere
        atleta
        corridore
        nuotatore
        ciclista
        ciclisti
        escursionista
        alpinista
        bagnino
        guardaboschi
        boscaiolo
        minatore
        fattorino
        corriere
        postina
        lattaio
        edicolante
        receptionist
        avvocato
        avvocata
        prete
        parroco
        suora
        frate
        sindaco
        re
        regina
        principe
        principessa
        cavaliere
        pirata
        pirati
        cowboy
        turista
        turisti
        viaggiatore
        viaggiatrice
        passeggero
        passeggeri
        cliente
        clienti
        padrone
        padrona
        inquilino
        coinquilino
        collega
        colleghi
        nonnina
        nonnino
        nonni
        nipote
        nipotina
        nipotino
        nipoti
        zii
        cugina
        cugini
        figlio
        figli
        figlia
        figlie
        marito
        moglie
        mamma
        papà
        babbo
        gemello
        gemelli
        gemella
        padrino
        madrina
        sposa
        sposo
        sposi
        vedova
        vedovo
        bambine
        ragazzi
        ragazza
        ragazze
        adolescente
        neonata
        signore
        signori
        panettiere
        panettiera
        pasticciere
        contadino
        agricoltore
        pastorella
        falegname
        parrucchiera
        ottico
        controllore
        tassista
        camionista
        vigile
        vigilessa
        portinaia
        fratellino
        sorellina
        fratelli
        sorelle
        suocera
        suocero
        cognato
        cognata
        bisnonna
        bisnonno
        veterinario
        veterinaria
        casalinga
        ferro
        pupazzo
        pupazzi
        costume

        [action_verbs]
        piega
        piegare
        piegato
        ricuce
        ricucire
        ricucito
        sbuccia
        sbucciare
        sbucciato
        impasta
        impastare
        impastato
        scrive
        scrivere
        scritto
        annaffia
        annaffiare
        annaffiato
        aggiusta
        aggiustare
        aggiustato
        tempera
        temperare
        temperato
        sistema
        sistemare
        sistemato
        allaccia
        allacciare
        allacciato
        divide
        dividere
        diviso
        imburra
        imburrare
        imburrato
        taglia
        tagliare
        tagliato
        avvolge
        avvolgere
        avvolto
        sferruzza
        sferruzzare
        sferruzzato
        lucida
        lucidare
        lucidato
        stende
        stendere
        steso
        apre
        aprire
        aperto
        accende
        accendere
        acceso
        olia
        oliare
        oliato
        rammenda
        rammendare
        rammendato
        lava
        lavare
        lavato
        pianta
        piantare
        piantato
        disegna
        disegnare
        disegnato
        ricopia
        ricopiare
        ricopiato
        sbriciola
        sbriciolare
        sbriciolato
        incarta
        incartare
        incartato
        avvita
        avvitare
        avvitato
        rinvasa
        rinvasare
        rinvasato
        separa
        separare
        separato
        incolla
        incollare
        incollato
        spazza
        spazzare
        spazzato
        semina
        seminare
        seminato
        carteggia
        carteggiare
        carteggiato
        infila
        infilare
        infilato
        ripara
        riparare
        riparato
        accorda
        accordare
        accordato
        setaccia
        setacciare
        setacciato
        sbatte
        sbattere
        sbattuto
        mescola
        mescolare
        mescolato
        conta
        contare
        contato
        gonfia
        gonfiare
        gonfiato
        stira
        stirare
        stirato
        annoda
        annodare
        annodato
        cerca
        cercare
        cercato
        pela
        pelare
        pelato
        porta
        portare
        portato
        sfoglia
        sfogliare
        sfogliato
        soffia
        soffiare
        soffiato
        intreccia
        intrecciare
        intrecciato
        accarezza
        accarezzare
        accarezzato
        spazzola
        spazzolare
        spazzolato
        districa
        districare
        districato
        schiaccia
        schiacciare
        schiacciato
        trita
        tritare
        tritato
        versa
        versare
        versato
        arrostisce
        arrostire
        arrostito
        chiude
        chiudere
        chiuso
        carica
        caricare
        caricato
        ritaglia
        ritagliare
        ritagliato
        impila
        impilare
        impilato
        riattacca
        riattaccare
        riattaccato
        inchioda
        inchiodare
        inchiodato
        legge
        leggere
        letto
        spolvera
        spolverare
        spolverato
        prepara
        preparare
        preparato
        misura
        misurare
        misurato
        dipinge
        dipingere
        dipinto
        sciacqua
        sciacquare
        sciacquato
        decora
        decorare
        decorato
        sgrana
        sgranare
        sgranato
        riordina
        riordinare
        riordinato
        cammina
        camminare
        camminato
        corre
        correre
        corso
        salta
        saltare
        saltato
        nuota
        nuotare
        nuotato
        lancia
        lanciare
        lanciato
        afferra
        afferrare
        afferrato
        spinge
        spingere
        spinto
        tira
        tirare
        tirato
        solleva
        sollevare
        sollevato
        scava
        scavare
        scavato
        raccoglie
        raccogliere
        raccolto
        strofina
        strofinare
        strofinato
        asciuga
        asciugare
        asciugato
        stringe
        stringere
        stretto
        gira
        girare
        girato
        posa
        posare
        posato
        rema
        remare
        remato
        pedala
        pedalare
        pedalato
        cucina
        cucinare
        cucinato
        canticchia
        canticchiare
        fischietta
        fischiettare
        # Broadened general vocabulary.
        saltò
        saltando
        balza
        balzò
        saltella
        saltellò
        saltellando
        arrampica
        arrampicò
        arrampicarsi
        arrampicando
        correndo
        passeggia
        passeggiò
        passeggiare
        passeggiando
        trotterella
        sguazza
        sguazzò
        sguazzare
        tuffa
        tuffò
        tuffarsi
        tuffandosi
        nuotò
        nuotando
        remò
        remando
        veleggia
        pedalò
        pedalando
        cavalca
        cavalcò
        lanciò
        lanciando
        getta
        gettò
        gettare
        butta
        buttò
        buttare
        afferrò
        acchiappa
        acchiappò
        calcia
        calciò
        calciare
        palleggia
        dondola
        dondolò
        dondolare
        abbraccia
        abbracciò
        abbracciare
        abbracciando
        bacia
        baciò
        baciare
        agita
        agitò
        applaude
        applaudì
        applaudire
        annuisce
        annuì
        strizza
        ride
        rise
        ridere
        ridendo
        ridacchia
        ridacchiò
        sorride
        sorridere
        sorridendo
        fischia
        fischiò
        fischiare
        fischiettando
        canticchiò
        canticchiando
        canta
        cantò
        cantare
        cantando
        balla
        ballò
        ballare
        accarezzò
        accarezzando
        spinse
        pizzica
        pizzicò
        strinse
        strappa
        strappò
        strappare
        porge
        porse
        porgere
        porgendo
        consegna
        consegnò
        consegnare
        nasconde
        nascose
        nascondere
        nascosto
        insegue
        inseguì
        inseguire
        raccolse
        raccogliendo
        vendemmia
        vendemmiare
        pota
        potò
        potare
        falcia
        falciò
        tosa
        tosò
        tosare
        buca
        bucò
        trapana
        spolverò
        lavò
        lavando
        sciacquò
        strofinò
        bolle
        bollire
        frigge
        friggere
        fritto
        arrosto
        griglia
        grigliare
        cucinò
        cucinando
        schiacciò
        spalma
        spalmò
        spalmare
        cosparge
        lecca
        leccò
        leccare
        mastica
        masticò
        masticare
        sgranocchia
        sgranocchiò
        sgranocchiare
        inghiotte
        inghiottì
        sorseggia
        sorseggiò
        sorseggiare
        mangia
        mangiò
        mangiare
        mangiando
        beve
        bevve
        bere
        bevendo
        rovescia
        rovesciò
        rovesciare
        costruisce
        costruì
        costruendo
        seppellisce
        seppellì
        seminò
        scolpisce
        scolpì
        scarabocchia
        scarabocchiò
        scarabocchiare
        cancella
        cancellò
        stropiccia
        stropicciò
        appoggia
        appoggiò
        appoggiare
        siede
        sedette
        sedersi
        seduto
        seduta
        seduti
        inginocchia
        inginocchiò
        accovaccia
        china
        chinò
        piegò
        stiracchia
        sbadiglia
        sbadigliò
        sbadigliare
        starnutisce
        starnutì
        tossisce
        tossì
        sbircia
        sbirciò
        sbirciare
        spia
        spiò
        scruta
        bussa
        bussò
        bussare
        suona
        suonò
        suonare
        suonando
        tintinna
        barcolla
        barcollò
        inciampa
        inciampò
        inciampare
        scivola
        scivolò
        scivolare
        slitta
        girò
        volteggia
        ondeggia
        ondeggiò
        culla
        cullò
        cullare
        spintona
        trascina
        trascinò
        trascinare
        traina
        issa
        issò
        caricò
        scarica
        scaricò
        scaricare
        disfa
        spacchetta
        spacchettò
        riparò
        aggiustò
        slaccia
        slacciò
        sbottona
        abbottona
        indossa
        indossò
        indossare
        veste
        vestì
        gratta
        grattò
        grattare
        coccola
        coccolò
        coccolare
        rannicchia
        rannicchiò
        dispiega
        sparpaglia
        sparpagliò
        capovolge
        decorò
        addobba
        addobbò
        colleziona
        guada
        pattina
        pattinò
        pattinare
        scia
        sciò
        sciare
        galleggia
        galleggiò
        galleggiare
        galoppa
        galoppò
        trotta
        scala
        scalò
        scalare
        scavò
        pesca
        pescò
        pescare
        pescando
        munge
        munse
        mungere
        inforna
        infornò
        impastò
        avvitò
        svita
        inchiodò
        martella
        martellò
        sega
        segò
        vernicia
        verniciò
        stese
        appende
        appese
        appendere
        stirò
        rammendò
        cuce
        cucì
        cucire
        ricama
        ricamò
        ricamare
        sferruzzò
        sbucciò
        spreme
        spremette
        grattugia
        grattugiò
        affettare
        tagliò
        tagliando
        tritò
        farcisce
        riempie
        riempì
        svuota
        svuotò
        estrae
        tirò
        sollevò
        alza
        alzò
        brandisce
        morde
        morse
        mordere
        mordicchia
        becca
        beccò
        beccare
        abbaia
        abbaiò
        scodinzola
        scodinzolò
        scorrazza
        scorrazzò
        saltellano
        pulisce
        pulì
        pulire
        spazzò
        innaffia
        innaffiò
        annaffiò
        piantò
        travasa
        zappa
        zappò
        rastrella
        rastrellò
        raccatta
        raccattò
        impilò
        arrotola
        arrotolò
        arrotolare
        srotola
        srotolò
        regala
        regalò
        regalare
        dirige
        diresse
        scende
        scese
        scendere
        sale
        salì
        salire
        entra
        entrò
        esce
        uscì
        sbroglia
        sbrogliò
        sbrogliare

        [emotion_words]
        tenerezza
        tenero
        tenera
        sollievo
        sollevato
        sollevata
        fiero
        fiera
        orgoglio
        orgoglioso
        orgogliosa
        malinconia
        malinconico
        malinconica
        nostalgia
        nostalgico
        nostalgica
        gioia
        gioioso
        gioiosa
        allegria
        allegro
        allegra
        tristezza
        triste
        dispiacere
        rabbia
        arrabbiato
        arrabbiata
        fastidio
        infastidito
        infastidita
        inquietudine
        inquieto
        inquieta
        ansia
        ansioso
        ansiosa
        paura
        spaventato
        spaventata
        vergogna
        imbarazzo
        imbarazzato
        imbarazzata
        timidezza
        timido
        timida
        gelosia
        geloso
        gelosa
        gratitudine
        grato
        grata
        riconoscente
        meraviglia
        meravigliato
        meravigliata
        stupore
        stupito
        stupita
        serenità
        sereno
        serena
        impazienza
        impaziente
        noia
        stanchezza
        solitudine
        rimpianto
        rimorso
        senso di colpa
        euforia
        entusiasmo
        amarezza
        amareggiato
        amareggiata
        commosso
        commossa
        commozione
        pudore
        felicità
        felice
        conforto
        confortato
        confortata
        dispetto
        contentezza
        contento
        contenta
        affetto
        emozione
        emozionato
        emozionata
        piacere
        pazienza
        goffaggine
        sgomento
        struggimento
        batticuore
        # Broadened general vocabulary.
        felicissimo
        felicissima
        felicissimi
        contentissimo
        contentissima
        raggiante
        raggianti
        euforico
        euforica
        entusiasta
        entusiasti
        esultante
        esultanti
        trionfante
        trionfanti
        orgogliosi
        orgogliose
        fieri
        fiere
        soddisfatto
        soddisfatta
        soddisfatti
        sollevati
        rassicurato
        rassicurata
        rilassato
        rilassata
        sereni
        spensierato
        spensierata
        allegri
        giulivo
        divertito
        divertita
        divertiti
        incantato
        incantata
        affascinato
        affascinata
        stupiti
        sbalordito
        sbalordita
        sorpreso
        sorpresa
        sorpresi
        sconcertato
        sconcertata
        perplesso
        perplessa
        perplessi
        confuso
        confusa
        incuriosito
        incuriosita
        curioso
        curiosa
        curiosi
        spaventati
        impaurito
        impaurita
        terrorizzato
        terrorizzata
        atterrito
        pauroso
        paurosa
        timoroso
        timorosa
        agitato
        agitata
        teso
        tesa
        nervoso
        nervosa
        nervosi
        ansiosi
        preoccupato
        preoccupata
        preoccupati
        turbato
        turbata
        sconvolto
        sconvolta
        imbarazzati
        impacciato
        impacciata
        vergognoso
        vergognosa
        intimidito
        intimidita
        timidi
        arrossito
        arrossita
        tristi
        rattristato
        abbattuto
        abbattuta
        avvilito
        avvilita
        affranto
        affranta
        sconsolato
        sconsolata
        desolato
        desolata
        depresso
        depressa
        deluso
        delusa
        delusi
        scoraggiato
        scoraggiata
        imbronciato
        imbronciata
        offeso
        offesa
        offesi
        risentito
        risentita
        permaloso
        permalosa
        indignato
        indignata
        arrabbiati
        furioso
        furiosa
        furibondo
        infuriato
        infuriata
        irritato
        irritata
        seccato
        seccata
        stizzito
        scontroso
        scontrosa
        brontolone
        brontolona
        gelosi
        invidioso
        invidiosa
        sospettoso
        diffidente
        scettico
        scettica
        colpevole
        pentito
        pentita
        mortificato
        mortificata
        grati
        commossi
        emozionati
        intenerito
        intenerita
        toccato
        toccata
        sognante
        sognanti
        pensieroso
        pensierosa
        assorto
        assorta
        annoiato
        annoiata
        annoiati
        stufo
        stufa
        stanco
        stanca
        stanchi
        sfinito
        sfinita
        esausto
        esausta
        assonnato
        assonnata
        insonnolito
        affettuoso
        affettuosa
        innamorato
        innamorata
        innamorati
        premuroso
        premurosa
        protettivo
        protettiva
        materno
        paterno
        compassionevole
        impazienti
        trepidante
        speranzoso
        speranzosa
        fiducioso
        fiduciosa
        disperato
        disperata
        solitario
        solitaria
        smarrito
        smarrita
        spaesato
        spaesata
        esultanza
        soddisfazione
        curiosità
        spavento
        terrore
        panico
        preoccupazione
        agitazione
        sconforto
        delusione
        ira
        collera
        stizza
        invidia
        fierezza
        tremante
        tremanti
        sorridente
        sorridenti
        ridente
        piangente
        singhiozzando
        lacrimoso
        buonumore
        malumore
        entusiasmato

        [theme:courage]
        coraggio
        coraggioso
        coraggiosa
        osare
        osa
        osato
        audacia
        audace
        affrontare
        affronta
        sfida
        rischio
        rischiare
        saltare
        salta
        resistere
        resiste
        tenere duro
        valoroso
        intrepido
        intrepida
        in piedi
        tremare
        trema
        primo passo
        sfidare

        [theme:friendship]
        amico
        amica
        amici
        amiche
        amicizia
        compagno
        compagna
        compagni
        compare
        complice
        confidente
        insieme
        condividere
        condivide
        condiviso
        fedele
        fedeltà
        ritrovarsi
        combriccola
        vicini
        compagnia

        [theme:home]
        casa
        focolare
        cucina
        a casa
        tetto
        porta
        soglia
        finestra
        salotto
        camera
        giardino
        famiglia
        tavola
        letto
        chiave
        chiavi
        tornare
        torna
        tornato
        appartamento
        lampada
        camino
        persiane
        soffitta
        nido

        [theme:work]
        lavoro
        lavorare
        lavora
        lavorato
        mestiere
        mestieri
        bottega
        ufficio
        attrezzo
        attrezzi
        fabbrica
        cantiere
        operaio
        operaia
        collega
        colleghi
        compito
        fatica
        stipendio
        artigiano
        artigiana
        apprendista
        padrone
        turno
        officina

        [theme:nature]
        albero
        alberi
        bosco
        fiume
        mare
        montagna
        fiore
        fiori
        foglia
        foglie
        erba
        cielo
        nuvola
        nuvole
        pioggia
        vento
        neve
        sole
        uccello
        uccelli
        muschio
        collina
        lago
        sorgente
        radice
        radici
        primavera
        autunno

        [theme:time]
        tempo
        ora
        ore
        minuto
        minuti
        secondo
        giorno
        giorni
        notte
        mattina
        sera
        ieri
        domani
        oggi
        anno
        anni
        stagione
        orologio
        calendario
        una volta
        presto
        aspettare
        aspetta
        tardi
        secolo
        attimo
        istante

        [theme:kindness]
        gentilezza
        gentile
        bontà
        premura
        premuroso
        premurosa
        aiutare
        aiuta
        aiutato
        dare
        dà
        regala
        regalare
        offre
        sorriso
        grazie
        dolcezza
        attenzione
        cura
        accoglienza
        accogliere
        generoso
        generosa
        generosità
        perdono
        perdonare

        [theme:learning]
        imparare
        impara
        imparato
        imparava
        apprendimento
        lezione
        lezioni
        scuola
        alunno
        alunni
        professore
        maestro
        maestra
        quaderno
        libro
        libri
        leggere
        studiare
        studia
        capire
        capisce
        capito
        errore
        errori
        domanda
        domande
        sapere
        curiosità
        curioso
        curiosa
        provare

        [mood:calm]
        calma
        calmo
        dolce
        dolcemente
        lento
        lenta
        lentamente
        tranquillo
        tranquilla
        pace
        silenzio
        silenzioso
        silenziosa
        quiete
        riposo
        piano
        sereno
        serena
        immobile
        riposino
        sussurro
        sussurra
        tiepido
        ovattato
        placido

        [mood:hopeful]
        speranza
        sperare
        spera
        domani
        presto
        promessa
        primavera
        alba
        luce
        seme
        semi
        germoglio
        germogli
        ricominciare
        fiducia
        futuro
        nascita
        nuovo
        nuova
        fiorire
        sbocciare
        mattino
        attesa
        germogliare

        [mood:wistful]
        una volta
        un tempo
        ricordo
        ricordi
        nostalgia
        nostalgico
        rimpianto
        rimpiange
        antico
        antica
        vecchio
        vecchia
        assenza
        assente
        manca
        mancanza
        ingiallita
        ingiallite
        ieri
        infanzia
        scomparso
        scomparsa
        dimenticato
        dimenticata
        malinconia
        sbiadito
        addio

        [mood:playful]
        gioco
        giochi
        giocare
        gioca
        giocato
        ridere
        ride
        ridendo
        scherzo
        scherzi
        scherzare
        marachella
        birichino
        birichina
        monello
        dispettoso
        nascondino
        capriola
        smorfia
        smorfie
        bolla
        bolle
        pallone
        aquilone
        solletico
        girotondo

        [mood:determined]
        deciso
        decisa
        determinato
        determinata
        ostinato
        ostinata
        testardo
        testarda
        tenace
        volontà
        perseverare
        persevera
        ricomincia
        continuare
        continua
        insistere
        insiste
        sforzo
        sforzi
        fino in fondo
        nonostante
        risoluto
        risoluta
        accanito
        tenacia
        caparbio
        rifiuta

        [quote_style]
        «
        »

        [composer_subject]
        la vecchia fornaia
        mio nonno
        mia nonna
        il vecchio pescatore
        la vicina di sopra
        il postino del paese
        l'infermiera di turno
        un bambino scalzo
        una bambina in stivaletti
        mio zio
        mia zia
        il calzolaio
        l'orologiaio del quartiere
        la fioraia
        l'autista della corriera
        la bibliotecaria
        mio fratello minore
        mia sorella maggiore
        il guardiano del faro
        la sarta
        il giardiniere del parco
        una studentessa stanca
        il fornaio
        la cameriera del bar
        un uomo anziano
        una signora anziana
        il maestro di musica
        la maestra elementare
        il portinaio
        il vicino di pianerottolo
        il marinaio in pensione
        l'ostetrica del paese
        la cuoca della mensa
        il libraio
        il vecchio imbianchino
        la prozia
        mio cugino
        la mia migliore amica
        il mio migliore amico
        il pastore
        la farmacista
        il custode del museo
        il guardiano notturno
        la fruttivendola
        il vecchio fabbro
        un ragazzo timido
        il droghiere
        la contadina
        la vasaia
        il ferroviere in pensione
        mio padre
        mia madre

        [composer_action]
        piega una barca di carta
        ricuce una manica strappata
        sbuccia un'arancia rossa
        impasta il pane
        scrive una lettera a matita
        annaffia i gerani
        aggiusta una sedia traballante
        tempera una matita colorata
        sistema i barattoli di marmellata
        allaccia le vecchie scarpe
        divide le conchiglie per colore
        imburra una fetta di pane
        taglia il pane fresco
        avvolge un gomitolo di lana
        sferruzza una sciarpa rossa
        lucida un paio di stivali
        stende il bucato bagnato
        apre una scatola di biscotti
        accende una candela
        olia una vecchia serratura
        rammenda una rete da pesca
        lava le tazze sbeccate
        pianta bulbi di tulipano
        disegna una mappa del quartiere
        ricopia una ricetta di minestra
        sbriciola il pane ai passeri
        incarta un piccolo regalo
        avvita una lampadina nuova
        rinvasa una piantina di basilico
        separa i bottoni spaiati
        incolla una vecchia fotografia
        sbuccia una mela rossa
        spazza le briciole
        semina i ravanelli
        carteggia un'asse di rovere
        infila un ago
        ripara una tazza rotta
        accorda un vecchio violino
        setaccia la farina
        sbatte un tappeto polveroso
        mescola la minestra
        conta le monete
        gonfia la gomma della bicicletta
        stira una camicia bianca
        annoda un nastro azzurro
        cerca le chiavi di casa
        pela le patate
        porta un cesto di prugne
        sfoglia un vecchio atlante
        soffia su un tè bollente
        intreccia un cesto di vimini
        accarezza un gatto rosso
        spazzola un vecchio cane
        districa una lenza aggrovigliata
        schiaccia le nocciole
        trita il prezzemolo
        versa il latte caldo
        arrostisce le castagne
        chiude le persiane verdi
        carica un vecchio orologio
        ritaglia stelle di carta
        impila i piatti puliti
        piega le lenzuola pulite
        riattacca un bottone
        inchioda una tavola
        legge una cartolina
        spolvera una vecchia radio
        accende un fiammifero
        prepara i panini
        misura una pezza di stoffa
        dipinge la cassetta delle lettere
        sciacqua una teiera
        decora una torta
        sgrana i piselli
        ripara una cerniera lampo
        riordina i libri tascabili

        [composer_place]
        accanto alla finestra della cucina
        nella cucina ancora fredda
        sul balcone fiorito
        davanti alla porta aperta
        in fondo al giardino
        nel cortile del palazzo
        sotto il vecchio tiglio
        nella bottega sotto casa
        attorno al grande tavolo
        sotto la lampada del salotto
        sui gradini di casa
        nel capanno degli attrezzi
        sotto la tettoia di lamiera
        nella veranda a vetri
        sulla riva del fiume
        sulla panchina della piazzetta
        vicino alla stufa a legna
        nella soffitta polverosa
        ai tavolini del bar
        all'ombra del fico
        accanto al camino
        nella piccola cucina
        davanti a casa
        prima che apra il forno
        in una domenica di pioggia
        ogni mattina di novembre
        al calare della sera
        durante il riposino dei bambini
        poco prima del temporale
        la sera della prima gelata
        alle prime luci dell'alba
        subito dopo cena
        mentre il sugo sobbolle
        l'ultimo giorno di vacanza
        in un martedì qualunque
        quando smette di piovere
        quando tornano le rondini
        la vigilia di Natale
        durante la bassa marea
        ogni sabato dopo il mercato
        col caffè ancora caldo
        sotto la prima neve
        a notte fonda
        di buon mattino
        in un pomeriggio afoso
        davanti alla scuola
        mentre il pane cuoce
        prima che tutti si sveglino
        tra un acquazzone e l'altro
        sotto un cielo di piombo
        al lume di candela
        nella luce del mattino
        tra gli scatoloni del trasloco
        quando chiude il mercato
        nel silenzio della domenica
        mentre la radio gracchia
        dalla vicina di casa
        nel retrobottega buio
        sul molo del porto
        negli orti comunali
        davanti alla finestra aperta
        al tavolo in fondo
        su una vecchia coperta
        sotto il portico della scuola

        [composer_coda]
        canticchiando senza accorgersene
        come se la pioggia ascoltasse
        con le guance arrossate
        col cuore un po' stretto
        sorridendo a nessuno
        pensando all'estate scorsa
        senza guardare l'orologio
        con le dita macchiate d'inchiostro
        con un orgoglio silenzioso
        trattenendo una risata
        con le palpebre ancora pesanti
        contando a bassa voce
        con la punta delle dita
        ascoltando fischiare il bollitore
        sotto gli occhi del gatto
        con il vento nei capelli
        senza fare rumore
        con una gioia testarda
        canticchiando una ninnananna
        con un valzer in testa
        con un sollievo tranquillo
        sospirando di piacere
        come ogni domenica
        con le maniche arrotolate
        ridendo della propria goffaggine
        con una tenerezza da nonna
        col fiato corto per l'impazienza
        annusando il profumo di cannella
        a piedi nudi
        con un filo di nostalgia
        aspettando una lettera
        con la radio sempre accesa
        la lingua tra i denti
        masticando una liquirizia
        con le spalle finalmente rilassate
        con gli occhiali appannati
        con una pazienza da orologiaio
        parlando piano al gatto
        nonostante il mal di schiena
        come faceva con sua madre
        col sale sulle labbra
        le mani profumate d'arancia
        tenendo d'occhio il cielo
        senza nessuna fretta
        con un'allegria un po' timida
        ascoltando suonare le campane
        come per ringraziare il sole
        con il cuore stranamente leggero
        con un sorriso sulle labbra
        con i capelli ancora bagnati
        fischiettando tra i denti
        come si culla un neonato
        con l'orecchio teso alla strada
        con una lentezza golosa
        con le sopracciglia aggrottate
        mordendosi il labbro

        [composer_pattern]
        {subject} {action} {place}
        {subject} {action} {place}, {coda}
        {place}, {subject} {action}
        {subject} {action}, {coda}
        """#
}
