// Language data for locale "pt"; format described in Lexicon.swift.
extension LexiconSource {
    static let pt = #"""
        [function_words]
        o
        a
        os
        as
        um
        uma
        uns
        umas
        do
        da
        dos
        das
        no
        na
        nos
        nas
        ao
        aos
        à
        às
        pelo
        pela
        pelos
        pelas
        num
        numa
        dum
        duma
        de
        em
        com
        por
        para
        pra
        sem
        sobre
        entre
        até
        desde
        e
        ou
        mas
        que
        se
        não
        sim
        também
        já
        ainda
        sempre
        nunca
        muito
        muita
        muitos
        muitas
        pouco
        mais
        menos
        é
        são
        está
        estão
        era
        foi
        ser
        estar
        tem
        têm
        tinha
        ter
        há
        eu
        tu
        você
        vocês
        ele
        ela
        eles
        elas
        nós
        me
        te
        lhe
        lhes
        seu
        sua
        seus
        suas
        meu
        minha
        meus
        minhas
        nosso
        nossa
        este
        esta
        esse
        essa
        isso
        isto
        aquele
        aquela
        aquilo
        quando
        como
        onde
        porque
        porquê
        então
        depois
        antes
        cada
        todo
        toda
        todos
        tudo
        nada
        ninguém
        mesmo
        bem
        aqui
        lá
        assim
        coisa
        vez
        estava

        [sample_text]
        De manhã, bebo o meu café perto da janela e vejo os vizinhos passarem.
        A minha avó guardava sempre um lenço bordado no bolso do avental.
        Choveu a noite inteira, e o quintal ainda cheira a terra molhada.
        Saímos muito cedo para ver o mar antes que o inverno chegasse.
        Ela conserta as bicicletas velhas do bairro sem nunca pedir dinheiro a ninguém.
        As crianças construíram uma cabana no fundo do mato com galhos secos.
        Quando a padaria abre, o cheiro de pão quente enche a rua inteira.
        Não entendi a resposta, então fiz a mesma pergunta uma segunda vez.
        O meu irmão estuda piano há três meses e já toca uma valsa curta.
        O gato do vizinho dorme no parapeito da minha janela todas as tardes.
        Comemos castanhas assadas enquanto a chuva batia no telhado da varanda.
        Este caderno velho guarda as receitas que a minha mãe escrevia a lápis.
        O carteiro conhece o nome de todos os cães da rua, até dos mais ariscos.
        Depois do jantar, saímos para caminhar na beira do rio e olhar as estrelas.
        Ela pintou as janelas de azul-claro, e a casa parece mais leve.
        As folhas secas estalam sob os nossos pés no caminho do parque.
        O meu tio conta sempre a mesma história, mas ninguém se cansa de ouvir.
        Guardo uma pedra que encontrei na praia no verão passado.
        A professora escreveu uma frase no quadro e pediu que trocássemos uma palavra.
        Na cozinha, a sopa ferve devagar enquanto as crianças desenham na mesa.
        Pintamos o quarto juntos e havia tinta até nos nossos cabelos.
        O vento levou o meu chapéu, e um desconhecido correu atrás dele pela calçada.
        Todo domingo, o meu pai faz frango assado com batatas douradas.
        A biblioteca da vila fecha cedo, mas a bibliotecária nunca apressa ninguém.
        Esqueci o guarda-chuva no café, e ele continuava lá no dia seguinte.
        As andorinhas voltaram para o beiral do celeiro no começo da primavera.
        Ela ainda escreve cartas à mão porque gosta de escolher o papel.
        Hoje de manhã, o lago estava tão calmo que as nuvens pareciam dentro dele.
        O meu vizinho cultiva tomates na varanda e oferece sempre alguns aos vizinhos.
        O bolo só ficou bom na terceira tentativa, e mesmo assim afundou um pouco.
        Os pescadores voltam ao porto quando o céu fica cor-de-rosa sobre as falésias.
        Gosto de viajar de barco, porque dá para olhar as pessoas sem ser visto.
        A feira de sábado está cheia de queijos, flores e conversas barulhentas.
        A minha irmã guardou a chave da nossa antiga casa numa caixa de lata.
        Com as janelas abertas, ouvimos os sapos cantando no lago até tarde.
        A massa do pão pede paciência, porque cresce no seu próprio ritmo.
        As mãos do relojoeiro tremem um pouco, mas os gestos continuam precisos.
        Ficamos perdidos na floresta até encontrarmos uma nascente de água fresca.
        O velho banco da praça ainda tem as iniciais gravadas por dois namorados.
        Aprendo italiano sozinho, mas pratico sobretudo com a vizinha da frente.
        A primeira refeição do dia era simples, pão, manteiga e doce de damasco.
        Ela tricotou um cachecol comprido demais, que o filho usa mesmo assim com orgulho.
        As luzes da cidade acendem uma a uma enquanto esperamos na fila do cinema.
        Depois da tempestade, os caracóis saem e atravessam devagar o caminho de cascalho.
        O meu avô consertava relógios numa oficina que cheirava a óleo e metal.
        Na escola, eu tinha medo de falar em público, e hoje dou aulas de história.
        A geada cobriu os carros, e as crianças desenharam rostos nos vidros.
        A família foi morar numa vila pequena onde todos se cumprimentam na rua.
        O café da esquina abre às seis para os trabalhadores que saem cedo.
        Releio muitas vezes as mensagens dos amigos quando a semana foi difícil.
        Ela colhe amoras ao longo do caminho e come mais do que guarda.
        A enfermeira do turno da noite bebe o chá frio porque nunca consegue terminá-lo.
        Perdemos o jogo no domingo, mas rimos muito no vestiário depois.
        Às terças, o museu fica quase vazio e os quadros parecem olhar para nós.
        Ele aprendeu a nadar aos quarenta anos, na piscina municipal, junto com as crianças.
        A pequena lâmpada ilumina só um canto da mesa e as minhas mãos.
        Dividimos uma pizza fria nos degraus da estação à meia-noite.
        O jardineiro poda as roseiras falando baixinho, como se elas pudessem ouvir.
        Neste verão, o rio estava tão baixo que dava para atravessar a pé.
        A minha amiga emprestou um livro cheio de notas a lápis nas margens.
        O cão velho espera junto da porta a hora exata em que as crianças voltam da escola.
        Plantaram uma cerejeira no quintal no dia em que a filha nasceu.
        Não gosto de despedidas no cais, por isso saio sempre antes de o barco partir.
        Quando faz muito frio, a cidade fica silenciosa e as pessoas andam mais devagar.
        Você já reparou como a luz da tarde deixa as paredes cor de mel?
        Não há nada melhor do que uma sopa quente depois de um dia de chuva.
        Os meus primos também vieram para o almoço e trouxeram um bolo de laranja.
        As manhãs de outono são frescas, e o sol demora muito a aparecer.
        Ao fim da tarde, sentamos no muro e contamos as histórias do dia.
        Não adianta brigar com a impressora, ela não entende português.
        As maçãs do pomar caem sozinhas, e as vespas já estão em festa.

