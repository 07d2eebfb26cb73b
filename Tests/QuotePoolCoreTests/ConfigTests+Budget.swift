import Testing

@testable import QuotePoolCore

extension ConfigTests {
    static let validBudgets: [(text: String, seconds: Double)] = [
        ("90", 90), ("90s", 90), ("2m", 120), ("1m30s", 90), ("1h", 3600), ("1h2m3s", 3723), ("1h5s", 3605),
        ("1.5", 1.5), (" 45s ", 45), ("24h", 86_400), ("1", 1), ("background", 120), ("foreground", 45),
        ("brief", 20), ("Brief", 20), ("2M", 120), ("1d", 86_400),
    ]

    static let invalidBudgets = [
        "", "soon", "0", "0s", "-5", "-5s", "2d", "1w", "1d1s", "1s1d", "25h", "86401", "0.5", "500ms", "1m1h", "1h1h",
        "s", "1e3",
        "1 m", "90 seconds", "1,5", "12:00",
    ]

    @Test(arguments: validBudgets)
    func budgetParsesSecondsDurationsAndProfiles(text: String, seconds: Double) throws {
        #expect(Budget.parse(text) == seconds)
        #expect(try Budget.seconds(from: text) == seconds)
    }

    @Test(arguments: invalidBudgets)
    func budgetRefusesGarbageZeroNegativesAndOutOfRange(text: String) {
        #expect(Budget.parse(text) == nil)
        #expect(throws: Budget.ParseError.self) { try Budget.seconds(from: text) }
    }

    @Test func budgetErrorNamesWhatIsAllowed() {
        #expect(
            Budget.ParseError(input: "25h", outOfRange: true).description
                == "\"25h\" is outside the allowed range; expected a budget from 1s to 24h: seconds (90), "
                + "a duration (90s, 2m, 1m30s, 1h2m3s) or a profile (background = 120s, foreground = 45s, brief = 20s)")
        #expect(throws: Budget.ParseError(input: "soon", outOfRange: false)) { try Budget.seconds(from: "soon") }
        #expect(throws: Budget.ParseError(input: "0", outOfRange: true)) { try Budget.seconds(from: "0") }
    }

    @Test func budgetFormatsSecondsAsADurationThatParsesBack() {
        let table: [(Double, String)] = [
            (120, "2m"), (90, "1m30s"), (45, "45s"), (3600, "1h"), (3723, "1h2m3s"), (3605, "1h5s"), (1.5, "1.5s"),
            (86_400, "24h"),
        ]
        for (seconds, text) in table {
            #expect(Budget.format(seconds) == text)
            #expect(Budget.parse(text) == seconds)
        }
    }
}
