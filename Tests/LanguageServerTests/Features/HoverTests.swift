import JSON
@testable import LanguageServer
import Testing

@Suite struct HoverProtocolTests {
    static let source = """
        //- tokens/brand.tokens.json
        { "fiori": { "brandTint": { "$type": "color", "$value": "#123456" } } }
        //- Theme.nss
        Button { tint-color: brand1️⃣Tint; }
        """

    @Test func markdownWithSwatchesOnlyWhenAsked() async throws {
        let session = try await FeatureSession.start(Self.source, initializationOptions: ["hoverSwatches": true])
        let (uri, position) = session.document()
        let hover = try #require(try await session.client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position)))
        #expect(hover.contents.kind == "markdown")
        #expect(hover.contents.value.contains("data:image/svg+xml"))
        #expect(hover.range == LSPRange(start: Position(line: 0, character: 21), end: Position(line: 0, character: 30)))
    }

    @Test func plainTextWithoutSwatchesForOtherClients() async throws {
        let session = try await FeatureSession.start(Self.source, markdown: false)
        let (uri, position) = session.document()
        let hover = try #require(try await session.client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position)))
        #expect(hover.contents.kind == "plaintext")
        #expect(hover.contents.value.contains("#123456"))
        #expect(!hover.contents.value.contains("data:image"))
    }

    @Test func nothingToSayIsNull() async throws {
        let session = try await FeatureSession.start("Button { font-size: 11️⃣2; }")
        let (uri, position) = session.document()
        let raw = try await session.client.sendRaw(
            method: HoverRequest.method,
            params: try JSONValueEncoder().encode(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position)))
        #expect(try raw.get() == .null)
    }
}
