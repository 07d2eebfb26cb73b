import Foundation
import QuotePoolCore

/// Reading `taste train --dataset` files: JSONL in the `eval` format (`"expect": "accept"` is to taste) or in the
/// labeled format of `Tests/Fixtures/quality` (`"label": "good"|"flat"`, optional `"style"`).
public enum TasteDataset {
    /// Reads `file`; errors name the file and line.
    public static func read(file: String) throws(EvalDataset.Malformed) -> [TasteTrainer.Example] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw EvalDataset.Malformed(file: file, line: 0, problem: "cannot be read", isUnreadable: true)
        }
        return try parse(String(decoding: data, as: UTF8.self), file: file)
    }

    /// Parses JSONL text: one object per non-blank line with `text`, `locale` and `expect` or `label`.
    public static func parse(_ content: String, file: String) throws(EvalDataset.Malformed) -> [TasteTrainer.Example] {
        var out: [TasteTrainer.Example] = []
        for (n, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty { continue }
            func bad(_ problem: String) -> EvalDataset.Malformed {
                EvalDataset.Malformed(file: file, line: n + 1, problem: problem)
            }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw bad("not a JSON object")
            }
            guard let text = object["text"] as? String, !text.isEmpty else { throw bad("\"text\" must be a string") }
            guard let locale = object["locale"] as? String, !locale.isEmpty else {
                throw bad("\"locale\" must be a string")
            }
            let label: Bool
            switch (object["expect"] as? String, object["label"] as? String) {
            case ("accept", nil), (nil, "good"): label = true
            case ("reject", nil), (nil, "flat"): label = false
            default: throw bad("needs \"expect\": \"accept\"|\"reject\" or \"label\": \"good\"|\"flat\"")
            }
            if object["style"] != nil, !(object["style"] is String) { throw bad("\"style\" must be a string") }
            out.append(.init(text: text, locale: locale, label: label, style: object["style"] as? String))
        }
        return out
    }
}
