import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// Every code action offered on the rules' triggering examples removes its finding and adds none.
struct CodeActionPropertyTests {
    @Test(arguments: RuleExamplesTests.rules)
    func everyActionRemovesItsFindingAndAddsNone(_ rule: RuleCase) throws {
        for example in rule.rule.descriptor.triggering {
            let fixture = Fixture(example.source, defaultPath: RuleCase.defaultPath(for: rule.rule.descriptor.domain))
            let snapshot = fixture.snapshot()
            let index = WorkspaceIndex(snapshot: snapshot)
            let before = Self.counts(Analyzer.findings(of: index))
            for file in fixture.files {
                let findings = Analyzer.findings(in: file.path, of: index)
                for finding in findings where finding.ruleID == rule.id {
                    let actions = CodeActions.actions(in: file.path, range: finding.location.range, of: index, findings: findings)
                        .filter { $0.finding == finding }
                    // A syntax finding without a fix is not offered "disable": NUI drops the sheet all the same.
                    let lineless = rule.id.hasPrefix("suppression/") || rule.id == "nss/not-nui-content"
                        || (rule.id == "nss/syntax" && finding.fixes.isEmpty)
                    #expect(actions.contains { $0.title.hasPrefix("Disable") } != lineless, "\(rule.id): disable action")
                    // "Disable" comes after every fix.
                    if let disable = actions.firstIndex(where: { $0.title.hasPrefix("Disable") }) {
                        #expect(disable == actions.count - 1, "\(rule.id): \(actions.map(\.title))")
                    }
                    for action in actions {
                        #expect(action.title.first?.isUppercase == true, "\(rule.id): title in sentence case: '\(action.title)'")
                        let after = Self.counts(Analyzer.findings(of: WorkspaceIndex(snapshot: try Self.apply(action.changes, to: snapshot))))
                        let context = "\(rule.id): '\(action.title)' on\n\(example.source)\nbefore \(before)\nafter \(after)"
                        #expect((after[rule.id] ?? 0) < (before[rule.id] ?? 0), "the finding stays: \(context)")
                        #expect(after.allSatisfy { id, count in count <= (before[id] ?? 0) }, "a finding is added: \(context)")
                    }
                }
            }
        }
    }

    @Test(arguments: RuleExamplesTests.rules)
    func fixAllAddsNoFinding(_ rule: RuleCase) throws {
        for example in rule.rule.descriptor.triggering {
            let fixture = Fixture(example.source, defaultPath: RuleCase.defaultPath(for: rule.rule.descriptor.domain))
            let snapshot = fixture.snapshot()
            let index = WorkspaceIndex(snapshot: snapshot)
            let all = Analyzer.findings(of: index)
            let before = Self.counts(all)
            for file in fixture.files {
                guard let fixAll = CodeActions.fixAll(in: file.path, findings: all) else { continue }
                let fixed = try Self.apply(fixAll.changes, to: snapshot)
                let after = Self.counts(Analyzer.findings(of: WorkspaceIndex(snapshot: fixed)))
                #expect(after.values.reduce(0, +) < before.values.reduce(0, +), "\(rule.id): fix all fixes nothing")
                #expect(after.allSatisfy { id, count in count <= (before[id] ?? 0) }, "\(rule.id): fix all adds a finding: \(before) → \(after)")
                // Fixing everything again changes nothing more than fixing what is left.
                let again = CodeActions.fixAll(in: file.path, findings: Analyzer.findings(of: WorkspaceIndex(snapshot: fixed)))
                if let again { #expect(try Self.apply(again.changes, to: fixed).text(of: file.path) != nil) }
            }
        }
    }

    static func counts(_ findings: [Finding]) -> [String: Int] {
        var result: [String: Int] = [:]
        for finding in findings { result[finding.ruleID, default: 0] += 1 }
        return result
    }

    static func apply(_ changes: [FileEdit], to snapshot: Snapshot) throws -> Snapshot {
        var result = snapshot
        for change in changes {
            let file = try #require(result.files[change.path])
            result.files[change.path] = SnapshotFile(path: file.path, kind: file.kind, text: try file.text.applying(change.edits))
        }
        return result
    }
}
