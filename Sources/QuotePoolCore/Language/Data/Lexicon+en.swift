// Language data for locale "en"; format described in Lexicon.swift.
extension LexiconSource {
    static let en = #"""
        # English (en). Hand-written data; entries lowercase unless the section says otherwise.

        [function_words]
        the
        a
        an
        and
        or
        but
        nor
        if
        of
        to
        in
        on
        at
        by
        for
        with
        from
        about
        into
        onto
        over
        under
        after
        before
        between
        through
        during
        without
        within
        against
        upon
        is
        are
        was
        were
        be
        been
        being
        am
        have
        has
        had
        do
        does
        did
        will
        would
        can
        could
        shall
        should
        may
        might
        must
        not
        no
        i
        you
        he
        she
        it
        we
        they
        me
        him
        her
        us
        them
        my
        your
        his
        its
        our
        their
        this
        that
        these
        those
        there
        here
        what
        which
        who
        whom
        whose
        when
        where
        why
        how
        so
        than
        then
        too
        very
        just
        also
        only
        all
        some
        any
        each
        every
        both
        because
        while
        until
        though
        although
        up
        down
        out
        off
        as
        yet
        still
        already
        never
        always
        often
        again
        once
        ever
        other
        such
        own
        same
        whether
        myself
        itself
        don't
        doesn't
        didn't
        isn't
        wasn't
        can't
        won't
        it's
        i'm

        [sample_text]
        The kettle had already started to whistle when she finally found the tin of loose tea.
        My neighbour waters his tomatoes every evening, even when the sky is clearly about to open.
        We walked home along the canal and counted the herons standing still in the shallow water.
        He keeps a small notebook in his coat pocket for the names of birds he cannot identify.
        The bakery on the corner smells of burnt sugar long before the shutters go up.
        After the storm, the whole street came out to drag the broken branches off the road.
        She learned to drive at sixty and now takes the long way to the market on purpose.
        There is a drawer in our kitchen that holds nothing but rubber bands and old keys.
        The children built a fort out of couch cushions and refused to come out for dinner.
        I only noticed how quiet the house was once the washing machine stopped spinning.
        On Thursdays my grandfather polishes his shoes at the table while the radio plays brass bands.
        The train was late again, so we shared a bag of oranges on the cold platform.
        Nobody remembers who planted the pear tree behind the school, but everyone eats the fruit.
        He apologised twice for the mess, although the room looked perfectly tidy to me.
        The snow turned grey within a day, and the plough left a wall of slush by the gate.
        Her handwriting slopes to the left, which makes every shopping list look slightly hurried.
        We spent the afternoon sorting photographs and arguing about which summer each one was taken.
        The library closes early in August, so the students crowd the steps with their laptops.
        A moth kept circling the porch light while we waited for the taxi to arrive.
        I burned the first pancake, as usual, and gave it to the dog without a word.
        The old ferry still runs twice a day, even though the bridge opened years ago.
        Most mornings the fog sits on the valley until the sun finally burns through around ten.
        My sister keeps every ticket stub from every concert in a biscuit tin under her bed.
        The mechanic wiped his hands on a rag and told us the engine would probably survive.
        We could hear the neighbours laughing through the wall, and somehow that made the evening warmer.
        The garden looks wild this year because nobody had the heart to cut the poppies back.
        He practised the speech in front of the bathroom mirror until the words felt like his own.
        The cat sleeps on the warm lid of the photocopier whenever the office is quiet.
        It took three tries to hang the shelf straight, and it still leans a little.
        She reads the last page of every novel first, then decides whether the book deserves her time.
        The fishermen mend their nets on the harbour wall while the gulls wait for scraps.
        Our teacher used to say that mistakes written in pencil are easier to forgive.
        I found a twenty-year-old postcard inside a secondhand cookbook, still smelling faintly of cloves.
        The rain drummed on the tin roof of the shed while we repotted the geraniums.
        My brother can fix almost anything with tape, patience and a very old screwdriver.
        The market traders pack up slowly, trading jokes and leftover peaches with each other.
        When the power went out, we played cards by candlelight and nobody missed the television.
        The hospital corridor was empty except for a porter pushing a squeaking trolley.
        He planted the bulbs in autumn and forgot about them until the tulips surprised him in April.
        There was a queue outside the post office, but everyone seemed oddly patient that morning.
        The wind off the sea was sharp enough to make our eyes water on the cliff path.
        She folds the laundry in neat squares, the way her mother taught her years ago.
        We ate cold pizza on the balcony and watched the planes blink across the dark.
        The violin teacher taps her pencil on the music stand whenever I rush the tempo.
        In the spring the allotments fill up with people who talk mostly about slugs.
        I keep meaning to return the ladder I borrowed from the house across the road.
        The night bus smelled of wet wool and chips, and the driver was humming quietly.
        Our street throws a party every June, and somebody always brings a questionable punch.
        The bookshop owner remembers what every regular bought, even from several years before.
        A single candle in the window meant someone was still awake and waiting.
        He chopped the onions so finely that the soup seemed to have no onions at all.
        My aunt writes letters by hand and seals them with a dab of red wax.
        The river rose overnight and left a line of mud along the bottom of the fence.
        We drove through the mountains with the windows down and the map spread across our knees.
        The nurse on the night shift brought me a cup of tea without being asked.
        Every winter the pond freezes just enough for the ducks to look confused.
        She keeps her grandfather's watch in a drawer, though it stopped ticking long ago.
        I finally learned the names of the stars above our house, and now I can't stop looking up.
        The workshop was full of sawdust and the radio was tuned to a station nobody else liked.
        We stayed up far too late talking, and the sky was already pale when we said goodnight.
        The tram rattles past the school just as the bell rings for the first lesson.
        On the first warm day, the whole town seems to move its chairs out onto the pavement.

        [prompt_residue]
        here is your quote
        here's your quote
        here is a quote
        here's a quote
        here is an original quote
        here's an original quote
        here is one
        here's one
        here is the line
        here's a line
        here is a sentence
        here's a sentence
        here you go
        here it is
        sure
        sure thing
        certainly
        of course
        absolutely
        definitely
        as an ai
        as an ai language model
        as a language model
        quote:
        output:
        answer:
        response:
        line:
        sentence:
        result:
        i hope this
        i hope you like
        great question
        good question
        okay
        ok here
        alright
        no problem
        happy to help
        i'd be happy to
        i would be happy to
        let me
        below is
        the quote is
        this quote
        how about this
        here's something
        note:
        # Added: more common entries.
        here is your line
        here's your line
        here is a line
        here is the quote
        here's the quote
        here is the sentence
        here's the sentence
        here is your sentence
        here's your sentence
        here is an original line
        here's an original line
        here's one for you
        here is a suggestion
        here's a suggestion
        here is my suggestion
        here's my attempt
        here is my attempt
        here is a new quote
        here's a new quote
        hope this helps
        i hope you enjoy
        let me know if
        glad to help
        as an ai model

        [attribution_verbs]
        says
        said
        wrote
        writes
        once said
        once wrote
        noted
        remarked
        observed
        quipped
        according to
        put it
        famously said

        [anonymous_names]
        unknown
        anonymous
        author unknown
        unknown author
        anon
        source unknown
        unattributed
        origin unknown

