import Foundation
import QuotePoolCore
import QuotePoolWorker

/// `quotepool taste train`: fits the taste filter's model on labeled lines and writes it.
struct TasteCommand {
    let console: Console
    let datasets: [String]
    let out: String
    let seed: UInt64
    let json: Bool

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(args, command: "taste", valued: ["dataset", "out", "seed"], flags: ["json"])
        self.console = console
        guard a.positionals == ["train"] else {
            throw UsageError(message: "expected: quotepool taste train --dataset FILE --out FILE", command: "taste")
        }
        datasets = a.values["dataset"] ?? []
        guard !datasets.isEmpty else {
            throw UsageError(message: "--dataset <file.jsonl> is required", command: "taste")
        }
        guard let out = a.value("out") else { throw UsageError(message: "--out <file> is required", command: "taste") }
        self.out = out
        if let raw = a.value("seed") {
            guard let s = UInt64(raw) else {
                throw UsageError(message: "--seed must be a non-negative integer, got '\(raw)'", command: "taste")
            }
            seed = s
        } else {
            seed = 1
        }
        json = a.has("json")
    }

    func run() throws -> Int32 {
        var examples: [TasteTrainer.Example] = []
        for file in datasets {
            let items: [EvalItem]
            do {
                items = try EvalDataset.read(file: file)
            } catch {
                throw InputFileError(error)
            }
            examples += items.map { .init(text: $0.text, locale: $0.locale, label: $0.expect == .accept) }
        }
        guard Set(examples.map(\.label)).count == 2 else {
            throw CommandFailure(
                description: "the data set needs both accept and reject lines to learn from", category: .dataError)
        }
        var trainer = TasteTrainer()
        trainer.seed = seed
        let (model, report) = trainer.train(examples)
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
                var by_locale: [String: TasteTrainer.Report.LocaleFigures]
            }
            console.line(
                FillCommand.encode(
                    Summary(
                        out: out, trained: report.trained, held_out: report.heldOut,
                        held_out_accuracy: report.heldOutAccuracy, by_locale: report.byLocale)))
        } else {
            console.line(
                "trained on \(report.trained) lines, held out \(report.heldOut): accuracy \(String(format: "%.1f%%", report.heldOutAccuracy * 100))"
            )
            for (locale, f) in report.byLocale.sorted(by: { $0.key < $1.key }) {
                console.line("  \(locale): \(f.total) held out, accuracy \(String(format: "%.1f%%", f.accuracy * 100))")
            }
            console.line("wrote \(out) (final model fitted on all \(examples.count) lines)")
        }
        return 0
    }
}
