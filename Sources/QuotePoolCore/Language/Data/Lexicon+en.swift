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