        [cliches]
        every cloud has a silver lining
        follow your dreams
        live laugh love
        at the end of the day
        everything happens for a reason
        the journey of a thousand miles begins with a single step
        when life gives you lemons
        make lemonade
        the sky is the limit
        believe in yourself
        dance like nobody is watching
        dance like no one is watching
        live every day like it's your last
        only time will tell
        time heals all wounds
        time flies when you're having fun
        what doesn't kill you makes you stronger
        good things come to those who wait
        actions speak louder than words
        a picture is worth a thousand words
        better late than never
        the early bird catches the worm
        don't judge a book by its cover
        home is where the heart is
        rome wasn't built in a day
        practice makes perfect
        no pain no gain
        it is what it is
        you only live once
        follow your heart
        reach for the stars
        shoot for the moon
        never give up
        never say never
        dream big
        stay positive
        good vibes only
        be the change you wish to see in the world
        the best is yet to come
        one day at a time
        one step at a time
        step out of your comfort zone
        think outside the box
        it's never too late
        the grass is always greener on the other side
        where there's a will there's a way
        all good things must come to an end
        beauty is in the eye of the beholder
        laughter is the best medicine
        money can't buy happiness
        love conquers all
        all you need is love
        live in the moment
        seize the day
        carpe diem
        hard work pays off
        the only way out is through
        this too shall pass
        every day is a new beginning
        tomorrow is another day
        a friend in need is a friend indeed
        absence makes the heart grow fonder
        life is a journey not a destination
        it's about the journey not the destination
        enjoy the little things
        the little things in life
        stop and smell the roses
        kill two birds with one stone
        when one door closes another opens
        the calm before the storm
        light at the end of the tunnel
        you are enough
        be true to yourself
        find your inner peace
        happiness is a choice
        make every moment count
        the future is bright
        mind over matter
        knowledge is power
        slow and steady wins the race
        two heads are better than one
        the pen is mightier than the sword
        fortune favors the bold
        fortune favours the bold
        don't count your chickens before they hatch
        an apple a day keeps the doctor away
        there's no place like home
        it takes a village
        treat others the way you want to be treated
        kindness costs nothing
        a smile costs nothing
        after the storm comes the calm
        in the blink of an eye
        against all odds
        chase your dreams
        do what you love
        the heart wants what it wants
        in the grand scheme of things
        let your light shine
        keep calm and carry on
        rise and shine
        home sweet home
        old habits die hard
        better safe than sorry
        good things take time
        everything will be okay
        you are stronger than you think
        it always seems impossible until it's done
        the harder you work the luckier you get
        learn from yesterday live for today
        life goes on
        hope for the best
        prepare for the worst
        # Added: more common entries.
        curiosity killed the cat
        don't put all your eggs in one basket
        the apple doesn't fall far from the tree
        every rose has its thorn
        birds of a feather flock together
        the squeaky wheel gets the grease
        a penny saved is a penny earned
        you can't have your cake and eat it too
        an ounce of prevention is worth a pound of cure
        necessity is the mother of invention
        honesty is the best policy
        patience is a virtue
        too many cooks spoil the broth
        a watched pot never boils
        the best things in life are free
        variety is the spice of life
        you can lead a horse to water
        don't cry over spilled milk
        don't cry over spilt milk
        look before you leap
        beggars can't be choosers
        all's well that ends well
        easy come easy go
        out of sight out of mind
        when in rome do as the romans do
        strike while the iron is hot
        let sleeping dogs lie
        a rolling stone gathers no moss
        still waters run deep
        blood is thicker than water
        great minds think alike
        there's no time like the present
        make hay while the sun shines
        believe you can and you're halfway there

        [formulas]
        * is the key to *
        the key to * is *
        remember that *
        always remember *
        never forget *
        life is *
        happiness is *
        love is *
        success is *
        friendship is *
        courage is *
        the secret of * is *
        the secret to * is *
        believe in *
        don't * just *
        sometimes * is all you need
        * is all you need
        all you need is *
        the best way to * is to *
        every * is a chance to *
        every day is *
        you are stronger than *
        never stop *
        it's not about * it's about *
        true * is *
        the only * is *
        a true friend is *
        be the * you *
        don't let * stop you *
        if you * you can *

        [concrete_nouns]
        kettle
        kettles
        window
        windows
        kitchen
        kitchens
        table
        tables
        bus
        buses
        bakery
        bakeries
        sleeve
        sleeves
        coin
        coins
        boat
        boats
        paper
        orange
        oranges
        pencil
        pencils
        stub
        stubs
        clock
        clocks
        watch
        watches
        sock
        socks
        boot
        boots
        pair
        pairs
        bowl
        bowls
        pea
        peas
        bread
        slice
        slices
        loaf
        loaves
        postcard
        postcards
        roof
        roofs
        rooftop
        rooftops
        shoelace
        shoelaces
        string
        button
        buttons
        needle
        needles
        thread
        parcel
        parcels
        bag
        bags
        cherry
        cherries
        pomegranate
        pomegranates
        walnut
        walnuts
        hand
        hands
        tin
        tins
        fishing line
        line
        guitar
        guitars
        cactus
        cacti
        basil
        plant
        plants
        rope
        ropes
        spoon
        spoons
        umbrella
        umbrellas
        bicycle
        bicycles
        tube
        tubes
        mug
        mugs
        cocoa
        tea
        cup
        cups
        rye
        dough
        towel
        towels
        shirt
        shirts
        flower
        flowers
        book
        books
        recipe
        recipes
        saucer
        saucers
        letter
        letters
        ticket
        tickets
        pigeon
        pigeons
        crumb
        crumbs
        glasses
        spectacles
        coat
        coats
        card
        cards
        deck
        decks
        yarn
        ball
        balls
        scarf
        scarves
        lunch tin
        flask
        flasks
        thermos
        toddler
        toddlers
        crate
        crates
        apple
        apples
        suitcase
        suitcases
        glove
        gloves
        stitch
        stitches
        ribbon
        ribbons
        star
        stars
        map
        maps
        napkin
        napkins
        jar
        jars
        jam
        bead
        beads
        dish towel
        net
        nets
        screw
        screws
        battery
        batteries
        egg
        eggs
        biscuit
        biscuits
        chocolate
        bar
        bars
        coffee
        soup
        baby
        babies
        cat
        cats
        chain
        chains
        penknife
        penknives
        knife
        knives
        newspaper
        newspapers
        pebble
        pebbles
        stone
        stones
        gift
        gifts
        handkerchief
        handkerchiefs
        roll
        rolls
        note
        notes
        pocket
        pockets
        wool
        bracelet
        bracelets
        chair
        chairs
        chair leg
        photo
        photos
        envelope
        envelopes
        step
        steps
        porch
        porches
        light
        lights
        shift
        shifts
        corridor
        corridors
        hospital
        hospitals
        room
        rooms
        train
        trains
        radiator
        radiators
        laundrette
        laundrettes
        bench
        benches
        river
        rivers
        shed
        sheds
        stop
        shop
        shops
        counter
        counters
        classroom
        classrooms
        ferry
        ferries
        power cut
        dawn
        balcony
        balconies
        dusk
        car park
        allotment
        allotments
        gate
        gates
        harbour
        harbours
        wall
        walls
        platform
        platforms
        station
        stations
        attic
        attics
        market
        markets
        doorstep
        doorsteps
        queue
        queues
        post office
        seat
        seats
        desk
        desks
        dog
        dogs
        streetlight
        streetlights
        canteen
        canteens
        evening
        evenings
        terrace
        terraces
        van
        vans
        thunderstorm
        thunderstorms
        lighthouse
        lighthouses
        woodstove
        woodstoves
        workshop
        workshops
        café
        cafés
        stairs
        stair
        stairwell
        booth
        booths
        depot
        depots
        guest
        guests
        cabin
        cabins
        swing
        swings
        bell
        bells
        school
        schools
        tree
        trees
        floorboard
        floorboards
        sunday
        morning
        mornings
        hour
        hours
        end
        pier
        piers
        nurse
        nurses
        grandmother
        grandmothers
        grandfather
        grandfathers
        mechanic
        mechanics
        baker
        bakers
        watchman
        caretaker
        caretakers
        neighbour
        neighbours
        teacher
        teachers
        driver
        drivers
        brother
        brothers
        sister
        sisters
        woman
        women
        man
        men
        father
        fathers
        mother
        mothers
        postman
        postmen
        shopkeeper
        shopkeepers
        porter
        porters
        apprentice
        apprentices
        captain
        captains
        seller
        sellers
        fisherman
        fishermen
        cook
        cooks
        piano
        pianos
        tuner
        tuners
        keeper
        keepers
        gardener
        gardeners
        conductor
        conductors
        farmer
        farmers
        intern
        interns
        friend
        friends
        librarian
        librarians
        carpenter
        carpenters
        sweeper
        sweepers
        student
        students
        tailor
        tailors
        daughter
        daughters
        tram
        trams
        clerk
        clerks
        hotel
        hotels
        boxer
        boxers
        locksmith
        locksmiths
        midwife
        midwives
        cobbler
        cobblers
        pharmacist
        pharmacists
        shepherd
        shepherds
        grandson
        grandsons
        beekeeper
        beekeepers
        bookbinder
        bookbinders
        cashier
        cashiers
        vet
        vets
        chestnut
        chestnuts
        rain
        snow
        shoulder
        shoulders
        radio
        radios
        ear
        ears
        tongue
        cheek
        cheeks
        sea
        coast
        lake
        summer
        gull
        gulls
        elbow
        elbows
        breath
        air
        pavement
        train whistle
        tide
        rent
        smell
        bread smell
        finger
        fingers
        pulse
        cinnamon
        tune
        song
        lullaby
        frost
        fog
        wind
        hill
        hills
        field
        fields
        road
        roads
        garden
        gardens
        bridge
        bridges
        nail
        nails
        hammer
        hammers
        saw
        saws
        broom
        brooms
        bucket
        buckets
        ladder
        ladders
        lamp
        lamps
        candle
        candles
        blanket
        blankets
        pillow
        pillows
        kitten
        kittens
        horse
        horses
        heron
        herons
        sparrow
        sparrows
        fox
        foxes
        plum
        plums
        pear
        pears
        lemon
        lemons
        onion
        onions
        potato
        potatoes
        tomato
        tomatoes
        honey
        salt
        butter
        flour
        cheese
        oven
        ovens
        stove
        stoves
        pan
        pans
        pot
        pots
        plate
        plates
        fork
        forks
        key
        keys
        door
        doors
        roofline
        shoe
        shoes
        foot
        feet
        knee
        knees
        forehead
        eyes
        eye
        face
        faces

