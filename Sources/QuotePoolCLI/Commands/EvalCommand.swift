import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool eval`: labeled lines through the same stage chain as `fill`.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "eval", abstract: "Run a labeled data set through the stage chain and report accuracy",
        options: [
            .value("dataset"), .value("through"), .value("catalog"), .config, .value("novelty-set"), .value("split"),
            .json, .flag("calibrate"),
        ],
        help: HelpText.eval)

    let console: Console
    let dataset: String
    let catalog: String?
    let configPath: String?
    let depth: StageChain.Depth
    let json: Bool
    /// `--novelty-set DIR[,DIR…]`: the paraphrase-set study instead of a data set, over one or more sets.
    let noveltySet: String?
    /// `nil`: even groups for figures, all of them for `--calibrate`.
    let split: NoveltyStudy.Split?
    let calibrate: Bool

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        a.noPositionals()
        console = context.console
        noveltySet = a.value("novelty-set")
        split = a.choice("split", ["odd", "even", "all"]).flatMap(NoveltyStudy.Split.init(rawValue:))
        calibrate = a.has("calibrate")
        let dataset = a.value("dataset") ?? (noveltySet == nil ? nil : "")
        if dataset == nil { a.problem("--dataset <file.jsonl> (or --novelty-set <dir>) is required") }
        self.dataset = dataset ?? ""
        catalog = a.value("catalog")
        configPath = a.value("config")
        depth =
            StageChain.Depth(rawValue: a.choice("through", StageChain.Depth.allCases.map(\.rawValue)) ?? "all") ?? .all
        json = a.has("json")
    }

    /// The config ``validate()`` loaded.
    private var settings: Settings?

    mutating func validate() throws {
        settings = try Settings.load(configPath: configPath, dbPath: nil, environment: console.environment)
    }

    /// The configured pool's last judge check of the setup's judge; nil when the pool does not exist yet (no check,
    /// as for a fill into a new pool).
    func latestJudgeCheck(_ setup: ChainSetup, _ settings: Settings) throws -> JudgeCheckRecord? {
        let path = settings.databasePath
        guard PoolOpener.isServer(path) || FileManager.default.fileExists(atPath: path) else { return nil }
        return try PoolOpener.reader(path, passwordFile: settings.passwordFile).latestJudgeCheck(
            backend: setup.judge.backend, model: setup.judge.model)
    }

    func run() async throws -> Int32 {
        guard let settings else { preconditionFailure("eval runs after validate()") }
        if let noveltySet { return try await study(noveltySet, config: settings.config) }
        let items: [EvalItem]
        do {
            items = try EvalDataset.read(file: dataset)
        } catch {
            throw InputFileError(error)
        }
        var catalogRows: [(text: String, locale: LocaleCode?)] = []
        if let catalog {
            do {
                catalogRows = try EvalDataset.readCatalog(file: catalog)
            } catch {
                throw InputFileError(error)
            }
        }
        // The chain fill would build (``ChainSetup``), with `judge.require_auc` applied as fill applies it: a model
        // judge without a passing check in the pool is not measured.
        let setup = try ChainSetup.resolve(
            config: settings.config, environment: console.environment, tasteModelFile: settings.tasteModelFile)
        for warning in setup.notes + setup.warnings { console.error(warning) }
        let checked = try setup.gatedJudge { try latestJudgeCheck(setup, settings) }
        if let note = checked.note { console.error(note) }
        let evaluator = Evaluator(setup: setup, depth: depth, judge: checked.choice)
        var report = await evaluator.run(items, catalog: catalogRows) { [console] in console.error($0) }
        report.embedder = setup.embedder?.id ?? "none"
        report.judge = checked.choice.isModel ? "model \(checked.choice.backend)" : "fallback"
        if json {
            console.line(FillCommand.encode(report))
        } else {
            console.out(Self.text(report))
        }
        return 0
    }

    /// `--novelty-set DIR[,DIR…]`: per locale, how the configured embedder with its threshold and the lexical guard
    /// separate the sets' near-duplicates from their fresh lines (``NoveltyStudy``); `--calibrate` prints the
    /// thresholds the calibration rule picks on the chosen groups (all by default) instead.
    func study(_ directories: String, config: Config) async throws -> Int32 {
        let setup = ChainSetup(config: config, environment: console.environment)
        for warning in setup.notes + setup.warnings { console.error(warning) }
        var rows: [NoveltyStudy.Row] = []
        for directory in directories.split(separator: ",").map(String.init) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw CommandFailure(
                    description: "no novelty set at \(directory): expected a directory of *.jsonl files",
                    category: .noInput)
            }
            do {
                rows += try NoveltyStudy.read(directory: URL(fileURLWithPath: directory))
            } catch {
                throw CommandFailure(
                    description: "cannot read the novelty set in \(directory): \(error)", category: .dataError)
            }
        }
        let bar = LexicalIndex.calibratedBar
        let id = setup.embedder?.id ?? "none"
        // `auto` with an embedder that has a fitted decision: that decision, each pool of a set judged as a pool.
        let decision =
            calibrate ? nil : NearDuplicateDecision.auto(configured: config.novelty.threshold, embedderID: id)
        let study =
            if let decision, let embedder = setup.embedder {
                try await NoveltyStudy.measureAuto(rows, embedder: embedder, decision: decision)
            } else {
                try await NoveltyStudy.measure(rows, embedder: setup.embedder)
            }
        if calibrate {
            for (locale, t) in study.calibrate(split: split ?? .all).sorted(by: { $0.key < $1.key }) {
                console.line("\(id) \(locale) \(String(format: "%.3f", t))")
            }
            return 0
        }
        let split = split ?? .even
        let figures = study.figures(
            split: split,
            threshold: {
                NoveltyThresholds.effective(configured: config.novelty.threshold, embedderID: id, locale: $0)
            },
            bar: bar)
        if json {
            console.line(FillCommand.encode(figures))
            return 0
        }
        var out = "novelty on \(split.rawValue) groups, embedder \(id), lexical bar ROUGE-L > \(bar)"
        out += decision == nil ? "\n\n" : ", threshold auto (the fitted decision, each pool judged as a pool)\n\n"
        out +=
            "| locale | pairs | threshold | ROC AUC | edits | paraphrases | fresh flagged | edits by lexical guard |\n"
        out += "| --- | --- | --- | --- | --- | --- | --- | --- |\n"
        for f in figures {
            let t = decision != nil ? "auto" : f.threshold.map { String(format: "%.3f", $0) } ?? "per locale"
            let auc = f.rocAUC.map { String(format: "%.3f", $0) } ?? "-"
            out +=
                "| \(f.locale) | \(f.pairs) | \(t) | \(auc) | "
                + "\(String(format: "%.3f", f.editRecall)) | \(String(format: "%.3f", f.paraphraseRecall)) | "
                + "\(String(format: "%.3f", f.freshFlagged)) | \(String(format: "%.3f", f.editRecallLexical)) |\n"
        }
        console.out(out)
        return 0
    }

    static func text(_ r: EvalReport) -> String {
        func pct(_ x: Double?) -> String { x.map { String(format: "%.1f%%", $0 * 100) } ?? "-" }
        var out = "eval through \(r.through): \(r.total) lines, accuracy \(pct(r.accuracy)), "
        out += "reject precision \(pct(r.rejectPrecision)), reject recall \(pct(r.rejectRecall))\n\n"
        out += "by locale:\n"
        for (locale, f) in r.byLocale.sorted(by: { $0.key < $1.key }) {
            out +=
                "  \(locale.padding(toLength: 8, withPad: " ", startingAt: 0))\(String(f.total).leftPad(5))  \(pct(f.accuracy))\n"
        }
        out += "\nby reason:          support  precision  recall\n"
        for (code, f) in r.byReason.sorted(by: { $0.key < $1.key }) {
            out +=
                "  \(code.padding(toLength: 20, withPad: " ", startingAt: 0))\(String(f.support).leftPad(5))  \(pct(f.precision).leftPad(9))  \(pct(f.recall).leftPad(6))\n"
        }
        let confused = r.confusion.flatMap { expected, gots in
            gots.filter { $0.key != expected }.map { (expected, $0.key, $0.value) }
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        if !confused.isEmpty {
            out += "\nconfusion (expected → got):\n"
            for (e, g, n) in confused { out += "  \(e) → \(g): \(n)\n" }
        }
        if !r.mistakes.isEmpty {
            out += "\nmistakes:\n"
            for m in r.mistakes {
                out +=
                    "  [\(m.locale)] expected \(m.reason ?? m.expect), got \(m.gotReason ?? m.got): \(m.text.replacingOccurrences(of: "\n", with: "\\n"))\n"
            }
        }
        return out
    }
}

extension String {
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
