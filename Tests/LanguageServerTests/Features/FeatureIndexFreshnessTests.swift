import Analysis
@testable import LanguageServer
import TestSupport
import Testing

/// Editor features answer from the newest text, whether the client is pushed diagnostics or pulls them.
@Suite struct FeatureIndexFreshnessTests {
    @Test(arguments: [false, true])
    func completionSeesAnEditAfterTheFirstRequest(pullsDiagnostics: Bool) async throws {
        let client = TestClient()
        let capabilities = pullsDiagnostics
            ? ClientCapabilities(textDocument: .init(diagnostic: .init(dynamicRegistration: false)))
            : ClientCapabilities(general: nil, workspace: nil)
        try await client.initialize(InitializeRequest(capabilities: capabilities))
        let uri = DocumentURI("file:///w/Theme.nss")
        let text = "@brand: #0A6ED1;\nButton { font-color: @; }"
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: "nss", version: 1, text: text)))
        let position = Position(line: 1, character: 22)
        let before = try await client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        #expect(before.items.map(\.label).contains("@brand"))
        client.notify(DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
            contentChanges: [TextDocumentContentChangeEvent(
                range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 6)), text: "accent")]))
        let after = try await client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        #expect(after.items.map(\.label).contains("@accent"))
        #expect(!after.items.map(\.label).contains("@brand"))
    }
}
