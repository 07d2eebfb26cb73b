import QuotePoolCore

/// How a draft request carries its decode-time constraint on one kind of server (SPEC 2.2): the strongest means
/// the server has, derived from the gate's bounds through ``DraftConstraint``, never repeated in the prompt.
struct DraftRequestShape {
    /// The structured-output mode the request is sent in; `nil` for the run's remembered JSON mode, downgraded
    /// when a server refuses it.
    let fixedMode: StructuredMode?
    /// The schema of a JSON answer.
    let schema: [String: Any]
    /// Server-specific keys merged into the body.
    let extra: [String: Any]

    /// The shape for `server` (`nil` before a readiness probe learned it: the JSON request of any OpenAI server).
    /// Without a constraint for the locale's script, or once the server refused its constraint, the plain JSON
    /// request.
    init(server: ServerKind?, constraint: DraftConstraint?, constraintRefused: Bool = false) {
        let plain = Self.textSchema(pattern: nil)
        var mode: StructuredMode?
        var schema = plain
        var extra: [String: Any] = [:]
        if let constraint, let server, !constraintRefused {
            switch server {
            case .llamacpp:
                mode = .plain
                // Raw token probabilities tell a line the grammar cut at its cap from one the model ended itself.
                extra = ["grammar": constraint.gbnf, "logprobs": true, "top_logprobs": Self.endAlternatives]
            case .vllm:
                mode = .plain
                extra = ["structured_outputs": ["regex": constraint.regex()]]
            case .ollama:
                schema = Self.textSchema(pattern: constraint.regex(anchored: true))
                extra = ["format": schema]
            case .openai:
                schema = Self.textSchema(pattern: constraint.regex(anchored: true))
            case .auto:
                break
            }
        }
        fixedMode = mode
        self.schema = schema
        self.extra = extra
    }

    /// Alternatives asked for at each token: enough to hold "." "!" "?" and their spaced forms among the likely ones.
    static let endAlternatives = 8

    /// `{"text": string}`, the string bounded by `pattern` when there is one.
    static func textSchema(pattern: String?) -> [String: Any] {
        var text: [String: Any] = ["type": "string"]
        if let pattern { text["pattern"] = pattern }
        return [
            "type": "object", "properties": ["text": text], "required": ["text"], "additionalProperties": false,
        ]
    }
}
