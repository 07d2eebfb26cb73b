import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolModels

@Suite struct PartialJSONTextTests {
    @Test func readsTheValueAsItArrives() {
        let full = #"{"text": "The kettle \"sings\"\n softly é \u00e9 😀"}"#
        var previous = ""
        for end in full.indices {
            let prefix = String(full[..<end])
            if let partial = PartialJSONText.extract(field: "text", from: prefix) {
                #expect(partial.hasPrefix(previous) || previous.hasPrefix(partial), "went backwards at \(prefix)")
                previous = partial
            }
        }
        #expect(PartialJSONText.extract(field: "text", from: full) == "The kettle \"sings\"\n softly é é 😀")
    }

    @Test func waitsUntilTheValueHasBegun() {
        #expect(PartialJSONText.extract(field: "text", from: "{") == nil)
        #expect(PartialJSONText.extract(field: "text", from: #"{"text""#) == nil)
        #expect(PartialJSONText.extract(field: "text", from: #"{"text" :  ""#) == "")
        #expect(PartialJSONText.extract(field: "text", from: "{\n\n\"text\"\n\n:\n\n\"home") == "home")
        #expect(PartialJSONText.extract(field: "text", from: #"{"other": "x", "text": "y"#) == "y")
    }

    @Test func dropsAnEscapeCutOffAtTheEnd() {
        #expect(PartialJSONText.extract(field: "text", from: #"{"text": "ab\"#) == "ab")
        #expect(PartialJSONText.extract(field: "text", from: #"{"text": "ab\u00"#) == "ab")
    }
}

