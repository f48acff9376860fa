@testable import LanguageServer
import Testing

@Suite struct InlayHintProtocolTests {
    @Test func hintAfterAConstantUseInUTF16() async throws {
        let session = try await FeatureSession.start("@brand: #0A6ED1;\n/* 😀 */ Button { font-color: @brand1️⃣; }")
        let (uri, position) = session.document()
        let hints = try await session.client.send(InlayHintRequest(
            textDocument: TextDocumentIdentifier(uri: uri),
            range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 5, character: 0))))
        #expect(hints.map(\.label) == ["#0A6ED1"])
        #expect(hints.first?.position == position)
    }
}
