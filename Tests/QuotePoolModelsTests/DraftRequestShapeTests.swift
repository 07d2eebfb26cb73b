import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolModels

/// Each kind of server gets the decode-time constraint it understands, in the request body the client sends.
@Suite struct DraftRequestShapeTests {
    func body(server: ServerKind?, locale: LocaleCode = "en") throws -> [String: Any] {
        var config = BackendConfig(kind: "openai")
        config.baseURL = "http://127.0.0.1:8080/v1"
        config.model = "m"
        let client = OpenAIClient(
            endpoint: try OpenAIEndpoint(name: "local", config: config, environment: [:]), http: HTTPClient())
        let shape = DraftRequestShape(
            server: server, constraint: DraftConstraint(gate: Config.Gate(), locale: locale))
        let data = client.chatBody(
            messages: [["role": "user", "content": "x"]], temperature: 0.7, maxTokens: 40, stream: true,
            format: shape.fixedMode ?? .jsonSchema, schema: shape.schema, extra: shape.extra)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func pattern(_ body: [String: Any]) -> String? {
        let format = body["response_format"] as? [String: Any]
        let schema = (format?["json_schema"] as? [String: Any])?["schema"] as? [String: Any]
        return ((schema?["properties"] as? [String: Any])?["text"] as? [String: Any])?["pattern"] as? String
    }

    @Test func llamaCppGetsAPlainTextGrammarAndNoJSONFormat() throws {
        let b = try body(server: .llamacpp)
        let grammar = try #require(b["grammar"] as? String)
        #expect(grammar.hasPrefix("root ::= lead (sep word){7,17} end"))
        #expect(b["response_format"] == nil)
        // Raw token probabilities, to tell an ending the grammar forced from one the model chose.
        #expect(b["logprobs"] as? Bool == true && b["top_logprobs"] as? Int == DraftRequestShape.endAlternatives)
    }

    @Test func vllmGetsAStructuredOutputsRegex() throws {
        let b = try body(server: .vllm)
        let structured = try #require(b["structured_outputs"] as? [String: Any])
        let regex = try #require(structured["regex"] as? String)
        #expect(regex == DraftConstraint(gate: Config.Gate(), locale: "en")?.regex())
        #expect(b["response_format"] == nil && b["grammar"] == nil)
    }

    @Test func ollamaGetsFormatWithABoundedJSONSchema() throws {
        let b = try body(server: .ollama)
        let format = try #require(b["format"] as? [String: Any])
        let text = (format["properties"] as? [String: Any])?["text"] as? [String: Any]
        let bounded = try #require(text?["pattern"] as? String)
        #expect(bounded.hasPrefix("^") && bounded.hasSuffix("$"))
        #expect(pattern(b) == bounded)
    }

    @Test func openAIGetsJSONSchemaWithABoundedPattern() throws {
        let b = try body(server: .openai)
        let expected = DraftConstraint(gate: Config.Gate(), locale: "en")?.regex(anchored: true)
        #expect(pattern(b) == expected)
        #expect(b["grammar"] == nil && b["format"] == nil && b["structured_outputs"] == nil)
    }

    @Test func aServerNotYetProbedGetsTheUnboundedJSONRequest() throws {
        let b = try body(server: nil)
        #expect(b["response_format"] != nil && pattern(b) == nil && b["grammar"] == nil)
    }

    @Test func charactersForLocalesWrittenWithoutSpaces() throws {
        let grammar = try #require(try body(server: .llamacpp, locale: "ja")["grammar"] as? String)
        #expect(grammar.hasPrefix("root ::= letter (comma? letter){14,49} end"))
    }

    @Test func detectsTheServerFromWhatItAnswers() {
        #expect(ServerKind.detect(props: true, owners: ["llamacpp"], ollamaVersion: false) == .llamacpp)
        #expect(ServerKind.detect(props: false, owners: ["vllm"], ollamaVersion: false) == .vllm)
        #expect(ServerKind.detect(props: false, owners: ["library"], ollamaVersion: false) == .ollama)
        #expect(ServerKind.detect(props: false, owners: ["openai"], ollamaVersion: true) == .ollama)
        #expect(ServerKind.detect(props: false, owners: ["system", "openai"], ollamaVersion: false) == .openai)
    }
}
