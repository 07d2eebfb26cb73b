// Language data for locale "es"; format described in Lexicon.swift.
extension LexiconSource {
    static let es = #"""
        # Spanish (es). Hand-written data; entries lowercase unless the section says otherwise.

        [function_words]
        el
        la
        los
        las
        un
        una
        unos
        unas
        del
        al
        de
        en
        y
        e
        o
        u
        ni
        pero
        sino
        que
        con
        por
        para
        sin
        sobre
        entre
        hasta
        desde
        hacia
        según
        tras
        es
        son
        está
        están
        era
        eran
        fue
        ser
        estar
        hay
        ha
        han
        había
        he
        has
        hemos
        yo
        tú
        él
        ella
        nosotros
        ellos
        ellas
        usted
        ustedes
        me
        te
        se
        nos
        le
        les
        lo
        mi
        mis
        tu
        tus
        su
        sus
        nuestro
        nuestra
        muy
        también
        tampoco
        más
        menos
        ya
        todavía
        aún
        siempre
        nunca
        no
        sí
        como
        cuando
        donde
        porque
        aunque
        si
        este
        esta
        esto
        ese
        esa
        eso
        aquel
        todo
        todos
        nada
        algo
        mucho
        poco
        bien
        así
        después
        antes
        ahora
        aquí
        allí
        qué
        quién
        cuál
        cómo
        dónde
        cada
        otro
        otra
        mismo
        tan
        luego
        mientras
        hoy

        [sample_text]
        La tetera ya silbaba cuando por fin encontró la lata del té suelto.
        Mi vecino riega los tomates cada tarde, aunque el cielo amenace con tormenta.
        Volvimos a casa por la orilla del canal contando las garzas quietas en el agua.
        Siempre lleva en el bolsillo del abrigo una libreta para apuntar los pájaros que no conoce.
        La panadería de la esquina huele a azúcar quemado mucho antes de que suban la persiana.
        Después del temporal, todo el barrio salió a la calle a retirar las ramas caídas.
        Aprendió a conducir a los sesenta y ahora toma a propósito el camino más largo hasta el mercado.
        En nuestra cocina hay un cajón que solo guarda gomas elásticas y llaves viejas.
        Los niños construyeron un fuerte con los cojines del sofá y no quisieron salir a cenar.
        Solo cuando la lavadora dejó de centrifugar me di cuenta del silencio de la casa.
        Los jueves mi abuelo limpia sus zapatos en la mesa de la cocina mientras suena la radio.
        El tren volvió a retrasarse, así que compartimos una bolsa de mandarinas en el andén helado.
        Nadie recuerda quién plantó el peral detrás de la escuela, pero todos comen sus peras.
        Se disculpó dos veces por el desorden, aunque la habitación me pareció perfectamente ordenada.
        La nieve se volvió gris en un día y la quitanieves dejó un muro de barro junto a la verja.
        Su letra se inclina hacia la izquierda y cada lista de la compra parece escrita con prisa.
        Pasamos la tarde ordenando fotografías y discutiendo en qué verano se había sacado cada una.
        En agosto la biblioteca cierra antes, así que los estudiantes llenan la escalinata con sus portátiles.
        Una polilla daba vueltas alrededor de la luz del portal mientras esperábamos el taxi.
        Quemé la primera tortita, como siempre, y se la di al perro sin decir nada.
        El viejo transbordador sigue cruzando dos veces al día, aunque el puente se inauguró hace años.
        Casi todas las mañanas la niebla se queda en el valle hasta que el sol la disuelve.
        Mi hermana guarda la entrada de cada concierto en una lata de galletas debajo de la cama.
        El mecánico se limpió las manos con un trapo y nos dijo que el motor probablemente aguantaría.
        Oíamos reír a los vecinos a través de la pared, y eso hacía la noche un poco más cálida.
        Este año el jardín está salvaje porque a nadie le dio el corazón para cortar las amapolas.
        Ensayó el discurso frente al espejo del baño hasta que las palabras le sonaron propias.
        La gata duerme sobre la tapa tibia de la fotocopiadora cuando la oficina se queda en silencio.
        Tardamos tres intentos en colgar la estantería recta, y todavía se inclina un poco.
        Lee primero la última página de cada novela y después decide si el libro merece su tiempo.
        Los pescadores remiendan las redes en el muelle mientras las gaviotas esperan las sobras.
        Nuestra maestra decía que los errores escritos a lápiz son más fáciles de perdonar.
        Dentro de un recetario de segunda mano encontré una postal antigua que aún olía a clavo.
        La lluvia golpeaba el tejado de chapa del cobertizo mientras trasplantábamos los geranios.
        Mi hermano arregla casi cualquier cosa con cinta adhesiva, paciencia y un destornillador muy viejo.
        Los vendedores del mercado recogen despacio, intercambiando bromas y melocotones que sobraron.
        Cuando se fue la luz jugamos a las cartas con velas y nadie echó de menos la televisión.
        El pasillo del hospital estaba vacío, salvo por un celador que empujaba una camilla chirriante.
        Plantó los bulbos en otoño y se olvidó de ellos hasta que los tulipanes lo sorprendieron en abril.
        Había cola en la oficina de correos, pero esa mañana todo el mundo parecía extrañamente paciente.
        El viento del mar cortaba tanto que nos lloraban los ojos en el sendero del acantilado.
        Dobla la ropa en cuadrados perfectos, tal como le enseñó su madre hace muchos años.
        Cenamos pizza fría en el balcón mirando cómo parpadeaban los aviones en la oscuridad.
        La profesora de violín golpea el atril con el lápiz cada vez que acelero el compás.
        En primavera los huertos urbanos se llenan de gente que sobre todo habla de caracoles.
        Llevo semanas queriendo devolver la escalera que me prestaron los vecinos de enfrente.
        El autobús nocturno olía a lana mojada y a patatas fritas, y el conductor tarareaba bajito.
        Cada junio nuestra calle celebra una fiesta, y alguien siempre trae una sangría dudosa.
        El librero recuerda lo que compró cada cliente habitual, incluso de hace varios años.
        Una sola vela en la ventana significaba que alguien seguía despierto y esperando.
        Picó la cebolla tan fina que en la sopa parecía que no hubiera cebolla alguna.
        Mi tía escribe cartas a mano y las cierra con una gota de lacre rojo.
        El río creció durante la noche y dejó una línea de barro al pie de la valla.
        Cruzamos la sierra con las ventanillas bajadas y el mapa extendido sobre las rodillas.
        La enfermera del turno de noche me trajo una taza de té sin que yo se la pidiera.
        Cada invierno el estanque se congela lo justo para que los patos parezcan desconcertados.
        Guarda el reloj de su abuelo en un cajón, aunque dejó de funcionar hace muchísimo tiempo.
        Por fin aprendí los nombres de las estrellas que hay sobre mi casa, y ahora miro arriba.
        El taller estaba lleno de serrín y la radio sintonizaba una emisora que a nadie más le gustaba.
        Nos quedamos hablando hasta muy tarde, y el cielo ya clareaba cuando nos dimos las buenas noches.
        El tranvía pasa traqueteando junto al colegio justo cuando suena el timbre de la primera clase.
        El primer día de calor, el pueblo entero parece sacar sus sillas a la acera.
        ¿Quién dejó la puerta del patio abierta otra vez con el frío que hace?
        ¡Qué alegría da ver el limonero lleno de flores después de un invierno tan largo!
        La señora del quiosco me guarda el periódico del domingo aunque llegue tardísimo.
        A mi sobrino le encanta el ruido de las castañas cuando estallan en la sartén.

        [prompt_residue]
        aquí tienes
        aquí tienes tu cita
        aquí tienes una cita
        aquí tienes una frase
        aquí tienes tu frase
        aquí tiene
        aquí está
        aquí está tu frase
        aquí está la frase
        aquí va
        aquí va una frase
        aquí te dejo
        te dejo una frase
        aquí la tienes
        claro
        claro que sí
        por supuesto
        desde luego
        con gusto
        con mucho gusto
        encantado de ayudar
        sin problema
        vale
        de acuerdo
        perfecto
        como ia
        como inteligencia artificial
        como modelo de lenguaje
        como un modelo de lenguaje
        cita:
        frase:
        respuesta:
        salida:
        resultado:
        oración:
        espero que
        espero que te guste
        buena pregunta
        excelente pregunta
        la frase es
        esta es tu frase
        esta es mi propuesta
        he aquí
        te propongo
        qué tal esta frase
        # Added: more common entries.
        aquí está una frase
        aquí está la cita
        aquí está una cita
        aquí tienes la frase
        aquí tienes otra frase
        aquí tienes la cita
        aquí va la frase
        aquí va tu frase
        aquí te dejo una frase
        aquí te dejo la frase
        aquí tienes una propuesta
        aquí tienes mi propuesta
        aquí tienes una opción
        te comparto una frase
        esta es la frase
        claro, aquí tienes
        por supuesto, aquí tienes
        espero que te sirva
        espero que te ayude
        encantado de ayudarte
        encantada de ayudarte

