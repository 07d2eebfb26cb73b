/// Scores recorded by the stages after the gate.
public struct StageScores: Sendable, Equatable, Codable {
    public var spelling: SpellingOutcome?
    public var taste: TasteOutcome?
    public var novelty: NoveltyOutcome?
    public var judge: JudgeScores?
    public var distinctiveness: Double?
    public init() {}
}
