import Diagnostics

/// The `json` output: a stable, documented schema (see README, "JSON output").
///
/// ```
/// { "version": 1, "summary": {…}, "findings": [ { "rule", "severity", "message", "path",
///   "range": { "start": {"line","column","offset"}, "end": {…} }, "related": […], "fixes": […], "tags": […] } ] }
/// ```
/// Lines and columns are one-based, columns in UTF-16 code units; offsets are UTF-8 byte offsets.
package struct JSONRenderer {
    package init() {}

    package func render(_ report: Report) -> String {
        ReportOutput.collect { write(report, to: $0) }
    }

    /// Written finding by finding and handed on in chunks, so that a large report never exists whole.
    package func write(_ report: Report, to sink: ReportOutput) {
        var output: [UInt8] = []
        output.append(UInt8(ascii: "{"))
        PrettyJSON.writeItems(3, level: 0, to: &output) { item, output in
            switch item {
            case 0:
                output.append(contentsOf: "\"findings\" : [".utf8)
                PrettyJSON.writeItems(report.findings.count, level: 1, to: &output) { index, output in
                    value(of: report.findings[index], report).write(to: &output, level: 2)
                    if output.count >= ReportOutput.chunkSize {
                        sink.write(output)
                        output.removeAll(keepingCapacity: true)
                    }
                }
                output.append(UInt8(ascii: "]"))
            case 1:
                output.append(contentsOf: "\"summary\" : ".utf8)
                PrettyJSON.object([
                    ("filesChecked", .integer(report.filesChecked)), ("errors", .integer(report.count(of: .error))),
                    ("warnings", .integer(report.count(of: .warning))), ("information", .integer(report.count(of: .information))),
                    ("hints", .integer(report.count(of: .hint))),
                ]).write(to: &output, level: 1)
            default:
                output.append(contentsOf: "\"version\" : 1".utf8)
            }
        }
        output.append(UInt8(ascii: "}"))
        output.append(UInt8(ascii: "\n"))
        sink.write(output)
    }

    private func value(of finding: Finding, _ report: Report) -> PrettyJSON {
        .object([
            ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
            ("path", .string(report.displayPath(finding.location.path))), ("range", range(finding.location, report).value),
            ("related", .array(finding.related.map { related in
                .object([
                    ("path", .string(report.displayPath(related.location.path))), ("range", range(related.location, report).value),
                    ("message", .string(related.message)),
                ])
            })),
            ("fixes", .array(finding.fixes.map { fix in
                .object([
                    ("title", .string(fix.title)),
                    ("edits", .array(fix.changes.flatMap { change in
                        change.edits.map { edit in
                            .object([
                                ("path", .string(report.displayPath(change.path))),
                                ("range", range(Location(path: change.path, range: edit.range), report).value),
                                ("replacement", .string(edit.replacement)),
                            ])
                        }
                    })),
                ])
            })),
            ("tags", .array(finding.tags.map(\.rawValue).sorted().map(PrettyJSON.string))),
        ])
    }

    private func range(_ location: Location, _ report: Report) -> JSONRange {
        let (start, end) = report.lineColumns(of: location)
        return JSONRange(
            start: Point(line: start.line, column: start.column, offset: location.range.start),
            end: Point(line: end.line, column: end.column, offset: location.range.end))
    }

    struct JSONRange {
        var start: Point
        var end: Point

        var value: PrettyJSON { .object([("start", start.value), ("end", end.value)]) }
    }

    struct Point {
        var line: Int
        var column: Int
        var offset: Int

        var value: PrettyJSON { .object([("line", .integer(line)), ("column", .integer(column)), ("offset", .integer(offset))]) }
    }
}
