import DesignTokens
import Testing

/// `#RRGGBB` and `#RRGGBBAA`, read byte by byte, and the strings next to them that are not.
struct HexColorTests {
    @Test(arguments: [
        ("#0a6ed1", "#0A6ED1"), ("#0A6ED1", "#0A6ED1"), ("#aBcDeF", "#ABCDEF"), ("#0a6ed1cc", "#0A6ED1CC"),
        ("#000000FF", "#000000"), ("#FfFfFf00", "#FFFFFF00"), (" #0A6ED1", "#0A6ED1"), ("#0A6ED1 ", "#0A6ED1"),
    ])
    func hexColoursParse(string: String, expected: String) throws {
        #expect(try #require(TokenColor.parse(string)).hexString == expected)
    }

    @Test func almostHexColoursAreRejected() {
        for string in ["#0A6ED", "#0A6ED1C", "#0A6EDG", "#0A6ED1CG", "00A6ED1", "#0A6ÉD", "#/A6ED1", "#:A6ED1", "#@A6ED1", "#`A6ED1"] {
            #expect(TokenColor.parse(string) == nil, "\(string)")
        }
    }
}