        [prompt_residue]
        aqui está
        aqui está uma citação
        aqui está a sua citação
        aqui está a citação
        aqui vai
        aqui vai uma citação
        aqui tem
        segue
        segue uma citação
        segue a citação
        claro
        claro!
        com certeza
        certamente
        certo
        sem dúvida
        com prazer
        como ia
        como uma ia
        enquanto ia
        como modelo de linguagem
        como inteligência artificial
        citação:
        citação :
        frase:
        resposta:
        desculpe
        lamento
        não posso
        ótima pergunta
        óptima pergunta
        eis
        eis uma citação
        # Added: more common entries.
        aqui está a sua frase
        aqui está sua frase
        aqui está a frase
        aqui está uma frase
        aqui está uma frase original
        aqui vai a frase
        aqui vai uma frase
        aqui vai a sua frase
        aqui tem a sua frase
        aqui tem uma frase
        segue a frase
        segue uma frase
        eis a frase
        eis uma frase
        eis a sua frase
        esta é a sua frase
        aqui está uma sugestão
        aqui está a minha sugestão
        claro, aqui está
        com certeza, aqui está
        espero que goste
        espero que você goste
        fico em ajudar

        [attribution_verbs]
        diz
        disse
        dizia
        escreveu
        escrevia
        escreve
        afirmou
        afirma
        declarou
        segundo
        conforme
        como dizia
        costumava dizer

        [anonymous_names]
        anônimo
        anónimo
        anônima
        anónima
        desconhecido
        desconhecida
        autor desconhecido
        autor anônimo
        autor anónimo
        autoria desconhecida
        fonte desconhecida
        provérbio
        provérbio popular

        [cliches]
        água mole em pedra dura tanto bate até que fura
        siga os seus sonhos
        siga seus sonhos
        acredite nos seus sonhos
        acredite em si mesmo
        acredite em você
        nunca desista
        não desista dos seus sonhos
        a vida é bela
        a vida é uma viagem
        a vida é curta
        a vida é feita de escolhas
        a felicidade está nas pequenas coisas
        nada é impossível
        tudo é possível
        viva o momento
        viva cada dia como se fosse o último
        aproveite cada momento
        carpe diem
        o melhor ainda está por vir
        depois da tempestade vem a bonança
        cada dia é um novo começo
        cada dia é uma nova oportunidade
        saia da sua zona de conforto
        seja você mesmo
        seja a mudança
        o amor vence tudo
        a amizade é um tesouro
        quem tem um amigo tem um tesouro
        longe dos olhos longe do coração
        dinheiro não traz felicidade
        só se vive uma vez
        a jornada importa mais que o destino
        sorria para a vida
        um sorriso não custa nada
        a paciência é uma virtude
        a esperança é a última que morre
        amanhã é outro dia
        a luz no fim do túnel
        siga o seu coração
        ouça o seu coração
        a chave do sucesso
        o segredo da felicidade
        quando uma porta se fecha outra se abre
        nem tudo que reluz é ouro
        o hábito não faz o monge
        roma não foi feita num dia
        tudo acontece por uma razão
        tudo acontece por um motivo
        o que não mata fortalece
        quem espera sempre alcança
        devagar se vai ao longe
        deus ajuda quem cedo madruga
        mais vale tarde do que nunca
        antes tarde do que nunca
        a união faz a força
        querer é poder
        quem procura acha
        quem não arrisca não petisca
        em casa de ferreiro espeto de pau
        de grão em grão a galinha enche o papo
        mais vale um pássaro na mão do que dois voando
        a pressa é inimiga da perfeição
        o tempo é dinheiro
        o tempo cura tudo
        o tempo voa
        aprenda com os seus erros
        é errando que se aprende
        melhor prevenir do que remediar
        cada um colhe o que planta
        quem semeia ventos colhe tempestades
        não há mal que sempre dure
        a noite é uma criança
        dê o seu melhor
        supere os seus limites
        conhecimento é poder
        uma longa caminhada começa com um passo
        as pequenas coisas fazem a diferença
        vai dar tudo certo
        # Added: more common entries.
        cão que ladra não morde
        filho de peixe peixinho é
        quem vê cara não vê coração
        diz-me com quem andas e dir-te-ei quem és
        me diga com quem andas e direi quem és
        a cavalo dado não se olham os dentes
        cada macaco no seu galho
        quem com ferro fere com ferro será ferido
        em boca fechada não entra mosca
        o seguro morreu de velho
        águas passadas não movem moinhos
        quem não chora não mama
        a mentira tem perna curta
        depois da tempestade vem a calmaria
        quem ri por último ri melhor
        a ocasião faz o ladrão
        o barato sai caro
        pau que nasce torto morre torto
        de pequenino se torce o pepino
        cada cabeça uma sentença
        olho por olho dente por dente
        gato escaldado tem medo de água fria
        quem tudo quer tudo perde
        nem tudo são flores

        [formulas]
        a vida é *
        a vida não é *
        a felicidade é *
        a felicidade está *
        nunca se esqueça *
        nunca esqueça *
        não se esqueça de que *
        lembre-se de que *
        lembre-se *
        o segredo do * é *
        o segredo da * é *
        a chave do * é *
        a chave da * é *
        * é a chave do *
        * é a chave da *
        * é a chave para *
        o verdadeiro * é *
        a verdadeira * é *
        nunca desista *
        cada dia é *
        às vezes é preciso *
        o amor é *
        a amizade é *
        o tempo é *
        a única forma de * é *
        a única maneira de * é *
        se você quer * *
        seja sempre *
        acredite em *
        tudo começa com *
        o maior * é *

