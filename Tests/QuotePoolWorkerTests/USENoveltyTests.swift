import Foundation
import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// Where the use files are for these tests.
enum USEFiles {
    static let environment = ProcessInfo.processInfo.environment
    static let directory =
        environment["QUOTEPOOL_USE_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? USEEmbedder.defaultDirectory(environment: environment)
    static var shouldRun: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(USEModelFile.tokenizerFile).path)
            || environment["QUOTEPOOL_REQUIRE_USE"] == "1"
    }
}

/// The use embedder where fill uses it: a pool stored with another embedder is re-embedded once, and the shipped
/// thresholds are the calibration rule's. Needs the files (`scripts/install-embedder.sh use`, or
/// `QUOTEPOOL_USE_DIR`); `QUOTEPOOL_REQUIRE_USE=1` fails instead of skipping.
@Suite(.enabled(if: USEFiles.shouldRun, "Universal Sentence Encoder Multilingual is not installed (QUOTEPOOL_USE_DIR)"))
struct USENoveltyTests {
    @Test func aPoolStoredWithTheBuiltinEmbedderIsReEmbeddedByUseOnce() async throws {
        let use = try USEEmbedder(directory: USEFiles.directory)
        try await EmbedderSwitch.expectReEmbeddedOnceAcrossRuns(dimension: use.dimension) {
            MeteredEmbedder(use, clock: $0, secondsPerBatch: 30)
        }
    }

    @Test func theShippedThresholdsAreTheCalibrationRuleOnTheTwoCalibrationSets() async throws {
        try await EmbedderSwitch.expectShippedThresholdsAreTheCalibrationRule(
            USEEmbedder(directory: USEFiles.directory))
    }
}
