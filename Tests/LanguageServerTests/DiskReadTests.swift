import Foundation
import Testing

@testable import LanguageServer

/// The files a watched-file event or a save announces are read off the server's actor: a read that
/// hangs holds up no answer, and reads are applied in the order of their events.
@Suite struct DiskReadTests {
    /// A read held up until the test lets it go (or 30 seconds pass, longer than a client waits for
    /// an answer, so that a read on the actor fails the test instead of hanging it).
    final class HeldRead: @unchecked Sendable {
        private let lock = NSLock()
        private var started = false
        private let released = DispatchSemaphore(value: 0)
        let bytes: [UInt8]

        init(_ text: String) { bytes = Array(text.utf8) }

        func read(_ path: String) -> [UInt8]? {
            lock.withLock { started = true }
            _ = released.wait(timeout: .now() + 30)
            return bytes
        }

        /// Polls, so as to block none of the threads that run Swift tasks.
        func waitUntilStarted() async throws {
            while !lock.withLock({ started }) { try await Task.sleep(for: .milliseconds(5)) }
        }

        func release() { released.signal() }
    }

    private func workspace(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-disk-reads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return root
    }

    private func symbols(_ client: TestClient, _ query: String) async throws -> [String] {
        try await client.send(WorkspaceSymbolRequest(query: query)).map(\.name).sorted()
    }

    private func announce(_ client: TestClient, _ path: String, _ type: Int) {
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: path), type: type)]))
    }

    @Test(.timeLimit(.minutes(1))) func aReadThatHangsHoldsUpNoAnswer() async throws {
        let root = try workspace(["Theme.nss": "@oldColour: #000000;\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        try await client.waitForWorkspace()
        let held = HeldRead("@newColour: #FFFFFF;\n")
        await client.server.readAnnouncedFiles { held.read($0) }

        announce(client, root.appendingPathComponent("Theme.nss").path, FileEvent.changed)
        try await held.waitUntilStarted()
        let clock = ContinuousClock()
        let start = clock.now
        // Answered while the read hangs, from the files as they were.
        #expect(try await symbols(client, "Colour") == ["@oldColour"])
        #expect(clock.now - start < .seconds(5))

        held.release()
        try await client.waitForWorkspace()
        #expect(try await symbols(client, "Colour") == ["@newColour"])
    }

    /// A deletion announced while the change before it is still being read is applied after it: the
    /// file read late does not come back.
    @Test(.timeLimit(.minutes(1))) func readsAreAppliedInTheOrderOfTheirEvents() async throws {
        let root = try workspace(["Theme.nss": "@oldColour: #000000;\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Theme.nss").path
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        try await client.waitForWorkspace()
        let held = HeldRead("@lateColour: #FFFFFF;\n")
        await client.server.readAnnouncedFiles { held.read($0) }

        announce(client, path, FileEvent.changed)
        try await held.waitUntilStarted()
        try FileManager.default.removeItem(atPath: path)
        announce(client, path, FileEvent.deleted)
        held.release()
        try await client.waitForWorkspace()
        #expect(try await symbols(client, "Colour").isEmpty)
    }

    /// The editor's text of an open document stays over what a later-finishing read of the file found.
    @Test(.timeLimit(.minutes(1))) func anEditIsNotOverwrittenByAReadThatFinishesAfterIt() async throws {
        let root = try workspace(["Theme.nss": "@oldColour: #000000;\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = DocumentURI(filePath: root.appendingPathComponent("Theme.nss").path)
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        try await client.waitForWorkspace()
        let held = HeldRead("@diskColour: #FFFFFF;\n")
        await client.server.readAnnouncedFiles { held.read($0) }

        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: "nss", version: 1, text: "@oldColour: #000000;\n")))
        client.notify(DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: uri)))
        try await held.waitUntilStarted()
        client.notify(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
                contentChanges: [TextDocumentContentChangeEvent(text: "@editedColour: #000000;\n")]))
        held.release()
        try await client.waitForWorkspace()
        #expect(try await symbols(client, "Colour") == ["@editedColour"])
    }
}
