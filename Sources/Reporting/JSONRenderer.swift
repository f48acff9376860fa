import Diagnostics

/// The `json` output: a stable, documented schema (see README, "JSON output").
///
/// ```
/// { "version": 1, "summary": {…}, "findings": [ { "rule", "severity", "message", "path",
///   "range": { "start": {"line","column","offset"}, "end": {…} }, "related": […], "fixes": […], "tags": […] } ] }
/// ```
/// Lines and columns are one-based, columns in UTF-16 code units; offsets are UTF-8 byte offsets.
package struct JSONRenderer: StreamingRenderer {
    package init() {}

    // The layout is `PrettyJSON`'s, written a piece at a time: an item per line, a comma after every
    // item but the last, an empty line inside an empty array.
    package func writeStart(of report: Report, to output: ReportOutput) {
        output.write("{\n  \"findings\" : [")
    }

    package func write(_ findings: [Finding], after written: Int, of report: Report, to output: ReportOutput) {
        var bytes: [UInt8] = []
        for (position, finding) in findings.enumerated() {
            bytes.append(contentsOf: (written + position == 0 ? "\n    " : ",\n    ").utf8)
            value(of: finding, report).write(to: &bytes, level: 2)
            if bytes.count >= ReportOutput.chunkSize {
                output.write(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        output.write(bytes)
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