        [attribution_verbs]
        dice
        dijo
        escribió
        escribe
        decía
        afirmó
        solía decir
        dijo una vez
        escribió una vez
        comentó
        señaló
        según

        [anonymous_names]
        anónimo
        anónima
        desconocido
        autor desconocido
        autora desconocida
        fuente desconocida
        refrán popular
        dicho popular

        [cliches]
        más vale tarde que nunca
        no hay mal que por bien no venga
        a quien madruga dios le ayuda
        camarón que se duerme se lo lleva la corriente
        más vale pájaro en mano que ciento volando
        en boca cerrada no entran moscas
        al mal tiempo buena cara
        a mal tiempo buena cara
        dime con quién andas y te diré quién eres
        no por mucho madrugar amanece más temprano
        el que no arriesga no gana
        quien no arriesga no gana
        querer es poder
        la práctica hace al maestro
        poco a poco se llega lejos
        no se ganó zamora en una hora
        roma no se construyó en un día
        después de la tormenta llega la calma
        después de la tempestad viene la calma
        ojos que no ven corazón que no siente
        a caballo regalado no se le mira el diente
        el tiempo lo cura todo
        el tiempo es oro
        cada día es una nueva oportunidad
        vive el momento
        sigue tus sueños
        persigue tus sueños
        cree en ti mismo
        cree en ti
        nunca te rindas
        todo pasa por algo
        todo sucede por una razón
        lo mejor está por venir
        la vida es bella
        la vida es un viaje
        la felicidad está en las pequeñas cosas
        las pequeñas cosas de la vida
        al final del día
        la luz al final del túnel
        la calma antes de la tormenta
        sé tú mismo
        solo se vive una vez
        disfruta cada momento
        haz lo que amas
        el amor lo puede todo
        el amor todo lo puede
        hogar dulce hogar
        como en casa en ningún sitio
        quien tiene un amigo tiene un tesoro
        el que busca encuentra
        de tal palo tal astilla
        perro ladrador poco mordedor
        cuando una puerta se cierra otra se abre
        lo que no te mata te hace más fuerte
        más sabe el diablo por viejo que por diablo
        agua que no has de beber déjala correr
        el saber no ocupa lugar
        en casa del herrero cuchillo de palo
        matar dos pájaros de un tiro
        no dejes para mañana lo que puedas hacer hoy
        la esperanza es lo último que se pierde
        mañana será otro día
        nunca es tarde
        nunca es tarde para aprender
        el que la sigue la consigue
        paso a paso
        el cielo es el límite
        sal de tu zona de confort
        piensa en positivo
        buenas vibras
        la unión hace la fuerza
        donde hay voluntad hay un camino
        hoy es el primer día del resto de tu vida
        el esfuerzo tiene recompensa
        una sonrisa no cuesta nada
        haz el bien sin mirar a quién
        dios aprieta pero no ahoga
        no hay que vender la piel del oso antes de cazarlo
        cada oveja con su pareja
        a falta de pan buenas son tortas
        ojo por ojo
        del dicho al hecho hay mucho trecho
        obras son amores y no buenas razones
        no hay rosa sin espinas
        en la variedad está el gusto
        cría cuervos y te sacarán los ojos
        sarna con gusto no pica
        al que madruga dios lo ayuda
        tú puedes con todo
        todo llega a su debido tiempo
        # Added: more common entries.
        el hábito no hace al monje
        a buen entendedor pocas palabras bastan
        más vale prevenir que curar
        no todo lo que brilla es oro
        en el país de los ciegos el tuerto es rey
        cada loco con su tema
        quien siembra vientos recoge tempestades
        a lo hecho pecho
        genio y figura hasta la sepultura
        el que mucho abarca poco aprieta
        no hay mal que cien años dure
        dios los cría y ellos se juntan
        más vale maña que fuerza
        la curiosidad mató al gato
        el que ríe último ríe mejor
        quien ríe último ríe mejor
        ande yo caliente ríase la gente
        donde fueres haz lo que vieres
        cuando el río suena agua lleva
        zapatero a tus zapatos
        en abril aguas mil
        hasta el cuarenta de mayo no te quites el sayo
        lo bueno si breve dos veces bueno
        año de nieves año de bienes
        más vale solo que mal acompañado
        la vida son dos días

        [formulas]
        la vida es *
        recuerda que *
        recuerda siempre *
        recuerda siempre que *
        nunca olvides *
        no olvides nunca *
        * es la clave de *
        * es la clave para *
        * es la clave del *
        la clave de * es *
        la clave del * es *
        el secreto de * es *
        el secreto del * es *
        la felicidad es *
        el amor es *
        el éxito es *
        la amistad es *
        el valor es *
        cree en *
        a veces * es todo lo que *
        todo lo que necesitas es *
        el verdadero * es *
        la verdadera * es *
        cada día es *
        nunca dejes de *
        no se trata de * sino de *
        lo único * es *
        la mejor manera de * es *
        un verdadero amigo es *
        sé siempre *

        [concrete_nouns]
        ventana
        ventanas
        cocina
        cocinas
        mesa
        mesas
        autobús
        autobuses
        panadería
        panaderías
        manga
        mangas
        moneda
        monedas
        barco
        barcos
        papel
        naranja
        naranjas
        lápiz
        lápices
        reloj
        relojes
        calcetín
        calcetines
        lana
        zapato
        zapatos
        guisante
        guisantes
        postal
        postales
        tejado
        tejados
        cordón
        cordones
        cuerda
        cuerdas
        botón
        botones
        aguja
        agujas
        paquete
        paquetes
        bolsa
        bolsas
        cereza
        cerezas
        granada
        granadas
        nuez
        nueces
        mano
        manos
        sedal
        guitarra
        guitarras
        cactus
        albahaca
        cinta
        cintas
        cuchara
        cucharas
        madera
        paraguas
        cámara
        bicicleta
        bicicletas
        cacao
        té
        taza
        tazas
        pan
        centeno
        toalla
        toallas
        camisa
        camisas
        flor
        flores
        libro
        libros
        receta
        recetas
        platillo
        platillos
        carta
        cartas
        paloma
        palomas
        bota
        botas
        gafas
        abrigo
        abrigos
        bufanda
        bufandas
        ovillo
        ovillos
        fiambrera
        termo
        termos
        niño
        niños
        caja
        cajas
        manzana
        manzanas
        maleta
        maletas
        guante
        guantes
        punto
        puntos
        lazo
        lazos
        estrella
        estrellas
        mapa
        mapas
        tarro
        tarros
        mermelada
        cuenta
        cuentas
        cristal
        trapo
        trapos
        red
        redes
        pila
        pilas
        huevo
        huevos
        galleta
        galletas
        chocolate
        sopa
        bebé
        bebés
        gato
        gatos
        cadena
        navaja
        navajas
        periódico
        periódicos
        piedra
        piedras
        regalo
        regalos
        cumpleaños
        pañuelo
        pañuelos
        panecillo
        panecillos
        nota
        notas
        pulsera
        pulseras
        hilo
        tornillo
        tornillos
        sobre
        sobres
        lacre
        mantequilla
        tostada
        tostadas
        trompeta
        trompetas
        correo
        montaña
        patata
        patatas
        perejil
        cambio
        escalón
        escalones
        luz
        portal
        turno
        turnos
        noche
        domingo
        lluvia
        pasillo
        hospital
        sala
        espera
        tren
        trenes
        radiador
        lavandería
        madrugada
        banco
        bancos
        paseo
        cobertizo
        huerto
        huertos
        parada
        mostrador
        aula
        cubierta
        ferri
        apagón
        balcón
        sombrilla
        sombrillas
        raya
        rayas
        puerta
        puertas
        muro
        puerto
        andén
        buhardilla
        puesto
        puestos
        mercado
        umbral
        cola
        correos
        escritorio
        perro
        perros
        farola
        farolas
        cafetería
        tarde
        azotea
        furgoneta
        tormenta
        faro
        estufa
        taller
        sobremesa
        café
        peldaño
        rincón
        bar
        cocheras
        invitado
        invitados
        visita
        visitas
        cabaña
        columpio
        porche
        timbre
        colegio
        manzano
        tarima
        rellano
        medianoche
        hora
        chimenea
        invernadero
        trabajo
        patio
        vagón
        terraza
        enfermera
        abuela
        abuelo
        mecánico
        panadero
        panadera
        barrio
        vigilante
        vecina
        vecino
        conserje
        maestra
        conductor
        conductora
        hermano
        hermana
        hombre
        padre
        madre
        cartero
        pueblo
        dueña
        quiosco
        celador
        aprendiz
        capitán
        florista
        pescador
        cocinera
        afinador
        piano
        pianos
        guardián
        hortelano
        revisora
        granjero
        becaria
        amiga
        amigo
        bibliotecario
        carpintero
        barrendero
        estudiante
        hija
        sastre
        tranvía
        recepcionista
        cerrajero
        comadrona
        zapatero
        farmacéutica
        nieto
        pastor
        apicultora
        encuadernador
        costurera
        jardinero
        taxista
        vendedora
        castaña
        castañas
        boxeador
        tía
        portera
        edificio
        portero
        veterinaria
        lengua
        mejillas
        mar
        oreja
        nieve
        hombros
        lago
        canción
        melodía
        infancia
        sorbo
        marea
        alquiler
        gaviota
        gaviotas
        vaho
        chiste
        calle
        radio
        canela
        asfalto
        dedos
        pulso
        nana
        relojero
        corazón
        ceño
        ojos
        garganta
        árbol
        árboles
        bosque
        río
        ríos
        montañas
        campo
        campos
        jardín
        jardines
        casa
        casas
        llave
        llaves
        vela
        velas
        manta
        mantas
        almohada
        escoba
        cubo
        escalera
        martillo
        clavo
        clavos
        sierra
        caballo
        caballos
        garza
        zorro
        gorrión
        ciruela
        ciruelas
        pera
        peras
        limón
        limones
        cebolla
        cebollas
        tomate
        tomates
        miel
        sal
        harina
        queso
        horno
        sartén
        olla
        plato
        platos
        tenedor
        cuchillo
        tetera
        pie
        pies
        rodilla
        rodillas
        cara

