import Foundation
import Testing

@testable import QuotePoolModels

/// The installed MiniLM model and the fixture files under `Tests/Fixtures/minilm/`, shared by the MiniLM
/// suites.
///
/// The model is not in the repository (84 MB): `scripts/install-embedder.sh` puts it in
/// `${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/minilm`, or `QUOTEPOOL_MINILM_DIR` names another
/// directory. Suites that need it are skipped, with that instruction, when it is not there.
enum MiniLMFixtures {
    static let directory: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let dir = environment["QUOTEPOOL_MINILM_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        return MiniLMEmbedder.defaultDirectory(environment: environment)
    }()

    static var installed: Bool {
        MiniLMEmbedder.requiredFiles.allSatisfy {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
    }

    /// Whether the model suites run: when the model is installed, or when `QUOTEPOOL_REQUIRE_MINILM=1` (CI), in
    /// which case a missing model fails them instead of skipping them.
    static var shouldRun: Bool {
        installed || ProcessInfo.processInfo.environment["QUOTEPOOL_REQUIRE_MINILM"] == "1"
    }

    static let skipMessage: Comment =
        "all-MiniLM-L6-v2 is not installed: run scripts/install-embedder.sh (or set QUOTEPOOL_MINILM_DIR)"

    /// Loaded once for every test that needs it.
    static let embedder: MiniLMEmbedder? = try? MiniLMEmbedder(directory: directory)

    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/minilm/\(name)")
    }

    /// The rows of a JSON Lines fixture.
    static func rows<Row: Decodable>(_ name: String, as: Row.Type) throws -> [Row] {
        let text = try String(contentsOf: fixture(name), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Row.self, from: Data($0.utf8)) }
    }

    static func cosine(_ a: [Float], _ b: [Float]) -> Double {
        var dot = 0.0
        var na = 0.0
        var nb = 0.0
        for (x, y) in zip(a, b) {
            dot += Double(x) * Double(y)
            na += Double(x) * Double(x)
            nb += Double(y) * Double(y)
        }
        return na > 0 && nb > 0 ? dot / (na.squareRoot() * nb.squareRoot()) : 0
    }
}
