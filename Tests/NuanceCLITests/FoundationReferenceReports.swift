import Analysis
import Diagnostics
import Foundation
import Reporting

/// The JSON and SARIF reports as Foundation's `JSONEncoder` writes them from `Codable` values: how
/// `check` wrote them before it wrote findings straight into bytes. The reports `check` writes must
/// be byte for byte these.
enum FoundationReferenceReports {
    static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// On one line, without spaces.
    static func compact(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    // MARK: JSON

    /// The document without its findings, which come first (keys are sorted).
    struct JSONDocumentRest: Encodable {
        var skipped: [JSONSkipped]?
        var summary: JSONSummary
        var version = 1
    }

    struct JSONFinding: Encodable {
        var rule, severity, message, path: String
        var range: JSONRange
        var related: [JSONRelated]
        var fixes: [JSONFix]
        var tags: [String]
    }

    struct JSONRelated: Encodable {
        var path: String
        var range: JSONRange
        var message: String
    }

    struct JSONFix: Encodable {
        var title: String
        var edits: [JSONEdit]
    }

    struct JSONEdit: Encodable {
        var path: String
        var range: JSONRange
        var replacement: String
    }

    struct JSONRange: Encodable { var start, end: JSONPoint }
    struct JSONPoint: Encodable { var line, column, offset: Int }
    struct JSONSkipped: Encodable { var path, reason: String }
    struct JSONSummary: Encodable { var filesChecked, errors, warnings, information, hints: Int }

    static func json(_ report: Report) -> String {
        func range(_ location: Location) -> JSONRange {
            let (start, end) = report.lineColumns(of: location)
            return JSONRange(
                start: JSONPoint(line: start.line, column: start.column, offset: location.range.start),
                end: JSONPoint(line: end.line, column: end.column, offset: location.range.end))
        }
        let findings = report.findings.map { finding in
            JSONFinding(
                rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message,
                path: report.displayPath(finding.location.path), range: range(finding.location),
                related: finding.related.map {
                    JSONRelated(path: report.displayPath($0.location.path), range: range($0.location), message: $0.message)
                },
                fixes: finding.fixes.map { fix in
                    JSONFix(
                        title: fix.title,
                        edits: fix.changes.flatMap { change in
                            change.edits.map {
                                JSONEdit(
                                    path: report.displayPath(change.path), range: range(Location(path: change.path, range: $0.range)),
                                    replacement: $0.replacement)
                            }
                        })
                },
                tags: finding.tags.list.map(\.rawValue).sorted())
        }
        let count = { (severity: Severity) in report.findings.filter { $0.severity == severity }.count }
        // Pretty-printed, but each finding on one line of its own.
        let rest = encoded(
            JSONDocumentRest(
                skipped: report.skipped.isEmpty ? nil : report.skipped.map { JSONSkipped(path: report.displayPath($0.path), reason: $0.reason) },
                summary: JSONSummary(
                    filesChecked: report.filesChecked, errors: count(.error), warnings: count(.warning), information: count(.information),
                    hints: count(.hint))))
        let items = findings.isEmpty ? "\n\n  " : "\n    " + findings.map(compact).joined(separator: ",\n    ") + "\n  "
        return "{\n  \"findings\" : [" + items + "],\n" + rest.dropFirst(2)
    }

    // MARK: GitHub

    /// Workflow commands, escaped with Foundation's string replacement.
    static func github(_ report: Report) -> String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String { data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C") }
        return report.findings.map { finding in
            let (start, end) = report.lineColumns(of: finding.location)
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            let columns = start.line == end.line ? "col=\(start.column),endColumn=\(max(end.column, start.column))" : "endLine=\(end.line)"
            return "::\(command) file=\(property(report.displayPath(finding.location.path))),line=\(start.line),\(columns),"
                + "title=\(property(finding.ruleID))::\(data(finding.message))\n"
        }.joined()
    }

    // MARK: SARIF

    static func sarif(_ report: Report) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        func level(_ severity: Severity) -> String {
            switch severity {
            case .error: return "error"
            case .warning: return "warning"
            case .information, .hint: return "note"
            }
        }
        func artifact(_ path: String) -> SARIF.ArtifactLocation {
            let display = report.displayPath(path)
            let encoded = display.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? display
            return display == path
                ? SARIF.ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString, uriBaseId: nil)
                : SARIF.ArtifactLocation(uri: encoded, uriBaseId: SARIFRenderer.rootBaseID.description)
        }
        func region(_ location: Location) -> SARIF.Region {
            let (start, end) = report.lineColumns(of: location)
            return SARIF.Region(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
        }
        func physical(_ location: Location) -> SARIF.PhysicalLocation {
            SARIF.PhysicalLocation(artifactLocation: artifact(location.path), region: region(location))
        }
        let results = report.findings.map { finding in
            SARIF.Result(
                ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], level: level(finding.severity),
                message: SARIF.Message(text: finding.message),
                locations: [SARIF.Location(physicalLocation: physical(finding.location), message: nil, id: nil)],
                partialFingerprints: [FindingFingerprint.sarifKey.description: FindingFingerprint.of(finding, in: report.texts[finding.location.path])],
                relatedLocations: finding.related.isEmpty
                    ? nil
                    : finding.related.enumerated().map { index, related in
                        SARIF.Location(physicalLocation: physical(related.location), message: SARIF.Message(text: related.message), id: index)
                    },
                fixes: finding.fixes.isEmpty
                    ? nil
                    : finding.fixes.map { fix in
                        SARIF.Fix(
                            description: SARIF.Message(text: fix.title),
                            artifactChanges: fix.changes.map { change in
                                SARIF.ArtifactChange(
                                    artifactLocation: artifact(change.path),
                                    replacements: change.edits.map { edit in
                                        SARIF.Replacement(
                                            deletedRegion: region(Location(path: change.path, range: edit.range)),
                                            insertedContent: SARIF.Content(text: edit.replacement))
                                    })
                            })
                    })
        }
        let rules = report.rules.map { rule in
            SARIF.Rule(
                id: rule.id, name: rule.id, shortDescription: SARIF.Message(text: rule.summary),
                fullDescription: SARIF.Message(text: rule.rationale),
                helpUri: report.documentationBaseURL.map { rule.documentationURL(base: $0) },
                help: SARIF.Help(text: RuleDocumentation.plainHelp(for: rule), markdown: RuleDocumentation.help(for: rule)),
                defaultConfiguration: SARIF.Configuration(level: level(rule.defaultSeverity)))
        }
        let invocations: [SARIF.Invocation]? =
            report.skipped.isEmpty
            ? nil
            : [
                SARIF.Invocation(
                    executionSuccessful: true,
                    toolExecutionNotifications: report.skipped.map { file in
                        SARIF.Notification(
                            level: "warning", message: SARIF.Message(text: "skipped: \(file.reason)"),
                            locations: [SARIF.FileLocation(physicalLocation: SARIF.FilePhysicalLocation(artifactLocation: artifact(file.path)))])
                    })
            ]
        let root = report.root.hasSuffix("/") ? report.root : report.root + "/"
        let log = SARIF.Log(
            schema: SARIFRenderer.schema, version: "2.1.0",
            runs: [
                SARIF.Run(
                    tool: SARIF.Tool(
                        driver: SARIF.Driver(name: "nuance", version: report.toolVersion, informationUri: report.documentationBaseURL, rules: rules)),
                    originalUriBaseIds: [
                        SARIFRenderer.rootBaseID.description: SARIF.ArtifactLocation(uri: URL(fileURLWithPath: root, isDirectory: true).absoluteString, uriBaseId: nil)
                    ],
                    results: results, columnKind: "utf16CodeUnits", invocations: invocations)
            ])
        return encoded(log)
    }

    /// The subset of the SARIF 2.1.0 object model Nuance writes.
    enum SARIF {
        struct Log: Encodable {
            var schema: String
            var version: String
            var runs: [Run]
            enum CodingKeys: String, CodingKey {
                case schema = "$schema"
                case version, runs
            }
        }

        struct Run: Encodable {
            var tool: Tool
            var originalUriBaseIds: [String: ArtifactLocation]
            var results: [Result]
            var columnKind: String
            var invocations: [Invocation]?
        }

        struct Invocation: Encodable {
            var executionSuccessful: Bool
            var toolExecutionNotifications: [Notification]
        }

        struct Notification: Encodable {
            var level: String
            var message: Message
            var locations: [FileLocation]
        }

        struct FileLocation: Encodable { var physicalLocation: FilePhysicalLocation }
        struct FilePhysicalLocation: Encodable { var artifactLocation: ArtifactLocation }
        struct Tool: Encodable { var driver: Driver }

        struct Driver: Encodable {
            var name: String
            var version: String
            var informationUri: String?
            var rules: [Rule]
        }

        struct Rule: Encodable {
            var id: String
            var name: String
            var shortDescription: Message
            var fullDescription: Message
            var helpUri: String?
            var help: Help
            var defaultConfiguration: Configuration
        }

        struct Help: Encodable { var text, markdown: String }
        struct Configuration: Encodable { var level: String }
        struct Message: Encodable { var text: String }

        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int?
            var level: String
            var message: Message
            var locations: [Location]
            var partialFingerprints: [String: String]
            var relatedLocations: [Location]?
            var fixes: [Fix]?
        }

        struct Location: Encodable {
            var physicalLocation: PhysicalLocation
            var message: Message?
            var id: Int?
        }

        struct PhysicalLocation: Encodable {
            var artifactLocation: ArtifactLocation
            var region: Region
        }

        struct ArtifactLocation: Encodable {
            var uri: String
            var uriBaseId: String?
        }

        struct Region: Encodable { var startLine, startColumn, endLine, endColumn: Int }

        struct Fix: Encodable {
            var description: Message
            var artifactChanges: [ArtifactChange]
        }

        struct ArtifactChange: Encodable {
            var artifactLocation: ArtifactLocation
            var replacements: [Replacement]
        }

        struct Replacement: Encodable {
            var deletedRegion: Region
            var insertedContent: Content
        }

        struct Content: Encodable { var text: String }
    }
}
