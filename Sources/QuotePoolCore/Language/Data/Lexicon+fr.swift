// Language data for locale "fr"; format described in Lexicon.swift.
extension LexiconSource {
    static let fr = #"""
        [function_words]
        le
        la
        les
        un
        une
        des
        du
        de
        au
        aux
        et
        ou
        mais
        donc
        ni
        car
        que
        qui
        quoi
        dont
        où
        ce
        cet
        cette
        ces
        mon
        ma
        mes
        ton
        ta
        tes
        son
        sa
        ses
        notre
        nos
        votre
        vos
        leur
        leurs
        je
        tu
        il
        elle
        on
        nous
        vous
        ils
        elles
        me
        te
        se
        lui
        eux
        y
        en
        ne
        pas
        plus
        jamais
        rien
        très
        trop
        aussi
        déjà
        encore
        toujours
        bien
        peu
        beaucoup
        est
        sont
        suis
        es
        sommes
        êtes
        était
        étaient
        été
        être
        a
        ai
        as
        avons
        avez
        ont
        avait
        avoir
        fait
        dans
        sur
        sous
        avec
        sans
        pour
        par
        chez
        vers
        entre
        depuis
        pendant
        avant
        après
        comme
        quand
        si
        puis
        alors
        tout
        tous
        toute
        toutes
        cela
        ça
        ceci
        celui
        celle
        même
        chaque
        c'est
        n'est
        qu'il
        qu'elle
        j'ai
        d'un
        d'une
        s'il
        l'on
        parce
        aujourd'hui
        voilà
        ici
        là

        [sample_text]
        Le matin, je bois mon café près de la fenêtre en regardant passer les voisins.
        Ma grand-mère gardait toujours des bonbons à la menthe dans la poche de son tablier.
        Il a plu toute la nuit, et le jardin sent encore la terre mouillée.
        Nous avons pris le train de sept heures pour voir la mer avant l'hiver.
        Elle répare les vieux vélos du quartier sans jamais demander d'argent à personne.
        Les enfants ont construit une cabane au fond du bois avec des branches mortes.
        Quand la boulangerie ouvre, une odeur de pain chaud remplit toute la rue.
        Je n'ai pas compris la réponse, alors j'ai posé la question une deuxième fois.
        Mon frère apprend le piano depuis trois mois et joue déjà une petite valse.
        Le chat du voisin dort sur le rebord de ma fenêtre chaque après-midi.
        On a mangé des crêpes au sucre en écoutant la pluie frapper le toit.
        Ce vieux carnet contient les recettes que ma mère notait au crayon à papier.
        Parfois, on se trompe de chemin et on découvre un village qu'on ne connaissait pas.
        Le facteur connaît le prénom de tous les chiens de la rue.
        Après le dîner, nous sommes sortis marcher jusqu'au pont pour regarder les étoiles.
        Elle a peint les volets en bleu pâle, et la maison semble plus légère.
        Les feuilles mortes craquent sous nos pas dans l'allée du parc.
        Mon oncle raconte toujours la même histoire, mais personne ne se lasse de l'entendre.
        Je garde une pierre ramassée sur une plage de Bretagne l'été dernier.
        Le professeur a écrit une phrase au tableau et nous a demandé d'en changer un mot.
        Dans la cuisine, la soupe mijote doucement pendant que les enfants font leurs devoirs.
        Nous avons repeint la chambre ensemble, et il y avait de la peinture jusque dans nos cheveux.
        Le vent a emporté mon chapeau, et un passant a couru pour me le rapporter.
        Chaque dimanche, mon père prépare un poulet rôti avec des pommes de terre dorées.
        La bibliothèque du village ferme tôt, mais la bibliothécaire nous laisse finir notre page.
        J'ai oublié mon parapluie au café, et le serveur l'a gardé pour moi jusqu'au lendemain.
        Les hirondelles sont revenues sous le toit de la grange au début du printemps.
        Elle écrit encore des lettres à la main parce qu'elle aime choisir le papier.
        Ce matin, le lac était si calme qu'on voyait les nuages dedans.
        Mon voisin cultive des tomates sur son balcon et m'en donne une chaque été.
        Il a fallu trois essais pour que le gâteau ne s'effondre pas au milieu.
        Les pêcheurs rentrent au port quand le ciel devient rose au-dessus des falaises.
        Je préfère les trajets en bus, parce qu'on peut regarder les gens sans être vu.
        Le marché du samedi est plein de fromages, de fleurs et de conversations bruyantes.
        Ma sœur a gardé la clé de notre ancienne maison dans une boîte en fer.
        On entend le train de nuit passer au loin quand toutes les fenêtres sont ouvertes.
        La pâte à pain demande de la patience, elle lève à son propre rythme.
        Les mains de l'horloger tremblent un peu, mais ses gestes restent d'une précision étonnante.
        Nous nous sommes perdus en forêt et avons fini par trouver une source d'eau fraîche.
        Le vieux banc du jardin public porte encore les initiales gravées par deux amoureux.
        J'apprends l'italien avec une application, mais je parle surtout avec la voisine d'en face.
        Le petit déjeuner était simple, du pain, du beurre salé et de la confiture d'abricots.
        Elle a tricoté une écharpe trop longue que son fils porte quand même avec fierté.
        Les lumières de la ville s'allument une à une pendant que nous attendons le tramway.
        Après l'orage, les escargots sortent et traversent lentement le chemin de gravier.
        Mon grand-père réparait les montres dans un atelier qui sentait l'huile et le métal.
        Au lycée, j'avais peur de parler en public, et maintenant c'est moi qui donne des cours.
        La neige a recouvert les voitures, et les enfants dessinent des visages sur les pare-brise.
        Ils ont déménagé dans une petite ville où tout le monde se dit bonjour.
        Le café du coin ouvre à six heures pour les ouvriers qui partent tôt.
        Je relis souvent les messages de mes amis quand la semaine a été difficile.
        Elle cueille des mûres le long du chemin et en mange plus qu'elle n'en garde.
        L'infirmière de nuit boit son thé froid parce qu'elle n'a jamais le temps de le finir.
        Notre équipe a perdu le match, mais nous avons beaucoup ri dans le vestiaire.
        Le musée est presque vide le mardi, et les tableaux semblent nous regarder.
        Il a appris à nager à quarante ans, dans la piscine municipale, avec des enfants.
        La lampe de bureau n'éclaire qu'un coin de la table et mes deux mains.
        Nous avons partagé une pizza froide sur les marches de la gare à minuit.
        Le jardinier taille les rosiers en leur parlant doucement, comme s'ils pouvaient l'entendre.
        Cet été, la rivière était si basse qu'on pouvait la traverser à pied.
        Mon amie m'a prêté un livre avec des notes au crayon dans les marges.
        Le vieux chien attend devant la porte l'heure exacte du retour de l'école.
        Ils ont planté un cerisier le jour de la naissance de leur fille.
        Je n'aime pas les adieux sur le quai, alors je pars toujours avant le coup de sifflet.
        Quand il neige, la ville devient silencieuse et les gens marchent plus lentement.
        Est-ce que tu veux une autre tasse de thé avant de reprendre la route ?
        Aujourd'hui, j'ai enfin rangé le grenier et retrouvé mes cahiers d'écolier pleins de taches.
        Ça ne sert à rien de s'énerver contre la photocopieuse, elle ne comprend pas le français.
        Les pommes du verger tombent toutes seules, et les guêpes s'en régalent déjà.

