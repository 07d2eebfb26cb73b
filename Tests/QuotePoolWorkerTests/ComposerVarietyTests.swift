import Foundation
import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

/// The builtin composer's lines as a real fill accepts them: 200 lines per locale through the whole stage chain,
/// all seven locales in one run as a fill of several locales runs, then measured for variety and reflection. `scripts/composer-study.sh` prints the figures and sample lines (`docs/quality.md`).
@Suite(.serialized) struct ComposerVarietyTests {
    static let locales: [LocaleCode] = ["en", "de", "es", "fr", "it", "pt", "ja"]
    static let target = 200
    static let seed: UInt64 = 42

    /// What one locale's accepted lines are made of.
    struct Figures {
        var locale: LocaleCode
        var lines: [String]
        var shapes: [String: Int]
        var shapeCount: Int
        /// The most uses of one part, over all slots, and of one closing part (the last slot of a shape).
        var maxPartRepeat: (part: String, count: Int)
        var maxClosingRepeat: (part: String, count: Int)
        var reflective: Int
        var unexplained: [String]

        var maxShapeShare: Double { Double(shapes.values.max() ?? 0) / Double(max(1, lines.count)) }
        var reflectiveShare: Double { Double(reflective) / Double(max(1, lines.count)) }
    }

    /// One fill of every locale to the target, measured; shared by the tests of this suite.
    static let study = Task { try await measure() }

