import Colors
import DesignTokens
import JSON
import Testing

struct ColorSpaceTests {
    @Test(arguments: [
        // (colour space, components, expected sRGB hex); reference values from CSS Color 4.
        ("srgb", [1.0, 0.5, 0.0], "#FF8000"),
        ("srgb-linear", [0.21404, 0.21404, 0.21404], "#808080"),
        ("hsl", [120, 100, 50], "#00FF00"),
        ("hsl", [210, 50, 40], "#336699"),
        ("hwb", [0, 0, 0], "#FF0000"),
        ("hwb", [0, 60, 60], "#808080"),
        ("lab", [54.29, 80.82, 69.89], "#FF0000"),
        ("lch", [54.29, 106.84, 40.85], "#FF0000"),
        ("oklab", [0.627955, 0.224863, 0.125846], "#FF0000"),
        ("oklch", [0.627955, 0.257683, 29.2339], "#FF0000"),
        ("oklch", [1.0, 0.0, 0.0], "#FFFFFF"),
        ("display-p3", [0.9175, 0.2003, 0.1386], "#FF0000"),
        ("display-p3", [1.0, 0.0, 0.0], "#FF0000"),
        ("xyz-d65", [0.9505, 1.0, 1.089], "#FFFFFF"),
        ("xyz-d50", [0.9643, 1.0, 0.8251], "#FFFFFF"),
        ("a98-rgb", [1.0, 1.0, 1.0], "#FFFFFF"),
        ("rec2020", [0.0, 0.0, 0.0], "#000000"),
        ("prophoto-rgb", [1.0, 1.0, 1.0], "#FFFFFF"),
    ])
    func colourObjectsConvertToSRGB(space: String, components: [Double], expected: String) throws {
        let json = #"{"colorSpace": "\#(space)", "components": [\#(components.map { String($0) }.joined(separator: ", "))]}"#
        let node = try #require(JSONSyntax.parse(json).root)
        let color = try TokenColor.parse(node).get()
        let wanted = try #require(RGBA(hex: expected))
        #expect(abs(color.red8 - wanted.red8) <= 1 && abs(color.green8 - wanted.green8) <= 1 && abs(color.blue8 - wanted.blue8) <= 1,
                "\(space) \(components) gave \(color.hexString), expected \(expected)")
    }

    @Test func noneComponentsAlphaAndHexAreRead() throws {
        let node = try #require(JSONSyntax.parse(##"{"colorSpace": "srgb", "components": [1, "none", 0], "alpha": 0.5, "hex": "#ff0000"}"##).root)
        #expect(try TokenColor.parse(node).get().hexString == "#FF000080")
    }

    @Test(arguments: [
        (##"{"colorSpace": "cmyk", "components": [1, 0, 0]}"##, "unknown colour space `cmyk`"),
        (##"{"colorSpace": "srgb", "components": [1, 0]}"##, "a colour object needs `components`: an array of 3 numbers"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f0"}"##, "`hex` must be a hex colour like \"#0A6ED1\""),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"##, "`alpha` must be a number from 0 to 1"),
        (##""#D0R774""##, "`#D0R774` is not a colour"),
        ("12", "a colour must be a colour object or a string, not number"),
    ])
    func invalidColoursSayWhy(json: String, message: String) throws {
        let node = try #require(JSONSyntax.parse(json).root)
        guard case .failure(let error) = TokenColor.parse(node) else {
            Issue.record("\(json) parsed as a colour")
            return
        }
        #expect(error.message == message)
    }

    @Test(arguments: [
        ("#F0F", "#FF00FF"), ("#F0F8", "#FF00FF88"), ("#0a6ed1", "#0A6ED1"), ("#0A6ED1CC", "#0A6ED1CC"),
        ("rgb(0, 0, 0)", "#000000"), ("rgba(255, 0, 0, 0.5)", "#FF000080"), ("rgb(255 128 0 / 50%)", "#FF800080"),
        ("rgb(100%, 0%, 0%)", "#FF0000"), ("hsl(120, 100%, 25%)", "#008000"), ("hsla(0deg 100% 50% / 0.25)", "#FF000040"),
        ("rgba(#0000FF, 50%)", "#0000FF80"), ("transparent", "#00000000"),
    ])
    func colourStringsParse(string: String, expected: String) throws {
        #expect(try #require(TokenColor.parse(string)).hexString == expected)
    }

    @Test func invalidColourStringsAreRejected() {
        for string in ["#12", "#GGGGGG", "#191F26DE6", "rgb(1, 2)", "hsl(a, b, c)", "blue-ish"] {
            #expect(TokenColor.parse(string) == nil, "\(string)")
        }
    }
}
