import QuotePoolCore

/// A usage error: every problem the command line has, said together, and the command's help pointed to. Exit 64.
public struct UsageError: Error, Equatable, CustomStringConvertible, CategorizedError {
    /// What was wrong, one problem a line, in the order the command reads its options.
    public var problems: [String]
    /// The command whose help to point to; nil for the program's own (`quotepool --help`).
    public var command: String?

    /// The problems, one a line.
    public var message: String { problems.joined(separator: "\n") }
    public var description: String { "\(message)\nSee 'quotepool \(command.map { "\($0) " } ?? "")--help'." }
    public var category: FailureCategory { .usage }

    public init(message: String, command: String?) {
        self.init(problems: [message], command: command)
    }

    public init(problems: [String], command: String?) {
        precondition(!problems.isEmpty, "a usage error says what is wrong")
        self.problems = problems
        self.command = command
    }
}
