import Testing

@testable import QuotePoolCore

@Suite struct LanguageIdentifierTests {
    let identifier = LanguageIdentifier.builtin

    @Test func trainsOnEveryLatinLexicon() {
        #expect(identifier.latinLanguages == ["ca", "de", "en", "es", "fr", "gl", "it", "nl", "pt"])
        #expect(identifier.identificationOnlyLanguages == ["ca", "gl", "nl"])
    }

    /// Dutch, Catalan and Galician are known, so their lines are not taken for German, Spanish or Portuguese,
    /// but they serve identification only: no locale matches them, not even their own.
    @Test(arguments: IdentifierLines.knownOthers.map { ($0.language, $0.neighbour) })
    func decidesKnownOthersAndRejectsThemUnderTheirNeighbour(_ pair: (String, String)) throws {
        let (language, neighbour) = pair
        let lines = try #require(IdentifierLines.knownOthers.first { $0.language == language }).lines
        for line in lines {
            let guess = identifier.identify(line)
            #expect(guess.language == language, "\(line) → \(guess.best ?? "-") \(guess.confidence)")
            #expect(!identifier.matches(line, locale: try LocaleCode(neighbour)), "\(line)")
            #expect(!identifier.matches(line, locale: try LocaleCode(language)), "\(line)")
        }
    }

    @Test func keepsKnownOthersOutOfEverythingButIdentification() throws {
        #expect(Lexicon.builtinLocales == ["en", "de", "es", "fr", "it", "pt", "ja"])
        for language in Lexicon.identificationOnlyLocales {
            let locale = try LocaleCode(language)
            let lexicon = try #require(Lexicon.of(locale))
            #expect(lexicon.isIdentificationOnly)
            #expect(Set(lexicon.sections.keys).isSubset(of: Lexicon.identificationSections))
            #expect(Set(lexicon["function_words"]).count >= 80, "\(locale)")
            #expect(lexicon["sample_text"].count >= 50, "\(locale)")
            #expect(!Lexicon.builtinLocales.contains(locale))
            // The cliché matcher and the scorers find no data for them.
            #expect(ClicheMatcher.builtin.match(lexicon["sample_text"][0], locale: locale) == nil)
            let tokens = TextNormalizer.tokens(lexicon["sample_text"][0])
            let counts = ScoringLexicon.forLocale(locale).counts(tokens: tokens)
            #expect(counts.concrete == 0 && counts.actions == 0 && counts.emotions == 0)
        }
        for locale in Lexicon.builtinLocales {
            #expect(!(try #require(Lexicon.of(locale))).isIdentificationOnly)
        }
    }

    @Test(arguments: IdentifierLines.byLanguage.keys.sorted())
    func identifiesRealisticLinesInTheirLanguage(_ language: String) throws {
        for line in IdentifierLines.byLanguage[language]! {
            let guess = identifier.identify(line)
            #expect(guess.language == language, "\(line) → \(guess.best ?? "-") \(guess.confidence)")
            #expect(guess.confidence >= identifier.tuning.minConfidence || language == "ja")
            #expect(identifier.matches(line, locale: try LocaleCode(language)))
        }
    }

    /// The es, pt, it and fr lines are translations of one another, line by line.
    @Test(arguments: [("es", "pt"), ("it", "es"), ("fr", "it"), ("pt", "it")])
    func tellsCloseNeighboursApart(_ pair: (String, String)) throws {
        let (a, b) = pair
        for (lineA, lineB) in zip(IdentifierLines.byLanguage[a]!, IdentifierLines.byLanguage[b]!) {
            let guessA = identifier.identify(lineA)
            let guessB = identifier.identify(lineB)
            #expect(try #require(guessA.scores[a]) > #require(guessA.scores[b]), "\(lineA)")
            #expect(try #require(guessB.scores[b]) > #require(guessB.scores[a]), "\(lineB)")
            #expect(!identifier.matches(lineA, locale: try LocaleCode(b)))
            #expect(!identifier.matches(lineB, locale: try LocaleCode(a)))
        }
    }

    @Test(arguments: IdentifierLines.unaccented)
    func tellsNeighboursApartWithoutMarkerLetters(_ line: (language: String, text: String)) {
        #expect(identifier.identify(line.text).language == line.language)
    }

    @Test func leavesAmbiguousOrLetterlessTextUndecided() {
        // Three words Spanish and Portuguese share.
        let ambiguous = identifier.identify("casa de campo")
        #expect(ambiguous.language == nil)
        #expect(ambiguous.confidence < identifier.tuning.minConfidence)
        #expect(ambiguous.best == "es" || ambiguous.best == "pt")
        #expect(!identifier.matches("casa de campo", locale: "es"))
        #expect(!identifier.matches("casa de campo", locale: "pt"))
        // Numbers only, punctuation only, nothing at all.
        for text in ["2024 1999 42", "… !!", ""] {
            let guess = identifier.identify(text)
            #expect(guess == LanguageGuess(language: nil, confidence: 0, scores: [:], script: nil))
            #expect(!identifier.matches(text, locale: "en"))
        }
        // Too few letters to decide even when the words are clear.
        #expect(identifier.identify("the cat").language == nil)
    }

