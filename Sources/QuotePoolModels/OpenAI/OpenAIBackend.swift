import Foundation
import QuotePoolCore
import QuotePoolEncoders
import Synchronization

/// A backend on any OpenAI-compatible server (SPEC 4): streamed drafting with structured output,
/// a model judge in a fresh conversation, and `/v1/embeddings`.
public struct OpenAIBackend: Backend {
    public let endpoint: OpenAIEndpoint
    let client: OpenAIClient
    let mode: ModeMemory
    let server: ServerMemory
    let gate: Config.Gate

    public var name: String { endpoint.name }
    public var model: String { endpoint.model }
    public var promptVersion: String { Prompts.version }
    public var drafter: any Drafter { OpenAIDrafter(backend: self) }
    public var judge: (any LineJudge)? { OpenAIJudge(backend: self) }
    public var embedder: (any LineEmbedder)? { OpenAIEmbedder(client: client) }

    public init(endpoint: OpenAIEndpoint, gate: Config.Gate, http: HTTPClient = HTTPClient()) {
        self.endpoint = endpoint
        self.client = OpenAIClient(endpoint: endpoint, http: http)
        self.mode = ModeMemory()
        self.server = ServerMemory()
        self.gate = gate
    }

    /// Probes the server; with `server: auto`, a ready probe also learns which server software answers, once
    /// for the run, and names it in the message.
    public func readiness(locales: [LocaleCode], deadline: Deadline) async -> ReadinessReport {
        let probe = await client.readiness(locales: locales, deadline: deadline, learnServer: serverKind == nil)
        if let learned = probe.server { server.learn(learned) }
        return probe.report
    }

    /// The server software drafts are shaped for: as configured, else as the readiness probe learned it;
    /// `nil` before a probe of an `auto` server.
    public var serverKind: ServerKind? {
        endpoint.server == .auto ? server.current : endpoint.server
    }

    /// The structured-output mode that works with this server, remembered for the rest of the run.
    public var structuredMode: StructuredMode { mode.current }

    /// Runs `call` in the current mode, downgrading (json_schema → json_object → plain) when the server
    /// refuses the mode, and remembering the one that worked.
    func withMode<T>(_ call: (StructuredMode) async throws(BackendError) -> T) async throws(BackendError) -> T {
        var current = mode.current
        while true {
            do {
                return try await call(current)
            } catch .unsupportedFormat(let why) {
                guard let next = current.next else { throw .unsupportedFormat(why) }
                mode.downgrade(from: current, to: next)
                current = next
            }
        }
    }

    static var textSchema: [String: Any] {
        [
            "type": "object", "properties": ["text": ["type": "string"]], "required": ["text"],
            "additionalProperties": false,
        ]
    }

    static var judgeSchema: [String: Any] {
        [
            "type": "object",
            "properties": [
                "quality": ["type": "integer", "minimum": 0, "maximum": 10],
                "originality": ["type": "integer", "minimum": 0, "maximum": 10],
                "warmth": ["type": "integer", "minimum": 0, "maximum": 10],
                "overall": ["type": "integer", "minimum": 0, "maximum": 10],
            ],
            "required": ["quality", "originality", "warmth", "overall"], "additionalProperties": false,
        ]
    }

    /// The text of a structured answer, or the plain answer trimmed.
    static func text(of content: String, mode: StructuredMode) throws(BackendError) -> String {
        if let data = content.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            guard let text = object["text"] as? String else {
                throw .malformedOutput("the JSON answer has no string field \"text\"")
            }
            return text
        }
        guard mode == .plain else { throw .malformedOutput("the answer is not valid JSON") }
        return content.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Translates `text` from `from` into `to` with a second, non-streamed request.
    func translate(_ text: String, from: LocaleCode, to: LocaleCode) async throws(BackendError) -> String {
        let messages = [
            ["role": "system", "content": Prompts.translateSystem(from: from, to: to)],
            ["role": "user", "content": text],
        ]
        return try await withMode { (m) throws(BackendError) -> String in
            let body = client.chatBody(
                messages: messages, temperature: 0, maxTokens: endpoint.maxTokens * 2, stream: false, format: m,
                schema: Self.textSchema)
            return try refuseSecrets(in: Self.text(of: try await client.complete(body: body), mode: m))
        }
    }

    /// `text`, unless it carries the API key or a token-shaped string once decoded (``Redactor/leaks(_:)``): such
    /// an answer fails as malformed output, so no secret and no `[redacted]` ever becomes a line.
    @discardableResult
    func refuseSecrets(in text: String) throws(BackendError) -> String {
        guard !client.redact.leaks(text) else {
            throw .malformedOutput("the answer carried the API key or a token-shaped string")
        }
        return text
    }
}

