import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// Applying a Swift model rule's fix removes its finding and adds none.
struct ModelRuleFixTests {
    static var rules: [RuleCase] { ModelRules.all.map(RuleCase.init) }

    @Test(arguments: rules)
    func fixesRemoveTheirFinding(_ rule: RuleCase) throws {
        var fixesApplied = 0
        for example in rule.rule.descriptor.triggering {
            let fixture = Fixture(example.source, defaultPath: "Model.swift")
            let snapshot = fixture.snapshot()
            let before = findings(of: rule.rule, in: snapshot)
            for finding in before {
                for fix in finding.fixes {
                    let changed = try apply(fix, to: snapshot)
                    let after = findings(of: rule.rule, in: changed).filter { $0.location.path == finding.location.path }
                    let beforeInFile = before.filter { $0.location.path == finding.location.path }
                    #expect(after.count == beforeInFile.count - 1, "\(rule.id): fix '\(fix.title)' left \(after.map(\.message)) in:\n\(example.source)")
                    #expect(Set(after.map(\.message)).isSubset(of: Set(beforeInFile.map(\.message))), "\(rule.id): fix '\(fix.title)' added a finding")
                    fixesApplied += 1
                }
            }
        }
        let rulesWithFixes: Set<String> = [
            "sourcery/detached-annotation", "sourcery/unknown-key", "sourcery/old-pattern-key", "sourcery/value-shape",
            "sourcery/parse-trap", "sourcery/duplicate-conformance",
        ]
        if rulesWithFixes.contains(rule.id) {
            #expect(fixesApplied > 0, "\(rule.id) offers no fix on its examples")
        }
    }

    private func findings(of rule: any Rule, in snapshot: Snapshot) -> [Finding] {
        let index = WorkspaceIndex(snapshot: snapshot)
        return snapshot.paths.flatMap { rule.findings(in: $0, of: index) }
    }

    private func apply(_ fix: Fix, to snapshot: Snapshot) throws -> Snapshot {
        var files = snapshot.files
        for change in fix.changes {
            guard let file = files[change.path] else { continue }
            files[change.path] = SnapshotFile(path: file.path, kind: file.kind, text: try file.text.applying(change.edits))
        }
        return Snapshot(files: Array(files.values), configuration: snapshot.configuration)
    }
}
