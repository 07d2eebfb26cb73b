import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker
import Synchronization

/// Renders fill events on stderr: one structured line per event (logfmt or JSON), or on a terminal a
/// live progress line (drafted, accepted, rejected by reason, time left, the draft being streamed).
///
/// Structured lines are filtered by ``Level``: at `info` (the default) a run writes one line when it starts, one
/// for readiness, one per committed batch, notes and one when it ends; `debug` adds one line per draft. Writing is
/// best effort: a log line that cannot be written (a full disk, a closed stderr) is dropped and the fill goes on.
final class EventLog: Sendable {
    enum Format: String { case logfmt, json, progress }

    /// How much a structured log writes; each level includes the ones before it.
    enum Level: String, Comparable, CaseIterable {
        case error, warn, info, debug

        static func < (a: Level, b: Level) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// A log field's value: JSON lines keep numbers and booleans as such.
    enum Value: Equatable, ExpressibleByStringLiteral {
        case text(String)
        case int(Int64)
        case number(Double, decimals: Int)

        init(stringLiteral value: String) { self = .text(value) }

        var plain: String {
            switch self {
            case .text(let t): t
            case .int(let i): "\(i)"
            case .number(let d, let decimals): String(format: "%.\(decimals)f", d)
            }
        }

        var json: String {
            switch self {
            case .text(let t): JSONValue.quoted(t)
            case .int, .number: plain
            }
        }
    }

    let format: Format
    let level: Level
    let console: Console
    let deadline: Deadline
    private let state = Mutex(State())

    struct State {
        var runID: Int64?
        var drafted = 0
        var accepted = 0
        var rejected: [String: Int] = [:]
        var lastDraw = -Double.infinity
        var partial = ""
    }

    init(format: Format, level: Level = .info, console: Console, deadline: Deadline) {
        self.format = format
        self.level = level
        self.console = console
        self.deadline = deadline
    }

    func handle(_ event: FillEvent) {
        switch format {
        case .progress: progress(event)
        case .logfmt, .json: structured(event)
        }
    }

    /// The level an event is written at; nil for provisional text, which is never logged.
    static func level(of event: FillEvent) -> Level? {
        switch event {
        case .partial: nil
        case .verdict: .debug
        case .commitFailed: .error
        case .readiness(let r): r.state == "ready" ? .info : .warn
        case .finished(let s): s.exitCode == 0 ? .info : (s.exitCode == 75 || s.exitCode >= 128 ? .warn : .error)
        case .started, .committed, .note: .info
        case .warning: .warn
        }
    }

    private func structured(_ event: FillEvent) {
        // The run id is kept whatever the level, so a warning logged at `warn` still names its run.
        if case .started(let runID, _, _, _) = event { state.withLock { $0.runID = runID } }
        guard let eventLevel = Self.level(of: event), eventLevel <= level else { return }
        var fields: [(String, Value)] = []
        switch event {
        case .started(_, let seed, let locales, let budget):
            fields = [
                ("event", "run_started"), ("seed", .text("\(seed)")),
                ("locales", .text(locales.joined(separator: ","))),
                ("budget_s", .number(budget, decimals: 1)),
            ]
        case .readiness(let r):
            fields = [
                ("event", "readiness"), ("backend", .text(r.backend)), ("state", .text(r.state)),
                ("message", .text(r.message)),
            ]
        case .partial:
            return
        case .verdict(let c):
            fields = [
                ("event", "candidate"), ("locale", .text(c.locale.code)), ("stage", .text(c.stage.rawValue)),
                ("outcome", c.isAccepted ? "accepted" : "rejected"),
            ]
            if let r = c.reason { fields.append(("reason", .text(r.rawValue))) }
            fields.append(("elapsed_ms", .number(c.elapsed * 1000, decimals: 2)))
            if let d = c.detail { fields.append(("detail", .text(d))) }
            if !c.notes.isEmpty { fields.append(("notes", .text(c.notes.joined(separator: "; ")))) }
            fields.append(("text", .text(c.text)))
        case .committed(let lines, let seconds):
            fields = [
                ("event", "batch_committed"), ("lines", .int(Int64(lines))),
                ("elapsed_ms", .number(seconds * 1000, decimals: 1)),
            ]
        case .commitFailed(let message):
            fields = [("event", "batch_rolled_back"), ("error", .text(message))]
        case .note(let message), .warning(let message):
            fields = [("event", "note"), ("message", .text(message))]
        case .finished(let s):
            fields = [
                ("event", "run_finished"), ("outcome", .text(s.outcome.rawValue)),
                ("exit_code", .int(Int64(s.exitCode))),
                ("elapsed_s", .number(s.elapsedSeconds, decimals: 3)), ("drafted", .int(Int64(s.drafted))),
                ("accepted", .int(Int64(s.accepted.values.reduce(0, +)))),
            ]
            if let m = s.message { fields.append(("message", .text(m))) }
        }
        let runID = state.withLock { $0.runID }
        var all: [(String, Value)] = [("ts", .text(Timestamp.string(Date()))), ("level", .text(eventLevel.rawValue))]
        if let runID { all.append(("run_id", .int(runID))) }
        all += fields
        // Into systemd's journal stream a "<N>" prefix gives journald each line's priority.
        let prefix = console.stderrIsJournal ? "<\(Self.priority(eventLevel))>" : ""
        console.err(prefix + Self.render(all, format: format) + "\n")
    }