        dishcloth
        dishcloths
        present
        presents
        toast
        trumpet
        trumpets
        backpack
        backpacks
        afternoon
        afternoons
        midnight
        fire
        fires
        greenhouse
        greenhouses
        aunt
        aunts
        clockmaker
        clockmakers
        stall
        stalls
        supermarket
        supermarkets
        visitor
        visitors
        wife
        wives
        master
        heart
        hearts
        post
        lunch
        seam
        seams
        trousers
        trick
        tricks
        list
        lists
        crossword
        crosswords
        pistachio
        pistachios
        handful
        # Broadened general vocabulary.
        apricot
        apricots
        banana
        bananas
        grape
        grapes
        peach
        peaches
        melon
        melons
        watermelon
        watermelons
        strawberry
        strawberries
        raspberry
        raspberries
        blueberry
        blueberries
        blackberry
        blackberries
        gooseberry
        gooseberries
        fig
        figs
        lime
        limes
        mango
        mangoes
        pineapple
        pineapples
        coconut
        coconuts
        cucumber
        cucumbers
        carrot
        carrots
        turnip
        turnips
        radish
        radishes
        beetroot
        cabbage
        cabbages
        lettuce
        spinach
        leek
        leeks
        garlic
        courgette
        courgettes
        zucchini
        pumpkin
        pumpkins
        mushroom
        mushrooms
        bean
        beans
        lentils
        rice
        pasta
        noodle
        noodles
        dumpling
        dumplings
        pancake
        pancakes
        waffle
        waffles
        muffin
        muffins
        scone
        scones
        pretzel
        pretzels
        bun
        buns
        croissant
        croissants
        bagel
        bagels
        sandwich
        sandwiches
        pie
        pies
        tart
        tarts
        cake
        cakes
        cupcake
        cupcakes
        cookie
        cookies
        doughnut
        doughnuts
        custard
        pudding
        porridge
        oats
        cereal
        yoghurt
        yogurt
        cream
        milk
        juice
        lemonade
        cider
        broth
        stew
        stews
        sausage
        sausages
        bacon
        ham
        sardine
        sardines
        mackerel
        herring
        herrings
        crab
        crabs
        shrimp
        prawn
        prawns
        mussel
        mussels
        oyster
        oysters
        peanut
        peanuts
        almond
        almonds
        hazelnut
        hazelnuts
        raisin
        raisins
        sugar
        candy
        toffee
        lollipop
        lollipops
        marshmallow
        marshmallows
        popcorn
        crisps
        pizza
        pizzas
        omelette
        omelettes
        syrup
        vinegar
        mustard
        crust
        crusts
        olive
        olives
        pickle
        pickles
        nutmeg
        vanilla
        ginger
        mint
        thyme
        rosemary
        dill
        meatball
        meatballs
        icecream
        lollies
        jelly
        ladle
        ladles
        whisk
        whisks
        colander
        colanders
        sieve
        sieves
        grater
        graters
        tray
        trays
        teapot
        teapots
        jug
        jugs
        pitcher
        pitchers
        bottle
        bottles
        cork
        corks
        lid
        lids
        lunchbox
        lunchboxes
        basket
        baskets
        sink
        sinks
        faucet
        faucets
        fridge
        fridges
        freezer
        dishwasher
        microwave
        toaster
        toasters
        blender
        cupboard
        cupboards
        drawer
        drawers
        shelf
        shelves
        cabinet
        cabinets
        apron
        aprons
        mitt
        mitts
        tablecloth
        tablecloths
        placemat
        placemats
        candlestick
        candlesticks
        vase
        vases
        mop
        mops
        sponge
        sponges
        dustpan
        hoover
        peg
        pegs
        clothesline
        clothespin
        clothespins
        hanger
        hangers
        laundry
        soap
        shampoo
        toothbrush
        toothbrushes
        toothpaste
        hairbrush
        hairbrushes
        razor
        razors
        mirror
        mirrors
        bathtub
        bathtubs
        bath
        baths
        toilet
        toilets
        bed
        beds
        mattress
        mattresses
        duvet
        duvets
        quilt
        quilts
        sheet
        sheets
        curtain
        curtains
        rug
        rugs
        carpet
        carpets
        sofa
        sofas
        couch
        couches
        armchair
        armchairs
        stool
        stools
        cushion
        cushions
        wardrobe
        wardrobes
        dresser
        dressers
        bookcase
        bookcases
        bookshelf
        bookshelves
        lampshade
        mantelpiece
        fireplace
        fireplaces
        chimney
        chimneys
        heater
        heaters
        calendar
        calendars
        telephone
        telephones
        phone
        phones
        laptop
        laptops
        computer
        computers
        keyboard
        keyboards
        television
        televisions
        camera
        cameras
        headphones
        cable
        cables
        plug
        plugs
        bulb
        bulbs
        torch
        torches
        flashlight
        flashlights
        lantern
        lanterns
        matchbox
        matchboxes
        glass
        teacup
        teacups
        saucepan
        saucepans
        thermometer
        bin
        bins
        dustbin
        dustbins
        notebook
        notebooks
        diary
        diaries
        pen
        pens
        crayon
        crayons
        marker
        markers
        eraser
        erasers
        ruler
        rulers
        scissors
        stapler
        paperclip
        paperclips
        folder
        folders
        drawing
        drawings
        painting
        paintings
        sketchbook
        sketchbooks
        paintbrush
        paintbrushes
        easel
        easels
        canvas
        canvases
        chalk
        chalkboard
        blackboard
        blackboards
        whiteboard
        textbook
        textbooks
        magazine
        magazines
        comic
        comics
        poster
        posters
        sticker
        stickers
        stamp
        stamps
        receipt
        receipts
        banknote
        banknotes
        wallet
        wallets
        purse
        purses
        toy
        toys
        doll
        dolls
        teddy
        kite
        kites
        balloon
        balloons
        jigsaw
        jigsaws
        marble
        marbles
        dice
        drum
        drums
        flute
        flutes
        violin
        violins
        cello
        cellos
        harmonica
        harmonicas
        accordion
        accordions
        ukulele
        ukuleles
        banjo
        harp
        harps
        tambourine
        whistle
        whistles
        recorder
        recorders
        saxophone
        trombone
        tuba
        microphone
        microphones
        cassette
        cassettes
        vinyl
        photograph
        photographs
        album
        albums
        scrapbook
        scrapbooks
        chessboard
        football
        footballs
        racket
        rackets
        trophy
        trophies
        medal
        medals
        badge
        badges
        carton
        cartons
        box
        boxes
        package
        packages
        sack
        sacks
        pouch
        pouches
        bundle
        bundles
        skateboard
        skateboards
        frisbee
        sandcastle
        sandcastles
        snowball
        snowballs
        seesaw
        trampoline
        screwdriver
        screwdrivers
        wrench
        wrenches
        spanner
        spanners
        pliers
        drill
        drills
        chisel
        chisels
        sandpaper
        shovel
        shovels
        spade
        spades
        trowel
        trowels
        hoe
        hoes
        wheelbarrow
        wheelbarrows
        hose
        hoses
        pitchfork
        pitchforks
        axe
        axes
        hatchet
        crowbar
        toolbox
        toolboxes
        bolt
        bolts
        nut
        nuts
        hinge
        hinges
        padlock
        padlocks
        plank
        planks
        brick
        bricks
        tile
        tiles
        pipe
        pipes
        wire
        wires
        fence
        fences
        pole
        poles
        twine
        tape
        scaffolding
        wheel
        wheels
        tyre
        tyres
        tire
        tires
        pump
        pumps
        hat
        hats
        cap
        caps
        beanie
        helmet
        helmets
        hood
        hoods
        jacket
        jackets
        raincoat
        raincoats
        anorak
        sweater
        sweaters
        jumper
        jumpers
        cardigan
        cardigans
        hoodie
        hoodies
        dress
        dresses
        skirt
        skirts
        blouse
        blouses
        vest
        vests
        waistcoat
        waistcoats
        suit
        suits
        belt
        belts
        buckle
        buckles
        jeans
        pyjamas
        pajamas
        nightgown
        nightgowns
        slipper
        slippers
        sandal
        sandals
        sneaker
        sneakers
        heel
        heels
        mitten
        mittens
        earmuffs
        uniform
        uniforms
        collar
        collars
        cuff
        cuffs
        zipper
        zippers
        handbag
        handbags
        satchel
        satchels
        rucksack
        rucksacks
        briefcase
        necklace
        necklaces
        earring
        earrings
        brooch
        locket
        lockets
        sunglasses
        wellingtons
        bonnet
        bedroom
        bedrooms
        bathroom
        bathrooms
        hallway
        hallways
        hall
        cellar
        cellars
        basement
        basements
        garage
        garages
        loft
        lofts
        pantry
        pantries
        larder
        nursery
        veranda
        patio
        patios
        yard
        yards
        backyard
        backyards
        courtyard
        courtyards
        lawn
        lawns
        hedge
        hedges
        flowerbed
        flowerbeds
        pond
        ponds
        fountain
        fountains
        barn
        barns
        farmhouse
        farmhouses
        cottage
        cottages
        hut
        huts
        tent
        tents
        caravan
        caravans
        house
        houses
        apartment
        apartments
        building
        buildings
        tower
        towers
        castle
        castles
        church
        churches
        chapel
        chapels
        mosque
        museum
        museums
        library
        libraries
        theatre
        theatres
        theater
        cinema
        cinemas
        restaurant
        restaurants
        pub
        pubs
        inn
        inns
        hostel
        motel
        pharmacy
        pharmacies
        butcher
        butchers
        greengrocer
        grocer
        grocers
        florist
        florists
        bookshop
        bookshops
        bookstore
        bookstores
        hairdresser
        hairdressers
        barber
        barbers
        salon
        mill
        mills
        warehouse
        warehouses
        office
        offices
        playground
        playgrounds
        park
        parks
        street
        streets
        lane
        lanes
        alley
        alleys
        avenue
        sidewalk
        sidewalks
        kerb
        curb
        crossroads
        roundabout
        tunnel
        tunnels
        motorway
        highway
        airport
        airports
        harbor
        dock
        docks
        quay
        marina
        jetty
        beach
        beaches
        shore
        shores
        cliff
        cliffs
        dune
        dunes
        cove
        bay
        island
        islands
        valley
        valleys
        meadow
        meadows
        forest
        forests
        woods
        orchard
        orchards
        vineyard
        vineyards
        farm
        farms
        pasture
        pastures
        stream
        streams
        brook
        creek
        waterfall
        waterfalls
        puddle
        puddles
        swamp
        marsh
        mountain
        mountains
        peak
        peaks
        slope
        slopes
        cave
        caves
        boulder
        boulders
        gravel
        mud
        soil
        dirt
        clay
        riverbank
        riverbanks
        hillside
        hillsides
        village
        villages
        town
        towns
        city
        cities
        neighbourhood
        neighborhood
        gym
        gyms
        pool
        pools
        stadium
        stadiums
        laundromat
        bakehouse
        kiosk
        kiosks
        stables
        henhouse
        kennel
        kennels
        barnyard
        bandstand
        pavilion
        marketplace
        ice
        icicle
        icicles
        snowflake
        snowflakes
        snowman
        snowmen
        hail
        sleet
        drizzle
        storm
        storms
        thunder
        lightning
        rainbow
        rainbows
        cloud
        clouds
        sky
        skies
        sun
        moon
        sunset
        sunsets
        sunrise
        sunrises
        breeze
        gust
        gusts
        mist
        dew
        heatwave
        blizzard
        raindrop
        raindrops
        car
        cars
        taxi
        taxis
        truck
        trucks
        lorry
        lorries
        tractor
        tractors
        motorbike
        motorbikes
        motorcycle
        scooter
        scooters
        moped
        bike
        bikes
        tricycle
        sled
        sleds
        sledge
        pram
        prams
        stroller
        strollers
        pushchair
        wheelchair
        wheelchairs
        ambulance
        ambulances
        helicopter
        helicopters
        plane
        aeroplane
        airplane
        airplanes
        ship
        ships
        yacht
        yachts
        canoe
        canoes
        kayak
        kayaks
        raft
        rafts
        rowboat
        dinghy
        sailboat
        sailboats
        carriage
        carriages
        wagon
        wagons
        cart
        carts
        trolley
        trolleys
        trailer
        coach
        coaches
        minibus
        puppy
        puppies
        hamster
        hamsters
        rabbit
        rabbits
        bunny
        mouse
        mice
        rat
        rats
        squirrel
        squirrels
        hedgehog
        hedgehogs
        badger
        deer
        fawn
        hare
        hares
        mole
        otter
        otters
        beaver
        wolf
        wolves
        bear
        bears
        boar
        cow
        cows
        calf
        calves
        bull
        bulls
        ox
        oxen
        pig
        pigs
        piglet
        piglets
        sheep
        lamb
        lambs
        goat
        goats
        donkey
        donkeys
        mule
        pony
        ponies
        foal
        foals
        chicken
        chickens
        hen
        hens
        rooster
        roosters
        chick
        chicks
        duck
        ducks
        duckling
        ducklings
        goose
        geese
        swan
        swans
        turkey
        owl
        owls
        crow
        crows
        raven
        ravens
        magpie
        magpies
        robin
        robins
        blackbird
        blackbirds
        starling
        starlings
        swallows
        wren
        finch
        finches
        woodpecker
        parrot
        parrots
        budgie
        canary
        seagull
        seagulls
        pelican
        stork
        eagle
        eagles
        hawk
        hawks
        butterfly
        butterflies
        moth
        moths
        bee
        bees
        wasp
        wasps
        ant
        ants
        beetle
        beetles
        ladybird
        ladybirds
        ladybug
        spider
        spiders
        snail
        snails
        slug
        slugs
        worm
        worms
        earthworm
        earthworms
        caterpillar
        caterpillars
        mosquito
        mosquitoes
        grasshopper
        dragonfly
        dragonflies
        frog
        frogs
        toad
        toads
        tadpole
        tadpoles
        lizard
        lizards
        snake
        snakes
        tortoise
        turtle
        turtles
        fish
        goldfish
        trout
        salmon
        eel
        lobster
        jellyfish
        starfish
        dolphin
        dolphins
        whale
        whales
        shark
        sharks
        lion
        lions
        tiger
        elephant
        elephants
        monkey
        monkeys
        giraffe
        penguin
        penguins
        tomcat
        dachshund
        terrier
        spaniel
        poodle
        sheepdog
        tulip
        tulips
        daisy
        daisies
        dandelion
        dandelions
        sunflower
        sunflowers
        lily
        lilies
        poppy
        poppies
        lavender
        ivy
        fern
        ferns
        moss
        grass
        weeds
        nettle
        nettles
        thistle
        thistles
        clover
        daffodil
        daffodils
        orchid
        orchids
        bush
        bushes
        shrub
        shrubs
        oak
        oaks
        birch
        maple
        willow
        willows
        elm
        beech
        branch
        branches
        twig
        twigs
        leaf
        leaves
        trunk
        acorn
        acorns
        seed
        seeds
        petal
        petals
        blossom
        blossoms
        bud
        buds
        hay
        straw
        wheat
        corn
        barley
        vine
        vines
        seedling
        seedlings
        sapling
        herbs
        conker
        conkers
        pinecone
        pinecones
        hazel
        head
        heads
        hair
        neck
        necks
        chin
        chins
        jaw
        nose
        noses
        mouth
        mouths
        lip
        lips
        tooth
        teeth
        eyebrow
        eyebrows
        eyelash
        eyelashes
        eyelid
        eyelids
        arm
        arms
        wrist
        wrists
        palm
        palms
        thumb
        thumbs
        fingertip
        fingertips
        fingernail
        fingernails
        knuckle
        knuckles
        fist
        fists
        chest
        belly
        tummy
        stomach
        hip
        hips
        leg
        legs
        ankle
        ankles
        toe
        toes
        thigh
        skin
        freckle
        freckles
        beard
        beards
        moustache
        mustache
        ponytail
        paw
        paws
        tail
        tails
        whisker
        whiskers
        beak
        beaks
        wing
        wings
        feather
        feathers
        fur
        mane
        hoof
        hooves
        horn
        horns
        claw
        claws
        snout
        fin
        fins
        lap
        doctor
        doctors
        dentist
        surgeon
        paramedic
        paramedics
        firefighter
        firefighters
        fireman
        firemen
        policeman
        policemen
        policewoman
        soldier
        soldiers
        sailor
        sailors
        pilot
        pilots
        plumber
        plumbers
        electrician
        builder
        builders
        bricklayer
        painter
        painters
        decorator
        potter
        sculptor
        musician
        musicians
        violinist
        pianist
        drummer
        singer
        singers
        dancer
        dancers
        actor
        actors
        actress
        clown
        clowns
        juggler
        magician
        waiter
        waiters
        waitress
        barista
        baristas
        bartender
        chef
        chefs
        fishmonger
        vendor
        vendors
        stallholder
        janitor
        janitors
        cleaner
        cleaners
        housekeeper
        nanny
        babysitter
        tutor
        professor
        professors
        headmaster
        headteacher
        pupil
        pupils
        schoolboy
        schoolboys
        schoolgirl
        schoolgirls
        classmate
        classmates
        referee
        goalkeeper
        athlete
        runner
        runners
        swimmer
        swimmers
        cyclist
        cyclists
        hiker
        hikers
        climber
        jogger
        lifeguard
        ranger
        forester
        lumberjack
        miner
        miners
        fisherwoman
        ferryman
        boatman
        courier
        couriers
        postwoman
        milkman
        paperboy
        newsagent
        receptionist
        lawyer
        priest
        nun
        monk
        vicar
        mayor
        king
        queen
        prince
        princess
        knight
        pirate
        pirates
        cowboy
        tourist
        tourists
        traveller
        travellers
        traveler
        passenger
        passengers
        stranger
        strangers
        customer
        customers
        landlady
        landlord
        tenant
        lodger
        roommate
        flatmate
        colleague
        colleagues
        boss
        grandma
        grandmas
        grandpa
        grandpas
        granny
        granddad
        grandad
        grandchild
        grandchildren
        granddaughter
        granddaughters
        uncle
        uncles
        nephew
        nephews
        niece
        nieces
        cousin
        cousins
        son
        sons
        husband
        husbands
        mum
        mums
        mom
        moms
        dad
        dads
        papa
        mama
        twin
        twins
        sibling
        siblings
        godmother
        godfather
        bride
        brides
        groom
        widow
        widower
        child
        children
        kid
        kids
        boy
        boys
        girl
        girls
        teenager
        teenagers
        infant
        newborn
        lady
        ladies
        gentleman
        gentlemen
        neighbor
        neighbors
        coachman
        usher
        trucker
        truckers
        shepherdess
        farmhand
        milkmaid
        innkeeper
        bellboy
        doorman
        butler
        seamstress
        rosebush
        rosebushes
        [action_verbs]
        folds
        folded
        fold
        folding
        mends
        mended
        mend
        mending
        counts
        counted
        count
        counting
        peels
        peeled
        peel
        peeling
        sharpens
        sharpened
        sharpen
        sharpening
        winds
        wound
        wind
        winding
        darns
        darned
        darn
        polishes
        polished
        polish
        polishing
        shells
        shelled
        shell
        writes
        wrote
        write
        writing
        sketches
        sketched
        sketch
        ties
        tied
        tie
        tying
        knots
        knotted
        knot
        sews
        sewed
        sew
        sewing
        threads
        threaded
        thread
        wraps
        wrapped
        wrap
        wrapping
        unwraps
        unwrapped
        unwrap
        splits
        split
        splitting
        cracks
        cracked
        crack
        sorts
        sorted
        sort
        sorting
        untangles
        untangled
        untangle
        tunes
        tuned
        tune
        repots
        repotted
        repot
        waters
        watered
        water
        watering
        braids
        braided
        braid
        whittles
        whittled
        whittle
        fixes
        fixed
        fix
        fixing
        patches
        patched
        patch
        stirs
        stirred
        stir
        stirring
        pours
        poured
        pour
        pouring
        slices
        sliced
        slice
        kneads
        kneaded
        knead
        kneading
        irons
        ironed
        iron
        ironing
        presses
        pressed
        press
        copies
        copied
        copy
        glues
        glued
        glue
        reads
        read
        reading
        feeds
        fed
        feed
        feeding
        scrubs
        scrubbed
        scrub
        scrubbing
        wipes
        wiped
        wipe
        wiping
        cleans
        cleaned
        clean
        cleaning
        buttons
        buttoned
        button
        shuffles
        shuffled
        shuffle
        knits
        knitted
        knit
        knitting
        rolls
        rolled
        roll
        rolling
        packs
        packed
        pack
        packing
        fills
        filled
        fill
        filling
        carries
        carried
        carry
        carrying
        lifts
        lifted
        lift
        lifting
        picks
        picked
        pick
        holds
        held
        hold
        holding
        tucks
        tucked
        tuck
        measures
        measured
        measure
        cuts
        cut
        cutting
        paints
        painted
        paint
        painting
        draws
        drew
        draw
        drawing
        labels
        labelled
        label
        strings
        strung
        shakes
        shook
        shake
        shaking
        wrings
        wrung
        wring
        replaces
        replaced
        replace
        tightens
        tightened
        tighten
        bites
        bit
        bite
        breaks
        broke
        break
        breaking
        shares
        shared
        share
        sips
        sipped
        sip
        blows
        blew
        blow
        rubs
        rubbed
        rub
        warms
        warmed
        warm
        rocks
        rocked
        rock
        rocking
        strokes
        stroked
        stroke
        oils
        oiled
        oil
        stacks
        stacked
        stack
        stacking
        sweeps
        swept
        sweep
        sweeping
        scrapes
        scraped
        scrape
        hammers
        hammered
        hammer
        saws
        sawed
        planes
        digs
        dug
        dig
        digging
        plants
        planted
        plant
        planting
        rakes
        raked
        rake
        chops
        chopped
        chop
        chopping
        grates
        grated
        grate
        bakes
        baked
        bake
        baking
        brushes
        brushed
        brush
        combs
        combed
        comb
        hangs
        hung
        hang
        hanging
        pins
        pinned
        pin
        lays
        laid
        lay
        laying
        sets
        set
        drags
        dragged
        drag
        pushes
        pushed
        push
        pulls
        pulled
        pull
        pulling
        opens
        opened
        open
        shuts
        shut
        locks
        locked
        lock
        unlocks
        unlocked
        unlock
        weighs
        weighed
        weigh
        loads
        loaded
        load
        empties
        emptied
        empty
        gathers
        gathered
        gather
        gathering
        hauls
        hauled
        haul
        twists
        twisted
        twist
        tugs
        tugged
        tug
        taps
        tapped
        tap
        ladles
        ladled
        ladle
        embroiders
        embroidered
        embroider
        pits
        pitted
        deals
        dealt
        deal
        cradles
        cradled
        cradle
        swaps
        swapped
        swap
        steadies
        steadied
        steady
        smooths
        smoothed
        smooth
        sands
        sanded
        sand
        rinses
        rinsed
        rinse
        dries
        dried
        dry
        drying

