import Foundation
import Testing

@testable import QuotePoolEncoders

/// The Swift MiniLM against the reference implementation, on `Tests/Fixtures/minilm/reference.jsonl`:
/// 30 texts in en, de, es, fr, it, pt, ja and tokenizer edge cases (other scripts, accents, full-width
/// letters, emoji, control characters, a text past the 256-token limit), each with the token ids of the
/// Hugging Face fast tokenizer and the sentence-transformers vector. Produced once, outside the repository:
///
///     python3 -m venv /tmp/minilm-ref-venv
///     /tmp/minilm-ref-venv/bin/pip install torch==2.15.0 sentence-transformers==6.2.0   # transformers 5.24.0
///     scripts/install-embedder.sh minilm /tmp/minilm
///     /tmp/minilm-ref-venv/bin/python Tests/Fixtures/minilm/make_reference.py /tmp/minilm \
///         > Tests/Fixtures/minilm/reference.jsonl
@Suite(.enabled(if: MiniLMFixtures.shouldRun, MiniLMFixtures.skipMessage))
struct MiniLMReferenceTests {
    let rows: [ModelFixtures.ReferenceRow]
    let embedder: MiniLMEmbedder

    init() throws {
        rows = try MiniLMFixtures.rows("reference.jsonl", as: ModelFixtures.ReferenceRow.self)
        embedder = try #require(MiniLMFixtures.embedder, "the model in \(MiniLMFixtures.directory.path) did not load")
    }

    @Test func tokenizesEveryTextExactlyAsTheReferenceTokenizer() {
        #expect(rows.count >= 20)
        for row in rows {
            #expect(embedder.tokenizer.encode(row.text) == row.ids, "\(row.text.debugDescription)")
        }
    }

    @Test func embedsEveryTextWithinCosine0999OfTheReference() {
        ModelFixtures.expectNearReference(
            rows, embedder.embedBlocking(rows.map(\.text)), dimension: 384, label: "MiniLM")
    }

    @Test func aBatchEmbedsEachTextAsItWouldAlone() async {
        let texts = Array(rows.prefix(6).map(\.text))
        ModelFixtures.expectBatchMatchesSingles(texts, embedder.embedBlocking)
        // The asynchronous witness computes the same vectors on its own thread.
        #expect(await embedder.embed(texts) == embedder.embedBlocking(texts))
    }

    @Test func vectorsAreUnitLength() {
        ModelFixtures.expectUnitLength(embedder.embedBlocking(["Hope.", "", "朝の光が静かに窓辺を照らしている。"]))
        #expect(embedder.id == "minilm-l6-v2-384")
        #expect(embedder.dimension == 384)
        #expect(embedder.embedBlocking([]).isEmpty)
    }
}