        [prompt_residue]
        voici
        voici une citation
        voici votre citation
        voici ta citation
        voici une phrase
        voici une proposition
        voilà
        voilà une citation
        voilà votre citation
        bien sûr
        bien sûr !
        certainement
        absolument
        avec plaisir
        d'accord
        très bien
        en tant qu'ia
        en tant qu'intelligence artificielle
        en tant que modèle de langage
        en tant qu'assistant
        citation :
        citation:
        phrase :
        réponse :
        je suis désolé
        excellente question
        je vous propose
        je te propose
        oui, voici
        # Added: more common entries.
        voici la phrase
        voici ta phrase
        voici votre phrase
        voici une phrase originale
        voici une citation originale
        voilà la phrase
        voilà ta phrase
        voilà votre phrase
        voilà une phrase
        voici ma proposition
        voici une suggestion
        voici une idée
        je vous propose cette phrase
        je te propose cette phrase
        voici ce que je propose
        j'espère que cela vous plaira
        j'espère que ça te plaira
        ravi de vous aider
        ravie de vous aider
        bien entendu
        en tant que modèle d'ia

        [attribution_verbs]
        dit
        a dit
        disait
        écrit
        a écrit
        écrivait
        écrivit
        déclare
        a déclaré
        affirme
        affirmait
        selon
        d'après
        aimait à dire

        [anonymous_names]
        anonyme
        anonymes
        inconnu
        inconnue
        auteur inconnu
        auteure inconnue
        auteur anonyme
        source inconnue
        proverbe
        proverbe français

        [cliches]
        après la pluie le beau temps
        petit à petit l'oiseau fait son nid
        il faut croire en ses rêves
        crois en tes rêves
        suis tes rêves
        suivez vos rêves
        la vie est belle
        la vie est un voyage
        la vie est trop courte
        le bonheur est dans les petites choses
        le bonheur est un chemin
        rien n'est impossible
        impossible n'est pas français
        qui vivra verra
        qui ne tente rien n'a rien
        qui veut voyager loin ménage sa monture
        rien ne sert de courir il faut partir à point
        tout vient à point à qui sait attendre
        l'union fait la force
        à cœur vaillant rien d'impossible
        vouloir c'est pouvoir
        quand on veut on peut
        le temps c'est de l'argent
        le temps guérit toutes les blessures
        le temps passe vite
        il n'est jamais trop tard
        mieux vaut tard que jamais
        la nuit porte conseil
        l'habit ne fait pas le moine
        les petits ruisseaux font les grandes rivières
        il ne faut pas vendre la peau de l'ours
        il ne faut jamais dire jamais
        c'est en forgeant qu'on devient forgeron
        paris ne s'est pas fait en un jour
        pierre qui roule n'amasse pas mousse
        l'appétit vient en mangeant
        qui sème le vent récolte la tempête
        chaque chose en son temps
        tout est possible
        vis ta vie
        profite de chaque instant
        vivre l'instant présent
        carpe diem
        le meilleur reste à venir
        l'important c'est de participer
        ce qui ne tue pas rend plus fort
        tout arrive pour une raison
        chaque jour est un nouveau départ
        chaque jour est une nouvelle chance
        sors de ta zone de confort
        sois toi-même
        sois le changement
        l'amour est plus fort que tout
        l'amour triomphe de tout
        l'amitié est un trésor
        un ami c'est un trésor
        les vrais amis se comptent sur les doigts d'une main
        loin des yeux loin du cœur
        l'argent ne fait pas le bonheur
        on n'a qu'une vie
        le voyage compte plus que la destination
        garde le sourire
        souris à la vie
        ne lâche rien
        n'abandonne jamais
        les rêves donnent des ailes
        la patience est une vertu
        l'espoir fait vivre
        demain est un autre jour
        la lumière au bout du tunnel
        suis ton cœur
        écoute ton cœur
        le cœur a ses raisons
        la clé du succès
        le secret du bonheur
        quand une porte se ferme une autre s'ouvre
        tout ce qui brille n'est pas or
        les gens heureux n'ont pas d'histoire
        un sourire ne coûte rien
        le savoir c'est le pouvoir
        apprendre de ses erreurs
        on apprend de ses erreurs
        mieux vaut prévenir que guérir
        donner le meilleur de soi-même
        repousser ses limites
        croire en soi
        avoir confiance en soi
        la fin justifie les moyens
        un voyage de mille lieues commence par un pas
        il y a un début à tout
        la beauté est dans les yeux de celui qui regarde
        les petites choses font les grandes
        tout finit toujours par s'arranger
        # Added: more common entries.
        qui va à la chasse perd sa place
        chat échaudé craint l'eau froide
        la parole est d'argent le silence est d'or
        qui se ressemble s'assemble
        les bons comptes font les bons amis
        à chaque jour suffit sa peine
        l'erreur est humaine
        il faut battre le fer pendant qu'il est chaud
        une hirondelle ne fait pas le printemps
        en avril ne te découvre pas d'un fil
        quand le chat n'est pas là les souris dansent
        la fortune sourit aux audacieux
        il n'y a pas de fumée sans feu
        les chiens aboient la caravane passe
        tel père tel fils
        après l'effort le réconfort
        rira bien qui rira le dernier
        un tiens vaut mieux que deux tu l'auras
        qui dort dîne
        charité bien ordonnée commence par soi-même
        mieux vaut être seul que mal accompagné
        la curiosité est un vilain défaut
        c'est la vie
        la vie continue

        [formulas]
        la vie est *
        la vie c'est *
        la vie n'est pas *
        le bonheur est *
        le bonheur c'est *
        n'oublie jamais *
        n'oubliez jamais *
        souviens-toi que *
        souvenez-vous que *
        rappelle-toi que *
        le secret du * c'est *
        le secret du * est *
        le secret de la * c'est *
        la clé du * c'est *
        la clé du * est *
        * est la clé du *
        * est la clé de *
        le vrai * c'est *
        le vrai * est *
        n'abandonne jamais *
        chaque jour est *
        parfois il faut *
        il faut toujours *
        l'amour est *
        l'amitié est *
        le temps est *
        la seule façon de * c'est *
        si tu veux * *
        sois toujours *
        crois en *
        tout commence par *
        le plus grand * est *