/// Remembers the structured-output mode across the drafts of a run.
final class ModeMemory: Sendable {
    private let state = Mutex(StructuredMode.jsonSchema)
    var current: StructuredMode { state.withLock { $0 } }
    func downgrade(from: StructuredMode, to: StructuredMode) {
        state.withLock { if $0 == from { $0 = to } }
    }
}

/// Remembers what the readiness probe learned about the server, and whether it refused the decode-time
/// constraint, across the drafts of a run.
final class ServerMemory: Sendable {
    private let state = Mutex((kind: ServerKind?.none, refused: false))
    var current: ServerKind? { state.withLock { $0.kind } }
    var constraintRefused: Bool { state.withLock { $0.refused } }
    func learn(_ kind: ServerKind) { state.withLock { $0.kind = kind } }
    func refuseConstraint() { state.withLock { $0.refused = true } }
}

/// Streams one draft from the chat endpoint.
struct OpenAIDrafter: Drafter {
    let backend: OpenAIBackend

    func draft(_ request: DraftRequest) -> AsyncThrowingStream<DraftEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let text = try await run(request) { continuation.yield($0) }
                    continuation.yield(.finished(text))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: Task.isCancelled ? BackendError.cancelled : error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func run(_ request: DraftRequest, emit: (DraftEvent) -> Void) async throws(BackendError) -> String {
        let endpoint = backend.endpoint
        emit(.servedBy(backend: endpoint.name, model: endpoint.model))
        // A locale the model does not write is drafted in English and translated (SPEC 4).
        let translate = !endpoint.supports(request.locale)
        let draftLocale = translate ? "en" : request.locale
        let cjk = Lexicon.wordUnit(of: draftLocale) == .characters
        let shape = DraftRequestShape(
            server: backend.serverKind,
            constraint: DraftConstraint(gate: backend.gate, locale: draftLocale),
            constraintRefused: backend.server.constraintRefused)
        let messages = [
            [
                "role": "system",
                "content": Prompts.draftSystem(
                    locale: draftLocale, maxWords: backend.gate.maxWords, cjk: cjk, jsonObjectMode: false,
                    examples: FewShot.builtin.rotation(locale: draftLocale, seed: request.seed, index: request.index)),
            ],
            ["role": "user", "content": Prompts.draftUser(topic: request.topic, mood: request.mood)],
        ]
        let maxTokens = DraftTokens.limit(
            configured: endpoint.maxTokens, gate: backend.gate, locale: draftLocale)
        let text: String
        if let fixed = shape.fixedMode {
            do {
                text = try await attempt(
                    messages: messages, mode: fixed, shape: shape, maxTokens: maxTokens, emit: emit)
            } catch .unsupportedFormat {
                // A server that refuses its constraint drafts with the JSON request from now on.
                backend.server.refuseConstraint()
                text = try await withJSONMode(
                    messages: messages, shape: DraftRequestShape(server: nil, constraint: nil), maxTokens: maxTokens,
                    emit: emit)
            }
        } else {
            text = try await withJSONMode(messages: messages, shape: shape, maxTokens: maxTokens, emit: emit)
        }
        guard translate else { return text }
        emit(.translatedFrom(draftLocale))
        return try await backend.translate(text, from: draftLocale, to: request.locale)
    }

    /// The draft in the run's JSON mode, downgraded as the server refuses modes.
    private func withJSONMode(
        messages: [[String: String]], shape: DraftRequestShape, maxTokens: Int, emit: (DraftEvent) -> Void
    ) async throws(BackendError) -> String {
        try await backend.withMode { (mode) throws(BackendError) -> String in
            var messages = messages
            if mode == .jsonObject {
                messages[0]["content"]! += Prompts.jsonObjectReminder
            }
            return try await attempt(messages: messages, mode: mode, shape: shape, maxTokens: maxTokens, emit: emit)
        }
    }

