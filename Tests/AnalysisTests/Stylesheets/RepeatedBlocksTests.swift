import Analysis
import Diagnostics
import SourceText
import Testing

/// Themes pasted together repeat the same class blocks many times: every dead declaration and
/// definition is reported once, related only to the line that finally wins, and the count grows with
/// the number of dead lines, not with pairs of blocks.
struct RepeatedBlocksTests {
    static func pasted(_ copies: Int) -> String {
        let block = "@brand: #0A6ED1;\nButton, Label {\n    font-color: @brand;\n    font-size: 14;\n}\nLabel {\n    font-size: 16;\n}\n"
        return String(repeating: block, count: copies)
    }

    @Test(arguments: [2, 10, 200])
    func everyDeadLineOnceWithTheFinalWinner(copies: Int) {
        let source = RepeatedBlocksTests.pasted(copies)
        let findings = StylesheetTestSupport.findings(source, rule: "nss/unreachable-override", dialect: .nui)
        let text = SourceText(source)
        // Per copy but the last: `@brand`, `font-color`, and `font-size` of `Button, Label` for
        // `Button` (Label's is overridden in the same copy, but Button's only by the next copy), and
        // `Label`'s `font-size`.
        #expect(findings.count == 4 * (copies - 1))
        #expect(Set(findings.map(\.location.range.start)).count == findings.count, "one finding per dead line")
        let lastCopy = text.bytes.count - RepeatedBlocksTests.pasted(1).utf8.count
        for finding in findings {
            #expect(finding.related.count == 1)
            #expect(finding.related.allSatisfy { $0.location.range.start >= lastCopy }, "\(finding.message)")
        }
    }
}
