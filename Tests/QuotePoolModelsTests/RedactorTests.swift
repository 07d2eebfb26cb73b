import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolModels

@Suite struct RedactorTests {
    let key = "sk-local-7f3a9c1e5b2d4f6a8c0e"

    @Test func removesConfiguredSecretsWhereverTheyStand() {
        let redact = Redactor(secrets: [key, ""])
        #expect(redact("boom: \(key) was sent") == "boom: [redacted] was sent")
        #expect(redact("\(key)\(key)") == "[redacted][redacted]")
        #expect(redact("nothing secret here") == "nothing secret here")
    }

    @Test func removesTokenShapesThatWereNeverConfigured() {
        let redact = Redactor(secrets: [])
        #expect(redact("header was Authorization: Bearer abc.def-123") == "header was Authorization: [redacted]")
        #expect(redact("got bearer QWERTYUIOP0123") == "got bearer [redacted]")
        #expect(redact("key sk-proj-ABCDEFGHIJKLMNOPQRSTUV leaked") == "key [redacted] leaked")
        #expect(redact("hf_abcdefghijklmnopqrstuvwxyz") == "[redacted]")
        #expect(!redact(#"{"authorization":"Bearer zzzzzzzzzz"}"#).contains("zzzzzzzzzz"))
        #expect(redact("bearer abcdefghijklmnopqrstuvwxyz") == "bearer [redacted]")
        // Ordinary prose keeps its words, and a model's line that uses them is no leak.
        for line in [
            "The bearer of good news knocks twice.", "A flag bearer walks the children home before the rain.",
            "The standard bearer always arrives early, carrying thermos coffee for everyone.",
        ] {
            #expect(redact(line) == line)
            #expect(!redact.leaks(line), "\(line)")
        }
        #expect(redact.leaks("A line with sk-proj-ABCDEFGHIJKLMNOPQRSTUV inside") && redact.leaks("a [redacted] line"))
    }

    @Test func redactsEveryStringOfAParsedAnswerKeysIncluded() throws {
        let redact = Redactor(secrets: [key])
        let body = Data(#"{"error": {"message": "echo \#(key)"}, "\#(key)": [1, "x \#(key)"]}"#.utf8)
        let parsed = try #require(redact.json(body) as? [String: Any])
        let text = String(describing: parsed)
        #expect(!text.contains(key))
        #expect((parsed["error"] as? [String: Any])?["message"] as? String == "echo [redacted]")
    }

    @Test(arguments: ["abc\r\nX-Injected: yes", "abc\ndef", "abc\rdef", "a\u{7}b", "key with space", "ключ"])
    func refusesAKeyThatCouldNotBeOneHeaderValue(_ bad: String) {
        var config = BackendConfig(kind: "openai")
        config.baseURL = "http://127.0.0.1:9/v1"
        config.model = "m"
        config.apiKeyEnv = "QP_KEY"
        #expect {
            _ = try OpenAIEndpoint(name: "x", config: config, environment: ["QP_KEY": bad])
        } throws: { error in
            let text = "\(error)"
            return text.contains("api_key_env QP_KEY holds") && !text.contains(bad)
        }
    }
}
