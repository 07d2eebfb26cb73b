import Foundation
import QuotePoolCore

/// One labeled line of an `eval` data set (SPEC 7).
public struct EvalItem: Sendable, Equatable, Codable {
    public var text: String
    public var locale: LocaleCode
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
        /// The file does not exist or cannot be read at all (66), rather than holding a bad line (65).
        public var isUnreadable = false
        public var description: String { line > 0 ? "\(file):\(line): \(problem)" : "\(file): \(problem)" }

        init(file: String, line: Int, problem: String, isUnreadable: Bool = false) {
            self.file = file
            self.line = line
            self.problem = problem
            self.isUnreadable = isUnreadable
        }

        init(_ failure: LineReader.Failure) {
            self.init(
                file: failure.path, line: failure.line, problem: failure.problem, isUnreadable: failure.isUnreadable)
        }
    }

    private static let allowedKeys: Set<String> = ["text", "locale", "expect", "reason"]

    /// Reads a JSONL data set from `file`, line by line in bounded memory (see ``LineReader``).
    /// Reads an `eval` data set from `file`; one without a single labeled line is malformed, since an evaluation of
    /// nothing would report a perfect score.
    public static func read(file: String) throws(Malformed) -> [EvalItem] {
        var items: [EvalItem] = []
        try eachLine(of: file) { (line, number) throws(Malformed) in
            if let item = try item(line, number: number, file: file) { items.append(item) }
        }
        guard !items.isEmpty else {
            throw Malformed(
                file: file, line: 0,
                problem: "holds no labeled line; expected one JSON object per line with text, locale and expect")
        }
        return items
    }

    /// Parses JSONL text: one object per non-blank line with `text`, `locale`, `expect` and optional `reason`.
    public static func parse(_ content: String, file: String) throws(Malformed) -> [EvalItem] {
        var items: [EvalItem] = []
        for (n, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let item = try item(String(raw), number: n + 1, file: file) { items.append(item) }
        }
        return items
    }

    /// Reads a `--catalog` or import file from `file`, line by line in bounded memory.
    public static func readCatalog(file: String) throws(Malformed) -> [(text: String, locale: LocaleCode?)] {
        var rows: [(text: String, locale: LocaleCode?)] = []
        try eachLine(of: file) { (line, number) throws(Malformed) in
            if let row = try catalogRow(line, number: number, file: file) { rows.append(row) }
        }
        return rows
    }

    /// Parses a `--catalog` file: one line of text per row, or JSONL objects with `text` and `locale`.
    /// Plain rows take `defaultLocale` (nil: they apply to every locale).
    public static func parseCatalog(_ content: String, file: String) throws(Malformed) -> [(
        text: String, locale: LocaleCode?
    )] {
        var rows: [(text: String, locale: LocaleCode?)] = []
        for (n, raw) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let row = try catalogRow(String(raw), number: n + 1, file: file) { rows.append(row) }
        }
        return rows
    }

    static func eachLine(of file: String, _ body: (String, Int) throws(Malformed) -> Void) throws(Malformed) {
        do {
            let reader = try LineReader(path: file)
            while let (number, line) = try reader.next() { try body(line, number) }
        } catch let failure as LineReader.Failure {
            throw Malformed(failure)
        } catch let malformed as Malformed {
            throw malformed
        } catch {
            throw Malformed(file: file, line: 0, problem: "\(error)")
        }
    }

    /// One data-set line: nil when blank.
    static func item(_ raw: String, number: Int, file: String) throws(Malformed) -> EvalItem? {
        let line = withoutBOM(raw, number: number).trimmingCharacters(in: .whitespaces)
        if line.isEmpty { return nil }
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            throw Malformed(file: file, line: number, problem: "not a JSON object")
        }
        // Sorted: a dictionary's order changes from run to run, and so would the key the error names.
        if let extra = object.keys.sorted().first(where: { !allowedKeys.contains($0) }) {
            throw Malformed(
                file: file, line: number, problem: "unknown key \"\(extra)\"; expected text, locale, expect, reason")
        }
        guard let text = object["text"] as? String else {
            throw Malformed(file: file, line: number, problem: "\"text\" must be a string")
        }
        guard let locale = try localeCode(object["locale"], number: number, file: file) else {
            throw Malformed(file: file, line: number, problem: "\"locale\" must be a locale code such as en or pt-BR")
        }
        guard let e = object["expect"] as? String, let expect = EvalItem.Expectation(rawValue: e) else {
            throw Malformed(file: file, line: number, problem: "\"expect\" must be \"accept\" or \"reject\"")
        }
        var reason: String?
        if let r = object["reason"] {
            guard let r = r as? String, Reason(rawValue: r) != nil else {
                throw Malformed(
                    file: file, line: number, problem: "\"reason\" must be a reason code (for example too_short)")
            }
            guard expect == .reject else {
                throw Malformed(file: file, line: number, problem: "\"reason\" is only allowed on reject lines")
            }
            reason = r
        }
        return EvalItem(text: text, locale: locale, expect: expect, reason: reason)
    }

    /// One catalog line: nil when blank. A row is a line of plain text, or a JSON object with a string `text` and an
    /// optional `locale`; a JSON value that is not an object, a text that is empty or holds control characters (a
    /// line of NUL bytes), and a `locale` that is not a locale code are malformed, as they are in an `eval` data set.
    static func catalogRow(_ raw: String, number: Int, file: String) throws(Malformed) -> (
        text: String, locale: LocaleCode?
    )? {
        let line = withoutBOM(raw, number: number).trimmingCharacters(in: .whitespaces)
        if line.isEmpty { return nil }
        if line.hasPrefix("["), let data = line.data(using: .utf8),
            (try? JSONSerialization.jsonObject(with: data)) != nil
        {
            throw Malformed(
                file: file, line: number,
                problem: "a JSON row must be an object with \"text\" (and optional \"locale\")")
        }
        guard line.hasPrefix("{") else { return (try referenceText(line, number: number, file: file), nil) }
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let text = object["text"] as? String
        else {
            throw Malformed(
                file: file, line: number, problem: "a JSON row needs a string \"text\" (and optional \"locale\")")
        }
        return (
            try referenceText(text, number: number, file: file),
            try localeCode(object["locale"], number: number, file: file)
        )
    }

    /// The `locale` of a row, parsed once here (`EN`, `en_us` and `En-gb` are `en`, `en-US`, `en-GB`): nil when the
    /// row has none; anything but a locale code is malformed, never a row of no locale.
    static func localeCode(_ value: Any?, number: Int, file: String) throws(Malformed) -> LocaleCode? {
        guard let value, !(value is NSNull) else { return nil }
        guard let text = value as? String, let code = try? LocaleCode(text) else {
            throw Malformed(file: file, line: number, problem: "\"locale\" must be a locale code such as en or pt-BR")
        }
        return code
    }

    /// `text` as a reference line: refused when it is empty once white space is trimmed, or holds a control
    /// character, which no line of a pool can.
    static func referenceText(_ text: String, number: Int, file: String) throws(Malformed) -> String {
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
            throw Malformed(
                file: file, line: number,
                problem: "the text holds a control character (U+\(String(format: "%04X", control.value)))")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw Malformed(file: file, line: number, problem: "the text is empty")
        }
        return text
    }

    /// A UTF-8 byte-order mark at the start of the file is not part of its first row.
    static func withoutBOM(_ raw: String, number: Int) -> String {
        number == 1 && raw.hasPrefix("\u{FEFF}") ? String(raw.dropFirst()) : raw
    }
}