        amanecer
        quiosquera
        castañera
        farero
        rueda
        ruedas
        parque
        costura
        costuras
        dobladillo
        dobladillos
        truco
        trucos
        lista
        listas
        crucigrama
        crucigramas
        puñado
        pistacho
        pistachos
        # Broadened general vocabulary.
        fresa
        fresas
        frambuesa
        frambuesas
        mora
        moras
        arándano
        arándanos
        uva
        uvas
        melocotón
        melocotones
        albaricoque
        albaricoques
        melón
        melones
        sandía
        sandías
        mandarina
        mandarinas
        piña
        piñas
        higo
        higos
        pepino
        pepinos
        zanahoria
        zanahorias
        nabo
        nabos
        rábano
        rábanos
        remolacha
        col
        coles
        lechuga
        lechugas
        espinacas
        puerro
        puerros
        ajo
        ajos
        pimiento
        pimientos
        calabacín
        calabacines
        calabaza
        calabazas
        seta
        setas
        champiñón
        champiñones
        lenteja
        lentejas
        garbanzo
        garbanzos
        arroz
        fideo
        fideos
        macarrones
        espagueti
        croqueta
        croquetas
        empanada
        empanadas
        tortilla
        tortillas
        churro
        churros
        magdalena
        magdalenas
        bizcocho
        bizcochos
        tarta
        tartas
        pastel
        pasteles
        flan
        natillas
        yogur
        nata
        leche
        zumo
        limonada
        horchata
        caldo
        cocido
        guiso
        guisos
        paella
        salchicha
        salchichas
        chorizo
        jamón
        tocino
        sardina
        sardinas
        boquerón
        boquerones
        atún
        merluza
        bacalao
        gamba
        gambas
        langostino
        langostinos
        mejillón
        mejillones
        almeja
        almejas
        ostra
        ostras
        cacahuete
        cacahuetes
        almendra
        almendras
        avellana
        avellanas
        azúcar
        caramelo
        caramelos
        piruleta
        piruletas
        palomitas
        pizza
        pizzas
        aceite
        vinagre
        mostaza
        corteza
        aceituna
        aceitunas
        bocadillo
        bocadillos
        sándwich
        bollo
        bollos
        ensaimada
        rosquilla
        rosquillas
        turrón
        polvorón
        polvorones
        buñuelo
        buñuelos
        helado
        helados
        cucurucho
        cucuruchos
        gazpacho
        romero
        tomillo
        orégano
        menta
        hierbabuena
        vainilla
        pimentón
        frito
        torrija
        torrijas
        cucharón
        cucharones
        batidor
        colador
        coladores
        rallador
        bandeja
        bandejas
        cafetera
        cafeteras
        jarra
        jarras
        botella
        botellas
        corcho
        corchos
        tapa
        tapas
        táper
        tápers
        cesta
        cestas
        cesto
        fregadero
        grifo
        grifos
        nevera
        neveras
        frigorífico
        congelador
        lavavajillas
        microondas
        tostadora
        batidora
        armario
        armarios
        alacena
        cajón
        cajones
        estante
        estantes
        estantería
        estanterías
        delantal
        delantales
        manopla
        mantel
        manteles
        candelabro
        jarrón
        jarrones
        fregona
        esponja
        esponjas
        recogedor
        aspiradora
        pinza
        pinzas
        tendedero
        percha
        perchas
        colada
        jabón
        champú
        cepillo
        cepillos
        peine
        peines
        cuchilla
        espejo
        espejos
        bañera
        bañeras
        ducha
        duchas
        váter
        retrete
        cama
        camas
        colchón
        colchones
        edredón
        edredones
        sábana
        sábanas
        cortina
        cortinas
        alfombra
        alfombras
        sofá
        sofás
        sillón
        sillones
        taburete
        taburetes
        cojín
        cojines
        ropero
        cómoda
        cómodas
        lámpara
        lámparas
        pantalla
        calefactor
        ventilador
        calendario
        teléfono
        teléfonos
        móvil
        móviles
        ordenador
        ordenadores
        portátil
        teclado
        televisor
        televisores
        tele
        cámaras
        auriculares
        cable
        cables
        enchufe
        enchufes
        bombilla
        bombillas
        linterna
        linternas
        farol
        faroles
        cerilla
        cerillas
        mechero
        vaso
        vasos
        copa
        copas
        cazo
        cazos
        cazuela
        cazuelas
        puchero
        basura
        papelera
        papeleras
        regadera
        regaderas
        rodillo
        termómetro
        despertador
        plancha
        máquina
        dedal
        botijo
        brasero
        mecedora
        cuaderno
        cuadernos
        agenda
        bolígrafo
        bolígrafos
        boli
        pluma
        cera
        ceras
        rotulador
        rotuladores
        goma
        gomas
        tijeras
        grapadora
        clip
        carpeta
        carpetas
        dibujo
        dibujos
        cuadro
        cuadros
        pintura
        pincel
        pinceles
        caballete
        lienzo
        tiza
        pizarra
        pizarras
        libreta
        libretas
        revista
        revistas
        tebeo
        tebeos
        cómic
        póster
        pegatina
        pegatinas
        sello
        sellos
        ticket
        billete
        billetes
        monedero
        cartera
        carteras
        juguete
        juguetes
        muñeca
        muñecas
        peluche
        peluches
        cometa
        cometas
        globo
        globos
        rompecabezas
        puzle
        canica
        canicas
        tambor
        tambores
        flauta
        flautas
        violín
        violines
        violonchelo
        armónica
        acordeón
        ukelele
        arpa
        silbato
        silbatos
        micrófono
        casete
        vinilo
        fotografía
        fotografías
        álbum
        álbumes
        tablero
        ajedrez
        pelota
        pelotas
        balón
        balones
        raqueta
        raquetas
        trofeo
        trofeos
        medalla
        medallas
        chapa
        chapas
        cartón
        cartones
        saco
        sacos
        bolsita
        fardo
        monopatín
        patinete
        patinetes
        trineo
        trineos
        castillo
        castillos
        tobogán
        toboganes
        balancín
        pala
        palas
        rastrillo
        cromo
        cromos
        peonza
        tiovivo
        noria
        destornillador
        destornilladores
        alicates
        taladro
        taladros
        cincel
        lija
        azada
        azadas
        carretilla
        carretillas
        manguera
        mangueras
        horca
        hacha
        hachas
        tuerca
        tuercas
        bisagra
        bisagras
        candado
        candados
        tabla
        tablas
        tablón
        tablones
        ladrillo
        ladrillos
        azulejo
        azulejos
        baldosa
        baldosas
        tubería
        tuberías
        alambre
        valla
        vallas
        poste
        postes
        palo
        palos
        cordel
        pegamento
        celo
        andamio
        andamios
        neumático
        neumáticos
        bomba
        serrucho
        serruchos
        leña
        tronco
        troncos
        serrín
        teja
        tejas
        cemento
        sombrero
        sombreros
        gorra
        gorras
        gorro
        gorros
        casco
        cascos
        capucha
        capuchas
        chaqueta
        chaquetas
        chubasquero
        chubasqueros
        impermeable
        jersey
        jerséis
        suéter
        sudadera
        sudaderas
        vestido
        vestidos
        falda
        faldas
        blusa
        blusas
        chaleco
        chalecos
        traje
        trajes
        corbata
        corbatas
        cinturón
        cinturones
        hebilla
        vaqueros
        pantalón
        pantalones
        pijama
        pijamas
        camisón
        zapatilla
        zapatillas
        sandalia
        sandalias
        chancla
        chanclas
        deportivas
        tacón
        tacones
        manoplas
        uniforme
        uniformes
        peto
        cuello
        puño
        cremallera
        cremalleras
        bolso
        bolsos
        mochila
        mochilas
        maletín
        collar
        collares
        pendiente
        pendientes
        broche
        medallón
        bañador
        bañadores
        albornoz
        chándal
        camiseta
        camisetas
        leotardos
        babero
        baberos
        boina
        boinas
        alpargata
        alpargatas
        zapatito
        zapatitos
        dormitorio
        dormitorios
        baño
        baños
        salón
        salones
        comedor
        comedores
        recibidor
        sótano
        sótanos
        garaje
        garajes
        desván
        despensa
        despensas
        habitación
        habitaciones
        corral
        corrales
        establo
        establos
        granero
        graneros
        cuadra
        cuadras
        césped
        seto
        setos
        parterre
        estanque
        estanques
        granja
        granjas
        cortijo
        masía
        caravana
        caravanas
        piso
        pisos
        torre
        torres
        iglesia
        iglesias
        capilla
        ermita
        ermitas
        mezquita
        museo
        museos
        biblioteca
        bibliotecas
        teatro
        teatros
        cine
        cines
        restaurante
        restaurantes
        taberna
        tabernas
        bares
        mesón
        posada
        albergue
        farmacia
        farmacias
        carnicería
        carnicerías
        frutería
        fruterías
        pescadería
        pescaderías
        floristería
        librería
        librerías
        peluquería
        peluquerías
        barbería
        fábrica
        molino
        molinos
        almacén
        almacenes
        oficina
        oficinas
        parques
        callejón
        callejones
        avenida
        avenidas
        acera
        aceras
        bordillo
        cruce
        rotonda
        puente
        puentes
        túnel
        túneles
        autopista
        carretera
        carreteras
        aeropuerto
        aeropuertos
        muelle
        muelles
        embarcadero
        dársena
        playa
        playas
        orilla
        orillas
        acantilado
        acantilados
        duna
        dunas
        cala
        calas
        bahía
        isla
        islas
        valle
        valles
        prado
        prados
        pradera
        bosques
        huerta
        huertas
        viñedo
        viñedos
        olivar
        olivares
        pasto
        pastos
        arroyo
        arroyos
        cascada
        cascadas
        charco
        charcos
        pantano
        ciénaga
        monte
        montes
        cumbre
        cumbres
        ladera
        laderas
        cueva
        cuevas
        roca
        rocas
        peña
        barro
        arcilla
        pueblos
        aldea
        aldeas
        ciudad
        ciudades
        plaza
        plazas
        polideportivo
        piscina
        piscinas
        estadio
        estadios
        kiosco
        gasolinera
        aparcamiento
        patios
        portales
        zaguán
        escaleras
        ascensor
        buzón
        buzones
        colegios
        guardería
        guarderías
        recreo
        gimnasio
        gimnasios
        mercados
        lonja
        ayuntamiento
        estación
        estaciones
        terrado
        esquina
        esquinas
        mirador
        malecón
        chiringuito
        pupitre
        pupitres
        pizarrín
        aulas
        hielo
        carámbano
        carámbanos
        copo
        copos
        granizo
        llovizna
        tormentas
        trueno
        truenos
        relámpago
        relámpagos
        arcoíris
        nube
        nubes
        cielo
        sol
        luna
        atardecer
        brisa
        ráfaga
        ráfagas
        niebla
        rocío
        escarcha
        ventisca
        nevada
        nevadas
        aguacero
        chaparrón
        gota
        gotas
        coche
        coches
        taxi
        taxis
        camión
        camiones
        tractor
        tractores
        moto
        motos
        motocicleta
        bici
        bicis
        triciclo
        carrito
        carritos
        cochecito
        cochecitos
        ambulancia
        ambulancias
        helicóptero
        helicópteros
        avión
        aviones
        barca
        barcas
        velero
        veleros
        yate
        yates
        canoa
        canoas
        kayak
        balsa
        balsas
        bote
        botes
        carro
        carros
        carreta
        carretas
        remolque
        metro
        autocar
        motocarro
        cachorro
        cachorros
        perrita
        perritas
        gatito
        gatitos
        hámster
        hámsteres
        conejo
        conejos
        ratón
        ratones
        rata
        ratas
        ardilla
        ardillas
        erizo
        erizos
        tejón
        ciervo
        ciervos
        corzo
        liebre
        liebres
        topo
        nutria
        castor
        lobo
        lobos
        oso
        osos
        jabalí
        vaca
        vacas
        ternero
        terneros
        toro
        toros
        buey
        cerdo
        cerdos
        cochinillo
        oveja
        ovejas
        cordero
        corderos
        cabra
        cabras
        cabrito
        burro
        burros
        mula
        mulas
        poni
        potro
        potros
        yegua
        gallina
        gallinas
        gallo
        gallos
        pollito
        pollitos
        pato
        patos
        patito
        patitos
        ganso
        gansos
        cisne
        cisnes
        pavo
        búho
        búhos
        lechuza
        cuervo
        cuervos
        urraca
        petirrojo
        mirlo
        estornino
        golondrina
        golondrinas
        jilguero
        pájaro
        pájaros
        loro
        loros
        periquito
        canario
        canarios
        pelícano
        cigüeña
        cigüeñas
        águila
        halcón
        mariposa
        mariposas
        polilla
        abeja
        abejas
        avispa
        avispas
        hormiga
        hormigas
        escarabajo
        mariquita
        araña
        arañas
        caracol
        caracoles
        babosa
        gusano
        gusanos
        lombriz
        oruga
        orugas
        mosquito
        mosquitos
        saltamontes
        libélula
        rana
        ranas
        sapo
        sapos
        renacuajo
        renacuajos
        lagartija
        lagartijas
        lagarto
        culebra
        serpiente
        tortuga
        tortugas
        pez
        peces
        pececillo
        trucha
        salmón
        anguila
        cangrejo
        cangrejos
        langosta
        medusa
        foca
        delfín
        delfines
        ballena
        ballenas
        tiburón
        león
        tigre
        elefante
        mono
        monos
        jirafa
        pingüino
        perra
        perras
        gata
        gatas
        rosa
        rosas
        tulipán
        tulipanes
        margarita
        margaritas
        girasol
        girasoles
        lirio
        amapola
        amapolas
        violeta
        lavanda
        hiedra
        helecho
        musgo
        hierba
        maleza
        ortiga
        cardo
        trébol
        narciso
        geranio
        geranios
        orquídea
        arbusto
        arbustos
        roble
        robles
        abedul
        arce
        sauce
        olmo
        pino
        pinos
        encina
        olivo
        olivos
        castaño
        naranjo
        limonero
        almendro
        rama
        ramas
        ramita
        hoja
        hojas
        bellota
        bellotas
        semilla
        semillas
        pétalo
        pétalos
        capullo
        brote
        brotes
        heno
        paja
        trigo
        maíz
        cebada
        cepa
        parra
        plantón
        esqueje
        hierbas
        maceta
        macetas
        jazmín
        buganvilla
        almendros
        cabeza
        cabezas
        pelo
        barbilla
        mandíbula
        nariz
        narices
        boca
        bocas
        labio
        labios
        diente
        dientes
        ceja
        cejas
        pestaña
        pestañas
        párpado
        brazo
        brazos
        codo
        palma
        pulgar
        uña
        uñas
        nudillos
        pecho
        barriga
        tripa
        cadera
        pierna
        piernas
        tobillo
        tobillos
        talón
        muslo
        espinilla
        piel
        peca
        pecas
        barba
        bigote
        coleta
        trenza
        trenzas
        pata
        patas
        colas
        bigotes
        pico
        picos
        ala
        alas
        plumas
        pelaje
        melena
        pezuña
        cuerno
        cuernos
        garra
        garras
        hocico
        aleta
        regazo
        espalda
        hombro
        mejilla
        orejas
        ojo
        nuca
        mofletes
        médico
        médica
        médicos
        doctora
        dentista
        cirujano
        cirujana
        enfermero
        enfermeros
        enfermeras
        bombero
        bomberos
        bombera
        policía
        policías
        soldado
        soldados
        marinero
        marineros
        piloto
        pilotos
        fontanero
        fontanera
        electricista
        albañil
        albañiles
        pintor
        pintora
        escultor
        escultora
        músico
        músicos
        violinista
        pianista
        batería
        cantante
        cantantes
        bailarín
        bailarina
        actor
        actriz
        payaso
        payasos
        malabarista
        mago
        camarero
        camarera
        camareros
        cocinero
        chef
        carnicero
        carnicera
        pescadero
        pescadera
        frutero
        frutera
        vendedor
        vendedores
        tendero
        tendera
        limpiadora
        empleada
        niñera
        canguro
        profesor
        profesora
        profesores
        director
        directora
        alumno
        alumna
        alumnos
        compañero
        compañeros
        árbitro
        atleta
        corredor
        corredora
        nadador
        ciclista
        ciclistas
        excursionista
        socorrista
        guardabosques
        leñador
        minero
        mensajero
        repartidor
        repartidora
        lechero
        quiosquero
        abogado
        abogada
        monja
        monje
        alcalde
        alcaldesa
        rey
        reina
        príncipe
        princesa
        caballero
        pirata
        piratas
        vaquero
        turista
        turistas
        viajero
        viajera
        pasajero
        pasajeros
        pasajera
        forastero
        cliente
        clientes
        clienta
        casero
        casera
        inquilino
        colega
        jefe
        jefa
        abuelita
        abuelito
        abuelos
        nieta
        nietos
        nietas
        tío
        tíos
        sobrino
        sobrinos
        sobrina
        primo
        prima
        primos
        hijo
        hijos
        marido
        esposa
        esposo
        mamá
        papá
        mami
        papi
        gemelo
        gemelos
        gemela
        mellizos
        padrino
        madrina
        novia
        novio
        viuda
        viudo
        niña
        niñas
        chico
        chicos
        chica
        chicas
        muchacho
        muchacha
        adolescente
        adolescentes
        señora
        señoras
        señor
        señores
        vecinos
        vecinas
        panaderos
        pastelero
        pastelera
        granjera
        agricultor
        agricultora
        campesino
        campesina
        pastora
        cabrero
        herrero
        carpintera
        peluquero
        peluquera
        barbero
        óptico
        revisor
        maquinista
        jardinera
        maestro
        maestros
        maestras
        monitor
        monitora
        acomodador
        guardia
        mamás
        papás
        hermanos
        hermanas
        hermanito
        hermanita
        suegra
        suegro
        cuñado
        cuñada
        bisabuela
        bisabuelo
        tata
        silla
        sillas
        alubia
        alubias
        [action_verbs]
        dobla
        dobló
        doblar
        doblando
        doblado
        remienda
        remendó
        remendar
        remendando
        cuenta
        contó
        contar
        contando
        pela
        peló
        pelar
        pelando
        afila
        afiló
        afilar
        afilando
        da
        dio
        dar
        dando
        zurce
        zurció
        zurcir
        zurciendo
        lustra
        lustró
        lustrar
        desgrana
        desgranó
        desgranar
        escribe
        escribió
        escribir
        escribiendo
        dibuja
        dibujó
        dibujar
        dibujando
        ata
        ató
        atar
        atando
        anuda
        anudó
        anudar
        cose
        cosió
        coser
        cosiendo
        enhebra
        enhebró
        enhebrar
        envuelve
        envolvió
        envolver
        envolviendo
        abre
        abrió
        abrir
        abriendo
        parte
        partió
        partir
        partiendo
        casca
        cascó
        cascar
        ordena
        ordenó
        ordenar
        ordenando
        desenreda
        desenredó
        desenredar
        afina
        afinó
        afinar
        trasplanta
        trasplantó
        trasplantar
        riega
        regó
        regar
        regando
        trenza
        trenzó
        trenzar
        talla
        talló
        tallar
        arregla
        arregló
        arreglar
        arreglando
        parchea
        parcheó
        parchear
        remueve
        removió
        remover
        sirve
        sirvió
        servir
        corta
        cortó
        cortar
        cortando
        amasa
        amasó
        amasar
        amasando
        plancha
        planchó
        planchar
        planchando
        prensa
        prensó
        prensar
        copia
        copió
        copiar
        pega
        pegó
        pegar
        relee
        releyó
        releer
        lee
        leyó
        leer
        leyendo
        alimenta
        alimentó
        alimentar
        frota
        frotó
        frotar
        frotando
        limpia
        limpió
        limpiar
        limpiando
        abrocha
        abrochó
        abrochar
        baraja
        barajó
        barajar
        teje
        tejió
        tejer
        tejiendo
        enrolla
        enrolló
        enrollar
        prepara
        preparó
        preparar
        llena
        llenó
        llenar
        carga
        cargó
        cargar
        cargando
        levanta
        levantó
        levantar
        recoge
        recogió
        recoger
        recogiendo
        mide
        midió
        medir
        recorta
        recortó
        recortar
        pinta
        pintó
        pintar
        pintando
        etiqueta
        etiquetó
        etiquetar
        ensarta
        ensartó
        ensartar
        sacude
        sacudió
        sacudir
        escurre
        escurrió
        escurrir
        cambia
        cambió
        cambiar
        muerde
        mordió
        morder
        reparte
        repartió
        repartir
        sopla
        sopló
        soplar
        soplando
        sujeta
        sujetó
        sujetar
        acuna
        acunó
        acunar
        acunando
        acaricia
        acarició
        acariciar
        engrasa
        engrasó
        engrasar
        apila
        apiló
        apilar
        borda
        bordó
        bordar
        sostiene
        sostuvo
        sostener
        guarda
        guardó
        guardar
        aprieta
        apretó
        apretar
        cierra
        cerró
        cerrar
        unta
        untó
        untar
        desmiga
        desmigó
        desmigar
        cepilla
        cepilló
        cepillar
        pica
        picó
        picar
        picando
        barre
        barrió
        barrer
        barriendo
        friega
        fregó
        fregar
        lleva
        llevó
        llevar
        llevando
        cava
        cavó
        cavar
        planta
        plantó
        plantar
        rastrilla
        rastrillar
        hornea
        horneó
        hornear
        cuelga
        colgó
        colgar
        empuja
        empujó
        empujar
        tira
        tiró
        tirar
        arrastra
        arrastró
        arrastrar
        lava
        lavó
        lavar
        lavando
        seca
        secó
        secar
        recolecta
        junta
        juntó
        juntar
        martillea
        serra
        lija
        lijó
        lijar
        clava
        clavó
        clavar
        sube
        subió
        subir
        pone
        puso
        poner
        coloca
        colocó
        colocar
        rellena
        rellenó
        rellenar
        exprime
        exprimió
        exprimir
        ralla
        ralló
        rallar
        hierve
        hirvió
        hervir

