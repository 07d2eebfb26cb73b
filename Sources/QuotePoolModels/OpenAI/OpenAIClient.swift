import Foundation
import QuotePoolCore

/// The HTTP calls of the OpenAI-compatible API, with failures mapped to ``BackendError`` and ``Readiness``.
struct OpenAIClient: Sendable {
    let endpoint: OpenAIEndpoint
    let http: HTTPClient
    /// Every text read from the server passes through it (see ``Redactor``).
    let redact: Redactor

    init(endpoint: OpenAIEndpoint, http: HTTPClient) {
        self.endpoint = endpoint
        self.http = http
        redact = Redactor(secrets: endpoint.secrets)
    }

    /// Largest response body read for a non-streamed call; a hostile server cannot make it grow further.
    static let maxBodyBytes = 4 << 20
    /// Largest streamed draft; a draft is at most a few hundred bytes of JSON.
    static let maxStreamBytes = 256 << 10

    // MARK: Readiness

    /// Probes the server before `deadline`'s cut-off; with `learnServer`, also learns which server software it is (a
    /// ready report then names it, and `server` is set).
    func readiness(locales: [LocaleCode], deadline: Deadline, learnServer: Bool = false) async -> (
        report: ReadinessReport, server: ServerKind?
    ) {
        func report(_ state: Readiness, _ message: String) -> (report: ReadinessReport, server: ServerKind?) {
            (ReadinessReport(backend: endpoint.name, state: state, message: message), nil)
        }
        // Both probes share the run's deadline: a server trickling bytes cannot make them outlast its cut-off.
        func left() -> Double { deadline.bound(min(endpoint.timeout, 10), floor: 0.01) }
        // llama.cpp answers /health with 503 while it loads the model; other servers may have no /health.
        if let health = try? await http.send(
            HTTPRequest(
                url: endpoint.healthURL, method: "GET", headers: endpoint.headers(), body: nil, timeout: left()),
            maxBytes: 64 << 10), health.status == 503
        {
            return report(.modelLoading, "\(endpoint.healthURL) answers 503: the model is still loading")
        }
        let response: HTTPResponse
        do {
            response = try await http.send(
                HTTPRequest(
                    url: endpoint.url("models"), method: "GET", headers: endpoint.headers(), body: nil,
                    timeout: left()),
                maxBytes: Self.maxBodyBytes)
        } catch {
            // The state already says unreachable: the transport's reason alone follows.
            let why = if case HTTPError.unreachable(let why) = error { why } else { error.description }
            return report(.unreachable, "cannot reach \(endpoint.baseURL): \(redact(why))")
        }
        switch response.status {
        case 200: break
        case 401, 403:
            return report(
                .unauthorized, "\(endpoint.url("models")) answers \(response.status): the API key was refused")
        case 503:
            return report(.modelLoading, "\(endpoint.url("models")) answers 503: the server is loading or busy")
        case 404:
            return report(
                .misconfigured, "\(endpoint.url("models")) answers 404: is base_url the API root (ending in /v1)?")
        default:
            return report(.unreachable, "\(endpoint.url("models")) answers \(response.status)")
        }
        guard let object = redact.json(response.body) as? [String: Any],
            let data = object["data"] as? [[String: Any]]
        else {
            return report(.misconfigured, "\(endpoint.url("models")) did not return an OpenAI model list")
        }
        let ids = data.compactMap { $0["id"] as? String }
        if !ids.isEmpty, !ids.contains(endpoint.model) {
            return report(
                .modelMissing,
                "model \(endpoint.model) is not served by \(endpoint.baseURL); it lists \(ids.prefix(10).joined(separator: ", "))"
            )
        }
        let unsupported = locales.filter { !endpoint.supports($0) }
        if !unsupported.isEmpty && !endpoint.supports("en") {
            return report(
                .localeUnsupported,
                "model \(endpoint.model) is configured for \(endpoint.locales.map(\.code).joined(separator: ", ")), not \(unsupported.map(\.code).joined(separator: ", ")), and cannot draft in English to translate"
            )
        }
        let translated =
            unsupported.isEmpty
            ? "" : "; \(unsupported.map(\.code).joined(separator: ", ")) drafted in English and translated"
        var server = endpoint.server
        var how = "configured"
        if learnServer, server == .auto {
            server = await detectServer(owners: data.compactMap { $0["owned_by"] as? String }, within: left)
            how = "detected"
        }
        let ready = report(
            .ready,
            "model \(endpoint.model) ready at \(endpoint.baseURL)\(translated); server \(server.rawValue) (\(how))"
        ).report
        return (ready, server == .auto ? nil : server)
    }

