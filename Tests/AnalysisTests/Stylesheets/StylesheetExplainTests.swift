import Analysis
import Testing

struct StylesheetExplainTests {
    @Test func constantShowsEveryDefinitionWithItsVerdict() throws {
        let (_, index) = StylesheetTestSupport.index("@brand: #000000;\n@brand: #0A6ED1;\nButton { font-color: @brand; }")
        let explanation = try #require(index.stylesheets.explain("@brand"))
        #expect(explanation.kind == "constant")
        #expect(explanation.values.map(\.value) == ["#0A6ED1"])
        #expect(explanation.definitions.map(\.isEffective) == [false, true])
        #expect(explanation.definitions[0].verdict.contains("line 2"))
    }

    @Test func paletteOverrideExplainsPrecedence() throws {
        let (_, index) = StylesheetTestSupport.index("@tintColor: #111111;\n@tintColor_lightBackground: #222222;\n@tintColor_darkBackground: #333333;")
        let explanation = try #require(index.stylesheets.explain("@tintColor"))
        #expect(explanation.kind == "palette override")
        #expect(explanation.definitions.first?.isEffective == false)
        #expect(explanation.definitions.first?.verdict.contains("`@tintColor_lightBackground` is looked up before `@tintColor`") == true)
        let palette = try #require(index.stylesheets.explain("tintColor"))
        #expect(palette.values.contains { $0.mode == "light in Theme.nss" && $0.value == "#222222" })
        #expect(palette.values.contains { $0.mode == "dark in Theme.nss" && $0.value == "#333333" })
        #expect(palette.definitions.count == 3)
    }

    @Test func legacyTintKeysAreExplained() throws {
        let (_, index) = StylesheetTestSupport.index("Label { font-color: tintColorDark; }")
        let explanation = try #require(index.stylesheets.explain("tintColorDark"))
        #expect(explanation.summary.contains("renamed to `tintColor2`"))
        #expect(explanation.summary.contains("as an override key"))
    }

    @Test func styleClassShowsEffectivePropertiesAndShadowedDeclarations() throws {
        let (_, index) = StylesheetTestSupport.index("Label { font-size: 12; font-color: red; }\nLabel { font-size: 14; }")
        let explanation = try #require(index.stylesheets.explain("Label"))
        #expect(explanation.summary.contains("UILabel"))
        #expect(explanation.values.map(\.mode) == ["font-color", "font-size"])
        #expect(explanation.values.map(\.value) == ["#FF0000", "14"])
        #expect(explanation.definitions.map(\.isEffective) == [false, true, true])
        #expect(index.stylesheets.explain("Nothing") == nil)
        #expect(index.stylesheets.explain("@nothing") == nil)
    }
}
