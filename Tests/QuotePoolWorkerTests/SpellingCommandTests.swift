import Foundation
import QuotePoolCLI
import Testing

@testable import QuotePoolWorker

/// `doctor` and `config check` report a served locale whose dictionary is missing: a warning when a model drafts, a
/// failure (78) under `spelling.required`.
@Suite struct SpellingCommandTests {
    func run(_ args: [String]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    func config(_ dir: TempDir, required: Bool, backend: String = "builtin") -> String {
        let path = dir.file("quotepool.json5")
        let text = """
            { locales: ["en", "de"], embedder: "builtin", backend: "\(backend)",
              backends: { local: { kind: "openai", base_url: "http://127.0.0.1:9/v1", model: "m" } },
              spelling: { required: \(required), dictionaries: { de: ["/nonexistent/qp/de_DE"] } } }
            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func spellingCheck(_ output: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: Any]])
        return try #require(checks.first { $0["name"] as? String == "spelling" }, "no spelling check: \(checks)")
    }

    @Test func doctorNamesAMissingDictionaryAndFailsOnlyWhenItIsRequired() async throws {
        let dir = TempDir()
        let db = dir.file("pool.sqlite")
        let relaxed = await run(["doctor", "--json", "--config", config(dir, required: false), "--db", db])
        #expect(relaxed.code == 0, "\(relaxed.out)")
        let check = try spellingCheck(relaxed.out)
        #expect((check["message"] as? String)?.contains("/nonexistent/qp/de_DE.dic") == true, "\(check)")
        #expect(check["status"] as? String == "ok", "the builtin composer needs no dictionary: \(check)")

        let strict = await run(["doctor", "--json", "--config", config(dir, required: true), "--db", db])
        #expect(strict.code == 78, "\(strict.out)")
        let failed = try spellingCheck(strict.out)
        #expect(failed["status"] as? String == "fail")
        #expect((failed["message"] as? String)?.contains("/nonexistent/qp/de_DE.dic") == true)
    }

    @Test func configCheckWarnsWhenAModelDraftsAndRefusesWhenTheDictionaryIsRequired() async {
        let dir = TempDir()
        let warned = await run(["config", "check", "--config", config(dir, required: false, backend: "local")])
        #expect(warned.code == 0, "\(warned.err)")
        #expect(warned.err.contains("warning: spelling for de: /nonexistent/qp/de_DE.dic"), "\(warned.err)")

        let refused = await run(["config", "check", "--config", config(dir, required: true)])
        #expect(refused.code == 78, "\(refused.err)")
        #expect(refused.err.contains("/nonexistent/qp/de_DE.dic"), "\(refused.err)")
        #expect(!refused.out.contains("config ok"))
    }
}
