import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker

/// `quotepool query`: read-only access for consumers. Opens the database with `mode=ro`.
struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "query", abstract: "Read lines from the pool (read-only; never generates)",
        options: [
            .value("locale"), .value("mood"), .value("theme"), .value("text"), .value("since"), .value("limit"),
            .value("format"), .flag("random"), .flag("today"),
        ] + OptionSpec.configAndDatabase,
        help: HelpText.query)

    let console: Console
    /// `--config` and `--db`.
    let place: PoolOptions
    let filter: QuoteFilter
    let random: Bool
    let today: Bool
    let format: String

    static let maxLimit = 500

    init(parsing a: inout ParsedArguments, context: CommandContext) {
        a.noPositionals()
        console = context.console
        place = PoolOptions(a)
        var filter = QuoteFilter()
        filter.locale = a.locale("locale")?.base
        filter.mood = a.value("mood")
        filter.theme = a.value("theme")
        filter.text = a.value("text")
        if let since = a.value("since") {
            if let normalized = Self.normalizeSince(since) {
                filter.since = normalized
            } else {
                a.problem("--since must be a UTC date or time like 2026-11-01 or 2026-11-01T08:00:00Z, got '\(since)'")
            }
        }
        // The limit is capped, not refused: a consumer asking for more simply gets the maximum.
        if let raw = a.value("limit") {
            if let limit = Int(raw), limit >= 1 {
                filter.limit = min(limit, Self.maxLimit)
            } else {
                a.problem(
                    "--limit must be a positive integer (at most \(Self.maxLimit) lines are returned), got '\(raw)'")
            }
        }
        self.filter = filter
        random = a.has("random")
        today = a.has("today")
        if random && today { a.problem("--random and --today cannot be combined") }
        format = a.choice("format", ["table", "json", "ndjson"]) ?? "table"
    }

    /// Accepts `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` and `YYYY-MM-DDTHH:MM:SSZ` (a space for the `T` too), for a date that
    /// exists (no 2026-13-45, no 2026-02-30, no 99:99); returns the stored form, `YYYY-MM-DDTHH:MM:SSZ`.
    static func normalizeSince(_ s: String) -> String? {
        let c = Array(s)
        func number(_ r: Range<Int>) -> Int? {
            guard r.upperBound <= c.count, r.allSatisfy({ c[$0].isASCII && c[$0].isNumber }) else { return nil }
            return Int(String(c[r]))
        }
        guard c.count >= 10, let year = number(0..<4), c[4] == "-", let month = number(5..<7), c[7] == "-",
            let day = number(8..<10), (1...12).contains(month), (1...Self.days(in: month, of: year)).contains(day)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        if c.count > 10 {
            guard c[10] == "T" || c[10] == " ", c.count >= 16, let h = number(11..<13), c[13] == ":",
                let m = number(14..<16)
            else { return nil }
            (hour, minute) = (h, m)
            var rest = c[16...]
            if rest.first == ":" {
                guard let sec = number(17..<19) else { return nil }
                second = sec
                rest = c[19...]
            }
            guard rest.isEmpty || rest.elementsEqual(["Z"]) else { return nil }
        }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", year, month, day, hour, minute, second)
    }

    /// Days in `month` (1–12) of `year`, leap years included.
    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The database to read: `--db`, else the config's `database` key alone.
    private var location: (database: String, passwordFile: String?)?

    mutating func validate() throws {
        location = try place.readerDatabase(environment: console.environment)
    }

    func run() throws -> Int32 {
        guard case let (database, passwordFile)? = location else { preconditionFailure("query runs after validate()") }
        let pool = try PoolOpener.reader(database, passwordFile: passwordFile)
        var rows: [QuoteRow]
        if today {
            let locales = try filter.locale.map { [$0] } ?? pool.locales().compactMap { try? LocaleCode($0) }
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
            // The database may come from anyone: an escape sequence in it must not reach the terminal.
            let fields = [r.locale, r.mood ?? "-", r.theme ?? "-", r.text].map { EventLog.terminalSafe($0) }
            out += "\(r.id)\t" + fields.joined(separator: "\t") + "\n"
        }
        return out
    }
}
