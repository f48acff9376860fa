import Analysis
import Testing
import TestSupport

/// Which "did you mean" fixes "fix all" and `check --fix` apply without review.
struct SafeSuggestionTests {
    @Test(arguments: [
        ("Button {\n    font-colour: red;\n}", "font-color", true),
        ("Button {\n    Font-Color: red;\n}", "font-color", true),
        ("Button {\n    fnot-color: red;\n}", "font-color", true),
        ("Button {\n    line-color: red;\n}", "tint-color", false),
    ])
    func unknownPropertySuggestions(_ source: String, _ suggestion: String, _ preferred: Bool) throws {
        let fixture = Fixture(source, defaultPath: "Theme.nss")
        let findings = Analyzer.findings(in: "Theme.nss", of: WorkspaceIndex(snapshot: fixture.snapshot()))
        let finding = try #require(findings.first { $0.ruleID == "nss/unknown-property" })
        let fix = try #require(finding.fixes.first)
        #expect(fix.changes.first?.edits.first?.replacement == suggestion)
        #expect(fix.isPreferred == preferred, "\(finding.message)")
    }

    /// `border-style: line` is a border style, not the deprecated palette name `line`.
    @Test func aKeywordIsNotADeprecatedPaletteName() {
        let fixture = Fixture("TextField {\n    border-style: line;\n    font-color: line;\n}", defaultPath: "Theme.nss")
        let findings = Analyzer.findings(in: "Theme.nss", of: WorkspaceIndex(snapshot: fixture.snapshot()))
        let lines = findings.filter { $0.ruleID == "nss/deprecated-palette-name" }.map { fixture.files[0].text.utf8.prefix($0.location.range.start).filter { $0 == 10 }.count }
        #expect(lines == [2])
    }
}
