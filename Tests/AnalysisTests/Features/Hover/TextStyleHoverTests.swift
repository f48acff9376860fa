import Analysis
import Testing

/// Hover on a Fiori text style named in a font call says which calls accept it, or what was meant.
@Suite struct TextStyleHoverTests {
    @Test(arguments: [
        ("Text(t).font(.fiori(forTextStyle: .head1️⃣line))", "accepted by `Font.fiori(forTextStyle:)` and `UIFont.preferredFioriFont(forTextStyle:)`"),
        ("Text(t).font(.fiori(forTextStyle: .KP1️⃣I))", "`Font.fiori(forTextStyle:)` (SwiftUI) only"),
        ("let f = UIFont.preferredFioriFont(forTextStyle: .capt1️⃣ion3)", "Not a text style of the SAP Fiori SDK; did you mean `caption1`?"),
    ])
    func saysWhichCallsAcceptIt(_ source: String, _ expected: String) throws {
        let fixture = FeatureFixture(source, defaultPath: "View.swift")
        let hover = try #require(fixture.hover())
        #expect(hover.plainText.contains("Fiori text style"))
        #expect(hover.plainText.contains(expected), "\(hover.plainText)")
    }
}
