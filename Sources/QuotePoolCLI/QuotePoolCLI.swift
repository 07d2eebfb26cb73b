import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// The flag the signal handler sets; re-exported so `main.swift` needs only this module.
public typealias Interruption = QuotePoolWorker.Interruption

/// The command line: parses, runs one command, and maps every error to its exit code (SPEC 6).
public enum QuotePoolCLI {
    public static let version = "0.1.0"

    /// Runs `arguments` (without the program name) and returns the exit code.
    ///
    /// A command whose own output could not be written whole (stdout on a full disk, a closed pipe) exits 74,
    /// whatever it did besides; what it recorded (a fill's run row) keeps its real outcome.
    public static func run(_ arguments: [String], console: Console = .live, interruption: Interruption = Interruption())
        async
        -> Int32
    {
        let code = await dispatch(arguments, console: console, interruption: interruption)
        if let failure = console.output.firstFailure {
            let error = CommandFailure(description: "cannot write the output to stdout: \(failure)", category: .ioError)
            console.error(error.description)
            return ExitCodes.code(for: error)
        }
        return code
    }

    private static func dispatch(_ arguments: [String], console: Console, interruption: Interruption) async -> Int32 {
        let entered = ContinuousClock.now
        guard let name = arguments.first else {
            console.err(HelpText.main + "\n")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            if let help = help(for: name) {
                console.line(help)
                return ExitCode.ok
            }
        }
        do {
            switch name {
            case "-h", "--help", "help":
                console.line(HelpText.main)
                return ExitCode.ok
            case "--version", "version":
                console.line("quotepool \(version)")
                return ExitCode.ok
            case "fill":
                return try await FillCommand.run(rest, console: console, interruption: interruption, entered: entered)
            case "query": return try QueryCommand(rest, console: console).run()
            case "report": return try ReportCommand(rest, console: console).run()
            case "eval": return try await EvalCommand(rest, console: console).run()
            case "import": return try await ImportCommand(rest, console: console).run()
            case "retire": return try RetireCommand(rest, console: console).run()
            case "config": return try ConfigCommand(rest, console: console).run()
            case "taste": return try TasteCommand(rest, console: console).run()
            case "judge": return try await JudgeCommand(rest, console: console).run()
            case "db": return try DBCommand(rest, console: console).run()
            case "doctor": return try await DoctorCommand(rest, console: console).run()
            case "bench": return try await BenchCommand(rest, console: console).run()
            default:
                let hint =
                    Self.commands.min { EditDistance.between($0, name) < EditDistance.between($1, name) }
                    .flatMap { EditDistance.between($0, name) <= 2 ? " (did you mean '\($0)'?)" : nil } ?? ""
                throw UsageError(message: "unknown command '\(name)'\(hint)", command: nil)
            }
        } catch {
            console.error(ExitCodes.message(for: error))
            return ExitCodes.code(for: error)
        }
    }

    /// The commands, for suggestions.
    static let commands = [
        "fill", "query", "report", "eval", "import", "retire", "config", "taste", "judge", "db", "doctor", "bench",
    ]

    static func help(for command: String) -> String? {
        switch command {
        case "fill": HelpText.fill
        case "query": HelpText.query
        case "report": HelpText.report
        case "eval": HelpText.eval
        case "import": HelpText.importLines
        case "retire": HelpText.retire
        case "bench": HelpText.bench
        case "config": HelpText.config
        case "taste": HelpText.taste
        case "judge": HelpText.judge
        case "db": HelpText.db
        case "doctor": HelpText.doctor
        case "-h", "--help", "help": HelpText.main
        default: nil
        }
    }
}

/// An input file that cannot be read (66) or is malformed (65).
struct InputFileError: Error, CustomStringConvertible, CategorizedError {
    var description: String
    var category: FailureCategory

    /// A data set or import file that could not be read (66) or holds a bad line (65).
    init(_ malformed: EvalDataset.Malformed) {
        description = malformed.description
        category = malformed.isUnreadable ? .noInput : .dataError
    }
}

/// A command that ran but must report failure: a damaged database found by `db check`, a file it may not
/// overwrite or could not write.
struct CommandFailure: Error, CustomStringConvertible, CategorizedError {
    var description: String
    var category: FailureCategory
}
