import Foundation
import QuotePoolCore

extension SQLPool {
    /// Normalized-text hashes (``TextNormalizer/hash(_:)``) of every stored line, any status and locale. Exact
    /// duplicates are rejected against these and ``referenceHashes(locale:)``.
    public func lineHashes() throws(StoreError) -> Set<String> {
        try read { c throws(Connection.Failure) in try c.queries.lineHashes() }
    }

    /// Normalized-text hashes of the imported reference lines of `locale`.
    public func referenceHashes(locale: LocaleCode) throws(StoreError) -> Set<String> {
        try read { c throws(Connection.Failure) in try c.queries.referenceHashes(locale: locale) }
    }

    /// The novelty catalog of `locale`: its newest `limit` lines (active or retired) plus its newest `limit`
    /// reference lines, newest first. Rows whose vector `embedderID` stored come back ready; the others come back
    /// as `stale`, for the caller to embed and save with ``saveEmbeddings(_:embedderID:)``; `texts` holds every
    /// row's text, for the lexical guard.
    ///
    /// Where several writers fill the pool, the newest line id is read in the same snapshot: this writer's later
    /// batches check only the lines other writers committed past it.
    public func loadCatalog(
        locale: LocaleCode, limit: Int, embedderID: String, streaming texts: CatalogRows.TextBlocks?
    ) throws(StoreError) -> (vectors: CatalogVectors, stale: [StaleCatalogEntry], texts: [(CatalogRefID, String)]) {
        let parameters: [SQLValue] = [.text(locale.pool), .integer(Int64(limit))]
        let (loaded, newest) = try read { c throws(Connection.Failure) in
            var newest: Int64?
            if dialect.severalWriters {
                newest =
                    try c.query(
                        "SELECT coalesce(max(id), 0) AS id FROM lines WHERE locale = ?", [.text(locale.pool)]
                    ).first?.int("id") ?? 0
            }
            var catalog = CatalogRows(embedderID: embedderID, texts: texts)
            guard limit > 0 else { return (catalog.result, newest) }
            // Row by row into one flat buffer, sized once for every source: never all rows, nor one array per
            // vector, nor a grown buffer beside the one it outgrew, in memory at once.
            try catalog.reserve { table throws(Connection.Failure) in
                Int(try c.query(CatalogRows.newestRowCount(of: table), parameters).first?.int("n") ?? 0)
            }
            for (table, makeRef) in CatalogRows.sources {
                try c.forEachRow(CatalogRows.newestRows(of: table), parameters) { catalog.add($0, makeRef) }
            }
            catalog.handOverTexts()
            return (catalog.result, newest)
        }
        if let newest {
            otherWriters.seenLineID[locale.pool] = max(otherWriters.seenLineID[locale.pool] ?? 0, newest)
        }
        return loaded
    }

    /// Stores re-computed catalog vectors, in one transaction, so later runs load them instead of embedding again.
    public func saveEmbeddings(_ entries: [(CatalogRefID, [Float])], embedderID: String) throws(StoreError) {
        guard !entries.isEmpty else { return }
        try write { c throws(Connection.Failure) in
            for (ref, vector) in entries {
                let (table, id): (String, Int64) =
                    switch ref {
                    case .line(let id): ("lines", id)
                    case .reference(let id): ("catalog", id)
                    }
                try c.execute(
                    "UPDATE \(table) SET embedder = ?, embedding = ? WHERE id = ?",
                    [.text(embedderID), .blob(VectorBlob.encode(vector)), .integer(id)])
            }
            return .commit
        }
    }

    /// Adds reference lines of `locale` (with their `vectors`, computed by `embedderID`) to the novelty catalog, in
    /// one transaction; returns how many were added, and how many skipped as already present.
    public func importReferences(
        _ lines: [String], locale: LocaleCode, source: String, embedderID: String, vectors: [[Float]], now: Date
    ) throws(StoreError) -> (added: Int, skipped: Int) {
        try write { c throws(Connection.Failure) in
            var added = 0
            for (text, vector) in zip(lines, vectors) {
                added += try c.execute(
                    """
                    INSERT INTO catalog (text, locale, text_hash, source, embedder, embedding, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (locale, text_hash) DO NOTHING
                    """,
                    [
                        .text(text), .text(locale.pool), .text(TextNormalizer.hash(text)), .text(source),
                        .text(embedderID), .blob(VectorBlob.encode(vector)), .text(Timestamp.string(now)),
                    ])
            }
            return .commit((added, lines.count - added))
        }
    }

    /// Recent texts of `locale` for the negative anchors: the newest pool lines and the newest rejected drafts.
    public func recentTexts(locale: LocaleCode, lines: Int, rejected: Int) throws(StoreError) -> (
        pool: [String], rejected: [String]
    ) {
        try read { c throws(Connection.Failure) in
            try c.queries.recentTexts(locale: locale, lines: lines, rejected: rejected)
        }
    }
}