        descose
        descosió
        descoser
        hace
        hizo
        hacer
        haciendo
        ensaya
        ensayó
        ensayar
        ensayando
        # Broadened general vocabulary.
        salta
        saltó
        saltar
        saltando
        saltado
        brinca
        brincó
        brincar
        trepa
        trepó
        trepar
        trepando
        gatea
        gateó
        gatear
        corre
        corrió
        correr
        corriendo
        caminar
        pasea
        paseó
        pasear
        paseando
        deambula
        chapotea
        chapoteó
        chapotear
        chapoteando
        nadó
        nadar
        nadando
        bucea
        buceó
        bucear
        zambulle
        rema
        remó
        remar
        remando
        navega
        navegó
        navegar
        pedalea
        pedaleó
        pedalear
        pedaleando
        monta
        montó
        montar
        conduce
        condujo
        conducir
        conduciendo
        lanza
        lanzó
        lanzar
        lanzando
        arroja
        arrojó
        arrojar
        atrapa
        atrapó
        atrapar
        patea
        pateó
        patear
        rebota
        rebotó
        columpia
        columpió
        columpiarse
        abraza
        abrazó
        abrazar
        abrazando
        besa
        besó
        besar
        saludar
        aplaude
        aplaudió
        aplaudir
        asiente
        asintió
        guiña
        guiñó
        ríe
        rió
        reír
        riendo
        carcajea
        sonríe
        sonrió
        sonreír
        sonriendo
        silba
        silbó
        silbar
        silbando
        tararea
        tarareó
        tararear
        tarareando
        canta
        cantó
        cantar
        cantando
        baila
        bailó
        bailar
        bailando
        palmea
        pellizca
        pellizcó
        agarra
        agarró
        agarrar
        agarrando
        estruja
        estrujó
        arrebata
        suelta
        soltó
        soltar
        entrega
        entregó
        entregar
        esconde
        escondió
        esconder
        escondiendo
        persigue
        persiguió
        perseguir
        persiguiendo
        cosecha
        cosechó
        cosechar
        vendimia
        arranca
        arrancó
        arrancar
        poda
        podó
        podar
        siega
        segó
        segar
        taladra
        taladró
        taladrar
        aspira
        aspiró
        aspirar
        remoja
        remojó
        remojar
        restriega
        fríe
        frió
        freír
        asa
        asó
        asar
        tuesta
        tostó
        tostar
        gratina
        cocina
        cocinó
        cocinar
        cocinando
        bate
        batió
        batir
        machaca
        machacó
        machacar
        espolvorea
        espolvoreó
        espolvorear
        lame
        lamió
        lamer
        mastica
        masticó
        masticar
        mordisquea
        mordisqueó
        traga
        tragó
        tragar
        sorbe
        sorbió
        come
        comió
        comer
        comiendo
        bebe
        bebió
        beber
        bebiendo
        derrama
        derramó
        derramar
        construye
        construyó
        construyendo
        entierra
        enterró
        enterrar
        siembra
        sembró
        sembrar
        esculpe
        garabatea
        garabateó
        garabatear
        borra
        borró
        borrar
        rompe
        rompió
        romper
        rompiendo
        roto
        rasgar
        arruga
        arrugó
        arrugar
        aplasta
        aplastó
        aplastar
        sentarse
        sentado
        sentada
        arrodilla
        agacha
        agachó
        agacharse
        estira
        estiró
        estirar
        bosteza
        bostezó
        bostezar
        estornuda
        estornudó
        tose
        tosió
        parpadea
        parpadeó
        asoma
        asomó
        asomarse
        espía
        espió
        golpea
        golpeó
        golpear
        toca
        tocó
        tocar
        tocando
        portazo
        tintinea
        tambalea
        tambaleó
        tropieza
        tropezó
        tropezar
        resbala
        resbaló
        resbalar
        desliza
        deslizó
        gira
        giró
        girar
        voltea
        volteó
        mece
        meció
        mecer
        remolca
        iza
        izó
        izar
        descarga
        descargó
        descargar
        desempaqueta
        repara
        reparó
        reparar
        montando
        desata
        desató
        desatar
        desabrocha
        desabrochó
        viste
        vistió
        baña
        bañó
        bañar
        afeita
        afeitó
        afeitar
        rasca
        rascó
        rascar
        acurruca
        acurrucó
        despliega
        desplegó
        desplegar
        esparce
        esparció
        esparcir
        decora
        decoró
        decorar
        adorna
        adornó
        adornar
        colecciona
        vadea
        patina
        patinó
        patinar
        esquía
        esquió
        esquiar
        surfea
        flota
        flotó
        flotar
        trota
        trotó
        trotar
        bajó
        bajar
        entra
        sale
        salió
        escala
        escaló
        escalar
        excava
        excavó
        excavar
        pesca
        pescó
        pescar
        pescando
        caza
        cazó
        cazar
        ordeña
        ordeñó
        ordeñar
        esquila
        esquiló
        esquilar
        encuaderna
        barniza
        barnizó
        barnizar
        atornilla
        atornilló
        atornillar
        martilleó
        martillear
        enyesa
        tendió
        tendiendo
        trocea
        troceó
        trocear
        rebana
        rebanó
        rebanar
        vierte
        vertió
        verter
        echa
        echó
        mete
        metió
        meter
        saca
        sacó
        sacar
        sacando
        alza
        alzó
        alzar
        empapa
        empapó
        jugando
        juega
        jugó
        jugar
        retira
        retiró
        retirar
        [emotion_words]
        ternura
        tierno
        tierna
        alivio
        aliviado
        aliviada
        tímido
        tímida
        timidez
        agradecido
        agradecida
        gratitud
        morriña
        nostalgia
        nostálgico
        nostálgica
        añoranza
        anhelo
        melancolía
        melancólico
        melancólica
        orgullo
        orgulloso
        orgullosa
        vergüenza
        avergonzado
        avergonzada
        nervios
        nervioso
        nerviosa
        ansiedad
        inquieto
        inquieta
        inquietud
        preocupado
        preocupada
        preocupación
        miedo
        temor
        euforia
        eufórico
        alegría
        alegre
        júbilo
        contento
        contenta
        satisfecho
        satisfecha
        sereno
        serena
        serenidad
        tranquilo
        tranquila
        calma
        sosiego
        esperanza
        esperanzado
        esperanzada
        ilusión
        ilusionado
        ilusionada
        curiosidad
        curioso
        curiosa
        asombro
        asombrado
        asombrada
        desconcierto
        desconcertado
        perplejo
        soledad
        triste
        tristeza
        pena
        congoja
        desánimo
        cansado
        cansada
        cansancio
        agotado
        agotada
        frustración
        frustrado
        enfado
        enfadado
        rabia
        celos
        envidia
        culpa
        remordimiento
        arrepentido
        cariño
        cariñoso
        cariñosa
        afecto
        enamorado
        enamorada
        compasión
        empatía
        pícaro
        pícara
        travieso
        traviesa
        valiente
        valentía
        terco
        terca
        testarudo
        decidido
        decidida
        paciente
        paciencia
        impaciente
        conmovido
        conmovida
        agridulce
        sorpresa
        sorprendido
        abrumado
        humildad
        feliz
        emocionado
        emocionada
        cosquilleo
        desasosiego
        hambre
        # Broadened general vocabulary.
        dichoso
        dichosa
        dichosos
        radiante
        radiantes
        eufórica
        eufóricos
        entusiasmado
        entusiasmada
        entusiasmados
        entusiasmo
        encantado
        encantada
        encantados
        embelesado
        embelesada
        fascinado
        fascinada
        maravillado
        maravillada
        boquiabierto
        boquiabierta
        atónito
        atónita
        pasmado
        pasmada
        estupefacto
        sorprendida
        sorprendidos
        sobresaltado
        sobresaltada
        asustado
        asustada
        asustados
        asustadas
        aterrado
        aterrada
        aterrorizado
        espantado
        espantada
        temeroso
        temerosa
        miedoso
        miedosa
        angustiado
        angustiada
        angustia
        intranquilo
        intranquila
        tenso
        tensa
        alterado
        alterada
        agobiado
        agobiada
        desconcertada
        confundido
        confundida
        confuso
        confusa
        perpleja
        desorientado
        desorientada
        avergonzados
        abochornado
        abochornada
        ruborizado
        ruborizada
        colorado
        cortado
        cortada
        apurado
        apurada
        apocado
        cohibido
        cohibida
        vergonzoso
        vergonzosa
        tímidos
        tímidas
        apenado
        apenada
        entristecido
        entristecida
        tristón
        tristona
        afligido
        afligida
        desconsolado
        desconsolada
        abatido
        abatida
        desolado
        desolada
        deprimido
        deprimida
        decepcionado
        decepcionada
        decepción
        desilusionado
        desilusionada
        desanimado
        desanimada
        cabizbajo
        cabizbaja
        alicaído
        alicaída
        mohíno
        enfurruñado
        enfurruñada
        mosqueado
        mosqueada
        enfadada
        enfadados
        enojado
        enojada
        enojo
        furioso
        furiosa
        furia
        rabioso
        rabiosa
        indignado
        indignada
        indignación
        ofendido
        ofendida
        ofendidos
        ofensa
        molesto
        molesta
        irritado
        irritada
        irritación
        fastidiado
        fastidiada
        fastidio
        gruñón
        gruñona
        malhumorado
        malhumorada
        resentido
        resentida
        rencor
        celoso
        celosa
        celosos
        envidioso
        envidiosa
        receloso
        recelosa
        desconfiado
        desconfiada
        suspicaz
        escéptico
        escéptica
        arrepentida
        culpable
        culpables
        contrito
        apenados
        avergonzadas
        agradecidos
        agradecidas
        conmovidos
        emocionados
        emocionadas
        enternecido
        enternecida
        ilusionados
        satisfechos
        orgullosos
        orgullosas
        complacido
        complacida
        contentos
        contentas
        alegres
        jubiloso
        jubilosa
        exultante
        triunfante
        triunfal
        aliviados
        aliviadas
        tranquilos
        tranquilas
        relajado
        relajada
        relajados
        sosegado
        sosegada
        despreocupado
        despreocupada
        risueño
        risueña
        sonriente
        sonrientes
        juguetón
        juguetona
        pícaros
        socarrón
        socarrona
        burlón
        burlona
        divertido
        divertida
        divertidos
        risa
        carcajada
        nostálgicos
        melancólicos
        añorante
        pensativo
        pensativa
        soñador
        soñadora
        ensimismado
        ensimismada
        absorto
        absorta
        embobado
        embobada
        aburrido
        aburrida
        aburridos
        aburrimiento
        hastiado
        harto
        harta
        somnoliento
        somnolienta
        adormilado
        adormilada
        soñoliento
        exhausto
        exhausta
        rendido
        rendida
        cariñosos
        tiernos
        tiernas
        afectuoso
        afectuosa
        enamorados
        protector
        protectora
        maternal
        paternal
        compasivo
        compasiva
        solidario
        preocupados
        preocupadas
        inquietos
        nerviosos
        nerviosas
        impacientes
        ansioso
        ansiosa
        ansiosos
        expectante
        esperanzados
        desesperado
        desesperada
        desesperación
        solitario
        solitaria
        morriñoso
        extrañado
        valientes
        atónitos
        agradecimiento
        susto
        espanto
        pánico
        pavor
        terror
        asco
        repugnancia
        desagrado
        alborozo
        regocijo
        gozo
        deleite
        satisfacción
        complacencia
        impaciencia
        nerviosismo
        agobio
        desaliento
        bochorno
        sonrojo

