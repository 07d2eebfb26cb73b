import Foundation

/// What the in-process embedders' suites share: where an installed model is, the fixture files under
/// `Tests/Fixtures/`, and cosine similarity.
///
/// The models are not in the repository: `scripts/install-embedder.sh NAME` puts one in
/// `${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/NAME`, or an environment variable names another
/// directory. Suites that need a model are skipped, with that instruction, when it is not there, unless a
/// `QUOTEPOOL_REQUIRE_…=1` variable (CI) makes a missing model a failure.
enum ModelFixtures {
    static let environment = ProcessInfo.processInfo.environment

    /// The directory `variable` names, else `fallback`.
    static func directory(_ variable: String, else fallback: URL) -> URL {
        if let dir = environment[variable], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        return fallback
    }

    /// Whether every one of `files` is in `directory`.
    static func holds(_ directory: URL, _ files: [String]) -> Bool {
        files.allSatisfy { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
    }

    /// Whether `variable` is set to 1.
    static func required(_ variable: String) -> Bool { environment[variable] == "1" }

    /// A file under `Tests/Fixtures/`.
    static func fixture(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(path)")
    }

    /// The rows of a JSON Lines fixture under `Tests/Fixtures/`.
    static func rows<Row: Decodable>(_ path: String, as: Row.Type) throws -> [Row] {
        let text = try String(contentsOf: fixture(path), encoding: .utf8)
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
