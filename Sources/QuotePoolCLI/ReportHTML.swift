import Foundation
import QuotePoolStore

/// `quotepool report --html`: one self-contained page. Inline CSS and inline SVG only: no scripts, no fonts,
/// no images, no links to anything outside the file, so it can be mailed, archived or opened offline.
enum ReportHTML {
    /// Runs shown in the stacked rejection chart (the newest ones when more were reported).
    static let maxChartRuns = 60
    /// Reasons with their own colour in the stacked chart; the rest are summed as `other`.
    static let maxChartReasons = 11

    static let palette = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
        "#86bcb6", "#d37295",
    ]
    static let otherColor = "#bab0ac"
    static let axisColor = "#999999"
    static let gridColor = "#e6e6e6"

    static func render(_ r: ReadOnlyPool.Report, database: String, generatedAt: Date) -> String {
        var body = ""
        body += "<h1>quotepool report</h1>\n"
        body +=
            "<p class=\"meta\">Generated \(esc(Timestamp.string(generatedAt))) from \(esc(database)). "
            + "Last \(r.runs.count) of \(r.totalRuns) runs, \(r.candidates) drafts, "
            + "\(r.poolSize.values.reduce(0, +)) active lines.</p>\n"
        body += summary(r)
        body += section("Acceptance funnel", funnelChart(r), note: "Drafts of these runs that reached each stage.")
        body += section(
            "Rejection reasons by run", rejectionChart(r),
            note: "Rejected drafts per run, oldest run on the left, stacked by reason.")
        body += section(
            "Pool size, last \(r.poolGrowth.count) days", poolChart(r),
            note: "Active lines at the end of each UTC day; the darker part of a bar is the lines added that day.")
        body += section("Runs", runsTable(r), note: nil)
        body += section("Rejections and pool by locale", localeTables(r), note: nil)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>quotepool report</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    static let css = """
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #222;
          margin: 2em auto; max-width: 1100px; padding: 0 1em; }
        h1 { font-size: 1.6em; margin-bottom: 0.2em; }
        h2 { font-size: 1.15em; margin: 1.8em 0 0.4em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
        .meta, .note { color: #666; }
        .note { margin: 0.2em 0 0.6em; font-size: 0.92em; }
        .cards { display: flex; flex-wrap: wrap; gap: 0.8em; margin: 1em 0; }
        .card { border: 1px solid #ddd; border-radius: 6px; padding: 0.5em 0.9em; min-width: 8em; }
        .card b { display: block; font-size: 1.35em; }
        .card span { color: #666; font-size: 0.9em; }
        table { border-collapse: collapse; margin: 0.4em 0 1em; }
        th, td { padding: 0.25em 0.7em; border-bottom: 1px solid #eee; text-align: left; white-space: nowrap; }
        th { background: #f6f6f6; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        .tables { display: flex; flex-wrap: wrap; gap: 2.5em; }
        svg { max-width: 100%; height: auto; font: 12px system-ui, sans-serif; }
        svg text { fill: #333; }
        .legend { display: flex; flex-wrap: wrap; gap: 0.4em 1.2em; margin: 0.3em 0; font-size: 0.92em; }
        .sw { display: inline-block; width: 0.9em; height: 0.9em; margin-right: 0.35em; vertical-align: -0.1em;
          border-radius: 2px; }
        .empty { color: #888; font-style: italic; }
        """

    // MARK: Sections

    static func section(_ title: String, _ content: String, note: String?) -> String {
        "<section>\n<h2>\(esc(title))</h2>\n" + (note.map { "<p class=\"note\">\(esc($0))</p>\n" } ?? "")
            + content + "</section>\n"
    }

    static func summary(_ r: ReadOnlyPool.Report) -> String {
        let drafted = r.runs.reduce(0) { $0 + $1.drafted }
        let accepted = r.runs.reduce(0) { $0 + $1.accepted }
        var cards: [(String, String)] = [
            ("runs", "\(r.runs.count)"), ("drafted", "\(drafted)"), ("accepted", "\(accepted)"),
            ("acceptance", ReportCommand.percent(accepted, of: drafted)),
        ]
        if let p50 = r.latency.p50, let p95 = r.latency.p95, let max = r.latency.max {
            cards += [
                ("p50 latency", ReportCommand.fixed(p50, 1) + " ms"),
                ("p95 latency", ReportCommand.fixed(p95, 1) + " ms"),
                ("max latency", ReportCommand.fixed(max, 1) + " ms"),
            ]
        }
        cards.append(("active lines", "\(r.poolSize.values.reduce(0, +))"))
        return "<div class=\"cards\">\n"
            + cards.map { "<div class=\"card\"><b>\(esc($0.1))</b><span>\(esc($0.0))</span></div>\n" }.joined()
            + "</div>\n"
    }

    static func runsTable(_ r: ReadOnlyPool.Report) -> String {
        guard !r.runs.isEmpty else { return "<p class=\"empty\">No runs yet.</p>\n" }
        var out = "<table>\n<thead><tr>"
        let headers: [(String, Bool)] = [
            ("id", true), ("started_at", false), ("elapsed_s", true), ("outcome", false), ("exit", true),
            ("readiness", false), ("backend/model", false), ("drafted", true), ("accepted", true),
            ("drafts/min", true),
        ]
        out += headers.map { "<th\($0.1 ? " class=\"n\"" : "")>\(esc($0.0))</th>" }.joined()
        out += "</tr></thead>\n<tbody>\n"
        for run in r.runs {
            let cells: [(String, Bool)] = [
                ("\(run.id)", true), (run.startedAt, false),
                (run.elapsedSeconds.map { ReportCommand.fixed($0, 2) } ?? "-", true),
                (ReportCommand.outcomeLabel(run), false), (run.exitCode.map { "\($0)" } ?? "-", true),
                (run.readiness ?? "-", false), ("\(run.backend)/\(run.model)", false), ("\(run.drafted)", true),
                ("\(run.accepted)", true), (run.draftsPerMinute.map { ReportCommand.fixed($0, 1) } ?? "-", true),
            ]
            out += "<tr>" + cells.map { "<td\($0.1 ? " class=\"n\"" : "")>\(esc($0.0))</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    static func localeTables(_ r: ReadOnlyPool.Report) -> String {
        func table(_ title: String, _ key: String, _ counts: [(String, Int)]) -> String {
            var out = "<div><table>\n<caption>\(esc(title))</caption>\n"
            out += "<thead><tr><th>\(esc(key))</th><th class=\"n\">count</th></tr></thead>\n<tbody>\n"
            if counts.isEmpty { out += "<tr><td class=\"empty\" colspan=\"2\">none</td></tr>\n" }
            for (name, n) in counts { out += "<tr><td>\(esc(name))</td><td class=\"n\">\(n)</td></tr>\n" }
            return out + "</tbody>\n</table></div>\n"
        }
        return "<div class=\"tables\">\n"
            + table("Rejections by reason", "reason", ReportCommand.sortedByCount(r.rejectionsByReason))
            + table("Rejections by locale", "locale", ReportCommand.sortedByCount(r.rejectionsByLocale))
            + table("Active lines by locale", "locale", r.poolSize.keys.sorted().map { ($0, r.poolSize[$0]!) })
            + "</div>\n"
    }

    // MARK: Charts

    static func svgOpen(width: Int, height: Int, label: String) -> String {
        "<svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" "
            + "aria-label=\"\(esc(label))\">\n<title>\(esc(label))</title>\n"
    }

    static func text(
        _ x: Double, _ y: Double, _ s: String, anchor: String = "start", extra: String = ""
    ) -> String {
        "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\"\(extra)>\(esc(s))</text>\n"
    }

    static func rect(
        _ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, title: String? = nil
    ) -> String {
        let open = "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(fill)\""
        guard let title else { return open + "/>\n" }
        return open + "><title>\(esc(title))</title></rect>\n"
    }

    /// Horizontal bars, one per stage: how many drafts reached it, with the ones that stopped there.
    static func funnelChart(_ r: ReadOnlyPool.Report) -> String {
        let rowHeight = 28.0
        let labelWidth = 130.0
        let barWidth = 480.0
        let width = 860
        let top = 10.0
        let height = Int(top * 2 + rowHeight * Double(r.funnel.count))
        var svg = svgOpen(width: width, height: height, label: "Acceptance funnel")
        let total = max(1, r.funnel.map(\.reached).max() ?? 0)
        for (i, stage) in r.funnel.enumerated() {
            let y = top + Double(i) * rowHeight
            let reachedWidth = barWidth * Double(stage.reached) / Double(total)
            let stoppedWidth = barWidth * Double(stage.stopped) / Double(total)
            let isAccepted = stage.stage == "accepted"
            svg += text(labelWidth - 8, y + rowHeight / 2 + 4, stage.stage, anchor: "end")
            svg += rect(labelWidth, y + 4, barWidth, rowHeight - 8, fill: "#f3f3f3")
            svg += rect(
                labelWidth, y + 4, reachedWidth, rowHeight - 8, fill: isAccepted ? "#59a14f" : "#4e79a7",
                title: "\(stage.stage): \(stage.reached) reached, \(stage.stopped) stopped here")
            if !isAccepted && stoppedWidth > 0 {
                svg += rect(
                    labelWidth + reachedWidth - stoppedWidth, y + 4, stoppedWidth, rowHeight - 8, fill: "#e15759",
                    title: "\(stage.stage): \(stage.stopped) stopped here")
            }
            let label =
                "\(stage.reached) reached" + (isAccepted || stage.stopped == 0 ? "" : ", \(stage.stopped) stopped")
                + " (\(ReportCommand.percent(stage.reached, of: r.candidates)))"
            svg += text(labelWidth + barWidth + 8, y + rowHeight / 2 + 4, label)
        }
        if r.candidates == 0 {
            svg += text(labelWidth + barWidth / 2, Double(height) / 2, "no drafts recorded", anchor: "middle")
        }
        svg += "</svg>\n"
        let legend =
            "<div class=\"legend\">" + swatch("#4e79a7", "reached") + swatch("#e15759", "stopped at this stage")
            + swatch("#59a14f", "accepted") + "</div>\n"
        return svg + legend
    }

    /// One stacked bar per run (oldest on the left): its rejected drafts by reason.
    static func rejectionChart(_ r: ReadOnlyPool.Report) -> String {
        let runs = Array(r.runs.prefix(maxChartRuns).reversed())
        // The most frequent reasons get colours; the others are summed as "other".
        let ranked = ReportCommand.sortedByCount(r.rejectionsByReason).map(\.0)
        let named = Array(ranked.prefix(ranked.count > maxChartReasons + 1 ? maxChartReasons : ranked.count))
        let hasOther = named.count < ranked.count
        let series = named + (hasOther ? ["other"] : [])
        func color(_ reason: String) -> String {
            reason == "other" && hasOther ? otherColor : palette[(named.firstIndex(of: reason) ?? 0) % palette.count]
        }
        func stack(_ run: ReadOnlyPool.Report.Run) -> [(String, Int)] {
            let counts = r.rejectionsByRun[run.id] ?? [:]
            var out = named.map { ($0, counts[$0, default: 0]) }
            if hasOther {
                out.append(("other", counts.filter { !named.contains($0.key) }.values.reduce(0, +)))
            }
            return out
        }

        let maxTotal = runs.map { stack($0).reduce(0) { $0 + $1.1 } }.max() ?? 0
        let plot = BarPlot(height: 300, bottom: 44, maxValue: maxTotal)
        let (left, top, plotWidth, plotHeight, scale) = (plot.left, plot.top, plot.width, plot.height, plot.scale)
        var svg = plot.open(label: "Rejection reasons by run")
        if runs.isEmpty {
            svg += text(left + plotWidth / 2, top + plotHeight / 2, "no runs yet", anchor: "middle")
        } else if maxTotal == 0 {
            svg += text(left + plotWidth / 2, top + plotHeight / 2, "no rejections", anchor: "middle")
        }
        let slot = plotWidth / Double(max(1, runs.count))
        let barWidth = min(48, slot * 0.75)
        let labelEvery = max(1, Int((Double(runs.count) * 46 / plotWidth).rounded(.up)))
        for (i, run) in runs.enumerated() {
            let x = left + slot * Double(i) + (slot - barWidth) / 2
            var y = top + plotHeight
            for (reason, n) in stack(run) where n > 0 {
                let h = plotHeight * Double(n) / scale
                y -= h
                svg += rect(x, y, barWidth, h, fill: color(reason), title: "run \(run.id): \(reason) \(n)")
            }
            if i % labelEvery == 0 || i == runs.count - 1 {
                svg += text(x + barWidth / 2, top + plotHeight + 16, "#\(run.id)", anchor: "middle")
            }
        }
        svg += text(left + plotWidth / 2, Double(plot.svgHeight) - 6, "run", anchor: "middle")
        svg += "</svg>\n"
        var legend = "<div class=\"legend\">"
        for reason in series { legend += swatch(color(reason), reason) }
        legend += "</div>\n"
        if r.runs.count > runs.count {
            legend += "<p class=\"note\">Showing the newest \(runs.count) of \(r.runs.count) reported runs.</p>\n"
        }
        return svg + (series.isEmpty ? "" : legend)
    }

    /// One bar per day: active lines at the end of the day, the lines added that day darker on top.
    static func poolChart(_ r: ReadOnlyPool.Report) -> String {
        let days = r.poolGrowth
        let maxSize = days.map { max($0.size, $0.added) }.max() ?? 0
        let plot = BarPlot(height: 260, bottom: 40, maxValue: maxSize)
        let (left, top, plotWidth, plotHeight, scale) = (plot.left, plot.top, plot.width, plot.height, plot.scale)
        var svg = plot.open(label: "Pool size over time")
        let slot = plotWidth / Double(max(1, days.count))
        let barWidth = slot * 0.75
        for (i, d) in days.enumerated() {
            let x = left + slot * Double(i) + (slot - barWidth) / 2
            let h = plotHeight * Double(max(0, d.size)) / scale
            let addedHeight = min(h, plotHeight * Double(d.added) / scale)
            let title = "\(d.day): \(d.size) active, \(d.added) added, \(d.retired) retired"
            svg += rect(
                x, top + plotHeight - (h - addedHeight), barWidth, h - addedHeight, fill: "#a0cbe8", title: title)
            if addedHeight > 0 {
                svg += rect(x, top + plotHeight - h, barWidth, addedHeight, fill: "#4e79a7", title: title)
            }
            if i % 5 == 0 || i == days.count - 1 {
                svg += text(x + barWidth / 2, top + plotHeight + 16, String(d.day.suffix(5)), anchor: "middle")
            }
        }
        if maxSize == 0 {
            svg += text(left + plotWidth / 2, top + plotHeight / 2, "no lines in these days", anchor: "middle")
        }
        svg += "</svg>\n"
        return svg
            + "<div class=\"legend\">" + swatch("#a0cbe8", "active lines") + swatch("#4e79a7", "added that day")
            + "</div>\n"
    }

    /// The frame of a bar chart over runs or days: its size and margins, the value scale, and the opening of its
    /// SVG with the grid lines, tick labels and axes.
    struct BarPlot {
        static let svgWidth = 860
        let svgHeight: Int
        let left = 50.0
        let right = 10.0
        let top = 12.0
        let bottom: Double
        /// The largest value a bar reaches (at least 1 for the scale).
        let maxValue: Int

        init(height: Int, bottom: Double, maxValue: Int) {
            svgHeight = height
            self.bottom = bottom
            self.maxValue = maxValue
        }

        var width: Double { Double(Self.svgWidth) - left - right }
        var height: Double { Double(svgHeight) - top - bottom }
        var scale: Double { Double(max(1, maxValue)) }

        func open(label: String) -> String {
            var svg = svgOpen(width: Self.svgWidth, height: svgHeight, label: label)
            for tick in ticks(maxValue) {
                let y = top + height - height * Double(tick) / scale
                svg += line(left, y, left + width, y, stroke: gridColor)
                svg += text(left - 6, y + 4, "\(tick)", anchor: "end")
            }
            svg += line(left, top + height, left + width, top + height, stroke: axisColor)
            svg += line(left, top, left, top + height, stroke: axisColor)
            return svg
        }
    }

    // MARK: Helpers

    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String) -> String {
        "<line stroke=\"\(stroke)\" stroke-width=\"1\" x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\"/>\n"
    }

    static func swatch(_ color: String, _ label: String) -> String {
        "<span><span class=\"sw\" style=\"background:\(color)\"></span>\(esc(label))</span>"
    }

    /// Up to six round tick values from 0 to at least `maxValue`.
    static func ticks(_ maxValue: Int) -> [Int] {
        guard maxValue > 0 else { return [0] }
        let rough = Double(maxValue) / 5
        let magnitude = pow(10, floor(log10(max(1, rough))))
        let step = max(1, Int([1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? rough))
        return Array(stride(from: 0, through: maxValue, by: step))
    }

    static func f(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    /// `s` as HTML text or attribute value. Scalar by scalar, not by `Character`: a `<` or `"` followed by a
    /// combining mark is one Character that equals neither, and must be escaped all the same.
    static func esc(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
