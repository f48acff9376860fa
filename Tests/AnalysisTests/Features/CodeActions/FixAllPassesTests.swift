import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// `check --fix` applies the editor's "fix all" until nothing is left to fix.
struct FixAllPassesTests {
    /// On every rule's examples, fixing never adds a finding and fixing twice changes nothing.
    @Test(arguments: RuleExamplesTests.rules)
    func fixesKeepTheInvariantsOnRuleExamples(_ rule: RuleCase) {
        let descriptor = rule.rule.descriptor
        for example in descriptor.triggering + descriptor.nonTriggering {
            let fixture = Fixture(example.source, defaultPath: RuleCase.defaultPath(for: descriptor.domain))
            let result = FixInvariants.check(WorkspaceIndex(snapshot: fixture.snapshot()), paths: fixture.files.map(\.path))
            #expect(result.problems.isEmpty, "\(descriptor.id) on:\n\(example.source)\n\(result.problems)")
        }
    }

    @Test func fixesApplyTheSameEditsAsTheEditorsFixAll() throws {
        let fixture = Fixture("Button {\n    font-colour: red;\n    background-colour: blue;\n}\n", defaultPath: "Theme.nss")
        let index = WorkspaceIndex(snapshot: fixture.snapshot())
        let findings = Analyzer.findings(in: "Theme.nss", of: index)
        let action = try #require(CodeActions.fixAll(in: "Theme.nss", findings: findings))
        let expected = try index.snapshot.files["Theme.nss"]!.text.applying(action.changes[0].edits)
        let fixed = FixAllPasses.apply(to: index, paths: ["Theme.nss"])
        #expect(fixed.index.snapshot.files["Theme.nss"]?.text.bytes == expected.bytes)
        #expect(fixed.index.snapshot.files["Theme.nss"]?.text.lineText(1) == "    font-color: red;")
        #expect(fixed.fixed["Theme.nss"]?.count == 2)
        #expect(fixed.originalTexts["Theme.nss"]?.bytes == Array(fixture.files[0].text.utf8))
        #expect(fixed.passes == 1)
    }

    @Test func aFileWithRepairedUTF8IsNotFixed() {
        var bytes = Array("Button {\n    font-colour: red;\n}\n/* ".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(" */\n".utf8)
        let snapshot = Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: SourceText(bytes: bytes))])
        let fixed = FixAllPasses.apply(to: WorkspaceIndex(snapshot: snapshot), paths: ["Theme.nss"])
        #expect(fixed.changedPaths.isEmpty)
    }
}
