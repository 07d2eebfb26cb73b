import Foundation
import Testing

@testable import QuotePoolCore

@Suite struct ScorerTests {
    let judge = FallbackJudge()
    let distinct = Distinctiveness(minimum: 5)

    @Test func theFallbackJudgeNeverAwardsMoreThanSeven() {
        let lines = [
            "The night nurse folds a paper boat by the kitchen window, proud of the crooked seams.",
            "A shy apprentice weaves a thread bracelet in the greenhouse, giddy with relief.",
            "Life is a journey.",
            "",
        ]
        for line in lines {
            let s = judge.score(line, locale: "en")
            #expect(s.kind == .fallback)
            for v in [s.quality, s.originality, s.warmth, s.overall] { #expect((0...7).contains(v)) }
        }
    }

    @Test func theFallbackJudgePassesConcreteLinesAndFailsFormulas() {
        let good = judge.score(
            "The night nurse folds a paper boat by the kitchen window, proud of the crooked seams.", locale: "en")
        #expect(good.overall >= 6)
        let flat = judge.score("Life is a journey of hope and dreams that never really ends.", locale: "en")
        #expect(flat.overall < 6)
    }

    @Test func aSeventeenWordLineEarnsTheLengthPointWhereTheLocalesGoodLinesRunThatLong() {
        let spanish = "Mi abuela guarda en un cajón las llaves de una casa que ya no existe en Soria."
        let english = "My grandmother still keeps the keys to a house that no longer stands in her kitchen drawer."
        #expect(TextLength(spanish).count == 17 && TextLength(english).count == 17)
        #expect(FallbackJudge.sweetSpot(.words, locale: "es").contains(17))
        #expect(!FallbackJudge.sweetSpot(.words, locale: "en").contains(17))
        #expect(!FallbackJudge.sweetSpot(.words, locale: "es").contains(18))
        #expect(FallbackJudge.sweetSpot(.characters, locale: "ja") == 20...40)
        // Both end on a terminator and echo nothing: only the length point tells their quality apart.
        #expect(judge.score(spanish, locale: "es").quality == 7)
        #expect(judge.score(english, locale: "en").quality == 6)
    }

    /// ``FallbackJudge/longestSweetWords`` is where each locale's good lines of the style-labeled set end: the 90th
    /// percentile (nearest rank) of their word counts, or 16 where that is less.
    @Test func theLongestSweetLengthIsWhereTheLocalesGoodLinesEnd() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/quality")
        for locale in Lexicon.builtinLocales where locale.language != "ja" {
            let data = try String(
                contentsOf: fixtures.appendingPathComponent("\(locale.language).jsonl"), encoding: .utf8)
            var counts: [Int] = []
            for line in data.split(separator: "\n") {
                let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                if row["label"] as? String == "good", let text = row["text"] as? String {
                    counts.append(TextLength(text).count)
                }
            }
            counts.sort()
            try #require(counts.count >= 100, "\(locale)")
            let p90 = counts[Int((0.9 * Double(counts.count)).rounded(.up)) - 1]
            let spot = FallbackJudge.sweetSpot(.words, locale: locale)
            #expect(spot == 10...max(16, p90), "\(locale): good lines end at \(p90) words")
        }
    }

    @Test func distinctivenessRewardsImageryActionAndEmotion() {
        let concrete = distinct.score(
            "The night nurse folds a paper boat by the kitchen window, proud of the crooked seams.", locale: "en",
            anchors: nil)
        #expect(concrete.concrete >= 2 && concrete.actions >= 1)
        #expect(distinct.accepts(concrete))
        let abstract = distinct.score(
            "Everything we hope for becomes possible when we believe in ourselves.", locale: "en", anchors: nil)
        #expect(abstract.value < concrete.value)
        #expect(!distinct.accepts(abstract))
    }

    @Test func formulasArePenalized() {
        let s = distinct.score(
            "Life is a kettle singing on the stove while the window fogs.", locale: "en", anchors: nil)
        #expect(s.formula != nil)
        let plain = distinct.score(
            "A kettle sings on the stove while the kitchen window fogs.", locale: "en", anchors: nil)
        #expect(plain.formula == nil)
        #expect(s.value < plain.value)
    }

