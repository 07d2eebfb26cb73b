import QuotePoolCore

/// The one list of commands: dispatch, the program's help and its command list, each command's help, and "did
/// you mean" for a mistyped name all come from it.
enum CommandRegistry {
    /// Every command, in the order the program's help lists them.
    static let commands: [any ParsableCommand.Type] = [
        FillCommand.self, QueryCommand.self, ReportCommand.self, EvalCommand.self, ImportCommand.self,
        RetireCommand.self, ConfigCommand.self, DoctorCommand.self, DBCommand.self, TasteCommand.self,
        JudgeCommand.self, BenchCommand.self,
    ]

    /// The command called `name`.
    static func command(named name: String) -> (any ParsableCommand.Type)? {
        commands.first { $0.configuration.name == name }
    }

    /// The closest command name to a mistyped `name`, if one is near.
    static func suggestion(for name: String) -> String? {
        EditDistance.closest(to: name, among: commands.map { $0.configuration.name }, within: 2)
    }

    /// `quotepool --help`: the commands with their abstracts, between a fixed head and foot.
    static var mainHelp: String {
        let width = (commands.map { $0.configuration.name.count }.max() ?? 0) + 4
        let list = commands.map { command in
            let c = command.configuration
            return "  " + c.name.padding(toLength: width, withPad: " ", startingAt: 0) + c.abstract
        }
        return HelpText.mainHead + "\n" + list.joined(separator: "\n") + "\n\n" + HelpText.mainFoot
    }

    /// Runs `type` on `args` in its three phases (parse, validate, run).
    static func execute(_ type: any ParsableCommand.Type, _ args: [String], context: CommandContext) async throws
        -> Int32
    {
        var arguments = ParsedArguments(args, command: type.configuration.name, options: type.configuration.options)
        var command = type.init(parsing: &arguments, context: context)
        do {
            try arguments.finish()
            try command.validate()
            return try await command.run()
        } catch {
            type.failed(error, arguments: arguments, context: context)
            throw error
        }
    }
}
