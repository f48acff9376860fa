import Colors
import Testing

struct RGBATests {
    @Test(arguments: [
        ("#0A6ED1", "#0A6ED1"), ("0a6ed1", "#0A6ED1"), ("0x0A6ED1", "#0A6ED1"), ("#FFF", "#FFFFFF"),
        ("#1EE68A00", "#1EE68A00"), ("#0A6ED1FF", "#0A6ED1"),
    ])
    func hexRoundTrips(_ input: String, _ expected: String) throws {
        let color = try #require(RGBA(hex: input))
        #expect(color.hexString == expected)
    }

    @Test func everyChannelValueIsWrittenAsTwoUpperCaseDigits() {
        let digits = Array("0123456789ABCDEF")
        for value in 0...255 {
            let pair = String([digits[value / 16], digits[value % 16]])
            #expect(RGBA(red8: value, green8: 0, blue8: 255).hexString == "#\(pair)00FF")
            #expect(RGBA(red8: 1, green8: 2, blue8: 3, alpha8: value).hexString == (value == 255 ? "#010203" : "#010203\(pair)"))
        }
    }

    @Test(arguments: ["#12", "#12345", "#GGGGGG", "#123456789", ""])
    func malformedHexIsRejected(_ input: String) {
        #expect(RGBA(hex: input) == nil)
    }

    @Test func contrastRatiosMatchWCAG() throws {
        let black = RGBA(red: 0, green: 0, blue: 0)
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(abs(RGBA.contrastRatio(foreground: black, background: white) - 21) < 0.001)
        #expect(abs(RGBA.contrastRatio(foreground: white, background: white) - 1) < 0.001)
        // #767676 on white is the classic 4.54:1 grey.
        let grey = try #require(RGBA(hex: "#767676"))
        #expect(abs(RGBA.contrastRatio(foreground: grey, background: white) - 4.54) < 0.01)
    }

    @Test func translucentForegroundIsCompositedFirst() {
        let halfBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)
        let white = RGBA(red: 1, green: 1, blue: 1)
        let ratio = RGBA.contrastRatio(foreground: halfBlack, background: white)
        #expect(ratio > 3 && ratio < 5)
    }

    @Test func componentsAreClamped() {
        let color = RGBA(red: 2, green: -1, blue: .nan, alpha: 1.5)
        #expect(color == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
