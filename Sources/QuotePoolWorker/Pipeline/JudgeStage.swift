import QuotePoolCore
import QuotePoolModels

/// The judge (SPEC 2.6): a model in a fresh conversation when one is configured, else (or when it fails) the
/// deterministic fallback scorer, recorded as `fallback`. Accepts at `overall` ≥ the minimum.
public struct JudgeStage: Stage {
    public let judge: (any LineJudge)?
    public let fallback: FallbackJudge
    public let minimum: Int
    public var name: StageName { .judge }

    public init(judge: (any LineJudge)?, fallback: FallbackJudge = FallbackJudge(), minimum: Int) {
        self.judge = judge
        self.fallback = fallback
        self.minimum = minimum
    }

    public func run(_ c: inout Candidate) async -> Verdict {
        var scores: JudgeScores?
        if let judge {
            do {
                scores = try await judge.judge(c.text, locale: c.locale)
            } catch {
                c.notes.append("model judge failed (\(error)); scored by the fallback")
            }
        }
        let final = scores ?? fallback.score(c.text, locale: c.locale, features: c.features())
        c.scores.judge = final
        guard final.overall >= minimum else {
            return .reject(
                .judgeBelowThreshold, detail: "overall \(final.overall) below \(minimum) (\(final.kind.rawValue))")
        }
        return .pass
    }
}
