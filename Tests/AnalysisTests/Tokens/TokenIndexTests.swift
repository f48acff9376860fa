import Analysis
import Colors
import Diagnostics
import SourceText
import Testing
import TestSupport

/// Hand-written fixtures for what the corpus does not contain: cycles, `$ref`, `$extends`, `$root`,
/// `$deprecated`, collisions, tiers and modes.
struct TokenIndexTests {
    private func index(_ source: String, configuration: Configuration = Configuration()) -> (Fixture, WorkspaceIndex) {
        let fixture = Fixture(source, defaultPath: "tokens.tokens.json")
        return (fixture, WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration)))
    }

    private func findings(_ index: WorkspaceIndex, _ rule: String) -> [Finding] {
        index.snapshot.paths.flatMap { path in
            Analyzer.findings(in: path, of: index, rules: TokenRules.all).filter { $0.ruleID == rule }
        }
    }

    @Test func cyclesAreReportedOnEveryMemberWithTheWholeLoop() {
        let (fixture, index) = index(##"""
            { "a": { "$type": "color", "$value": "{1️⃣b}" },
              "b": { "$type": "color", "$value": "{2️⃣c}" },
              "c": { "$type": "color", "$value": "{3️⃣a}" },
              "d": { "$type": "color", "$value": "{a}" } }
            """##)
        let cycles = findings(index, "tokens/circular-reference")
        let file = fixture.files[0]
        #expect(cycles.map(\.location.range.start) == ["1️⃣", "2️⃣", "3️⃣"].map { file.markers[$0]! })
        #expect(cycles.map(\.message) == [
            "circular reference: `a` → `b` → `c` → `a`",
            "circular reference: `b` → `c` → `a` → `b`",
            "circular reference: `c` → `a` → `b` → `c`",
        ])
        #expect(cycles[0].related.count == 2)
        // `d` leads into the loop without being on it: it does not resolve, and is not reported as a member.
        #expect(index.tokens.graph.resolution("d", mode: "")?.failure?.message.hasPrefix("circular reference") == true)
    }

    @Test func pointersRootsAndMathResolve() {
        let (_, index) = index(##"""
            { "brand": { "$type": "color", "primary": { "$value": "#0A6ED1" } },
              "accent": { "$type": "color", "$root": { "$value": { "$ref": "#/brand/primary/$value" } }, "hover": { "$value": "#085CAF" } },
              "link": { "$value": "{accent.$root}" },
              "space": { "$type": "dimension", "xs": { "$value": "4px" }, "sm": { "$value": "{space.xs} * 2" }, "pair": { "$value": "{space.xs} {space.sm}" } } }
            """##)
        let graph = index.tokens.graph
        #expect(graph.resolution("accent.$root", mode: "")?.value == "#0A6ED1")
        #expect(graph.resolution("link", mode: "")?.value == "#0A6ED1")
        #expect(graph.resolution("link", mode: "")?.chain == ["link", "accent.$root", "brand.primary"])
        #expect(graph.resolution("link", mode: "")?.type == "color")
        #expect(graph.resolution("space.sm", mode: "")?.value == "8px")
        #expect(graph.resolution("space.pair", mode: "")?.value == "4px 8px")
        #expect(findings(index, "tokens/unresolved-reference").isEmpty)
    }

    @Test func extendsInheritsTokensAndReportsCycles() {
        let (_, index) = index(##"""
            { "button": { "$type": "color", "background": { "$value": "#FFFFFF" }, "text": { "$value": "#000000" } },
              "primaryButton": { "$extends": "{button}", "background": { "$value": "#0A6ED1" } },
              "loopA": { "$extends": "{1️⃣loopB}" }, "loopB": { "$extends": "{loopA}" },
              "bad": { "$extends": "{2️⃣button.text}" } }
            """##)
        let graph = index.tokens.graph
        #expect(graph.resolution("primaryButton.text", mode: "")?.value == "#000000")
        #expect(graph.resolution("primaryButton.background", mode: "")?.value == "#0A6ED1")
        #expect(graph.definitions["primaryButton.text"]?.first?.inheritedFrom == "button")
        #expect(findings(index, "tokens/circular-reference").contains { $0.message == "circular `$extends`: `loopA` → `loopB` → `loopA`" })
        #expect(findings(index, "tokens/invalid-value").map(\.message) == ["`$extends` must name a group, but `button.text` is a token"])
        #expect(index.tokens.explain("primaryButton.text")?.definitions.first?.verdict.contains("inherited from `button`") == true)
    }

    @Test func unresolvedReferenceSuggestsAndItsFixRemovesTheFinding() throws {
        let (fixture, index) = index(##"{ "grey": { "$type": "color", "94": { "$value": "#F0F0F0" } }, "background": { "$value": "{grey.49}" } }"##)
        let finding = try #require(findings(index, "tokens/unresolved-reference").first)
        #expect(finding.message == "`background` references `grey.49`, which is not defined; did you mean `grey.94`?")
        let fix = try #require(finding.fixes.first)
        let fixed = try SourceText(fixture.files[0].text).applying(fix.changes[0].edits)
        let after = WorkspaceIndex(snapshot: Snapshot(files: [SnapshotFile(path: "tokens.tokens.json", kind: .tokens, text: fixed)]))
        #expect(findings(after, "tokens/unresolved-reference").isEmpty)
        #expect(after.tokens.graph.resolution("background", mode: "")?.value == "#F0F0F0")
    }

    @Test func deprecatedUsesGetAHintAndAReplacement() throws {
        let (_, index) = index(##"""
            { "primaryLabel": { "$type": "color", "$value": "#32363A" },
              "primary1": { "$type": "color", "$value": "{primaryLabel}", "$deprecated": "renamed to primaryLabel" },
              "title": { "$value": "{primary1}" } }
            """##)
        let finding = try #require(findings(index, "tokens/deprecated").first)
        #expect(finding.message == "`primary1` is deprecated: renamed to primaryLabel")
        #expect(finding.tags == [.deprecated])
        #expect(finding.fixes.first?.changes.first?.edits.first?.replacement == "primaryLabel")
    }

    @Test func collisionsPointAtTheEarlierDefinition() throws {
        let (fixture, index) = index(##"""
            //- tokens/a.tokens.json
            { "color": { 1️⃣"primary": { "$type": "color", "$value": "#0A6ED1" } } }
            //- tokens/b.tokens.json
            { "color": { 2️⃣"primary": { "$type": "color", "$value": "#0854A0" } } }
            """##)
        let finding = try #require(findings(index, "tokens/collision").first)
        #expect(finding.location == Location(path: "tokens/b.tokens.json", range: TextRange(start: fixture.file("tokens/b.tokens.json")!.markers["2️⃣"]!, end: fixture.file("tokens/b.tokens.json")!.markers["2️⃣"]! + 9)))
        #expect(finding.related.first?.location.path == "tokens/a.tokens.json")
        #expect(finding.related.first?.location.range.start == fixture.file("tokens/a.tokens.json")!.markers["1️⃣"])
        #expect(finding.message == "`color.primary` is defined again: this value `#0854A0` replaces `#0A6ED1`")
        #expect(index.tokens.graph.resolution("color.primary", mode: "")?.value == "#0854A0")
    }

    @Test func tiersComeFromConfiguredGlobsAndPrefixes() {
        var configuration = Configuration()
        configuration.tokens.tiers = [.global: ["design/base/**"], .alias: ["design/semantic.json"], .control: ["design/controls/**"]]
        let (_, index) = index(##"""
            //- design/base/colors.tokens.json
            { "grey": { "$type": "color", "98": { "$value": "#FAFAFA" } }, "radius": { "$type": "dimension", "2": { "$value": "2px" } } }
            //- design/semantic.json
            { "background": { "$type": "color", "$value": "{grey.98}" }, "wrong": { "$type": "color", "$value": "{button.fill}" } }
            //- design/controls/button.tokens.json
            { "button": { "fill": { "$type": "color", "$value": "{grey.98}" }, "corner": { "$type": "dimension", "$value": "{radius.2}" } } }
            """##, configuration: configuration)
        let messages = findings(index, "tokens/tier-violation").map(\.message)
        #expect(messages == [
            "control token `button.fill` references global token `grey.98` directly: reference an alias token",
            "alias token `wrong` references control token `button.fill`: references go control → alias → global",
        ])
    }

    @Test func modesComeFromConfigurationFileNamesAndTokens() throws {
        var configuration = Configuration()
        configuration.tokens.modes = [.init(mode: "day", globs: ["themes/a.tokens.json"]), .init(mode: "night", globs: ["themes/b.tokens.json"])]
        let (_, index) = index(##"""
            //- themes/base.tokens.json
            { "grey": { "$type": "color", "10": { "$value": "#1A1A1A" }, "90": { "$value": "#E6E6E6" } },
              "tint": { "$type": "color", "$value": "#0A6ED1", "$extensions": { "mode": { "day": "#0A6ED1", "night": "#4DB1FF" } } } }
            //- themes/a.tokens.json
            { "background": { "$type": "color", "$value": "{grey.90}" }, "only": { "$type": "color", "$value": "#FFFFFF" } }
            //- themes/b.tokens.json
            { "background": { "$type": "color", "$value": "{grey.10}" } }
            """##, configuration: configuration)
        let graph = index.tokens.graph
        #expect(index.tokens.modes == ["day", "night"])
        #expect(graph.resolution("background", mode: "day")?.value == "#E6E6E6")
        #expect(graph.resolution("background", mode: "night")?.value == "#1A1A1A")
        #expect(graph.resolution("tint", mode: "night")?.value == "#4DB1FF")
        #expect(findings(index, "tokens/missing-mode").map(\.message) == ["`only` is defined for day but not for night"])
        let explanation = try #require(index.tokens.explain("{background}"))
        #expect(explanation.values.map(\.mode) == ["day", "night"])
        #expect(explanation.values.map(\.value) == ["#E6E6E6", "#1A1A1A"])
        #expect(explanation.values[0].chain == ["background", "grey.90", "#E6E6E6"])
        #expect(explanation.definitions.map(\.verdict) == ["wins on day", "wins on night"])
        #expect(explanation.definitions.map { $0.location?.path } == ["themes/a.tokens.json", "themes/b.tokens.json"])
    }

    @Test func resolverContextsAssignModes() {
        let (_, index) = index(##"""
            //- design.resolver.json
            { "version": "2025.10", "resolutionOrder": [],
              "sets": { "base": { "sources": [{ "$ref": "./tokens/base.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "bright": [{ "$ref": "./tokens/t1.tokens.json" }], "dim": [{ "$ref": "./tokens/t2.tokens.json" }] } } } }
            //- tokens/base.tokens.json
            { "grey": { "$type": "color", "10": { "$value": "#1A1A1A" }, "90": { "$value": "#E6E6E6" } } }
            //- tokens/t1.tokens.json
            { "surface": { "$type": "color", "$value": "{grey.90}" } }
            //- tokens/t2.tokens.json
            { "surface": { "$type": "color", "$value": "{grey.10}" } }
            """##)
        #expect(index.tokens.modes == ["bright", "dim"])
        #expect(index.tokens.graph.resolution("surface", mode: "dim")?.value == "#1A1A1A")
        #expect(findings(index, "tokens/collision").isEmpty)
    }

    @Test func missingTypeFixAddsTheType() throws {
        let (fixture, index) = index(##"{ "brown": { "$value": "#A2845E" } }"##)
        let finding = try #require(findings(index, "tokens/missing-type").first)
        let fixed = try SourceText(fixture.files[0].text).applying(try #require(finding.fixes.first).changes[0].edits)
        #expect(fixed.string == ##"{ "brown": { "$type": "color", "$value": "#A2845E" } }"##)
    }
}
