import Foundation
import QuotePoolCore

/// Writes the tables quotepool ships that are made from its locale files: `quotepool-tables [DIR]` writes
/// `DIR/langid-grams.bin` (DIR is `Sources/QuotePoolCore/Resources` by default). `scripts/make-tables.sh` runs it.
@main enum TablesMain {
    static func main() throws {
        let directory = CommandLine.arguments.dropFirst().first ?? "Sources/QuotePoolCore/Resources"
        let url = URL(fileURLWithPath: directory).appendingPathComponent("langid-grams.bin")
        let bytes = ShippedTables.languageGramCounts()
        try Data(bytes).write(to: url, options: .atomic)
        print("wrote \(url.path) (\(bytes.count) bytes)")
    }
}