        [concrete_nouns]
        # food and kitchen
        pão
        pães
        fatia
        fatias
        manteiga
        doce
        compota
        geleia
        frasco
        frascos
        pote
        potes
        caneca
        canecas
        xícara
        xícaras
        chávena
        chávenas
        tigela
        prato
        pratos
        colher
        colheres
        garfo
        faca
        facas
        panela
        panelas
        chaleira
        bule
        sopa
        leite
        café
        chá
        farinha
        açúcar
        sal
        ovo
        ovos
        maçã
        maçãs
        laranja
        laranjas
        ameixa
        ameixas
        cereja
        cerejas
        framboesa
        amora
        amoras
        noz
        nozes
        castanha
        castanhas
        salsa
        manjericão
        tomate
        tomates
        rabanete
        rabanetes
        ervilha
        ervilhas
        batata
        batatas
        bolo
        bolos
        biscoito
        biscoitos
        sanduíche
        sanduíches
        queijo
        queijos
        mel
        limão
        limões
        canela
        receita
        receitas
        massa
        migalha
        migalhas
        # house
        casa
        casas
        janela
        janelas
        porta
        portas
        telhado
        telhados
        parede
        paredes
        muro
        escada
        degrau
        degraus
        varanda
        varandas
        cozinha
        cozinhas
        sala
        quarto
        sótão
        cave
        porão
        oficina
        oficinas
        armazém
        quintal
        quintais
        pátio
        alpendre
        fogão
        lareira
        lâmpada
        lâmpadas
        vela
        velas
        fósforo
        fósforos
        mesa
        mesas
        cadeira
        cadeiras
        banco
        bancos
        cama
        camas
        lençol
        lençóis
        manta
        mantas
        cobertor
        tapete
        tapetes
        cortina
        cortinas
        relógio
        relógios
        rádio
        chave
        chaves
        fechadura
        fechaduras
        caixa
        caixas
        caixa do correio
        lata
        latas
        cesto
        cestos
        caderno
        cadernos
        lápis
        tinta
        carta
        cartas
        postal
        mapa
        atlas
        livro
        livros
        livro de bolso
        livros de bolso
        fotografia
        fotografias
        envelope
        selo
        # sewing, tools, things
        agulha
        agulhas
        linha
        botão
        botões
        fita
        fitas
        lã
        novelo
        novelos
        cachecol
        cachecóis
        manga
        mangas
        camisa
        camisas
        casaco
        sapato
        sapatos
        bota
        botas
        galocha
        galochas
        chapéu
        boné
        avental
        pano
        retalho
        roupa
        rede
        redes
        tábua
        tábuas
        prego
        pregos
        martelo
        escada de mão
        pneu
        pneus
        bicicleta
        bicicletas
        violino
        barco
        barcos
        papel
        barbante
        vime
        estrela
        estrelas
        presente
        presentes
        moeda
        moedas
        guardanapo
        guardanapos
        ferro
        vaso
        vasos
        # plants and nature
        gerânio
        gerânios
        tulipa
        tulipas
        bulbo
        bulbos
        semente
        sementes
        roseira
        roseiras
        flor
        flores
        folha
        folhas
        árvore
        árvores
        figueira
        limoeiro
        carvalho
        erva
        musgo
        pedra
        pedras
        concha
        conchas
        areia
        praia
        mar
        onda
        ondas
        rio
        rios
        beira
        lago
        porto
        cais
        farol
        falésia
        ponte
        rua
        ruas
        praça
        parque
        feira
        mercado
        estação
        vila
        aldeia
        bairro
        prédio
        escola
        igreja
        museu
        biblioteca
        padaria
        mercearia
        loja
        horta
        chuva
        neve
        trovoada
        aguaceiro
        vento
        nevoeiro
        neblina
        geada
        nuvem
        nuvens
        céu
        sol
        lua
        noite
        manhã
        tarde
        madrugada
        vapor
        fogo
        luz
        lenha
        maré
        # animals
        gato
        gatos
        cão
        cães
        cachorro
        pardal
        pardais
        pombo
        pombos
        andorinha
        andorinhas
        gaivota
        caracol
        galinha
        abelha
        cabra
        cabras
        # body
        mão
        mãos
        dedo
        dedos
        bochecha
        bochechas
        nariz
        ombro
        ombros
        cotovelo
        pé
        pés
        costas
        lábio
        lábios
        olho
        olhos
        cabelo
        cabelos
        coração
        cabeça
        testa
        joelho
        joelhos
        língua
        dentes
        pálpebras
        sobrancelhas
        ouvido
        # people
        padeira
        padeiro
        pescador
        pescadores
        vizinha
        vizinho
        carteiro
        enfermeira
        menino
        menina
        tio
        tia
        sapateiro
        relojoeiro
        florista
        barqueiro
        bibliotecária
        irmão
        irmã
        faroleiro
        costureira
        jardineiro
        estudante
        dona
        homem
        senhora
        professor
        professora
        porteiro
        marinheiro
        parteira
        cozinheira
        livreiro
        pintor
        tia-avó
        primo
        amiga
        amigo
        pastor
        farmacêutica
        guarda
        vigia
        vendedora
        ferreiro
        rapaz
        camponesa
        oleira
        carpinteiro
        avô
        avó
        pai
        mãe
        criança
        crianças
        aluno
        recém-nascido
        barulho
        calor
        canto
        canção
        canções
        cheiro
        cor
        corda
        cores
        domingo
        domingos
        dor
        esquina
        frio
        fruta
        frutas
        fundo
        fundos
        férias
        gargalhada
        jantar
        lado
        manhãs
        mudança
        música
        natal
        novembro
        outono
        verão
        inverno
        primavera
        par
        pau
        pesca
        ponta
        pó
        sesta
        silêncio
        sino
        sinos
        sombra
        sorriso
        sábado
        sábados
        terça-feira
        voz
        véspera
        óculos
        chuvas
        # Broadened general vocabulary.
        morango
        morangos
        framboesas
        mirtilo
        uva
        uvas
        pêssego
        pêssegos
        damasco
        damascos
        melão
        melões
        melancia
        melancias
        tangerina
        tangerinas
        mexerica
        mexericas
        abacaxi
        abacaxis
        ananás
        figo
        figos
        pepino
        pepinos
        cenoura
        cenouras
        nabo
        beterraba
        repolho
        couve
        alface
        espinafre
        alho-poró
        alho
        pimentão
        pimentões
        abobrinha
        abóbora
        abóboras
        cogumelo
        cogumelos
        feijão
        feijões
        lentilha
        grão-de-bico
        arroz
        macarrão
        espaguete
        pastel
        pastéis
        coxinha
        coxinhas
        empada
        empadas
        esfiha
        tapioca
        cuscuz
        torta
        tortas
        pudim
        pudins
        brigadeiro
        brigadeiros
        quindim
        beijinho
        rosquinha
        rosquinhas
        bolacha
        bolachas
        broa
        broas
        sorvete
        sorvetes
        picolé
        picolés
        iogurte
        nata
        creme
        suco
        sucos
        limonada
        refresco
        caldo
        canja
        ensopado
        feijoada
        moqueca
        linguiça
        salsicha
        salsichas
        presunto
        bacon
        toucinho
        sardinha
        sardinhas
        atum
        bacalhau
        camarão
        camarões
        mexilhão
        mexilhões
        amêijoa
        amêijoas
        ostra
        ostras
        amendoim
        amendoins
        amêndoa
        amêndoas
        avelã
        avelãs
        bala
        balas
        pirulito
        pirulitos
        pipoca
        azeite
        vinagre
        mostarda
        casca
        cascas
        azeitona
        azeitonas
        omelete
        pizza
        pizzas
        farofa
        mandioca
        aipim
        goiaba
        goiabas
        mamão
        maracujá
        caju
        cajus
        jabuticaba
        açaí
        coco
        cocos
        banana
        bananas
        laranjada
        pastelão
        paçoca
        pamonha
        canjica
        cafezinho
        chimarrão
        erva-mate
        chá-mate
        rapadura
        melado
        torrada
        torradas
        queijo-coalho
        requeijão
        pãozinho
        pãezinhos
        croissant
        bolinho
        bolinhos
        orégano
        alecrim
        hortelã
        baunilha
        pimenta
        escumadeira
        batedor
        coador
        peneira
        ralador
        bandeja
        bandejas
        cafeteira
        jarra
        jarras
        garrafa
        garrafas
        rolha
        tampa
        tampas
        marmita
        marmitas
        lancheira
        lancheiras
        cesta
        cestas
        pia
        torneira
        torneiras
        geladeira
        geladeiras
        freezer
        lava-louças
        micro-ondas
        torradeira
        liquidificador
        batedeira
        armário
        armários
        despensa
        gaveta
        gavetas
        prateleira
        prateleiras
        estante
        estantes
        aventais
        pegador
        toalha
        candelabro
        jarro
        esfregão
        esponja
        esponjas
        pá
        lixo
        aspirador
        prendedor
        prendedores
        varal
        cabide
        cabides
        sabão
        sabonete
        xampu
        escova
        escovas
        pasta
        dente
        pente
        pentes
        lâmina
        espelho
        espelhos
        banheira
        chuveiro
        colchão
        colchões
        edredom
        sofá
        sofás
        poltrona
        poltronas
        banquinho
        almofada
        almofadas
        guarda-roupa
        cômoda
        abajur
        aquecedor
        ventilador
        calendário
        telefone
        telefones
        celular
        celulares
        computador
        computadores
        teclado
        tela
        televisão
        tevê
        câmera
        câmeras
        fones
        cabo
        cabos
        lanterna
        lanternas
        isqueiro
        copo
        copos
        frigideira
        frigideiras
        assadeira
        forno
        lixeira
        regador
        rolo
        termômetro
        despertador
        máquina
        costura
        dedal
        berço
        berços
        balanço
        agenda
        caneta
        canetas
        lapiseira
        giz
        cera
        canetinha
        canetinhas
        borracha
        borrachas
        régua
        grampeador
        clipe
        pastas
        desenho
        desenhos
        quadro
        quadros
        pintura
        pincel
        pincéis
        cavalete
        lousa
        apostila
        revista
        revistas
        gibi
        gibis
        pôster
        cartaz
        cartazes
        adesivo
        adesivos
        figurinha
        figurinhas
        selos
        recibo
        bilhete
        bilhetes
        carteira
        porta-moedas
        brinquedo
        brinquedos
        boneca
        bonecas
        boneco
        bonecos
        ursinho
        pelúcia
        pipa
        pipas
        papagaio
        balão
        balões
        bolinha
        gude
        dado
        dados
        tambor
        tambores
        flauta
        flautas
        violão
        violões
        violinos
        cavaquinho
        pandeiro
        sanfona
        gaita
        harpa
        apito
        apitos
        microfone
        cassete
        disco
        discos
        vinil
        álbum
        álbuns
        tabuleiro
        xadrez
        bola
        bolas
        raquete
        troféu
        troféus
        medalha
        medalhas
        crachá
        saco
        sacos
        sacola
        sacolas
        trouxa
        skate
        patinete
        patinetes
        trenó
        castelo
        balanços
        escorregador
        gangorra
        baldinho
        pazinha
        pião
        carrossel
        mochila
        mochilas
        estojo
        estojos
        escolar
        merendeira
        fenda
        alicate
        furadeira
        formão
        lixa
        enxada
        enxadas
        carrinho
        mangueira
        mangueiras
        forcado
        machado
        machados
        ferramentas
        parafuso
        parafusos
        porca
        dobradiça
        cadeado
        cadeados
        ripa
        tijolo
        tijolos
        azulejo
        azulejos
        telha
        telhas
        cano
        canos
        arame
        cerca
        cercas
        poste
        estaca
        bastão
        vara
        cola
        andaime
        roda
        rodas
        bomba
        bancada
        plaina
        serrote
        serrotes
        tora
        toras
        serragem
        cimento
        balde
        baldes
        chapéus
        bonés
        gorro
        gorros
        capacete
        capacetes
        capuz
        jaqueta
        jaquetas
        suéter
        moletom
        moletons
        vestido
        vestidos
        saia
        saias
        blusa
        blusas
        colete
        ternos
        gravata
        gravatas
        cinto
        cintos
        fivela
        jeans
        bermuda
        bermudas
        calça
        calças
        pijama
        pijamas
        camisola
        chinelo
        chinelos
        sandália
        sandálias
        tênis
        salto
        saltos
        luva
        luvas
        uniforme
        uniformes
        macacão
        gola
        punho
        zíper
        bolsa
        bolsas
        maleta
        colar
        colares
        brinco
        brincos
        broche
        maiô
        biquíni
        sunga
        roupão
        agasalho
        boina
        tamanco
        tamancos
        alpargata
        capelo
        beca
        banheiro
        banheiros
        corredor
        corredores
        garagem
        garagens
        terreiro
        gramado
        canteiro
        canteiros
        lagoa
        chafariz
        estábulo
        celeiro
        celeiros
        curral
        currais
        galinheiro
        sítio
        sítios
        chácara
        chácaras
        barraca
        barracas
        trailer
        apartamento
        apartamentos
        prédios
        edifício
        torre
        torres
        castelos
        igrejas
        capela
        capelas
        mesquita
        museus
        bibliotecas
        teatro
        teatros
        cinema
        cinemas
        restaurante
        restaurantes
        botequim
        boteco
        botecos
        lanchonete
        lanchonetes
        pousada
        pousadas
        farmácia
        farmácias
        açougue
        açougues
        peixaria
        quitanda
        quitandas
        floricultura
        livraria
        livrarias
        cabeleireiro
        barbearia
        fábrica
        fábricas
        moinho
        moinhos
        escritório
        escritórios
        parques
        praças
        beco
        becos
        avenida
        avenidas
        calçada
        calçadas
        esquinas
        cruzamento
        rotatória
        túnel
        túneis
        rodovia
        estrada
        estradas
        aeroporto
        aeroportos
        píer
        trapiche
        praias
        orla
        litoral
        duna
        dunas
        enseada
        baía
        ilha
        ilhas
        campina
        pasto
        pastos
        floresta
        florestas
        bosque
        pomar
        pomares
        vinhedo
        vinhedos
        roça
        roçado
        plantação
        canavial
        cafezal
        riacho
        riachos
        córrego
        cachoeira
        cachoeiras
        poça
        poças
        pântano
        brejo
        montanha
        montanhas
        serra
        serras
        colina
        colinas
        caverna
        cavernas
        gruta
        rocha
        rochas
        cascalho
        lama
        barro
        argila
        aldeias
        vilas
        cidade
        cidades
        vilarejo
        piscina
        piscinas
        estádio
        estádios
        quiosque
        banca
        jornal
        estacionamento
        ginásio
        escolas
        creche
        recreio
        feiras
        mercados
        prefeitura
        rodoviária
        estações
        plataforma
        portão
        portões
        elevador
        correio
        campainha
        calçadão
        marina
        coreto
        cemitério
        padarias
        ateliê
        hortas
        universidade
        escadaria
        térreo
        gelo
        granizo
        garoa
        chuvisco
        temporal
        temporais
        tempestade
        tempestades
        trovão
        trovões
        relâmpago
        relâmpagos
        raio
        raios
        arco-íris
        brisa
        rajada
        rajadas
        orvalho
        pancada
        gota
        gotas
        floco
        flocos
        carro
        carros
        táxi
        táxis
        caminhão
        caminhonete
        trator
        tratores
        moto
        motos
        motocicleta
        lambreta
        triciclo
        carrinhos
        bebê
        ambulância
        ambulâncias
        helicóptero
        helicópteros
        avião
        aviões
        navio
        navios
        veleiro
        veleiros
        iate
        canoa
        canoas
        caiaque
        jangada
        jangadas
        bote
        botes
        balsa
        balsas
        carroça
        carroças
        charrete
        supermercado
        reboque
        bonde
        metrô
        ônibus
        van
        kombi
        lancha
        lanchas
        bike
        filhote
        filhotes
        cachorrinho
        cachorrinhos
        gatinho
        gatinhos
        hamster
        coelho
        coelhos
        rato
        ratos
        camundongo
        esquilo
        esquilos
        ouriço
        texugo
        veado
        veados
        cervo
        lebre
        toupeira
        lontra
        castor
        lobo
        lobos
        urso
        ursos
        javali
        vaca
        vacas
        bezerro
        bezerros
        touro
        touros
        boi
        bois
        porco
        porcos
        leitão
        ovelha
        ovelhas
        carneiro
        carneiros
        cordeiro
        cabrito
        burro
        burros
        jumento
        mula
        pônei
        potro
        potros
        égua
        cavalo
        cavalos
        galinhas
        galo
        galos
        pintinho
        pintinhos
        pato
        patos
        patinho
        patinhos
        ganso
        gansos
        cisne
        cisnes
        peru
        coruja
        corujas
        corvo
        corvos
        sabiá
        sabiás
        passarinho
        passarinhos
        pássaro
        pássaros
        papagaios
        periquito
        canário
        canários
        pelicano
        cegonha
        águia
        falcão
        gavião
        borboleta
        borboletas
        mariposa
        abelhas
        vespa
        vespas
        formiga
        formigas
        besouro
        joaninha
        joaninhas
        aranha
        aranhas
        caracóis
        lesma
        lesmas
        minhoca
        minhocas
        lagarta
        lagartas
        mosquito
        mosquitos
        gafanhoto
        libélula
        sapo
        sapos
        rã
        rãs
        girino
        girinos
        lagartixa
        lagarto
        cobra
        cobras
        tartaruga
        tartarugas
        jabuti
        peixe
        peixes
        peixinho
        truta
        salmão
        enguia
        caranguejo
        caranguejos
        lagosta
        estrela-do-mar
        foca
        golfinho
        golfinhos
        baleia
        baleias
        tubarão
        leão
        tigre
        elefante
        macaco
        macacos
        girafa
        pinguim
        mico
        tucano
        capivara
        tatu
        cachorra
        gata
        margarida
        margaridas
        dente-de-leão
        girassol
        girassóis
        lírio
        papoula
        violeta
        lavanda
        hera
        samambaia
        grama
        capim
        urtiga
        cardo
        narciso
        orquídea
        arbusto
        arbustos
        bétula
        bordo
        salgueiro
        olmo
        faia
        pinheiro
        pinheiros
        oliveira
        castanheira
        ipê
        ipês
        jabuticabeira
        coqueiro
        coqueiros
        bananeira
        palmeira
        palmeiras
        galho
        galhos
        graveto
        gravetos
        tronco
        troncos
        bolota
        pinha
        pétala
        pétalas
        broto
        brotos
        feno
        palha
        trigo
        cevada
        videira
        ervas
        cacto
        jasmim
        buganvília
        flor-de-lis
        hibisco
        bromélia
        cabeças
        pescoço
        queixo
        mandíbula
        boca
        sobrancelha
        cílios
        pálpebra
        braço
        braços
        pulso
        palma
        polegar
        unha
        unhas
        nó
        peito
        barriga
        quadril
        perna
        pernas
        tornozelo
        calcanhar
        dedão
        coxa
        pele
        sarda
        sardas
        barba
        bigode
        rabo
        trança
        tranças
        pata
        patas
        cauda
        focinho
        bico
        asa
        asas
        pelagem
        juba
        casco
        chifre
        chifres
        garra
        garras
        nadadeira
        colo
        orelha
        orelhas
        nuca
        médico
        médica
        médicos
        doutor
        doutora
        dentista
        cirurgião
        cirurgiã
        enfermeiro
        enfermeiros
        enfermeiras
        bombeiro
        bombeiros
        policial
        policiais
        soldado
        soldados
        marinheiros
        piloto
        pilotos
        encanador
        eletricista
        pedreiro
        pedreiros
        pintora
        escultor
        escultora
        músico
        músicos
        violinista
        pianista
        baterista
        cantor
        cantora
        bailarino
        bailarina
        ator
        atriz
        palhaço
        palhaços
        malabarista
        mágico
        garçom
        garçons
        garçonete
        cozinheiro
        chef
        açougueiro
        peixeiro
        feirante
        feirantes
        vendedor
        camelô
        lojista
        faxineira
        diarista
        empregada
        babá
        professores
        aluna
        alunos
        colega
        colegas
        árbitro
        goleiro
        atleta
        nadador
        ciclista
        alpinista
        lenhador
        mineiro
        entregador
        entregadora
        motoboy
        jornaleiro
        recepcionista
        advogado
        advogada
        padre
        freira
        monge
        prefeito
        prefeita
        rei
        rainha
        príncipe
        princesa
        cavaleiro
        pirata
        caubói
        vaqueiro
        turista
        turistas
        viajante
        passageiro
        passageira
        passageiros
        cliente
        clientes
        patroa
        patrão
        inquilino
        inquilina
        vizinhos
        vizinhas
        chefe
        chefa
        vovó
        vovô
        avós
        neta
        netos
        netas
        tios
        sobrinho
        sobrinha
        sobrinhos
        prima
        primos
        filho
        filhos
        filha
        filhas
        marido
        esposa
        esposo
        mamãe
        papai
        mãezinha
        gêmeo
        gêmeos
        gêmea
        padrinho
        madrinha
        noiva
        noivo
        viúva
        viúvo
        meninos
        meninas
        moleque
        garoto
        garotos
        garota
        garotas
        moça
        moças
        adolescente
        adolescentes
        bebês
        senhoras
        senhor
        senhores
        confeiteiro
        confeiteira
        agricultor
        agricultora
        lavrador
        lavradora
        camponês
        pastora
        marceneiro
        cabeleireira
        barbeiro
        oculista
        cobrador
        motorista
        taxista
        caminhoneiro
        porteira
        zelador
        zeladora
        veterinário
        veterinária
        irmãozinho
        irmãzinha
        irmãos
        irmãs
        sogra
        sogro
        cunhado
        cunhada
        bisavó
        bisavô
        tias
        vó
        vô
        formanda
        pluma
        plumas

