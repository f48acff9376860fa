import Analysis
import Colors
import Foundation
import SourceText
import Testing

@Suite struct DocumentColorTests {
    @Test func stylesheetLiteralsPaletteNamesAndConstantUses() {
        let fixture = FeatureFixture(
            """
            @brand: #0A6ED1;
            Button { font-color: @brand; background-color: rgba(255,0,0,0.5); tint-color: red; font-size: 12; border-color: tintColor; }
            """)
        let colors = fixture.index.documentColors(path: "Theme.nss")
        let shown = colors.map { (fixture.text($0.range, in: "Theme.nss"), $0.color.hexString) }
        #expect(shown.map(\.0) == ["#0A6ED1", "@brand", "rgba(255,0,0,0.5)", "red", "tintColor"])
        #expect(shown[1].1 == "#0A6ED1")
        #expect(shown[2].1 == "#FF000080")
    }

    @Test func repeatedValueTextsEachGetTheirSwatch() {
        let fixture = FeatureFixture(
            """
            Label { font-color: red; border-color: #00FF00; font-size: 12; }
            Button { font-color: red; font-size: 12; border-color: #00FF00; }
            """)
        let colors = fixture.index.documentColors(path: "Theme.nss")
        let shown = colors.map { "\(fixture.text($0.range, in: "Theme.nss"))=\($0.color.hexString)" }
        #expect(shown == ["red=#FF0000", "#00FF00=#00FF00", "red=#FF0000", "#00FF00=#00FF00"])
    }

    @Test func tokenColoursLiteralAndAlias() {
        let fixture = FeatureFixture(
            """
            //- tokens/a.tokens.json
            { "grey": { "$type": "color", "94": { "$value": "#F0F0F0" } }, "bg": { "$type": "color", "$value": "{grey.94}" }, "n": { "$type": "number", "$value": 1 } }
            """)
        let colors = fixture.index.documentColors(path: "tokens/a.tokens.json")
        #expect(colors.map { fixture.text($0.range, in: "tokens/a.tokens.json") } == ["\"#F0F0F0\"", "\"{grey.94}\""])
        #expect(colors.allSatisfy { $0.color.hexString == "#F0F0F0" })
    }

    @Test func presentationsKeepTheWrittenSyntax() {
        let fixture = FeatureFixture("Button { a: #0a6ed1; b: rgb(1, 2, 3); c: #1EE68A00; d: tintColor; }")
        let text = fixture.fixture.file("Theme.nss")!.text
        func range(of written: String) -> TextRange {
            let start = text.utf8.count - text[text.range(of: written)!.lowerBound...].utf8.count
            return TextRange(start: start, end: start + written.utf8.count)
        }
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(fixture.index.colorPresentations(path: "Theme.nss", range: range(of: "#0a6ed1"), color: red).map(\.label) == ["#ff0000", "red"])
        #expect(fixture.index.colorPresentations(path: "Theme.nss", range: range(of: "rgb(1, 2, 3)"), color: red).map(\.label) == ["rgb(255, 0, 0)", "red"])
        let translucent = RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(fixture.index.colorPresentations(path: "Theme.nss", range: range(of: "rgb(1, 2, 3)"), color: translucent).map(\.label) == ["rgba(255, 0, 0, 0.5)"])
        // An 8-digit hex is flagged (the readers disagree on it): alpha is kept with `rgba(…)`.
        #expect(fixture.index.colorPresentations(path: "Theme.nss", range: range(of: "#1EE68A00"), color: translucent).map(\.label) == ["rgba(255,0,0,0.5)"])
        #expect(fixture.index.colorPresentations(path: "Theme.nss", range: range(of: "tintColor"), color: red).map(\.label) == ["#FF0000", "rgb(255,0,0)", "red"])
    }

    @Test func tokenPresentationsKeepStringOrObject() {
        let fixture = FeatureFixture(
            """
            //- tokens/a.tokens.json
            { "a": { "$type": "color", "$value": "#F0F0F0" }, "b": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }
            """)
        let path = "tokens/a.tokens.json"
        let colors = fixture.index.documentColors(path: path)
        #expect(colors.count == 2)
        let red = RGBA(red: 1, green: 0, blue: 0)
        #expect(fixture.index.colorPresentations(path: path, range: colors[0].range, color: red).map(\.newText) == ["\"#FF0000\""])
        #expect(
            fixture.index.colorPresentations(path: path, range: colors[1].range, color: red).map(\.newText)
                == ["{ \"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#FF0000\" }"])
    }
}
