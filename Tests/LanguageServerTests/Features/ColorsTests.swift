@testable import LanguageServer
import Testing

@Suite struct ColorProtocolTests {
    @Test func documentColorsAndPresentationsRoundTrip() async throws {
        let session = try await FeatureSession.start("/* 😀 */\nButton { font-color: #0A6ED1; }")
        let uri = FeatureSession.uri("Theme.nss")
        let colors = try await session.client.send(DocumentColorRequest(textDocument: TextDocumentIdentifier(uri: uri)))
        let color = try #require(colors.first)
        #expect(colors.count == 1)
        #expect(color.range == LSPRange(start: Position(line: 1, character: 21), end: Position(line: 1, character: 28)))
        #expect(color.color.red8 == 10 && color.color.green8 == 110 && color.color.blue8 == 209)
        let presentations = try await session.client.send(
            ColorPresentationRequest(textDocument: TextDocumentIdentifier(uri: uri), color: LSPColor(red: 1, green: 0, blue: 0, alpha: 1), range: color.range))
        #expect(presentations.map(\.label) == ["#FF0000", "red"])
        #expect(presentations.first?.textEdit?.range == color.range)
    }
}

extension LSPColor {
    var red8: Int { Int((red * 255).rounded()) }
    var green8: Int { Int((green * 255).rounded()) }
    var blue8: Int { Int((blue * 255).rounded()) }
}
