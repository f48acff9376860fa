import Foundation
import JSON
import Testing

@testable import LanguageServer

/// A request right after `initialized` that needs other files than the open document waits for the
/// workspace folders' first read (which runs off the server's actor); one that needs only the open
/// document does not.
@Suite struct FirstWorkspaceReadTests {
    /// Holds up the read of the workspace folders until the test opens it (or 30 seconds pass).
    final class Gate: @unchecked Sendable {
        private let opened = DispatchSemaphore(value: 0)
        func wait() { _ = opened.wait(timeout: .now() + 30) }
        func open() { opened.signal() }
    }

    static let palette = "@primaryLabel: #1D2D3E;\n"
    static let components = "Button {\n    font-color: primaryLabel;\n}\n"

    private func workspace() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-first-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Themes"), withIntermediateDirectories: true)
        try #"{ "dialect": "fiori" }"#.write(to: root.appendingPathComponent("nuance.json"), atomically: true, encoding: .utf8)
        try Self.palette.write(to: root.appendingPathComponent("Themes/Palette.nss"), atomically: true, encoding: .utf8)
        try Self.components.write(to: root.appendingPathComponent("Themes/Components.nss"), atomically: true, encoding: .utf8)
        return root
    }

    /// A session on `root` whose folder read waits for `gate`, with Components.nss open. Requests wait
    /// for the read up to `firstReadWait`: by default longer than the client waits for an answer, so
    /// that a request that waits when it should not fails the test instead of passing late (the tests
    /// run in parallel and share the thread reads run on).
    private func start(_ root: URL, gate: Gate, firstReadWait: Duration = .seconds(60)) async throws -> (TestClient, DocumentURI) {
        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero, firstReadWait: firstReadWait))
        await client.server.readWorkspaceFolders { roots in
            gate.wait()
            return WorkspaceFiles(roots: roots)
        }
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        let uri = DocumentURI(filePath: root.appendingPathComponent("Themes/Components.nss").path)
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: "nss", version: 1, text: Self.components)))
        return (client, uri)
    }

    /// The position of `primaryLabel` in Components.nss.
    private static let onName = Position(line: 1, character: 18)

    private func openLater(_ gate: Gate) {
        Task {
            try await Task.sleep(for: .milliseconds(300))
            gate.open()
        }
    }

    @Test(.timeLimit(.minutes(1))) func aHoverRightAfterStartShowsTheOverrideOfAFileNotOpened() async throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let gate = Gate()
        let (client, uri) = try await start(root, gate: gate)
        openLater(gate)
        let hover = try #require(try await client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Self.onName)))
        #expect(hover.contents.value.contains("`@primaryLabel` in Themes/Palette.nss wins over the palette"), "\(hover.contents.value)")
    }

    @Test(.timeLimit(.minutes(1))) func aDefinitionRightAfterStartGoesToTheFileNotOpened() async throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let gate = Gate()
        let (client, uri) = try await start(root, gate: gate)
        openLater(gate)
        let locations = try await client.send(DefinitionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Self.onName))
        #expect(locations.map { ($0.uri.filePath ?? "").hasSuffix("Themes/Palette.nss") } == [true])
    }

    @Test(.timeLimit(.minutes(1))) func anOutlineDoesNotWaitForTheRead() async throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let gate = Gate()
        defer { gate.open() }
        let (client, uri) = try await start(root, gate: gate)
        _ = try await client.send(DocumentSymbolRequest(textDocument: TextDocumentIdentifier(uri: uri)))
        #expect(await !client.server.diskReads.workspaceIsRead)
    }

    @Test(.timeLimit(.minutes(1))) func aWaitingRequestCanBeCancelled() async throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let gate = Gate()
        defer { gate.open() }
        let (client, uri) = try await start(root, gate: gate)
        let id = client.start(
            method: HoverRequest.method,
            params: try JSONValueEncoder().encode(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Self.onName)))
        try await Task.sleep(for: .milliseconds(100))
        client.host.receive(.message(.notification(method: "$/cancelRequest", params: ["id": id.json])))
        #expect(try await client.response(to: id) == .failure(.cancelled))
    }

    @Test(.timeLimit(.minutes(1))) func aReadThatNeverEndsHoldsAnAnswerOnlyForAWhile() async throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let gate = Gate()
        defer { gate.open() }
        let (client, uri) = try await start(root, gate: gate, firstReadWait: .milliseconds(200))
        let hover = try #require(try await client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Self.onName)))
        #expect(hover.contents.value.contains("no stylesheet overrides it"), "\(hover.contents.value)")
    }
}