        [action_verbs]
        dobra
        dobrar
        dobrou
        costura
        costurar
        costurou
        descasca
        descascar
        descascou
        amassa
        amassar
        amassou
        escreve
        escrever
        escreveu
        rega
        regar
        regou
        conserta
        consertar
        consertou
        afia
        afiar
        afiou
        arruma
        arrumar
        arrumou
        amarra
        amarrar
        amarrou
        separa
        separar
        separou
        passa
        passar
        passou
        corta
        cortar
        cortou
        enrola
        enrolar
        enrolou
        tricota
        tricotar
        tricotou
        engraxa
        engraxar
        engraxou
        estende
        estender
        estendeu
        abre
        abrir
        abriu
        acende
        acender
        acendeu
        lubrifica
        lubrificar
        lubrificou
        remenda
        remendar
        remendou
        lava
        lavar
        lavou
        planta
        plantar
        plantou
        desenha
        desenhar
        desenhou
        copia
        copiar
        copiou
        dá
        dar
        deu
        embrulha
        embrulhar
        embrulhou
        troca
        trocar
        trocou
        cola
        colar
        colou
        varre
        varrer
        varreu
        semeia
        semear
        semeou
        lixa
        lixar
        lixou
        enfia
        enfiar
        enfiou
        afina
        afinar
        afinou
        peneira
        peneirar
        peneirou
        sacode
        sacudir
        sacudiu
        mexe
        mexer
        mexeu
        conta
        contar
        contou
        enche
        encher
        encheu
        procura
        procurar
        procurou
        carrega
        carregar
        carregou
        folheia
        folhear
        folheou
        sopra
        soprar
        soprou
        entrança
        entrançar
        entrançou
        acaricia
        acariciar
        acariciou
        escova
        escovar
        escovou
        desembaraça
        desembaraçar
        desembaraçou
        quebra
        quebrar
        quebrou
        pica
        picar
        picou
        serve
        servir
        serviu
        assa
        assar
        assou
        fecha
        fechar
        fechou
        recorta
        recortar
        recortou
        empilha
        empilhar
        empilhou
        prega
        pregar
        pregou
        martela
        martelar
        martelou
        lê
        ler
        leu
        limpa
        limpar
        limpou
        risca
        riscar
        riscou
        prepara
        preparar
        preparou
        mede
        medir
        mediu
        pinta
        pintar
        pintou
        decora
        decorar
        decorou
        debulha
        debulhar
        debulhou
        caminha
        caminhar
        caminhou
        corre
        correr
        correu
        salta
        saltar
        saltou
        pula
        pular
        pulou
        nadar
        nadou
        atira
        atirar
        atirou
        agarra
        agarrar
        agarrou
        empurra
        empurrar
        empurrou
        puxa
        puxar
        puxou
        levanta
        levantar
        levantou
        cava
        cavar
        cavou
        colhe
        colher
        colheu
        esfrega
        esfregar
        esfregou
        enxuga
        enxugar
        enxugou
        aperta
        apertar
        apertou
        gira
        girar
        girou
        pousa
        pousar
        pousou
        rema
        remar
        remou
        pedala
        pedalar
        pedalou
        cozinha
        cozinhar
        cozinhou
        cantarola
        cantarolar
        assobia
        assobiar
        # Broadened general vocabulary.
        pulando
        saltando
        escala
        escalou
        escalar
        trepa
        trepou
        trepar
        correndo
        passeia
        passeou
        passear
        passeando
        chapinha
        patinha
        nadando
        mergulha
        mergulhou
        mergulhar
        mergulhando
        remando
        veleja
        pedalando
        monta
        montou
        montar
        dirige
        dirigiu
        dirigir
        dirigindo
        arremessa
        arremessou
        arremessar
        lança
        lançou
        lançar
        lançando
        agarrando
        apanha
        apanhou
        apanhar
        chuta
        chutou
        chutar
        chutando
        quica
        balança
        balançou
        balançar
        balançando
        abraça
        abraçou
        abraçar
        abraçando
        beija
        beijou
        beijar
        beijando
        acena
        acenou
        acenar
        acenando
        aplaude
        aplaudiu
        aplaudir
        aplaudindo
        ri
        riu
        rir
        rindo
        gargalha
        gargalhou
        sorri
        sorriu
        sorrir
        sorrindo
        assobiou
        assobiando
        cantarolou
        cantarolando
        canta
        cantou
        cantar
        cantando
        dança
        dançou
        dançar
        dançando
        afaga
        afagou
        belisca
        beliscou
        apertando
        solta
        soltou
        soltar
        entrega
        entregou
        entregar
        esconde
        escondeu
        esconder
        escondendo
        escondido
        persegue
        perseguiu
        perseguir
        colhendo
        poda
        podou
        podar
        capina
        capinou
        capinar
        ceifa
        cortando
        apara
        aparou
        fura
        furou
        furar
        varrendo
        espana
        espanou
        lavando
        enxágua
        enxaguou
        esfregando
        ferve
        ferveu
        ferver
        frita
        fritou
        fritar
        assando
        grelha
        tosta
        tostou
        cozinhando
        bate
        bateu
        bater
        batendo
        espalha
        espalhou
        polvilha
        lambe
        lambeu
        lamber
        mastiga
        mastigou
        mastigar
        mordisca
        engole
        engoliu
        engolir
        bebe
        bebeu
        beber
        bebendo
        come
        comeu
        comer
        comendo
        derrama
        derramou
        derramar
        despeja
        despejou
        despejar
        constrói
        construiu
        construindo
        enterra
        enterrou
        enterrar
        plantando
        esculpe
        entalha
        rabisca
        rabiscou
        rabiscar
        apaga
        apagou
        apagar
        rasga
        rasgou
        rasgar
        esmaga
        esmagou
        esmagar
        encosta
        encostou
        encostar
        sentar
        sentado
        sentada
        ajoelha
        ajoelhou
        agacha
        agachou
        agachar
        curva
        estica
        esticou
        esticar
        boceja
        bocejou
        bocejar
        espirra
        espirrou
        tosse
        tossiu
        pisca
        piscou
        piscar
        espia
        espiou
        espiar
        batuca
        toca
        tocou
        tocar
        tocando
        tilinta
        cambaleia
        tropeça
        tropeçou
        tropeçar
        escorrega
        escorregou
        escorregar
        desliza
        deslizou
        rodopia
        rodopiou
        embala
        embalou
        embalar
        arrasta
        arrastou
        arrastar
        reboca
        iça
        carregando
        descarrega
        descarregou
        descarregar
        desembrulha
        desembrulhou
        desembrulhar
        consertando
        desamarra
        desamarrou
        desabotoa
        abotoa
        veste
        vestiu
        vestir
        vestindo
        calça
        calçou
        banha
        banhou
        barbeia
        barbeou
        coça
        coçou
        coçar
        aninha
        aninhou
        aconchega
        aconchegou
        desdobra
        desdobrou
        enfeita
        enfeitou
        enfeitar
        coleciona
        patina
        patinou
        patinar
        esquia
        surfa
        surfou
        flutua
        flutuou
        flutuar
        galopa
        galopou
        trota
        sobe
        subiu
        subir
        subindo
        desce
        desceu
        descer
        descendo
        cavando
        pesca
        pescou
        pescar
        pescando
        caça
        caçou
        ordenha
        ordenhou
        tosquia
        enforna
        sova
        sovou
        parafusa
        serra
        serrou
        envernizou
        pendura
        pendurou
        pendurar
        borda
        bordou
        espreme
        espremeu
        rala
        ralou
        fatia
        fatiou
        fatiar
        recheia
        recheou
        esvazia
        esvaziou
        tira
        tirou
        tirar
        tirando
        ergue
        ergueu
        erguer
        morde
        mordeu
        morder
        bica
        bicou
        late
        latiu
        ronrona
        abana
        abanou
        abanando
        saltita
        saltitou
        limpando
        regando
        arrumando
        desenrola
        joga
        jogou
        jogar
        jogando
        brinca
        brincou
        brincar
        brincando
        pintando
        desenhando
        escrevendo
        lendo
        guarda
        guardou
        guardar
        guardando
        põe
        pôs
        pôr
        colocando
        coloca
        colocou
        colocar
        leva
        levou
        levar
        levando
        abrindo
        preparando

