import Foundation
import Testing

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

    /// One line of a reference fixture: a text, the reference tokenizer's ids and the reference vector, and the
    /// locale of the fixture the text came from where the reference says (empty for an edge case).
    struct ReferenceRow: Decodable {
        var text: String
        var ids: [Int32]
        var vector: [Float]
        var locale: String?
    }

    /// Expects each of `vectors` (`dimension` floats) within cosine 0.999 of its row's reference vector, and
    /// prints the lowest cosine under `label`.
    static func expectNearReference(
        _ rows: [ReferenceRow], _ vectors: [[Float]], dimension: Int, label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(vectors.count == rows.count, sourceLocation: sourceLocation)
        var worst = (cosine: 1.0, text: "")
        for (row, vector) in zip(rows, vectors) {
            #expect(vector.count == dimension, sourceLocation: sourceLocation)
            let cosine = Self.cosine(vector, row.vector)
            if cosine < worst.cosine { worst = (cosine, row.text) }
            #expect(cosine >= 0.999, "\(row.text.debugDescription): cosine \(cosine)", sourceLocation: sourceLocation)
        }
        print("\(label) vs reference: \(rows.count) texts, min cosine \(worst.cosine) (\(worst.text.prefix(40)))")
    }

    /// Expects `embed` to give each of `texts` in a batch the vector it gives it alone.
    static func expectBatchMatchesSingles(
        _ texts: [String], _ embed: ([String]) -> [[Float]], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let batch = embed(texts)
        for (text, vector) in zip(texts, batch) {
            let alone = embed([text])[0]
            #expect(cosine(alone, vector) > 0.99999, "\(text.prefix(40))", sourceLocation: sourceLocation)
        }
    }

    /// Expects every one of `vectors` to have length 1.
    static func expectUnitLength(_ vectors: [[Float]], sourceLocation: SourceLocation = #_sourceLocation) {
        for vector in vectors {
            let norm = vector.reduce(0) { $0 + Double($1) * Double($1) }.squareRoot()
            #expect(abs(norm - 1) < 1e-5, sourceLocation: sourceLocation)
        }
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
