import Diagnostics
import Foundation

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
        let document = Document(
            version: 1,
            summary: Summary(
                filesChecked: report.filesChecked, errors: report.count(of: .error), warnings: report.count(of: .warning),
                information: report.count(of: .information), hints: report.count(of: .hint)),
            findings: report.findings.map { finding in
                JSONFinding(
                    rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
                    path: report.displayPath(finding.location.path), range: range(finding.location, report),
                    related: finding.related.map {
                        Related(path: report.displayPath($0.location.path), range: range($0.location, report), message: $0.message)
                    },
                    fixes: finding.fixes.map { fix in
                        JSONFix(
                            title: fix.title,
                            edits: fix.changes.flatMap { change in
                                change.edits.map { edit in
                                    Edit(
                                        path: report.displayPath(change.path),
                                        range: range(Location(path: change.path, range: edit.range), report),
                                        replacement: edit.replacement)
                                }
                            })
                    },
                    tags: finding.tags.map(\.rawValue).sorted())
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func range(_ location: Location, _ report: Report) -> JSONRange {
        let (start, end) = report.lineColumns(of: location)
        return JSONRange(
            start: Point(line: start.line, column: start.column, offset: location.range.start),
            end: Point(line: end.line, column: end.column, offset: location.range.end))
    }

    struct Document: Encodable {
        var version: Int
        var summary: Summary
        var findings: [JSONFinding]
    }

    struct Summary: Encodable {
        var filesChecked: Int
        var errors: Int
        var warnings: Int
        var information: Int
        var hints: Int
    }

    struct JSONFinding: Encodable {
        var rule: String
        var severity: String
        var message: String
        var path: String
        var range: JSONRange
        var related: [Related]
        var fixes: [JSONFix]
        var tags: [String]
    }

    struct JSONRange: Encodable {
        var start: Point
        var end: Point
    }

    struct Point: Encodable {
        var line: Int
        var column: Int
        var offset: Int
    }

    struct Related: Encodable {
        var path: String
        var range: JSONRange
        var message: String
    }

    struct JSONFix: Encodable {
        var title: String
        var edits: [Edit]
    }

    struct Edit: Encodable {
        var path: String
        var range: JSONRange
        var replacement: String
    }
}