    @Test func anImperativeOrAnAphorismCanBeDistinctiveAndAFancyFormulaCannot() {
        for line in [
            "Return borrowed books with a bus ticket marking the page you loved most.",
            "A kettle left to boil alone still sings for no one.",
            "Leave the porch light on for the neighbour who works the night shift.",
        ] {
            #expect(distinct.accepts(distinct.score(line, locale: "en", anchors: nil)), "\(line)")
            #expect(judge.score(line, locale: "en").overall >= 6, "\(line)")
        }
        for line in [
            "Embrace the infinite tapestry of your dreams and unlock your boundless potential.",
            "Gratitude is the key to unlocking the radiant treasure of a meaningful life.",
        ] {
            #expect(!distinct.accepts(distinct.score(line, locale: "en", anchors: nil)), "\(line)")
            #expect(judge.score(line, locale: "en").overall < 6, "\(line)")
        }
    }

    @Test func aDanglingEndingIsFlat() {
        let cases: [(LocaleCode, String)] = [
            ("en", "The kettle on the stove by the kitchen window is about to be a."),
            ("de", "Die Oma stellt den Kuchen auf den Tisch am Fenster und die."),
            ("es", "La abuela deja el pan caliente sobre la mesa de la."),
            ("fr", "La boulangère pose la baguette chaude sur le comptoir de la."),
            ("it", "La nonna mette il pane caldo sul tavolo della cucina e."),
            ("pt", "A avó deixa o pão quente em cima da mesa da cozinha e."),
        ]
        for (locale, line) in cases {
            let s = distinct.score(line, locale: locale, anchors: nil)
            #expect(s.dangling, "\(locale): \(line)")
            #expect(!distinct.accepts(s), "\(locale): \(line)")
            #expect(judge.score(line, locale: locale).overall < 6, "\(locale): \(line)")
        }
        #expect(!distinct.score("The kettle sings on the stove by the window.", locale: "en", anchors: nil).dangling)
        #expect(distinct.score("台所の窓のそばでやかんがゆっくりとお湯を.", locale: "ja", anchors: nil).dangling)
    }

    /// A model cut off at the word cap stops on a preposition ("…a well-crafted mug of."); a preposition a
    /// sentence can end on after its verb ("…made of.") is not cut off.
    @Test func aLineCutOffAfterAPrepositionIsDanglingUnlessTheEndingIsStranded() {
        for (locale, line): (LocaleCode, String) in [
            ("en", "The morning rush is over, and I am back to enjoying a well-crafted mug of."),
            ("en", "The old bus turns slowly from the market street into."),
            ("de", "Am Sonntag bringt die Nachbarin frischen Kuchen und Kaffee zum."),
            ("de", "Der alte Gärtner erzählt den Kindern jeden Abend Geschichten von."),
            // No English sentence ends on a contracted "be".
            ("en", "Awesome, no worries about the cake, I'm not here to tell you what to eat but what you're."),
        ] {
            let s = distinct.score(line, locale: locale, anchors: nil)
            #expect(s.dangling, "\(locale): \(line)")
            #expect(!distinct.accepts(s), "\(locale): \(line)")
        }
        for line in [
            "A quiet kitchen at dawn is the place my best days are made of.",
            "Every small town has one bakery that the whole street is proud of.",
            "She kept the letters, because they were the only thing she could hold onto.",
        ] {
            #expect(!distinct.score(line, locale: "en", anchors: nil).dangling, "\(line)")
        }
    }

