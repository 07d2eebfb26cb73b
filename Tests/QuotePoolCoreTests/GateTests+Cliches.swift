import Testing

@testable import QuotePoolCore

/// The cliché matcher on a small lexicon of its own, so the matching rules are tested apart from the data.
extension GateTests {
    static let clicheMatcher = ClicheMatcher(lexicons: [
        "en": Lexicon(
            locale: "en",
            sections: [
                "function_words": ["the", "a", "an", "is", "it", "what", "in", "of", "to", "all"],
                "cliches": [
                    "the early bird catches the worm", "it is what it is", "time heals all wounds", "never give up",
                ],
            ]),
        "ja": Lexicon(locale: "ja", sections: ["cliches": ["石の上にも三年", "継続は力なり"]]),
    ])

    @Test(arguments: [
        // Contained as written, in any case and punctuation.
        ("en", "Every morning, the Early Bird catches the worm by the bakery door.", "the early bird catches the worm"),
        ("en", "It is what it is, said nobody at the bakery.", "it is what it is"),
        ("en", "Please never give up on the old bakery.", "never give up"),
        // Lightly stretched: words inserted inside the phrase.
        ("en", "The early little bird always catches the worm by the bakery door.", "the early bird catches the worm"),
        // Lightly altered: one word changed.
        ("en", "The early bird catches a worm, my grandmother liked to say.", "the early bird catches the worm"),
        ("en", "Time heals most wounds, except the ones we keep touching.", "time heals all wounds"),
        // Regional locales use the base language's list.
        ("en-GB", "Time heals all wounds at the seaside.", "time heals all wounds"),
        // Japanese: containment, and most of the proverb's character bigrams.
        ("ja", "父は石の上にも三年と言って、自転車を直し続けた。", "石の上にも三年"),
        ("ja", "石の上にも三十年、父は自転車を直し続けた。", "石の上にも三年"),
    ])
    func matchesClichesContainedStretchedOrAltered(_ row: (LocaleCode, String, String)) {
        #expect(Self.clicheMatcher.match(row.1, locale: row.0) == row.2)
    }

    @Test(arguments: [
        // The phrase's words are there, but too far apart to be the proverb.
        ("en", "The early train catches the sleepy commuters before the worm of dawn turns."),
        // Function words alone never make a stretched match.
        ("en", "It is strange what it means to wait for bread."),
        // Short phrases only match contiguously.
        ("en", "Never, ever give up the bakery."),
        ("en", "Birds at the early market never catch a single worm."),
        ("ja", "父は石の多い坂道で三年間、自転車を直し続けた。"),
        // No lexicon, no clichés.
        ("nl", "The early bird catches the worm."),
    ])
    func passesLinesThatOnlyShareWordsWithACliche(_ row: (LocaleCode, String)) {
        #expect(Self.clicheMatcher.match(row.1, locale: row.0) == nil)
    }

    @Test func rejectsAStretchedBuiltInClicheAfterEveryOtherRule() {
        let verdict = gate.check("Every cloud in our valley had a silver lining of rain and wind.", locale: "en")
        #expect(verdict.reason == .cliche)
        #expect(verdict.detail == "contains the cliché \"every cloud has a silver lining\"")
    }
}
