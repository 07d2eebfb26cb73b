/// What the drafting model's own token probabilities say about a draft (SPEC 2.2), from a server that reports them
/// from the raw logits, before its grammar (llama.cpp). A constrained model cannot stop or spell as it likes: where
/// the grammar overrode it, its own probabilities show it.
public struct DraftProbabilities: Sendable, Equatable {
    /// How likely the model found it to end the line where it ended.
    public var ending: Double?
    /// The least likely token of the line before its ending, and that likelihood.
    public var weakestToken: String?
    public var weakest: Double?

    public init(ending: Double?, weakestToken: String? = nil, weakest: Double? = nil) {
        self.ending = ending
        self.weakestToken = weakestToken
        self.weakest = weakest
    }
}