    /// A line the grammar stopped at the word cap that ends on a preposition or particle was cut mid-phrase; the
    /// same line shorter than the cap, or one at the cap that ends on a noun, is judged as written.
    @Test func aLineStoppedAtTheCapOnAParticleIsDangling() {
        let cut =
            "I'm excited to share that I'm about to create a friendship, one that's been growing and evolving over."
        let atCap = distinct.score(cut, locale: "en", anchors: nil, stoppedAtCap: true)
        #expect(atCap.dangling)
        #expect(!distinct.accepts(atCap))
        #expect(!distinct.score(cut, locale: "en", anchors: nil).dangling)
        let german = "Der alte Nachbar trägt jeden Morgen die schweren Kisten mit Äpfeln zum Markt ohne."
        #expect(distinct.score(german, locale: "de", anchors: nil, stoppedAtCap: true).dangling)
        // German ends sentences on separable particles: "an" is not cut off, at the cap or not.
        let particle = "Der alte Nachbar ruft jeden Sonntag seine Tochter in der fernen Stadt an."
        #expect(!distinct.score(particle, locale: "de", anchors: nil, stoppedAtCap: true).dangling)
        let finished = "The old baker counts the loaves twice before he opens the shop each morning."
        #expect(!distinct.score(finished, locale: "en", anchors: nil, stoppedAtCap: true).dangling)
    }

    /// A line ending where the drafting model wanted to go on is cut mid-thought, whatever its last word; the same
    /// line is judged as written when the model found its ending likely, or when no probability is known.
    @Test func anEndingTheModelFoundUnlikelyIsDangling() {
        let line = "As I walk down the street, I see the twinkling lights of the houses, and I'm reminded."
        let cut = distinct.score(
            line, locale: "en", anchors: nil, probabilities: DraftProbabilities(ending: 0.0004))
        #expect(cut.dangling && cut.unlikelyEnding == 0.0004 && !distinct.accepts(cut))
        #expect(Distinctiveness.explain(cut).contains("ends mid-thought"))
        for p in [Distinctiveness.endingFloor, 0.4, nil] {
            let s = distinct.score(line, locale: "en", anchors: nil, probabilities: DraftProbabilities(ending: p))
            #expect(!s.dangling && s.unlikelyEnding == nil, "\(String(describing: p))")
            #expect(s.value == distinct.score(line, locale: "en", anchors: nil).value)
        }
    }

    /// A token the model all but ruled out was forced by the grammar (a merged or invented word): the line is flat
    /// whatever it shows, and the log names the token.
    @Test func aTokenTheModelDidNotChooseMakesTheLineFlat() {
        let line = "The old baker counts the loaves twice before he opens the shop each morning."
        let whole = distinct.score(line, locale: "en", anchors: nil)
        #expect(distinct.accepts(whole))
        let forced = distinct.score(
            line, locale: "en", anchors: nil,
            probabilities: DraftProbabilities(ending: 0.4, weakestToken: "map", weakest: 0.00002))
        #expect(!distinct.accepts(forced) && forced.forcedToken == "map")
        #expect(Distinctiveness.explain(forced).contains("a token the model did not choose: \"map\" (below 0.0001)"))
        let chosen = distinct.score(
            line, locale: "en", anchors: nil,
            probabilities: DraftProbabilities(
                ending: 0.4, weakestToken: " loaves", weakest: Distinctiveness.forcedFloor))
        #expect(chosen.value == whole.value && chosen.forcedToken == nil)
    }

    @Test func overusedOpenersInTheRecentPoolCostPoints() {
        let pool = (0..<20).map { "The baker carries a basket of \($0) loaves to the market square." }
        let anchors = NegativeAnchors(pool: pool, rejected: [], stopwords: ScoringLexicon.forLocale("en").stopwords)
        let line = "The baker mends the torn sleeve by the kitchen window, humming softly."
        let with = distinct.score(line, locale: "en", anchors: anchors)
        let without = distinct.score(line, locale: "en", anchors: nil)
        #expect(with.value < without.value)
        #expect(with.anchorHits.contains { $0.contains("opener") })
    }

    @Test func linesAcceptedDuringARunBecomeAnchors() {
        var anchors = NegativeAnchors(pool: [], rejected: [], stopwords: [])
        let tokens = TextNormalizer.tokens("My grandmother folds the laundry by the window.")
        #expect(anchors.penalty(for: tokens).value == 0)
        for i in 0..<10 { anchors.add("My grandmother sweeps step number \(i) of the stairs.") }
        #expect(anchors.penalty(for: tokens).value > 0)
    }