    /// Which server software answers: llama.cpp answers `/props` with a JSON object, vLLM and Ollama name
    /// themselves in the model list's `owned_by`, Ollama answers `/api/version`. Each probe gets what `left`
    /// gives; a probe that fails says nothing.
    func detectServer(owners: [String], within left: () -> Double) async -> ServerKind {
        if await answersJSON(endpoint.rootURL("props"), timeout: left()) {
            return .llamacpp
        }
        let byOwner = ServerKind.detect(props: false, owners: owners, ollamaVersion: false)
        if byOwner != .openai { return byOwner }
        let ollama = await answersJSON(endpoint.rootURL("api/version"), timeout: left())
        return ServerKind.detect(props: false, owners: owners, ollamaVersion: ollama)
    }

    /// True when `GET url` answers 200 with a JSON object within `timeout` seconds.
    private func answersJSON(_ url: URL, timeout: Double) async -> Bool {
        let request = HTTPRequest(url: url, method: "GET", headers: endpoint.headers(), body: nil, timeout: timeout)
        guard let r = try? await http.send(request, maxBytes: 1 << 20), r.status == 200 else { return false }
        return redact.json(r.body) is [String: Any]
    }

    // MARK: Chat

    /// A chat completion request body.
    /// `extra` holds the server-specific keys of a decode-time constraint (`grammar`, `structured_outputs`,
    /// `format`), merged into the body as they are.
    func chatBody(
        messages: [[String: String]], temperature: Double, maxTokens: Int, stream: Bool, format: StructuredMode,
        schema: [String: Any]?, extra: [String: Any] = [:]
    )
        -> Data
    {
        var body: [String: Any] = [
            "model": endpoint.model, "messages": messages, "temperature": temperature, "max_tokens": maxTokens,
            "stream": stream,
        ]
        body.merge(extra) { _, constraint in constraint }
        switch (format, schema) {
        case (.jsonSchema, let schema?):
            body["response_format"] = [
                "type": "json_schema", "json_schema": ["name": "answer", "strict": true, "schema": schema],
            ]
        case (.jsonObject, let schema?):
            body["response_format"] = ["type": "json_object", "schema": schema]
        default: break
        }
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    /// A non-streamed chat completion: the message content, or a typed failure.
    func complete(body: Data) async throws(BackendError) -> String {
        let response = try await post("chat/completions", body: body, maxBytes: Self.maxBodyBytes)
        // Parsed as sent: the content is what the model wrote, redacted by the rules for prose below, and the
        // refusal (what the server says) by the rules for messages.
        guard let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any],
            let choice = (object["choices"] as? [[String: Any]])?.first
        else {
            throw .malformedOutput("not an OpenAI chat completion")
        }
        let message = choice["message"] as? [String: Any]
        if let refusal = message?["refusal"] as? String, !refusal.isEmpty {
            throw .refused(String(redact(refusal).prefix(200)))
        }
        switch choice["finish_reason"] as? String {
        case "length": throw .truncated
        case "content_filter": throw .refused("content filter")
        default: break
        }
        guard let content = message?["content"] as? String else { throw .malformedOutput("no message content") }
        if content.unicodeScalars.contains("\u{FFFD}") { throw .malformedOutput("the answer is not valid UTF-8") }
        return redact.content(content)
    }

