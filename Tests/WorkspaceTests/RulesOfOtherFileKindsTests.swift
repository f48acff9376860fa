import Analysis
import Diagnostics
import Foundation
import Testing
import Workspace

/// The analyzer does not ask token, Sourcery, configuration and Swift rules about a stylesheet
/// (`EnabledRules.reportsInStylesheets`): asked anyway, they find nothing there, in the example theme
/// and in real projects with every kind of file.
struct RulesOfOtherFileKindsTests {
    static var folders: [String] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL.path
        return [repository.appendingPathComponent("Examples/FioriTheme").path]
            + ["wild/fiori", "corpus", "wild/tokens-style-dictionary"].map { shared + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test func theyFindNothingInAStylesheet() throws {
        let rules = RuleRegistry.all.filter { !EnabledRules.reportsInStylesheets($0.descriptor.domain) }
        #expect(rules.count > 20)
        var stylesheetsAsked = 0
        for folder in RulesOfOtherFileKindsTests.folders {
            let index = WorkspaceIndex(snapshot: WorkspaceLoader.load(containing: folder).snapshot)
            for path in index.snapshot.paths where index.stylesheets.file(path) != nil {
                stylesheetsAsked += 1
                for rule in rules {
                    #expect(rule.findings(in: path, of: index).isEmpty, "\(rule.descriptor.id) in \(path)")
                }
            }
        }
        #expect(stylesheetsAsked > 5)
        if RulesOfOtherFileKindsTests.folders.count == 1 { try Test.cancel("../shared is not present: only the example theme was asked") }
    }
}
