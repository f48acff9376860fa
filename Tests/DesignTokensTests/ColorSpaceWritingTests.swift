import Colors
import DesignTokens
import Testing

/// A picked sRGB colour written in a token's colour space reads back as the same colour.
struct ColorSpaceWritingTests {
    static let colors = [
        RGBA(red: 0.04, green: 0.43, blue: 0.82), RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0.2, green: 0.2, blue: 0.2),
        RGBA(red: 0.91, green: 0.45, blue: 0.05), RGBA(red: 1, green: 1, blue: 1),
    ]

    @Test(arguments: ColorSpaceConversion.writableSpaces.sorted())
    func writtenComponentsReadBackAsThePickedColour(_ space: String) throws {
        for color in Self.colors {
            let components = try #require(ColorSpaceConversion.components(of: color, in: space))
            let read = try #require(ColorSpaceConversion.rgba(space: space, components: components, alpha: 1))
            #expect(
                abs(read.red - color.red) < 0.002 && abs(read.green - color.green) < 0.002 && abs(read.blue - color.blue) < 0.002,
                "\(space) \(components): \(read) ≠ \(color)")
        }
    }

    @Test func spacesWithoutAWayBackAreNotWritten() {
        #expect(ColorSpaceConversion.components(of: RGBA(red: 1, green: 0, blue: 0), in: "lab") == nil)
        #expect(ColorSpaceConversion.writableSpaces.isSubset(of: ColorSpaceConversion.supportedSpaces))
    }
}
