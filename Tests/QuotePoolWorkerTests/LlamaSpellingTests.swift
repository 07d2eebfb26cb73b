import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolStore
@testable import QuotePoolWorker

extension LlamaServerTests {
    /// What the tiny model writes in German is mostly invented words; a 60 s fill must store none of them. Every
    /// accepted line is read again here, word by word (``SpellingTokenizer``'s readings, compounds of known parts,
    /// numbers and acronyms exempt), against Hunspell's de_DE alone: without the allow-list of the composer's and
    /// the examples' words that the stage adds. Zero lines accepted is an honest result; a line with an unknown
    /// word is not.
    @Test func aGermanFillStoresNoLineWithAWordHunspellDoesNotKnow() async throws {
        let german: LocaleCode = "de"
        let loaded = SpellingLoader(config: Config().spelling).load(locales: [german])
        let dictionary = try #require(
            loaded.dictionaries[german], "the de_DE dictionary is not installed: \(loaded.problems)")
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        let r = await run([
            "fill", "--config", try config(dir, target: 200, extra: "spelling: { required: true },"), "--db", db,
            "--locale", "de", "--budget", "60s", "--json",
        ])
        #expect(r.code == 0, "\(r.stderr.suffix(1500))")
        let byStage = r.summary["by_stage"] as? [String: [String: Int]] ?? [:]
        // Drafts that passed the gate reached the spelling stage: those stopped there or later, and the accepted.
        let pastGate = ["spelling", "taste", "novelty", "judge", "distinctiveness", "commit", "accepted"]
            .compactMap { byStage[$0]?.values.reduce(0, +) }.reduce(0, +)
        #expect(pastGate > 0, "no draft reached the spelling stage: \(byStage)")
        #expect((r.summary["spelling_skipped"] as? [String: Int] ?? [:]).isEmpty, "\(r.summary)")
        let tokenizer = SpellingTokenizer(rules: SpellingRules.builtin(german))
        let lines = try PoolStore(path: db).db.query("SELECT text FROM lines WHERE locale = 'de'").compactMap {
            $0.string("text")
        }
        for line in lines {
            let unknown = Spelling.unknown(tokenizer.words(line), knows: dictionary.knows)
            #expect(unknown.isEmpty, "stored \"\(line)\" with words de_DE does not know: \(unknown)")
        }
        print("german fill: \(lines.count) lines stored; rejected at spelling: \(byStage["spelling"] ?? [:])")
    }
}