    /// A streamed chat completion: yields the accumulated content as it grows; `onContent` returns `false` to stop
    /// reading (the request is then cancelled, and how the server would have finished does not matter).
    /// Returns the tokens read with their log probabilities, when the request asked for them and the server sent
    /// them.
    @discardableResult
    func stream(body: Data, onContent: (String) throws(BackendError) -> Bool) async throws(BackendError)
        -> [StreamedToken]
    {
        let head: (status: Int, headers: [String: String], body: AsyncThrowingStream<Data, any Error>)
        do {
            head = try await http.stream(
                HTTPRequest(
                    url: endpoint.url("chat/completions"), method: "POST", headers: endpoint.headers(json: false),
                    body: body, timeout: endpoint.timeout),
                idleTimeout: min(endpoint.timeout, 15), maxBytes: Self.maxStreamBytes)
        } catch {
            throw map(error)
        }
        if head.status != 200 {
            var errorBody = Data()
            do {
                for try await chunk in head.body {
                    errorBody.append(chunk)
                    if errorBody.count > 64 << 10 { break }
                }
            } catch {}
            try check(status: head.status, headers: head.headers, body: errorBody)
        }
        var parser = SSEParser()
        var content = ""
        var tokens: [StreamedToken] = []
        var finish: String?
        var stopped = false
        do {
            reading: for try await chunk in head.body {
                for event in try parser.feed(chunk) {
                    if event.data == "[DONE]" { continue }
                    // Parsed as sent: what the model writes is redacted by the rules for prose once the pieces
                    // meet, what the server says (an error, a refusal, token texts) by the rules for messages.
                    guard
                        let object = (try? JSONSerialization.jsonObject(with: Data(event.data.utf8)))
                            as? [String: Any]
                    else {
                        throw BackendError.malformedOutput("a stream event is not JSON")
                    }
                    if let error = object["error"] as? [String: Any] {
                        throw BackendError.failed(
                            "stream error: \(redact(error["message"] as? String ?? "unknown").prefix(200))")
                    }
                    guard let choice = (object["choices"] as? [[String: Any]])?.first else { continue }
                    let delta = choice["delta"] as? [String: Any]
                    tokens += StreamedToken.parse(choice["logprobs"].map(redact.redactJSON))
                    if let refusal = delta?["refusal"] as? String, !refusal.isEmpty {
                        throw BackendError.refused(String(redact(refusal).prefix(200)))
                    }
                    if let piece = delta?["content"] as? String, !piece.isEmpty {
                        // Bytes that were not UTF-8 arrive as U+FFFD: the answer cannot be trusted as text.
                        if piece.unicodeScalars.contains("\u{FFFD}") {
                            throw BackendError.malformedOutput("the answer is not valid UTF-8")
                        }
                        content += piece
                        // Redacted whole: a secret split across two events is caught once they meet.
                        guard try onContent(redact.content(content)) else {
                            stopped = true
                            break reading
                        }
                    }
                    if let f = choice["finish_reason"] as? String { finish = f }
                }
            }
        } catch let error as BackendError {
            throw error
        } catch is SSEParser.Overflow {
            throw .malformedOutput("a stream event exceeded the size limit")
        } catch let error as HTTPError {
            throw map(error)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .failed(redact("\(error)"))
        }
        if stopped { return tokens }
        switch finish {
        case "length": throw .truncated
        case "content_filter": throw .refused("content filter")
        default: break
        }
        return tokens
    }

    // MARK: Embeddings

