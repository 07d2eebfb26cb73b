import Foundation
import Testing

@testable import QuotePoolCore

/// Malformed configuration files read from disk, and keys written twice in one object. Every
/// ``ConfigError`` is exit 78 (the CLI maps the type in one place, checked in CLITests).
@Suite struct MalformedConfigFileTests {
    /// One bad file of each kind, and how its error must start.
    static let badFiles: [(name: String, text: String, message: String)] = [
        ("syntax", "{\n  concurrency: 4\n  locales: ['en']\n}\n", "not valid JSON5"),
        ("unterminated comment", "{ concurrency: 4 /* no end\n", "not valid JSON5"),
        ("wrong type", "{ commit: { batch_size: 'lots' } }", "commit.batch_size is \"lots\""),
        ("wrong type for a section", "{ retention: [30, 365] }", "retention is a list"),
        ("out of range", "{ judge: { min_overall: 12 } }", "judge.min_overall is 12"),
        ("below range", "{ novelty: { threshold: 0.2 } }", "novelty.threshold is 0.2"),
        ("unknown key", "{ commit: { batchsize: 8 } }", "unknown key \"commit.batchsize\""),
        // Found by the fuzzer: Foundation's JSON5 decoder traps on these instead of throwing.
        ("exponent sign without digits", "{ novelty: { threshold: 1e+ } }", "not valid JSON5"),
        ("exponent sign in a list", "[1e-,2]", "not valid JSON5"),
        ("a bare number", "9007199254740993", "the top level is"),
        (
            "duplicate key", "{\n  commit: {\n    batch_size: 32,\n    batch_size: 64,\n  },\n}\n",
            "commit.batch_size is set twice"
        ),
    ]

    @Test(arguments: badFiles.map(\.name))
    func aMalformedFileOnDiskIsAConfigurationError(_ name: String) throws {
        let bad = try #require(Self.badFiles.first { $0.name == name })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qp-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("quotepool.json5").path
        try bad.text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try ConfigLoader.load(explicit: path, environment: [:])
        } throws: { error in
            guard let error = error as? ConfigError else { return false }
            return error.file == path && error.description.hasPrefix(path + ": " + bad.message)
        }
    }

    // MARK: - Keys written twice

    /// Each line: a main file and the sentence an operator reads.
    static let duplicates: [(file: String, message: String)] = [
        ("{ concurrency: 2, concurrency: 4 }", "concurrency is set twice, on lines 1 and 1"),
        (
            "{\n  gate: {\n    min_words: 8,\n    // tuned later\n    min_words: 6,\n  },\n}\n",
            "gate.min_words is set twice, on lines 3 and 5"
        ),
        // Unquoted, single- and double-quoted and escaped spellings are the same key.
        ("{ \"budget\": '60s',\n 'budget': \"90s\" }", "budget is set twice, on lines 1 and 2"),
        ("{ gate: { 'min\\u005Fwords': 8, min_words: 9 } }", "gate.min_words is set twice, on lines 1 and 1"),
        // A whole section twice: the decoder would keep one and drop the other's keys unseen.
        ("{ gate: { min_words: 8 },\r\n\r\n gate: { max_words: 12 } }", "gate is set twice, on lines 1 and 3"),
        (
            "{ backends: { local: { kind: 'openai', base_url: 'http://h/v1', model: 'a',\n model: 'b' } } }",
            "backends.local.model is set twice, on lines 1 and 2"
        ),
        ("{ x: [{ a: 1 }, { a: 1, /* a: 0, */ b: 2, b: 3 }] }", "x[1].b is set twice, on lines 1 and 1"),
    ]

    @Test(arguments: duplicates)
    func aKeyWrittenTwiceInOneObjectIsRefusedNamingItsPath(file: String, message: String) {
        #expect(
            ConfigFixture(main: file).error()?.description
                == "quotepool.json5: \(message); expected each key once in an object")
    }

    @Test func aKeyWrittenTwiceInADropInNamesTheDropIn() {
        let fixture = ConfigFixture([
            "quotepool.json5": "{ concurrency: 2 }",
            "quotepool.json5.d/10-tune.json5": "{ concurrency: 4, concurrency: 8 }",
        ])
        #expect(
            fixture.error()
                == .syntax(
                    file: "quotepool.json5.d/10-tune.json5",
                    message: "concurrency is set twice, on lines 1 and 1; expected each key once in an object"))
    }

    @Test func theSameKeyInDifferentObjectsStringsCommentsOrFilesIsNoDuplicate() throws {
        let loaded = try ConfigFixture([
            "quotepool.json5": """
            {
              // concurrency: 1 (a comment is not a key)
              /* concurrency: 3 */
              concurrency: 2,
              prompt: { topics: ["concurrency: 5", 'min_words: 1'], moods: ["calm"] },
              gate: { min_words: 7, blocklist: { en: ["min_words"], de: ["min_words"] } },
              backends: {
                a: { kind: "openai", base_url: "http://h/v1", model: "m" },
                b: { kind: "openai", base_url: "http://h/v1", model: "m" },
              },
            }
            """,
            "quotepool.json5.d/10-tune.json5": "{ concurrency: 4, gate: { min_words: 9 } }",
        ]).load()
        #expect(loaded.config.concurrency == 4)
        #expect(loaded.config.gate.minWords == 9)
    }

    @Test func theScannerFollowsEscapesContinuationsAndLineBreaks() {
        let text = "{ a: 'it\\'s a \\\n continued \"string\"', b: \"\\\"}\", 'c': 1,\r\n c: 2 }"
        #expect(
            DuplicateKeyScanner.firstDuplicate(in: text)
                == DuplicateKeyScanner.Duplicate(keyPath: "c", line: 3, firstLine: 2))
        #expect(DuplicateKeyScanner.firstDuplicate(in: "{ a: { b: 1 }, b: { a: 1 } }") == nil)
        #expect(DuplicateKeyScanner.firstDuplicate(in: "[{ a: 1 }, { a: 2 }]") == nil)
        #expect(DuplicateKeyScanner.firstDuplicate(in: "") == nil)
    }
}
