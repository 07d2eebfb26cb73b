import QuotePoolCore
import QuotePoolWorker

/// A command of the command line, run in three phases, as swift-argument-parser runs one:
///
/// 1. **parse** (`init(parsing:context:)`): every option read against the command's declared ones, with its type
///    and range; problems are recorded in the ``ParsedArguments``, never thrown, so they are all reported together
///    (64) before any file is read;
/// 2. **validate** (``validate()``): the config and the files the command needs (78, 66, 65, …);
/// 3. **run** (``run()``): the work; returns the exit code, or throws an error that ``ExitCodes`` maps to one.
protocol ParsableCommand: SendableMetatype {
    /// The command's name, options and help, in the one registry of commands (``CommandRegistry``).
    static var configuration: CommandConfiguration { get }

    /// Reads every option of `arguments`; records what is wrong there instead of throwing.
    init(parsing arguments: inout ParsedArguments, context: CommandContext)

    /// Loads and checks the config and the files the command needs.
    mutating func validate() throws

    /// Does the work.
    func run() async throws -> Int32

    /// Called when any phase failed with `error`, before the error is reported (a fill still prints its summary
    /// object); `arguments` is what the parse phase read.
    static func failed(_ error: any Error, arguments: ParsedArguments, context: CommandContext)
}

extension ParsableCommand {
    mutating func validate() throws {}

    static func failed(_ error: any Error, arguments: ParsedArguments, context: CommandContext) {}
}

/// What every command runs with besides its options.
struct CommandContext: Sendable {
    var console: Console
    /// Set by the signal handler (a fill records which signal ended it).
    var interruption: Interruption
    /// When the command line began to be handled: the time a fill spends before its job starts counts against its
    /// budget, as the scheduler that started the process counts it.
    var entered: ContinuousClock.Instant
}

/// A command's name, declared options and help text.
struct CommandConfiguration: Sendable {
    var name: String
    /// One line for the program's help.
    var abstract: String
    /// The options the command takes; shared ones come from ``OptionSpec``'s static members.
    var options: [OptionSpec]
    /// `quotepool <name> --help`; its first lines are the usage.
    var help: String
}
