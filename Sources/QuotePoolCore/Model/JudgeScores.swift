/// The judge's scores, integers 0–10, and who gave them.
public struct JudgeScores: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case model, fallback }
    public var quality: Int
    public var originality: Int
    public var warmth: Int
    public var overall: Int
    public var kind: Kind

    public init(quality: Int, originality: Int, warmth: Int, overall: Int, kind: Kind) {
        self.quality = quality
        self.originality = originality
        self.warmth = warmth
        self.overall = overall
        self.kind = kind
    }
}
