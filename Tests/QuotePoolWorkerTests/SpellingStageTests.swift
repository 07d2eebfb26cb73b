import Foundation
import QuotePoolCLI
import QuotePoolCore
import QuotePoolModels
import Synchronization
import Testing

@testable import QuotePoolWorker

/// Whether the tests that need Hunspell and Debian's dictionaries run: when they are installed, or when
/// `QUOTEPOOL_REQUIRE_HUNSPELL=1` (CI, after scripts/install-dictionaries.sh) makes their absence a failure.
enum InstalledDictionaries {
    static let required = ProcessInfo.processInfo.environment["QUOTEPOOL_REQUIRE_HUNSPELL"] == "1"
    static let present = SpellingLoader(config: Config().spelling).problems(locales: Lexicon.builtinLocales).isEmpty
    static let runs = present || required
    static let skipped = Comment(
        rawValue: "Hunspell or Debian's dictionaries are not installed (scripts/install-dictionaries.sh installs "
            + "them); QUOTEPOOL_REQUIRE_HUNSPELL=1 makes this a failure")
}

/// The spelling stage in the chain, the fill and eval: with word sets where the decision alone is tested, with
/// Hunspell where the shipped dictionaries are.
@Suite struct SpellingStageTests {
    /// Dictionaries that know exactly `words`, per locale.
    func loaded(_ words: [LocaleCode: Set<String>]) -> SpellingLoader.Loaded {
        SpellingLoader.Loaded(
            dictionaries: Dictionary(
                uniqueKeysWithValues: words.map { ($0, LocaleDictionary(locale: $0, lookups: [WordSet($1)])) }),
            skipped: ["ja": "no dictionary configured for ja"])
    }

    func candidate(_ text: String, _ locale: LocaleCode) -> Candidate {
        Candidate(text: text, locale: locale, model: "m", backend: "b", promptVersion: "t")
    }

    @Test func aLineWithAnUnknownWordIsMisspelledAndTheDetailNamesIt() async {
        let stage = SpellingStage(
            spelling: Spelling(maxUnknown: 0), loaded: loaded(["fr": ["au", "dernier", "soir", "le", "métier", "est"]]))
        var c = candidate("Au dernier soir, le métier est toujeur.", "fr")
        let verdict = await stage.run(&c)
        guard case .reject(.misspelled, let detail?) = verdict else {
            Issue.record("not misspelled: \(verdict)")
            return
        }
        #expect(detail.contains("\"toujeur\""))
        #expect(c.scores.spelling == .checked(unknown: ["toujeur"]))
    }

    @Test func aLineOfKnownWordsPassesRecordingNoUnknownWord() async {
        let stage = SpellingStage(spelling: Spelling(maxUnknown: 0), loaded: loaded(["en": ["fold", "the", "map"]]))
        var c = candidate("Fold the map.", "en")
        #expect(await stage.run(&c) == .pass)
        #expect(c.scores.spelling == .checked(unknown: []))
    }

    @Test func japaneseAndALocaleWithoutADictionaryRecordSkippedAndPass() async {
        let stage = SpellingStage(spelling: Spelling(maxUnknown: 0), loaded: loaded(["en": []]))
        var ja = candidate("雨上がりの商店街で、八百屋のおじさんが水たまりを掃いていた。", "ja")
        #expect(await stage.run(&ja) == .pass)
        #expect(ja.scores.spelling == .skipped("no dictionary configured for ja"))
        var de = candidate("Ich weiß eine wohlmänglige Bewilzung.", "de")
        #expect(await stage.run(&de) == .pass)
        #expect(de.scores.spelling == .skipped("no dictionary loaded for de"))
    }

    @Test func aRegionalLocaleIsCheckedWithItsLanguagesDictionaries() async {
        let stage = SpellingStage(spelling: Spelling(maxUnknown: 0), loaded: loaded(["pt": ["um", "copo", "frio"]]))
        var c = candidate("Um copo friu.", "pt-BR")
        #expect(await stage.run(&c) != .pass)
        #expect(c.scores.spelling == .checked(unknown: ["friu"]))
    }

    @Test func aRegionIsCheckedWithItsOwnDictionaryWhenTheLanguageHasOne() async {
        // en-GB with en_GB alone: "color" is American; en-US is also checked with en_GB, having no en_US here.
        var config = Config().spelling
        config.dictionaries["en"] = ["/d/en_US", "/d/en_GB"]
        config.dictionaries["de"] = ["/d/de_DE"]
        let loader = SpellingLoader(config: config)
        #expect(loader.files("en-GB").map(\.name) == ["en_GB"])
        #expect(loader.files("pt-BR").map(\.name) == ["pt_BR"])
        #expect(loader.files("en").map(\.name) == ["en_US", "en_GB"])
        #expect(loader.files("en-AU").map(\.name) == ["en_US", "en_GB"])
        #expect(loader.files("de-AT").map(\.name) == ["de_DE"])
        let stage = SpellingStage(
            spelling: Spelling(maxUnknown: 0),
            loaded: loaded(["en-GB": ["the", "colour"], "en": ["the", "colour", "color"]]))
        var british = candidate("The color", "en-GB")
        #expect(await stage.run(&british) != .pass)
        var american = candidate("The color", "en-US")
        #expect(await stage.run(&american) == .pass)
    }

