import Foundation
import Testing

@testable import QuotePoolCore

/// Accuracy of the built-in language identifier on `Tests/Fixtures/langid/langid.jsonl`, a hand-written
/// set heavy in close neighbours (es/pt/it/fr, en/de). `docs/quality.md` quotes the table this prints:
/// `swift test --filter LanguageIdentificationAccuracyTests`.
@Suite struct LanguageIdentificationAccuracyTests {
    struct Row: Decodable {
        var text: String
        var language: String
    }

    static let languages = ["en", "de", "es", "fr", "it", "pt", "ja"]

    static func rows() throws -> [Row] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/langid/langid.jsonl").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Row.self, from: Data($0.utf8)) }
    }

    @Test func identifiesEachLanguageWithAtLeast97PercentAccuracy() throws {
        let rows = try Self.rows()
        let identifier = LanguageIdentifier.builtin
        var total: [String: Int] = [:]
        var correct: [String: Int] = [:]
        var confusion: [String: [String: Int]] = [:]
        for row in rows {
            let guess = identifier.identify(row.text).language ?? "undecided"
            total[row.language, default: 0] += 1
            if guess == row.language {
                correct[row.language, default: 0] += 1
            } else {
                confusion[row.language, default: [:]][guess, default: 0] += 1
            }
        }
        var table = "language identification on \(rows.count) lines:\n"
        for language in Self.languages {
            let n = total[language] ?? 0
            let accuracy = n == 0 ? 0 : Double(correct[language] ?? 0) / Double(n)
            let misses = (confusion[language] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            table += "  \(language): \(n) lines, accuracy \(String(format: "%.3f", accuracy))"
            table += misses.isEmpty ? "\n" : " (misread as: \(misses.joined(separator: ", ")))\n"
            #expect(n >= 50, "\(language) needs at least 50 lines, has \(n)")
            #expect(accuracy >= 0.97, "\(language): accuracy \(accuracy)")
        }
        print(table)
    }

    /// Every pair of close neighbours, in both directions: a line of one is never taken for the other
    /// more than 3 % of the time.
    @Test func closeNeighboursAreToldApart() throws {
        let rows = try Self.rows()
        let identifier = LanguageIdentifier.builtin
        let pairs = [("es", "pt"), ("es", "it"), ("fr", "it"), ("pt", "it"), ("es", "fr"), ("en", "de")]
        var report = "close-neighbour confusion:\n"
        for (a, b) in pairs {
            for (from, to) in [(a, b), (b, a)] {
                let lines = rows.filter { $0.language == from }
                let wrong = lines.filter { identifier.identify($0.text).language == to }.count
                let rate = lines.isEmpty ? 1 : Double(wrong) / Double(lines.count)
                report += "  \(from) → \(to): \(wrong) of \(lines.count)\n"
                #expect(rate <= 0.03, "\(from) read as \(to) in \(wrong) of \(lines.count) lines")
            }
        }
        print(report)
    }
}
