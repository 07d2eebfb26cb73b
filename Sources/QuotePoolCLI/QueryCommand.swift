import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool query`: read-only access for consumers. Opens the database with `mode=ro`.
struct QueryCommand {
    let console: Console
    let configPath: String?
    let dbPath: String?
    let filter: QuoteFilter
    let random: Bool
    let today: Bool
    let format: String

    static let maxLimit = 500

    init(_ args: [String], console: Console) throws(UsageError) {
        let a = try Arguments(
            args, command: "query",
            valued: ["locale", "mood", "theme", "text", "since", "limit", "format", "config", "db"],
            flags: ["random", "today"])
        try a.noPositionals()
        self.console = console
        configPath = a.value("config")
        dbPath = a.value("db")
        var filter = QuoteFilter()
        filter.locale = a.value("locale")
        filter.mood = a.value("mood")
        filter.theme = a.value("theme")
        filter.text = a.value("text")
        if let since = a.value("since") {
            guard let normalized = Self.normalizeSince(since) else {
                throw UsageError(
                    message:
                        "--since must be a UTC date or time like 2026-11-01 or 2026-11-01T08:00:00Z, got '\(since)'",
                    command: "query")
            }
            filter.since = normalized
        }
        // The limit is capped, not refused: a consumer asking for more simply gets the maximum.
        filter.limit = min(try a.int("limit", range: 1...Int.max) ?? 20, Self.maxLimit)
        self.filter = filter
        random = a.has("random")
        today = a.has("today")
        if random && today {
            throw UsageError(message: "--random and --today cannot be combined", command: "query")
        }
        format = try a.choice("format", ["table", "json", "ndjson"]) ?? "table"
    }

    /// Accepts `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` and `YYYY-MM-DDTHH:MM:SSZ`; returns the stored form.
    static func normalizeSince(_ s: String) -> String? {
        let digits = { (r: Range<Int>) -> Bool in
            let chars = Array(s)
            return r.allSatisfy { chars.indices.contains($0) && chars[$0].isASCII && chars[$0].isNumber }
        }
        let c = Array(s)
        guard c.count >= 10, digits(0..<4), c[4] == "-", digits(5..<7), c[7] == "-", digits(8..<10) else { return nil }
        if c.count == 10 { return s + "T00:00:00Z" }
        guard c[10] == "T" || c[10] == " ", c.count >= 16, digits(11..<13), c[13] == ":", digits(14..<16) else {
            return nil
        }
        let date = String(c[0..<10]) + "T" + String(c[11..<16])
        if c.count == 16 || (c.count == 17 && c[16] == "Z") { return date + ":00Z" }
        guard c.count >= 19, c[16] == ":", digits(17..<19) else { return nil }
        let rest = String(c[19...])
        guard rest.isEmpty || rest == "Z" else { return nil }
        return date + ":" + String(c[17..<19]) + "Z"
    }

    func run() throws -> Int32 {
        let settings = try Settings.load(configPath: configPath, dbPath: dbPath, environment: console.environment)
        let pool: any PoolReader = try ReadOnlyPool(path: settings.databasePath)
        var rows: [QuoteRow]
        if today {
            let locales = try filter.locale.map { [$0] } ?? pool.locales()
            rows = try locales.compactMap { try pool.lineOfTheDay(locale: $0, now: Date()) }
            rows = rows.filter(matches)
            rows = Array(rows.prefix(filter.limit))
        } else {
            rows = try pool.quotes(filter, random: random)
        }
        switch format {
        case "json":
            console.line(Self.encode(rows, pretty: true))
        case "ndjson":
            for row in rows { console.line(Self.encode(row, pretty: false)) }
        default:
            console.out(Self.table(rows))
        }
        return 0
    }

    /// The filters other than locale, applied to a line of the day.
    private func matches(_ row: QuoteRow) -> Bool {
        if let m = filter.mood, row.mood != m { return false }
        if let t = filter.theme, row.theme != t { return false }
        if let x = filter.text, !row.text.lowercased().contains(x.lowercased()) { return false }
        if let s = filter.since, row.createdAt < s { return false }
        return true
    }

    static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String { JSONText.encode(value, pretty: pretty) }

    static func table(_ rows: [QuoteRow]) -> String {
        guard !rows.isEmpty else { return "(no lines)\n" }
        var out = ""
        for r in rows {
            out += "\(r.id)\t\(r.locale)\t\(r.mood ?? "-")\t\(r.theme ?? "-")\t\(r.text)\n"
        }
        return out
    }
}
