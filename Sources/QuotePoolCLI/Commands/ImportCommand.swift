import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import QuotePoolWorker

/// `quotepool import`: reference lines into the novelty catalog.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "import", abstract: "Add reference lines to the novelty catalog (never served)",
        options: [.value("locale"), .flag("create")] + OptionSpec.configAndDatabase, help: HelpText.importLines)

    let console: Console
    /// The pool the lines are for (`--locale`, normalized: `pt-BR` is the pool `pt`).
    let locale: LocaleCode
    let file: String
    /// `--config` and `--db`.
    let place: PoolOptions
    /// Create the database when it does not exist (without it, a mistyped `--db` is an error, not a new pool).
    let create: Bool

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        console = context.console
        if a.value("locale")?.isEmpty ?? true { a.problem("--locale <code> is required") }
        locale = a.locale("locale")?.base ?? "en"
        if a.positionals.count != 1 { a.problem("expected exactly one file to import") }
        file = a.positionals.first ?? ""
        place = PoolOptions(a)
        create = a.has("create")
    }

    /// The config ``validate()`` loaded.
    private var settings: Settings?

    mutating func validate() throws {
        settings = try place.settings(environment: console.environment)
    }

    func run() async throws -> Int32 {
        guard let settings else { preconditionFailure("import runs after validate()") }
        let rows: [(text: String, locale: LocaleCode?)]
        do {
            rows = try EvalDataset.readCatalog(file: file)
        } catch {
            throw InputFileError(error)
        }
        let ours = rows.filter { row in row.locale.map { $0.pool == locale.pool } ?? true }
        let otherLocales = rows.count - ours.count
        let texts = ours.map { $0.text.trimmingWhitespace() }.filter { !$0.isEmpty }
        if !create && !PoolOpener.isServer(settings.databasePath)
            && !FileManager.default.fileExists(atPath: settings.databasePath)
        {
            throw CommandFailure(
                description: "database \(settings.databasePath) does not exist; check --db, or add --create to start "
                    + "a new pool with these reference lines", category: .noInput)
        }
        // Stored with the embedder fill uses, so the next fill compares against them without re-embedding.
        let setup = ChainSetup(config: settings.config, environment: console.environment)
        for warning in setup.notes + setup.warnings { console.error(warning) }
        let embedder = setup.embedder ?? BuiltinEmbedder(HashedEmbedder())
        let vectors: [[Float]]
        do {
            vectors = try await embedder.embed(texts)
        } catch {
            throw CommandFailure(
                description: "cannot embed the lines with \(embedder.id): \(error); nothing imported",
                category: .tempFail)
        }
        let store = try PoolOpener.writer(settings.databasePath, passwordFile: settings.passwordFile)
        let result = try store.importReferences(
            texts, locale: locale, source: (file as NSString).lastPathComponent, embedderID: embedder.id,
            vectors: vectors, now: Date())
        var summary =
            "imported \(result.added) reference line(s) for \(locale) into \(settings.databasePath); "
            + "\(result.skipped) already present"
        if otherLocales > 0 { summary += "; \(otherLocales) row(s) of other locales skipped" }
        console.line(summary)
        return 0
    }
}
