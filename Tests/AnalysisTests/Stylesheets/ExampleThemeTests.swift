import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing

/// The bundled example theme is built so that every stylesheet rule fires exactly once in it.
struct ExampleThemeTests {
    @Test func everyStylesheetRuleFiresOnce() throws {
        let folder = StylesheetTestSupport.repositoryRoot.appendingPathComponent("Examples/FioriTheme/Themes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        let files = names.map { name in
            SnapshotFile(
                path: "Themes/\(name)", kind: .stylesheet,
                text: SourceText(bytes: [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)!)))
        }
        let index = WorkspaceIndex(snapshot: Snapshot(files: files))
        let findings = files.flatMap { Analyzer.findings(in: $0.path, of: index, rules: StylesheetRules.all) }
        let counts = Dictionary(findings.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
        for rule in StylesheetRules.all {
            #expect(counts[rule.descriptor.id] == 1, "\(rule.descriptor.id): \(findings.filter { $0.ruleID == rule.descriptor.id }.map(\.message))")
        }
        #expect(findings.count == StylesheetRules.all.count, "\(findings.map { "\($0.ruleID): \($0.message)" })")
    }
}