        [emotion_words]
        ternura
        terno
        terna
        alívio
        aliviado
        aliviada
        orgulho
        orgulhoso
        orgulhosa
        melancolia
        melancólico
        melancólica
        saudade
        saudades
        nostalgia
        nostálgico
        nostálgica
        alegria
        alegre
        contente
        tristeza
        triste
        desgosto
        raiva
        zangado
        zangada
        irritação
        irritado
        irritada
        inquietação
        inquieto
        inquieta
        ansiedade
        ansioso
        ansiosa
        medo
        assustado
        assustada
        vergonha
        envergonhado
        envergonhada
        timidez
        tímido
        tímida
        ciúme
        ciúmes
        ciumento
        ciumenta
        gratidão
        grato
        grata
        agradecido
        agradecida
        encanto
        encantado
        encantada
        espanto
        surpreso
        surpresa
        serenidade
        sereno
        serena
        impaciência
        impaciente
        tédio
        cansaço
        solidão
        arrependimento
        remorso
        culpa
        euforia
        entusiasmo
        amargura
        amargurado
        amargurada
        comovido
        comovida
        comoção
        pudor
        felicidade
        feliz
        conforto
        reconfortado
        reconfortada
        despeito
        contentamento
        carinho
        afeto
        emoção
        emocionado
        emocionada
        prazer
        paciência
        falta de jeito
        desalento
        aconchego
        atrapalhação
        # Broadened general vocabulary.
        felicíssimo
        contentíssimo
        radiante
        radiantes
        eufórico
        eufórica
        entusiasmado
        entusiasmada
        entusiasmados
        empolgado
        empolgada
        empolgados
        animado
        animada
        animados
        exultante
        triunfante
        orgulhosos
        orgulhosas
        satisfeito
        satisfeita
        satisfeitos
        aliviados
        tranquilizado
        tranquilizada
        relaxado
        relaxada
        tranquilo
        tranquila
        despreocupado
        despreocupada
        alegres
        risonho
        risonha
        divertido
        divertida
        fascinado
        fascinada
        maravilhado
        maravilhada
        deslumbrado
        deslumbrada
        boquiaberto
        boquiaberta
        surpresos
        espantado
        espantada
        atônito
        atônita
        perplexo
        perplexa
        confuso
        confusa
        desconcertado
        curioso
        curiosa
        curiosos
        assustados
        apavorado
        apavorada
        aterrorizado
        medroso
        medrosa
        receoso
        receosa
        nervoso
        nervosa
        nervosos
        ansiosos
        aflito
        aflita
        preocupado
        preocupados
        agoniado
        agoniada
        angustiado
        angustiada
        encabulado
        encabulada
        constrangido
        constrangida
        tímidos
        acanhado
        acanhada
        corado
        corada
        tristes
        tristonho
        tristonha
        abatido
        abatida
        desanimado
        desanimada
        cabisbaixo
        cabisbaixa
        deprimido
        deprimida
        desolado
        desolada
        arrasado
        arrasada
        decepcionado
        decepcionada
        desapontado
        desapontada
        desiludido
        desiludida
        emburrado
        emburrada
        amuado
        amuada
        birrento
        bravo
        brava
        furioso
        furiosa
        revoltado
        revoltada
        indignado
        indignada
        ofendido
        ofendida
        chateado
        chateada
        magoado
        magoada
        ressentido
        ressentida
        rabugento
        rabugenta
        ranzinza
        invejoso
        invejosa
        desconfiado
        desconfiada
        cético
        cética
        culpado
        culpada
        arrependido
        arrependida
        gratos
        emocionados
        tocado
        tocada
        enternecido
        saudoso
        saudosa
        sonhador
        sonhadora
        pensativo
        pensativa
        absorto
        entediado
        entediada
        cansado
        cansada
        cansados
        exausto
        exausta
        esgotado
        esgotada
        sonolento
        sonolenta
        carinhoso
        carinhosa
        afetuoso
        afetuosa
        apaixonado
        apaixonada
        protetor
        protetora
        maternal
        paternal
        compassivo
        atencioso
        impacientes
        esperançoso
        esperançosa
        esperançosos
        confiante
        desesperado
        desesperada
        solitário
        solitária
        júbilo
        empolgação
        satisfação
        curiosidade
        susto
        pavor
        pânico
        aflição
        angústia
        nervosismo
        preocupação
        constrangimento
        desânimo
        decepção
        mágoa
        fúria
        zanga
        inveja
        trêmulo
        chorando
        choroso
        chorosa
        sorridente
        sorridentes
        gargalhando
        encantados

