import Analysis
import Foundation
import Reporting
import Testing
import TestSupport

/// `docs/rules/` is generated from the rules' own descriptors; this fails when a page is stale,
/// missing or left over. `NUANCE_RECORD=1` regenerates the pages.
struct RuleDocumentationTests {
    static let folder = URL(fileURLWithPath: GoldenFile.directory())
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/rules").path

    @Test func everyRulePageIsCurrent() {
        for rule in RuleRegistry.all.map(\.descriptor) {
            let page = RuleDocumentation.page(for: rule)
            if let difference = GoldenFile.check(page, against: Self.folder + "/" + rule.documentationFileName) {
                Issue.record(Comment(rawValue: difference))
            }
        }
    }

    @Test func indexListsEveryRule() {
        var index = "# Rules\n\n| rule | default severity | what it finds |\n|---|---|---|\n"
        for rule in RuleRegistry.all.map(\.descriptor) {
            index += "| [`\(rule.id)`](\(rule.documentationFileName)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        if let difference = GoldenFile.check(index, against: Self.folder + "/README.md") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func noPageIsLeftOver() throws {
        let expected = Set(RuleRegistry.all.map(\.descriptor.documentationFileName) + ["README.md"])
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder))
        #expect(present.subtracting(expected).isEmpty, "pages of rules that no longer exist: \(present.subtracting(expected).sorted())")
    }
}
