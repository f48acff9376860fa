import Analysis
import Diagnostics
import Testing
import TestSupport

/// Token systems: each resolver, Tokens Studio project, Style Dictionary configuration or tokens
/// folder resolves on its own, in the contexts it declares (the product of its axes).
struct TokenSystemTests {
    private func index(_ source: String) -> WorkspaceIndex {
        WorkspaceIndex(snapshot: Fixture(source, defaultPath: "tokens.tokens.json").snapshot())
    }

    private func messages(_ index: WorkspaceIndex, _ rule: String? = nil) -> [String] {
        index.snapshot.paths.flatMap { path in
            Analyzer.findings(in: path, of: index, rules: TokenRules.all).filter { rule == nil || $0.ruleID == rule }
                .map { "\($0.ruleID) \(path): \($0.message)" }
        }
    }

    static let twoResolvers = ##"""
        //- one.resolver.json
        { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "one/base.tokens.json" }] } },
          "modifiers": { "theme": { "contexts": {
            "light": [{ "$ref": "one/light.tokens.json" }], "dark": [{ "$ref": "one/dark.tokens.json" }] } } } }
        //- one/base.tokens.json
        { "grey": { "$type": "color", "0": { "$value": "#FFFFFF" }, "9": { "$value": "#111111" } } }
        //- one/light.tokens.json
        { "surface": { "$type": "color", "$value": "{grey.0}" } }
        //- one/dark.tokens.json
        { "surface": { "$type": "color", "$value": "{grey.9}" } }
        //- two.resolver.json
        { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "two/base.tokens.json" }] } },
          "modifiers": { "contrast": { "contexts": {
            "normal": [], "high": [{ "$ref": "two/high.tokens.json" }] } } } }
        //- two/base.tokens.json
        { "grey": { "$type": "color", "0": { "$value": "#FAFAFA" } }, "surface": { "$type": "color", "$value": "{grey.0}" } }
        //- two/high.tokens.json
        { "surface": { "$type": "color", "$value": "#000000" } }
        """##

    @Test func systemsNeverCollideNorShareContexts() {
        let index = index(Self.twoResolvers)
        #expect(messages(index).isEmpty)
        #expect(index.tokens.systems.count == 2)
        let one = index.tokens.graph(for: "one/dark.tokens.json")
        let two = index.tokens.graph(for: "two/high.tokens.json")
        #expect(one.modes == ["light", "dark"])
        #expect(two.modes == ["normal", "high"])
        #expect(one.resolution("surface", mode: "dark")?.value == "#111111")
        #expect(one.resolution("grey.0", mode: "light")?.value == "#FFFFFF")
        #expect(two.resolution("grey.0", mode: "normal")?.value == "#FAFAFA")
        #expect(two.resolution("surface", mode: "high")?.value == "#000000")
    }

    @Test func contextsAreTheProductOfTheAxesAndExplainShowsTheWinningFile() throws {
        let index = index(##"""
            //- app.resolver.json
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
              "modifiers": {
                "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } },
                "size": { "contexts": { "desktop": [], "mobile": [{ "$ref": "mobile.tokens.json" }] } } } }
            //- base.tokens.json
            { "space": { "$type": "dimension", "$value": "8px" }, "gap": { "$type": "dimension", "$value": "{space}" } }
            //- light.tokens.json
            { "surface": { "$type": "color", "$value": "#FFFFFF" } }
            //- dark.tokens.json
            { "surface": { "$type": "color", "$value": "#1D232A" } }
            //- mobile.tokens.json
            { "space": { "$type": "dimension", "$value": "12px" } }
            """##)
        #expect(index.tokens.modes == ["light/desktop", "light/mobile", "dark/desktop", "dark/mobile"])
        let gap = try #require(index.tokens.explain("gap", in: "base.tokens.json"))
        #expect(gap.values.map { "\($0.mode)=\($0.value)@\($0.source?.path ?? "")" } == [
            "light/desktop=8px@base.tokens.json", "light/mobile=12px@mobile.tokens.json",
            "dark/desktop=8px@base.tokens.json", "dark/mobile=12px@mobile.tokens.json",
        ])
        let surface = try #require(index.tokens.explain("surface"))
        #expect(surface.values.map { "\($0.mode)=\($0.value)@\($0.source?.path ?? "")" } == [
            "light/desktop=#FFFFFF@light.tokens.json", "light/mobile=#FFFFFF@light.tokens.json",
            "dark/desktop=#1D232A@dark.tokens.json", "dark/mobile=#1D232A@dark.tokens.json",
        ])
        #expect(messages(index).isEmpty)
        // The hover on the token's name shows the same lines, each with the file its value comes from.
        let text = try #require(index.snapshot.text(of: "dark.tokens.json"))
        let offset = try #require(Array(text.bytes).firstIndex(of: UInt8(ascii: "s")))
        let hover = try #require(index.hover(path: "dark.tokens.json", offset: offset + 1))
        let lines = hover.blocks.compactMap { block -> [HoverLine]? in
            if case .values(heading: "Values", let lines) = block { return lines }
            return nil
        }.first ?? []
        #expect(lines.map(\.label) == ["light/desktop", "light/mobile", "dark/desktop", "dark/mobile"])
        #expect(lines.map { $0.text.contains("dark.tokens.json") } == [false, false, true, true])
    }

    @Test func tokensStudioThemesAreContextsAndSetsOverrideInOrder() {
        let index = index(##"""
            //- tokens/$metadata.json
            { "tokenSetOrder": ["core", "brand/a", "brand/b"] }
            //- tokens/$themes.json
            [ { "name": "A", "group": "brand", "selectedTokenSets": { "core": "source", "brand/a": "enabled" } },
              { "name": "B", "group": "brand", "selectedTokenSets": { "core": "source", "brand/b": "enabled" } } ]
            //- tokens/core.json
            { "size": { "4": { "value": "16", "type": "sizing" } }, "primary": { "value": "#0A6ED1", "type": "color" } }
            //- tokens/brand/a.json
            { "primary": { "value": "#E9730C", "type": "color" }, "ratio": { "value": "{size.4}", "type": "number" } }
            //- tokens/brand/b.json
            { "primary": { "value": "#107E3E", "type": "color" }, "ratio": { "value": "{size.4}", "type": "number" } }
            """##)
        #expect(messages(index).isEmpty)
        let graph = index.tokens.graph(for: "tokens/core.json")
        #expect(graph.modes == ["A", "B"])
        #expect(graph.resolution("primary", mode: "A")?.value == "#E9730C")
        #expect(graph.resolution("primary", mode: "B")?.value == "#107E3E")
    }

    @Test func styleDictionaryConfigurationSaysWhichFilesFormTheSet() {
        let index = index(##"""
            //- sd/config.json
            { "include": ["base/**/*.json"], "source": ["tokens/**/*.json"], "platforms": { "css": { "transformGroup": "css" } } }
            //- sd/base/color.json
            { "color": { "primary": { "value": "#0A6ED1" } } }
            //- sd/tokens/color.json
            { "color": { "primary": { "value": "#E9730C" }, "text": { "value": "{color.primary}" } } }
            //- sd/tokens/more.json
            { "color": { "text": { "value": "#32363A" } } }
            //- other/tokens/color.json
            { "color": { "primary": { "value": "#107E3E" } } }
            """##)
        // `include` files are there to be overridden; two `source` files defining one token collide.
        #expect(messages(index, "tokens/collision") == [
            "tokens/collision sd/tokens/more.json: `color.text` is defined again: this value `#32363A` replaces `{color.primary}`",
        ])
        #expect(index.tokens.graph(for: "sd/tokens/color.json").resolution("color.primary", mode: "")?.value == "#E9730C")
        #expect(index.tokens.graph(for: "other/tokens/color.json").resolution("color.primary", mode: "")?.value == "#107E3E")
    }

    @Test func styleDictionaryIdiomsAreNotErrors() {
        let index = index(##"""
            //- tokens/globals.json
            { "globals": { "baseline": "16", "unit": "px" } }
            //- tokens/size.json
            { "size": { "base": { "value": "{globals.baseline}{globals.unit}", "type": "dimension" } },
              "font": { "body": { "value": "{size.base}", "type": "fontSize" } },
              "color": { "muted": { "value": { "r": 146, "g": 153, "b": 162 }, "type": "color" } } }
            """##)
        #expect(messages(index).isEmpty)
        let graph = index.tokens.graph
        #expect(graph.resolution("font.body", mode: "")?.value == "16px")
        #expect(graph.resolution("color.muted", mode: "")?.color != nil)
    }
}