        [concrete_nouns]
        # food and kitchen
        pain
        pains
        baguette
        baguettes
        croissant
        croissants
        tartine
        tartines
        beurre
        confiture
        confitures
        bocal
        bocaux
        pot
        pots
        tasse
        tasses
        bol
        bols
        assiette
        assiettes
        cuillère
        cuillères
        fourchette
        fourchettes
        couteau
        couteaux
        casserole
        casseroles
        marmite
        bouilloire
        bouilloires
        théière
        théières
        soupe
        soupes
        lait
        café
        thé
        farine
        sucre
        sel
        œuf
        œufs
        pomme
        pommes
        orange
        oranges
        prune
        prunes
        cerise
        cerises
        framboise
        framboises
        mûre
        mûres
        noisette
        noisettes
        châtaigne
        châtaignes
        persil
        basilic
        tomate
        tomates
        radis
        petits pois
        pomme de terre
        pommes de terre
        gâteau
        gâteaux
        biscuit
        biscuits
        sandwich
        sandwiches
        fromage
        fromages
        miel
        citron
        citrons
        cannelle
        réglisse
        crêpe
        crêpes
        # house
        maison
        maisons
        fenêtre
        fenêtres
        porte
        portes
        volet
        volets
        toit
        toits
        mur
        murs
        escalier
        escaliers
        marche
        marches
        seuil
        balcon
        balcons
        cuisine
        cuisines
        salon
        chambre
        chambres
        grenier
        cave
        atelier
        ateliers
        arrière-boutique
        jardin
        jardins
        cour
        véranda
        perron
        remise
        buanderie
        cabane
        cabanes
        grange
        poêle
        cheminée
        auvent
        tôle
        carrelage
        lampe
        lampes
        bougie
        bougies
        allumette
        allumettes
        table
        tables
        chaise
        chaises
        banc
        bancs
        lit
        lits
        drap
        draps
        couverture
        couvertures
        tapis
        rideau
        rideaux
        horloge
        horloges
        pendule
        montre
        montres
        radio
        radios
        clé
        clés
        serrure
        serrures
        boîte
        boîtes
        boîte aux lettres
        boîte à biscuits
        panier
        paniers
        carnet
        carnets
        crayon
        crayons
        encre
        lettre
        lettres
        carte postale
        cartes postales
        carte
        cartes
        atlas
        livre
        livres
        livre de poche
        livres de poche
        photo
        photos
        enveloppe
        timbre
        ticket
        # sewing, tools, things
        aiguille
        aiguilles
        fil
        bouton
        boutons
        ruban
        rubans
        laine
        pelote
        pelotes
        écharpe
        écharpes
        manche
        manches
        chemise
        chemises
        veste
        vestes
        chaussure
        chaussures
        botte
        bottes
        chapeau
        ciré
        tablier
        tissu
        coupon
        fermeture éclair
        linge
        filet
        filets
        ligne
        planche
        planches
        clou
        clous
        marteau
        échelle
        ampoule
        ampoules
        pneu
        pneus
        vélo
        vélos
        violon
        bateau
        bateaux
        barque
        papier
        ficelle
        osier
        étoile
        étoiles
        photographie
        # plants and nature
        géranium
        géraniums
        tulipe
        tulipes
        bulbe
        bulbes
        graine
        graines
        rosier
        rosiers
        fleur
        fleurs
        feuille
        feuilles
        arbre
        arbres
        tilleul
        figuier
        chêne
        herbe
        mousse
        pierre
        pierres
        caillou
        cailloux
        coquillage
        coquillages
        sable
        plage
        mer
        vague
        vagues
        rivière
        rivières
        lac
        port
        quai
        phare
        falaise
        falaises
        pont
        rue
        rues
        place
        square
        parc
        marché
        gare
        bus
        train
        village
        villages
        quartier
        immeuble
        école
        préau
        église
        musée
        bibliothèque
        boulangerie
        jardin ouvrier
        pluie
        neige
        orage
        orages
        averse
        averses
        vent
        brouillard
        gel
        givre
        nuage
        nuages
        ciel
        soleil
        lune
        nuit
        matin
        aube
        vapeur
        feu
        # animals
        chat
        chats
        chien
        chiens
        moineau
        moineaux
        pigeon
        pigeons
        hirondelle
        hirondelles
        mouette
        escargot
        escargots
        poule
        abeille
        # body
        main
        mains
        doigt
        doigts
        joue
        joues
        nez
        épaule
        épaules
        coude
        coudes
        pied
        pieds
        dos
        lèvre
        lèvres
        œil
        yeux
        cheveux
        cœur
        tête
        genou
        genoux
        # people
        boulangère
        boulanger
        pêcheur
        pêcheurs
        voisine
        voisin
        facteur
        infirmière
        garçon
        fillette
        oncle
        tante
        cordonnier
        horloger
        fleuriste
        chauffeur
        bibliothécaire
        frère
        sœur
        gardien
        couturière
        jardinier
        étudiante
        serveuse
        homme
        dame
        professeur
        maîtresse
        concierge
        marin
        sage-femme
        cuisinière
        cantine
        libraire
        peintre
        grand-tante
        cousin
        amie
        ami
        berger
        pharmacienne
        veilleur
        marchande
        forgeron
        adolescent
        épicier
        fermière
        potière
        grand-père
        grand-mère
        mère
        père
        enfant
        enfants
        écolier
        bois
        bord
        bâtiment
        bâton
        cadeau
        cadeaux
        chanson
        chansons
        cloche
        cloches
        coin
        dimanche
        mardi
        samedi
        novembre
        noël
        soir
        canicule
        dîner
        fond
        fruit
        fruits
        goût
        lueur
        lumière
        miette
        miettes
        monnaie
        pièce
        pièces
        odeur
        ombre
        paire
        palier
        pâte
        pêche
        recette
        recettes
        sieste
        sous-sol
        terrasse
        vacances
        déménagement
        carton
        cartons
        musique
        silence
        bruit
        berceuse
        brin
        langue
        dents
        dent
        lunettes
        paupière
        paupières
        sourcils
        sourcil
        oreille
        oreilles
        front
        nouveau-né
        marée
        cantinière
        voitures
        voiture
        hiver
        printemps
        automne
        bouchon
        bout
        couleur
        plomb
        après-midi
        veille
        lever du jour
        sourire
        froid
        août
        pois
        # Broadened general vocabulary.
        fraise
        fraises
        myrtille
        myrtilles
        groseille
        groseilles
        raisin
        raisins
        pêches
        abricot
        abricots
        melon
        melons
        pastèque
        pastèques
        mandarine
        mandarines
        clémentine
        clémentines
        ananas
        figue
        figues
        concombre
        concombres
        carotte
        carottes
        navet
        navets
        betterave
        chou
        choux
        laitue
        salade
        épinards
        poireau
        poireaux
        ail
        poivron
        poivrons
        courgette
        courgettes
        potiron
        citrouille
        citrouilles
        champignon
        champignons
        haricot
        haricots
        lentilles
        riz
        pâtes
        nouille
        nouilles
        quiche
        tarte
        tartes
        brioche
        brioches
        madeleine
        madeleines
        éclair
        éclairs
        chausson
        chaussons
        crème
        yaourt
        yaourts
        beignet
        beignets
        gaufre
        gaufres
        bonbon
        bonbons
        sucette
        sucettes
        caramel
        caramels
        chocolat
        chocolats
        glace
        glaces
        sorbet
        jus
        limonade
        cidre
        bouillon
        ragoût
        pot-au-feu
        saucisse
        saucisses
        saucisson
        jambon
        lardons
        sardine
        sardines
        maquereau
        hareng
        thon
        crevette
        crevettes
        moule
        moules
        huître
        huîtres
        crabe
        crabes
        cacahuète
        cacahuètes
        amande
        amandes
        noix
        pruneau
        pruneaux
        vinaigre
        moutarde
        huile
        croûte
        croûtes
        olive
        olives
        cornichon
        cornichons
        omelette
        omelettes
        pizza
        pizzas
        frites
        purée
        compote
        compotes
        gratin
        soupière
        flan
        chips
        popcorn
        thym
        romarin
        ciboulette
        menthe
        vanille
        muscade
        clafoutis
        galette
        galettes
        marrons
        marron
        orangeade
        louche
        louches
        fouet
        fouets
        passoire
        passoires
        râpe
        râpes
        plateau
        plateaux
        cafetière
        cafetières
        cruche
        cruches
        carafe
        carafes
        bouteille
        bouteilles
        couvercle
        couvercles
        gamelle
        gamelles
        corbeille
        corbeilles
        évier
        robinet
        robinets
        frigo
        réfrigérateur
        congélateur
        lave-vaisselle
        micro-ondes
        grille-pain
        mixeur
        placard
        placards
        tiroir
        tiroirs
        étagère
        étagères
        buffet
        armoire
        armoires
        commode
        nappe
        nappes
        chandelier
        vase
        vases
        serpillière
        éponge
        éponges
        aspirateur
        pince
        pinces
        cintre
        cintres
        lessive
        savon
        savons
        shampoing
        brosse
        brosses
        peigne
        peignes
        rasoir
        miroir
        miroirs
        baignoire
        baignoires
        douche
        douches
        lavabo
        matelas
        couette
        couettes
        oreiller
        oreillers
        édredon
        canapé
        canapés
        fauteuil
        fauteuils
        tabouret
        tabourets
        coussin
        coussins
        abat-jour
        radiateur
        radiateurs
        ventilateur
        calendrier
        téléphone
        téléphones
        portable
        portables
        ordinateur
        ordinateurs
        clavier
        écran
        écrans
        télévision
        télé
        casque
        câble
        câbles
        lanterne
        lanternes
        briquet
        verre
        verres
        saladier
        saladiers
        poubelle
        poubelles
        arrosoir
        arrosoirs
        rouleau
        thermomètre
        bouillotte
        rocking-chair
        berceau
        berceaux
        cahier
        cahiers
        agenda
        stylo
        stylos
        feutre
        feutres
        gomme
        gommes
        ciseaux
        agrafeuse
        trombone
        trombones
        classeur
        classeurs
        dessin
        dessins
        tableau
        tableaux
        peinture
        pinceau
        pinceaux
        chevalet
        toile
        craie
        craies
        ardoise
        ardoises
        magazine
        magazines
        affiche
        affiches
        autocollant
        autocollants
        timbres
        billet
        billets
        porte-monnaie
        portefeuille
        jouet
        jouets
        poupée
        poupées
        peluche
        peluches
        cerf-volant
        ballon
        ballons
        puzzle
        puzzles
        bille
        billes
        dé
        dés
        tambour
        tambours
        flûte
        flûtes
        violons
        violoncelle
        harmonica
        accordéon
        ukulélé
        harpe
        sifflet
        sifflets
        micro
        cassette
        cassettes
        disque
        vinyle
        album
        albums
        échiquier
        raquette
        raquettes
        trophée
        médaille
        médailles
        badge
        sac
        sacs
        sachet
        baluchon
        trottinette
        trottinettes
        luge
        luges
        toboggan
        balançoire
        balançoires
        seau
        pelle
        râteau
        toupie
        manège
        cartable
        cartables
        trousse
        trousses
        pupitre
        pupitres
        tournevis
        perceuse
        bêche
        binette
        brouette
        brouettes
        tuyau
        fourche
        hache
        hachette
        boulon
        boulons
        écrou
        charnière
        cadenas
        brique
        briques
        tuile
        tuiles
        clôture
        clôtures
        poteau
        poteaux
        piquet
        perche
        colle
        échafaudage
        roue
        roues
        pompe
        rabot
        scie
        scies
        bûche
        bûches
        sciure
        chapeaux
        casquette
        casquettes
        bonnet
        bonnets
        casques
        capuche
        capuches
        veston
        blouson
        blousons
        imperméable
        pull
        pulls
        chandail
        gilet
        gilets
        robe
        robes
        jupe
        jupes
        chemisier
        costume
        costumes
        cravate
        cravates
        ceinture
        ceintures
        boucle
        jeans
        short
        pantalon
        pantalons
        pyjama
        pyjamas
        pantoufle
        pantoufles
        sandale
        sandales
        basket
        baskets
        talon
        talons
        gant
        gants
        moufle
        moufles
        uniforme
        uniformes
        salopette
        col
        poignet
        sacoche
        mallette
        collier
        colliers
        broche
        médaillon
        maillot
        maillots
        peignoir
        survêtement
        chaussette
        chaussettes
        collant
        collants
        béret
        bérets
        sabot
        sabots
        espadrilles
        couloir
        couloirs
        garage
        garages
        cellier
        débarras
        jardinet
        pelouse
        pelouses
        haie
        haies
        bassin
        bassins
        fontaine
        fontaines
        étable
        étables
        écurie
        écuries
        poulailler
        maisonnette
        chaumière
        caravane
        caravanes
        appartement
        appartements
        immeubles
        château
        châteaux
        chapelle
        chapelles
        mosquée
        musées
        bibliothèques
        théâtre
        théâtres
        cinéma
        cinémas
        restaurant
        restaurants
        bistrot
        bistrots
        brasserie
        auberge
        auberges
        pharmacie
        pharmacies
        boucherie
        boucheries
        poissonnerie
        fromagerie
        épicerie
        épiceries
        librairie
        librairies
        usine
        usines
        moulin
        moulins
        entrepôt
        bureau
        bureaux
        ruelle
        ruelles
        avenue
        avenues
        boulevard
        trottoir
        trottoirs
        carrefour
        rond-point
        tunnel
        autoroute
        route
        routes
        aéroport
        aéroports
        embarcadère
        ponton
        jetée
        rivage
        rive
        rives
        côte
        crique
        baie
        île
        îles
        vallée
        vallées
        prairie
        prairies
        pré
        forêt
        forêts
        verger
        vergers
        vigne
        vignes
        champ
        champs
        pâturage
        ruisseau
        ruisseaux
        cascade
        cascades
        flaque
        flaques
        marais
        étang
        étangs
        montagne
        montagnes
        sommet
        colline
        collines
        grotte
        grottes
        rocher
        rochers
        galet
        galets
        gravier
        boue
        argile
        hameau
        ville
        villes
        piscine
        piscines
        stade
        stades
        kiosque
        station-service
        parking
        gymnase
        gymnases
        halle
        lavoir
        mairie
        abribus
        plages
        dune
        dunes
        clocher
        boulodrome
        glaçon
        glaçons
        stalactite
        flocon
        flocons
        grêle
        bruine
        tempête
        tempêtes
        tonnerre
        arc-en-ciel
        nuées
        brise
        rafale
        rafales
        rosée
        ondée
        giboulée
        giboulées
        goutte
        gouttes
        taxi
        taxis
        camion
        camions
        tracteur
        tracteurs
        moto
        motos
        mobylette
        scooter
        scooters
        tricycle
        poussette
        poussettes
        ambulance
        ambulances
        hélicoptère
        hélicoptères
        avion
        avions
        navire
        navires
        voilier
        voiliers
        yacht
        canoë
        canoës
        kayak
        radeau
        radeaux
        chaloupe
        canot
        charrette
        charrettes
        chariot
        chariots
        caddie
        remorque
        tram
        tramway
        métro
        autocar
        camionnette
        péniche
        péniches
        chiot
        chiots
        chaton
        chatons
        hamster
        hamsters
        lapin
        lapins
        souris
        rat
        rats
        écureuil
        écureuils
        hérisson
        hérissons
        blaireau
        cerf
        cerfs
        biche
        biches
        faon
        lièvre
        lièvres
        taupe
        loutre
        castor
        loup
        loups
        ours
        sanglier
        vache
        vaches
        veau
        veaux
        taureau
        taureaux
        bœuf
        cochon
        cochons
        porcelet
        mouton
        moutons
        brebis
        agneau
        agneaux
        chèvre
        chèvres
        chevreau
        âne
        ânes
        mulet
        poney
        poneys
        poulain
        poulains
        jument
        cheval
        chevaux
        coq
        coqs
        poussin
        poussins
        canard
        canards
        caneton
        oie
        oies
        cygne
        cygnes
        dinde
        hibou
        hiboux
        chouette
        corbeau
        corbeaux
        pie
        merle
        merles
        étourneau
        martinet
        rouge-gorge
        mésange
        mésanges
        pinson
        perroquet
        perruche
        canari
        pélican
        cigogne
        aigle
        faucon
        papillon
        papillons
        mite
        abeilles
        guêpe
        guêpes
        fourmi
        fourmis
        scarabée
        coccinelle
        coccinelles
        araignée
        araignées
        limace
        limaces
        ver
        lombric
        chenille
        chenilles
        moustique
        moustiques
        sauterelle
        libellule
        grenouille
        grenouilles
        crapaud
        têtard
        têtards
        lézard
        lézards
        serpent
        serpents
        tortue
        tortues
        poisson
        poissons
        truite
        saumon
        anguille
        homard
        méduse
        phoque
        dauphin
        dauphins
        baleine
        baleines
        requin
        lion
        tigre
        éléphant
        singe
        singes
        girafe
        manchot
        pingouin
        teckel
        caniche
        matou
        minou
        marguerite
        marguerites
        pâquerette
        pâquerettes
        pissenlit
        pissenlits
        tournesol
        tournesols
        lys
        coquelicot
        coquelicots
        violette
        lavande
        lierre
        fougère
        fougères
        ortie
        orties
        chardon
        chardons
        trèfle
        jonquille
        jonquilles
        narcisse
        orchidée
        buisson
        buissons
        arbuste
        arbustes
        bouleau
        érable
        saule
        saules
        orme
        hêtre
        sapin
        sapins
        pin
        pins
        marronnier
        olivier
        oliviers
        pommier
        pommiers
        cerisier
        cerisiers
        branche
        branches
        brindille
        brindilles
        tronc
        gland
        glands
        pétale
        pétales
        bourgeon
        bourgeons
        foin
        paille
        blé
        maïs
        orge
        plant
        plants
        semis
        cactus
        jasmin
        glycine
        muguet
        bruyère
        têtes
        cou
        menton
        mâchoire
        bouche
        cils
        bras
        paume
        pouce
        ongle
        ongles
        phalange
        poing
        poings
        poitrine
        ventre
        hanche
        hanches
        jambe
        jambes
        cheville
        chevilles
        orteil
        orteils
        mollet
        cuisse
        peau
        barbe
        moustache
        tresse
        tresses
        natte
        nattes
        patte
        pattes
        queue
        queues
        moustaches
        museau
        bec
        becs
        aile
        ailes
        plume
        plumes
        pelage
        fourrure
        crinière
        corne
        cornes
        griffe
        griffes
        nageoire
        nuque
        menotte
        menottes
        médecin
        médecins
        docteur
        dentiste
        chirurgien
        infirmier
        infirmiers
        infirmières
        pompier
        pompiers
        policier
        policiers
        policière
        gendarme
        soldat
        soldats
        marins
        pilote
        pilotes
        plombier
        électricien
        maçon
        maçons
        potier
        sculpteur
        musicien
        musiciens
        musicienne
        violoniste
        pianiste
        batteur
        chanteur
        chanteuse
        danseur
        danseuse
        danseuses
        acteur
        actrice
        clown
        clowns
        jongleur
        magicien
        serveur
        serveurs
        barman
        chef
        cuisinier
        cuisiniers
        boucher
        bouchère
        poissonnier
        poissonnière
        marchand
        marchands
        vendeur
        vendeuse
        commerçant
        commerçante
        primeur
        nounou
        baby-sitter
        instituteur
        institutrice
        maître
        élève
        élèves
        écolière
        écoliers
        collégien
        collégienne
        lycéen
        lycéenne
        camarade
        camarades
        athlète
        coureur
        coureuse
        nageur
        nageuse
        cycliste
        cyclistes
        randonneur
        randonneurs
        alpiniste
        maître-nageur
        bûcheron
        coursier
        livreur
        livreuse
        laitier
        réceptionniste
        avocat
        avocate
        curé
        prêtre
        religieuse
        maire
        roi
        reine
        prince
        princesse
        chevalier
        pirate
        pirates
        cow-boy
        touriste
        touristes
        voyageur
        voyageuse
        client
        cliente
        clients
        propriétaire
        locataire
        colocataire
        collègue
        collègues
        patron
        patronne
        mamie
        mamies
        papy
        papi
        papys
        grand-parents
        petit-fils
        petite-fille
        petits-enfants
        neveu
        neveux
        nièce
        nièces
        cousine
        cousins
        fils
        mari
        époux
        épouse
        maman
        papa
        jumeau
        jumeaux
        jumelle
        jumelles
        parrain
        marraine
        mariée
        marié
        veuve
        veuf
        bébé
        bébés
        nourrisson
        gamin
        gamine
        gamins
        garçons
        fille
        filles
        fillettes
        adolescente
        ado
        ados
        vieillard
        monsieur
        messieurs
        dames
        voisins
        voisines
        boulangers
        pâtissier
        pâtissière
        agriculteur
        agricultrice
        paysan
        paysanne
        vigneron
        menuisier
        charpentier
        coiffeur
        coiffeuse
        opticien
        contrôleur
        conducteur
        conductrice
        grand-oncle
        routier
        routiers
        vétérinaire
        auto-stoppeur
        auto-stoppeuse
        frangin
        frangine
        tonton
        tata
        puéricultrice
        appareil
        poche
        salle
        bains
        caisse
        outils
        rousseur
        bonhomme
        boule
        boules