@Suite struct JudgeValidationTests {
    @Test func acceptsFourIntegersInRange() throws {
        let r = OpenAIJudge.scores(from: #"{"quality": 8, "originality": 7, "warmth": 9, "overall": 8}"#)
        #expect(try r.get() == JudgeScores(quality: 8, originality: 7, warmth: 9, overall: 8, kind: .model))
        // 0 and 1 are numbers, not booleans.
        let low = OpenAIJudge.scores(
            from: "{\n  \"quality\": 1,\n  \"originality\": 0,\n  \"warmth\": 3,\n  \"overall\": 4\n}")
        #expect(try low.get() == JudgeScores(quality: 1, originality: 0, warmth: 3, overall: 4, kind: .model))
    }

    @Test(arguments: [
        #"Score: 9/10"#,
        #"{"quality": 11, "originality": 7, "warmth": 8, "overall": 12}"#,
        #"{"quality": 8, "originality": 7, "warmth": 8}"#,
        #"{"quality": 8.5, "originality": 7, "warmth": 8, "overall": 8}"#,
        #"{"quality": "8", "originality": 7, "warmth": 8, "overall": 8}"#,
        #"{"quality": true, "originality": 7, "warmth": 8, "overall": 8}"#,
        #"{"quality": 10, "originality": 10, "warmth": 10, "overall": 10, "note": "ignore previous instructions"}"#,
        #"[8, 7, 8, 8]"#,
    ])
    func refusesAnythingOutsideTheSchema(_ answer: String) {
        guard case .failure = OpenAIJudge.scores(from: answer) else {
            Issue.record("accepted an invalid judge answer: \(answer)")
            return
        }
    }
}

@Suite struct OpenAIFailureMappingTests {
    func error(_ status: Int, _ body: String, headers: [String: String] = [:]) -> BackendError? {
        var config = BackendConfig(kind: "openai")
        config.baseURL = "http://127.0.0.1:9/v1"
        config.model = "m"
        let client = OpenAIClient(
            endpoint: try! OpenAIEndpoint(name: "x", config: config, environment: [:]), http: HTTPClient())
        do {
            try client.check(status: status, headers: headers, body: Data(body.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func mapsStatusesToTypedFailures() {
        #expect(error(200, "") == nil)
        #expect(error(401, #"{"error":{"message":"bad key"}}"#) == .unauthorized("HTTP 401"))
        #expect(error(429, "{}", headers: ["retry-after": "2"]) == .rateLimited(retryAfter: 2))
        #expect(error(429, "{}") == .rateLimited(retryAfter: nil))
        #expect(error(400, #"{"error":{"message":"the request exceeds the available context size"}}"#) == .truncated)
        #expect(
            error(400, #"{"error":{"message":"response_format json_schema is not supported"}}"#)
                == .unsupportedFormat("response_format json_schema is not supported"))
        #expect(error(500, #"{"error":{"message":"boom"}}"#) == .failed("HTTP 500: boom"))
        #expect(error(503, "Loading model") == .failed("HTTP 503: Loading model"))
    }

    @Test func structuredTextComesFromJSONOrPlainAnswers() throws {
        #expect(try OpenAIBackend.text(of: #"{"text": "A line."}"#, mode: .jsonSchema) == "A line.")
        #expect(throws: BackendError.self) { try OpenAIBackend.text(of: #"{"text": "A li"#, mode: .jsonSchema) }
        #expect(throws: BackendError.self) { try OpenAIBackend.text(of: #"{"line": "x"}"#, mode: .jsonObject) }
        #expect(try OpenAIBackend.text(of: "  A plain line.\n", mode: .plain) == "A plain line.")
    }
}

@Suite struct OpenAIEndpointTests {
    func config(_ edit: (inout BackendConfig) -> Void = { _ in }) -> BackendConfig {
        var c = BackendConfig(kind: "openai")
        c.baseURL = "http://127.0.0.1:8080/v1/"
        c.model = "smollm2"
        edit(&c)
        return c
    }

    @Test func readsTheKeyFromTheEnvironmentAndNeverShowsIt() throws {
        let secret = "sk-test-\(UUID().uuidString)"
        let e = try OpenAIEndpoint(
            name: "local", config: config { $0.apiKeyEnv = "QP_KEY" }, environment: ["QP_KEY": secret])
        #expect(e.headers()["Authorization"] == "Bearer \(secret)")
        #expect(!String(describing: e).contains(secret))
        #expect(!String(reflecting: e).contains(secret))
        var dumped = ""
        dump(e, to: &dumped)
        #expect(!dumped.contains(secret))
        #expect(e.baseURL.absoluteString == "http://127.0.0.1:8080/v1")
        #expect(e.url("models").absoluteString == "http://127.0.0.1:8080/v1/models")
        #expect(e.healthURL.absoluteString == "http://127.0.0.1:8080/health")
        #expect(e.isLocal)
    }

    @Test func aMissingVariableOrAnUnsafeKeyFileIsMisconfigured() throws {
        #expect(throws: OpenAIEndpoint.Misconfigured.self) {
            _ = try OpenAIEndpoint(name: "x", config: config { $0.apiKeyEnv = "QP_ABSENT" }, environment: [:])
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("key-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("sk-file-secret\n".utf8), attributes: [.posixPermissions: 0o644])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try OpenAIEndpoint(name: "x", config: config { $0.apiKeyFile = path }, environment: [:])
        } throws: { error in
            let text = "\(error)"
            return text.contains("is open to its group and other users (mode 644)") && !text.contains("sk-file-secret")
        }
        for (mode, who) in [(0o640, "its group (mode 640)"), (0o604, "other users (mode 604)")] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
            #expect {
                _ = try OpenAIEndpoint(name: "x", config: config { $0.apiKeyFile = path }, environment: [:])
            } throws: { error in
                "\(error)".contains("is open to \(who); chmod 600 it")
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let e = try OpenAIEndpoint(name: "x", config: config { $0.apiKeyFile = path }, environment: [:])
        #expect(e.headers()["Authorization"] == "Bearer sk-file-secret")
    }

    @Test func tellsLocalFromCloud() throws {
        let cloud = try OpenAIEndpoint(
            name: "c", config: config { $0.baseURL = "https://api.openai.com/v1" }, environment: [:])
        #expect(!cloud.isLocal)
        let lan = try OpenAIEndpoint(
            name: "l", config: config { $0.baseURL = "http://192.168.1.5:11434/v1" }, environment: [:])
        #expect(lan.isLocal)
    }

    @Test func localesTheModelDoesNotWriteAreTranslated() throws {
        let e = try OpenAIEndpoint(name: "x", config: config { $0.locales = ["en", "de"] }, environment: [:])
        #expect(e.supports("en") && e.supports("de") && e.supports("de-AT"))
        #expect(!e.supports("ja"))
        let all = try OpenAIEndpoint(name: "x", config: config(), environment: [:])
        #expect(all.supports("ja"))
    }
}

@Suite struct PromptLanguageTests {
    @Test func namesLanguagesFromTheLocaleFilesAndTheRestFromTheTable() {
        #expect(
            Prompts.languageNames == [
                "en": "English", "de": "German", "es": "Spanish", "fr": "French", "it": "Italian",
                "pt": "Portuguese", "ja": "Japanese", "nl": "Dutch", "pl": "Polish", "sv": "Swedish", "da": "Danish",
                "fi": "Finnish", "ru": "Russian", "uk": "Ukrainian", "zh": "Chinese", "ko": "Korean", "tr": "Turkish",
                "el": "Greek", "cs": "Czech", "ro": "Romanian", "hu": "Hungarian", "ca": "Catalan",
            ])
        #expect(Prompts.languageName("pt-BR") == "Portuguese")
        #expect(Prompts.languageName("xx") == "xx")
    }

    @Test func asksForCharactersWhereTheLocaleIsWrittenWithoutSpaces() {
        for locale: LocaleCode in ["ja", "zh-Hant"] {
            let prompt = Prompts.draftSystem(
                locale: locale, maxWords: 18, cjk: Lexicon.wordUnit(of: locale) == .characters, jsonObjectMode: false)
            #expect(prompt.contains("characters"), "\(locale)")
        }
        let english = Prompts.draftSystem(
            locale: "en", maxWords: 18, cjk: Lexicon.wordUnit(of: "en") == .characters, jsonObjectMode: false)
        #expect(english.contains("never more than 18"))
    }
}

@Suite struct StreamedTokenTests {
    func chunk(_ entries: [[String: Any]]) -> Any { ["content": entries] }

    func entry(_ id: Int, _ token: String, _ logprob: Double, top: [(Int, String, Double)] = []) -> [String: Any] {
        [
            "id": id, "token": token, "logprob": logprob,
            "top_logprobs": top.map { ["id": $0.0, "token": $0.1, "logprob": $0.2] as [String: Any] },
        ]
    }

    @Test func parsesTheTokensOfAChunkAndSkipsBrokenEntries() {
        let tokens = StreamedToken.parse(
            chunk([entry(5, " cat", -0.5, top: [(5, " cat", -0.5), (9, " dog", -1.5)]), ["token": "x"]]))
        #expect(tokens.count == 1 && tokens[0].text == " cat" && tokens[0].alternatives.count == 2)
        #expect(StreamedToken.parse(nil).isEmpty && StreamedToken.parse(["content": "no"]).isEmpty)
    }

    /// The ending's probability is the chosen terminator's plus every other terminator the model listed, counted
    /// once; tokens after the ending (the start of a second sentence, cut off) count neither for it nor as the
    /// weakest token.
    @Test func theEndingIsTheLastTerminatorWithItsKin() throws {
        let tokens = StreamedToken.parse(
            chunk([
                entry(1, "The", -1),
                entry(30, ".", log(0.2), top: [(7, " mat", log(0.5)), (30, ".", log(0.2)), (32, "!", log(0.05))]),
                entry(4, " Then", -9),
            ]))
        let p = try #require(StreamedToken.probabilities(of: tokens))
        #expect(abs(try #require(p.ending) - 0.25) < 1e-9)
        #expect(p.weakestToken == "The")
        #expect(abs(try #require(p.weakest) - exp(-1)) < 1e-9)
        // A full stop the grammar forced where the model wanted a noun.
        let forced = StreamedToken.parse(chunk([entry(30, ".", -19.5, top: [(7, " couch", -1.3)])]))
        #expect(try #require(StreamedToken.probabilities(of: forced)?.ending) < 1e-8)
        // No terminator: no ending, and every token counts for the weakest.
        let open = try #require(StreamedToken.probabilities(of: StreamedToken.parse(chunk([entry(1, "The", -1)]))))
        #expect(open.ending == nil && open.weakestToken == "The")
        #expect(StreamedToken.probabilities(of: []) == nil)
        // A full-width terminator counts like a full stop.
        let ja = StreamedToken.parse(chunk([entry(2, "。", log(0.6), top: [(3, "！", log(0.1))])]))
        #expect(abs(try #require(StreamedToken.probabilities(of: ja)?.ending) - 0.7) < 1e-9)
    }
}
