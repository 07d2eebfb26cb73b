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

    @Test func aModelsLineLeaksTheKeyInAnyCaseOrSplitByInvisibleCharactersButProseIsNoLeak() {
        let secret = "QpSecretZ9x8c7v6b5n4"
        let redact = Redactor(secrets: [secret])
        for hidden in ["QpSecret\u{AD}Z9x8c7v6b5n4", "Qp\u{200E}SecretZ9x8c7v6b5n4", "QPSECRETZ9X8C7V6B5N4", secret] {
            #expect(redact.leaks("The quiet baker \(hidden) kneads dough before dawn."), "\(hidden.debugDescription)")
        }
        // Headers echoed in a message are masked; the same words in a model's line are prose.
        for line in [
            "Bearer bonds never learned to whisper, yet the old bank still keeps their secrets.",
            "No authorization: just courage, a borrowed ladder and the patience of the moon.",
        ] {
            #expect(!redact.leaks(line), "\(line)")
            #expect(redact.content(line) == line)
        }
        #expect(redact("Authorization: Bearer abcdef") == "Authorization: [redacted]")
    }

    @Test func aPlaceholderKeyIsNoSecret() {
        // Local servers are often given "x" or "ollama": masking those would mangle messages and refuse lines.
        let redact = Redactor(secrets: ["x", "ollama", "dawn"])
        let line = "The quiet baker kneads dough before dawn while the ollama box hums."
        #expect(!redact.leaks(line) && redact(line) == line)
        #expect(redact("exit 1: max retries exceeded") == "exit 1: max retries exceeded")
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
