import QuotePoolCore

/// What ``PoolWriter/loadCatalog(locale:limit:embedderID:)`` returns, built from the catalog's rows one at a time
/// (`id`, `text`, `text_hash`, `embedder`, `embedding`), the same way in every store.
public struct CatalogRows {
    /// The tables a catalog is read from, and what their ids are.
    public static let sources: [(String, @Sendable (Int64) -> CatalogRefID)] = [
        ("lines", { .line($0) }), ("catalog", { .reference($0) }),
    ]

    private var vectors = CatalogVectors()
    private var stale: [StaleCatalogEntry] = []
    private var texts: [(CatalogRefID, String)] = []
    private let embedderID: String
    private var expectedRows = 0
    /// Where each block of texts goes as soon as it is read (see ``init(embedderID:texts:)``), and how many went.
    private let handOver: TextBlocks?
    private var handedOver = 0

    /// Each block of ``textBlock`` texts read, with the offset of its first text; a block at offset 0 starts a read
    /// that was tried again.
    public typealias TextBlocks = ([(CatalogRefID, String)], _ offset: Int) -> Void
    /// How many texts ``init(embedderID:texts:)``'s consumer gets at a time.
    public static let textBlock = 512

    /// - Parameter texts: called with each block of texts as it is read, in order, and with the rest at
    ///   ``handOverTexts()``, so a consumer can work on them while the rows are still read.
    public init(embedderID: String, texts: TextBlocks? = nil) {
        self.embedderID = embedderID
        handOver = texts
    }

    /// The newest `?2` rows of locale `?1` of `table`, newest first, with their vectors.
    ///
    /// The ids are chosen and sorted first, from the locale index alone; sorting whole rows instead (no index
    /// gives lines in id order within a locale) copies every vector into a sorter that spills to a temporary
    /// file, which took 200 ms of a fill's start on a 10,000-line pool against 20 ms this way.
    public static func newestRows(of table: String) -> String {
        """
        SELECT id, text, text_hash, embedder, embedding FROM \(table)
        WHERE id IN (SELECT id FROM \(table) WHERE locale = ?1 ORDER BY id DESC LIMIT ?2) ORDER BY id DESC
        """
    }

    /// How many rows ``newestRows(of:)`` reads, from the locale index alone.
    public static func newestRowCount(of table: String) -> String {
        "SELECT count(*) AS n FROM (SELECT id FROM \(table) WHERE locale = ?1 ORDER BY id DESC LIMIT ?2) AS newest"
    }

    /// Room for the rows of every source, each counted by `rows(table)` (``newestRowCount(of:)``), made
    /// when the first vector tells their dimension.
    public mutating func reserve<E: Error>(counting rows: (String) throws(E) -> Int) throws(E) {
        for (table, _) in Self.sources { expectedRows += try rows(table) }
    }

    /// One row: its vector when `embedderID` stored it, else it is stale.
    public mutating func add(_ row: Row, _ makeRef: (Int64) -> CatalogRefID) {
        guard let id = row.int("id"), let text = row.string("text"), let hash = row.string("text_hash") else { return }
        texts.append((makeRef(id), text))
        var stored = false
        if row.string("embedder") == embedderID, let blob = row.blob("embedding"), !blob.isEmpty, blob.count % 4 == 0 {
            if vectors.isEmpty, vectors.dimension == 0 {
                vectors.dimension = blob.count / 4
                vectors.flat.reserveCapacity(max(expectedRows, 1) * vectors.dimension)
            }
            stored = blob.withUnsafeBytes { VectorBlob.append($0, dimension: vectors.dimension, to: &vectors.flat) }
            if stored { vectors.refs.append(makeRef(id)) }
        }
        if !stored { stale.append(StaleCatalogEntry(ref: makeRef(id), text: text, textHash: hash)) }
        if texts.count - handedOver == Self.textBlock { handOverTexts() }
    }

    /// Hands the texts read since the last block to the consumer given at ``init(embedderID:texts:)``.
    public mutating func handOverTexts() {
        guard let handOver, texts.count > handedOver else { return }
        handOver(Array(texts[handedOver...]), handedOver)
        handedOver = texts.count
    }

    public var result: (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)]) {
        (vectors, stale, texts)
    }
}