        rereads
        reread
        rereading
        seals
        sealed
        seal
        butters
        buttered
        butter
        crumbles
        crumbled
        crumble
        zips
        zipped
        zip
        pockets
        pocketed
        pocket
        cups
        cupped
        weaves
        wove
        weave
        woven
        unpicks
        unpicked
        unpick
        hems
        hemmed
        hem
        practises
        practised
        practise
        practices
        practiced
        # Broadened general vocabulary.
        whistles
        whistled
        whistle
        whistling
        hums
        hummed
        hum
        humming
        sings
        sang
        sing
        singing
        jumps
        jumped
        jump
        jumping
        hops
        hopped
        hop
        hopping
        leaps
        leapt
        leaped
        leap
        leaping
        climbs
        climbed
        climb
        climbing
        crawls
        crawled
        crawl
        crawling
        runs
        ran
        run
        running
        dashes
        dashed
        strides
        strode
        stride
        striding
        strolls
        strolled
        stroll
        strolling
        wanders
        wandered
        wander
        wandering
        tiptoes
        tiptoed
        tiptoe
        tiptoeing
        trudges
        trudged
        trudge
        trudging
        stomps
        stomped
        stomp
        stomping
        splashes
        splashed
        splash
        splashing
        swims
        swam
        swim
        swimming
        dives
        dived
        dove
        dive
        diving
        paddles
        paddled
        paddle
        paddling
        rowed
        rowing
        sails
        sailed
        sail
        sailing
        pedals
        pedalled
        pedaled
        pedalling
        pedaling
        rides
        rode
        ride
        riding
        drives
        drove
        drive
        driving
        steers
        steered
        steer
        steering
        throws
        threw
        throw
        throwing
        thrown
        tosses
        tossed
        toss
        tossing
        catches
        caught
        catch
        catching
        kicks
        kicked
        kick
        kicking
        bounces
        bounced
        bounce
        bouncing
        juggles
        juggled
        juggle
        juggling
        swings
        swung
        hugs
        hugged
        hug
        hugging
        kisses
        kissed
        kiss
        kissing
        waves
        waved
        wave
        waving
        claps
        clapped
        clap
        clapping
        nods
        nodded
        nod
        nodding
        shrugs
        shrugged
        shrug
        winks
        winked
        wink
        winking
        laughs
        laughed
        laugh
        laughing
        giggles
        giggled
        giggle
        giggling
        chuckles
        chuckled
        scoops
        scooped
        scoop
        scooping
        pats
        patted
        pat
        patting
        pokes
        poked
        poke
        poking
        nudges
        nudged
        nudge
        nudging
        tickles
        tickled
        tickle
        tickling
        squeezes
        squeezed
        squeeze
        squeezing
        pinches
        pinched
        pinch
        grabs
        grabbed
        grab
        grabbing
        grips
        gripped
        grip
        gripping
        clutches
        clutched
        clutch
        clutching
        snatches
        snatched
        snatch
        drops
        dropped
        drop
        dropping
        fetches
        fetched
        fetch
        fetching
        delivers
        delivered
        deliver
        delivering
        hides
        hid
        hide
        hiding
        hidden
        chases
        chased
        chase
        chasing
        harvests
        harvested
        harvest
        harvesting
        plucks
        plucked
        pluck
        plucking
        prunes
        pruned
        prune
        pruning
        mows
        mowed
        mow
        mowing
        trims
        trimmed
        trim
        trimming
        clips
        clipped
        snips
        snipped
        snip
        drills
        drilled
        drill
        drilling
        mops
        mopped
        mop
        mopping
        vacuums
        vacuumed
        vacuum
        vacuuming
        hoovers
        hoovered
        dusts
        dusted
        dust
        dusting
        washes
        washed
        wash
        washing
        soaks
        soaked
        soak
        soaking
        scours
        scoured
        boils
        boiled
        boil
        boiling
        fries
        fried
        fry
        frying
        roasts
        roasted
        roast
        roasting
        grills
        grilled
        simmers
        simmered
        simmer
        whisks
        whisked
        mashes
        mashed
        mash
        spreads
        spread
        spreading
        sprinkles
        sprinkled
        sprinkle
        sprinkling
        licks
        licked
        lick
        licking
        chews
        chewed
        chew
        chewing
        munches
        munched
        munch
        munching
        nibbles
        nibbled
        nibble
        nibbling
        gulps
        gulped
        gulp
        swallowed
        slurps
        slurped
        slurp
        eats
        ate
        eat
        eating
        eaten
        drinks
        drank
        drink
        drinking
        cooks
        cooked
        cook
        cooking
        serves
        served
        serve
        serving
        spills
        spilled
        spilt
        spill
        builds
        built
        buries
        buried
        bury
        burying
        sows
        sowed
        sow
        sowing
        carves
        carved
        carve
        carving
        sculpts
        sculpted
        crochets
        crocheted
        scribbles
        scribbled
        scribble
        scribbling
        doodles
        doodled
        doodle
        doodling
        erases
        erased
        erase
        tore
        torn
        tearing
        rips
        ripped
        rip
        ripping
        shreds
        shredded
        crumples
        crumpled
        crumple
        crushes
        crushed
        crush
        leans
        leaned
        leant
        lean
        leaning
        sits
        sat
        sit
        sitting
        kneels
        knelt
        kneel
        kneeling
        crouches
        crouched
        crouch
        crouching
        squats
        squatted
        bends
        bent
        bend
        bending
        stretches
        stretched
        stretch
        stretching
        naps
        napped
        nap
        napping
        yawns
        yawned
        yawn
        yawning
        sneezes
        sneezed
        sneeze
        coughs
        coughed
        cough
        coughing
        blinks
        blinked
        blink
        blinking
        peeks
        peeked
        peek
        peeking
        glances
        glanced
        squints
        squinted
        squint
        stare
        knocks
        knocked
        knock
        knocking
        slams
        slammed
        slam
        bangs
        banged
        honks
        honked
        jingles
        jingled
        wobbles
        wobbled
        wobble
        wobbling
        tumbles
        tumbled
        tumble
        tumbling
        trips
        tripped
        slips
        slipped
        slip
        slipping
        slides
        slid
        slide
        sliding
        skids
        skidded
        spins
        spun
        spin
        spinning
        twirls
        twirled
        twirl
        twirling
        dances
        danced
        dance
        dancing
        sways
        swayed
        sway
        swaying
        shoves
        shoved
        shove
        tows
        towed
        hoists
        hoisted
        hoist
        heave
        lugs
        lugged
        lug
        unloads
        unloaded
        unload
        unloading
        unpacks
        unpacked
        unpack
        unpacking
        repairs
        repaired
        repair
        repairing
        assembles
        assembled
        assemble
        unties
        untied
        untie
        unzips
        unzipped
        unbuttons
        unbuttoned
        wears
        wore
        wear
        wearing
        worn
        bathes
        bathed
        bathe
        shaves
        shaved
        shave
        shaving
        dabs
        dabbed
        dab
        scratches
        scratched
        scratch
        scratching
        cuddles
        cuddled
        cuddle
        cuddling
        snuggles
        snuggled
        snuggle
        unfolds
        unfolded
        unfold
        unfolding
        scatters
        scattered
        scatter
        scattering
        flips
        flipped
        flip
        flipping
        decorates
        decorated
        decorate
        decorating
        collects
        collected
        collect
        collecting
        wades
        waded
        wade
        wading
        skates
        skated
        skate
        skating
        skis
        skied
        ski
        skiing
        surfs
        surfed
        surf
        surfing
        floats
        floated
        float
        floating
        sprints
        sprinted
        sprint
        sprinting
        jogs
        jogged
        jog
        jogging
        hikes
        hiked
        hike
        hiking
        pedal
        shovelled
        shoveled
        shovelling
        shoveling
        hammering
        sawing
        raking
        fishes
        fished
        angling
        rummages
        rummaged
        rummage
        rummaging
        tidies
        tidied
        tidy
        tidying
        fastens
        fastened
        fasten
        unlatches
        latches
        latched
        rings
        ringing
        [emotion_words]
        tenderness
        tender
        relief
        relieved
        shy
        shyness
        grateful
        gratitude
        homesick
        homesickness
        giddy
        wistful
        wistfulness
        longing
        yearning
        nostalgia
        nostalgic
        pride
        proud
        sheepish
        bashful
        embarrassed
        embarrassment
        awkward
        flustered
        nervous
        nervousness
        anxious
        uneasy
        restless
        fretful
        worried
        dread
        apprehensive
        jittery
        elated
        elation
        delighted
        delight
        glee
        gleeful
        cheerful
        content
        contentment
        serene
        serenity
        peaceful
        mellow
        soothed
        comforted
        cosy
        cozy
        snug
        hopeful
        eager
        eagerness
        curious
        curiosity
        wonder
        awe
        amazed
        astonished
        bewildered
        puzzled
        baffled
        lonely
        loneliness
        forlorn
        sorrow
        sorrowful
        grief
        grieving
        heartache
        heartsick
        melancholy
        gloomy
        weary
        wearily
        exhausted
        drained
        frustrated
        frustration
        irritated
        grumpy
        sulky
        bitter
        resentful
        jealous
        envious
        guilty
        ashamed
        remorse
        regretful
        regret
        tenderly
        fond
        fondness
        affection
        affectionate
        smitten
        adoring
        doting
        protective
        sympathy
        compassion
        empathy
        amused
        amusement
        mischievous
        playful
        silly
        bold
        brave
        daring
        defiant
        determined
        stubborn
        resolute
        calm
        composed
        patient
        patience
        impatient
        flattered
        touched
        moved
        bittersweet
        wry
        jubilant
        thrilled
        sentimental
        reluctant
        hesitant
        timid
        startled
        rattled
        overwhelmed
        humbled
        sheepishly
        quietly proud
        happy
        sad
        glad
        # Broadened general vocabulary.
        tired
        overjoyed
        ecstatic
        euphoric
        exhilarated
        exuberant
        blissful
        buoyant
        chuffed
        tickled
        pleased
        gratified
        satisfied
        smug
        triumphant
        reassured
        relaxed
        carefree
        tranquil
        placid
        drowsy
        merry
        jolly
        chipper
        bubbly
        upbeat
        enthusiastic
        excited
        excitement
        breathless
        starstruck
        spellbound
        enchanted
        charmed
        captivated
        fascinated
        intrigued
        inquisitive
        nosy
        awed
        awestruck
        dazzled
        stunned
        speechless
        dumbfounded
        flabbergasted
        surprised
        shocked
        frightened
        scared
        terrified
        petrified
        panicked
        panicky
        spooked
        skittish
        tense
        fidgety
        troubled
        distressed
        upset
        distraught
        heartbroken
        crestfallen
        dejected
        downcast
        despondent
        disheartened
        discouraged
        disappointed
        disappointment
        glum
        mopey
        sullen
        pouty
        huffy
        cranky
        crabby
        grouchy
        tetchy
        irritable
        annoyed
        annoyance
        exasperated
        exasperation
        indignant
        indignation
        offended
        insulted
        affronted
        miffed
        peeved
        angry
        furious
        livid
        irate
        fuming
        seething
        outraged
        vexed
        spiteful
        possessive
        clingy
        lonesome
        melancholic
        pensive
        brooding
        mournful
        tearful
        weepy
        teary
        sorry
        remorseful
        contrite
        apologetic
        mortified
        humiliated
        coy
        diffident
        meek
        frazzled
        nervy
        queasy
        grudging
        begrudging
        wary
        suspicious
        skeptical
        sceptical
        doubtful
        uncertain
        confused
        perplexed
        befuddled
        dazed
        bemused
        impish
        rebellious
        thankful
        appreciative
        loving
        devoted
        besotted
        lovestruck
        infatuated
        motherly
        fatherly
        maternal
        caring
        solicitous
        sympathetic
        compassionate
        concerned
        fearful
        afraid
        expectant
        optimistic
        wishful
        lovesick
        bored
        boredom
        listless
        fatigued
        groggy
        jaded
        disillusioned
        betrayed
        jubilation
        mirth
        merriment
        hilarity
        rapture
        euphoria
        bliss
        satisfaction
        gladness
        cheerfulness
        shame
        guilt
        envy
        jealousy
        anger
        rage
        fury
        irritation
        resentment
        contempt
        disgust
        disgusted
        revulsion
        horrified
        horror
        terror
        fear
        fright
        panic
        anxiety
        worry
        unease
        timidity
        amazement
        astonishment
        surprise
        bewilderment
        confusion
        fascination
        anticipation
        heartbreak
        gloom
        despair
        misery
        anguish
        adoration
        devotion
        pity
        thankfulness
        calmness
        composure
        tranquillity
        tranquility
        sadness
        giddiness
        beaming
        radiant
        grinning
        sulking
        pouting
        sobbing
        weeping
        blushing
        blushed
        trembling
        bashfully
        shyly
        proudly
        gratefully
        nervously
        anxiously
        happily
        gleefully
        wistfully
        fondly
        sadly
        angrily
        impatiently
        curiously
        cheerfully
        sheepishness
        flushed

