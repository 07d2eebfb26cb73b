import Foundation
import QuotePoolCore
import QuotePoolModels
import QuotePoolStore
import QuotePoolWorker

/// `quotepool import`: reference lines into the novelty catalog.
struct ImportCommand {
    let console: Console
    let locale: String
    let file: String
    let configPath: String?
    let dbPath: String?

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(args, command: "import", valued: ["locale", "config", "db"], flags: [])
        self.console = console
        guard let locale = a.value("locale"), !locale.isEmpty else {
            throw UsageError(message: "--locale <code> is required", command: "import")
        }
        guard a.positionals.count == 1 else {
            throw UsageError(message: "expected exactly one file to import", command: "import")
        }
        self.locale = locale
        file = a.positionals[0]
        configPath = a.value("config")
        dbPath = a.value("db")
    }

    func run() async throws -> Int32 {
        let settings = try Settings.load(configPath: configPath, dbPath: dbPath, environment: console.environment)
        let rows: [(text: String, locale: String?)]
        do {
            rows = try EvalDataset.readCatalog(file: file)
        } catch {
            throw InputFileError(error)
        }
        let texts = rows.filter { $0.locale == nil || $0.locale == locale }.map { $0.text.trimmingWhitespace() }
            .filter { !$0.isEmpty }
        let embedder = HashedEmbedder()
        let store: any PoolWriter = try PoolStore(path: settings.databasePath)
        let result = try store.importReferences(
            texts, locale: locale, source: (file as NSString).lastPathComponent, embedderID: embedder.id,
            vectors: texts.map(embedder.embed), now: Date())
        console.line(
            "imported \(result.added) reference line(s) for \(locale) into \(settings.databasePath); \(result.skipped) already present"
        )
        return 0
    }
}