        [theme:courage]
        valor
        valentía
        valiente
        valientes
        coraje
        atreve
        atreverse
        se atreve
        se atrevió
        miedo
        miedos
        temor
        asustado
        asustada
        riesgo
        arriesga
        arriesgó
        salta
        salto
        primer paso
        por primera vez
        se levanta
        alza la voz
        oscuridad
        altura
        desconocido
        intenta
        intentó
        vuelve a intentar
        tiembla
        temblando
        aun así
        audaz
        firme

        [theme:friendship]
        amigo
        amigos
        amiga
        amigas
        amistad
        compañero
        compañera
        compañeros
        vecino
        vecina
        vecinos
        juntos
        juntas
        comparte
        compartir
        compartió
        compañía
        ríe
        ríen
        reír
        risas
        visita
        visitar
        visitó
        presta
        prestó
        prestado
        llama
        llamada
        carta
        cartas
        secreto
        secretos
        promesa
        promete
        reencuentro
        leal
        confianza
        confía
        uno al otro

        [theme:home]
        casa
        casas
        hogar
        hogares
        piso
        cocina
        puerta
        umbral
        ventana
        ventanas
        tejado
        jardín
        mesa
        fogón
        estufa
        tetera
        cama
        dormitorio
        porche
        pasillo
        desván
        buhardilla
        escalera
        llave
        llaves
        familia
        abuela
        abuelo
        madre
        padre
        vuelta
        vuelve
        volver a casa
        regreso
        bienvenida
        cena
        manta
        lámpara
        silla
        barrio

