import Foundation
import QuotePoolCore
import QuotePoolPostgres
import QuotePoolStore
import QuotePoolWorker

/// `quotepool db backup FILE`, `quotepool db check` (housekeeping that never changes the pool) and
/// `quotepool db copy FROM TO` (a pool into another store).
struct DBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "db", abstract: "backup FILE | check | copy FROM TO: snapshot, check, or copy a pool between stores",
        options: OptionSpec.configAndDatabase, help: HelpText.db)

    let console: Console
    let action: String
    let target: String?
    /// `db copy`: where from.
    let source: String?
    /// `--config` and `--db`.
    let place: PoolOptions

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        console = context.console
        let action = a.positionals.first ?? ""
        self.action = action
        source = action == "copy" && a.positionals.count == 3 ? a.positionals[1] : nil
        target = a.positionals.count == (action == "copy" ? 3 : 2) ? a.positionals.last : nil
        switch action {
        case "copy" where a.positionals.count != 3:
            a.problem("db copy needs a source and a destination (SQLite files or postgres:// URLs)")
        case "backup" where a.positionals.count != 2: a.problem("db backup needs one destination file")
        case "check" where a.positionals.count != 1: a.problem("db check takes no file")
        case "copy" where a.positionals.dropFirst().contains(where: \.isEmpty):
            a.problem("db copy needs a source and a destination; an empty name is neither")
        case "backup" where a.positionals.last?.isEmpty == true: a.problem("db backup needs a destination file name")
        case "copy", "backup", "check": break
        default: a.problem("expected: quotepool db backup FILE, quotepool db check, or quotepool db copy FROM TO")
        }
        place = PoolOptions(a)
    }

    func run() throws -> Int32 {
        if let source, let target { return try copy(from: source, to: target) }
        let (database, passwordFile) = try place.readerDatabase(environment: console.environment)
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

    /// Copies the pool at `from` into `to` (created when absent), resumably, and verifies the copy.
    private func copy(from: String, to: String) throws -> Int32 {
        try Settings.checkLocation(from, source: "db copy FROM")
        try Settings.checkLocation(to, source: "db copy TO")
        let passwordFile = try Settings.readerDatabase(
            configPath: place.configPath, dbPath: from, environment: console.environment
        ).passwordFile
        let source: any PoolCopySource
        if PoolOpener.isServer(from) {
            source = try PostgresPool(PoolOpener.url(from, passwordFile: passwordFile), readOnly: true)
        } else {
            source = try ReadOnlyPool(path: from)
        }
        let destination: any PoolCopyDestination
        var lock: FillLock?
        if PoolOpener.isServer(to) {
            destination = try PostgresPool(PoolOpener.url(to, passwordFile: passwordFile))
        } else {
            // No fill may write the file while it is being filled with another pool's rows.
            let path = try DatabasePath(to, mustExist: false)
            lock = try FillLock(database: path, now: Date())
            destination = try PoolStore(.path(path))
        }
        defer { lock?.release() }
        if try source.copyIdentity() == destination.copyIdentity() {
            throw CommandFailure(
                description: "db copy: \(DatabaseURL.masked(from)) and \(DatabaseURL.masked(to)) are one pool; "
                    + "copy into another database (or schema)", category: .usage)
        }
        let started = ContinuousClock.now
        let report = try PoolCopier.copy(from: source, to: destination) { table, rows in
            if rows % 10000 == 0 { console.error("db copy: \(table): \(rows) rows") }
        }
        let seconds = (ContinuousClock.now - started).inSeconds
        for table in PoolCopier.tables {
            guard let counts = report.counts[table] else { continue }
            console.line(
                "\(table): \(report.copied[table] ?? 0) copied, \(counts.source) in \(from), \(counts.destination) in \(to)"
            )
        }
        console.line("digest of served lines and vectors: \(report.sourceDigest) / \(report.destinationDigest)")
        guard report.verified else {
            throw CommandFailure(
                description: "\(to) does not hold the same pool as \(from) after the copy (did a fill or a retire "
                    + "change \(from) meanwhile?); run the copy again to bring the rest over", category: .dataError)
        }
        console.line("copied \(from) to \(to) in \(String(format: "%.1f", seconds)) s; verified")
        return 0
    }
}
