import Foundation
import QuotePoolCore
import QuotePoolStore
import QuotePoolWorker
import Synchronization

/// Renders fill events on stderr: one structured line per event (logfmt or JSON), or on a terminal a
/// live progress line (drafted, accepted, rejected by reason, time left, the draft being streamed).
final class EventLog: Sendable {
    enum Format: String { case logfmt, json, progress }

    let format: Format
    let console: Console
    let budget: Double
    private let state = Mutex(State())

    struct State {
        var runID: Int64?
        var drafted = 0
        var accepted = 0
        var rejected: [String: Int] = [:]
        var started = Date()
        var lastDraw = Date.distantPast
        var partial = ""
    }

    init(format: Format, console: Console, budget: Double) {
        self.format = format
        self.console = console
        self.budget = budget
    }

    func handle(_ event: FillEvent) {
        switch format {
        case .progress: progress(event)
        case .logfmt, .json: structured(event)
        }
    }

    private func structured(_ event: FillEvent) {
        var fields: [(String, String)] = []
        switch event {
        case .started(let runID, let seed, let locales, let budget):
            state.withLock { $0.runID = runID }
            fields = [
                ("event", "run_started"), ("seed", "\(seed)"), ("locales", locales.joined(separator: ",")),
                ("budget_s", "\(budget)"),
            ]
        case .readiness(let r):
            fields = [("event", "readiness"), ("backend", r.backend), ("state", r.state), ("message", r.message)]
        case .partial:
            return  // provisional text is progress, not a log event
        case .verdict(let c):
            fields = [
                ("event", "candidate"), ("locale", c.locale), ("stage", c.stage.rawValue),
                ("outcome", c.isAccepted ? "accepted" : "rejected"),
            ]
            if let r = c.reason { fields.append(("reason", r.rawValue)) }
            fields.append(("elapsed_ms", String(format: "%.2f", c.elapsed * 1000)))
            if let d = c.detail { fields.append(("detail", d)) }
            fields.append(("text", c.text))
        case .committed(let lines, let seconds):
            fields = [
                ("event", "batch_committed"), ("lines", "\(lines)"),
                ("elapsed_ms", String(format: "%.1f", seconds * 1000)),
            ]
        case .commitFailed(let message):
            fields = [("event", "batch_rolled_back"), ("level", "error"), ("error", message)]
        case .note(let message):
            fields = [("event", "note"), ("message", message)]
        case .finished(let s):
            fields = [
                ("event", "run_finished"), ("outcome", s.outcome), ("exit_code", "\(s.exitCode)"),
                ("elapsed_s", String(format: "%.3f", s.elapsedSeconds)), ("drafted", "\(s.drafted)"),
                ("accepted", "\(s.accepted.values.reduce(0, +))"),
            ]
            if let m = s.message { fields.append(("message", m)) }
        }
        let runID = state.withLock { $0.runID }
        var all = [("ts", Timestamp.string(Date()))]
        if let runID { all.append(("run_id", "\(runID)")) }
        all += fields
        // Under systemd (JOURNAL_STREAM set) a "<N>" prefix gives journald each line's priority.
        let prefix = console.environment["JOURNAL_STREAM"] == nil ? "" : "<\(Self.priority(event))>"
        console.err(prefix + Self.render(all, format: format) + "\n")
    }

    /// The syslog priority of an event: 3 error, 4 warning, 5 notice, 6 info, 7 debug.
    static func priority(_ event: FillEvent) -> Int {
        switch event {
        case .commitFailed: 3
        case .readiness(let r): r.state == "ready" ? 6 : 4
        case .finished(let s): s.exitCode == 0 ? 6 : (s.exitCode == 75 || s.exitCode >= 128 ? 4 : 3)
        case .note: 5
        case .verdict: 7
        default: 6
        }
    }

    /// One log line in `format`.
    static func render(_ fields: [(String, String)], format: Format) -> String {
        switch format {
        case .json:
            let body = fields.map { "\(JSONValue.quoted($0.0)):\(JSONValue.quoted($0.1))" }.joined(separator: ",")
            return "{" + body + "}"
        default:
            return fields.map { key, value in
                let needsQuotes =
                    value.isEmpty || value.contains { $0 == " " || $0 == "\"" || $0 == "=" || $0.isNewline }
                return key + "=" + (needsQuotes ? JSONValue.quoted(value) : value)
            }.joined(separator: " ")
        }
    }

    private func progress(_ event: FillEvent) {
        var draw = false
        var final: String?
        state.withLock { s in
            switch event {
            case .partial(_, let text): s.partial = text
            case .verdict(let c):
                s.drafted += 1
                if c.isAccepted { s.accepted += 1 } else if let r = c.reason { s.rejected[r.rawValue, default: 0] += 1 }
            case .finished(let summary):
                final =
                    "\(summary.outcome): drafted \(summary.drafted), accepted \(summary.accepted.values.reduce(0, +)) in \(String(format: "%.1f", summary.elapsedSeconds))s (exit \(summary.exitCode))"
                    + (summary.message.map { " — \($0)" } ?? "")
            case .readiness(let r) where r.state != "ready":
                final = "backend \(r.backend) is \(r.state): \(r.message)"
            case .commitFailed(let m):
                final = "batch rolled back: \(m)"
            default: break
            }
            let now = Date()
            if now.timeIntervalSince(s.lastDraw) > 0.1 {
                s.lastDraw = now
                draw = true
            }
        }
        if let final {
            console.err("\r\u{1B}[2K" + final + "\n")
            return
        }
        guard draw else { return }
        let s = state.withLock { $0 }
        let left = max(0, budget - Date().timeIntervalSince(s.started))
        let top = s.rejected.sorted { $0.value > $1.value }.prefix(3).map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        let partial = s.partial.replacingOccurrences(of: "\n", with: " ").prefix(50)
        console.err(
            "\r\u{1B}[2Kdrafted \(s.drafted) · accepted \(s.accepted) · rejected \(s.drafted - s.accepted)"
                + (top.isEmpty ? "" : " (\(top))") + " · \(Int(left))s left · \(partial)")
    }
}