        [theme:work]
        trabajo
        trabaja
        trabajar
        trabajó
        oficio
        empleo
        turno
        turnos
        turno de noche
        oficina
        taller
        fábrica
        herramienta
        herramientas
        martillo
        llave inglesa
        escritorio
        jefe
        jefa
        compañero de trabajo
        plazo
        horas extra
        sueldo
        jornal
        jornada
        día de paga
        aprendiz
        aprendiza
        mecánico
        enfermera
        panadero
        carpintero
        esfuerzo
        sudor
        manos
        construye
        construyó
        arregla
        arregló
        remienda
        uniforme
        fichar

        [theme:nature]
        árbol
        árboles
        bosque
        bosques
        río
        ríos
        mar
        océano
        ola
        olas
        colina
        colinas
        montaña
        montañas
        campo
        campos
        prado
        prados
        musgo
        helecho
        hoja
        hojas
        flor
        flores
        pájaro
        pájaros
        garza
        zorro
        escarcha
        helada
        nieve
        lluvia
        niebla
        viento
        tormenta
        cielo
        luna
        estrellas
        amanecer
        atardecer
        rocío
        tierra
        barro
        semilla
        semillas
        marea
        lago
        primavera
        otoño
        invierno
        verano

        [theme:time]
        tiempo
        tiempos
        reloj
        relojes
        hora
        horas
        minuto
        minutos
        segundo
        segundos
        mañana
        tarde
        noche
        medianoche
        madrugada
        alba
        anochecer
        ayer
        hoy
        año
        años
        década
        estación
        estaciones
        calendario
        espera
        esperar
        esperando
        temprano
        pronto
        después
        hace años
        viejo
        vieja
        edad
        recuerdo
        recuerdos
        recuerda
        aniversario
        cumpleaños