    @Test func decidesNonLatinScriptsByScript() {
        let japanese = identifier.identify("雨の日の図書館には、紙と木の匂いが静かに満ちている。")
        #expect(japanese.language == "ja")
        #expect(japanese.scores.isEmpty)
        // Han without kana: Chinese, or kanji-only Japanese; undecided.
        let han = identifier.identify("春夏秋冬，东西南北。")
        #expect(han.language == nil)
        #expect(han.script == .han)
        #expect(identifier.identify("Мой отец чинил велосипеды в гараже.").language == "ru")
        #expect(identifier.identify("아버지는 차고에서 자전거를 고쳤다.").language == "ko")
        #expect(identifier.identify("Ο πατέρας μου επισκεύαζε ποδήλατα.").language == "el")
        #expect(identifier.identify("كان أبي يصلح الدراجات في المرآب.").language == "ar")
        // A Latin line with one Japanese word is still judged as Latin text.
        #expect(
            identifier.identify("My father fixed bicycles in the garage, he called it his 工房 forever.").language == "en"
        )
    }

    @Test func matchesOnTheLocalesBaseLanguage() {
        let portuguese = IdentifierLines.byLanguage["pt"]![0]
        #expect(identifier.matches(portuguese, locale: "pt-BR"))
        #expect(identifier.matches(portuguese, locale: "pt_PT"))
        #expect(identifier.matches(portuguese, locale: "PT"))
        #expect(!identifier.matches(portuguese, locale: "es-MX"))
    }

    @Test func acceptsLocalesWithoutALexiconOnlyWhenTheScriptAgrees() {
        #expect(identifier.matches("Мой отец чинил велосипеды в гараже.", locale: "ru"))
        #expect(identifier.matches("Мій батько лагодив велосипеди в гаражі.", locale: "uk"))
        #expect(identifier.matches("春夏秋冬，东西南北。", locale: "zh-CN"))
        #expect(!identifier.matches("雨の日の図書館には、紙と木の匂いが静かに満ちている。", locale: "zh"))
        #expect(!identifier.matches("Мой отец чинил велосипеды в гараже.", locale: "ko"))
        // Latin-script locales without a lexicon are undecidable, so nothing matches them.
        #expect(!identifier.matches("Mijn vader repareerde fietsen in de garage.", locale: "nl"))
        #expect(!identifier.matches(IdentifierLines.byLanguage["de"]![0], locale: "nl"))
    }

    @Test func learnsOnlyFromTheLexiconsItIsGiven() {
        let builtin = Lexicon.builtin
        let narrow = LanguageIdentifier(lexicons: ["en": builtin["en"]!, "de": builtin["de"]!])
        #expect(narrow.latinLanguages == ["de", "en"])
        let spanish = IdentifierLines.byLanguage["es"]![0]
        #expect(!narrow.matches(spanish, locale: "es"))
        #expect(narrow.identify(IdentifierLines.byLanguage["de"]![0]).language == "de")
        // Without any Latin lexicon, Latin text stays undecided.
        let none = LanguageIdentifier(lexicons: [:])
        #expect(none.identify(IdentifierLines.byLanguage["en"]![0]).language == nil)
        #expect(none.identify("雨の日の図書館には、紙と木の匂いが静かに満ちている。").language == "ja")
    }

    @Test func weighsMarkerLettersOnlyUpToAFewOccurrences() {
        let markers = MarkerLetters(lexicons: Lexicon.builtin)
        let once = markers.scores("ñ")
        let many = markers.scores(String(repeating: "ñ", count: 20))
        #expect(once["es"] == 3)
        #expect(many["es"] == 3 * Double(MarkerLetters.maxOccurrences))
        #expect(markers.scores("ç")["pt"] == markers.scores("ç")["fr"])
    }

    /// The n-gram model's gram table gives every gram the row a dictionary would, through its growth, and finds
    /// no row for a gram it never saw.
    @Test func gramRowsKeepsTheRowsADictionaryWould() {
        var rows = GramRows()
        var expected: [UInt64: Int] = [:]
        var rng = SplitMix64(seed: 7)
        for _ in 0..<60_000 {
            // Few distinct scalars, so grams repeat, as in text.
            let packed = 1 + rng.next() % 40_000
            let (row, isNew) = rows.insert(CharacterNGramModel.Gram(packed: packed))
            if let known = expected[packed] {
                #expect(!isNew && row == known)
            } else {
                #expect(isNew && row == expected.count)
                expected[packed] = row
            }
        }
        #expect(rows.count == expected.count)
        var seen: [UInt64: Int] = [:]
        rows.forEach { gram, row in seen[gram.packed] = row }
        #expect(seen == expected)
        for packed in expected.keys.prefix(1000) {
            #expect(rows.row(of: CharacterNGramModel.Gram(packed: packed)) == expected[packed])
        }
        #expect(rows.row(of: CharacterNGramModel.Gram(packed: 50_000)) == nil)
    }
}