        [theme:courage]
        courage
        courageous
        brave
        bravery
        bravely
        bold
        boldly
        fear
        fears
        afraid
        scared
        dare
        dares
        dared
        daring
        risk
        risks
        risked
        nerve
        steady
        stand up
        speaks up
        spoke up
        first step
        leap
        jump
        trembling
        shaking
        anyway
        again
        try
        tries
        tried
        face
        faces
        faced
        stranger
        unknown
        heights
        dark

        [theme:friendship]
        friend
        friends
        friendship
        mate
        mates
        neighbour
        neighbours
        together
        share
        shares
        shared
        sharing
        company
        companion
        companions
        laugh
        laughs
        laughed
        laughing
        visit
        visits
        visited
        borrow
        borrowed
        lend
        lends
        lent
        call
        calls
        called
        letter
        letters
        secret
        secrets
        promise
        promises
        reunion
        loyal
        trust
        trusts
        beside
        each other

        [theme:home]
        home
        homes
        house
        houses
        kitchen
        kitchens
        door
        doorstep
        window
        windows
        roof
        garden
        table
        hearth
        stove
        kettle
        bed
        bedroom
        porch
        hallway
        attic
        stairs
        key
        keys
        neighbour
        street
        family
        grandmother
        grandfather
        mother
        father
        return
        returns
        returned
        homecoming
        welcome
        dinner
        supper
        blanket
        lamp
        chair

