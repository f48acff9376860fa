import JSON
import JSONRPC
import Testing

@testable import LanguageServer

/// Completion, hover and definition answered on the reader's thread: only from the index of the
/// current files, and the same answers the queue gives.
@Suite struct ReaderThreadAnswerTests {
    let uri = DocumentURI("file:///w/Theme.nss")
    let position = Position(line: 1, character: 22)

    private func session() async throws -> TestClient {
        let client = TestClient()
        try await client.initialize(InitializeRequest(capabilities: ClientCapabilities(general: nil, workspace: nil)))
        client.notify(
            DidOpenTextDocumentNotification(
                textDocument: TextDocumentItem(
                    uri: uri, languageId: "nss", version: 1, text: "@brand: #0A6ED1;\nButton { font-color: @; }")))
        return client
    }

    private var completionParams: JSONValue {
        try! JSONValueEncoder().encode(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
    }

    @Test func answersFromTheCurrentIndexAsTheQueueWould() async throws {
        let client = try await session()
        let queued = try await client.sendRaw(method: CompletionRequest.method, params: completionParams).get()
        let id = RequestID.string("on-reader")
        #expect(client.server.answerOnReaderThread(id: id, method: CompletionRequest.method, params: completionParams))
        #expect(try await client.response(to: id).get() == queued)
    }

    @Test func leavesRequestsToTheQueueWhenTheIndexIsStale() async throws {
        let client = try await session()
        _ = try await client.sendRaw(method: CompletionRequest.method, params: completionParams)
        client.notify(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
                contentChanges: [
                    TextDocumentContentChangeEvent(
                        range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 6)),
                        text: "accent")
                ]))
        // A round trip through the queue: the edit has been applied.
        _ = try await client.sendRaw(method: "nuance/doesNotExist", params: nil)
        #expect(
            !client.server.answerOnReaderThread(id: .string("stale"), method: CompletionRequest.method, params: completionParams))
        let after = try await client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        #expect(after.items.map(\.label).contains("@accent"))
    }

    @Test func leavesOtherRequestsAndStoppedSessionsToTheQueue() async throws {
        let client = try await session()
        _ = try await client.sendRaw(method: CompletionRequest.method, params: completionParams)
        #expect(
            !client.server.answerOnReaderThread(id: .string("other"), method: "textDocument/references", params: completionParams)
        )
        _ = try await client.send(ShutdownRequest())
        #expect(
            !client.server.answerOnReaderThread(id: .string("shut"), method: CompletionRequest.method, params: completionParams))
    }

    @Test func invalidParamsAreAnsweredWithTheirError() async throws {
        let client = try await session()
        _ = try await client.sendRaw(method: CompletionRequest.method, params: completionParams)
        let id = RequestID.string("invalid")
        #expect(client.server.answerOnReaderThread(id: id, method: HoverRequest.method, params: ["position": 1]))
        #expect(try await client.response(to: id).errorCode == -32602)
    }
}

/// A hover explains the findings where it points, so the first hover in a file analyses the file:
/// that one goes through the queue (off the reader's thread), later ones are answered on it.
@Suite struct ReaderThreadHoverTests {
    @Test func theFirstHoverInAFileGoesThroughTheQueue() async throws {
        let uri = DocumentURI("file:///w/Theme.nss")
        let client = TestClient()
        try await client.initialize(InitializeRequest(capabilities: ClientCapabilities(general: nil, workspace: nil)))
        client.notify(
            DidOpenTextDocumentNotification(
                textDocument: TextDocumentItem(uri: uri, languageId: "nss", version: 1, text: "@spare: #0A6ED1;\nButton { font-size: 14; }")))
        let params = try JSONValueEncoder().encode(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 0, character: 2)))
        // A completion builds the index of the current files: only the findings are missing.
        _ = try await client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 1, character: 9)))
        #expect(!client.server.answerOnReaderThread(id: .string("first"), method: HoverRequest.method, params: params))
        let queued = try await client.sendRaw(method: HoverRequest.method, params: params).get()
        #expect(client.server.answerOnReaderThread(id: .string("second"), method: HoverRequest.method, params: params))
        #expect(try await client.response(to: .string("second")).get() == queued)
    }
}

/// The outline and the colours of a document: made once per generation through the queue, then sent
/// from the kept bytes on the reader's thread until the files change.
@Suite struct ReaderThreadDocumentAnswerTests {
    let uri = DocumentURI("file:///w/Theme.nss")

    private var params: JSONValue { ["textDocument": ["uri": .string(uri.stringValue)]] }

    @Test(arguments: [DocumentSymbolRequest.method, DocumentColorRequest.method])
    func keptAnswersAreSentAgainUntilTheDocumentChanges(method: String) async throws {
        let client = TestClient()
        try await client.initialize(InitializeRequest(capabilities: ClientCapabilities(general: nil, workspace: nil)))
        client.notify(
            DidOpenTextDocumentNotification(
                textDocument: TextDocumentItem(uri: uri, languageId: "nss", version: 1, text: "@brand: #0A6ED1;\nButton { font-color: @brand; }")))
        _ = try await client.sendRaw(method: "nuance/doesNotExist", params: nil)
        #expect(!client.server.answerOnReaderThread(id: .string("not made"), method: method, params: params))

        let made = try await client.sendRaw(method: method, params: params).get()
        #expect(made != .array([]))
        #expect(client.server.answerOnReaderThread(id: .string("kept"), method: method, params: params))
        #expect(try await client.response(to: .string("kept")).get() == made)

        client.notify(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
                contentChanges: [
                    TextDocumentContentChangeEvent(
                        range: LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 6)), text: "accent")
                ]))
        _ = try await client.sendRaw(method: "nuance/doesNotExist", params: nil)
        #expect(!client.server.answerOnReaderThread(id: .string("stale"), method: method, params: params))
        let remade = try await client.sendRaw(method: method, params: params).get()
        #expect(remade != made)
        #expect(client.server.answerOnReaderThread(id: .string("kept again"), method: method, params: params))
        #expect(try await client.response(to: .string("kept again")).get() == remade)
    }

    @Test(arguments: [DocumentSymbolRequest.method, DocumentColorRequest.method])
    func invalidParamsAreAnsweredWithTheirError(method: String) async throws {
        let client = TestClient()
        try await client.initialize(InitializeRequest(capabilities: ClientCapabilities(general: nil, workspace: nil)))
        #expect(!client.server.answerOnReaderThread(id: .string("invalid"), method: method, params: ["textDocument": 1]))
        #expect(try await client.sendRaw(method: method, params: ["textDocument": 1]).errorCode == -32602)
    }
}