    /// The syslog priority of a level: 3 error, 4 warning, 6 info, 7 debug.
    static func priority(_ level: Level) -> Int {
        switch level {
        case .error: 3
        case .warn: 4
        case .info: 6
        case .debug: 7
        }
    }

    /// One log line in `format`.
    static func render(_ fields: [(String, Value)], format: Format) -> String {
        switch format {
        case .json:
            return "{" + fields.map { "\(JSONValue.quoted($0.0)):\($0.1.json)" }.joined(separator: ",") + "}"
        default:
            return fields.map { key, value in
                let text = value.plain
                let needsQuotes = text.isEmpty || text.contains { $0 == " " || $0 == "\"" || $0 == "=" || $0.isNewline }
                return key + "=" + (needsQuotes ? JSONValue.quoted(text) : text)
            }.joined(separator: " ")
        }
    }

    /// ``terminalSafe(_:)`` line by line, keeping the line breaks: a report or a table read from a database that
    /// someone else wrote.
    static func terminalSafeLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { terminalSafe($0) }.joined(separator: "\n")
    }

    /// `text` as it may reach a terminal: line breaks and tabs as spaces, any other control or hidden formatting
    /// character as U+FFFD. A draft's partial text and a server's messages are shown before any stage judges
    /// them, and an escape sequence in one must not retitle the window, clear the screen or reverse the line.
    static func terminalSafe(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if StreamGuard.isLineBreak(scalar) || scalar == "\t" {
                out.append(" ")
            } else if StreamGuard.isHidden(scalar) {
                out.append("\u{FFFD}")
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private func progress(_ event: FillEvent) {
        var draw = false
        var final: String?
        let now = deadline.clock.now()
        state.withLock { s in
            switch event {
            case .partial(_, let text): s.partial = text
            case .verdict(let c):
                s.drafted += 1
                if c.isAccepted { s.accepted += 1 } else if let r = c.reason { s.rejected[r.rawValue, default: 0] += 1 }
            case .finished(let summary):
                final =
                    "\(summary.outcome.rawValue): drafted \(summary.drafted), accepted "
                    + "\(summary.accepted.values.reduce(0, +)) in \(String(format: "%.1f", summary.elapsedSeconds))s "
                    + "(exit \(summary.exitCode))" + (summary.message.map { " — \($0)" } ?? "")
            case .readiness(let r) where r.state != "ready":
                final = "backend \(r.backend) is \(r.state): \(r.message)"
            case .commitFailed(let m):
                final = "batch rolled back: \(m)"
            case .warning(let m):
                final = "warning: \(m)"
            default: break
            }
            if now - s.lastDraw > 0.1 {
                s.lastDraw = now
                draw = true
            }
        }
        if let final {
            console.err("\r\u{1B}[2K" + Self.terminalSafe(final) + "\n")
            return
        }
        guard draw else { return }
        let s = state.withLock { $0 }
        let left = max(0, deadline.remaining())
        let top = s.rejected.sorted { $0.value > $1.value }.prefix(3).map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        let partial = Self.terminalSafe(s.partial.prefix(50))
        console.err(
            "\r\u{1B}[2Kdrafted \(s.drafted) · accepted \(s.accepted) · rejected \(s.drafted - s.accepted)"
                + (top.isEmpty ? "" : " (\(top))") + " · \(Int(left))s left · \(partial)")
    }
}
