import Foundation
import QuotePoolCore
import QuotePoolStore

/// Writes the Prometheus textfile-collector metrics of a fill, atomically: a new temporary file in the same
/// directory (never opened through a planted symlink, see ``SafeFile/replace(_:with:mode:)``), flushed to disk,
/// then renamed over the old one, so a scraper never reads half a file.
public struct MetricsFile: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// Whether this path names `database` or one of the files beside it (``DatabasePath/isAmongFiles(of:_:)``):
    /// replacing it with metrics would destroy the pool.
    public func clashes(with database: String) -> Bool {
        DatabasePath.isAmongFiles(of: database, path)
    }

    /// Renders and writes the metrics of `summary`. `totals` come from the database when it could be read, `target`
    /// from the configuration when it could be read; the success timestamp only moves when the run exited 0
    /// (otherwise the previous file's value, or the database's last successful run, is kept).
    public func write(
        summary: FillSummary, byStage: [String: [String: Int]], totals: ReadOnlyPool.Totals?, target: Int?, now: Date
    ) throws {
        let text = render(summary: summary, byStage: byStage, totals: totals, target: target, now: now)
        do {
            try SafeFile.replace(path, with: Array(text.utf8), mode: 0o644)
        } catch {
            throw MetricsError(message: "cannot write \(error)")
        }
    }

    public struct MetricsError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The success timestamp recorded in the current file, if any.
    func previousSuccess() -> Double? {
        guard let text = try? SafeFile.readText(path, limit: 1 << 20, followSymlinks: false) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("quotepool_last_success_timestamp_seconds ") {
            return Double(line.split(separator: " ").last ?? "")
        }
        return nil
    }

    func render(
        summary: FillSummary, byStage: [String: [String: Int]], totals: ReadOnlyPool.Totals?, target: Int?, now: Date
    ) -> String {
        var out = ""
        func metric(_ name: String, _ help: String, _ type: String, _ samples: [(String, Double)]) {
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
            for (labels, value) in samples { out += "\(name)\(labels) \(Self.number(value))\n" }
        }
        func label(_ pairs: [(String, String)]) -> String {
            "{" + pairs.map { "\($0.0)=\"\(Self.escape($0.1))\"" }.joined(separator: ",") + "}"
        }
        // Samples in label order, so that the same counts always make the same text.
        func byStageAndReason(_ counts: [String: [String: Int]]) -> [(String, Double)] {
            counts.sorted { $0.key < $1.key }.flatMap { stage, reasons in
                reasons.sorted { $0.key < $1.key }.map {
                    (label([("stage", stage), ("reason", $0.key)]), Double($0.value))
                }
            }
        }
        func byLocale(_ counts: [String: Int]) -> [(String, Double)] {
            counts.sorted { $0.key < $1.key }.map { (label([("locale", $0.key)]), Double($0.value)) }
        }
        let success: Double? =
            summary.exitCode == 0
            ? now.timeIntervalSince1970 : (previousSuccess().flatMap { $0 > 0 ? $0 : nil } ?? totals?.lastSuccess)
        // Always present, 0 before the first success, so an alert on its age fires for a host that never succeeded.
        metric(
            "quotepool_last_success_timestamp_seconds", "Unix time the last successful fill ended (0: never).",
            "gauge", [("", success ?? 0)])
        metric(
            "quotepool_last_run_duration_seconds", "Wall time of the last fill.", "gauge",
            [("", summary.elapsedSeconds)])
        metric("quotepool_last_exit_code", "Exit code of the last fill.", "gauge", [("", Double(summary.exitCode))])
        metric(
            "quotepool_last_run_candidates", "Drafts of the last fill by the stage they stopped at and why.", "gauge",
            byStageAndReason(byStage))
        metric(
            "quotepool_last_run_accepted", "Lines the last fill accepted, by locale.", "gauge",
            byLocale(summary.accepted))
        if let totals {
            metric(
                "quotepool_candidates_total", "Drafts in the candidates log by stage and reason.", "counter",
                byStageAndReason(totals.candidates))
            metric("quotepool_pool_size", "Active lines per locale.", "gauge", byLocale(totals.poolSize))
        }
        // Unknown when the configuration could not be read (exit 78): left out rather than reported as 0.
        if let target {
            metric(
                "quotepool_pool_target", "Active lines a fill keeps per locale (pool.target_per_locale).", "gauge",
                [("", Double(target))])
        }
        return out
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
