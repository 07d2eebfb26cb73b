/// Metadata computed locally from the text.
public struct LineMetadata: Sendable, Equatable, Codable {
    public var wordCount: Int = 0
    public var charCount: Int = 0
    public var mood: String?
    public var theme: String?
    public init() {}
}