    func embed(_ texts: [String]) async throws(BackendError) -> [[Float]] {
        let body = (try? JSONSerialization.data(withJSONObject: ["model": endpoint.model, "input": texts])) ?? Data()
        let response = try await post("embeddings", body: body, maxBytes: 64 << 20)
        guard let object = redact.json(response.body) as? [String: Any],
            let data = object["data"] as? [[String: Any]], data.count == texts.count
        else {
            throw .malformedOutput("not an OpenAI embeddings answer for \(texts.count) inputs")
        }
        var out = [[Float]](repeating: [], count: texts.count)
        for (position, item) in data.enumerated() {
            let index = (item["index"] as? Int) ?? position
            guard (0..<texts.count).contains(index), let values = item["embedding"] as? [Any] else {
                throw .malformedOutput("an embedding is missing or out of order")
            }
            var vector = values.compactMap { ($0 as? NSNumber)?.floatValue }
            guard vector.count == values.count, !vector.isEmpty, vector.allSatisfy(\.isFinite) else {
                throw .malformedOutput("an embedding is not a list of numbers")
            }
            CosineIndex.normalize(&vector)
            out[index] = vector
        }
        guard out.allSatisfy({ $0.count == out[0].count }) else {
            throw .malformedOutput("embeddings differ in dimension")
        }
        return out
    }

    /// POSTs JSON to `path` under the base URL within the endpoint's timeout; a non-2xx answer throws
    /// its typed failure.
    func post(_ path: String, body: Data, maxBytes: Int) async throws(BackendError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await http.send(
                HTTPRequest(
                    url: endpoint.url(path), method: "POST", headers: endpoint.headers(), body: body,
                    timeout: endpoint.timeout),
                maxBytes: maxBytes)
        } catch {
            throw map(error)
        }
        try check(status: response.status, headers: response.headers, body: response.body)
        return response
    }

    // MARK: Failures

    func map(_ error: HTTPError) -> BackendError {
        switch error {
        case .timeout, .stalled: .timeout
        case .cancelled: .cancelled
        case .tooLarge(let n): .malformedOutput("answer larger than \(n) bytes")
        case .unreachable(let why): .failed("unreachable: \(redact(why))")
        case .transport(let why): .failed(redact(why))
        }
    }

    /// Throws the typed failure for a non-2xx answer.
    func check(status: Int, headers: [String: String], body: Data) throws(BackendError) {
        guard !(200..<300).contains(status) else { return }
        let message = errorMessage(body)
        switch status {
        case 401, 403: throw .unauthorized("HTTP \(status)")
        case 429:
            let after = headers["retry-after"].flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            throw .rateLimited(retryAfter: after)
        case 400, 422:
            let lower = message.lowercased()
            if lower.contains("context")
                && (lower.contains("exceed") || lower.contains("length") || lower.contains("too long"))
            {
                throw .truncated
            }
            if lower.contains("response_format") || lower.contains("json_schema") || lower.contains("schema")
                || lower.contains("grammar") || lower.contains("json_object")
            {
                throw .unsupportedFormat(String(message.prefix(200)))
            }
            throw .failed("HTTP \(status): \(message.prefix(200))")
        default:
            throw .failed("HTTP \(status): \(message.prefix(200))")
        }
    }

    func errorMessage(_ body: Data) -> String {
        if let object = redact.json(body) as? [String: Any] {
            if let error = object["error"] as? [String: Any], let m = error["message"] as? String { return m }
            if let m = object["error"] as? String { return m }
            if let m = object["message"] as? String { return m }
        }
        // Redacted whole before it is cut, so a cut can never leave half a secret unrecognised.
        return String(redact(String(decoding: body.prefix(64 << 10), as: UTF8.self)).prefix(200))
    }
}

/// How the drafting request asks for structured output; downgraded when a server refuses one.
public enum StructuredMode: String, Sendable, CaseIterable {
    case jsonSchema = "json_schema"
    case jsonObject = "json_object"
    case plain

    var next: StructuredMode? {
        switch self {
        case .jsonSchema: .jsonObject
        case .jsonObject: .plain
        case .plain: nil
        }
    }
}
