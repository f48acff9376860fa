import Analysis
import SourceText
import Testing

struct StructureTests {
    @Test func foldingCoversBlocksCommentsAndTokenGroups() {
        let workspace = MarkedWorkspace(##"""
            //- Theme.nss
            1️⃣/* a
               comment */2️⃣
            3️⃣Button {
                font-size: 12;
            }4️⃣
            Label { font-size: 12; }
            //- a.tokens.json
            5️⃣{
              "color": 6️⃣{
                "brand": { "$value": "#0A6ED1", "$type": "color" }
              }7️⃣
            }8️⃣
            """##)
        let regions = FoldingRanges.regions(of: "Theme.nss", in: workspace.index)
        #expect(regions == [
            FoldingRegion(range: workspace.location("1️⃣", "2️⃣").range, kind: .comment),
            FoldingRegion(range: workspace.location("3️⃣", "4️⃣").range, kind: .region),
        ])
        let tokenRegions = FoldingRanges.regions(of: "a.tokens.json", in: workspace.index)
        #expect(tokenRegions.map(\.range) == [workspace.location("5️⃣", "8️⃣").range, workspace.location("6️⃣", "7️⃣").range])
    }

    @Test func selectionGrowsFromTheWordToTheFile() {
        let workspace = MarkedWorkspace("@a: 1;\nButton { font-color: rgba(0, 0, 1️⃣0, 1); font-size: 2; }")
        let ranges = SelectionRanges.ranges(at: workspace.offset("1️⃣"), in: "Theme.nss", of: workspace.index)
        let text = workspace.text("Theme.nss")
        #expect(ranges.map { text[$0] } == [
            "0", "rgba(0, 0, 0, 1)", "font-color: rgba(0, 0, 0, 1);", " font-color: rgba(0, 0, 0, 1); font-size: 2; ",
            "Button { font-color: rgba(0, 0, 0, 1); font-size: 2; }", text.string,
        ])
    }

    @Test func selectionInTokenFiles() {
        let workspace = MarkedWorkspace(##"{ "color": { "brand": { "$value": "#0A1️⃣6ED1" } } }"##, defaultPath: "a.tokens.json")
        let text = workspace.text("a.tokens.json")
        let ranges = SelectionRanges.ranges(at: workspace.offset("1️⃣"), in: "a.tokens.json", of: workspace.index).map { text[$0] }
        #expect(ranges.prefix(3) == ["#0A6ED1", "\"#0A6ED1\"", "\"$value\": \"#0A6ED1\""])
        #expect(ranges.last == text.string)
    }

    @Test func semanticTokensClassifyNames() {
        let workspace = MarkedWorkspace("@brand: primaryLabel;\nButton { font-color: @brand; }\nfdlThing { nonsense: primary1; }")
        let tokens = SemanticTokens.tokens(of: "Theme.nss", in: workspace.index)
        let text = workspace.text("Theme.nss")
        let described = tokens.map { "\(text[$0.range]):\($0.kind.legendName):\($0.modifiers.map(\.legendName).sorted().joined(separator: "+"))" }
        #expect(described == [
            "@brand:variable:declaration+readonly", "primaryLabel:enumMember:defaultLibrary", "Button:class:defaultLibrary",
            "font-color:property:defaultLibrary", "@brand:variable:readonly", "fdlThing:class:", "nonsense:property:",
            "primary1:enumMember:defaultLibrary+deprecated",
        ])
    }
}
