import QuotePoolCore
import QuotePoolEncoders

/// The embedded default backend (SPEC 4): the composer drafts, the deterministic scorer judges
/// (recorded as fallback), and the hashed n-gram embedder embeds. Needs no server; always ready for
/// the locales it has lexicons for.
public struct BuiltinBackend: Backend {
    public let name = "builtin"
    public let model = "builtin-composer-v2"
    public let promptVersion = "builtin-v1"
    private let custom: BuiltinComposer?
    /// The composer over the built-in lexicons is made on first use, so that parsing them overlaps with the
    /// rest of a fill's start (see `Gate.prepareBuiltins`) instead of preceding it.
    var composer: BuiltinComposer { custom ?? Self.standard }
    static let standard = BuiltinComposer()
    public var drafter: any Drafter { composer }
    public var judge: (any LineJudge)? { nil }
    public let embedder: (any LineEmbedder)?
    /// The standard composer writes only words on its locale's spelling allow-list (a test drafts 1,500 lines a locale
    /// through Debian's dictionaries to hold it to that), so its fill loads no dictionary; a custom one may not.
    public var draftsNeedSpellingCheck: Bool { custom != nil }

    /// - Parameter composer: nil for the composer over the built-in lexicons.
    public init(composer: BuiltinComposer? = nil, embedder: HashedEmbedder = HashedEmbedder()) {
        custom = composer
        self.embedder = BuiltinEmbedder(embedder)
    }

    public func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        let missing = locales.filter { !composer.locales.contains($0.language) }
        if !missing.isEmpty {
            return ReadinessReport(
                backend: name, state: .localeUnsupported,
                message:
                    "the builtin composer has no lexicon for \(missing.joined(separator: ", ")); it writes \(composer.locales.sorted().joined(separator: ", "))"
            )
        }
        return ReadinessReport(backend: name, state: .ready, message: "embedded composer ready")
    }
}

/// The hashed n-gram embedder behind the ``LineEmbedder`` interface.
public struct BuiltinEmbedder: LineEmbedder {
    public let base: HashedEmbedder
    public init(_ base: HashedEmbedder) { self.base = base }
    public var id: String { base.id }
    public var dimension: Int { base.dimension }
    public func embed(_ texts: [String]) async throws -> [[Float]] { texts.map(base.embed) }
}
