import Foundation
import Testing

@testable import QuotePoolEncoders

/// The installed MiniLM model (`scripts/install-embedder.sh minilm`, or `QUOTEPOOL_MINILM_DIR`) and the fixture
/// files under `Tests/Fixtures/minilm/`, shared by the MiniLM suites.
enum MiniLMFixtures {
    static let directory = ModelFixtures.directory(
        "QUOTEPOOL_MINILM_DIR", else: MiniLMEmbedder.defaultDirectory(environment: ModelFixtures.environment))

    static var installed: Bool { ModelFixtures.holds(directory, MiniLMEmbedder.requiredFiles) }

    /// Whether the model suites run: when the model is installed, or when `QUOTEPOOL_REQUIRE_MINILM=1` (CI), in
    /// which case a missing model fails them instead of skipping them.
    static var shouldRun: Bool { installed || ModelFixtures.required("QUOTEPOOL_REQUIRE_MINILM") }

    static let skipMessage: Comment =
        "all-MiniLM-L6-v2 is not installed: run scripts/install-embedder.sh minilm (or set QUOTEPOOL_MINILM_DIR)"

    /// Loaded once for every test that needs it.
    static let embedder: MiniLMEmbedder? = try? MiniLMEmbedder(directory: directory)

    /// The rows of a JSON Lines fixture under `Tests/Fixtures/minilm/`.
    static func rows<Row: Decodable>(_ name: String, as: Row.Type) throws -> [Row] {
        try ModelFixtures.rows("minilm/\(name)", as: Row.self)
    }
}
