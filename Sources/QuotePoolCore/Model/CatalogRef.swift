/// What a catalog vector points back to.
public enum CatalogRef: Sendable, Equatable, Hashable, Codable {
    case line(Int64)
    case reference(Int64)
    /// A line accepted earlier in the same run, not committed yet.
    case pending(Int)

    public var label: String {
        switch self {
        case .line(let id): "line:\(id)"
        case .reference(let id): "catalog:\(id)"
        case .pending(let n): "run:\(n)"
        }
    }
}
