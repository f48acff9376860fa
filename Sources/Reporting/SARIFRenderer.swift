import Analysis
import Diagnostics
import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the tool with its rules (descriptions and
/// help with examples, from the rule documentation; links only to configured rule pages), results
/// with locations, fingerprints, related locations and fixes. Columns count UTF-16 code units.
package struct SARIFRenderer {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let rootBaseID = "%SRCROOT%"

    package init() {}

    package func render(_ report: Report) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            SARIF.Result(
                ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], level: level(finding.severity),
                message: SARIF.Message(text: finding.message),
                locations: [SARIF.Location(physicalLocation: physical(finding.location, report), message: nil, id: nil)],
                partialFingerprints: [FindingFingerprint.sarifKey: FindingFingerprint.of(finding, in: report.texts[finding.location.path])],
                relatedLocations: finding.related.isEmpty ? nil : finding.related.enumerated().map { index, related in
                    SARIF.Location(
                        physicalLocation: physical(related.location, report), message: SARIF.Message(text: related.message), id: index)
                },
                fixes: finding.fixes.isEmpty ? nil : finding.fixes.map { fix in
                    SARIF.Fix(
                        description: SARIF.Message(text: fix.title),
                        artifactChanges: fix.changes.map { change in
                            SARIF.ArtifactChange(
                                artifactLocation: artifact(change.path, report),
                                replacements: change.edits.map { edit in
                                    SARIF.Replacement(
                                        deletedRegion: region(Location(path: change.path, range: edit.range), report),
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
        let log = SARIF.Log(
            schema: Self.schema, version: "2.1.0",
            runs: [
                SARIF.Run(
                    tool: SARIF.Tool(
                        driver: SARIF.Driver(
                            name: "nuance", version: report.toolVersion, informationUri: report.documentationBaseURL, rules: rules)),
                    originalUriBaseIds: [Self.rootBaseID: SARIF.ArtifactLocation(uri: rootURI(report.root), uriBaseId: nil)],
                    results: results, columnKind: "utf16CodeUnits", invocations: invocations(report))
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Files not read, as notifications of the one invocation; nil (left out) when none was skipped.
    private func invocations(_ report: Report) -> [SARIF.Invocation]? {
        guard !report.skipped.isEmpty else { return nil }
        let notifications = report.skipped.map { file in
            SARIF.Notification(
                level: "warning", message: SARIF.Message(text: "skipped: \(file.reason)"),
                locations: [SARIF.FileLocation(physicalLocation: SARIF.FilePhysicalLocation(artifactLocation: artifact(file.path, report)))])
        }
        return [SARIF.Invocation(executionSuccessful: true, toolExecutionNotifications: notifications)]
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

    private func artifact(_ path: String, _ report: Report) -> SARIF.ArtifactLocation {
        let display = report.displayPath(path)
        let encoded = display.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? display
        return display == path
            ? SARIF.ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString, uriBaseId: nil)
            : SARIF.ArtifactLocation(uri: encoded, uriBaseId: Self.rootBaseID)
    }

    private func region(_ location: Location, _ report: Report) -> SARIF.Region {
        let (start, end) = report.lineColumns(of: location)
        return SARIF.Region(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    private func physical(_ location: Location, _ report: Report) -> SARIF.PhysicalLocation {
        SARIF.PhysicalLocation(artifactLocation: artifact(location.path, report), region: region(location, report))
    }
}

extension Report {
    package var toolVersion: String { NuanceVersion.current }
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

    struct Help: Encodable {
        var text: String
        var markdown: String
    }

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

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

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
