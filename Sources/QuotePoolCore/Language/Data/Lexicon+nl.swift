// Language data for "nl" (Dutch); format described in Lexicon.swift.
// Identification only: a close neighbour of German that quotepool does not serve, known so that Dutch text
// is decided as nl and rejected under de. No composer, chatter, attribution, cliché or scorer data.
extension LexiconSource {
    static let nl = #"""
        # Dutch (nl). Hand-written data; identification only.

        [function_words]
        de
        het
        een
        en
        of
        maar
        want
        dus
        omdat
        als
        toen
        wanneer
        terwijl
        hoewel
        dat
        die
        dit
        deze
        wat
        wie
        waar
        waarom
        hoe
        niet
        geen
        niets
        iets
        iemand
        niemand
        iedereen
        ik
        jij
        je
        jou
        u
        hij
        zij
        ze
        wij
        we
        jullie
        hen
        hun
        mij
        me
        hem
        haar
        ons
        onze
        mijn
        jouw
        zijn
        uw
        zich
        er
        hier
        daar
        van
        op
        met
        naar
        bij
        uit
        aan
        voor
        achter
        naast
        tussen
        onder
        boven
        door
        zonder
        tot
        sinds
        tegen
        om
        te
        over
        langs
        is
        ben
        bent
        zijn
        was
        waren
        wordt
        worden
        werd
        heeft
        hebben
        heb
        hebt
        had
        hadden
        kan
        kunnen
        kon
        moet
        moeten
        wil
        willen
        zal
        zou
        zullen
        gaat
        gaan
        ging
        doet
        deed
        al
        ook
        nog
        weer
        nu
        dan
        toch
        zo
        heel
        erg
        meer
        minder
        veel
        weinig
        elke
        elk
        iedere
        alle
        altijd
        nooit
        soms
        vaak
        vandaag
        gisteren
        morgen
        samen
        even
        echt
        alleen
        zelf
        hetzelfde