        [theme:kindness]
        amable
        amabilidad
        bondad
        bondadoso
        bondadosa
        gentil
        suave
        suavemente
        generoso
        generosa
        generosidad
        ayuda
        ayudar
        ayudó
        cuidado
        cuida
        cuidar
        cuidó
        regalo
        regalos
        regala
        da
        dio
        ofrece
        ofreció
        comparte
        compartió
        gracias
        agradece
        sonrisa
        sonríe
        abrazo
        abraza
        desconocido
        desconocida
        favor
        paciencia
        sopa
        manta
        sostiene la puerta
        consuela
        consuelo

        [theme:learning]
        aprender
        aprende
        aprendió
        aprendiendo
        lección
        lecciones
        enseña
        enseñar
        enseñó
        maestra
        maestro
        profesor
        profesora
        alumno
        alumna
        alumnos
        estudiante
        estudiantes
        escuela
        colegio
        clase
        aula
        libro
        libros
        biblioteca
        leer
        lee
        leyendo
        practica
        practicar
        práctica
        ensaya
        ensayó
        error
        errores
        pregunta
        preguntas
        respuesta
        cuaderno
        lápiz
        deberes
        examen
        exámenes
        palabra
        palabras
        idioma
        alfabeto
        aprendiz
        destreza
        oficio

        [mood:calm]
        calma
        tranquilo
        tranquila
        tranquilidad
        quieto
        quieta
        quietud
        silencio
        silencioso
        despacio
        lento
        lenta
        suave
        suavemente
        bajito
        sereno
        serena
        paz
        descansa
        descansar
        respira
        respiración
        sin prisa
        sosiego
        apacible
        posa
        vela
        lámpara
        té
        tibio
        dormita
        murmura

        [mood:hopeful]
        esperanza
        espera
        esperanzado
        esperanzada
        pronto
        mañana
        amanecer
        alba
        primavera
        nuevo
        nueva
        empieza
        comienza
        comienzo
        principio
        semilla
        semillas
        brota
        brote
        florece
        flor
        capullo
        capullos
        luz
        más claro
        promesa
        ilusión
        abierto
        abre
        por primera vez
        crece
        creciendo
        sale el sol

        [mood:wistful]
        nostalgia
        nostálgico
        nostálgica
        añoranza
        recuerda
        recuerdo
        recuerdos
        antes
        entonces
        antiguo
        antigua
        viejo
        vieja
        pasado
        último
        última
        hace tiempo
        hace años
        desvaído
        descolorido
        foto
        fotos
        carta
        cartas
        echa de menos
        extraña
        anhelo
        infancia
        verano
        otoño
        atardecer
        vacío
        vacía
        eco
        ecos
        medio olvidado
        postal
        ayer
        lejano
        lejos

