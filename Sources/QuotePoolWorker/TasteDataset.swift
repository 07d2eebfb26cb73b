import Foundation
import QuotePoolCore

/// Reading `taste train --dataset` files: JSONL in the `eval` format (`"expect": "accept"` is to taste) or in the
/// labeled format of `Tests/Fixtures/quality` (`"label": "good"|"flat"`, optional `"style"`).
public enum TasteDataset {
    /// Reads `file` line by line in bounded memory, as `eval` does (``EvalDataset/eachLine(of:_:)``: a size cap,
    /// UTF-8 checked); errors name the file and line.
    public static func read(file: String) throws(EvalDataset.Malformed) -> [TasteTrainer.Example] {
        var out: [TasteTrainer.Example] = []
        try EvalDataset.eachLine(of: file) { (line, number) throws(EvalDataset.Malformed) in
            if let example = try example(line, number: number, file: file) { out.append(example) }
        }
        return out
    }

    /// Every file's lines, file after file (`--dataset` may be repeated); the first file that cannot be read or holds
    /// a bad line stops the reading.
    public static func read(files: [String]) throws(EvalDataset.Malformed) -> [TasteTrainer.Example] {
        var out: [TasteTrainer.Example] = []
        for file in files { out += try read(file: file) }
        return out
    }

    /// Parses JSONL text: one object per non-blank line with `text`, `locale` and `expect` or `label`.
    public static func parse(_ content: String, file: String) throws(EvalDataset.Malformed) -> [TasteTrainer.Example] {
        var out: [TasteTrainer.Example] = []
        for (n, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let example = try example(String(raw), number: n + 1, file: file) { out.append(example) }
        }
        return out
    }

    /// One data-set line: nil when blank.
    static func example(_ raw: String, number: Int, file: String) throws(EvalDataset.Malformed)
        -> TasteTrainer.Example?
    {
        let line = raw.trimmingWhitespace()
        if line.isEmpty { return nil }
        func bad(_ problem: String) -> EvalDataset.Malformed {
            EvalDataset.Malformed(file: file, line: number, problem: problem)
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw bad("not a JSON object")
        }
        guard let text = object["text"] as? String, !text.isEmpty else { throw bad("\"text\" must be a string") }
        guard let locale = try EvalDataset.localeCode(object["locale"], number: number, file: file) else {
            throw bad("\"locale\" must be a locale code such as en or pt-BR")
        }
        let label: Bool
        switch (object["expect"] as? String, object["label"] as? String) {
        case ("accept", nil), (nil, "good"): label = true
        case ("reject", nil), (nil, "flat"): label = false
        default: throw bad("needs \"expect\": \"accept\"|\"reject\" or \"label\": \"good\"|\"flat\"")
        }
        if object["style"] != nil, !(object["style"] is String) { throw bad("\"style\" must be a string") }
        return .init(text: text, locale: locale, label: label, style: object["style"] as? String)
    }
}
