/// Why a candidate was not accepted: one code, stored in the candidates log and counted per run.
///
/// Gate codes are listed in the order the gate checks them (SPEC 2.3); the first failing rule wins.
public enum Reason: String, Sendable, Codable, CaseIterable, Hashable {
    // Gate, in check order.
    case empty
    case blocked
    case promptResidue = "prompt_residue"
    case lineBreak = "line_break"
    case wrappingQuotes = "wrapping_quotes"
    case attribution
    case markdown
    case hashtag
    case emoji
    case url
    case multipleSentences = "multiple_sentences"
    case tooShort = "too_short"
    case tooLong = "too_long"
    case languageMismatch = "language_mismatch"
    case cliche
    // Later stages.
    case misspelled
    case illFormed = "ill_formed"
    case tasteBelowThreshold = "taste_below_threshold"
    case duplicate
    case nearDuplicate = "near_duplicate"
    case judgeBelowThreshold = "judge_below_threshold"
    case notDistinctive = "not_distinctive"
    // Backend outcomes of a single draft.
    case refused
    case truncated
    case malformedOutput = "malformed_output"
    case backendError = "backend_error"
    case timeout
    case cancelled

    /// The gate's reasons, in the order the gate checks them.
    public static let gateOrder: [Reason] = [
        .empty, .blocked, .promptResidue, .lineBreak, .wrappingQuotes, .attribution, .markdown,
        .hashtag, .emoji, .url, .multipleSentences, .tooShort, .tooLong, .languageMismatch, .cliche,
    ]

    /// True for outcomes that come from the backend rather than from judging the text.
    public var isBackendOutcome: Bool {
        switch self {
        case .refused, .truncated, .malformedOutput, .backendError, .timeout, .cancelled: true
        default: false
        }
    }
}
