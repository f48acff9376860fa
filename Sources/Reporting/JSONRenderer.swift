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
    // one line of its own, without spaces (as `JSONEncoder` writes without `.prettyPrinted`): a report
    // of many findings is a third of the bytes, and still one finding per line.
    package func writeStart(of report: Report, to output: ReportOutput) {
        output.write("{\n  \"findings\" : [")
    }

    package var separator: [UInt8] { [UInt8(ascii: ",")] }

    /// A little more than a finding with one fix and one related location takes (about 500 bytes),
    /// so that the bytes of a file's findings are seldom moved to grow.
    private static let typicalBytesPerFinding = 640

    /// Findings are items of the `findings` array, at level 2.
    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var json = JSONBytes(capacity: findings.count * Self.typicalBytesPerFinding)
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
            PrettyJSON.array(
                report.skipped.map { file in
                    .object([("path", .string(report.displayPath(file.path))), ("reason", .string(file.reason))])
                }
            ).write(to: &bytes, level: 1)
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

    /// A finding on a line of its own, without spaces, its members in sorted order: written from
    /// literals, keys and punctuation together.
    private func write(_ finding: Finding, _ report: Report, _ file: inout CurrentFile, to json: inout JSONBytes) {
        json.raw("{\"fixes\":[")
        for (index, fix) in finding.fixes.enumerated() {
            json.raw(index == 0 ? "{\"edits\":[" : ",{\"edits\":[")
            var edits = 0
            for change in fix.changes {
                file.select(change.path, in: report)
                for edit in change.edits {
                    json.raw(edits == 0 ? "{\"path\":" : ",{\"path\":")
                    edits += 1
                    writeDisplayPath(&file, to: &json)
                    json.raw(",\"range\":")
                    writeRange(edit.range, file, to: &json)
                    json.raw(",\"replacement\":")
                    json.string(edit.replacement)
                    json.raw("}")
                }
            }
            json.raw("],\"title\":")
            json.string(fix.title)
            json.raw("}")
        }
        json.raw("],\"message\":")
        writeMessage(finding.message, at: finding.location, report, &file, to: &json)
        json.raw(",\"related\":[")
        for (index, related) in finding.related.enumerated() {
            json.raw(index == 0 ? "{\"message\":" : ",{\"message\":")
            writeMessage(related.message, at: related.location, report, &file, to: &json)
            json.raw("}")
        }
        json.raw("],\"rule\":")
        json.string(finding.ruleID)
        json.raw(",\"severity\":")
        json.string(finding.severity.rawValue)
        // The usual tags from literals, any other set by name (in `FindingTags.list`'s order).
        switch finding.tags {
        case []: json.raw(",\"tags\":[]}")
        case .unnecessary: json.raw(",\"tags\":[\"unnecessary\"]}")
        default:
            json.raw(",\"tags\":[")
            for (index, tag) in finding.tags.list.enumerated() {
                if index > 0 { json.raw(",") }
                json.string(tag.rawValue)
            }
            json.raw("]}")
        }
    }

    /// A message and where it points, the members a finding and a related location share:
    /// `"…","path":"…","range":{…}`, after the key `"message":`.
    private func writeMessage(_ message: String, at location: Location, _ report: Report, _ file: inout CurrentFile, to json: inout JSONBytes) {
        json.string(message)
        file.select(location.path, in: report)
        json.raw(",\"path\":")
        writeDisplayPath(&file, to: &json)
        json.raw(",\"range\":")
        writeRange(location.range, file, to: &json)
    }

    /// The current file's display path, quoted once per file.
    private func writeDisplayPath(_ file: inout CurrentFile, to json: inout JSONBytes) {
        if file.quotedDisplay.isEmpty { JSONBytes.appendString(file.display, to: &file.quotedDisplay) }
        json.raw(file.quotedDisplay)
    }

    /// A range of the current file.
    private func writeRange(_ range: TextRange, _ file: CurrentFile, to json: inout JSONBytes) {
        let (start, end) = file.lineColumns(of: range)
        json.raw("{\"end\":{\"column\":")
        writePoint(end, offset: range.end, to: &json)
        json.raw("},\"start\":{\"column\":")
        writePoint(start, offset: range.start, to: &json)
        json.raw("}}")
    }

    /// A point's members after `{"column":`, without its closing brace.
    private func writePoint(_ point: LineColumn, offset: Int, to json: inout JSONBytes) {
        json.integer(point.column)
        json.raw(",\"line\":")
        json.integer(point.line)
        json.raw(",\"offset\":")
        json.integer(offset)
    }
}