        [action_verbs]
        plie
        plier
        plié
        pliait
        recoud
        recoudre
        recousu
        épluche
        éplucher
        épluché
        pétrit
        pétrir
        pétri
        écrit
        écrire
        écrivait
        arrose
        arroser
        arrosé
        répare
        réparer
        réparé
        réparait
        taille
        tailler
        taillé
        range
        ranger
        rangé
        lace
        lacer
        lacé
        trie
        trier
        trié
        beurre
        beurrer
        beurré
        coupe
        couper
        coupé
        enroule
        enrouler
        enroulé
        tricote
        tricoter
        tricoté
        cire
        cirer
        ciré
        étend
        étendre
        étendu
        ouvre
        ouvrir
        ouvert
        allume
        allumer
        allumé
        huile
        huiler
        huilé
        lave
        laver
        lavé
        plante
        planter
        planté
        dessine
        dessiner
        dessiné
        recopie
        recopier
        recopié
        nourrit
        nourrir
        nourri
        emballe
        emballer
        emballé
        visse
        visser
        vissé
        rempote
        rempoter
        rempoté
        colle
        coller
        collé
        pèle
        peler
        pelé
        balaie
        balayer
        balayé
        sème
        semer
        semé
        ponce
        poncer
        poncé
        enfile
        enfiler
        enfilé
        recolle
        recoller
        recollé
        accorde
        accorder
        accordé
        tamise
        tamiser
        tamisé
        secoue
        secouer
        secoué
        remue
        remuer
        remué
        compte
        compter
        compté
        gonfle
        gonfler
        gonflé
        repasse
        repasser
        repassé
        noue
        nouer
        noué
        cherche
        chercher
        cherché
        porte
        porter
        porté
        feuillette
        feuilleter
        feuilleté
        souffle
        souffler
        soufflé
        tresse
        tresser
        tressé
        caresse
        caresser
        caressé
        brosse
        brosser
        brossé
        démêle
        démêler
        démêlé
        casse
        casser
        cassé
        hache
        hacher
        haché
        verse
        verser
        versé
        grille
        griller
        grillé
        ferme
        fermer
        fermé
        remonte
        remonter
        remonté
        découpe
        découper
        découpé
        empile
        empiler
        empilé
        cloue
        clouer
        cloué
        lit
        lire
        lu
        dépoussière
        dépoussiérer
        dépoussiéré
        gratte
        gratter
        gratté
        prépare
        préparer
        préparé
        mesure
        mesurer
        mesuré
        peint
        peindre
        peignait
        rince
        rincer
        rincé
        décore
        décorer
        décoré
        écosse
        écosser
        écossé
        marche
        marcher
        marché
        court
        courir
        couru
        saute
        sauter
        sauté
        grimpe
        grimper
        grimpé
        nage
        nager
        nagé
        lance
        lancer
        lancé
        attrape
        attraper
        attrapé
        pousse
        pousser
        poussé
        tire
        tirer
        tiré
        soulève
        soulever
        soulevé
        creuse
        creuser
        creusé
        cueille
        cueillir
        cueilli
        ramasse
        ramasser
        ramassé
        frotte
        frotter
        frotté
        essuie
        essuyer
        essuyé
        serre
        serrer
        serré
        tourne
        tourner
        tourné
        pose
        poser
        posé
        fend
        fendre
        fendu
        pagaie
        pagayer
        rame
        ramer
        ramé
        pédale
        pédaler
        pédalé
        cuisine
        cuisiner
        cuisiné
        fredonne
        fredonner
        fredonné
        siffle
        siffler
        sifflé
        # Broadened general vocabulary.
        sautait
        sautant
        bondit
        bondir
        bondi
        grimpait
        courait
        marchait
        flâne
        flâner
        flâné
        trottine
        trottiner
        trotte
        piétine
        piétiner
        patauge
        patauger
        pataugé
        plonge
        plonger
        plongé
        plongeant
        nageait
        nageant
        ramait
        pédalait
        roule
        roulait
        rouler
        roulé
        conduit
        conduire
        conduisait
        lançait
        jette
        jeter
        jeté
        jetait
        attrapait
        rattrape
        rattraper
        rattrapé
        shoote
        tape
        taper
        tapé
        rebondit
        jongle
        jongler
        jonglé
        balance
        balancer
        embrasse
        embrasser
        embrassé
        embrassait
        serrait
        enlace
        enlacer
        enlacé
        salue
        saluer
        salué
        saluait
        agiter
        applaudit
        applaudir
        applaudi
        hoche
        cligne
        cligner
        rit
        rire
        riait
        ricane
        ricaner
        pouffe
        glousse
        glousser
        sourit
        souriait
        sifflote
        siffloter
        chante
        chanter
        chanté
        chantait
        danser
        dansait
        tapote
        tapoter
        tapoté
        pince
        pincer
        pincé
        agrippe
        agripper
        agrippé
        empoigne
        empoigner
        saisit
        saisir
        saisi
        lâche
        lâcher
        lâché
        apporte
        apporter
        apporté
        livrer
        livré
        cache
        cacher
        caché
        cachait
        chasse
        chasser
        chassé
        récolte
        récolter
        récolté
        moissonne
        vendange
        vendanger
        arrache
        arracher
        arraché
        élague
        élaguer
        tond
        tondre
        tondu
        perce
        percer
        percé
        époussette
        épousseter
        trempe
        tremper
        trempé
        récure
        récurer
        bouillir
        frit
        rôtit
        rôtir
        rôti
        mijote
        mijoter
        mijoté
        fouette
        fouetter
        fouetté
        écrase
        écraser
        écrasé
        tartine
        tartiner
        tartiné
        saupoudre
        saupoudrer
        saupoudré
        lèche
        lécher
        léché
        mâche
        mâcher
        mâché
        mâchonne
        grignote
        grignoter
        grignoté
        avale
        avaler
        avalé
        sirote
        siroter
        siroté
        mange
        mangeait
        manger
        mangé
        boit
        boire
        buvait
        bu
        servi
        renverse
        renverser
        renversé
        construisait
        construisent
        bâtit
        bâtir
        bâti
        enterre
        enterrer
        enterré
        sculpte
        sculpter
        sculpté
        gribouille
        gribouiller
        gribouillé
        griffonne
        griffonner
        efface
        effacer
        effacé
        déchire
        déchirer
        déchiré
        froisse
        froisser
        s'appuie
        appuie
        appuyé
        s'assoit
        s'assied
        assis
        assise
        s'agenouille
        agenouillé
        accroupi
        accroupie
        penche
        penché
        étire
        étirer
        étiré
        bâille
        bâiller
        bâillé
        éternue
        éternuer
        tousse
        tousser
        épie
        épier
        guette
        guetter
        guetté
        scrute
        frappe
        frapper
        frappé
        klaxonne
        claque
        claquer
        claqué
        tinte
        tinter
        vacille
        chancelle
        trébuche
        trébucher
        trébuché
        glisse
        glisser
        glissé
        dérape
        déraper
        tournoie
        virevolte
        valse
        dandine
        berce
        bercer
        bercé
        bouscule
        traîne
        traîner
        traîné
        remorque
        hisse
        hisser
        hissé
        charger
        décharge
        décharger
        déchargé
        déballe
        déballer
        déballé
        dénoue
        dénouer
        dénoué
        déboutonne
        boutonne
        habille
        habiller
        habillé
        baigne
        baigner
        baigné
        rase
        raser
        rasé
        tamponne
        câline
        câliner
        câliné
        blottit
        blotti
        déplie
        déplier
        déplié
        éparpille
        éparpiller
        éparpillé
        retourne
        retourner
        retourné
        collectionne
        patine
        patiner
        patiné
        skie
        skier
        skié
        surfe
        flotte
        flotter
        flotté
        galope
        galoper
        galopé
        escalade
        escalader
        escaladé
        pêche
        pêcher
        pêché
        pêchait
        traie
        traire
        enfourne
        enfourner
        enfourné
        malaxe
        dévisse
        dévisser
        martèle
        marteler
        scie
        scier
        scié
        vernit
        vernir
        verni
        repeint
        repeindre
        accroche
        accrocher
        accroché
        suspend
        suspendre
        raccommode
        coud
        coudre
        cousu
        brode
        broder
        brodé
        presse
        pressé
        râpe
        râper
        râpé
        tranche
        trancher
        tranché
        émince
        émincer
        émincé
        farcit
        farcir
        farci
        remplit
        remplir
        vider
        vidé
        sortir
        sorti
        brandit
        brandir
        brandi
        dresse
        dresser
        dressé
        croquer
        croqué
        mord
        mordre
        mordu
        mordille
        mordiller
        picore
        picorer
        aboie
        aboyer
        ronronne
        ronronner
        gambade
        gambader
        gambadé
        barbote
        barboter
        nettoie
        nettoyer
        nettoyé
        balaye
        essore
        essorer
        pagaye
        bricole
        bricoler
        bricolé
        jardine
        jardiner
        bêche
        bêcher
        biner
        repique
        repiquer
        pâtisse
        pâtisser
        clignait

