import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool db backup FILE` and `quotepool db check`: housekeeping that never changes the pool.
struct DBCommand {
    let console: Console
    let action: String
    let target: String?
    let configPath: String?
    let dbPath: String?

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(args, command: "db", valued: ["config", "db"], flags: [])
        self.console = console
        guard let action = a.positionals.first, ["backup", "check"].contains(action) else {
            throw UsageError(message: "expected: quotepool db backup FILE, or quotepool db check", command: "db")
        }
        self.action = action
        if action == "backup" {
            guard a.positionals.count == 2 else {
                throw UsageError(message: "db backup needs one destination file", command: "db")
            }
            target = a.positionals[1]
        } else {
            guard a.positionals.count == 1 else { throw UsageError(message: "db check takes no file", command: "db") }
            target = nil
        }
        configPath = a.value("config")
        dbPath = a.value("db")
    }

    func run() throws -> Int32 {
        let (database, passwordFile) = try Settings.readerDatabase(
            configPath: configPath, dbPath: dbPath, environment: console.environment)
        let pool = try PoolOpener.reader(database, passwordFile: passwordFile)
        if let target {
            try pool.backup(to: target)
            let size = (try? FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) ?? 0
            console.line("backed up \(database) to \(target) (\(size) bytes)")
            return 0
        }
        let problems = try pool.fullCheck()
        if problems.isEmpty {
            console.line("\(database): integrity ok, foreign keys ok")
            return 0
        }
        for p in problems { console.line(p) }
        throw CommandFailure(
            description: "\(database) is damaged; restore it from a backup (quotepool db backup)",
            category: .cantCreate)
    }
}
