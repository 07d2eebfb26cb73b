import Foundation
import Testing

@testable import QuotePoolEncoders

/// The installed e5 model file (`scripts/install-embedder.sh e5`, or `QUOTEPOOL_E5_DIR`), shared by the e5
/// suites.
enum E5Fixtures {
    static let directory = ModelFixtures.directory(
        "QUOTEPOOL_E5_DIR", else: E5Embedder.defaultDirectory(environment: ModelFixtures.environment))

    static var installed: Bool { ModelFixtures.holds(directory, [E5Embedder.fileName]) }

    /// Whether the model suites run: when the file is installed, or when `QUOTEPOOL_REQUIRE_E5=1` (CI), in which
    /// case a missing file fails them instead of skipping them.
    static var shouldRun: Bool { installed || ModelFixtures.required("QUOTEPOOL_REQUIRE_E5") }

    static let skipMessage: Comment =
        "multilingual-e5-small is not installed: run scripts/install-embedder.sh e5 (or set QUOTEPOOL_E5_DIR)"

    /// Loaded once for every test that needs it.
    static let embedder: E5Embedder? = try? E5Embedder(directory: directory)
}
