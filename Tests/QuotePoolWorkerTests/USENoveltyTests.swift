import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// The use embedder where fill uses it: a pool stored with another embedder is re-embedded once, and the shipped
/// thresholds are the calibration rule's. Needs the files (`scripts/install-embedder.sh use`, or
/// `QUOTEPOOL_USE_DIR`); `QUOTEPOOL_REQUIRE_USE=1` fails instead of skipping.
@Suite(
    .enabled(
        if: InstalledEmbedder.use.shouldRun,
        "Universal Sentence Encoder Multilingual is not installed (QUOTEPOOL_USE_DIR)"))
struct USENoveltyTests {
    @Test func aPoolStoredWithTheBuiltinEmbedderIsReEmbeddedByUseOnce() async throws {
        let use = try USEEmbedder(directory: InstalledEmbedder.use.directory)
        try await EmbedderSwitch.expectReEmbeddedOnceAcrossRuns(dimension: use.dimension) {
            MeteredEmbedder(use, clock: $0, secondsPerBatch: 30)
        }
    }

    @Test func theShippedThresholdsAreTheCalibrationRuleOnTheTwoCalibrationSets() async throws {
        try await EmbedderSwitch.expectShippedThresholdsAreTheCalibrationRule(
            USEEmbedder(directory: InstalledEmbedder.use.directory))
    }
}