        [theme:courage]
        coragem
        corajoso
        corajosa
        ousar
        ousa
        ousou
        ousadia
        ousado
        ousada
        enfrentar
        enfrenta
        desafio
        risco
        arriscar
        saltar
        salta
        resistir
        resiste
        aguentar firme
        valente
        destemido
        destemida
        de pé
        tremer
        treme
        primeiro passo

        [theme:friendship]
        amigo
        amiga
        amigos
        amigas
        amizade
        companheiro
        companheira
        companheiros
        compadre
        comadre
        cúmplice
        confidente
        juntos
        juntas
        partilhar
        compartilhar
        partilha
        fiel
        lealdade
        reencontro
        turma
        parceiro
        parceira

        [theme:home]
        casa
        lar
        cozinha
        em casa
        telhado
        porta
        soleira
        janela
        sala
        quarto
        quintal
        família
        mesa
        cama
        chave
        chaves
        voltar
        volta
        voltou
        apartamento
        lâmpada
        lareira
        varanda
        sótão
        ninho

        [theme:work]
        trabalho
        trabalhar
        trabalha
        trabalhou
        ofício
        ofícios
        oficina
        escritório
        ferramenta
        ferramentas
        fábrica
        obra
        operário
        operária
        colega
        colegas
        tarefa
        esforço
        salário
        artesão
        artesã
        aprendiz
        patrão
        patroa
        turno
        labuta

