import Testing

@testable import QuotePoolCore

/// The language identifier's gram counts shipped in `Resources/langid-grams.bin` are the counts of the locale files
/// as they are now, and read back exactly; a table that is not falls back to counting.
@Suite struct GramCountsTests {
    static let small: GramCounts.Training = [
        (language: "aa", tokens: ["kettle", "river", "river", "été"]), (language: "bb", tokens: ["fluss", "kessel"]),
    ]

    static func builtinTraining() -> GramCounts.Training {
        GramCounts.training(of: LanguageIdentifier.latinProfiles(Lexicon.builtin, LanguageProfile.builtin))
    }

    @Test func theShippedTableHoldsTheCountsOfTheLocaleFilesAsTheyAreNow() throws {
        let shipped = try GramCounts(encoded: PackageResources.langid_grams_bin)
        let counted = GramCounts(training: Self.builtinTraining())
        #expect(shipped.languages == counted.languages)
        #expect(
            shipped == counted,
            "Resources/langid-grams.bin is not the locale files' counts: run scripts/make-tables.sh")
        #expect(shipped.grams.count > 5_000 && shipped.counts.contains { $0 > 100 })
    }

    @Test func theBuiltinIdentifierScoresExactlyAsOneTrainedNow() throws {
        let trained = LanguageIdentifier(lexicons: Lexicon.builtin)
        for line in [
            "The kettle sings before anyone in the house is awake.", "Der Regen kennt jede Dachrinne der Stadt.",
            "La lluvia conoce cada tejado del barrio.", "Il pane di ieri fa ancora la migliore bruschetta.",
            "Le vent sèche le linge mieux que le soleil.", "O gato dorme onde o sol bate primeiro.", "qzx vvv",
        ] {
            let a = LanguageIdentifier.builtin.identify(line)
            let b = trained.identify(line)
            #expect(a == b, "\(line)")
        }
    }

    @Test func countsSurviveTheirEncodingAndEveryCutIsRefused() throws {
        let counts = GramCounts(training: Self.small)
        #expect(counts.languages == ["aa", "bb"])
        let width = counts.languages.count
        let river = CharacterNGramModel.Gram(a: 0x72, b: 0x69, c: 0x76).packed  // "riv"
        let row = try #require(counts.grams.firstIndex(of: river))
        #expect(counts.counts[row * width] == 2 && counts.counts[row * width + 1] == 0)
        let encoded = counts.encoded()
        #expect(try GramCounts(encoded: encoded) == counts)
        for cut in 0..<encoded.count {
            #expect(throws: GramCounts.DecodingError.self) { try GramCounts(encoded: Array(encoded.prefix(cut))) }
        }
        #expect(throws: GramCounts.DecodingError.self) { try GramCounts(encoded: encoded + [0]) }
    }

    /// A table of other tokens (a locale file edited since it was written) is not used: the counts are made anew.
    @Test func aTableOfOtherTokensIsCountedAgain() {
        let stale = GramCounts(training: [Self.small[0], (language: "bb", tokens: ["fluss"])]).encoded()
        #expect(GramCounts.shipped(stale, else: Self.small) == GramCounts(training: Self.small))
        let current = GramCounts(training: Self.small)
        #expect(GramCounts.shipped(current.encoded(), else: Self.small) == current)
        #expect(GramCounts.shipped(Array("placeholder".utf8), else: Self.small) == current)
    }
}