    @Test func theChainRunsSpellingAfterTheGateAndBeforeTaste() {
        let chain = StageChain(
            config: Config(),
            parts: .init(embedder: nil, catalogs: [:], judge: nil, anchors: AnchorBook([:]), taste: nil))
        #expect(chain.stages.map(\.name) == [.gate, .spelling, .form, .taste, .novelty, .judge, .distinctiveness])
    }

    @Test func theChainKnowsTheOperatorsWords() async {
        var config = Config()
        config.spelling.words = ["de": ["Wrzesniewski"]]
        let chain = StageChain(
            config: config,
            parts: .init(
                embedder: nil, catalogs: [:], judge: nil, anchors: AnchorBook([:]), taste: nil,
                spelling: loaded(["de": ["frau", "lacht", "im", "Hof", "laut", "und", "lange"]])))
        let stage = chain.stage(.spelling)!
        var c = candidate("Frau Wrzesniewski lacht im Hof laut und lange.", "de")
        #expect(await stage.run(&c) == .pass)
    }

    // MARK: Loading

    @Test func withoutTheLibraryEveryConfiguredLocaleIsAProblemAndSkipped() {
        let missing = SpellingError.libraryMissing(tried: ["libhunspell-test.so"], reason: "not found")
        let loader = SpellingLoader(config: Config().spelling, library: .failure(missing))
        let problems = loader.problems(locales: ["en", "de", "ja"])
        let libraryProblems = problems.filter { $0.message.contains("libhunspell-test.so") }
        #expect(libraryProblems.map(\.locale) == ["en", "de"])
        #expect(libraryProblems.allSatisfy { $0.message.contains("scripts/install-dictionaries.sh") })
        let loaded = loader.load(locales: ["en", "de", "ja"])
        #expect(loaded.dictionaries.isEmpty)
        #expect(loaded.skipped["ja"] == "no dictionary configured for ja")
        #expect(loaded.skipped["de"] == "the Hunspell library is not installed")
    }

