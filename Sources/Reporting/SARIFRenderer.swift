import Analysis
import Diagnostics
import Foundation
import SourceText

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the tool with its rules (descriptions and
/// help with examples, from the rule documentation; links only to configured rule pages), results
/// with locations, fingerprints, related locations and fixes. Columns count UTF-16 code units.
package struct SARIFRenderer: StreamingRenderer {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let rootBaseID: StaticString = "%SRCROOT%"

    /// Each rule's position in the report's rule table, which results refer to.
    private let ruleIndex: [String: Int]

    package init(rules: [RuleDescriptor]) {
        ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // The layout is `JSONEncoder`'s with sorted keys: the log, its one run up to `results`, then a
    // result per finding as the findings come, then the tool (with its rules) and the end. The run
    // is an object at level 2.
    package func writeStart(of report: Report, to output: ReportOutput) {
        var json = JSONBytes()
        json.raw("{\n  \"$schema\" : ")
        json.string(Self.schema)
        json.raw(",\n  \"runs\" : [\n    {")
        json.member("columnKind", "utf16CodeUnits", level: 3, first: true)
        if !report.skipped.isEmpty {
            json.key("invocations", level: 3)
            json.raw("[")
            json.item(0, level: 4)
            writeInvocation(of: report, to: &json)
            json.close(UInt8(ascii: "]"), level: 3)
        }
        json.key("originalUriBaseIds", level: 3)
        json.raw("{")
        json.key(Self.rootBaseID, level: 4, first: true)
        json.raw("{")
        json.member("uri", rootURI(report.root), level: 5, first: true)
        json.close(UInt8(ascii: "}"), level: 4)
        json.close(UInt8(ascii: "}"), level: 3)
        json.key("results", level: 3)
        json.raw("[")
        output.write(json.bytes)
    }

    package var separator: [UInt8] { [UInt8(ascii: ",")] }

    /// A little more than a result with one fix and one related location takes (about 1.4 KB), so
    /// that the bytes of a file's results are seldom moved to grow.
    private static let typicalBytesPerResult = 2_048

    /// Results are items of the run's `results` array, at level 4.
    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var json = JSONBytes(capacity: findings.count * Self.typicalBytesPerResult)
        var files = ResultFiles()
        var rules = RecentRuleIndex(ruleIndex)
        for index in findings.indices {
            json.item(index, level: 4)
            writeResult(findings[index], report, &files, &rules, to: &json)
        }
        return json.bytes
    }

    /// A result, an object at level 4, its members in sorted order.
    private func writeResult(
        _ finding: Finding, _ report: Report, _ files: inout ResultFiles, _ rules: inout RecentRuleIndex, to json: inout JSONBytes
    ) {
        json.raw("{")
        if !finding.fixes.isEmpty {
            json.key("fixes", level: 5, first: true)
            json.raw("[")
            for (index, fix) in finding.fixes.enumerated() {
                json.item(index, level: 6)
                json.raw("{")
                json.key("artifactChanges", level: 7, first: true)
                json.raw("[")
                for (index, change) in fix.changes.enumerated() {
                    json.item(index, level: 8)
                    json.raw("{")
                    files.select(change.path, in: report)
                    json.key("artifactLocation", level: 9, first: true)
                    writeArtifact(files.artifact, level: 9, to: &json)
                    json.key("replacements", level: 9)
                    json.raw("[")
                    for (index, edit) in change.edits.enumerated() {
                        json.item(index, level: 10)
                        json.raw("{")
                        json.key("deletedRegion", level: 11, first: true)
                        writeRegion(edit.range, files.file, level: 11, to: &json)
                        json.member("insertedContent", "text", edit.replacement, level: 11)
                        json.close(UInt8(ascii: "}"), level: 10)
                    }
                    json.close(UInt8(ascii: "]"), level: 9, empty: change.edits.isEmpty)
                    json.close(UInt8(ascii: "}"), level: 8)
                }
                json.close(UInt8(ascii: "]"), level: 7, empty: fix.changes.isEmpty)
                json.member("description", "text", fix.title, level: 7)
                json.close(UInt8(ascii: "}"), level: 6)
            }
            json.close(UInt8(ascii: "]"), level: 5)
        }
        json.member("level", level(finding.severity), level: 5, first: finding.fixes.isEmpty)
        json.key("locations", level: 5)
        json.raw("[")
        json.item(0, level: 6)
        json.raw("{")
        files.select(finding.location.path, in: report)
        writePhysical(finding.location.range, files, level: 7, first: true, to: &json)
        json.close(UInt8(ascii: "}"), level: 6)
        json.close(UInt8(ascii: "]"), level: 5)
        json.member("message", "text", finding.message, level: 5)
        json.key("partialFingerprints", level: 5)
        json.raw("{")
        json.member(FindingFingerprint.sarifKey, FindingFingerprint.of(finding, in: files.file.text), level: 6, first: true)
        json.close(UInt8(ascii: "}"), level: 5)
        if !finding.related.isEmpty {
            json.key("relatedLocations", level: 5)
            json.raw("[")
            for (index, related) in finding.related.enumerated() {
                json.item(index, level: 6)
                json.raw("{")
                json.member("id", index, level: 7, first: true)
                json.member("message", "text", related.message, level: 7)
                files.select(related.location.path, in: report)
                writePhysical(related.location.range, files, level: 7, to: &json)
                json.close(UInt8(ascii: "}"), level: 6)
            }
            json.close(UInt8(ascii: "]"), level: 5)
        }
        json.member("ruleId", finding.ruleID, level: 5)
        if let index = rules.index(of: finding.ruleID) { json.member("ruleIndex", index, level: 5) }
        json.close(UInt8(ascii: "}"), level: 4)
    }

    package func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput) {
        let anyFinding = Severity.allCases.contains { totals.count(of: $0) > 0 }
        var json = JSONBytes()
        json.raw(anyFinding ? "\n      ]," : "\n\n      ],")
        json.key("tool", level: 3, first: true)
        json.raw("{")
        json.key("driver", level: 4, first: true)
        json.raw("{")
        let base = report.documentationBaseURL
        if let base { json.member("informationUri", base, level: 5, first: true) }
        json.member("name", "nuance", level: 5, first: base == nil)
        json.key("rules", level: 5)
        json.raw("[")
        for (index, rule) in report.rules.enumerated() {
            json.item(index, level: 6)
            writeRule(rule, report, to: &json)
        }
        json.close(UInt8(ascii: "]"), level: 5, empty: report.rules.isEmpty)
        json.member("version", report.toolVersion, level: 5)
        json.close(UInt8(ascii: "}"), level: 4)
        json.close(UInt8(ascii: "}"), level: 3)
        json.raw("\n    }\n  ],\n  \"version\" : \"2.1.0\"\n}\n")
        output.write(json.bytes)
    }

    /// A rule of the driver's table, an object at level 6.
    private func writeRule(_ rule: RuleDescriptor, _ report: Report, to json: inout JSONBytes) {
        json.raw("{")
        json.member("defaultConfiguration", "level", level(rule.defaultSeverity), level: 7, first: true)
        json.member("fullDescription", "text", rule.rationale, level: 7)
        json.key("help", level: 7)
        json.raw("{")
        json.member("markdown", RuleDocumentation.help(for: rule), level: 8, first: true)
        json.member("text", RuleDocumentation.plainHelp(for: rule), level: 8)
        json.close(UInt8(ascii: "}"), level: 7)
        if let base = report.documentationBaseURL { json.member("helpUri", rule.documentationURL(base: base), level: 7) }
        json.member("id", rule.id, level: 7)
        json.member("name", rule.id, level: 7)
        json.member("shortDescription", "text", rule.summary, level: 7)
        json.close(UInt8(ascii: "}"), level: 6)
    }

    /// Files not read, as notifications of the one invocation, an object at level 4.
    private func writeInvocation(of report: Report, to json: inout JSONBytes) {
        json.raw("{")
        json.key("executionSuccessful", level: 5, first: true)
        json.raw("true")
        json.key("toolExecutionNotifications", level: 5)
        json.raw("[")
        for (index, file) in report.skipped.enumerated() {
            json.item(index, level: 6)
            json.raw("{")
            json.member("level", "warning", level: 7, first: true)
            json.key("locations", level: 7)
            json.raw("[")
            json.item(0, level: 8)
            json.raw("{")
            json.key("physicalLocation", level: 9, first: true)
            json.raw("{")
            json.key("artifactLocation", level: 10, first: true)
            writeArtifact(Self.artifactLocation(of: file.path, in: report), level: 10, to: &json)
            json.close(UInt8(ascii: "}"), level: 9)
            json.close(UInt8(ascii: "}"), level: 8)
            json.close(UInt8(ascii: "]"), level: 7)
            json.member("message", "text", "skipped: \(file.reason)", level: 7)
            json.close(UInt8(ascii: "}"), level: 6)
        }
        json.close(UInt8(ascii: "]"), level: 5, empty: report.skipped.isEmpty)
        json.close(UInt8(ascii: "}"), level: 4)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    private func rootURI(_ root: String) -> String {
        let directory = root.hasSuffix("/") ? root : root + "/"
        return URL(fileURLWithPath: directory, isDirectory: true).absoluteString
    }

    /// Where a file is: relative to the root when it lies inside it, else its `file:` URL.
    fileprivate static func artifactLocation(of path: String, in report: Report) -> ArtifactLocation {
        let display = report.displayPath(path)
        if display == path { return ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString, base: nil) }
        return ArtifactLocation(uri: percentEncodedPath(display), base: rootBaseID.description)
    }

    /// `path` percent-encoded as a URL path. A path of letters, digits, `-`, `.`, `_`, `~` and `/` only,
    /// which no encoding changes, is taken as it is: Foundation's encoding costs tens of thousands of
    /// instructions a path.
    private static func percentEncodedPath(_ path: String) -> String {
        func isUnchanged(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
            default: false
            }
        }
        // The bytes in place when they are (a walk of the UTF-8 view costs several times more).
        let unchanged = path.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isUnchanged) } ?? path.utf8.allSatisfy(isUnchanged)
        return unchanged ? path : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// An artifact location, an object at `level`.
    private func writeArtifact(_ location: ArtifactLocation, level: Int, to json: inout JSONBytes) {
        json.raw("{")
        json.member("uri", location.uri, level: level + 1, first: true)
        if let base = location.base { json.member("uriBaseId", base, level: level + 1) }
        json.close(UInt8(ascii: "}"), level: level)
    }

    /// A region of the current file, an object at `level`.
    private func writeRegion(_ range: TextRange, _ file: CurrentFile, level: Int, to json: inout JSONBytes) {
        let (start, end) = file.lineColumns(of: range)
        json.raw("{")
        json.member("endColumn", end.column, level: level + 1, first: true)
        json.member("endLine", end.line, level: level + 1)
        json.member("startColumn", start.column, level: level + 1)
        json.member("startLine", start.line, level: level + 1)
        json.close(UInt8(ascii: "}"), level: level)
    }

    /// The `physicalLocation` member, at `level`, of a range of the current file.
    private func writePhysical(_ range: TextRange, _ files: ResultFiles, level: Int, first: Bool = false, to json: inout JSONBytes) {
        json.key("physicalLocation", level: level, first: first)
        json.raw("{")
        json.key("artifactLocation", level: level + 1, first: true)
        writeArtifact(files.artifact, level: level + 1, to: &json)
        json.key("region", level: level + 1)
        writeRegion(range, files.file, level: level + 1, to: &json)
        json.close(UInt8(ascii: "}"), level: level)
    }
}

/// A file as SARIF names it: a URI, relative to a base (`%SRCROOT%`) or not.
private struct ArtifactLocation {
    var uri: String
    var base: String?
}

/// The current file of the results being written, and its artifact location, made once per file.
private struct ResultFiles {
    private(set) var file = CurrentFile()
    private(set) var artifact = ArtifactLocation(uri: "", base: nil)

    mutating func select(_ path: String, in report: Report) {
        if file.select(path, in: report) { artifact = SARIFRenderer.artifactLocation(of: path, in: report) }
    }
}

/// Each result's `ruleIndex`: the few rules a file's findings name are remembered, so that most are
/// found by comparing ids rather than hashing one.
private struct RecentRuleIndex {
    private let table: [String: Int]
    private var recent: [(id: String, index: Int?)] = []
    private static let remembered = 8

    init(_ table: [String: Int]) { self.table = table }

    mutating func index(of id: String) -> Int? {
        for entry in recent where entry.id == id { return entry.index }
        let index = table[id]
        if recent.count < Self.remembered { recent.append((id, index)) }
        return index
    }
}

extension Report {
    package var toolVersion: String { NuanceVersion.current }
}