        [mood:playful]
        juguetón
        juguetona
        juega
        jugar
        juego
        juegos
        ríe
        risa
        risas
        risita
        sonrisa
        broma
        bromas
        chiste
        chistes
        pícaro
        pícara
        travieso
        travesura
        baila
        bailar
        salta
        saltar
        silba
        silbar
        globo
        charco
        charcos
        chapotea
        cosquillas
        se esconde
        escondite
        guiña
        voltereta
        tontería

        [mood:determined]
        decidido
        decidida
        terco
        terca
        tenaz
        otra vez
        de nuevo
        sigue
        sigue adelante
        no se rinde
        se niega
        insiste
        insistió
        termina
        terminó
        acaba
        empuja
        sube
        escala
        carga
        arrastra
        firme
        firmemente
        sin descanso
        hasta
        cada día
        intenta
        vuelve a intentar
        practica
        entrena
        levanta
        constante
        incansable
        persevera

        [quote_style]
        «
        »

        # Composer slots: output text, normal capitalization, no final punctuation.
        # Subjects are people (3rd person singular). Codas never use adjectives that agree with the
        # subject's gender, so any coda fits any subject.
        [composer_subject]
        la enfermera de noche
        mi abuela
        mi abuelo
        un mecánico cansado
        el viejo panadero
        la panadera madrugadora
        el vigilante nocturno
        nuestra nueva vecina
        el conserje gruñón
        una maestra jubilada
        el conductor risueño
        mi hermano pequeño
        mi hermana mayor
        la vecina de enfrente
        el hombre del tercero
        un padre primerizo
        una madre primeriza
        el cartero despistado
        la quiosquera charlatana
        el celador del hospital
        un aprendiz tímido
        un capitán retirado
        la florista pelirroja
        un viejo pescador
        la cocinera del bar
        el afinador de pianos
        el farero solitario
        el hortelano
        la revisora del tren
        un granjero viudo
        la becaria nueva
        mi mejor amiga
        el bibliotecario callado
        un carpintero terco
        el barrendero
        una estudiante nerviosa
        la hija del sastre
        la conductora del tranvía
        mi amigo más antiguo
        el recepcionista de noche
        un cerrajero paciente
        la comadrona
        el viejo zapatero
        la farmacéutica amable
        el nieto del pastor
        la apicultora
        el encuadernador
        un estudiante extranjero
        la costurera
        el jardinero
        un taxista trasnochador
        la vieja castañera
        un viejo boxeador
        mi tía pequeña
        la portera cotilla
        un portero adormilado
        una veterinaria joven

        [composer_action]
        dobla un barco de papel
        remienda la manga rota
        cuenta las monedas dos veces
        pela una naranja despacio
        afila un lápiz gastado
        da cuerda al reloj
        zurce un calcetín
        lustra unos zapatos viejos
        desgrana guisantes frescos
        escribe una postal
        dibuja los tejados
        ata un cordón suelto
        anuda una cuerda deshilachada
        cose un botón perdido
        enhebra una aguja terca
        envuelve un paquete pequeño
        abre una bolsa de cerezas
        parte una granada
        casca nueces a mano
        ordena botones sueltos
        desenreda un sedal
        afina una guitarra vieja
        trenza cintas de colores
        talla una cuchara de madera
        arregla un paraguas roto
        parchea una rueda
        remueve un cacao caliente
        dobla toallas calientes
        prensa flores en un libro
        copia una receta antigua
        pega un platillo rajado
        relee una carta antigua
        alimenta a las palomas
        limpia unas gafas empañadas
        abrocha un abrigo pesado
        baraja las cartas
        teje una bufanda
        enrolla un ovillo
        prepara la fiambrera
        llena un termo
        carga a un niño dormido
        carga una caja de manzanas
        levanta una maleta pesada
        recoge un guante caído
        cuenta los puntos otra vez
        mide un lazo
        recorta una estrella
        pinta un barco diminuto
        dibuja un mapa
        etiqueta tarros de mermelada
        ensarta cuentas de cristal
        sacude un paraguas mojado
        escurre un trapo húmedo
        remienda una red de pesca
        cambia una pila gastada
        pela un huevo duro
        muerde una manzana fría
        parte una galleta en dos
        reparte el chocolate
        se frota las manos frías
        sujeta una taza caliente
        acuna a un bebé lloroso
        acaricia al gato del vecino
        engrasa la cadena
        afila una vieja navaja
        apila periódicos viejos
        pinta una piedra lisa
        envuelve un regalo
        borda un pañuelo antiguo
        sostiene un panecillo caliente
        guarda una nota doblada
        teje una pulsera
        aprieta un tornillo flojo
        cierra un sobre con lacre
        desmiga pan duro
        lustra una trompeta
        ordena el correo
        ata las botas de montaña
        cepilla un abrigo viejo
        cuenta el cambio
        descose una costura torcida
        hace un dobladillo
        ensaya un truco de cartas
        escribe una lista
        rellena un crucigrama
        pela un puñado de pistachos

        [composer_place]
        junto a la ventana
        en el último autobús
        antes del amanecer
        en la mesa camilla
        en los escalones traseros
        bajo la luz del portal
        después del turno de noche
        un domingo de lluvia
        en el pasillo del hospital
        en la sala de espera
        en el tren nocturno
        junto al viejo radiador
        en la lavandería de madrugada
        en un banco del paseo
        en el cobertizo
        en la parada
        detrás del mostrador
        en el aula vacía
        en la cubierta del ferri
        con la primera luz
        durante el apagón
        en el balcón estrecho
        bajo una sombrilla
        en la puerta del huerto
        junto al muro del puerto
        entre dos turnos largos
        en el andén vacío
        en la buhardilla
        entre los puestos
        en el umbral
        en la cola de correos
        en el viejo escritorio
        junto a un perro dormido
        bajo una farola parpadeante
        en la cafetería
        en la primera tarde cálida
        en la azotea
        dentro de la furgoneta
        durante la tormenta
        en la ventana del faro
        junto a la estufa
        en el taller desordenado
        durante la sobremesa
        en el primer ferri
        en el café empañado
        en el último peldaño
        en un rincón del bar
        cerca de las cocheras
        antes de que lleguen visitas
        en la cabaña nevada
        en el columpio
        antes del timbre del colegio
        bajo el manzano
        sobre la tarima soleada
        en el rellano
        pasada la medianoche
        en la hora azul
        junto a la chimenea
        en el invernadero
        al salir del trabajo
        en la mesa del patio
        en el vagón restaurante

        [composer_coda]
        y tararea sin darse cuenta
        como si la lluvia escuchara
        sin mirar el reloj
        mientras afuera amaina la lluvia
        con un orgullo callado
        tarareando una canción antigua
        sin despertar a nadie
        agradeciendo el silencio
        con la lengua asomando
        con las mejillas heladas
        mientras se encienden las farolas
        olvidándose de la hora
        riéndose de nada
        con nostalgia del mar
        disimulando el cansancio
        con cierta timidez
        con el alivio de la tarde
        con un lápiz tras la oreja
        con nieve en los hombros
        mientras un perro ladra lejos
        mientras silba un tren lejano
        recordando veranos en el lago
        sin que nadie le meta prisa
        tarareando la canción de anoche
        feliz con su día libre
        rechazando cualquier ayuda
        silbando una melodía infantil
        entre sorbo y sorbo
        con la paciencia de la marea
        preocupándose por el alquiler
        en paz con el silencio
        con una sonrisa secreta
        escuchando discutir a las gaviotas
        con un valor inesperado
        con las mangas remangadas
        echando vaho en el frío
        sonriendo a un chiste olvidado
        con un cosquilleo de nervios
        con hambre de pan caliente
        mientras la nieve sigue cayendo
        como le enseñó su abuela
        como si no hubiera prisa
        aunque nadie está mirando
        porque mañana vienen visitas
        hasta entrar en calor
        contando en voz baja
        como quien reza
        pensando en un viejo amigo
        con la calma de siempre
        entre la tristeza y la ternura
        con los dedos fríos
        soñando ya con el domingo
        sin decir una palabra
        con el ceño fruncido
        cantando una nana medio olvidada
        con paciencia de relojero
        mientras la calle duerme
        con el corazón todavía acelerado
        con una ternura inesperada
        oliendo el asfalto mojado
        mientras la radio murmura bajito
        oliendo levemente a canela

        [composer_pattern]
        {subject} {action} {place}
        {subject} {action} {place}, {coda}
        {place}, {subject} {action}
        {subject} {action}, {coda}
        """#
}
