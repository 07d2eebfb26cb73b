import Foundation
import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// `embedder: "minilm"` and `embedder: "e5"` in the factory: loaded from `embedder_dir` or the default place,
/// never downloaded, and the builtin embedder with a warning that says why when the files are not there.
@Suite struct EmbedderFactoryTests {
    func built(_ embedder: String, dir: String?, environment: [String: String] = [:]) -> BackendFactory.Built {
        var config = Config()
        config.embedder = embedder
        config.embedderDir = dir
        return BackendFactory.make(config: config, environment: environment)
    }

    @Test(arguments: [("minilm", "config.json"), ("e5", "e5-small-q4.bin")])
    func aMissingInProcessEmbedderFallsBackToTheBuiltinOneAndSaysHowToInstallIt(name: String, file: String) {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qp-none-\(UUID().uuidString)")
        for built in [
            built(name, dir: empty.path),
            built(name, dir: nil, environment: ["QUOTEPOOL_DATA_DIR": empty.path]),
        ] {
            #expect(built.embedder?.id == BuiltinEmbedder(HashedEmbedder()).id)
            #expect(built.warnings.count == 1)
            let warning = built.warnings.first ?? ""
            #expect(warning.hasPrefix("embedder \(name) unavailable: missing "), "\(warning)")
            #expect(warning.contains(file) && warning.contains("scripts/install-embedder.sh \(name)"), "\(warning)")
        }
    }

    @Test func autoWithoutE5UsesBuiltinAndSaysSoAsANoteNotAWarning() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qp-none-\(UUID().uuidString)")
        let built = built("auto", dir: empty.path)
        #expect(built.embedder?.id == BuiltinEmbedder(HashedEmbedder()).id)
        // The default on a machine without e5 is no fault: nothing to act on, so nothing at warning level.
        #expect(built.warnings.isEmpty)
        #expect(built.notes.count == 1 && built.notes[0].hasPrefix("embedder auto: e5 is not usable"), "\(built.notes)")
    }

    static let e5Directory: String? = {
        let environment = ProcessInfo.processInfo.environment
        let dir =
            environment["QUOTEPOOL_E5_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? E5Embedder.defaultDirectory(environment: environment).path
        return FileManager.default.fileExists(atPath: dir + "/" + E5Embedder.fileName) ? dir : nil
    }()

    @Test(.enabled(if: e5Directory != nil, "multilingual-e5-small is not installed (scripts/install-embedder.sh e5)"))
    func anInstalledE5EmbedderIsBuiltFromEmbedderDir() {
        let built = built("e5", dir: Self.e5Directory)
        #expect(built.warnings.isEmpty)
        #expect(built.embedder?.id == "e5-small-q4-384" && built.embedder?.dimension == 384)
    }
}
