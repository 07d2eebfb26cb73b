import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore

/// Loads what the novelty and distinctiveness stages compare against, for `fill` (from the pool) and `eval` (from
/// a catalog file) alike, with the embedder the config chose: per locale, a bounded catalog of vectors and the
/// stored hashes, and the negative anchors of recent lines and rejections.
public struct CatalogLoader: Sendable {
    public let config: Config
    public let embedder: (any LineEmbedder)?
    public let clock: JobClock
    /// Called with what an operator should know (catalog lines not re-embedded yet).
    public let onNote: @Sendable (String) -> Void

    /// Share of the budget a run may spend re-embedding catalog lines stored by another embedder.
    public static let reembedShare = 0.25
    /// Lines re-embedded per request.
    public static let reembedBatch = 256

    public init(
        config: Config, embedder: (any LineEmbedder)?, clock: JobClock = .live,
        onNote: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.config = config
        self.embedder = embedder
        self.clock = clock
        self.onNote = onNote
    }

    /// What was loaded.
    public struct Loaded: Sendable {
        public var catalogs: [LocaleCode: Novelty]
        public var anchors: AnchorBook
    }

    /// Catalogs and anchors from the pool in `store` (nil: a dry run on no file, empty ones).
    ///
    /// Vectors stored by another embedder are re-embedded batch by batch until `reembedUntil` (on ``clock``), and
    /// saved unless `save` is false (a dry run); what is left is not compared against in this run, and the next
    /// runs re-embed it.
    public func fromStore(_ store: (any PoolWriter)?, locales: [LocaleCode], reembedUntil: Double, save: Bool)
        async throws(StoreError) -> Loaded
    {
        var catalogs: [LocaleCode: Novelty] = [:]
        var anchors: [LocaleCode: NegativeAnchors] = [:]
        let storedHashes = try store?.lineHashes() ?? []
        for locale in locales {
            let stopwords = ScoringLexicon.forLocale(locale).stopwords
            guard let store else {
                catalogs[locale.base] = novelty(
                    CatalogVectors(), hashes: [], texts: [(CatalogRef, String)](), locale: locale)
                anchors[locale.base] = NegativeAnchors(pool: [], rejected: [], stopwords: stopwords)
                continue
            }
            let hashes = storedHashes.union(try store.referenceHashes(locale: locale))
            // Without an embedder the rows are read for their texts alone (every vector then comes back stale).
            // The stored vectors are handed on, never copied: from the store's buffer to the cosine index, the
            // largest block of a fill's memory exists once (a second copy doubled the peak of a large catalog).
            // The lexical guard tokenizes every catalog text, on another core, from the first rows read on: while
            // this one reads the rest, re-embeds, builds the cosine index and reads the anchors (on a 10,000-line pool
            // it was the longest step of a fill's start).
            let lexical = StreamedLexicalCatalog(tokenizer: LexicalTokenizer(locale: locale))
            var (vectors, stale, storedTexts) = try store.loadCatalog(
                locale: locale, limit: config.novelty.catalogSize, embedderID: embedder?.id ?? "",
                streaming: { block, offset in lexical.add(block.map { (Self.ref($0.0), $0.1) }, at: offset) })
            let texts = storedTexts.map { (Self.ref($0.0), $0.1) }
            storedTexts = []
            if let embedder {
                try await reembed(
                    &vectors, stale: stale, store, locale: locale, embedder: embedder, until: reembedUntil, save: save)
            } else {
                vectors = CatalogVectors()
            }
            stale = []
            let cosine = cosineIndex(consume vectors)
            let recent = try store.recentTexts(locale: locale, lines: 500, rejected: 500)
            anchors[locale.base] = NegativeAnchors(pool: recent.pool, rejected: recent.rejected, stopwords: stopwords)
            catalogs[locale.base] = Novelty(
                threshold: threshold(locale), index: cosine.index, refs: cosine.refs, hashes: hashes,
                lexical: await lexical.finished(), texts: decisionTexts(cosine.refs, texts))
        }
        return Loaded(catalogs: catalogs, anchors: AnchorBook(anchors))
    }

    /// Adds to `vectors` as many of the `stale` rows, re-embedded by `embedder`, as fit before `until`.
    private func reembed(
        _ vectors: inout CatalogVectors, stale: [StaleCatalogEntry], _ store: any PoolWriter, locale: LocaleCode,
        embedder: any LineEmbedder, until: Double, save: Bool
    ) async throws(StoreError) {
        var waiting = stale[...]
        while !waiting.isEmpty, clock.now() < until, !Task.isCancelled {
            let batch = waiting.prefix(Self.reembedBatch)
            let fresh: [[Float]]
            do {
                fresh = try await embedder.embed(batch.map(\.text))
            } catch {
                onNote("novelty for \(locale): re-embedding with \(embedder.id) failed (\(error)); later runs retry")
                break
            }
            guard fresh.count == batch.count else { break }
            for (entry, vector) in zip(batch, fresh) { _ = vectors.append(entry.ref, vector) }
            if save { try store.saveEmbeddings(zip(batch, fresh).map { ($0.ref, $1) }, embedderID: embedder.id) }
            waiting = waiting.dropFirst(batch.count)
        }
        if !waiting.isEmpty {
            onNote(
                "novelty for \(locale): \(waiting.count) catalog line(s) stored by another embedder are not "
                    + "re-embedded by \(embedder.id) yet; this run does not compare against them, later runs re-embed them"
            )
        }
    }

