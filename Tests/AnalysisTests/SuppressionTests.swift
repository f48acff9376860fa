import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// A probe rule for these tests: every `crimson` in a file is a finding.
private struct RedRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nss/red", domain: .stylesheet, defaultSeverity: .warning, summary: "red", rationale: "", fix: "",
        triggering: [], nonTriggering: [])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let text = index.snapshot.text(of: path) else { return [] }
        let bytes = text.bytes
        var result: [Finding] = []
        var offset = 0
        while offset + 7 <= bytes.count {
            if bytes[offset..<offset + 7].elementsEqual("crimson".utf8) {
                result.append(finding("crimson", at: Location(path: path, range: TextRange(start: offset, end: offset + 7))))
            }
            offset += 1
        }
        return result
    }
}

struct SuppressionTests {
    private func findings(_ source: String, path: String = "Theme.nss") -> (Fixture.File, [Finding]) {
        let fixture = Fixture(source, defaultPath: path)
        let index = WorkspaceIndex(snapshot: fixture.snapshot())
        let rules: [any Rule] = [RedRule()] + SuppressionRules.all
        return (fixture.files[0], Analyzer.findings(in: fixture.files[0].path, of: index, rules: rules))
    }

    @Test func nextLineSuppressesOnlyTheNextLine() {
        let (file, result) = findings("""
            /* nuance-disable-next-line nss/red -- brand colour */
            a { font-color: crimson; }
            b { font-color: 1️⃣crimson; }
            """)
        #expect(result.map(\.ruleID) == ["nss/red"])
        #expect(result.first?.location.range.start == file.markers["1️⃣"])
    }

    @Test func blockSuppressesUntilEnable() {
        let (file, result) = findings("""
            /* nuance-disable nss/red -- legacy theme */
            a { font-color: crimson; }
            b { font-color: crimson; }
            /* nuance-enable nss/red */
            c { font-color: 1️⃣crimson; }
            """)
        #expect(result.map(\.location.range.start) == [file.markers["1️⃣"]])
    }

    @Test func unusedAndReasonlessSuppressionsAreReported() {
        let (file, result) = findings("""
            1️⃣/* nuance-disable-next-line nss/red */
            a { font-color: blue; }
            """)
        let ids = result.map(\.ruleID).sorted()
        #expect(ids == ["suppression/missing-reason", "suppression/unused"])
        #expect(result.allSatisfy { $0.location.range.start == file.markers["1️⃣"] })
        let unused = result.first { $0.ruleID == "suppression/unused" }
        #expect(unused?.tags == [.unnecessary])
        #expect(unused?.fixes.count == 1)
    }

    @Test func removingAnUnusedSuppressionLeavesNoFinding() throws {
        let source = "/* nuance-disable-next-line nss/red -- was needed */\na { font-color: blue; }\n"
        let (_, result) = findings(source)
        let fix = try #require(result.first { $0.ruleID == "suppression/unused" }?.fixes.first)
        let fixed = try SourceText(source).applying(fix.changes[0].edits).string
        #expect(fixed == "a { font-color: blue; }\n")
        #expect(findings(fixed).1.isEmpty)
    }

    @Test func unknownRuleIDsAreReported() {
        let (_, result) = findings("/* nuance-disable-next-line nss/rde -- typo */\na { font-color: crimson; }")
        #expect(result.contains { $0.ruleID == "suppression/unused" && $0.message.contains("there is no rule `nss/rde`") })
        #expect(result.contains { $0.ruleID == "nss/red" })
    }

    @Test func swiftLineCommentsSuppressAndStringsDoNot() {
        let (_, result) = findings("""
            // nuance-disable-next-line nss/red -- fixture
            let a = "crimson"
            let b = "// nuance-disable-next-line nss/red -- inside a string"
            let c = "crimson"
            """, path: "Model.swift")
        #expect(result.filter { $0.ruleID == "nss/red" }.count == 1)
    }

    @Test func configuredSeverityAppliesAfterSuppression() {
        var configuration = Configuration()
        configuration.rules["nss/red"] = .on(.error)
        configuration.rules["suppression/missing-reason"] = .off
        let fixture = Fixture("/* nuance-disable-next-line nss/rde */\na { font-color: crimson; }", defaultPath: "Theme.nss")
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
        let result = Analyzer.findings(in: "Theme.nss", of: index, rules: [RedRule()] + SuppressionRules.all)
        #expect(result.map(\.ruleID).sorted() == ["nss/red", "suppression/unused"])
        #expect(result.first { $0.ruleID == "nss/red" }?.severity == .error)
    }

    /// Stylesheets are searched for the marker inside block comments only: in every place a comment
    /// can be, and nowhere else.
    @Test(arguments: [
        ("/* nuance-disable nss/red -- why */\na { b: c; }", 1),
        ("a { b: c; } /* x */ /*nuance-disable nss/red -- why*/", 1),
        ("a { b: url(/x/y); } /* nuance-enable nss/red */", 1),
        ("a { b: c; }\n/* nuance-disable nss/red -- never closed", 1),
        ("a { b: c; } /* nuance-disable */ /* nuance-enable */", 2),
        ("a { b: c; }\n// nuance-disable nss/red -- not a comment in NUI\n", 0),
        ("nuance-disable nss/red { b: c; } /* other */", 0),
        ("a { b: c; } /* nuance- */ /* nuance */ /*/ nuance-disable-next-line", 1),
        ("/**/ /*/ nuance-enable */", 1),
        ("/** nuance-disable nss/red -- a * b ** c */ /* nuance-enable */", 2),
        ("a { b: c; } /* nuance-disa */ble nss/red */", 0),
    ])
    func stylesheetMarkersCountOnlyInBlockComments(source: String, expected: Int) {
        let comments = SuppressionScanner.scan(SourceText(source), kind: .stylesheet)
        #expect(comments.count == expected, "\(source)")
    }
}
