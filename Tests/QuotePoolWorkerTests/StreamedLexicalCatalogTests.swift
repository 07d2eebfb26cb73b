import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// The lexical guard's catalog built block by block while the store reads (``StreamedLexicalCatalog``) is the one
/// ``Novelty/lexicalCatalog(_:tokenizer:bar:)`` builds from every text at once.
@Suite struct StreamedLexicalCatalogTests {
    static let words = ["kettle", "garden", "ladder", "window", "bakery", "river", "lantern", "market", "bicycle"]

    /// Lines of a few shared words, one without any word (which the index leaves out), and repeats.
    static let texts: [(CatalogRef, String)] = (0..<1_300).map { i in
        let text =
            i == 7
            ? "…"
            : (0..<6).map { words[(i * ($0 + 3) + $0) % words.count] }.joined(separator: " ") + " \(i % 50)"
        return (i.isMultiple(of: 3) ? .reference(Int64(i)) : .line(Int64(i)), text)
    }

    static func streamed(_ blocks: [(Range<Int>, offset: Int)]) async -> (LexicalIndex, [CatalogRef]) {
        let catalog = StreamedLexicalCatalog(tokenizer: LexicalTokenizer(locale: "en"))
        for (range, offset) in blocks { catalog.add(Array(texts[range]), at: offset) }
        return await catalog.finished()
    }

    static func expectSame(_ a: (LexicalIndex, [CatalogRef]), _ b: (LexicalIndex, [CatalogRef])) {
        #expect(a.1 == b.1)
        #expect(a.0.count == b.0.count && a.0.count == texts.count - 1)
        for probe in ["kettle garden ladder window bakery river 3", "lantern market bicycle kettle garden 12"] {
            #expect(a.0.nearest(to: probe) == b.0.nearest(to: probe), "\(probe)")
        }
    }

    @Test func blocksInTheOrderReadMakeTheCatalogOfAllTextsAtOnce() async {
        let whole = Novelty.lexicalCatalog(Self.texts, tokenizer: LexicalTokenizer(locale: "en"))
        let streamed = await Self.streamed([(0..<512, 0), (512..<1024, 512), (1024..<1300, 1024)])
        Self.expectSame(streamed, whole)
    }

    @Test func aReadTriedAgainStartsTheCatalogOver() async {
        let whole = Novelty.lexicalCatalog(Self.texts, tokenizer: LexicalTokenizer(locale: "en"))
        let streamed = await Self.streamed([(0..<512, 0), (512..<700, 512), (0..<512, 0), (512..<1300, 512)])
        Self.expectSame(streamed, whole)
    }
}