        [emotion_words]
        tendresse
        tendre
        soulagement
        soulagé
        soulagée
        fier
        fière
        fierté
        mélancolie
        mélancolique
        nostalgie
        nostalgique
        joie
        joyeux
        joyeuse
        gaieté
        tristesse
        triste
        chagrin
        colère
        fâché
        fâchée
        agacement
        agacé
        agacée
        inquiétude
        inquiet
        inquiète
        angoisse
        anxieux
        anxieuse
        peur
        effrayé
        effrayée
        honte
        honteux
        honteuse
        gêne
        gêné
        gênée
        timidité
        timide
        jalousie
        jaloux
        jalouse
        gratitude
        reconnaissant
        reconnaissante
        émerveillement
        émerveillé
        émerveillée
        surprise
        étonnement
        étonné
        étonnée
        sérénité
        serein
        sereine
        apaisement
        apaisé
        apaisée
        espoir
        impatience
        impatient
        impatiente
        ennui
        lassitude
        solitude
        regret
        remords
        culpabilité
        euphorie
        enthousiasme
        allégresse
        désarroi
        rancœur
        amertume
        amer
        amère
        embarras
        ému
        émue
        attendrissement
        attendri
        attendrie
        pudeur
        bonheur
        heureux
        heureuse
        réconfort
        réconforté
        dépit
        trac
        fou rire
        contentement
        content
        contente
        affection
        hâte
        ravi
        ravie
        maladresse
        patience
        aise
        plaisir
        lenteur
        # Broadened general vocabulary.
        pressé
        fiers
        fières
        comblé
        comblée
        comblés
        ravis
        ravies
        enchanté
        enchantée
        enchantés
        euphorique
        radieux
        radieuse
        enthousiaste
        enthousiastes
        emballé
        emballée
        exalté
        exaltée
        épanoui
        épanouie
        joyeuses
        joyeusement
        gai
        gaie
        guilleret
        guillerette
        hilare
        rieur
        rieuse
        espiègle
        espiègles
        malicieux
        malicieuse
        amusés
        amusées
        amusé
        amusée
        émerveillés
        émerveillées
        ébahi
        ébahie
        éberlué
        éberluée
        stupéfait
        stupéfaite
        abasourdi
        abasourdie
        sidéré
        sidérée
        interloqué
        interloquée
        déconcerté
        déconcertée
        perplexe
        perplexes
        intrigué
        intriguée
        curieux
        curieuse
        curieuses
        effaré
        effarée
        apeuré
        apeurée
        terrifié
        terrifiée
        affolé
        affolée
        paniqué
        paniquée
        alarmé
        alarmée
        craintif
        craintive
        peureux
        peureuse
        tendue
        crispé
        crispée
        fébrile
        fébriles
        nerveux
        nerveuse
        nerveuses
        stressé
        stressée
        tracassé
        tracassée
        préoccupé
        préoccupée
        soucieux
        soucieuse
        troublé
        troublée
        bouleversé
        bouleversée
        embarrassé
        embarrassée
        confus
        confuse
        penaud
        penaude
        intimidé
        intimidée
        intimidés
        rougissant
        rougissante
        mortifié
        humilié
        humiliée
        timides
        tristes
        attristé
        attristée
        chagriné
        chagrinée
        affligé
        affligée
        désolé
        désolée
        navré
        navrée
        accablé
        accablée
        abattu
        abattue
        découragé
        découragée
        désemparé
        désemparée
        déprimé
        déprimée
        déçu
        déçue
        déçus
        déçues
        déception
        dépité
        dépitée
        boudeur
        boudeuse
        bougon
        bougonne
        grognon
        grognonne
        maussade
        renfrogné
        renfrognée
        vexé
        vexée
        vexés
        offensé
        offensée
        offusqué
        offusquée
        indigné
        indignée
        furieux
        furieuse
        enragé
        irrité
        irritée
        énervé
        énervée
        exaspéré
        exaspérée
        contrarié
        contrariée
        agacés
        rancunier
        rancunière
        envieux
        envieuse
        méfiant
        méfiante
        soupçonneux
        sceptique
        coupable
        repentant
        contrit
        contrite
        reconnaissants
        reconnaissantes
        touché
        touchée
        touchés
        émus
        émues
        attendris
        satisfait
        satisfaite
        satisfaits
        contents
        triomphant
        triomphante
        triomphants
        victorieux
        soulagés
        soulagées
        rassuré
        rassurée
        apaisés
        détendu
        détendue
        détendus
        insouciant
        insouciante
        tranquille
        paisible
        rêveur
        rêveuse
        pensif
        pensive
        songeur
        songeuse
        nostalgiques
        mélancoliques
        absorbé
        absorbée
        captivé
        captivée
        fasciné
        fascinée
        ennuyé
        ennuyée
        lassé
        lassée
        las
        lasse
        fatigué
        fatiguée
        fatigués
        épuisé
        épuisée
        exténué
        exténuée
        somnolent
        somnolente
        ensommeillé
        affectueux
        affectueuse
        tendres
        câlin
        câline
        amoureux
        amoureuse
        protecteur
        protectrice
        maternel
        paternel
        compatissant
        compatissante
        inquiets
        inquiètes
        impatients
        impatientes
        fébrilement
        désespéré
        désespérée
        esseulé
        esseulée
        isolé
        délaissé
        délaissée
        transi
        transie
        frissonnant
        tremblant
        tremblante
        fièrement
        tendrement
        timidement
        nerveusement
        tristement
        gaiement
        allègrement
        gênés
        confiant
        confiante
        exaltation
        jubilation
        ravissement
        émoi
        béatitude
        satisfaction
        stupeur
        frayeur
        effroi
        terreur
        panique
        anxiété
        nervosité
        détresse
        découragement
        rage
        fureur
        irritation
        indignation
        fatigue
        compassion
        pitié
        orgueil
        espièglerie