    @Test func aMissingDictionaryIsAProblemNamingTheFileAndItsFix() {
        var config = Config().spelling
        config.dictionaries["de"] = ["/nonexistent/qp/de_DE"]
        config.dictionaries["fr"] = ["fr_QQ"]
        let loader = SpellingLoader(config: config)
        // Named whether or not the library is installed: one round of fixes is enough.
        let problems = loader.problems(locales: ["de", "fr"])
        #expect(
            problems.contains {
                $0.locale == "de"
                    && $0.message.contains("/nonexistent/qp/de_DE.dic: does not exist (fix spelling.dictionaries)")
            })
        #expect(problems.contains { $0.locale == "fr" && $0.message.contains("/usr/share/hunspell/fr_QQ.dic") })
        let report = loader.report(locales: ["de", "ja"], backend: "local")
        #expect(report.warns && !report.refuses)
        #expect(report.message.contains("/nonexistent/qp/de_DE.dic"))
        config.required = true
        #expect(SpellingLoader(config: config).report(locales: ["de"], backend: "builtin").refuses)
        #expect(!SpellingLoader(config: config).report(locales: ["de"], backend: "builtin").warns)
    }

    @Test func aFillWarnsWhenAModelDraftsForAnUncheckedLocaleAndOnlyNotesItForTheComposer() {
        var config = Config()
        let problem = SpellingLoader.Problem(locale: "de", message: "/x/de_DE.dic: does not exist")
        let job = { (config: Config) in
            FillJob(
                config: config, options: FillOptions(databasePath: "/x", budgetSeconds: 1, locales: ["de"]),
                deadline: Deadline(budget: 1, clock: .live), backend: BuiltinBackend())
        }
        guard case .note = job(config).spellingNotice(problem) else {
            Issue.record("the composer's fill should only note it")
            return
        }
        config.backend = "local"
        guard case .warning(let text) = job(config).spellingNotice(problem) else {
            Issue.record("a model's fill should warn")
            return
        }
        #expect(text.contains("/x/de_DE.dic") && text.contains("spelling.required is false"))
    }

    // MARK: Fills

    @Test func underSpellingRequiredAFillWithAMissingDictionaryExits78AndDraftsNothing() async throws {
        let dir = TempDir()
        var c = config(target: 5, locales: ["en", "de"])
        c.spelling.required = true
        c.spelling.dictionaries["de"] = ["/nonexistent/qp/de_DE"]
        let summary = try await fill(c, db: dir.file("pool.sqlite"))
        #expect(summary.exitCode == 78)
        #expect(summary.outcome == .notReady && summary.readiness == "misconfigured")
        #expect(summary.drafted == 0)
        #expect(summary.message?.contains("/nonexistent/qp/de_DE.dic") == true, "\(summary.message ?? "")")
    }

    @Test func withoutSpellingRequiredAFillSkipsTheLocaleAndCountsItsSkippedDrafts() async throws {
        let dir = TempDir()
        var c = config(target: 10, locales: ["en", "de"])
        c.spelling.dictionaries["de"] = ["/nonexistent/qp/de_DE"]
        let notes = Mutex<[String]>([])
        let options = FillOptions(
            databasePath: dir.file("pool.sqlite"), budgetSeconds: 60, locales: ["en", "de"], seed: 3)
        let summary = try await FillJob(
            config: c, options: options, deadline: Deadline(budget: options.budgetSeconds, clock: .live),
            backend: BuiltinBackend()
        ) { event in
            if case .note(let text) = event { notes.withLock { $0.append(text) } }
        }.run()
        #expect(summary.outcome == .targetReached)
        #expect((summary.spellingSkipped["de"] ?? 0) >= 10)
        #expect(notes.withLock { $0.contains { $0.contains("/nonexistent/qp/de_DE.dic") } })
    }

    // MARK: With Hunspell and Debian's dictionaries

    @Test(.enabled(if: InstalledDictionaries.runs, InstalledDictionaries.skipped))
    func everyLineTheComposerWritesPassesItsLocalesDictionaries() async throws {
        let locales = Lexicon.builtinLocales.filter { $0 != "ja" }
        let loaded = SpellingLoader(config: Config().spelling).load(locales: locales)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        let stage = SpellingStage(spelling: Spelling(maxUnknown: 0), loaded: loaded)
        let composer = BuiltinComposer(faultRate: 0)
        for locale in locales {
            var misspelled: [String] = []
            for index in 0..<1500 {
                let request = DraftRequest(locale: locale, topic: "", mood: "", index: index, seed: 9)
                var c = candidate(try #require(composer.compose(request)), locale)
                if case .reject(_, let detail) = await stage.run(&c) { misspelled.append("\(c.text): \(detail ?? "")") }
            }
            #expect(misspelled.isEmpty, "\(locale): \(misspelled.prefix(5))")
        }
    }

    /// The test above is why the composer's fill opens no dictionary: it records why each line was not looked up.
    @Test func aFillOnTheBuiltinBackendOpensNoDictionaryAndRecordsWhy() async throws {
        let dir = TempDir()
        let c = config(target: 40, locales: Lexicon.builtinLocales)
        let options = FillOptions(
            databasePath: dir.file("pool.sqlite"), budgetSeconds: 60, locales: c.locales, seed: 42)
        let outcomes = Mutex<[SpellingOutcome?]>([])
        let summary = try await FillJob(
            config: c, options: options, deadline: Deadline(budget: options.budgetSeconds, clock: .live),
            backend: BuiltinBackend()
        ) { event in
            if case .verdict(let candidate) = event { outcomes.withLock { $0.append(candidate.scores.spelling) } }
        }.run()
        #expect(summary.outcome == .targetReached, "\(summary)")
        #expect(summary.byStage["spelling"] == nil, "\(summary.byStage)")
        #expect(Set(summary.spellingSkipped.keys) == Set(Lexicon.builtinLocales.map(\.pool)))
        let recorded = outcomes.withLock { $0 }.compactMap { $0 }
        #expect(recorded.count >= 40 * Lexicon.builtinLocales.count)
        #expect(recorded.allSatisfy { $0 == .skipped(FillJob.composerSpelling) }, "\(recorded.prefix(3))")
    }

    @Test func aCustomComposerStillHasItsLinesLookedUp() {
        #expect(BuiltinBackend(composer: BuiltinComposer(faultRate: 0)).draftsNeedSpellingCheck)
    }

    @Test(.enabled(if: InstalledDictionaries.runs, InstalledDictionaries.skipped))
    func theSpellingEvalSetIsJudgedAsLabeled() async throws {
        let path = testsDirectory + "/Fixtures/eval/spelling.jsonl"
        let items = try EvalDataset.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        #expect(items.filter { $0.reason == "misspelled" }.count >= 36)
        var config = Config()
        config.taste.enabled = false
        let report = await Evaluator(config: config, depth: .novelty).run(items)
        #expect(report.accuracy == 1, "\(report.mistakes)")
        #expect(report.byReason["misspelled"]?.recall == 1)
    }
}