    /// One streamed request in `mode`, shaped by `shape`.
    private func attempt(
        messages: [[String: String]], mode: StructuredMode, shape: DraftRequestShape, maxTokens: Int,
        emit: (DraftEvent) -> Void
    ) async throws(BackendError) -> String {
        let endpoint = backend.endpoint
        let body = backend.client.chatBody(
            messages: messages, temperature: endpoint.temperature, maxTokens: maxTokens, stream: true,
            format: mode, schema: shape.schema, extra: shape.extra)
        var content = ""
        var firstSentence: String?
        // One sentence within max_tokens is a few hundred bytes; far more is a runaway answer.
        let limit = max(2048, maxTokens * 32)
        let tokens = try await backend.client.stream(body: body) { (accumulated) throws(BackendError) -> Bool in
            guard accumulated.utf8.count <= limit else {
                throw .malformedOutput("the answer ran past \(limit) bytes, far beyond max_tokens")
            }
            content = accumulated
            let partial = mode == .plain ? accumulated : PartialJSONText.extract(field: "text", from: accumulated)
            guard let partial else { return true }
            try backend.refuseSecrets(in: partial)
            // The first sentence is the draft: a second one could only make the gate reject it.
            if let sentence = SentenceCut.firstSentence(of: partial) {
                firstSentence = sentence
                emit(.partial(sentence))
                return false
            }
            emit(.partial(partial))
            return true
        }
        if mode == .plain, let p = StreamedToken.probabilities(of: tokens) { emit(.probabilities(p)) }
        if let firstSentence { return firstSentence }
        return try backend.refuseSecrets(in: OpenAIBackend.text(of: content, mode: mode))
    }
}

/// Scores a line in a fresh conversation with greedy sampling; one retry with a precise reminder.
struct OpenAIJudge: LineJudge {
    let backend: OpenAIBackend

    func judge(_ text: String, locale: LocaleCode) async throws -> JudgeScores {
        var messages = [
            ["role": "system", "content": Prompts.judgeSystem()],
            ["role": "user", "content": Prompts.judgeUser(text: text, locale: locale)],
        ]
        var lastProblem = ""
        for _ in 0..<2 {
            let content = try await backend.withMode { (mode) throws(BackendError) -> String in
                let body = backend.client.chatBody(
                    messages: messages, temperature: 0, maxTokens: 80, stream: false, format: mode,
                    schema: OpenAIBackend.judgeSchema)
                return try await backend.client.complete(body: body)
            }
            switch Self.scores(from: content) {
            case .success(let scores): return scores
            case .failure(let problem):
                lastProblem = problem.description
                messages.append(["role": "assistant", "content": String(content.prefix(500))])
                messages.append(["role": "user", "content": Prompts.judgeReminder(problem: lastProblem)])
            }
        }
        throw BackendError.malformedOutput("judge answer invalid after a reminder: \(lastProblem)")
    }

    /// Validates a judge answer: a JSON object with exactly four integers in 0...10. Anything else is
    /// rejected, so an answer outside the schema can never lift a score.
    static func scores(from content: String) -> Result<JudgeScores, BackendError> {
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let data = trimmed.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            return .failure(.malformedOutput("not a JSON object"))
        }
        var values: [String: Int] = [:]
        for key in ["quality", "originality", "warmth", "overall"] {
            // JSON true/false must not pass as 1/0. On Linux `1 is Bool` holds for any NSNumber, so
            // booleans are told apart by their Objective-C type code ("c"), which JSON numbers never have.
            guard let number = object[key] as? NSNumber, String(cString: number.objCType) != "c" else {
                return .failure(.malformedOutput("\(key) is missing or not a number"))
            }
            let d = number.doubleValue
            guard d == d.rounded(), (0...10).contains(d) else {
                return .failure(.malformedOutput("\(key) must be an integer from 0 to 10"))
            }
            values[key] = Int(d)
        }
        let extra = Set(object.keys).subtracting(["quality", "originality", "warmth", "overall"])
        guard extra.isEmpty else { return .failure(.malformedOutput("unexpected field \(extra.sorted().first!)")) }
        return .success(
            JudgeScores(
                quality: values["quality"]!, originality: values["originality"]!, warmth: values["warmth"]!,
                overall: values["overall"]!, kind: .model))
    }
}

/// `/v1/embeddings`, in batches, normalized.
struct OpenAIEmbedder: LineEmbedder {
    let client: OpenAIClient
    static let batchSize = 32

    var id: String { "openai:\(client.endpoint.name):\(client.endpoint.model)" }
    /// Unknown until the first answer; novelty reads the dimension from the vectors themselves.
    var dimension: Int { 0 }

    func embed(_ texts: [String]) async throws -> [[Float]] {
        var out: [[Float]] = []
        out.reserveCapacity(texts.count)
        var start = 0
        while start < texts.count {
            let batch = Array(texts[start..<min(start + Self.batchSize, texts.count)])
            out += try await client.embed(batch)
            start += Self.batchSize
        }
        return out
    }
}
