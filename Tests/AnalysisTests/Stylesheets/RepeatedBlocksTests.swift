import Analysis
import Diagnostics
import SourceText
import Testing

/// Themes pasted together repeat the same class blocks many times: every dead block, declaration and
/// definition is reported once, related only to what finally wins, and the count grows with the
/// number of dead blocks and lines, not with pairs of blocks.
struct RepeatedBlocksTests {
    static func pasted(_ copies: Int) -> String {
        let block = "@brand: #0A6ED1;\nButton, Label {\n    font-color: @brand;\n    font-size: 14;\n}\nLabel {\n    font-size: 16;\n}\n"
        return String(repeating: block, count: copies)
    }

    // 3,000 copies have enough dead blocks for their findings to be made on every core.
    @Test(arguments: [2, 10, 200, 3_000])
    func everyDeadLineOnceWithTheFinalWinner(copies: Int) {
        let source = RepeatedBlocksTests.pasted(copies)
        let findings = StylesheetTestSupport.findings(source, rule: "nss/unreachable-override", dialect: .nui)
        let text = SourceText(source)
        // Per copy but the last: `@brand`, the block `Button, Label` (its `font-color` is overridden by
        // the next copy, its `font-size` for `Label` in the same copy but for `Button` only by the next
        // copy), and the block `Label`: two blocks of which nothing takes effect, one finding each.
        #expect(findings.count == 3 * (copies - 1))
        #expect(findings.filter { $0.message.contains("the block never takes effect") }.count == 2 * (copies - 1))
        #expect(Set(findings.map(\.location.range.start)).count == findings.count, "one finding per dead line or block")
        let blockStarts = findings.filter { $0.message.contains("the block never takes effect") }.map(\.location.range.start)
        #expect(blockStarts == blockStarts.sorted(), "dead blocks in file order")
        let lastCopy = text.bytes.count - RepeatedBlocksTests.pasted(1).utf8.count
        for finding in findings {
            #expect(finding.related.count == 1)
            #expect(finding.related.allSatisfy { $0.location.range.start >= lastCopy }, "\(finding.message)")
        }
    }

    /// Removing a dead block is a safe fix, applied by `--fix`, unless the block holds a comment.
    @Test func aDeadBlockIsRemovedByFixAllUnlessItHoldsAComment() throws {
        let later = "Label {\n    font-size: 2;\n}\n"
        let plain = StylesheetTestSupport.findings("Label {\n    font-size: 1;\n}\n" + later, rule: "nss/unreachable-override", dialect: .nui)
        let commented = StylesheetTestSupport.findings(
            "Label {\n    /* the old size */\n    font-size: 1;\n}\n" + later, rule: "nss/unreachable-override", dialect: .nui)
        #expect(plain.count == 1 && commented.count == 1)
        let plainFix = try #require(plain.first?.fixes.first)
        #expect(plainFix.isPreferred)
        #expect(plainFix.changes.first?.edits.first?.range == TextRange(start: 0, end: 28), "the block and its line break")
        #expect(commented.first?.fixes.first?.isPreferred == false)
    }

    /// Dead blocks share the text of the first one made for the same winner only when they name the
    /// same classes and lose the same properties to the same blocks.
    @Test func deadBlocksWithTheSameWinnerSayWhatIsTheirs() {
        let source = """
            Button {
                font-size: 1;
            }
            Label {
                font-size: 1;
            }
            Button, Label {
                font-size: 2;
            }
            Switch {
                font-size: 1;
                font-color: #000000;
            }
            Switch {
                font-size: 1;
                text-align: left;
            }
            Switch {
                font-size: 2;
            }
            Switch {
                font-color: #FFFFFF;
                text-align: right;
            }

            """
        let findings = StylesheetTestSupport.findings(source, rule: "nss/unreachable-override", dialect: .nui)
        #expect(
            findings.map(\.message) == [
                "every declaration of this block of `Button` is overridden by a later block at line 7; the block never takes effect",
                "every declaration of this block of `Label` is overridden by a later block at line 7; the block never takes effect",
                "every declaration of this block of `Switch` is overridden by later blocks at lines 18 and 21; the block never takes effect",
                "every declaration of this block of `Switch` is overridden by later blocks at lines 18 and 21; the block never takes effect",
            ])
        #expect(
            findings.map { $0.related.map(\.message) } == [
                ["this later block overrides all of them"], ["this later block overrides all of them"],
                ["this later block overrides `font-size`", "this later block overrides `font-color`"],
                ["this later block overrides `font-size`", "this later block overrides `text-align`"],
            ])
    }
}
