import Foundation
import QuotePoolCore

extension PoolStore {
    /// The queries every store shares, over this connection.
    var queries: PoolQueries<SQLiteError> {
        PoolQueries { [db] sql, parameters throws(SQLiteError) in try db.query(sql, parameters) }
    }

    /// Normalized-text hashes of every stored line, any status and locale (the hash is unique across
    /// the table). Exact duplicates are rejected against these and ``referenceHashes(locale:)``.
    public func lineHashes() throws(StoreError) -> Set<String> {
        try guarded { () throws(SQLiteError) in try queries.lineHashes() }
    }

    /// Normalized-text hashes of the imported reference lines of `locale`.
    public func referenceHashes(locale: LocaleCode) throws(StoreError) -> Set<String> {
        try guarded { () throws(SQLiteError) in try queries.referenceHashes(locale: locale) }
    }

    /// The novelty catalog of `locale`: the most recent `limit` lines (active or retired) plus the newest
    /// `limit` imported reference lines. Rows whose vector was stored by `embedderID` come back ready;
    /// the others come back as `stale`, for the caller to embed and save with ``saveEmbeddings(_:embedderID:)``;
    /// `texts` holds every row's text, for the lexical guard.
    public func loadCatalog(
        locale: LocaleCode, limit: Int, embedderID: String
    ) throws(StoreError) -> (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)]) {
        guard limit > 0 else { return (CatalogVectors(), [], []) }
        return try guarded { () throws(SQLiteError) in
            var catalog = CatalogRows(embedderID: embedderID)
            // Row by row into one flat buffer, sized once for every source: never all rows, nor one array per
            // vector, nor a grown buffer beside the one it outgrew, in memory at once.
            try catalog.reserve { table throws(SQLiteError) in
                let count = try db.scalar(Self.newestRowCount(of: table), [.text(locale.pool), .integer(Int64(limit))])
                guard case .integer(let n) = count else { return 0 }
                return Int(n)
            }
            for (table, makeRef) in CatalogRows.sources {
                let statement = try db.statement(Self.newestRows(of: table))
                try statement.bind([.text(locale.pool), .integer(Int64(limit))])
                while let row = try statement.step() { catalog.add(row, makeRef) }
            }
            return catalog.result
        }
    }

    /// The newest `?2` rows of locale `?1` of `table`, newest first, with their vectors (both stores run it).
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

    /// How many rows ``newestRows(of:)`` reads (both stores run it), from the locale index alone.
    public static func newestRowCount(of table: String) -> String {
        "SELECT count(*) AS n FROM (SELECT id FROM \(table) WHERE locale = ?1 ORDER BY id DESC LIMIT ?2) AS newest"
    }

    /// Stores re-computed catalog vectors, so later runs load them instead of embedding again.
    public func saveEmbeddings(_ entries: [(CatalogRefID, [Float])], embedderID: String) throws(StoreError) {
        guard !entries.isEmpty else { return }
        try inTransaction { db throws(SQLiteError) in
            for (ref, vector) in entries {
                let (table, id): (String, Int64) =
                    switch ref {
                    case .line(let id): ("lines", id)
                    case .reference(let id): ("catalog", id)
                    }
                try db.run(
                    "UPDATE \(table) SET embedder = ?, embedding = ? WHERE id = ?",
                    [.text(embedderID), .blob(VectorBlob.encode(vector)), .integer(id)])
            }
            return .commit
        }
    }

    /// Adds reference lines to the catalog; returns (added, skipped as already present).
    public func importReferences(
        _ lines: [String], locale: LocaleCode, source: String, embedderID: String, vectors: [[Float]], now: Date
    ) throws(StoreError) -> (added: Int, skipped: Int) {
        try inTransaction { db throws(SQLiteError) in
            var added = 0
            for (text, vector) in zip(lines, vectors) {
                try db.run(
                    """
                    INSERT OR IGNORE INTO catalog (text, locale, text_hash, source, embedder, embedding, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        .text(text), .text(locale.pool), .text(TextNormalizer.hash(text)), .text(source),
                        .text(embedderID), .blob(VectorBlob.encode(vector)), .text(Timestamp.string(now)),
                    ])
                added += db.changes
            }
            return .commit((added, lines.count - added))
        }
    }

    /// Recent texts of `locale` for the negative anchors: the newest pool lines and the newest rejected drafts.
    public func recentTexts(locale: LocaleCode, lines: Int, rejected: Int) throws(StoreError) -> (
        pool: [String], rejected: [String]
    ) {
        try guarded { () throws(SQLiteError) in
            try queries.recentTexts(locale: locale, lines: lines, rejected: rejected)
        }
    }
}

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

    public init(embedderID: String) { self.embedderID = embedderID }

    /// Room for the rows of every source, each counted by `rows(table)` (``PoolStore/newestRowCount(of:)``), made
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
    }

    public var result: (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)]) {
        (vectors, stale, texts)
    }
}
