import Analysis
import Diagnostics
import Foundation
import Reporting
import TestSupport
import Testing
import Workspace

/// Bounded findings work: a stylesheet repeated k times gets at most findings linear in k for every
/// rule (a repeated block may be reported once per repetition, never once per pair of repetitions),
/// and so does its rendered report. Checked on each file of the stylesheet corpus, taken 2, 4 and 8
/// times: what the second four copies add is at most 1.1× twice what the two before them added.
struct FindingsGrowthTests {
    static let corpus = URL(fileURLWithPath: GoldenFile.directory()).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
    static let corpusIsPresent = FileManager.default.fileExists(atPath: corpus.path)

    /// Findings per rule and the JSON report's size for `text` checked as the one file of a workspace.
    static func measure(_ text: String) throws -> (byRule: [String: Int], reportBytes: Int) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-growth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "{}\n".write(to: root.appendingPathComponent("nuance.json"), atomically: false, encoding: .utf8)
        try text.write(to: root.appendingPathComponent("theme.nss"), atomically: false, encoding: .utf8)
        let workspace = WorkspaceLoader.load(containing: root.path)
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let findings = Analyzer.findings(of: index)
        let report = Report(
            findings: findings, texts: index.snapshot.files.mapValues(\.text), root: workspace.root, filesChecked: 1, duration: nil)
        return (Dictionary(findings.map { ($0.ruleID, 1) }, uniquingKeysWith: +), OutputFormat.json.render(report).utf8.count)
    }

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/nss is not present"))
    func findingsGrowLinearlyWithRepeatedContent() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".nss") }.sorted()
        #expect(names.count > 20)
        for name in names {
            var text = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
            if !text.hasSuffix("\n") { text += "\n" }
            let two = try Self.measure(String(repeating: text, count: 2))
            let four = try Self.measure(String(repeating: text, count: 4))
            let eight = try Self.measure(String(repeating: text, count: 8))
            for rule in Set(eight.byRule.keys) {
                let first = (four.byRule[rule] ?? 0) - (two.byRule[rule] ?? 0)
                let second = (eight.byRule[rule] ?? 0) - (four.byRule[rule] ?? 0)
                #expect(Double(second) <= 2.2 * Double(first) + 2, "\(rule) in \(name): 2→4 copies added \(first), 4→8 added \(second)")
            }
            let firstBytes = four.reportBytes - two.reportBytes
            let secondBytes = eight.reportBytes - four.reportBytes
            #expect(Double(secondBytes) <= 2.2 * Double(firstBytes) + 4_096, "report of \(name): \(firstBytes) then \(secondBytes) bytes")
        }
    }
}