        [theme:nature]
        árvore
        árvores
        floresta
        mato
        rio
        mar
        montanha
        flor
        flores
        folha
        folhas
        erva
        céu
        nuvem
        nuvens
        chuva
        vento
        neve
        sol
        pássaro
        pássaros
        musgo
        colina
        lago
        nascente
        raiz
        raízes
        primavera
        outono

        [theme:time]
        tempo
        hora
        horas
        minuto
        minutos
        segundo
        dia
        dias
        noite
        manhã
        tarde
        ontem
        amanhã
        hoje
        ano
        anos
        estação
        relógio
        calendário
        antigamente
        em breve
        esperar
        espera
        cedo
        século
        instante
        momento

        [theme:kindness]
        gentileza
        gentil
        bondade
        carinho
        carinhoso
        carinhosa
        ajudar
        ajuda
        ajudou
        dar
        dá
        oferece
        oferecer
        ofereceu
        sorriso
        obrigado
        obrigada
        doçura
        atenção
        cuidado
        cuidar
        acolher
        generoso
        generosa
        generosidade
        perdão
        perdoar

        [theme:learning]
        aprender
        aprende
        aprendeu
        aprendia
        aprendizagem
        lição
        lições
        escola
        aluno
        alunos
        professor
        professora
        mestre
        caderno
        livro
        livros
        ler
        estudar
        estuda
        entender
        entende
        entendeu
        erro
        erros
        pergunta
        perguntas
        saber
        curiosidade
        curioso
        curiosa
        tentar

        [mood:calm]
        calma
        calmo
        doce
        devagar
        devagarinho
        lento
        lenta
        lentamente
        tranquilo
        tranquila
        paz
        silêncio
        silencioso
        silenciosa
        sossego
        descanso
        baixinho
        sereno
        serena
        imóvel
        sesta
        sussurro
        sussurra
        morno
        morna
        quieto

        [mood:hopeful]
        esperança
        esperar
        espera
        amanhã
        em breve
        promessa
        primavera
        aurora
        luz
        semente
        sementes
        broto
        brotos
        recomeçar
        confiança
        futuro
        nascimento
        novo
        nova
        florescer
        desabrochar
        manhã
        amanhecer
        germinar

        [mood:wistful]
        antigamente
        outrora
        lembrança
        lembranças
        recordação
        saudade
        saudades
        nostalgia
        nostálgico
        arrependimento
        antigo
        antiga
        velho
        velha
        ausência
        ausente
        falta
        amarelada
        amareladas
        ontem
        infância
        desaparecido
        desaparecida
        esquecido
        esquecida
        melancolia
        desbotado
        adeus

        [mood:playful]
        brincadeira
        brincadeiras
        brincar
        brinca
        brincou
        rir
        ri
        rindo
        piada
        piadas
        travessura
        travesso
        travessa
        traquina
        maroto
        marota
        esconde-esconde
        cambalhota
        careta
        caretas
        bolha
        bolhas
        bola
        pipa
        papagaio de papel
        cócegas
        ciranda

