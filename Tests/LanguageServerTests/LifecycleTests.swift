import JSON
import JSONRPC
@testable import LanguageServer
import Testing

@Suite struct LifecycleTests {
    @Test func initializeAnswersCapabilitiesAndServerInfo() async throws {
        let client = TestClient()
        let result = try await client.initialize()
        #expect(result.serverInfo == ServerInfo(name: "nuance", version: "test"))
        #expect(result.capabilities.positionEncoding == "utf-16")
        #expect(result.capabilities.textDocumentSync.change == 2)
        #expect(result.capabilities.textDocumentSync.openClose)
    }

    @Test(arguments: [
        (["utf-8", "utf-16"], "utf-8"), (["utf-16"], "utf-16"), (["utf-32", "utf-8"], "utf-8"), ([], "utf-16"),
    ])
    func positionEncodingIsNegotiated(offered: [String], chosen: String) async throws {
        let client = TestClient()
        let result = try await client.initialize(
            InitializeRequest(capabilities: ClientCapabilities(general: .init(positionEncodings: offered))))
        #expect(result.capabilities.positionEncoding == chosen)
    }

    @Test func requestsBeforeInitializeAreRejected() async throws {
        let client = TestClient()
        let result = try await client.sendRaw(method: ShutdownRequest.method, params: nil)
        #expect(result.errorCode == -32002)
        let unknown = try await client.sendRaw(method: "textDocument/hover", params: [:])
        #expect(unknown.errorCode == -32002)
        try await client.initialize()
    }

    @Test func secondInitializeIsInvalid() async throws {
        let client = TestClient()
        try await client.initialize()
        let again = try await client.sendRaw(method: InitializeRequest.method, params: ["capabilities": [:]])
        #expect(again.errorCode == -32600)
    }

    @Test func unknownRequestIsMethodNotFoundAndUnknownNotificationIsIgnored() async throws {
        let client = TestClient()
        try await client.initialize()
        client.host.receive(.message(.notification(method: "custom/unknown", params: ["x": 1])))
        client.host.receive(.message(.notification(method: "$/setTrace", params: ["value": "off"])))
        let result = try await client.sendRaw(method: "nuance/doesNotExist", params: [:])
        #expect(result.errorCode == -32601)
        #expect(client.unclaimedMessages.allSatisfy { if case .response = $0 { false } else { true } })
    }

    @Test func badParamsNameTheField() async throws {
        let client = TestClient()
        let missing = try await client.sendRaw(method: InitializeRequest.method, params: ["processId": 1])
        #expect(missing.errorCode == -32602)
        #expect(missing.errorMessage?.contains("`capabilities`") == true)
        let wrongType = try await client.sendRaw(
            method: InitializeRequest.method, params: ["capabilities": ["general": ["positionEncodings": "utf-8"]]])
        #expect(wrongType.errorCode == -32602)
        #expect(wrongType.errorMessage?.contains("`capabilities.general.positionEncodings`") == true)
    }

    @Test func invalidJSONIsAParseErrorWithNullIDAndTheServerKeepsRunning() async throws {
        let client = TestClient()
        client.receiveBody(#"{"jsonrpc":"2.0","id":1,"method":"#)
        let result = try await client.response(to: nil)
        #expect(result.errorCode == -32700)
        try await client.initialize()
    }

    @Test func requestWithoutMethodIsInvalidRequest() async throws {
        let client = TestClient()
        client.receiveBody(#"{"jsonrpc":"2.0","id":77,"params":{}}"#)
        #expect(try await client.response(to: .number(77)).errorCode == -32600)
    }

    @Test func shutdownThenExitEndsWithZero() async throws {
        let client = TestClient()
        try await client.initialize()
        _ = try await client.send(ShutdownRequest())
        let after = try await client.sendRaw(method: ShutdownRequest.method, params: nil)
        #expect(after.errorCode == -32600)
        client.notify(ExitNotification())
        #expect(try await client.exitCode() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() async throws {
        let client = TestClient()
        try await client.initialize()
        client.notify(ExitNotification())
        #expect(try await client.exitCode() == 1)
    }

    @Test func endOfInputEndsTheServer() async throws {
        let client = TestClient()
        try await client.initialize()
        _ = try await client.send(ShutdownRequest())
        client.host.inputClosed()
        #expect(try await client.exitCode() == 0)
    }

    @Test func cancelOvertakesQueuedWork() async throws {
        let client = TestClient()
        try await client.initialize()
        client.host.hold()
        let shutdown = client.start(method: ShutdownRequest.method, params: nil)
        client.host.receive(.message(.notification(method: "$/cancelRequest", params: ["id": shutdown.json])))
        client.host.resume()
        #expect(try await client.response(to: shutdown).errorCode == -32800)
        // The cancelled shutdown did not run: the server still answers.
        let unknown = try await client.sendRaw(method: "nuance/doesNotExist", params: nil)
        #expect(unknown.errorCode == -32601)
    }

    @Test func cancellingAnAnsweredRequestChangesNothing() async throws {
        let client = TestClient()
        try await client.initialize()
        client.host.receive(.message(.notification(method: "$/cancelRequest", params: ["id": 1])))
        let shutdown = try await client.sendRaw(method: "shutdown", params: nil)
        #expect(shutdown == .success(.null))
    }

    @Test func watchedFilesAreRegisteredWhenTheClientAllowsIt() async throws {
        let client = TestClient()
        try await client.initialize(
            InitializeRequest(capabilities: ClientCapabilities(workspace: .init(didChangeWatchedFiles: .init(dynamicRegistration: true)))))
        let params = try await client.nextServerRequest(method: "client/registerCapability")
        #expect(params["registrations"]?[0]?["method"]?.stringValue == "workspace/didChangeWatchedFiles")
        #expect(params["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue?.isEmpty == false)
    }
}

extension Result where Success == JSONValue, Failure == ResponseError {
    var errorCode: Int? {
        if case .failure(let error) = self { return error.code }
        return nil
    }

    var errorMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}

@Suite struct TextSyncTests {
    @Test func manyQueuedEditsApplyInOrder() async throws {
        let client = TestClient()
        try await client.initialize()
        let uri = DocumentURI("file:///w/ordered.nss")
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: "nss", version: 0, text: "")))
        var expected = ""
        for version in 1...300 {
            let piece = version % 7 == 0 ? "😀\r\n" : "\(version),"
            let end = Position(line: expected.split(separator: "\r\n", omittingEmptySubsequences: false).count - 1,
                               character: expected.split(separator: "\r\n", omittingEmptySubsequences: false).last!.utf16.count)
            client.notify(DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
                contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: end, end: end), text: piece)]))
            expected += piece
        }
        // A request is answered after every notification queued before it.
        _ = try await client.sendRaw(method: "nuance/barrier", params: nil)
        #expect(await client.server.text(of: uri) == expected)
    }

    @Test func notificationWithBadParamsIsDroppedAndTheServerGoesOn() async throws {
        let client = TestClient()
        try await client.initialize()
        client.host.receive(.message(.notification(method: DidChangeTextDocumentNotification.method, params: ["textDocument": ["uri": "file:///x"]])))
        client.host.receive(.message(.notification(method: DidChangeTextDocumentNotification.method, params: ["textDocument": ["uri": "file:///never-opened", "version": 1], "contentChanges": []])))
        #expect(try await client.sendRaw(method: "nuance/barrier", params: nil).errorCode == -32601)
    }
}
