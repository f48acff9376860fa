import Diagnostics
import SourceText

/// `path:line:column: severity: message [rule-id]`, a source excerpt with carets, related notes,
/// and a summary line.
package struct HumanRenderer: StreamingRenderer {
    var color: Bool

    package init(color: Bool) { self.color = color }

    package func writeStart(of report: Report, to output: ReportOutput) {}

    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var bytes: [UInt8] = []
        for finding in findings {
            bytes.append(contentsOf: renderFinding(finding, in: report).utf8)
        }
        return bytes
    }

    package func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput) {
        for file in report.skipped {
            output.write(paint("\(report.displayPath(file.path)):", .bold) + " " + paint("skipped:", .yellow) + " \(file.reason)\n")
        }
        output.write(summary(report, totals) + "\n")
    }

    private func renderFinding(_ finding: Finding, in report: Report) -> String {
        let (start, _) = report.lineColumns(of: finding.location)
        var text = paint("\(report.displayPath(finding.location.path)):\(start.line):\(start.column):", .bold) + " "
        text += paint("\(finding.severity.rawValue):", style(for: finding.severity)) + " "
        text += finding.message + " " + paint("[\(finding.ruleID)]", .dim) + "\n"
        text += excerpt(finding.location, in: report, caretStyle: style(for: finding.severity))
        for related in finding.related {
            let (relatedStart, _) = report.lineColumns(of: related.location)
            text += "  " + paint("note:", .cyan) + " \(related.message) "
            text += paint("(\(report.displayPath(related.location.path)):\(relatedStart.line):\(relatedStart.column))", .dim) + "\n"
        }
        for fix in finding.fixes {
            text += "  " + paint("fix:", .green) + " \(fix.title)\n"
        }
        return text
    }

    /// Bytes of a long line shown before and after the start of a finding.
    static let excerptBefore = 60
    static let excerptAfter = 100

    /// The first line of the range with carets under it (to the end of that line for a multi-line
    /// range). A long line is shown around the finding only, with `…` where it is cut.
    private func excerpt(_ location: Location, in report: Report, caretStyle: Style) -> String {
        guard let text = report.texts[location.path] else { return "" }
        let line = text.line(containing: location.range.start)
        let lineRange = text.lineRange(line)
        let start = min(location.range.start, lineRange.end)
        var shown = lineRange
        if lineRange.length > Self.excerptBefore + Self.excerptAfter {
            shown = TextRange(
                start: text.characterStart(atOrBefore: max(lineRange.start, start - Self.excerptBefore)),
                end: text.characterStart(atOrBefore: min(lineRange.end, start + Self.excerptAfter)))
        }
        let cutBefore = shown.start > lineRange.start
        let cutAfter = shown.end < lineRange.end
        let lineText = (cutBefore ? "…" : "") + text[shown].replacingTabs() + (cutAfter ? "…" : "")
        let prefixWidth = cutBefore ? 1 : 0
        let startColumn = prefixWidth + text[TextRange(start: shown.start, end: start)].utf16.count
        let endOffset = min(location.range.end, shown.end)
        let endColumn = max(startColumn + 1, prefixWidth + text[TextRange(start: shown.start, end: max(start, endOffset))].utf16.count)
        let number = String(line + 1)
        let gutter = String(repeating: " ", count: number.count)
        var result = paint(" \(number) |", .dim) + " \(lineText)\n"
        result += paint(" \(gutter) |", .dim) + " " + String(repeating: " ", count: startColumn)
        result += paint(String(repeating: "^", count: endColumn - startColumn), caretStyle) + "\n"
        return result
    }

    private func summary(_ report: Report, _ totals: ReportTotals) -> String {
        let counts = Severity.allCases.map { ($0, totals.count(of: $0)) }
        let files = totals.files
        var parts: [String] = []
        for (severity, count) in counts where count > 0 {
            parts.append("\(count) \(Self.noun(severity, count))")
        }
        var line: String
        if parts.isEmpty {
            line = paint("no problems", .green) + " in \(report.filesChecked) \(report.filesChecked == 1 ? "file" : "files")"
        } else {
            line = parts.joined(separator: ", ") + " in \(files) of \(report.filesChecked) \(report.filesChecked == 1 ? "file" : "files")"
        }
        if !report.skipped.isEmpty {
            line += ", \(report.skipped.count) skipped"
        }
        if let duration = report.duration {
            line += " (\(Self.formatDuration(duration)))"
        }
        return line
    }

    static func noun(_ severity: Severity, _ count: Int) -> String {
        switch severity {
        case .error: return count == 1 ? "error" : "errors"
        case .warning: return count == 1 ? "warning" : "warnings"
        case .information: return count == 1 ? "info" : "infos"
        case .hint: return count == 1 ? "hint" : "hints"
        }
    }

    static func formatDuration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : "\((seconds * 100).rounded() / 100) s"
    }

    enum Style: String {
        case bold = "1", dim = "2", red = "31", yellow = "33", blue = "34", cyan = "36", green = "32"
    }

    private func style(for severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .information: return .blue
        case .hint: return .cyan
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// Tabs become one space each, so carets line up with UTF-16 columns. (A tab is a character of its
    /// own, never part of a larger one, so its byte can be replaced.)
    fileprivate func replacingTabs() -> String {
        guard utf8.contains(9) else { return self }
        return String(decoding: utf8.map { $0 == 9 ? 32 : $0 }, as: UTF8.self)
    }
}
