import QuotePoolCore

/// The server software behind an OpenAI-compatible endpoint, as far as decode-time constraints differ
/// (`backends.<name>.server`).
public enum ServerKind: String, Sendable, Equatable, CaseIterable {
    /// Learn it from the readiness probe.
    case auto
    /// llama.cpp's server: a GBNF `grammar` on chat requests.
    case llamacpp
    /// vLLM: `structured_outputs` with a regular expression.
    case vllm
    /// Ollama: `format` with a JSON schema.
    case ollama
    /// Anything else, and OpenAI itself: `response_format` json_schema with a bounded `pattern`.
    case openai

    /// The kind a readiness probe saw: `/props` answered with a JSON object (llama.cpp); a model list whose
    /// `owned_by` names vLLM, or Ollama (`library`, `ollama`); an answer from Ollama's `/api/version`; else
    /// `openai`.
    public static func detect(props: Bool, owners: [String], ollamaVersion: Bool) -> ServerKind {
        if props { return .llamacpp }
        let lower = Set(owners.map { $0.lowercased() })
        if lower.contains("vllm") { return .vllm }
        if ollamaVersion || !lower.isDisjoint(with: ["library", "ollama"]) { return .ollama }
        return .openai
    }
}