    /// The cosine threshold of `locale`: the configured one, else the one calibrated for the embedder.
    public func threshold(_ locale: LocaleCode) -> Double {
        NoveltyThresholds.effective(configured: config.novelty.threshold, embedderID: embedder?.id, locale: locale)
    }

    /// The near-duplicate decision `novelty.threshold: "auto"` stands for with this embedder, if it has one.
    public var decision: NearDuplicateDecision? {
        NearDuplicateDecision.auto(configured: config.novelty.threshold, embedderID: embedder?.id)
    }

    /// The text of each cosine row named by `refs`, for the near-duplicate decision; nil when no decision applies
    /// (the catalog then keeps no texts).
    private func decisionTexts(_ refs: [CatalogRef], _ texts: [(CatalogRef, String)]) -> [String]? {
        guard decision != nil else { return nil }
        let byRef = Dictionary(texts, uniquingKeysWith: { first, _ in first })
        return refs.map { byRef[$0] ?? "" }
    }

    /// The cosine index over `vectors` with the ref of each row; an embedder that tells its dimension only by
    /// answering takes the stored one, and vectors of another dimension are left out.
    private func cosineIndex(_ vectors: consuming CatalogVectors) -> (index: CosineIndex, refs: [CatalogRef]) {
        let dimension = embedder.map { $0.dimension == 0 ? vectors.dimension : $0.dimension } ?? 0
        let comparable = vectors.dimension == dimension
        let refs = comparable ? vectors.refs.map(Self.ref) : []
        var rows: [Float] = []
        if comparable { swap(&rows, &vectors.flat) }
        return (CosineIndex(dimension: dimension, rows: consume rows), refs)
    }

    /// A catalog over `vectors` and, for the lexical guard, `texts`.
    private func novelty(
        _ vectors: consuming CatalogVectors, hashes: Set<String>, texts: [(CatalogRef, String)], locale: LocaleCode
    ) -> Novelty {
        let cosine = cosineIndex(consume vectors)
        return Novelty(
            threshold: threshold(locale), index: cosine.index, refs: cosine.refs, hashes: hashes,
            lexical: Novelty.lexicalCatalog(texts, tokenizer: LexicalTokenizer(locale: locale)),
            texts: decisionTexts(cosine.refs, texts))
    }

    /// Catalogs from an eval catalog file's rows (`--catalog`; a row without a locale applies to every locale, a row
    /// of `en-US` to the pool `en`), and empty anchors. Catalogs and anchors are keyed by pool (``LocaleCode/base``).
    public func fromRows(_ rows: [(text: String, locale: LocaleCode?)], locales: [LocaleCode]) async -> Loaded {
        var catalogs: [LocaleCode: Novelty] = [:]
        var anchors: [LocaleCode: NegativeAnchors] = [:]
        for locale in locales {
            let texts = rows.filter { $0.locale == nil || $0.locale?.pool == locale.pool }.map(\.text)
            var vectors = CatalogVectors()
            if let embedder, !texts.isEmpty {
                do {
                    for (i, vector) in try await embedder.embed(texts).enumerated() {
                        _ = vectors.append(.reference(Int64(i + 1)), vector)
                    }
                } catch {
                    onNote("novelty for \(locale): the catalog could not be embedded by \(embedder.id) (\(error))")
                }
            }
            let refs = texts.indices.map { (CatalogRef.reference(Int64($0 + 1)), texts[$0]) }
            catalogs[locale.base] = novelty(
                vectors, hashes: Set(texts.map(TextNormalizer.hash)), texts: refs, locale: locale)
            anchors[locale.base] = NegativeAnchors(
                pool: [], rejected: [], stopwords: ScoringLexicon.forLocale(locale).stopwords)
        }
        return Loaded(catalogs: catalogs, anchors: AnchorBook(anchors))
    }

    static func ref(_ id: CatalogRefID) -> CatalogRef {
        switch id {
        case .line(let v): .line(v)
        case .reference(let v): .reference(v)
        }
    }
}

/// The lexical guard's catalog, built block by block on a queue of its own while the store still reads the rows:
/// each text is indexed in the order read, so the result is what ``Novelty/lexicalCatalog(_:tokenizer:bar:)`` builds
/// from all of them at once (a test holds it to that).
final class StreamedLexicalCatalog: @unchecked Sendable {
    // `builder` is touched only on `queue`.
    private let queue = DispatchQueue(label: "quotepool.lexical-catalog")
    private var builder: LexicalCatalogBuilder

    init(tokenizer: LexicalTokenizer, bar: Double = LexicalIndex.calibratedBar) {
        builder = LexicalCatalogBuilder(tokenizer: tokenizer, bar: bar)
    }

    /// Indexes `block`, whose first text is the `offset`-th read; offset 0 starts over (a read tried again). One text
    /// at a time: the reading thread keeps the other core.
    func add(_ block: [(CatalogRef, String)], at offset: Int) {
        queue.async { [self] in
            if offset == 0 { builder.reset() }
            builder.add(block, parallel: false)
        }
    }

    /// The catalog once every block handed over so far is indexed.
    func finished() async -> (LexicalIndex, [CatalogRef]) {
        await withCheckedContinuation { continuation in
            queue.async { [self] in continuation.resume(returning: builder.catalog) }
        }
    }
}