        [theme:work]
        work
        works
        worked
        working
        job
        jobs
        shift
        shifts
        night shift
        office
        workshop
        factory
        tools
        tool
        hammer
        wrench
        desk
        boss
        colleague
        colleagues
        deadline
        deadlines
        overtime
        wage
        wages
        payday
        trade
        craft
        apprentice
        apprentices
        mechanic
        nurse
        baker
        carpenter
        labour
        effort
        sweat
        hands
        build
        builds
        built
        repair
        repairs
        repaired
        mends
        mended
        uniform
        clock in
        clock out

        [theme:nature]
        tree
        trees
        forest
        forests
        wood
        woods
        river
        rivers
        sea
        ocean
        wave
        waves
        hill
        hills
        mountain
        mountains
        field
        fields
        meadow
        meadows
        moss
        fern
        ferns
        leaf
        leaves
        blossom
        blossoms
        bird
        birds
        heron
        fox
        frost
        snow
        rain
        fog
        mist
        wind
        storm
        sky
        moon
        stars
        sunrise
        sunset
        dew
        soil
        mud
        seed
        seeds
        tide
        lake
        spring
        autumn
        winter
        summer

        [theme:time]
        time
        times
        clock
        clocks
        hour
        hours
        minute
        minutes
        second
        seconds
        morning
        evening
        night
        midnight
        dawn
        dusk
        yesterday
        today
        tomorrow
        year
        years
        decade
        decades
        season
        seasons
        calendar
        watch
        waiting
        waited
        wait
        late
        early
        soon
        later
        ago
        old
        older
        age
        ageing
        aging
        memory
        memories
        remember
        remembers
        remembered
        anniversary
        birthday

