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
        let context = CommandContext(console: console, interruption: interruption, entered: .now)
        guard let name = arguments.first else {
            console.err(CommandRegistry.mainHelp + "\n")
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "-h", "--help", "help":
            console.line(CommandRegistry.mainHelp)
            return ExitCode.ok
        case "--version", "version":
            console.line("quotepool \(version)")
            return ExitCode.ok
        default: break
        }
        do {
            guard let command = CommandRegistry.command(named: name) else {
                let hint = CommandRegistry.suggestion(for: name).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(message: "unknown command '\(name)'\(hint)", command: nil)
            }
            if rest.contains("--help") || rest.contains("-h") {
                console.line(command.configuration.help)
                return ExitCode.ok
            }
            return try await CommandRegistry.execute(command, rest, context: context)
        } catch {
            console.error(ExitCodes.message(for: error))
            return ExitCodes.code(for: error)
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
