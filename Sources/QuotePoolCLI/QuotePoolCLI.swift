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
            console.error("cannot write the output to stdout: \(failure)")
            return ExitCode.ioError
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
                return try await FillCommand(rest, console: console).run(interruption: interruption, entered: entered)
            case "query": return try QueryCommand(rest, console: console).run()
            case "report": return try ReportCommand(rest, console: console).run()
            case "eval": return try await EvalCommand(rest, console: console).run()
            case "import": return try await ImportCommand(rest, console: console).run()
            case "retire": return try RetireCommand(rest, console: console).run()
            case "config": return try ConfigCommand(rest, console: console).run()
            case "taste": return try TasteCommand(rest, console: console).run()
            case "db": return try DBCommand(rest, console: console).run()
            case "doctor": return try await DoctorCommand(rest, console: console).run()
            case "bench": return try await BenchCommand(rest, console: console).run()
            default:
                throw UsageError(message: "unknown command '\(name)'", command: "--help")
            }
        } catch let error as UsageError {
            console.error(error.description)
            return ExitCode.usage
        } catch let error as ConfigError {
            console.error(error.description)
            return ExitCode.config
        } catch let error as StoreError {
            console.error(error.description)
            return ExitCode.of(error)
        } catch let error as FillJob.Failure {
            console.error(error.description)
            return ExitCode.of(error)
        } catch let error as BenchFailure {
            console.error(error.description)
            return ExitCode.software
        } catch let error as InputFileError {
            console.error(error.description)
            return error.exitCode
        } catch {
            console.error("internal error: \(error)")
            return ExitCode.software
        }
    }

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
        case "db": HelpText.db
        case "doctor": HelpText.doctor
        case "-h", "--help", "help": HelpText.main
        default: nil
        }
    }
}

/// An input file that cannot be read (66) or is malformed (65).
struct InputFileError: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32

    init(description: String, exitCode: Int32) {
        self.description = description
        self.exitCode = exitCode
    }

    /// A data set or import file that could not be read (66) or holds a bad line (65).
    init(_ malformed: EvalDataset.Malformed) {
        self.init(
            description: malformed.description, exitCode: malformed.isUnreadable ? ExitCode.noInput : ExitCode.dataError
        )
    }
}
