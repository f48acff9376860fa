import Diagnostics
import SourceText

/// `path:line:column: severity: message [rule-id]`, a source excerpt with carets, related notes,
/// and a summary line.
package struct HumanRenderer: StreamingRenderer {
    var color: Bool

    package init(color: Bool) { self.color = color }

    package func writeStart(of report: Report, to output: ReportOutput) {}

    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var output = TerminalBytes(color: color)
        output.bytes.reserveCapacity(findings.count * Self.typicalBytesPerFinding)
        var file = CurrentFile()
        for finding in findings { write(finding, report, &file, to: &output) }
        return output.bytes
    }

    /// About what a finding with an excerpt, a related note and a fix takes.
    private static let typicalBytesPerFinding = 400

    package func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput) {
        for file in report.skipped {
            output.write(paint("\(report.displayPath(file.path)):", .bold) + " " + paint("skipped:", .yellow) + " \(file.reason)\n")
        }
        output.write(summary(report, totals) + "\n")
    }

    private func write(_ finding: Finding, _ report: Report, _ file: inout CurrentFile, to output: inout TerminalBytes) {
        file.select(finding.location.path, in: report)
        let (start, _) = file.lineColumns(of: finding.location.range)
        let severityStyle = style(for: finding.severity)
        output.painted(.bold) { output in
            output.place(file.display, start)
            output.append(":")
        }
        output.append(" ")
        output.painted(severityStyle) { output in
            output.append(finding.severity.rawValue)
            output.append(":")
        }
        output.append(" ")
        output.append(finding.message)
        output.append(" ")
        output.painted(.dim) { output in
            output.append("[")
            output.append(finding.ruleID)
            output.append("]")
        }
        output.append("\n")
        excerpt(finding.location.range, of: file.text, caretStyle: severityStyle, to: &output)
        for related in finding.related {
            file.select(related.location.path, in: report)
            let (relatedStart, _) = file.lineColumns(of: related.location.range)
            output.append("  ")
            output.painted(.cyan) { $0.append("note:") }
            output.append(" ")
            output.append(related.message)
            output.append(" ")
            output.painted(.dim) { output in
                output.append("(")
                output.place(file.display, relatedStart)
                output.append(")")
            }
            output.append("\n")
        }
        for fix in finding.fixes {
            output.append("  ")
            output.painted(.green) { $0.append("fix:") }
            output.append(" ")
            output.append(fix.title)
            output.append("\n")
        }
    }

    /// Bytes of a long line shown before and after the start of a finding.
    static let excerptBefore = 60
    static let excerptAfter = 100

    /// The first line of the range with carets under it (to the end of that line for a multi-line
    /// range). A long line is shown around the finding only, with `…` where it is cut; tabs are shown
    /// as one space each, so that carets line up with UTF-16 columns.
    private func excerpt(_ range: TextRange, of text: SourceText?, caretStyle: Style, to output: inout TerminalBytes) {
        guard let text else { return }
        let line = text.line(containing: range.start)
        let lineRange = text.lineRange(line)
        let start = min(range.start, lineRange.end)
        var shown = lineRange
        if lineRange.length > Self.excerptBefore + Self.excerptAfter {
            shown = TextRange(
                start: text.characterStart(atOrBefore: max(lineRange.start, start - Self.excerptBefore)),
                end: text.characterStart(atOrBefore: min(lineRange.end, start + Self.excerptAfter)))
        }
        let cutBefore = shown.start > lineRange.start
        let cutAfter = shown.end < lineRange.end
        let prefixWidth = cutBefore ? 1 : 0
        let startColumn = prefixWidth + Self.utf16Count(text.bytes[shown.start..<start])
        let endOffset = min(range.end, shown.end)
        let endColumn = max(startColumn + 1, prefixWidth + Self.utf16Count(text.bytes[shown.start..<max(start, endOffset)]))
        let number = String(line + 1)
        output.painted(.dim) { output in
            output.append(" ")
            output.append(number)
            output.append(" |")
        }
        output.append(" ")
        if cutBefore { output.append("…") }
        output.bytes.append(contentsOf: text.bytes[shown.start..<shown.end].lazy.map { $0 == 9 ? 32 : $0 })
        if cutAfter { output.append("…") }
        output.append("\n")
        output.painted(.dim) { output in
            output.append(" ")
            output.spaces(number.utf8.count)
            output.append(" |")
        }
        output.append(" ")
        output.spaces(startColumn)
        output.painted(caretStyle) { $0.bytes.append(contentsOf: repeatElement(UInt8(ascii: "^"), count: endColumn - startColumn)) }
        output.append("\n")
    }

    /// The UTF-16 length of whole UTF-8 characters.
    private static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
        return count
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

/// A terminal report's bytes, with the colour codes of its decorations when colour is on.
private struct TerminalBytes {
    let color: Bool
    var bytes: [UInt8] = []

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func spaces(_ count: Int) { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }

    /// `path:line:column`
    mutating func place(_ path: String, _ point: LineColumn) {
        append(path)
        append(":")
        append(String(point.line))
        append(":")
        append(String(point.column))
    }

    /// What `write` writes, in `style` when colour is on.
    mutating func painted(_ style: HumanRenderer.Style, _ write: (inout TerminalBytes) -> Void) {
        guard color else { return write(&self) }
        append("\u{1B}[")
        append(style.rawValue)
        append("m")
        write(&self)
        append("\u{1B}[0m")
    }
}
