import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolWorker

/// `quotepool bench`: runs ``Bench`` and prints its figures as a table or one JSON object.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "bench", abstract: "Time each stage, the whole chain, the store and cold starts on this machine",
        options: [.seed, .value("make-pool"), .value("lines"), .json, .flag("quick")], help: HelpText.bench)

    let console: Console
    let json: Bool
    let quick: Bool
    let seed: UInt64
    /// `--make-pool FILE --lines N`: only write a synthetic pool (for scripts/bench.sh's memory figure).
    let makePool: (path: String, lines: Int)?

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        a.noPositionals()
        console = context.console
        json = a.has("json")
        quick = a.has("quick")
        seed = a.seed() ?? 1
        let lines = a.int("lines", range: 1...10_000_000)
        if let path = a.value("make-pool") {
            makePool = (path, lines ?? 10000)
        } else {
            if a.value("lines") != nil { a.problem("--lines goes with --make-pool") }
            makePool = nil
        }
    }

    func run() async throws -> Int32 {
        // The cold-start figures start this binary again; run from a test bundle, the `quotepool` built beside it.
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let executable =
            me.lastPathComponent == "quotepool"
            ? me.path : me.deletingLastPathComponent().appendingPathComponent("quotepool").path
        var bench = Bench(seed: seed, executable: executable, quick: quick) { [console] step in
            console.err("bench: \(step)…\n")
        }
        let environment = console.environment
        bench.minilmDirectory =
            environment["QUOTEPOOL_MINILM_DIR"].map { URL(fileURLWithPath: $0) }
            ?? MiniLMEmbedder.defaultDirectory(environment: environment)
        bench.e5Directory =
            environment["QUOTEPOOL_E5_DIR"].map { URL(fileURLWithPath: $0) }
            ?? E5Embedder.defaultDirectory(environment: environment)
        bench.useDirectory =
            environment["QUOTEPOOL_USE_DIR"].map { URL(fileURLWithPath: $0) }
            ?? USEEmbedder.defaultDirectory(environment: environment)
        if let makePool {
            guard !FileManager.default.fileExists(atPath: makePool.path) else {
                throw UsageError(message: "--make-pool: \(makePool.path) exists; give a new file", command: "bench")
            }
            try bench.buildDatabase(path: makePool.path, lines: makePool.lines)
            console.line("wrote \(makePool.lines) synthetic lines to \(makePool.path)")
            return ExitCode.ok
        }
        let report = try await bench.run()
        if json {
            console.line(JSONText.encode(report, pretty: true))
        } else {
            console.line(Self.table(report))
        }
        return ExitCode.ok
    }

    static func table(_ report: BenchReport) -> String {
        func ms(_ value: Double) -> String {
            value < 0.1 ? String(format: "%.4f", value) : String(format: "%.3f", value)
        }
        var out = [
            "quotepool bench (seed \(report.seed), \(report.machine.build) build, \(report.machine.cores) cores, "
                + "\(report.machine.simdKernels) kernels, memory bandwidth "
                + String(format: "%.1f GB/s)", report.machine.memoryBandwidthGBs),
            report.machine.build == "release"
                ? "" : "warning: a \(report.machine.build) build; build with `swift build -c release` to measure\n",
            "operation                                median ms      p95 ms    per second",
        ]
        func row(_ op: BenchReport.Operation) -> String {
            let perSecond = op.perSecond.map { String(format: "%12.0f", $0) } ?? String(repeating: " ", count: 12)
            return op.name.padding(toLength: 38, withPad: " ", startingAt: 0)
                + ms(op.medianMs).leftPadded(11) + ms(op.p95Ms).leftPadded(12) + "  " + perSecond
                + (op.note.map { "  (\($0))" } ?? "")
        }
        out += report.operations.map(row)
        out.append("")
        out.append("novelty top-1 (384 dimensions)")
        for scan in report.novelty {
            out.append(row(scan.exact))
            out.append(row(scan.compact))
            out.append(
                "  \(scan.vectors) vectors: nearest() uses the \(scan.used) scan; top-1 agreement "
                    + String(format: "%.3f", scan.top1Agreement) + "; "
                    + String(format: "%.0f%%", scan.bandwidthShare * 100) + " of memory bandwidth")
        }
        return out.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
