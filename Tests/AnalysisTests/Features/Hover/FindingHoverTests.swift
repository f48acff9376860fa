import Analysis
import Diagnostics
import Testing

/// The rule explanation a hover inside a finding shows: from the rule's descriptor, one section per
/// rule, only where a finding is.
@Suite struct FindingHoverTests {
    @Test func aFindingIsExplainedByItsRule() throws {
        let fixture = FeatureFixture("@sp1️⃣are: #FF0000;\n@brand: #0A6ED1;\nButton {\n    font-color: @br2️⃣and;\n}\n")
        let (path, offset) = fixture.position("1️⃣")
        let findings = Analyzer.findings(in: path, of: fixture.index)
        let content = try #require(FindingHover.content(for: findings, at: offset))
        let rule = try #require(RuleRegistry.rule(withID: "nuance/unused-constant")).descriptor
        #expect(content.blocks.first == .headline(name: rule.id, text: rule.summary))
        #expect(content.blocks.contains(.paragraph(rule.rationale)))
        #expect(content.blocks.contains(.paragraph("How to fix it: " + rule.fix)))
        #expect(content.blocks.contains(.code(rule.triggering[0].shownSource, language: "")))
        #expect(content.blocks.filter { if case .code = $0 { return true } else { return false } }.count == 1)
        #expect(fixture.text(content.range, in: path) == "@spare")
        #expect(FindingHover.content(for: findings, at: fixture.position("2️⃣").offset) == nil)
    }

    @Test func aWholeFileFindingOpensNoHover() throws {
        let findings = [
            Finding(ruleID: "nss/not-nui-content", severity: .information, message: "not NUI", location: Location(path: "A.nss", range: .init(start: 0, end: 40)))
        ]
        #expect(FindingHover.content(for: findings, at: 10) == nil)
    }
}
