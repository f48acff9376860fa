import Analysis
import Diagnostics
import SourceText
import Testing

struct RenameTests {
    @Test func constantRenameUpdatesEveryUseInTheFile() throws {
        let workspace = MarkedWorkspace("""
            //- Theme.nss
            @brand: #0A6ED1;
            @other: 1️⃣@brand;
            Button { font-color: @brand; background-color: @other; }
            //- Other.nss
            Label { font-color: @brand; }
            """)
        let offset = workspace.offset("1️⃣") + 3
        let target = try Rename.prepare(at: offset, in: "Theme.nss", of: workspace.index).get()
        #expect(target.placeholder == "@brand")
        #expect(target.range == TextRange(start: workspace.offset("1️⃣"), end: workspace.offset("1️⃣") + 6))
        let edits = try Rename.edits(at: offset, in: "Theme.nss", to: "@accent", of: workspace.index).get()
        #expect(edits.map(\.path) == ["Theme.nss"])
        let result = try workspace.applying(edits)
        #expect(result["Theme.nss"] == "@accent: #0A6ED1;\n@other: @accent;\nButton { font-color: @accent; background-color: @other; }")
        // Without `@` the result is the same.
        #expect(try Rename.edits(at: offset, in: "Theme.nss", to: "accent", of: workspace.index).get() == edits)
    }

    @Test func renameRefusesWhatWouldChangeMeaning() {
        let workspace = MarkedWorkspace("""
            1️⃣@tintColor_darkBackground: #000000;
            2️⃣@brand: #111111;
            @other: #222222;
            3️⃣Button { font-color: @brand; }
            Label { font-color: 4️⃣@missing; }
            """)
        func refusal(_ marker: String, to name: String = "x") -> String? {
            if case .failure(let refusal) = Rename.edits(at: workspace.offset(marker), in: "Theme.nss", to: name, of: workspace.index) {
                return refusal.message
            }
            return nil
        }
        #expect(refusal("1️⃣")?.contains("overrides the palette") == true)
        if case .success = Rename.prepare(at: workspace.offset("1️⃣"), in: "Theme.nss", of: workspace.index) { Issue.record("prepare must refuse") }
        #expect(refusal("2️⃣", to: "other")?.contains("already defined") == true)
        #expect(refusal("2️⃣", to: "tintColor")?.contains("would override") == true)
        #expect(refusal("2️⃣", to: "1x")?.contains("not a valid") == true)
        #expect(refusal("3️⃣")?.contains("built-in class") == true)
        #expect(refusal("4️⃣")?.contains("not defined") == true)
    }

    static let tokens = ##"""
        //- tokens/global.tokens.json
        { "grey": { "$type": "color", "1️⃣94": { "$value": "#F0F0F0" } } }
        //- tokens/light.tokens.json
        { "surface": { "$type": "color", "$value": "{2️⃣grey.94}" }, "card": { "$type": "color", "$value": { "$ref": "#/grey/94" } } }
        //- tokens/dark.tokens.json
        { "surface": { "$type": "color", "$value": "{grey.94}" } }
        """##

    @Test func tokenRenameUpdatesEveryReference() throws {
        let workspace = MarkedWorkspace(Self.tokens)
        let global = "tokens/global.tokens.json"
        let target = try Rename.prepare(at: workspace.offset("1️⃣", in: global), in: global, of: workspace.index).get()
        #expect(target.placeholder == "94")
        let edits = try Rename.edits(at: workspace.offset("1️⃣", in: global), in: global, to: "95", of: workspace.index).get()
        let result = try workspace.applying(edits)
        #expect(result[global] == ##"{ "grey": { "$type": "color", "95": { "$value": "#F0F0F0" } } }"##)
        #expect(result["tokens/light.tokens.json"] == ##"{ "surface": { "$type": "color", "$value": "{grey.95}" }, "card": { "$type": "color", "$value": { "$ref": "#/grey/95" } } }"##)
        #expect(result["tokens/dark.tokens.json"] == ##"{ "surface": { "$type": "color", "$value": "{grey.95}" } }"##)
        // From a reference, the new name is a path whose last segment changes.
        let light = "tokens/light.tokens.json"
        let fromReference = try Rename.edits(at: workspace.offset("2️⃣", in: light), in: light, to: "grey.95", of: workspace.index).get()
        #expect(fromReference == edits)
        if case .success = Rename.edits(at: workspace.offset("2️⃣", in: light), in: light, to: "gray.95", of: workspace.index) {
            Issue.record("moving a token to another group is not a rename")
        }
    }

    @Test func tokenRenameRefusesAnExistingName() {
        let workspace = MarkedWorkspace(##"""
            //- a.tokens.json
            { "grey": { "$type": "color", "1️⃣94": { "$value": "#F0F0F0" }, "95": { "$value": "#F5F5F5" } } }
            """##)
        guard case .failure(let refusal) = Rename.edits(at: workspace.offset("1️⃣"), in: "a.tokens.json", to: "95", of: workspace.index) else {
            Issue.record("renaming onto an existing token must be refused")
            return
        }
        #expect(refusal.message == "`grey.95` is already defined")
    }

    @Test func reservedTokenNamesAreNotRenamed() {
        let workspace = MarkedWorkspace(##"""
            { "accent": { "$type": "color", "1️⃣$root": { "$value": "#0A6ED1" }, "hover": { "$value": "#085CAF" } }, "link": { "$type": "color", "$value": "{2️⃣accent.$root}" } }
            """##, defaultPath: "a.tokens.json")
        for marker in ["1️⃣", "2️⃣"] {
            guard case .failure(let refusal) = Rename.prepare(at: workspace.offset(marker), in: "a.tokens.json", of: workspace.index) else {
                Issue.record("`$root` must not be renamed (at \(marker))")
                continue
            }
            #expect(refusal.message.contains("reserved"))
        }
    }

    @Test func paletteTokenRenameUpdatesStylesheets() throws {
        let workspace = MarkedWorkspace(##"""
            //- tokens/brand.tokens.json
            { "fiori": { "$type": "color", "1️⃣brandAccent": { "$value": "#FF00AA" } } }
            //- Theme.nss
            @brandAccent_darkBackground: #000000;
            Button { font-color: 2️⃣brandAccent; background-color: brandAccent_darkBackground; }
            """##)
        let edits = try Rename.edits(at: workspace.offset("2️⃣", in: "Theme.nss"), in: "Theme.nss", to: "brandPink", of: workspace.index).get()
        let result = try workspace.applying(edits)
        #expect(result["tokens/brand.tokens.json"] == ##"{ "fiori": { "$type": "color", "brandPink": { "$value": "#FF00AA" } } }"##)
        #expect(result["Theme.nss"] == "@brandPink_darkBackground: #000000;\nButton { font-color: brandPink; background-color: brandPink_darkBackground; }")
    }

    @Test func builtInPaletteNamesAreNotRenamed() {
        let workspace = MarkedWorkspace("Button { font-color: 1️⃣primaryLabel; }")
        guard case .failure(let refusal) = Rename.prepare(at: workspace.offset("1️⃣"), in: "Theme.nss", of: workspace.index) else {
            Issue.record("a built-in palette name must not be renamed")
            return
        }
        #expect(refusal.message.contains("built-in palette"))
    }
}