    @Test func formulaPatternsMatchWildcardsOverWholeLines() {
        #expect(
            ScoringLexicon.match(
                ["*", "is", "the", "key", "to", "*"][...], ["patience", "is", "the", "key", "to", "joy"][...]))
        #expect(
            !ScoringLexicon.match(["*", "is", "the", "key", "to", "*"][...], ["is", "the", "key", "to", "joy"][...]))
        #expect(ScoringLexicon.match(["remember", "that", "*"][...], ["remember", "that", "tea", "cools"][...]))
        #expect(!ScoringLexicon.match(["remember", "that", "*"][...], ["remember", "that"][...]))
    }

    @Test func tasteIsSkippedOutsideItsCalibratedLocalesAndWithoutAModel() {
        let withModel = Taste(enabled: true, minimum: 0.5, model: { _, _, _ in 0.9 })
        #expect(withModel.check("一行", locale: "ja") == .pass(.skipped("not calibrated for ja")))
        #expect(withModel.check("A line.", locale: "en") == .pass(.scored(0.9)))
        let low = Taste(enabled: true, minimum: 0.5, model: { _, _, _ in 0.2 })
        if case .reject(.scored(let p), _) = low.check("A line.", locale: "de") {
            #expect(p == 0.2)
        } else {
            Issue.record("expected a rejection")
        }
        #expect(
            Taste(enabled: true, minimum: 0.5, model: nil).check("A line.", locale: "en")
                == .pass(.skipped("no taste model loaded")))
        #expect(
            Taste(enabled: false, minimum: 0.5, model: nil).check("A line.", locale: "en")
                == .pass(.skipped("taste filter disabled in config")))
    }

    @Test func aCandidateCountsItsFeaturesOnceAndAgainWhenItsTextOrLocaleChanges() {
        var c = Candidate(
            text: "The night nurse folds a paper boat by the kitchen window.", locale: "en", model: "m", backend: "b",
            promptVersion: "p")
        #expect(c.features() == TasteFeatures(c.text, locale: "en"))
        #expect(c.features().concrete > 0)
        c.text = "Remember that hope is the key to every dream."
        #expect(c.features() == TasteFeatures(c.text, locale: "en"))
        #expect(c.features().formula != nil)
        c.locale = "de"
        #expect(TasteFeatures(c.text, locale: "de") != TasteFeatures(c.text, locale: "en"))
        #expect(c.features() == TasteFeatures(c.text, locale: "de"))
        c.locale = "en"
        // The taste stage hands the model the candidate's features, and asks for them only when a model scores.
        let echo = Taste(enabled: true, minimum: 0.5, model: { _, _, f in f.formula == nil ? 0.9 : 0.1 })
        var asked = 0
        let skipped = echo.check(c.text, locale: "ja") {
            asked += 1
            return c.features()
        }
        #expect(skipped == .pass(.skipped("not calibrated for ja")))
        #expect(asked == 0)
        let scored = echo.check(c.text, locale: "en") {
            asked += 1
            return c.features()
        }
        if case .reject = scored {
            #expect(asked == 1)
        } else {
            Issue.record("expected the formula line to be rejected by a model that reads the features")
        }
    }

    @Test func metadataComesFromTheTextOrTheRequest() {
        let tagger = MetadataTagger.builtin
        let m = tagger.tag(
            "A gardener waters the seedlings in the greenhouse at dawn.", locale: "en", requestedTheme: "work",
            requestedMood: "calm")
        #expect(m.wordCount == 10)
        #expect(m.theme != nil && m.mood != nil)
        let none = tagger.tag("Xyzzy plugh.", locale: "en", requestedTheme: "time", requestedMood: "hopeful")
        #expect(none.theme == "time" && none.mood == "hopeful")
    }
}

@Suite struct ElisionTests {
    @Test func nounsAfterAnElidedArticleCount() {
        let lexicon = ScoringLexicon.forLocale("fr")
        #expect(lexicon.counts(tokens: TextNormalizer.tokens("la fenêtre")).concrete == 1)
        #expect(lexicon.counts(tokens: TextNormalizer.tokens("sous l’orage")).concrete == 1)
        #expect(lexicon.counts(tokens: TextNormalizer.tokens("sous l'orage")).concrete == 1)
    }
}
