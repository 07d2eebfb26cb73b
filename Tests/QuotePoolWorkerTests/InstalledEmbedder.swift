import Foundation
import QuotePoolEncoders
import QuotePoolModels

/// An in-process embedder's installed files for the worker's tests: the directory an environment variable names,
/// else the embedder's default place. Suites that need them run when they are there, and when a `QUOTEPOOL_REQUIRE_…`
/// variable is 1 (CI), in which case missing files fail them instead of skipping them.
struct InstalledEmbedder: Sendable {
    let directory: URL
    /// A file that is there when the embedder is installed.
    let file: String
    let requirement: String

    init(_ variable: String, default place: ([String: String]) -> URL, file: String, requirement: String) {
        let environment = ProcessInfo.processInfo.environment
        directory =
            environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? place(environment)
        self.file = file
        self.requirement = requirement
    }

    var installed: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path) }
    var shouldRun: Bool { installed || ProcessInfo.processInfo.environment[requirement] == "1" }

    static let e5 = InstalledEmbedder(
        "QUOTEPOOL_E5_DIR", default: E5Embedder.defaultDirectory, file: E5Embedder.fileName,
        requirement: "QUOTEPOOL_REQUIRE_E5")
    static let use = InstalledEmbedder(
        "QUOTEPOOL_USE_DIR", default: USEEmbedder.defaultDirectory, file: USEModelFile.tokenizerFile,
        requirement: "QUOTEPOOL_REQUIRE_USE")
}