        [theme:courage]
        courage
        courageux
        courageuse
        brave
        oser
        ose
        osé
        osait
        audace
        audacieux
        audacieuse
        affronter
        affronte
        défi
        risque
        risquer
        sauter
        saute
        tenir bon
        résister
        résiste
        vaillant
        vaillante
        hardi
        intrépide
        debout
        trembler
        tremble
        premier pas

        [theme:friendship]
        ami
        amie
        amis
        amies
        amitié
        copain
        copine
        copains
        copines
        camarade
        camarades
        compagnon
        compagne
        complice
        confident
        confidente
        ensemble
        partager
        partage
        partagé
        fidèle
        fidélité
        retrouvailles
        bande
        pote
        potes

        [theme:home]
        maison
        foyer
        cuisine
        chez
        chez-soi
        toit
        porte
        seuil
        fenêtre
        salon
        chambre
        jardin
        famille
        table
        lit
        clé
        clés
        rentrer
        rentre
        rentré
        appartement
        lampe
        cheminée
        volets
        grenier

        [theme:work]
        travail
        travailler
        travaille
        travaillé
        métier
        métiers
        atelier
        bureau
        outil
        outils
        usine
        chantier
        ouvrier
        ouvrière
        collègue
        collègues
        tâche
        effort
        salaire
        artisan
        artisane
        apprenti
        apprentie
        patron
        patronne
        boulot
        labeur
        ouvrage

