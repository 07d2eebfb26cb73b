import Foundation
import QuotePoolCore

/// One labeled line of an `eval` data set (SPEC 7).
public struct EvalItem: Sendable, Equatable, Codable {
    public var text: String
    public var locale: String
    public var expect: Expectation
    public var reason: String?

    public enum Expectation: String, Sendable, Codable { case accept, reject }
}

/// Reading `eval` data sets and `--catalog` files; errors name the file and line.
public enum EvalDataset {
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var problem: String
        public var description: String { "\(file):\(line): \(problem)" }
    }

    private static let allowedKeys: Set<String> = ["text", "locale", "expect", "reason"]

    /// Parses JSONL text: one object per non-blank line with `text`, `locale`, `expect` and optional `reason`.
    public static func parse(_ content: String, file: String) throws(Malformed) -> [EvalItem] {
        var items: [EvalItem] = []
        let reasons = Set(Reason.allCases.map(\.rawValue))
        for (n, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let number = n + 1
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else {
                throw Malformed(file: file, line: number, problem: "not a JSON object")
            }
            // Sorted: a dictionary's order changes from run to run, and so would the key the error names.
            if let extra = object.keys.sorted().first(where: { !allowedKeys.contains($0) }) {
                throw Malformed(
                    file: file, line: number, problem: "unknown key \"\(extra)\"; expected text, locale, expect, reason"
                )
            }
            guard let text = object["text"] as? String else {
                throw Malformed(file: file, line: number, problem: "\"text\" must be a string")
            }
            guard let locale = object["locale"] as? String, !locale.isEmpty else {
                throw Malformed(file: file, line: number, problem: "\"locale\" must be a non-empty string")
            }
            guard let e = object["expect"] as? String, let expect = EvalItem.Expectation(rawValue: e) else {
                throw Malformed(file: file, line: number, problem: "\"expect\" must be \"accept\" or \"reject\"")
            }
            var reason: String?
            if let r = object["reason"] {
                guard let r = r as? String, reasons.contains(r) else {
                    throw Malformed(
                        file: file, line: number, problem: "\"reason\" must be a reason code (for example too_short)")
                }
                guard expect == .reject else {
                    throw Malformed(file: file, line: number, problem: "\"reason\" is only allowed on reject lines")
                }
                reason = r
            }
            items.append(EvalItem(text: text, locale: locale, expect: expect, reason: reason))
        }
        return items
    }

    /// Parses a `--catalog` file: one line of text per row, or JSONL objects with `text` and `locale`.
    /// Plain rows take `defaultLocale` (nil: they apply to every locale).
    public static func parseCatalog(_ content: String, file: String) throws(Malformed) -> [(
        text: String, locale: String?
    )] {
        var out: [(String, String?)] = []
        for (n, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("{") {
                guard let data = line.data(using: .utf8),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let text = object["text"] as? String
                else {
                    throw Malformed(
                        file: file, line: n + 1, problem: "a JSON row needs a string \"text\" (and optional \"locale\")"
                    )
                }
                out.append((text, object["locale"] as? String))
            } else {
                out.append((line, nil))
            }
        }
        return out
    }
}
