/// Example lines shown to a model in the drafting prompt, from the locale file's `[few_shot]` section (data, not
/// code), and the check that a draft did not copy one.
///
/// Small models copy what they are shown: a draft whose normalized text equals an example, or whose word overlap
/// with one (ROUGE-L F1 over normalized tokens, the measure Self-Instruct filters with) reaches
/// ``overlapLimit``, is a `near_duplicate` of that example. So is a draft that takes a run of ``runLimit`` words in a
/// row from one (``runLimitCharacters`` characters where lines are measured in characters): SmolLM2 kept half an
/// example and let the rest go ("Der erste Schnee macht aus jedem Hinterhof für eine Nachbäcke."), which the
/// overall overlap does not reach.
public struct FewShot: Sendable {
    /// The examples of each locale (by base language), in file order.
    public let examples: [String: [String]]
    /// Each example's normalized text, tokens and distinct tokens, by base language, made once: every draft is
    /// compared with them.
    private let prepared: [String: [(example: String, normalized: String, tokens: [String], distinct: Set<String>)]]

    /// Word overlap at or above which a draft copies an example.
    public static let overlapLimit = 0.7
    /// Words in a row taken from an example that make a draft its copy, whatever the rest says.
    public static let runLimit = 5
    /// The same in a locale measured in characters: a shared ending such as "ますように。" is five characters.
    public static let runLimitCharacters = 12
    /// Examples shown in one drafting prompt.
    public static let perDraft = 3

    public init(lexicons: [String: Lexicon] = Lexicon.builtin) {
        examples = lexicons.mapValues { $0["few_shot"] }.filter { !$0.value.isEmpty }
        prepared = examples.mapValues {
            $0.map {
                let tokens = TextNormalizer.tokens($0)
                return ($0, TextNormalizer.normalize($0), tokens, Set(tokens))
            }
        }
    }

    public static let builtin = FewShot()

    /// The `count` examples the prompt of draft `index` shows: a different rotation for every draft, the same
    /// for the same seed and index.
    public func rotation(locale: LocaleCode, seed: UInt64, index: Int, count: Int = FewShot.perDraft) -> [String] {
        let all = examples[locale.language] ?? []
        guard !all.isEmpty else { return [] }
        var order = Array(all.indices)
        var rng = SplitMix64(seed: SplitMix64.combine(seed, UInt64(truncatingIfNeeded: index), 0xF5E7))
        let take = min(count, order.count)
        for i in 0..<take {
            let j = Int.random(in: i..<order.count, using: &rng)
            order.swapAt(i, j)
        }
        return order.prefix(take).map { all[$0] }
    }

    /// The example of `locale` that `text` copies, with its overlap (1 for the same normalized text) and the longest
    /// run of words in a row it shares with it, or `nil`.
    public func copied(_ text: String, locale: LocaleCode) -> (example: String, overlap: Double, run: Int)? {
        let all = prepared[locale.language] ?? []
        let tokens = TextNormalizer.tokens(text)
        guard !tokens.isEmpty else { return nil }
        let normalized = TextNormalizer.normalize(text)
        let runLimit = Lexicon.wordUnit(of: locale) == .characters ? Self.runLimitCharacters : Self.runLimit
        let distinct = Set(tokens)
        var best: (example: String, overlap: Double, run: Int)?
        for example in all {
            let same = example.normalized == normalized
            if !same {
                // Neither the common subsequence nor a run can hold more tokens than each side finds in the other:
                // an example that cannot reach either limit is passed over without comparing.
                let shared = min(
                    tokens.count { example.distinct.contains($0) }, example.tokens.count { distinct.contains($0) })
                let bound = 2 * Double(shared) / Double(tokens.count + example.tokens.count)
                if bound < Self.overlapLimit && shared < runLimit { continue }
            }
            let overlap = same ? 1 : RougeL.fMeasure(tokens, example.tokens)
            let run = Self.longestSharedRun(tokens, example.tokens)
            guard overlap >= Self.overlapLimit || run >= runLimit else { continue }
            if best == nil || overlap > best!.overlap { best = (example.example, overlap, run) }
        }
        return best
    }

    /// The length of the longest run of tokens that `a` and `b` share in the same order without a gap.
    static func longestSharedRun(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        var longest = 0
        for x in a {
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : 0
                longest = max(longest, current[j + 1])
            }
            swap(&previous, &current)
        }
        return longest
    }

}