        [sample_text]
        Mijn oma bewaart alle knopen van oude jassen in een blikken trommel op zolder.
        Elke zaterdag fietst mijn vader naar de markt om verse vis en kaas te halen.
        De buurvrouw zet in de zomer een emmer water buiten voor de dorstige honden.
        We hebben de hele middag in de regen op de trein naar Utrecht gewacht.
        Toen het begon te sneeuwen, liepen de kinderen met hun sleetjes naar de dijk.
        Het bakkertje op de hoek ruikt 's ochtends al naar kaneel en warme broodjes.
        Mijn broer repareert oude radio's en laat ze daarna zachtjes in de keuken spelen.
        Ze schreef haar boodschappenlijstje altijd op de achterkant van een envelop.
        In de bibliotheek vond ik een brief die iemand tussen de bladzijden had vergeten.
        De kapper vertelt elke klant hetzelfde verhaal over zijn reis naar Portugal.
        Onze kat slaapt het liefst in de wasmand, vooral als de handdoeken net warm zijn.
        Na het eten speelden we kaart aan de keukentafel tot de kaarsen op waren.
        Mijn dochter heeft een naam bedacht voor elke eend in het park.
        De oude visser knikt naar iedereen die langs de haven wandelt.
        We zaten met z'n vieren op het balkon en telden de vliegtuigen boven de stad.
        Hij neemt altijd een thermosfles koffie mee als hij gaat vissen.
        Het was koud in de kerk, maar het koor zong zo mooi dat niemand het merkte.
        De postbode weet precies welke hond blaft en welke alleen maar kwispelt.
        Mijn moeder plant tulpen in het najaar en vergeet daarna waar ze staan.
        Zonder bril kan opa de krant niet lezen, dus leest mijn zusje hem voor.
        Gisteren hebben we de schuur opgeruimd en een oude schommel teruggevonden.
        De tram rijdt langzaam door de smalle straat, vlak langs de open ramen.
        Ik heb mijn eerste fiets nog steeds, al is de bel allang verroest.
        Bij het ontbijt deelt mijn zoon zijn boterham met de mus op de vensterbank.
        De meester nam na de vakantie een doos vol schelpen mee naar de klas.
        Als het stormt, zet mijn vader de tuinstoelen in de gang.
        Onze buren vieren elk jaar de verjaardag van hun schildpad met taart.
        Zij leerde zwemmen toen ze zestig was en gaat nu elke ochtend naar het zwembad.
        In de trein naar huis viel een jongen in slaap op de schouder van zijn vriend.
        De groenteboer geeft de kinderen altijd een appel terwijl hun moeder afrekent.
        Op zondag wandelen we langs de rivier tot aan de oude molen en weer terug.
        Mijn tante breit sokken voor iedereen, ook voor mensen die ze nauwelijks kent.
        Het jongetje van boven oefent elke avond op zijn trompet.
        We hebben de piano met zes man de trap op gedragen en toch nog gelachen.
        Het licht in de keuken brandt nog, want mijn vader bakt brood voor morgen.
        Er staat een bankje bij het kanaal waar mijn opa altijd de eenden voerde.
        Zij bewaart de kaartjes van elk concert in een schoenendoos onder het bed.
        Mijn vriendin belt me elke vrijdag om te vertellen wat ze gekookt heeft.
        De conducteur glimlachte toen het meisje haar kaartje aan haar pop liet zien.
        Door het raam van de bakkerij zie je hoe het deeg langzaam rijst.
        Hij heeft de hele zomer aan een houten boot gewerkt die nooit het water zag.
        Als kind verstopte ik me altijd in de kast met de wintersjaals.
        De vrouw van de bloemenkraam geeft op maandag de laatste rozen weg.
        We wachtten bij de sluis tot de boten voorbij waren en de brug weer zakte.
        Mijn grootvader herkende met zijn ogen dicht elke vogel aan zijn lied.
        Het regent al drie dagen, maar de slakken in de tuin zijn heel tevreden.
        Na school gaan de kinderen eerst naar de speeltuin achter de kerk.
        Zij zingt altijd hardop als ze de afwas doet, vooral oude liedjes van de radio.
        De buurman heeft zijn ladder al aan iedereen in de straat uitgeleend.
        In de herfst rapen we kastanjes in het bos en leggen ze op de vensterbank.
        Mijn zus heeft een hekel aan vroeg opstaan, maar ze is nooit te laat.
        Het oude station is nu een café waar je soep kunt eten bij de kachel.
        Elke avond om negen uur doet de buurvrouw het licht in het trappenhuis uit.
        We kregen een brief van een neef in Canada die we nooit hadden ontmoet.
        Ik zag hoe mijn vader stilletjes een bloem uit de tuin voor mijn moeder plukte.
        Er waren te weinig stoelen, dus zaten de kinderen op de trap.
        De hond van de bakker wacht elke ochtend bij de deur op een korstje.
        Zij heeft haar hele leven in hetzelfde huis aan de gracht gewoond.
        Wanneer de veerboot aankomt, vliegen de meeuwen al naar de kade.
        Met een kopje thee en een dikke trui is de winter best uit te houden.
        Mijn neefje vraagt bij elk verhaal of het echt gebeurd is.
        Op het dak van de schuur groeit mos dat in de zon bijna goud lijkt.
        Van zijn eerste loon kocht hij een fiets voor zijn moeder.
        Vroeger kwam de melkboer elke dinsdag met paard en wagen door het dorp.
        Onze dochter wil elke avond hetzelfde boek horen, en ze kent het al uit haar hoofd.
        Tijdens de storm zaten we met een zaklamp onder de tafel verhalen te vertellen.
        De schoenmaker in onze straat maakt ook tassen en paraplu's weer heel.
        Mijn opa fluit altijd hetzelfde deuntje als hij de heg knipt.
        Bij het station verkoopt een oude man al veertig jaar haring met uitjes.
        Wij kennen de naam van de reiger die elke ochtend bij onze vijver staat.
        Op zaterdagochtend brengt mijn opa de geiten naar de wei en komt zingend terug.
        Mijn moeder bewaarde de brieven van mijn vader in een houten kist onder het bed.
        In de winter zaten we met z'n allen rond de kachel naar spookverhalen te luisteren.
        Mijn neef werkt in de haven en neemt op vrijdag altijd verse vis mee.
        Vanochtend regende het zo hard dat de sloot bijna over de weg liep.
        De kinderen van school hebben jonge bomen geplant langs het fietspad.
        Mijn oma bakt nog steeds haar eigen brood, net als vroeger op de boerderij.
        Op het dorpsfeest speelde de fanfare tot drie uur 's nachts en niemand ging weg.
        De buurman van de overkant knapt oude fietsen op en geeft ze aan de kinderen.
        Na de oogst ruikt de hele schuur naar hooi en natte aarde.
        De juf las elke vrijdag een gedicht voor en dan was de klas meteen stil.
        Elke middag geeft mijn buurvrouw de geraniums water met een rode gieter.
        De man van de kiosk weet precies welke krant iedereen in de buurt leest.
        Mijn ouders leerden elkaar veertig jaar geleden kennen op een dansavond.
        Elk najaar maakt mijn moeder appelmoes voor de hele winter.
        Als de trein over de brug rijdt, zwaaien de kinderen vanaf de dijk.
        Het huis van mijn grootouders heeft een moestuin met kool, aardappels en twee perenbomen.
        Onze hond slaapt altijd voor de voordeur, alsof hij het huis bewaakt.
        Op de markt verkopen de boeren eieren, sla en jonge kaas.
        De mensen uit de straat hebben samen het buurthuis geverfd voor de zomer.
        Op zondag aten we erwtensoep en daarna deed iedereen een dutje op de bank.
        Als het hard waait, blijven de vissers in het café en spelen ze kaart.
        De kerkklok staat al jaren stil op twaalf uur en niemand repareert hem.
        Ik liet mijn sleutels in de deur zitten en de buurman bewaarde ze tot ik terugkwam.
        De kinderen plukten bramen langs het pad en kwamen met paarse handen thuis.
        Oma wist altijd wanneer het zou gaan regenen door naar de wolken te kijken.
        Mijn vriendin stuurde me een ansichtkaart uit Gent met een prachtige postzegel.
        Mijn zoon wil later schipper worden, net als zijn overgrootvader.
        Met kerst zetten we de stal neer met de beeldjes van mijn overgrootmoeder.
        Vanavond eten we buiten in de tuin, met brood, kaas en een paar tomaten.
        """#
}
