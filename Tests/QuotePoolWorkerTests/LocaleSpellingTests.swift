import Foundation
import QuotePoolCLI
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// A locale is parsed once where it enters; whatever its case or separator, every command gives the same result as
/// with the plain code (`EN`, `En-gb`, `en_US` are `en`'s pool).
@Suite struct LocaleSpellingTests {
    func run(_ args: [String]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The English lines of the gate's data set, with their locale written as `spelling`.
    func englishGateLines(as spelling: String) throws -> [String] {
        let file = testsDirectory + "/Fixtures/eval/gate.jsonl"
        return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard var row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                row["locale"] as? String == "en"
            else { return nil }
            row["locale"] = spelling
            return String(
                decoding: try JSONSerialization.data(withJSONObject: row, options: .sortedKeys), as: UTF8.self)
        }
    }

    @Test(arguments: ["EN", "En-gb", "en_US"])
    func evalScoresTheSameWhateverTheLocalesSpelling(_ spelling: String) async throws {
        let dir = TempDir()
        // Compared with the same code written plainly: a region is not only a spelling of the code, since it picks
        // the region's own dictionary when there is one (en-GB is checked with en_GB).
        let normalized = try LocaleCode(spelling).code
        var figures: [String: (accuracy: Double, byLocale: [String])] = [:]
        for written in [normalized, spelling] {
            let data = dir.file("\(written).jsonl")
            let lines = try englishGateLines(as: written)
            #expect(lines.count >= 20)
            _ = FileManager.default.createFile(atPath: data, contents: Data(lines.joined(separator: "\n").utf8))
            let r = await run(["eval", "--dataset", data, "--through", "all", "--json"])
            #expect(r.code == 0, "\(r.err)")
            let object = try json(r.out)
            let byLocale = try #require(object["by_locale"] as? [String: Any])
            figures[written] = (try #require(object["accuracy"] as? Double), byLocale.keys.sorted())
        }
        let plain = try #require(figures[normalized])
        let other = try #require(figures[spelling])
        #expect(plain.accuracy == other.accuracy, "\(normalized) \(plain.accuracy), \(spelling) \(other.accuracy)")
        #expect(plain.accuracy > 0.9)
        // Reported under the normalized code, never the raw spelling.
        #expect(other.byLocale == [try LocaleCode(spelling).code])
    }

    @Test(arguments: ["EN", "en-US", "En_gb"])
    func aCatalogRowOfAnySpellingOfTheLocaleCatchesItsCopy(_ spelling: String) async throws {
        let dir = TempDir()
        let line = "The night nurse folds a paper boat by the kitchen window."
        let catalog = dir.file("catalog.jsonl")
        let row = #"{"text": "\#(line)", "locale": "\#(spelling)"}"#
        _ = FileManager.default.createFile(atPath: catalog, contents: Data((row + "\n").utf8))
        let data = dir.file("d.jsonl")
        let item = #"{"text": "\#(line)", "locale": "en", "expect": "reject", "reason": "duplicate"}"#
        _ = FileManager.default.createFile(atPath: data, contents: Data(item.utf8))
        let r = await run(["eval", "--dataset", data, "--through", "all", "--catalog", catalog, "--json"])
        #expect(r.code == 0, "\(r.err)")
        #expect(try json(r.out)["accuracy"] as? Double == 1)
    }

    @Test func aCatalogRowWhoseLocaleIsNotACodeIsMalformedNotEveryLocales() async throws {
        let dir = TempDir()
        let catalog = dir.file("catalog.jsonl")
        _ = FileManager.default.createFile(
            atPath: catalog, contents: Data(#"{"text": "A line.", "locale": 7}"#.utf8))
        let data = dir.file("d.jsonl")
        _ = FileManager.default.createFile(
            atPath: data, contents: Data(#"{"text": "A line.", "locale": "en", "expect": "accept"}"#.utf8))
        let r = await run(["eval", "--dataset", data, "--catalog", catalog])
        #expect(r.code == 65)
        #expect(r.err.contains("catalog.jsonl:1:") && r.err.contains("\"locale\""), "\(r.err)")
    }

    @Test func judgeCheckGivesTheSameFiguresWhateverTheLocalesSpelling() async throws {
        let dir = TempDir()
        let source = try String(contentsOfFile: testsDirectory + "/Fixtures/judge/en.jsonl", encoding: .utf8)
        var auc: [String: Double] = [:]
        for written in ["en", "EN"] {
            let data = dir.file("judge-\(written).jsonl")
            let rows = try source.split(separator: "\n").map { line in
                var row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                row["locale"] = written
                return String(decoding: try JSONSerialization.data(withJSONObject: row), as: UTF8.self)
            }
            _ = FileManager.default.createFile(atPath: data, contents: Data(rows.joined(separator: "\n").utf8))
            let r = await run(["judge", "check", "--dataset", data, "--no-store", "--json"])
            #expect(r.code == 0, "\(r.err)")
            let object = try json(r.out)
            auc[written] = try #require(object["auc"] as? Double)
            let byLocale = try #require(object["by_locale"] as? [String: Any])
            #expect(Array(byLocale.keys) == ["en"])
        }
        #expect(auc["en"] == auc["EN"])
        #expect((auc["en"] ?? 0) > 0.8)
    }

    @Test func tasteTrainKeysItsModelByTheLanguage() async throws {
        let dir = TempDir()
        let quality = try String(
            contentsOfFile: testsDirectory + "/Fixtures/quality/en.jsonl", encoding: .utf8
        ).split(separator: "\n")
        let spellings = ["EN", "en_US", "En-gb"]
        let rows = try quality.enumerated().map { (i, line) in
            var row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            row["locale"] = spellings[i % spellings.count]
            return String(decoding: try JSONSerialization.data(withJSONObject: row), as: UTF8.self)
        }
        let data = dir.file("taste.jsonl")
        _ = FileManager.default.createFile(atPath: data, contents: Data(rows.joined(separator: "\n").utf8))
        let out = dir.file("model.json")
        let r = await run(["taste", "train", "--dataset", data, "--out", out, "--json"])
        #expect(r.code == 0, "\(r.err)")
        let model = try json(try String(contentsOfFile: out, encoding: .utf8))
        #expect(model["locales"] as? [String] == ["en"])
    }

    @Test func importAndQueryTakeAnySpellingOfThePool() async throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let file = dir.file("refs.jsonl")
        let rows = [
            #"{"text": "The ferry waits for the last bakery van every night.", "locale": "EN"}"#,
            #"{"text": "Grandmother counts the swallows before she waters the beans.", "locale": "en_gb"}"#,
            #"{"text": "Die Fähre wartet jeden Abend auf den letzten Bäckerwagen.", "locale": "DE"}"#,
        ]
        _ = FileManager.default.createFile(atPath: file, contents: Data(rows.joined(separator: "\n").utf8))
        let r = await run(["import", "--locale", "En-US", "--create", "--db", db, file])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.contains("imported 2 reference line(s) for en"), "\(r.out)")
        #expect(r.out.contains("1 row(s) of other locales skipped"), "\(r.out)")
    }
}
