import Foundation
import QuotePoolCore

/// Valid inputs to mutate: the repository's own fixtures and documented examples, read from the checkout this
/// binary was built from, plus the realistic protocol streams in ``SeedStreams``.
///
/// A fixture that cannot be found is skipped with a warning, so the fuzzer still runs from an installed binary.
struct SeedCorpus: Sendable {
    /// The checkout's root directory.
    let root: String
    /// Lines of the eval data sets (`Tests/Fixtures/eval/*.jsonl`), as written.
    let evalLines: [String]
    /// Configuration texts: the eval config, the documented examples, `config init` output, `config show` output.
    let configs: [String]
    /// Files that were expected and not found, relative to ``root``.
    let missing: [String]

    /// The checkout holding this source file (`Sources/QuotePoolFuzz/SeedCorpus.swift`, two levels down).
    static let defaultRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let evalFiles = ["Tests/Fixtures/eval/gate.jsonl", "Tests/Fixtures/eval/stages.jsonl"]
    static let configFiles = ["Tests/Fixtures/eval/eval-config.json5"]
    static let documentedConfigs = ["docs/backends.md", "docs/operations.md", "README.md"]

    init(root: String = SeedCorpus.defaultRoot) {
        self.root = root
        var missing: [String] = []
        func read(_ relative: String) -> String? {
            let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            if text == nil { missing.append(relative) }
            return text
        }
        evalLines = Self.evalFiles.compactMap(read).flatMap { $0.split(separator: "\n").map(String.init) }
        var configs = Self.configFiles.compactMap(read)
        configs += Self.documentedConfigs.compactMap(read).flatMap(Self.json5Blocks)
        configs.append(ConfigRenderer.starterFile)
        configs.append(ConfigRenderer.json(Config()))
        self.configs = configs
        self.missing = missing
    }

    /// The texts to put through the gate: the `text` of every eval line.
    var gateTexts: [String] {
        evalLines.compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["text"] as? String
        }
    }

    /// The fenced `json5` blocks of a Markdown text; a fragment (keys without braces) is wrapped in braces.
    static func json5Blocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```json5") {
                current = []
            } else if let lines = current, line.hasPrefix("```") {
                let text = lines.joined(separator: "\n")
                blocks.append(text.hasPrefix("{") ? text : "{\n" + text + "\n}")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