        [theme:nature]
        arbre
        arbres
        forêt
        rivière
        mer
        montagne
        fleur
        fleurs
        feuille
        feuilles
        herbe
        ciel
        nuage
        nuages
        pluie
        vent
        neige
        soleil
        oiseau
        oiseaux
        mousse
        colline
        lac
        source
        racine
        racines
        printemps
        automne

        [theme:time]
        temps
        heure
        heures
        minute
        minutes
        seconde
        jour
        jours
        nuit
        matin
        soir
        hier
        demain
        aujourd'hui
        année
        années
        saison
        horloge
        montre
        calendrier
        autrefois
        bientôt
        attendre
        attend
        tard
        tôt
        siècle
        instant

        [theme:kindness]
        gentillesse
        gentil
        gentille
        bonté
        bienveillance
        bienveillant
        bienveillante
        aider
        aide
        aidé
        donner
        donne
        offre
        offrir
        offert
        sourire
        merci
        douceur
        attention
        soin
        accueil
        accueillir
        généreux
        généreuse
        générosité
        pardon
        pardonner

        [theme:learning]
        apprendre
        apprend
        appris
        apprenait
        apprentissage
        leçon
        leçons
        école
        élève
        élèves
        professeur
        maître
        maîtresse
        cahier
        livre
        livres
        lire
        étudier
        étudie
        comprendre
        comprend
        compris
        erreur
        erreurs
        question
        questions
        savoir
        curiosité
        curieux
        curieuse
        essayer

        [mood:calm]
        calme
        calmement
        doux
        douce
        doucement
        lent
        lente
        lentement
        paisible
        paix
        silence
        silencieux
        silencieuse
        tranquille
        tranquillement
        repos
        apaisé
        apaisée
        serein
        sereine
        immobile
        sieste
        murmure
        chuchote
        tiède
        feutré

        [mood:hopeful]
        espoir
        espérer
        espère
        demain
        bientôt
        promesse
        printemps
        aube
        lumière
        graine
        graines
        bourgeon
        bourgeons
        recommencer
        confiance
        avenir
        naissance
        neuf
        neuve
        nouveau
        nouvelle
        éclore
        fleurir
        lever du jour
        germe

        [mood:wistful]
        autrefois
        jadis
        souvenir
        souvenirs
        nostalgie
        nostalgique
        regret
        regrette
        ancien
        ancienne
        absence
        absent
        manque
        jaunie
        jaunies
        hier
        enfance
        disparu
        disparue
        oublié
        oubliée
        mélancolie
        fané
        fanée
        adieu
        adieux

