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

    package var separator: [UInt8] { [UInt8(ascii: ",")] }

    /// About what a finding with one fix and one related location takes.
    private static let typicalBytesPerFinding = 1_024

    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var json = JSONBytes(itemsOfContainerAtLevel: 1)
        json.bytes.reserveCapacity(findings.count * Self.typicalBytesPerFinding)
        var displayPath = LastDisplayPath(report: report)
        for finding in findings {
            json.element()
            json.object { object in write(finding, report, &displayPath, to: &object) }
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

    /// The members of a finding, in sorted order.
    private func write(_ finding: Finding, _ report: Report, _ displayPath: inout LastDisplayPath, to object: inout JSONBytes) {
        object.member("fixes", array: { fixes in
            for fix in finding.fixes {
                fixes.element()
                fixes.object { object in
                    object.member("edits", array: { edits in
                        for change in fix.changes {
                            let path = displayPath(change.path)
                            for edit in change.edits {
                                edits.element()
                                edits.object { object in
                                    object.member("path", path)
                                    object.member("range")
                                    writeRange(Location(path: change.path, range: edit.range), report, to: &object)
                                    object.member("replacement", edit.replacement)
                                }
                            }
                        }
                    })
                    object.member("title", fix.title)
                }
            }
        })
        object.member("message", finding.message)
        object.member("path", displayPath(finding.location.path))
        object.member("range")
        writeRange(finding.location, report, to: &object)
        object.member("related", array: { relatedList in
            for related in finding.related {
                relatedList.element()
                relatedList.object { object in
                    object.member("message", related.message)
                    object.member("path", displayPath(related.location.path))
                    object.member("range")
                    writeRange(related.location, report, to: &object)
                }
            }
        })
        object.member("rule", finding.ruleID)
        object.member("severity", finding.severity.rawValue)
        object.member("tags", array: { tags in
            for tag in finding.tags.map(\.rawValue).sorted() {
                tags.element()
                tags.string(tag)
            }
        })
    }

    private func writeRange(_ location: Location, _ report: Report, to json: inout JSONBytes) {
        let (start, end) = report.lineColumns(of: location)
        json.object { range in
            range.member("end", object: { point in
                point.member("column", end.column)
                point.member("line", end.line)
                point.member("offset", location.range.end)
            })
            range.member("start", object: { point in
                point.member("column", start.column)
                point.member("line", start.line)
                point.member("offset", location.range.start)
            })
        }
    }
}

/// The display path of the path last asked for: a file's findings, their fixes and their related
/// locations almost always name that file.
private struct LastDisplayPath {
    let report: Report
    private var path = ""
    private var display = ""

    init(report: Report) { self.report = report }

    mutating func callAsFunction(_ path: String) -> String {
        if path != self.path {
            self.path = path
            display = report.displayPath(path)
        }
        return display
    }
}