        [theme:kindness]
        kind
        kindness
        kindly
        gentle
        gently
        generous
        generosity
        help
        helps
        helped
        helping
        care
        cares
        cared
        caring
        gift
        gifts
        give
        gives
        gave
        offer
        offers
        offered
        share
        shares
        shared
        thank
        thanks
        thanked
        smile
        smiles
        smiled
        hug
        hugs
        hugged
        stranger
        strangers
        favour
        favours
        patience
        soup
        blanket
        holds the door
        carries
        carried
        comfort
        comforts
        comforted

        [theme:learning]
        learn
        learns
        learned
        learnt
        learning
        lesson
        lessons
        teach
        teaches
        taught
        teacher
        teachers
        student
        students
        school
        schools
        class
        classroom
        book
        books
        library
        read
        reads
        reading
        study
        studies
        studied
        practice
        practise
        practises
        practised
        mistake
        mistakes
        question
        questions
        answer
        answers
        notebook
        pencil
        homework
        exam
        exams
        word
        words
        language
        alphabet
        apprentice
        skill
        skills

        [mood:calm]
        calm
        calmly
        quiet
        quietly
        still
        stillness
        slow
        slowly
        soft
        softly
        gentle
        gently
        hush
        hushed
        peace
        peaceful
        rest
        rests
        resting
        breathe
        breathes
        breath
        unhurried
        steady
        settle
        settles
        settled
        drift
        drifts
        tea
        candle
        lamp
        warm
        dozing
        murmur
        murmurs
        serene