        [mood:playful]
        jeu
        jeux
        jouer
        joue
        joué
        rire
        rit
        riant
        rigoler
        blague
        blagues
        farce
        espiègle
        malicieux
        malicieuse
        taquin
        taquine
        taquiner
        cache-cache
        pirouette
        grimace
        grimaces
        bulle
        bulles
        ballon
        cerf-volant
        chatouille

        [mood:determined]
        décidé
        décidée
        déterminé
        déterminée
        obstiné
        obstinée
        têtu
        têtue
        tenace
        volonté
        persévérer
        persévère
        recommence
        continuer
        continue
        insister
        insiste
        efforts
        jusqu'au bout
        malgré
        résolu
        résolue
        acharné
        acharnée
        ténacité
        opiniâtre
        refuse

        [quote_style]
        «
        »

        [composer_subject]
        la vieille boulangère
        mon grand-père
        ma grand-mère
        le vieux pêcheur
        la voisine du dessus
        le facteur du village
        l'infirmière de nuit
        le petit garçon
        une fillette en bottes
        mon oncle
        ma tante
        le cordonnier du quartier
        l'horloger de la rue
        la fleuriste
        le chauffeur de bus
        la bibliothécaire
        mon petit frère
        ma sœur aînée
        le gardien du phare
        la couturière
        le jardinier du parc
        une étudiante fatiguée
        le boulanger
        la serveuse du café
        un vieil homme
        une vieille dame
        le professeur de musique
        la maîtresse d'école
        le concierge
        mon voisin de palier
        le marin retraité
        la sage-femme du village
        la cantinière
        le libraire
        le peintre en bâtiment
        ma grand-tante
        mon cousin
        ma meilleure amie
        mon meilleur ami
        le berger
        la pharmacienne
        le gardien du musée
        le veilleur de nuit
        la marchande de fruits
        le vieux forgeron
        un adolescent timide
        l'épicier du coin
        la fermière
        la potière
        mon père
        ma mère

        [composer_action]
        plie un bateau en papier
        recoud une manche déchirée
        épluche une orange sanguine
        pétrit la pâte à pain
        écrit une lettre au crayon
        arrose les géraniums
        répare une chaise bancale
        taille un crayon de couleur
        range des bocaux de confiture
        lace ses vieilles chaussures
        trie des coquillages
        beurre une tartine
        coupe du pain frais
        enroule une pelote de laine
        tricote une écharpe rouge
        cire une paire de bottes
        étend le linge mouillé
        ouvre une boîte à biscuits
        allume une bougie
        huile une vieille serrure
        répare un filet de pêche
        lave des tasses ébréchées
        plante des bulbes de tulipes
        dessine une carte du quartier
        recopie une recette de soupe
        nourrit les moineaux
        emballe un petit cadeau
        visse une ampoule neuve
        rempote un pied de basilic
        trie des boutons dépareillés
        colle une vieille photo
        pèle une pomme rouge
        balaie les miettes
        sème des graines de radis
        ponce une planche de chêne
        enfile une aiguille
        recolle une tasse cassée
        accorde un vieux violon
        tamise la farine
        secoue un tapis poussiéreux
        remue la soupe
        compte des pièces de monnaie
        gonfle un pneu de vélo
        repasse une chemise blanche
        noue un ruban bleu
        cherche ses clés
        épluche des pommes de terre
        porte un panier de prunes
        feuillette un vieil atlas
        souffle sur un thé brûlant
        tresse un panier d'osier
        caresse un chat roux
        brosse un vieux chien
        démêle une ligne de pêche
        casse des noisettes
        hache du persil
        verse du lait chaud
        grille des châtaignes
        ferme les volets bleus
        remonte une vieille horloge
        découpe des étoiles en papier
        empile des assiettes propres
        plie des draps propres
        recoud un bouton de veste
        cloue une planche
        lit une carte postale
        dépoussière une vieille radio
        gratte une allumette
        prépare des sandwiches
        mesure un coupon de tissu
        peint une boîte aux lettres
        rince une théière
        décore un gâteau
        écosse des petits pois
        répare une fermeture éclair
        range des livres de poche

        [composer_place]
        dans la cuisine encore froide
        près de la fenêtre
        sur le balcon fleuri
        devant la porte ouverte
        au fond du jardin
        dans la cour de l'immeuble
        sous le vieux tilleul
        dans l'atelier du sous-sol
        à la grande table
        sous la lampe du salon
        sur le perron
        dans la remise
        sous l'auvent de tôle
        dans la véranda
        au bord de la rivière
        dans le square
        près du poêle à bois
        dans le grenier poussiéreux
        en terrasse
        à l'ombre du figuier
        au coin du feu
        dans la petite cuisine
        devant la maison
        avant que la boulangerie ouvre
        un dimanche de pluie
        chaque matin de novembre
        à la nuit tombante
        pendant la sieste des enfants
        juste avant l'orage
        le soir du premier gel
        au lever du jour
        après le dîner
        pendant que la soupe mijote
        le dernier jour d'août
        un mardi ordinaire
        quand la pluie s'arrête
        quand les hirondelles reviennent
        la veille de Noël
        pendant la grande marée
        chaque samedi après le marché
        quand le café fume encore
        sous la première neige
        tard dans la nuit
        tôt le matin
        un après-midi de canicule
        juste après l'école
        pendant que le pain cuit
        avant que tout s'éveille
        entre deux averses
        sous un ciel de plomb
        à la lueur d'une bougie
        au soleil du matin
        parmi les cartons du déménagement
        quand le marché ferme
        dans le silence du dimanche
        pendant que la radio grésille
        chez la voisine
        dans l'arrière-boutique
        sur le quai
        dans le jardin ouvrier
        au fond du café
        sur une vieille couverture
        sous le préau de l'école

        [composer_coda]
        en fredonnant distraitement
        comme si la pluie écoutait
        les joues rouges de froid
        le cœur un peu serré
        en souriant à personne
        en repensant à l'été
        sans regarder l'horloge
        les doigts tachés d'encre
        avec une fierté discrète
        en retenant un fou rire
        les paupières encore lourdes
        en comptant tout bas
        du bout des doigts
        en écoutant la bouilloire siffler
        sous l'œil du chat
        le vent dans les cheveux
        sans faire de bruit
        avec une joie têtue
        en chantonnant une berceuse
        une chanson italienne en tête
        avec un soulagement tranquille
        en soupirant d'aise
        comme chaque dimanche
        les manches retroussées
        en riant de sa maladresse
        avec une tendresse de grand-mère
        le souffle court d'impatience
        en humant l'odeur de cannelle
        pieds nus malgré le froid
        avec un brin de nostalgie
        en attendant une lettre
        la radio en sourdine
        la langue entre les dents
        en mâchonnant une réglisse
        les épaules enfin détendues
        les lunettes embuées de vapeur
        avec une patience d'horloger
        en parlant au chat
        malgré son dos douloureux
        comme autrefois avec sa mère
        les lèvres encore salées
        les mains parfumées d'orange
        en surveillant le ciel
        sans se presser
        avec une gaieté timide
        en écoutant sonner les cloches
        pour remercier le soleil
        le cœur étonnamment léger
        un sourire aux lèvres
        les cheveux encore mouillés
        en sifflotant entre ses dents
        comme on berce un nouveau-né
        l'oreille tendue vers la rue
        avec une lenteur gourmande
        les sourcils froncés
        en se mordant la lèvre

        [composer_pattern]
        {subject} {action} {place}
        {subject} {action} {place}, {coda}
        {place}, {subject} {action}
        {subject} {action}, {coda}
        """#
}
