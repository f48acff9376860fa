import Diagnostics
import SourceText

/// The `json` output: a stable, documented schema (see README, "JSON output").
///
/// ```
/// { "version": 1, "summary": {…}, "findings": [ { "rule", "severity", "message", "path",
///   "range": { "start": {"line","column","offset"}, "end": {…} }, "related": […], "fixes": […], "tags": […] } ] }
/// ```
/// Lines and columns are one-based, columns in UTF-16 code units; offsets are UTF-8 byte offsets.
package struct JSONRenderer: StreamingRenderer {
    package init() {}

    // The layout is `PrettyJSON`'s, written a piece at a time (an item per line, a comma after every
    // item but the last, an empty line inside an empty array), except that each finding is written on
    // one line of its own, without spaces: a report of many findings is a third of the bytes, and
    // still one finding per line.
    package func writeStart(of report: Report, to output: ReportOutput) {
        output.write("{\n  \"findings\" : [")
    }

    package var separator: [UInt8] { [UInt8(ascii: ",")] }

    /// A little more than a finding with one fix and one related location takes (about 500 bytes),
    /// so that the bytes of a file's findings are seldom moved to grow.
    private static let typicalBytesPerFinding = 640

    /// Findings are items of the `findings` array, at level 2.
    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var json = JSONBytes(capacity: findings.count * Self.typicalBytesPerFinding, compactFrom: 3)
        var file = CurrentFile()
        for index in findings.indices {
            json.item(index, level: 2)
            write(findings[index], report, &file, to: &json)
        }
        return json.bytes
    }

    package func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput) {
        var bytes: [UInt8] = []
        let anyFinding = Severity.allCases.contains { totals.count(of: $0) > 0 }
        bytes.append(contentsOf: (anyFinding ? "\n  ]," : "\n\n  ],").utf8)
        // Keys in order, as `PrettyJSON` writes them: `skipped` (only when something was) before `summary`.
        if !report.skipped.isEmpty {
            bytes.append(contentsOf: "\n  \"skipped\" : ".utf8)
            PrettyJSON.array(report.skipped.map { file in
                .object([("path", .string(report.displayPath(file.path))), ("reason", .string(file.reason))])
            }).write(to: &bytes, level: 1)
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(contentsOf: "\n  \"summary\" : ".utf8)
        PrettyJSON.object([
            ("filesChecked", .integer(report.filesChecked)), ("errors", .integer(totals.count(of: .error))),
            ("warnings", .integer(totals.count(of: .warning))), ("information", .integer(totals.count(of: .information))),
            ("hints", .integer(totals.count(of: .hint))),
        ]).write(to: &bytes, level: 1)
        bytes.append(contentsOf: ",\n  \"version\" : 1\n}\n".utf8)
        output.write(bytes)
    }

    /// A finding, an object at level 2, its members in sorted order.
    private func write(_ finding: Finding, _ report: Report, _ file: inout CurrentFile, to json: inout JSONBytes) {
        json.raw("{")
        json.key("fixes", level: 3, first: true)
        json.raw("[")
        for (index, fix) in finding.fixes.enumerated() {
            json.item(index, level: 4)
            json.raw("{")
            json.key("edits", level: 5, first: true)
            json.raw("[")
            var edits = 0
            for change in fix.changes {
                file.select(change.path, in: report)
                for edit in change.edits {
                    json.item(edits, level: 6)
                    edits += 1
                    json.raw("{")
                    json.member("path", file.display, level: 7, first: true)
                    json.key("range", level: 7)
                    writeRange(edit.range, file, level: 7, to: &json)
                    json.member("replacement", edit.replacement, level: 7)
                    json.close(UInt8(ascii: "}"), level: 6)
                }
            }
            json.close(UInt8(ascii: "]"), level: 5, empty: edits == 0)
            json.member("title", fix.title, level: 5)
            json.close(UInt8(ascii: "}"), level: 4)
        }
        json.close(UInt8(ascii: "]"), level: 3, empty: finding.fixes.isEmpty)
        json.member("message", finding.message, level: 3)
        file.select(finding.location.path, in: report)
        json.member("path", file.display, level: 3)
        json.key("range", level: 3)
        writeRange(finding.location.range, file, level: 3, to: &json)
        json.key("related", level: 3)
        json.raw("[")
        for (index, related) in finding.related.enumerated() {
            json.item(index, level: 4)
            json.raw("{")
            json.member("message", related.message, level: 5, first: true)
            file.select(related.location.path, in: report)
            json.member("path", file.display, level: 5)
            json.key("range", level: 5)
            writeRange(related.location.range, file, level: 5, to: &json)
            json.close(UInt8(ascii: "}"), level: 4)
        }
        json.close(UInt8(ascii: "]"), level: 3, empty: finding.related.isEmpty)
        json.member("rule", finding.ruleID, level: 3)
        json.member("severity", finding.severity.rawValue, level: 3)
        json.key("tags", level: 3)
        if finding.tags.isEmpty {
            json.emptyArray(level: 3)
        } else {
            json.raw("[")
            for (index, tag) in finding.tags.list.enumerated() {
                json.item(index, level: 4)
                json.string(tag.rawValue)
            }
            json.close(UInt8(ascii: "]"), level: 3)
        }
        json.close(UInt8(ascii: "}"), level: 2)
    }

    /// A range of the current file, an object at `level`.
    private func writeRange(_ range: TextRange, _ file: CurrentFile, level: Int, to json: inout JSONBytes) {
        let (start, end) = file.lineColumns(of: range)
        json.raw("{")
        json.key("end", level: level + 1, first: true)
        writePoint(end, offset: range.end, level: level + 1, to: &json)
        json.key("start", level: level + 1)
        writePoint(start, offset: range.start, level: level + 1, to: &json)
        json.close(UInt8(ascii: "}"), level: level)
    }

    private func writePoint(_ point: LineColumn, offset: Int, level: Int, to json: inout JSONBytes) {
        json.raw("{")
        json.member("column", point.column, level: level + 1, first: true)
        json.member("line", point.line, level: level + 1)
        json.member("offset", offset, level: level + 1)
        json.close(UInt8(ascii: "}"), level: level)
    }
}
