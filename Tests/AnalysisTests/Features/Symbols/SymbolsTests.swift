import Analysis
import SourceText
import Testing

struct SymbolsTests {
    @Test func stylesheetOutline() {
        let workspace = MarkedWorkspace("""
            1️⃣@brand2️⃣: #0A6ED1;
            3️⃣Button, Label4️⃣ { 5️⃣font-color6️⃣: @brand; }
            @media (device:ipad) { Button { font-size: 14; } }
            """)
        let outline = DocumentSymbols.outline(of: "Theme.nss", in: workspace.index)
        #expect(outline.map(\.name) == ["@brand", "Button, Label", "@media (device:ipad)"])
        #expect(outline.map(\.kind) == [.constant, .styleClass, .media])
        #expect(outline[0].selectionRange == workspace.location("1️⃣", "2️⃣").range)
        #expect(outline[0].detail == "#0A6ED1")
        #expect(outline[1].selectionRange == workspace.location("3️⃣", "4️⃣").range)
        #expect(outline[1].children.map(\.name) == ["font-color"])
        #expect(outline[1].children[0].selectionRange == workspace.location("5️⃣", "6️⃣").range)
        #expect(outline[2].children.map(\.name) == ["Button"])
        #expect(outline[2].children[0].children.map(\.name) == ["font-size"])
    }

    @Test func tokenOutlineNestsGroups() {
        let workspace = MarkedWorkspace(##"""
            { "color": { "$type": "color", "1️⃣brand2️⃣": { "$value": "#0A6ED1" }, "grey": { "94": { "$value": "#F0F0F0" } } }, "space": { "$value": "4px", "$type": "dimension" } }
            """##, defaultPath: "a.tokens.json")
        let outline = DocumentSymbols.outline(of: "a.tokens.json", in: workspace.index)
        #expect(outline.map(\.name) == ["color", "space"])
        #expect(outline.map(\.kind) == [.tokenGroup, .token])
        #expect(outline[0].children.map(\.name) == ["brand", "grey"])
        #expect(outline[0].children[0].selectionRange == workspace.location("1️⃣", "2️⃣").range)
        #expect(outline[0].children[1].children.map(\.name) == ["94"])
        for group in outline { for child in group.children { #expect(group.range.contains(child.range)) } }
    }

    @Test func modelOutlineShowsAnnotatedDeclarations() {
        let workspace = MarkedWorkspace("""
            //- Sources/Kit/_ComponentProtocols/Base.swift
            // sourcery: BaseComponent
            public protocol _TitleComponent {
                // sourcery: @ViewBuilder
                var title: AttributedString { get }
                var plain: Int { get }
            }
            struct Unrelated {}
            """)
        let outline = DocumentSymbols.outline(of: "Sources/Kit/_ComponentProtocols/Base.swift", in: workspace.index)
        #expect(outline.map(\.name) == ["_TitleComponent"])
        #expect(outline.first?.kind == .protocolType)
        #expect(outline.first?.children.map(\.name) == ["title"])
        #expect(outline.first?.detail == "sourcery: BaseComponent")
    }

    @Test func workspaceSymbolsMatchFuzzily() {
        let workspace = MarkedWorkspace(##"""
            //- Theme.nss
            @brandColor: #0A6ED1;
            Button { font-color: @brandColor; }
            //- a.tokens.json
            { "color": { "brand": { "$value": "#0A6ED1", "$type": "color" } } }
            """##)
        let names = WorkspaceSymbols.search("brnd", in: workspace.index).map(\.name)
        #expect(names.contains("@brandColor"))
        #expect(names.contains("color.brand"))
        #expect(!names.contains("Button"))
        #expect(WorkspaceSymbols.search("Butn", in: workspace.index).map(\.name) == ["Button"])
        #expect(FuzzyMatch.score("bc", "brandColor")! > FuzzyMatch.score("bc", "abacus")!)
        #expect(FuzzyMatch.score("xyz", "brandColor") == nil)
    }
}
