import Foundation
import QuotePoolStore
import QuotePoolWorker

/// `quotepool retire`: lines out of service, kept in the novelty catalog.
struct RetireCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "retire", abstract: "Take lines out of service",
        options: [.value("reason")] + OptionSpec.configAndDatabase, help: HelpText.retire)

    let console: Console
    let ids: [Int64]
    let reason: String
    /// `--config` and `--db`.
    let place: PoolOptions

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        console = context.console
        let reason = a.value("reason") ?? ""
        if reason.trimmingCharacters(in: .whitespaces).isEmpty { a.problem("--reason <text> is required") }
        if a.positionals.isEmpty { a.problem("expected at least one line id") }
        var ids: [Int64] = []
        for p in a.positionals {
            if let id = Int64(p), id > 0 {
                ids.append(id)
            } else {
                a.problem("line ids are positive integers, got '\(p)'")
            }
        }
        self.ids = ids
        self.reason = reason
        place = PoolOptions(a)
    }

    /// The config ``validate()`` loaded.
    private var settings: Settings?

    mutating func validate() throws {
        settings = try place.settings(environment: console.environment)
    }

    func run() throws -> Int32 {
        guard let settings else { preconditionFailure("retire runs after validate()") }
        guard
            PoolOpener.isServer(settings.databasePath) || FileManager.default.fileExists(atPath: settings.databasePath)
        else {
            throw StoreError.missing(path: settings.databasePath)
        }
        let store = try PoolOpener.writer(settings.databasePath, passwordFile: settings.passwordFile)
        let result = try store.retire(ids: ids, reason: reason, now: Date())
        func list(_ ids: [Int64]) -> String { ids.map(String.init).joined(separator: ", ") }
        guard result.unknown.isEmpty else {
            throw CommandFailure(
                description:
                    "no line has id \(list(result.unknown)) in \(settings.databasePath); nothing was retired "
                    + "(quotepool query --format json shows the ids)",
                category: .dataError)
        }
        var message = "retired \(result.retired.count) of \(ids.count) line(s)"
        if !result.retired.isEmpty { message += ": \(list(result.retired))" }
        if !result.alreadyRetired.isEmpty { message += "; already retired: \(list(result.alreadyRetired))" }
        console.line(message)
        return 0
    }
}