    static func measure() async throws -> [LocaleCode: Figures] {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let composer = BuiltinComposer()
        let summary = try await fill(
            config(target: target, locales: locales), db: db, budget: 600, seed: seed,
            backend: BuiltinBackend())
        let store = try PoolStore(path: db)
        let markers = ReflectionMarkers.load()
        var out: [LocaleCode: Figures] = [:]
        for locale in locales {
            // Every accepted line is a sentence the composer wrote at one of the locale's draft numbers.
            var made: [String: BuiltinComposer.Composition] = [:]
            for index in 0..<summary.drafted {
                let request = DraftRequest(locale: locale, topic: "", mood: "", index: index, seed: seed)
                if let c = composer.composition(request) { made[c.sentence] = c }
            }
            let rows = try store.db.query("SELECT text FROM lines WHERE locale = ? ORDER BY id", [.text(locale.pool)])
            let lines = rows.compactMap { $0.string("text") }
            var shapes: [String: Int] = [:]
            var parts: [String: Int] = [:]
            var closing: [String: Int] = [:]
            var unexplained: [String] = []
            for line in lines {
                guard let c = made[line] else {
                    unexplained.append(line)
                    continue
                }
                shapes[c.shape, default: 0] += 1
                for part in c.parts { parts[part, default: 0] += 1 }
                closing[c.parts.last!, default: 0] += 1
            }
            func top(_ counts: [String: Int]) -> (String, Int) {
                counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }.map {
                    ($0.key, $0.value)
                } ?? ("", 0)
            }
            out[locale] = Figures(
                locale: locale, lines: lines, shapes: shapes, shapeCount: composer.shapes(locale).count,
                maxPartRepeat: top(parts), maxClosingRepeat: top(closing),
                reflective: lines.filter { markers.isReflective($0, locale: locale) }.count,
                unexplained: unexplained)
        }
        report(out, summary: summary)
        return out
    }

    static func report(_ figures: [LocaleCode: Figures], summary: FillSummary) {
        print("composer-study drafted=\(summary.drafted) rejected=\(summary.rejected.sorted { $0.key < $1.key })")
        for locale in locales {
            guard let f = figures[locale] else { continue }
            print(
                "composer-study \(locale) lines=\(f.lines.count) shapes=\(f.shapeCount) used=\(f.shapes.count)"
                    + " max_shape_share=\(String(format: "%.3f", f.maxShapeShare))"
                    + " max_closing_repeat=\(f.maxClosingRepeat.count) max_part_repeat=\(f.maxPartRepeat.count) (\(f.maxPartRepeat.part))"
                    + " reflective=\(String(format: "%.3f", f.reflectiveShare))")
            print("composer-study \(locale) shapes \(f.shapes.sorted { $0.key < $1.key })")
            for line in f.lines.prefix(10) { print("composer-sample \(locale) \(line)") }
        }
    }

    @Test func everyLocaleReachesTheTargetWithLinesTheComposerWrote() async throws {
        let figures = try await Self.study.value
        for locale in Self.locales {
            let f = try #require(figures[locale])
            #expect(f.lines.count == Self.target, "\(locale)")
            #expect(f.unexplained.isEmpty, "\(locale): \(f.unexplained.prefix(3))")
            #expect(f.shapeCount >= 12, "\(locale) has \(f.shapeCount) shapes")
        }
    }

    @Test func noShapeTakesMoreThanFifteenPercentOfTheLines() async throws {
        let figures = try await Self.study.value
        for locale in Self.locales {
            let f = try #require(figures[locale])
            #expect(f.maxShapeShare <= 0.15, "\(locale): \(f.shapes)")
        }
    }

    @Test func noPartOfALineComesBackMoreThanTwice() async throws {
        let figures = try await Self.study.value
        for locale in Self.locales {
            let f = try #require(figures[locale])
            #expect(f.maxPartRepeat.count <= 2, "\(locale): \"\(f.maxPartRepeat.part)\" ×\(f.maxPartRepeat.count)")
            #expect(f.maxClosingRepeat.count <= 2, "\(locale): \"\(f.maxClosingRepeat.part)\"")
        }
    }

    @Test func atLeastHalfTheLinesCarryAReflection() async throws {
        let figures = try await Self.study.value
        for locale in Self.locales {
            let f = try #require(figures[locale])
            #expect(f.reflectiveShare >= 0.5, "\(locale): \(f.reflective) of \(f.lines.count)")
        }
    }

    @Test func draftsDependOnlyOnSeedLocaleAndIndex() {
        let a = BuiltinComposer()
        let b = BuiltinComposer()
        for locale in Self.locales {
            let first = (0..<300).map {
                a.compose(DraftRequest(locale: locale, topic: "x", mood: "y", index: $0, seed: 7))
            }
            let again = (0..<300).map {
                b.compose(DraftRequest(locale: locale, topic: "", mood: "", index: $0, seed: 7))
            }
            let other = (0..<300).map {
                a.compose(DraftRequest(locale: locale, topic: "", mood: "", index: $0, seed: 8))
            }
            #expect(first == again, "\(locale)")
            #expect(first != other, "\(locale)")
            #expect(Set(first.compactMap { $0 }).count > 250, "\(locale) repeats itself within 300 drafts")
        }
    }
}

/// An independent reading of "reflective": a line carries a reflection when it holds one of its locale's markers
/// (`Tests/Fixtures/composer/reflection-markers.txt`): generalizing words (always, never, most, every, nobody),
/// second person and wishes (you, your, may), and thought words (think, learn, knew, remember, worth). Words
/// match whole normalized words in order; Japanese markers match as substrings.
struct ReflectionMarkers {
    let markers: Lexicon

    static func load() -> ReflectionMarkers {
        let path = testsDirectory + "/Fixtures/composer/reflection-markers.txt"
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return ReflectionMarkers(markers: Lexicon(locale: "markers", source: source))
    }

    func isReflective(_ line: String, locale: LocaleCode) -> Bool {
        let list = markers[locale.language]
        if Lexicon.wordUnit(of: locale) == .characters {
            return list.contains { line.contains($0) }
        }
        let words = TextNormalizer.tokens(line)
        return list.contains { marker in
            let m = TextNormalizer.tokens(marker)
            guard !m.isEmpty, m.count <= words.count else { return false }
            return (0...(words.count - m.count)).contains { Array(words[$0..<($0 + m.count)]) == m }
        }
    }
}
