import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool judge check`: runs the configured judge (`judge.backend`) on lines labeled good or flat, prints its
/// ROC AUC, accept rates at `judge.min_overall`, invalid answers and time per call, and stores the result in the
/// pool with the judge's model, where `judge.require_auc` looks for it.
struct JudgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "judge", abstract: "check: measure the configured judge on lines labeled good or flat",
        options: [.value("dataset"), .json, .flag("no-store")] + OptionSpec.configAndDatabase, help: HelpText.judge)

    let console: Console
    let datasets: [String]
    /// `--config` and `--db`.
    let place: PoolOptions
    let store: Bool
    let json: Bool

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        console = context.console
        if a.positionals != ["check"] { a.problem("expected: quotepool judge check --dataset FILE") }
        datasets = a.allValues("dataset")
        if datasets.isEmpty { a.problem("--dataset <file.jsonl> is required") }
        place = PoolOptions(a)
        store = !a.has("no-store")
        json = a.has("json")
    }

    /// The config ``validate()`` loaded.
    private var settings: Settings?

    mutating func validate() throws {
        let settings = try place.settings(environment: console.environment)
        // A pool named on the command line that is not there is a typo: judge.require_auc reads the stored check,
        // so one measured and then not stored would be time spent for nothing.
        if store, place.dbPath != nil, !PoolOpener.isServer(settings.databasePath),
            !FileManager.default.fileExists(atPath: settings.databasePath)
        {
            throw CommandFailure(
                description: "database \(settings.databasePath) does not exist, so the check could not be stored "
                    + "(judge.require_auc reads it from there); check --db, or add --no-store", category: .noInput)
        }
        self.settings = settings
    }

    func run() async throws -> Int32 {
        guard let settings else { preconditionFailure("judge check runs after validate()") }
        let lines: [JudgeCheck.Line]
        do {
            lines = try TasteDataset.read(files: datasets)
        } catch {
            throw InputFileError(error)
        }
        let digest = datasets.flatMap { Array(FileManager.default.contents(atPath: $0) ?? Data()) }
        guard Set(lines.map(\.label)).count == 2 else {
            throw CommandFailure(
                description: "the data set needs both good and flat lines to measure a judge", category: .dataError)
        }
        let setup = ChainSetup(config: settings.config, environment: console.environment)
        let choice = setup.judge
        let minOverall = settings.config.judge.minOverall
        let result = await JudgeCheck.run(lines, choice: choice, minOverall: minOverall)
        if choice.isModel, result.overall.invalidRate == 1 {
            throw CommandFailure(
                description: "judge \(choice.backend) answered none of \(lines.count) calls; nothing was stored "
                    + "(run quotepool doctor to see whether the server is ready)",
                category: .unavailable)
        }
        let record = JudgeCheckRecord(
            checkedAt: Date(), backend: choice.backend, model: choice.model, dataset: datasets.joined(separator: ","),
            datasetSHA256: SHA256.hex(digest), lines: lines.count, auc: result.overall.auc,
            acceptGood: result.overall.acceptGood, acceptFlat: result.overall.acceptFlat,
            invalidRate: result.overall.invalidRate, secondsPerCall: result.secondsPerCall, minOverall: minOverall)
        let stored = try storeRecord(record, database: settings.databasePath, passwordFile: settings.passwordFile)
        print(result, record: record, stored: stored, required: settings.config.judge.requireAUC)
        return ExitCode.ok
    }

    /// Stores the check in an existing pool (never creates one); returns where, or nil.
    private func storeRecord(_ record: JudgeCheckRecord, database: String, passwordFile: String?) throws -> String? {
        guard store, PoolOpener.isServer(database) || FileManager.default.fileExists(atPath: database) else {
            return nil
        }
        try PoolOpener.writer(database, passwordFile: passwordFile).recordJudgeCheck(record)
        return database
    }

    private func print(_ result: JudgeCheck.Result, record: JudgeCheckRecord, stored: String?, required: Double?) {
        let passes = required.map { record.auc >= $0 }
        if json {
            struct Summary: Encodable {
                var backend: String
                var model: String
                var lines: Int
                var auc: Double
                var accept_good: Double
                var accept_flat: Double
                var invalid_rate: Double
                var seconds_per_call: Double
                var min_overall: Int
                var by_locale: [String: JudgeCheck.Figures]
                var stored_in: String?
                var require_auc: Double?
                var passes: Bool?
            }
            console.line(
                FillCommand.encode(
                    Summary(
                        backend: record.backend, model: record.model, lines: record.lines, auc: record.auc,
                        accept_good: record.acceptGood, accept_flat: record.acceptFlat,
                        invalid_rate: record.invalidRate, seconds_per_call: record.secondsPerCall,
                        min_overall: record.minOverall, by_locale: result.byLocale, stored_in: stored,
                        require_auc: required, passes: passes)))
            return
        }
        func pct(_ x: Double) -> String { String(format: "%.0f%%", x * 100) }
        func line(_ name: String, _ f: JudgeCheck.Figures) -> String {
            "\(name): \(f.lines) lines (\(f.good) good, \(f.flat) flat), ROC AUC \(String(format: "%.3f", f.auc)); "
                + "accepted at judge.min_overall \(record.minOverall): good \(pct(f.acceptGood)), flat "
                + "\(pct(f.acceptFlat)); invalid answers \(pct(f.invalidRate))"
        }
        console.line(
            "judge \(record.backend) (\(record.model)), \(String(format: "%.2f", record.secondsPerCall)) s a call")
        console.line(line("all", result.overall))
        for (locale, f) in result.byLocale.sorted(by: { $0.key < $1.key }) { console.line("  " + line(locale, f)) }
        if let required, let passes {
            console.line(
                passes
                    ? "passes judge.require_auc \(required): fills use this judge"
                    : "below judge.require_auc \(required): fills use the fallback judge instead")
        }
        console.line(stored.map { "stored in \($0)" } ?? "not stored (no pool at the database path, or --no-store)")
    }
}