        [mood:determined]
        decidido
        decidida
        determinado
        determinada
        obstinado
        obstinada
        teimoso
        teimosa
        tenaz
        vontade
        perseverar
        persevera
        recomeça
        continuar
        continua
        insistir
        insiste
        esforço
        esforços
        até ao fim
        até o fim
        apesar de
        resoluto
        resoluta
        firme
        tenacidade
        recusa

        [quote_style]
        “
        ”

        [composer_subject]
        a velha padeira
        o meu avô
        a minha avó
        o velho pescador
        a vizinha de cima
        o carteiro da vila
        a enfermeira da noite
        um menino de boné
        uma menina de galochas
        o meu tio
        a minha tia
        o sapateiro do bairro
        o relojoeiro da esquina
        a florista
        o barqueiro do rio
        a bibliotecária
        o irmão mais novo
        a irmã mais velha
        o velho faroleiro
        a costureira
        o jardineiro da praça
        uma estudante cansada
        o padeiro
        a dona da mercearia
        um homem idoso
        uma senhora idosa
        o professor de música
        a professora primária
        o porteiro do prédio
        o vizinho do lado
        o velho marinheiro
        a parteira da vila
        a cozinheira da escola
        o livreiro
        o pintor de paredes
        a tia-avó
        o meu primo
        a minha melhor amiga
        o meu melhor amigo
        o pastor de cabras
        a farmacêutica
        o guarda do museu
        o vigia noturno
        a vendedora de frutas
        o velho ferreiro
        um rapaz tímido
        a camponesa
        a oleira
        o carpinteiro
        o meu pai
        a minha mãe

        [composer_action]
        dobra um barco de papel
        costura uma manga rasgada
        descasca uma laranja
        amassa o pão
        escreve uma carta a lápis
        rega os gerânios
        conserta uma cadeira bamba
        afia um lápis de cor
        arruma frascos de mel
        amarra os sapatos velhos
        separa conchas por cor
        passa manteiga no pão
        corta o pão fresco
        enrola um novelo de lã
        tricota um cachecol vermelho
        engraxa um par de botas
        estende a roupa molhada
        abre uma lata de biscoitos
        acende uma vela
        lubrifica uma fechadura velha
        remenda uma rede de pesca
        lava as canecas lascadas
        planta bulbos de tulipa
        desenha um mapa do bairro
        copia uma receita de sopa
        dá migalhas aos pardais
        embrulha um presente pequeno
        troca uma lâmpada queimada
        muda o manjericão de vaso
        separa botões de várias cores
        cola uma fotografia antiga
        descasca uma maçã vermelha
        varre as migalhas
        semeia rabanetes
        lixa uma tábua de carvalho
        enfia a linha na agulha
        cola uma caneca rachada
        afina um violino velho
        peneira a farinha
        sacode um tapete empoeirado
        mexe a sopa
        conta moedas antigas
        enche o pneu da bicicleta
        passa a ferro uma camisa
        amarra uma fita azul
        procura as chaves de casa
        descasca batatas
        carrega um cesto de ameixas
        folheia um atlas antigo
        sopra um chá quente
        entrança um cesto de vime
        acaricia um gato malhado
        escova um cão velho
        desembaraça uma linha de pesca
        quebra nozes
        pica salsa
        serve leite quente
        assa castanhas
        fecha as janelas azuis
        dá corda ao relógio
        recorta estrelas de papel
        empilha pratos limpos
        dobra lençóis limpos
        prega um botão
        martela um prego
        lê uma carta antiga
        limpa o pó do rádio
        risca um fósforo
        prepara sanduíches
        mede um retalho de pano
        pinta a caixa do correio
        lava um bule de chá
        decora um bolo
        debulha ervilhas
        arruma livros de bolso
        dobra guardanapos de pano

        [composer_place]
        junto à janela da cozinha
        na cozinha ainda fria
        na varanda florida
        diante da porta aberta
        no fundo do quintal
        no pátio do prédio
        debaixo da velha figueira
        na pequena oficina
        na mesa da sala
        sob a luz da sala
        nos degraus de casa
        no velho armazém
        debaixo do alpendre
        na beira do rio
        no banco da praça
        perto do fogão a lenha
        no sótão empoeirado
        numa mesa do café
        à sombra do limoeiro
        ao pé da lareira
        na cozinha pequena
        em frente de casa
        na horta atrás de casa
        antes que a padaria abra
        num domingo de chuva
        nas manhãs de novembro
        ao cair da tarde
        durante a sesta das crianças
        pouco antes da trovoada
        na noite da primeira geada
        ao nascer do sol
        depois do jantar
        enquanto a sopa ferve
        no último dia de férias
        numa terça-feira qualquer
        quando a chuva para
        quando voltam as andorinhas
        na véspera de Natal
        durante a maré baixa
        depois da feira
        com o café ainda quente
        nas primeiras chuvas
        tarde da noite
        de manhã cedo
        numa tarde de calor
        em frente à escola
        enquanto o pão assa
        antes que a casa acorde
        entre uma chuva e outra
        sob um céu cinzento
        à luz de uma vela
        na luz da manhã
        entre caixas de mudança
        quando a feira fecha
        no silêncio do domingo
        enquanto o rádio chia
        na casa de uma amiga
        nos fundos da loja
        no cais do porto
        na horta comunitária
        diante da janela aberta
        na mesa do canto
        sobre uma manta velha
        no pátio da escola

        [composer_coda]
        cantarolando sem perceber
        como se a chuva escutasse
        com as bochechas geladas
        com o coração apertado
        sorrindo para ninguém
        pensando no verão passado
        sem olhar o relógio
        com tinta nos dedos
        com um orgulho silencioso
        segurando uma gargalhada
        de pálpebras pesadas
        contando em voz baixa
        com a ponta dos dedos
        ouvindo a chaleira apitar
        com o gato olhando
        de cabelo ao vento
        sem fazer barulho
        com uma teimosia alegre
        cantarolando uma canção de ninar
        assobiando uma música antiga
        com um alívio tranquilo
        suspirando de prazer
        como aos domingos
        com as mangas arregaçadas
        rindo da própria atrapalhação
        com uma ternura de avó
        com o coração aos pulos
        sentindo o cheiro do pão
        de pés descalços no frio
        com uma ponta de saudade
        à espera de uma carta
        com o rádio ligado baixinho
        de língua entre os dentes
        mastigando um pau de canela
        de ombros enfim relaxados
        com vapor nos óculos
        com paciência de relojoeiro
        falando baixinho com o gato
        apesar da dor nas costas
        como fazia com a mãe
        com sal ainda nos lábios
        de mãos cheirando a laranja
        de olho no céu
        sem pressa nenhuma
        com uma alegria meio tímida
        ouvindo os sinos da vila
        como quem agradece ao sol
        de coração estranhamente leve
        de sorriso nos lábios
        de cabelo ainda molhado
        assobiando entre os dentes
        como quem embala um recém-nascido
        de ouvido atento à rua
        com uma lentidão gulosa
        de sobrancelhas franzidas
        mordendo o lábio

        [composer_pattern]
        {subject} {action} {place}
        {subject} {action} {place}, {coda}
        {place}, {subject} {action}
        {subject} {action}, {coda}
        """#
}
