/// The novelty stage's finding.
public enum NoveltyOutcome: Sendable, Equatable, Codable {
    /// Compared against `catalogSize` vectors; the nearest had this similarity.
    case proven(maxSimilarity: Double, nearest: CatalogRef?, catalogSize: Int)
    /// Nothing to compare against, or no embedding could be produced.
    case unproven(String)

    public var maxSimilarity: Double? {
        if case .proven(let s, _, _) = self { s } else { nil }
    }
}
