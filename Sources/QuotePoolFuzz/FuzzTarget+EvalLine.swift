import Foundation
import QuotePoolCore
import QuotePoolWorker

extension FuzzTarget {
    /// `EvalDataset.parse` (an eval data set) and `EvalDataset.parseCatalog` (a `--catalog` file) on a JSONL text,
    /// mostly one line.
    static func evalLine(corpus: SeedCorpus) -> FuzzTarget {
        let reasons = Set(Reason.allCases.map(\.rawValue))
        return FuzzTarget(
            name: "eval-line",
            summary: "EvalDataset.parse(_:file:) and EvalDataset.parseCatalog(_:file:) on a JSONL line",
            invariants: [
                "either items or a Malformed (typed throws) naming the file, a line that exists and a non-empty problem",
                "the same result twice",
                "at most one item per line; every item has a non-empty locale, and a reason only on a reject line and "
                    + "only a known reason code",
                "an item written back as JSON parses to the same item (but for U+FEFF, which JSONSerialization on "
                    + "Linux drops at the start of a string and after an escape)",
            ],
            seeds: corpus.evalLines.map { Array($0.utf8) },
            dictionary: [
                "{", "}", "[", "]", ":", ",", "\"", "\\", "\\u0000", "\\ud800", "\\udc00", "\\ud83d\\ude00", "\\n",
                "null",
                "true", "1e400", "-0", "\"text\": ", "\"locale\": ", "\"expect\": ", "\"reason\": ", "\"accept\"",
                "\"reject\"", "\"too_short\"", "\"cliche\"", "\"judge_below_threshold\"", "\"extra\": 1", "\"en\"",
                "\"\"", "\n", "\r\n", " ", "\u{FEFF}",
            ].map { Array($0.utf8) },
            maxLength: 4096,
            check: { input throws(InvariantViolation) in
                let text = String(decoding: input, as: UTF8.self)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                let file = "fuzz.jsonl"
                let parse = { Result { () throws(EvalDataset.Malformed) in try EvalDataset.parse(text, file: file) } }
                let result = parse()
                let again = parse()
                try require(result == again, "parsed twice: \(result), then \(again)")
                let catalog = Result { () throws(EvalDataset.Malformed) in
                    try EvalDataset.parseCatalog(text, file: file)
                }
                switch catalog {
                case .success(let rows):
                    try require(rows.count <= lines, "\(rows.count) catalog rows from \(lines) lines")
                case .failure(let malformed):
                    try Self.requireWellFormed(malformed, file: file, lines: lines)
                }
                switch result {
                case .failure(let malformed):
                    try Self.requireWellFormed(malformed, file: file, lines: lines)
                    // Unknown keys vary with the input; the other problems are fixed phrases.
                    let problem = malformed.problem.hasPrefix("unknown key") ? "unknown key" : malformed.problem
                    return "malformed: \(problem)"
                case .success(let items):
                    try require(items.count <= lines, "\(items.count) items from \(lines) lines")
                    var label = items.isEmpty ? "no items" : "items"
                    for item in items {
                        try require(
                            item.locale == (try? LocaleCode(item.locale.code)), "a locale not in normal form: \(item)")
                        if let reason = item.reason {
                            try require(item.expect == .reject, "a reason on an accept line: \(item)")
                            try require(reasons.contains(reason), "an unknown reason code: \(item)")
                        }
                        let line = try Self.jsonLine(item)
                        let parsedBack = Result { () throws(EvalDataset.Malformed) in
                            try EvalDataset.parse(line, file: file)
                        }
                        // JSONSerialization on Linux drops a U+FEFF that starts a string or follows an escape
                        // sequence (a Foundation quirk; JSONDecoder keeps it), so such an item reads back with
                        // fewer of them and is compared without any.
                        let reread = (try? parsedBack.get()) ?? []
                        if reread != [item] {
                            try require(
                                reread.map(Self.withoutBOMs) == [Self.withoutBOMs(item)],
                                "\(item) written as \(line) reads back as \(parsedBack)")
                            label = "items, U+FEFF dropped on reading back (Foundation)"
                        }
                    }
                    return label
                }
            })
    }

    private static func withoutBOMs(_ item: EvalItem) -> EvalItem {
        var copy = item
        copy.text.unicodeScalars.removeAll { $0 == "\u{FEFF}" }
        return copy
    }

    private static func requireWellFormed(
        _ malformed: EvalDataset.Malformed, file: String, lines: Int
    ) throws(InvariantViolation) {
        try require(malformed.file == file, "the error names file \(malformed.file)")
        try require((1...lines).contains(malformed.line), "line \(malformed.line) of \(lines): \(malformed)")
        try require(!malformed.problem.isEmpty, "an empty problem: \(malformed)")
    }

    private static func jsonLine(_ item: EvalItem) throws(InvariantViolation) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
        } catch {
            throw InvariantViolation(message: "\(item) cannot be written as JSON: \(error)")
        }
    }
}
