import QuotePoolCore
import QuotePoolModels
import QuotePoolStore

/// Who judges a run's candidates: a backend's model judge (by name and model, the key of its judge checks), or
/// the deterministic fallback scorer when there is none.
public struct JudgeChoice: Sendable {
    /// The model judge; nil: the fallback scorer judges.
    public var judge: (any LineJudge)?
    /// The backend's name (`fallback` for the scorer) and its model, as judge checks are stored.
    public var backend: String
    public var model: String

    public init(judge: (any LineJudge)?, backend: String, model: String) {
        self.judge = judge
        self.backend = backend
        self.model = model
    }

    /// `backend`'s own judge; a backend without one (builtin) is judged by the fallback.
    public init(backend: any Backend) {
        if let judge = backend.judge {
            self.init(judge: judge, backend: backend.name, model: backend.model)
        } else {
            self = .fallback
        }
    }

    /// The deterministic scorer (``FallbackJudge``).
    public static let fallback = JudgeChoice(judge: nil, backend: "fallback", model: FallbackJudge.version)

    public var isModel: Bool { judge != nil }

    /// The choice a run makes under `judge.require_auc` (`required`): a model judge whose newest check in the pool
    /// (`latest`) reached the bar, else the fallback with the reason; no bar keeps the model unchecked.
    public func gated(required: Double?, latest: JudgeCheckRecord?) -> (choice: JudgeChoice, note: String?) {
        guard isModel, let required else { return (self, nil) }
        guard let latest else {
            return (
                .fallback,
                "judge \(backend) (\(model)) has no judge check; judge.require_auc is \(required), so the fallback judges "
                    + "(run quotepool judge check --dataset FILE)"
            )
        }
        guard latest.auc >= required else {
            return (
                .fallback,
                "judge \(backend) (\(model)) reached ROC AUC \(Self.format(latest.auc)) in its last judge check, below "
                    + "judge.require_auc \(required); the fallback judges"
            )
        }
        return (self, nil)
    }

    static func format(_ x: Double) -> String { String(format: "%.3f", x) }
}
