import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool taste train`: fits the taste filter's model on labeled lines, or on the operator's own verdicts
/// merged with the shipped set, and writes it.
struct TasteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "taste", abstract: "train: fit the taste filter's model on labeled lines",
        options: [
            .value("dataset"), .value("out"), .seed, .value("from-db"), .value("min-age"), .json,
            .flag("held-out-styles"),
        ],
        help: HelpText.taste)

    let console: Console
    let datasets: [String]
    let database: String?
    let minAge: TimeInterval
    let out: String
    let seed: UInt64
    let heldOutStyles: Bool
    let json: Bool

    /// The longest `--min-age` in days: the longest a pool keeps runs (`retention.runs_days`).
    static let maxMinAgeDays = 36_500

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        console = context.console
        if a.positionals != ["train"] {
            a.problem("expected: quotepool taste train (--dataset FILE | --from-db DB) --out FILE")
        }
        datasets = a.allValues("dataset")
        database = a.value("from-db")
        if datasets.isEmpty && database == nil { a.problem("--dataset <file.jsonl> or --from-db <db> is required") }
        if !datasets.isEmpty && database != nil { a.problem("--dataset and --from-db cannot be combined") }
        if a.value("min-age") != nil && database == nil { a.problem("--min-age applies only with --from-db") }
        minAge = a.duration("min-age", maximumDays: Self.maxMinAgeDays) ?? 14 * 86_400
        out = a.required("out", "<file>") ?? ""
        seed = a.seed() ?? 1
        heldOutStyles = a.has("held-out-styles") || database != nil
        json = a.has("json")
    }

    func validate() throws {
        if let database, DatabasePath.isAmongFiles(of: database, out) {
            throw UsageError(
                message: "--out \(out) names the database \(database) or a file beside it; writing the model there "
                    + "would destroy the pool", command: "taste")
        }
    }

    /// The shipped model's held-out style figures, or (for a shipped model written without them) computed now.
    static func shippedHeldOutStyles() -> TasteTrainer.Report {
        let examples = TasteTrainer.shippedExamples
        guard let figures = TasteModel.shipped?.heldOutStyles, !figures.isEmpty else {
            return TasteTrainer().heldOutByStyle(examples)
        }
        let total = figures.values.reduce(0) { $0 + $1.total }
        let correct = figures.values.reduce(0.0) { $0 + Double($1.total) * $1.accuracy }
        return TasteTrainer.Report(
            trained: examples.count, heldOut: total,
            heldOutAccuracy: total == 0 ? 0 : (correct / Double(total) * 10000).rounded() / 10000, byLocale: [:],
            byStyle: figures, thresholds: [:])
    }

    /// Training holds one core for seconds to minutes (every style of `--held-out-styles` is a model of its own), so
    /// it runs on a thread of its own: it never holds one of the few threads that drive every other task of the
    /// process, which waits without holding a thread.
    func run() async throws -> Int32 {
        let command = self
        return try await onOwnThread { try command.train() }
    }

    func train() throws -> Int32 {
        var examples: [TasteTrainer.Example] = []
        var fromPool: (retired: Int, kept: Int)?
        if let database {
            let verdicts = try PoolOpener.reader(database, passwordFile: nil).verdicts(
                keptSince: Date().addingTimeInterval(-minAge))
            let own = TasteTrainer.operatorExamples(verdicts.retired, kept: verdicts.kept)
            guard !own.isEmpty else {
                throw CommandFailure(
                    description:
                        "\(database) has no retired line with a reason and no line kept active for the minimum age",
                    category: .dataError)
            }
            fromPool = (verdicts.retired.count, verdicts.kept.count)
            examples = TasteTrainer.shippedExamples + own
        } else {
            do {
                examples = try TasteDataset.read(files: datasets)
            } catch {
                throw InputFileError(error)
            }
        }
        guard Set(examples.map(\.label)).count == 2 else {
            throw CommandFailure(
                description: "the data set needs both accept and reject lines to learn from", category: .dataError)
        }
        var trainer = TasteTrainer()
        trainer.seed = seed
        let (trained, report) = trainer.train(examples)
        var model = trained
        let styles = heldOutStyles ? trainer.heldOutByStyle(examples) : nil
        if let styles { model.heldOutStyles = styles.byStyle }
        // The shipped model's file carries its own figures (scripts/train-taste.sh), so they are not recomputed.
        let shippedStyles = fromPool != nil ? Self.shippedHeldOutStyles() : nil
        do {
            try SafeFile.replace(out, with: Array(model.encoded()), mode: 0o644)
        } catch {
            throw CommandFailure(description: error.description, category: .cantCreate)
        }
        if json {
            struct Summary: Encodable {
                var out: String
                var trained: Int
                var held_out: Int
                var held_out_accuracy: Double
                var by_locale: [String: TasteTrainer.Report.Figures]
                var thresholds: [String: Double]
                var retired_lines: Int?
                var kept_lines: Int?
                var held_out_styles: [String: TasteTrainer.Report.Figures]?
                var held_out_styles_accuracy: Double?
                var shipped_held_out_styles: [String: TasteTrainer.Report.Figures]?
                var shipped_held_out_styles_accuracy: Double?
            }
            console.line(
                FillCommand.encode(
                    Summary(
                        out: out, trained: report.trained, held_out: report.heldOut,
                        held_out_accuracy: report.heldOutAccuracy, by_locale: report.byLocale,
                        thresholds: report.thresholds, retired_lines: fromPool?.retired, kept_lines: fromPool?.kept,
                        held_out_styles: styles?.byStyle, held_out_styles_accuracy: styles?.heldOutAccuracy,
                        shipped_held_out_styles: shippedStyles?.byStyle,
                        shipped_held_out_styles_accuracy: shippedStyles?.heldOutAccuracy)))
            return 0
        }
        func pct(_ x: Double) -> String { String(format: "%.1f%%", x * 100) }
        if let fromPool {
            console.line(
                "from \(database ?? ""): \(fromPool.retired) retired line(s) as not to taste, \(fromPool.kept) kept "
                    + "line(s) as to taste, merged with the \(TasteTrainer.shippedExamples.count) shipped lines")
        }
        console.line(
            "trained on \(report.trained) lines; \(report.heldOut) scored by weights that did not see their style "
                + "(or fold): accuracy \(pct(report.heldOutAccuracy))")
        for (locale, f) in report.byLocale.sorted(by: { $0.key < $1.key }) {
            let t = report.thresholds[locale].map { String(format: ", threshold %.2f", $0) } ?? ""
            console.line("  \(locale): \(f.total) held out, accuracy \(pct(f.accuracy))\(t)")
        }
        if let styles {
            console.line("each style scored by a model trained without it (taste stage alone):")
            let shipped = shippedStyles?.byStyle ?? [:]
            if shippedStyles != nil {
                console.line("  style                 lines    shipped set   with your verdicts")
            }
            for (style, f) in styles.byStyle.sorted(by: { $0.key < $1.key }) {
                let name = style.padding(toLength: 20, withPad: " ", startingAt: 0)
                if let s = shipped[style] {
                    console.line(
                        "  \(name)\(String(f.total).leftPad(7))  \(pct(s.accuracy).leftPad(12))  \(pct(f.accuracy).leftPad(19))"
                    )
                } else {
                    console.line("  \(name)\(String(f.total).leftPad(7))  \(pct(f.accuracy).leftPad(8))")
                }
            }
            if let shippedStyles {
                console.line(
                    "  all held-out styles: shipped set \(pct(shippedStyles.heldOutAccuracy)), with your verdicts "
                        + pct(styles.heldOutAccuracy))
            }
        }
        console.line("wrote \(out) (final model fitted on all \(examples.count) lines)")
        return 0
    }
}
