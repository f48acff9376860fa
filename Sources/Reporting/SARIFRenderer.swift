import Analysis
import Diagnostics
import Foundation

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
    // result per finding as the findings come, then the tool (with its rules) and the end.
    package func writeStart(of report: Report, to output: ReportOutput) {
        var json = JSONBytes()
        json.raw("{\n  \"$schema\" : ")
        json.string(Self.schema)
        json.raw(",\n  \"runs\" : [\n    {")
        var run = JSONBytes(itemsOfContainerAtLevel: 2)
        run.member("columnKind", "utf16CodeUnits")
        if !report.skipped.isEmpty {
            run.member("invocations", array: { invocations in
                invocations.element()
                writeInvocation(of: report, to: &invocations)
            })
        }
        run.member("originalUriBaseIds", object: { bases in
            bases.member(Self.rootBaseID, object: { $0.member("uri", rootURI(report.root)) })
        })
        run.member("results")
        run.raw("[")
        json.bytes += run.bytes
        output.write(json.bytes)
    }

    package var separator: [UInt8] { [UInt8(ascii: ",")] }

    package func bytes(of findings: [Finding], in report: Report) -> [UInt8] {
        var json = JSONBytes(itemsOfContainerAtLevel: 3)
        var artifacts = ArtifactCache()
        for finding in findings {
            json.element()
            json.object { result in
                if !finding.fixes.isEmpty {
                    result.member("fixes", array: { fixes in
                        for fix in finding.fixes {
                            fixes.element()
                            fixes.object { object in
                                object.member("artifactChanges", array: { changes in
                                    for change in fix.changes {
                                        changes.element()
                                        changes.object { object in
                                            object.member("artifactLocation")
                                            writeArtifact(artifacts.location(of: change.path, report), to: &object)
                                            object.member("replacements", array: { replacements in
                                                for edit in change.edits {
                                                    replacements.element()
                                                    replacements.object { object in
                                                        object.member("deletedRegion")
                                                        writeRegion(Location(path: change.path, range: edit.range), report, to: &object)
                                                        object.member("insertedContent", object: { $0.member("text", edit.replacement) })
                                                    }
                                                }
                                            })
                                        }
                                    }
                                })
                                object.member("description", object: { $0.member("text", fix.title) })
                            }
                        }
                    })
                }
                result.member("level", level(finding.severity))
                result.member("locations", array: { locations in
                    locations.element()
                    locations.object { writePhysical(finding.location, report, &artifacts, to: &$0) }
                })
                result.member("message", object: { $0.member("text", finding.message) })
                result.member("partialFingerprints", object: { fingerprints in
                    fingerprints.member(
                        FindingFingerprint.sarifKey, FindingFingerprint.of(finding, in: report.texts[finding.location.path]))
                })
                if !finding.related.isEmpty {
                    result.member("relatedLocations", array: { locations in
                        for (position, related) in finding.related.enumerated() {
                            locations.element()
                            locations.object { object in
                                object.member("id", position)
                                object.member("message", object: { $0.member("text", related.message) })
                                writePhysical(related.location, report, &artifacts, to: &object)
                            }
                        }
                    })
                }
                result.member("ruleId", finding.ruleID)
                if let index = ruleIndex[finding.ruleID] { result.member("ruleIndex", index) }
            }
        }
        return json.bytes
    }

    package func writeEnd(of report: Report, totals: ReportTotals, to output: ReportOutput) {
        let anyFinding = Severity.allCases.contains { totals.count(of: $0) > 0 }
        var json = JSONBytes(itemsOfContainerAtLevel: 2)
        json.raw(anyFinding ? "\n      ]," : "\n\n      ],")
        json.member("tool", object: { tool in
            tool.member("driver", object: { driver in
                if let base = report.documentationBaseURL { driver.member("informationUri", base) }
                driver.member("name", "nuance")
                driver.member("rules", array: { rules in
                    for rule in report.rules {
                        rules.element()
                        rules.object { writeRule(rule, report, to: &$0) }
                    }
                })
                driver.member("version", report.toolVersion)
            })
        })
        json.raw("\n    }\n  ],\n  \"version\" : \"2.1.0\"\n}\n")
        output.write(json.bytes)
    }

    private func writeRule(_ rule: RuleDescriptor, _ report: Report, to object: inout JSONBytes) {
        object.member("defaultConfiguration", object: { $0.member("level", level(rule.defaultSeverity)) })
        object.member("fullDescription", object: { $0.member("text", rule.rationale) })
        object.member("help", object: { help in
            help.member("markdown", RuleDocumentation.help(for: rule))
            help.member("text", RuleDocumentation.plainHelp(for: rule))
        })
        if let base = report.documentationBaseURL { object.member("helpUri", rule.documentationURL(base: base)) }
        object.member("id", rule.id)
        object.member("name", rule.id)
        object.member("shortDescription", object: { $0.member("text", rule.summary) })
    }

    /// Files not read, as notifications of the one invocation.
    private func writeInvocation(of report: Report, to array: inout JSONBytes) {
        array.object { invocation in
            invocation.member("executionSuccessful")
            invocation.raw("true")
            invocation.member("toolExecutionNotifications", array: { notifications in
                var artifacts = ArtifactCache()
                for file in report.skipped {
                    notifications.element()
                    notifications.object { notification in
                        notification.member("level", "warning")
                        notification.member("locations", array: { locations in
                            locations.element()
                            locations.object { location in
                                location.member("physicalLocation", object: { physical in
                                    physical.member("artifactLocation")
                                    writeArtifact(artifacts.location(of: file.path, report), to: &physical)
                                })
                            }
                        })
                        notification.member("message", object: { $0.member("text", "skipped: \(file.reason)") })
                    }
                }
            })
        }
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

    /// The artifact locations of a file's paths, made once per path (a file's findings mostly name it).
    private struct ArtifactCache {
        var last: (path: String, location: (uri: String, base: String?))?

        mutating func location(of path: String, _ report: Report) -> (uri: String, base: String?) {
            if let last, last.path == path { return last.location }
            let display = report.displayPath(path)
            let location: (uri: String, base: String?)
            if display == path {
                location = (URL(fileURLWithPath: path).absoluteString, nil)
            } else {
                location = (display.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? display, SARIFRenderer.rootBaseID.description)
            }
            last = (path, location)
            return location
        }
    }

    private func writeArtifact(_ location: (uri: String, base: String?), to json: inout JSONBytes) {
        json.object { object in
            object.member("uri", location.uri)
            if let base = location.base { object.member("uriBaseId", base) }
        }
    }

    private func writeRegion(_ location: Location, _ report: Report, to json: inout JSONBytes) {
        let (start, end) = report.lineColumns(of: location)
        json.object { region in
            region.member("endColumn", end.column)
            region.member("endLine", end.line)
            region.member("startColumn", start.column)
            region.member("startLine", start.line)
        }
    }

    /// `physicalLocation` as a member of the location being written.
    private func writePhysical(_ location: Location, _ report: Report, _ artifacts: inout ArtifactCache, to object: inout JSONBytes) {
        object.member("physicalLocation", object: { physical in
            physical.member("artifactLocation")
            writeArtifact(artifacts.location(of: location.path, report), to: &physical)
            physical.member("region")
            writeRegion(location, report, to: &physical)
        })
    }
}

extension Report {
    package var toolVersion: String { NuanceVersion.current }
}