        [mood:hopeful]
        hope
        hopes
        hopeful
        hoping
        soon
        tomorrow
        morning
        dawn
        spring
        new
        begin
        begins
        beginning
        start
        starts
        seed
        seeds
        sprout
        sprouts
        bloom
        blooms
        blossom
        light
        brighter
        promise
        promises
        ahead
        waiting
        expect
        expects
        open
        opens
        first
        bud
        buds
        rising
        grows
        growing

        [mood:wistful]
        wistful
        remember
        remembers
        remembered
        memory
        memories
        once
        used to
        old
        older
        gone
        last
        long ago
        years ago
        faded
        fading
        photograph
        photographs
        letter
        letters
        missing
        misses
        missed
        longing
        childhood
        summer
        autumn
        dusk
        empty
        echo
        echoes
        ghost
        former
        half-remembered
        postcard
        yesterday
        distant
        far away

        [mood:playful]
        playful
        play
        plays
        playing
        game
        games
        laugh
        laughs
        laughing
        giggle
        giggles
        grin
        grins
        grinning
        joke
        jokes
        tease
        teases
        silly
        mischief
        mischievous
        prank
        dance
        dances
        dancing
        skip
        skips
        whistle
        whistles
        whistling
        balloon
        puddle
        puddles
        splash
        splashes
        tickle
        hide
        hides
        sneaks
        wink
        winks
        cartwheel

        [mood:determined]
        determined
        stubborn
        stubbornly
        again
        keeps
        keep
        refuses
        refused
        won't
        insists
        insisted
        finish
        finishes
        finished
        push
        pushes
        pushed
        climb
        climbs
        climbed
        carry
        carries
        carried
        steady
        grit
        firm
        firmly
        until
        every day
        one more
        try
        tries
        tried
        practice
        practises
        train
        trains
        lifts
        hauls
        steadfast

        [quote_style]
        “
        ”

        # Composer slots: output text, normal capitalization, no final punctuation.
        # Subjects are people only, so that every action reads sensibly with every subject.
        [composer_subject]
        the night nurse
        my grandmother
        my grandfather
        a tired mechanic
        the old baker
        the night watchman
        our new neighbour
        the school caretaker
        a retired teacher
        the bus driver
        my younger brother
        my older sister
        the woman next door
        the man downstairs
        a young father
        a first-time mother
        the village postman
        the corner shopkeeper
        the hospital porter
        a shy apprentice
        the ferry captain
        the flower seller
        an old fisherman
        the late-shift cook
        the piano tuner
        a lighthouse keeper
        the market gardener
        the train conductor
        a widowed farmer
        the new intern
        my best friend
        the quiet librarian
        a stubborn carpenter
        the street sweeper
        a nervous student
        the tailor's daughter
        the tram driver
        my oldest friend
        the hotel night clerk
        a homesick student
        the harbour master
        a retired boxer
        a patient locksmith
        the midwife
        the old cobbler
        the kind pharmacist
        the shepherd's grandson
        the beekeeper
        the bookbinder
        the supermarket cashier
        the village vet
        the chestnut seller
        my youngest aunt
        a sleepy night porter
        the gardener's wife

        [composer_action]
        folds a paper boat
        mends the torn sleeve
        counts the coins twice
        peels an orange slowly
        sharpens a pencil stub
        winds a pocket watch
        darns a woollen sock
        polishes old shoes
        shells fresh peas
        writes a postcard home
        sketches the rooftops opposite
        ties a loose shoelace
        knots a frayed string
        sews on a button
        threads a stubborn needle
        wraps a small parcel
        unwraps a bag of cherries
        splits a pomegranate open
        cracks walnuts by hand
        sorts loose buttons
        untangles a fishing line
        tunes a battered guitar
        braids frayed rope
        whittles a wooden spoon
        fixes a broken umbrella
        patches a bicycle tube
        stirs hot cocoa
        folds warm towels
        presses flowers inside a book
        copies a recipe by hand
        glues a cracked saucer
        rereads an old letter
        feeds the pigeons
        wipes fogged glasses clean
        buttons a heavy coat
        shuffles the cards
        knits a striped scarf
        rolls up the yarn
        packs tomorrow's lunch
        fills a thermos flask
        carries a sleeping toddler
        carries a crate of apples
        lifts a heavy suitcase
        picks up a fallen glove
        counts the stitches again
        measures out ribbon
        cuts out a paper star
        paints a tiny boat
        sketches a map
        labels the jam jars
        strings glass beads
        shakes out an umbrella
        wrings out a dishcloth
        mends a fishing net
        replaces a flat battery
        peels a boiled egg
        bites into a cold apple
        breaks a biscuit in two
        shares out the chocolate
        rubs cold hands together
        cups a warm mug
        rocks a crying baby
        strokes a purring cat
        oils a bicycle chain
        sharpens an old penknife
        stacks yesterday's newspapers
        paints a smooth pebble
        wraps a birthday present
        embroiders an old handkerchief
        holds a warm roll
        pockets a folded note
        weaves a thread bracelet
        tightens a wobbly screw
        seals an envelope
        crumbles stale bread
        polishes a trumpet
        sorts the post
        zips up a backpack
        unpicks a crooked seam
        hems a pair of trousers
        practises a card trick
        writes a shopping list
        fills in a crossword
        shells a handful of pistachios

        [composer_place]
        by the kitchen window
        on the last bus home
        before the bakery opens
        at the kitchen table
        on the back steps
        under the porch light
        after the night shift
        on a rainy Sunday
        in the hospital corridor
        in the waiting room
        on the night train
        beside the old radiator
        in the midnight laundrette
        on a riverside bench
        in the garden shed
        at the bus stop
        behind the shop counter
        in the empty classroom
        on the ferry deck
        at first light
        during the power cut
        just before dawn
        on the balcony
        under a striped umbrella
        at the allotment gate
        by the harbour wall
        between two shifts
        on the station platform
        in the attic
        behind the market stalls
        on the doorstep
        in the post office queue
        in the window seat
        at the old desk
        beside a sleeping dog
        under a flickering streetlight
        in the hospital canteen
        on the first warm evening
        on the roof terrace
        in the delivery van
        during the thunderstorm
        at the lighthouse window
        by the woodstove
        in the cluttered workshop
        in the afternoon lull
        on the morning ferry
        in the steamy café
        on the top stair
        in the corner booth
        near the tram depot
        before the guests arrive
        in the snowed-in cabin
        on the porch swing
        before the school bell rings
        under the apple tree
        on the sunlit floorboards
        in the stairwell
        long after midnight
        in the blue hour
        by the open fire
        in the greenhouse

        [composer_coda]
        humming without noticing
        as if the rain were listening
        quietly pleased with it
        smelling faintly of cinnamon
        while the radio murmurs
        careful not to wake anyone
        grateful for the quiet
        tongue out in concentration
        cheeks pink from the cold
        as the streetlights flicker on
        while the rain eases off
        and forgets the time
        and laughs at nothing
        homesick for the sea
        pretending not to be tired
        shy about being watched
        relieved the day is done
        pencil tucked behind one ear
        snow melting on both shoulders
        while a dog barks somewhere
        as a train whistle fades
        remembering a lakeside summer
        glad nobody is rushing
        still humming last night's song
        giddy with a day off
        stubbornly refusing any help
        whistling a childhood tune
        warmed by a second cup
        as patient as the tide
        worried about the rent
        content in the hush
        eyes bright with mischief
        listening to the gulls argue
        feeling oddly brave today
        sleeves rolled to the elbow
        breath clouding in the cold
        smiling at a half-remembered joke
        nervous and wide awake
        hungry for warm bread
        while the snow keeps falling
        the way a grandmother taught
        in no hurry at all
        although nobody is watching
        because visitors are coming tomorrow
        until both hands are warm
        counting along in whispers
        as though praying
        thinking of an old friend
        soothed by the small task
        a little sad and tender
        cold-fingered but steady
        already looking forward to Sunday
        without saying a word
        forehead creased in concentration
        singing a half-forgotten lullaby
        with a clockmaker's patience
        while the street sleeps
        heart still racing a little
        oddly moved by the quiet

        [composer_pattern]
        {subject} {action} {place}
        {subject} {action} {place}, {coda}
        {place}, {subject} {action}
        {subject} {action}, {coda}
        """#
}
