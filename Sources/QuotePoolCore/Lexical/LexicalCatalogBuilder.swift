/// The lexical guard's catalog as it is built: texts indexed in the order given, with the catalog line each slot
/// stands for (texts with no tokens take no slot). ``Novelty/lexicalCatalog(_:tokenizer:bar:)`` builds one from all
/// its texts at once; a fill builds one block by block while the store still reads the rows.
public struct LexicalCatalogBuilder: Sendable {
    private let empty: LexicalIndex
    public private(set) var index: LexicalIndex
    public private(set) var refs: [CatalogRef] = []

    public init(tokenizer: LexicalTokenizer, bar: Double = LexicalIndex.calibratedBar) {
        empty = LexicalIndex(bar: bar, tokenizer: tokenizer)
        index = empty
    }

    /// Indexes `block` after what is already indexed. With `parallel`, the block is tokenized on every core first;
    /// without, one text at a time on the caller's thread (for a builder that runs beside other work).
    public mutating func add(_ block: [(CatalogRef, String)], parallel: Bool) {
        let texts = block.map(\.1)
        let tokens = parallel ? index.tokenizer.tokens(ofEach: texts) : texts.map(index.tokenizer.tokens)
        for ((ref, _), tokens) in zip(block, tokens) where index.add(tokens: tokens) != nil {
            refs.append(ref)
        }
    }

    /// Forgets every text indexed so far.
    public mutating func reset() {
        index = empty
        refs = []
    }

    /// The index and the ref of each of its slots.
    public var catalog: (LexicalIndex, [CatalogRef]) { (index, refs) }
}
