// Language data for "gl" (Galician); format described in Lexicon.swift.
// Identification only: a close neighbour of Portuguese that quotepool does not serve, known so that Galician
// text is decided as gl and rejected under pt. No composer, chatter, attribution, cliché or scorer data.
extension LexiconSource {
    static let gl = #"""
        # Galician (gl). Hand-written data; identification only.

        [function_words]
        o
        a
        os
        as
        un
        unha
        uns
        unhas
        de
        do
        da
        dos
        das
        dun
        dunha
        en
        no
        na
        nos
        nas
        nun
        nunha
        con
        co
        coa
        cos
        coas
        cun
        cunha
        por
        polo
        pola
        polos
        polas
        para
        ao
        á
        aos
        ás
        e
        ou
        pero
        mais
        nin
        senón
        que
        se
        non
        si
        xa
        aínda
        tamén
        tampouco
        moi
        moito
        moita
        moitos
        máis
        menos
        como
        coma
        cando
        onde
        porque
        pois
        así
        tan
        só
        case
        eu
        ti
        el
        ela
        nós
        vós
        eles
        elas
        me
        te
        lle
        lles
        vos
        meu
        miña
        meus
        miñas
        teu
        túa
        seu
        súa
        seus
        súas
        noso
        nosa
        nosos
        vosa
        este
        esta
        estes
        isto
        ese
        esa
        iso
        aquel
        aquela
        aquilo
        aquí
        alí
        aí
        hoxe
        onte
        mañá
        sempre
        nunca
        todo
        toda
        todos
        todas
        cada
        outro
        outra
        outros
        algún
        algunha
        ningún
        ningunha
        nada
        ninguén
        alguén
        é
        son
        foi
        era
        eran
        está
        están
        estaba
        ten
        teñen
        teño
        tiña
        hai
        había
        vai
        van
        fai
        fan
        pode
        sen
        sobre
        entre
        desde
        ata
        contra
        cara
        baixo
        tras
        despois
        antes
        logo
        entón
        mentres
        diante
        detrás
        preto
        lonxe

