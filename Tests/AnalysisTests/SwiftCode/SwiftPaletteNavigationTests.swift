import Analysis
import Diagnostics
import SourceText
import Testing

/// Hover, definition and references of palette names written in Swift calls, as the workspace
/// resolves them: overrides in stylesheets win over a palette token, which wins over the built-in
/// palette entry.
struct SwiftPaletteNavigationTests {
    static let workspace = """
        //- View.swift
        struct V { var body: some View { Text("a").foregroundColor(Color.preferredColor(.1️⃣tintColor2️⃣, background: .darkConstant)).background(Color.preferredColor(.3️⃣primaryLabel4️⃣)) } }
        //- Other.swift
        let c = UIColor.preferredFioriColor(forStyle: .5️⃣tintColor6️⃣)
        //- Theme.nss
        @7️⃣tintColor_darkBackground8️⃣: #112233;
        Button { font-color: 9️⃣tintColor; }
        """

    @Test func hoverShowsTheOverrideThatDecides() throws {
        let workspace = MarkedWorkspace(Self.workspace)
        let hover = try #require(workspace.index.hover(path: "View.swift", offset: workspace.offset("1️⃣")))
        #expect(hover.range == workspace.location("1️⃣", "2️⃣").range)
        let text = hover.blocks.map { "\($0)" }.joined(separator: "\n")
        #expect(text.contains("#112233"))
        #expect(text.contains("@tintColor_darkBackground"))
        #expect(text.contains("dark background"))
    }

    @Test func definitionGoesToTheWinningOverride() {
        let workspace = MarkedWorkspace(Self.workspace)
        let definitions = Navigation.definitions(at: workspace.offset("5️⃣"), in: "Other.swift", of: workspace.index)
        #expect(definitions == [workspace.location("7️⃣", "8️⃣")])
    }

    @Test func definitionWithoutOverrideIsThePaletteEntry() {
        let workspace = MarkedWorkspace(Self.workspace)
        let definitions = Navigation.definitions(at: workspace.offset("3️⃣"), in: "View.swift", of: workspace.index)
        #expect(definitions == workspace.index.stylesheets.palette["primaryLabel"]?.location.map { [$0] } ?? [])
    }

    @Test func referencesIncludeSwiftUsesAndOverrides() {
        let workspace = MarkedWorkspace(Self.workspace)
        let references = Set(Navigation.references(at: workspace.offset("2️⃣"), in: "View.swift", of: workspace.index, includeDeclaration: true))
        #expect(references.contains(workspace.location("1️⃣", "2️⃣")))
        #expect(references.contains(workspace.location("5️⃣", "6️⃣")))
        #expect(references.contains(Location(path: "Theme.nss", range: TextRange(start: workspace.offset("7️⃣"), end: workspace.offset("7️⃣") + 9))))
        #expect(references.contains { $0.path == "Theme.nss" && $0.range.start == workspace.offset("9️⃣") })
        // From the stylesheet's side too.
        let fromSheet = Navigation.references(at: workspace.offset("9️⃣"), in: "Theme.nss", of: workspace.index, includeDeclaration: false)
        #expect(fromSheet.contains(workspace.location("5️⃣", "6️⃣")))
    }

    @Test func definitionOfAPaletteTokenWithoutOverrideIsTheToken() {
        var configuration = Configuration()
        configuration.stylesheets.palette = .tokenFile("palette.tokens.json")
        let workspace = MarkedWorkspace(
            """
            //- palette.tokens.json
            { 1️⃣"brandColor": { "$type": "color", "$value": "#0A6ED1" } }
            //- View.swift
            let c = Color.preferredColor(.2️⃣brandColor)
            """, configuration: configuration)
        let definitions = Navigation.definitions(at: workspace.offset("2️⃣"), in: "View.swift", of: workspace.index)
        #expect(definitions.map(\.path) == ["palette.tokens.json"])
        #expect(definitions.first.map { $0.range.start == workspace.offset("1️⃣") + 1 } == true)
    }
}
