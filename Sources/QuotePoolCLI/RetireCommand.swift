import Foundation
import QuotePoolStore
import QuotePoolWorker

/// `quotepool retire`: lines out of service, kept in the novelty catalog.
struct RetireCommand {
    let console: Console
    let ids: [Int64]
    let reason: String
    let configPath: String?
    let dbPath: String?

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(args, command: "retire", valued: ["reason", "config", "db"], flags: [])
        self.console = console
        guard let reason = a.value("reason"), !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError(message: "--reason <text> is required", command: "retire")
        }
        guard !a.positionals.isEmpty else {
            throw UsageError(message: "expected at least one line id", command: "retire")
        }
        var ids: [Int64] = []
        for p in a.positionals {
            guard let id = Int64(p), id > 0 else {
                throw UsageError(message: "line ids are positive integers, got '\(p)'", command: "retire")
            }
            ids.append(id)
        }
        self.ids = ids
        self.reason = reason
        configPath = a.value("config")
        dbPath = a.value("db")
    }

    func run() throws -> Int32 {
        let settings = try Settings.load(configPath: configPath, dbPath: dbPath, environment: console.environment)
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