        [sample_text]
        A miña avoa garda os botóns dos abrigos vellos nunha caixa de lata.
        Cada sábado o meu pai vai en bicicleta ao mercado mercar peixe e queixo.
        A veciña deixa un caldeiro de auga na porta para que os cans poidan beber.
        Estivemos toda a tarde agardando o tren baixo a choiva, pero ninguén se queixaba.
        Cando comezou a nevar, os nenos saíron correndo cara ao monte.
        A panadaría da esquina xa cheira a canela e a pan quente antes das sete.
        O meu irmán arranxa radios vellas e despois fainas soar na cociña.
        Sempre escribía a lista da compra no reverso dun sobre.
        Na biblioteca atopei unha carta que alguén esquecera entre as páxinas.
        O barbeiro conta a cada cliente a mesma historia da súa viaxe a Lisboa.
        O noso gato prefire durmir no cesto da roupa, sobre todo cando as toallas están quentes.
        Despois de cear xogabamos ás cartas na mesa da cociña ata que se acababan as velas.
        A miña filla puxo un nome a cada pato do parque.
        O mariñeiro vello saúda a todo o mundo que pasea polo peirao.
        Eramos catro na varanda e contabamos os avións que pasaban por riba da cidade.
        Sempre leva un termo de café cando vai pescar ao río.
        Facía frío na igrexa, pero o coro cantaba tan ben que ninguén se decataba.
        O carteiro sabe exactamente que can ladra e cal só move o rabo.
        A miña nai planta tulipas no outono e despois esquece onde as puxo.
        Sen lentes o avó non pode ler o xornal, así que a miña irmá le por el en voz alta.
        Onte arrumamos o alpendre e atopamos un baloucio antigo.
        O tranvía pasa amodo pola rúa estreita, rente ás fiestras abertas.
        Aínda teño a miña primeira bicicleta, aínda que a campaíña está ferruxenta.
        Ao almorzo, o meu fillo comparte o seu bocadillo co pardal da fiestra.
        O mestre levou á clase unha caixa chea de cunchas despois das vacacións.
        Cando hai temporal, o meu pai mete as cadeiras da horta no corredor.
        Os nosos veciños celebran cada ano o aniversario da súa tartaruga cunha torta.
        Aprendeu a nadar aos sesenta anos e agora vai á piscina cada mañá.
        No tren de volta, un rapaz quedou durmido no ombreiro do seu amigo.
        O froiteiro sempre lles dá unha mazá aos nenos mentres a nai paga.
        Os domingos camiñamos á beira do río ata o muíño vello e volvemos.
        A miña tía fai calcetíns para todos, mesmo para xente que case non coñece.
        O neno do piso de arriba ensaia cada noite coa súa trompeta.
        Subimos o piano pola escaleira entre seis e aínda así riamos.
        A luz da cociña segue acesa porque o meu pai fai pan para mañá.
        Hai un banco á beira do canal onde o meu avó lles daba de comer aos patos.
        Garda as entradas de cada concerto nunha caixa de zapatos debaixo da cama.
        A miña amiga chámame cada venres para contarme que cociñou.
        O revisor sorriu cando a nena lle ensinou o billete á súa boneca.
        Pola fiestra da panadaría vese como a masa vai levedando amodo.
        Pasou todo o verán facendo unha dorna de madeira que nunca tocou a auga.
        De pequeno agochábame no armario das bufandas de inverno.
        A muller do posto de flores regala as últimas rosas os luns.
        Agardamos no porto ata que entraron as lanchas e baixou a ponte.
        O meu avó recoñecía cada paxaro polo seu canto cos ollos pechados.
        Leva tres días chovendo, pero os caracois da horta están moi contentos.
        Despois da escola, os nenos van primeiro ao parque que hai detrás da igrexa.
        Sempre canta en voz alta mentres lava a louza, sobre todo cancións vellas da radio.
        O veciño xa lle deixou a súa escada a toda a xente da rúa.
        No outono apañamos castañas no souto e poñémolas no peitoril da fiestra.
        A miña irmá odia erguerse cedo, pero nunca chega tarde.
        A vella estación agora é un café onde podes tomar caldo xunto á lareira.
        Todas as noites ás nove a veciña apaga a luz da escaleira.
        Recibimos unha carta dun curmán da Arxentina que nunca coñeceramos.
        Vin como o meu pai collía en silencio unha flor do xardín para a miña nai.
        Non había cadeiras dabondo, e por iso os nenos sentaban nas escaleiras.
        O can do panadeiro agarda cada mañá na porta un anaco de codia.
        Viviu toda a vida na mesma casa da rúa do Franco.
        Cando chega o barco, as gaivotas xa voan cara ao peirao.
        Cunha cunca de caldo e un xersei groso, o inverno faise máis curto.
        O meu sobriño pregunta en cada conto se pasou de verdade.
        No tellado do hórreo medra un musgo que ao sol semella case de ouro.
        Co primeiro soldo mercou unha bicicleta para a súa nai.
        O avó di que o millo medra mellor se lle falas cada mañá.
        Este verán pintamos a varanda do balcón dunha cor amarela moi alegre.
        Os rapaces da aldea xogan ao balón na praza ata que se acenden as farolas.
        A miña bisavoa facía filloas cada vez que viñan os netos.
        Na feira do mes a xente merca polbo, pan de millo e queixo do país.
        Cando vén a néboa, o faro da illa acende a súa luz antes do solpor.
        Os netos axudan a apañar as patacas e despois xantan todos xuntos na eira.
        Os sábados pola mañá o meu avó leva as vacas ao prado e volve cantando.
        A miña nai gardaba as cartas do meu pai nunha caixa de madeira debaixo da cama.
        Cando era rapaza, a miña tía ía á escola descalza polo camiño da fonte.
        No inverno sentabámonos todos arredor da lareira a escoitar contos de medo.
        O meu curmán traballa no porto e sempre trae peixe fresco os venres.
        A panadeira da aldea coñece o nome de todos os cans da parroquia.
        Esta mañá choveu tanto que o río case chegou ás portas das casas.
        Os nenos da escola plantaron castiñeiros novos no monte queimado.
        A miña avoa aínda fai o pan no forno de leña coma cando era nova.
        Meu pai nunca aprendeu a nadar, pero cada verán leva os netos á praia.
        Na festa da aldea a banda tocou ata as tres da mañá e ninguén marchou.
        O veciño de enfronte arranxa bicicletas vellas e regálallas aos rapaces.
        Despois da vendima, a casa enteira cheira a uvas e a mosto doce.
        Cando neva na serra, os avós contan que antes pasaban semanas illados.
        A mestra lía poemas de Rosalía en voz alta e os nenos calaban.
        O meu irmán pequeno colle cunchas na praia e gárdaas nos petos.
        Todas as tardes a miña veciña rega as flores do balcón cunha regadeira vermella.
        O vello do quiosco sabe que xornal le cada persoa do barrio.
        Fomos á feira mercar un porco, pero volvemos cunha galiña e dous coellos.
        Á noitiña as vacas volven soas á corte polo mesmo carreiro de sempre.
        Os meus pais coñecéronse nun baile da aldea hai corenta anos.
        Cada outono a miña nai fai marmelada de mazá para todo o inverno.
        Cando pasa o tren polo viaduto, os nenos saúdan desde a ponte.
        A casa dos avós ten unha horta con verzas, patacas e dúas figueiras.
        O can da casa dorme sempre diante da porta para gardala de noite.
        Meu avó contaba que de novo emigrara a Cuba e volvera sen un peso.
        No mercado da praza as mulleres venden ovos, grelos e queixo fresco.
        A xente do barrio xuntouse para pintar a escola antes de comezar o curso.
        Os domingos comiamos caldo e despois durmiamos unha sesta longa.
        A miña irmá maior ensinoume a andar en bicicleta na corredoira da casa.
        Cando o mar está bravo, os mariñeiros quedan na taberna xogando ás cartas.
        O reloxo da igrexa leva anos parado nas doce e ninguén o arranxa.
        Deixei as chaves na porta e o veciño gardoumas ata que volvín.
        Os rapaces apañaron amoras no camiño e volveron coas mans moradas.
        A avoa sabía cando ía chover só mirando as nubes sobre o monte.
        Cada mañá o leiteiro deixa unha botella de leite diante da nosa porta.
        Os netos pasaron a tarde xogando no palleiro e volveron cheos de palla.
        A miña amiga escribiume unha postal desde Compostela cun selo moi bonito.
        O meu fillo quere ser mariñeiro coma o seu bisavó.
        Xa non quedan moitas casas na aldea con xente vivindo todo o ano.
        """#
}
