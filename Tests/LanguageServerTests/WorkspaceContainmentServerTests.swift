import Foundation
import JSON
@testable import LanguageServer
import Testing

/// Every path a client announces (a watched-file event, a save) goes through the same rule as
/// discovery: normalised, inside a workspace folder, reached through no symbolic link, a regular file.
@Suite struct WorkspaceContainmentServerTests {
    /// `base/ws` (the workspace, with `Inside.nss`, a link to a file outside and a link to the folder
    /// outside) and `base/outside` (a stylesheet that defines `@secretColour`).
    struct Layout {
        let base: URL
        var workspace: String { base.appendingPathComponent("ws").path }
        var outside: String { base.appendingPathComponent("outside").path }

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-contain-\(UUID().uuidString)")
            let manager = FileManager.default
            try manager.createDirectory(atPath: base.appendingPathComponent("ws").path, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: base.appendingPathComponent("outside").path, withIntermediateDirectories: true)
            try "@secretColour: #000000;\n".write(toFile: outside + "/s.nss", atomically: true, encoding: .utf8)
            try manager.createSymbolicLink(atPath: workspace + "/link.nss", withDestinationPath: "../outside/s.nss")
            try manager.createSymbolicLink(atPath: workspace + "/Linked", withDestinationPath: outside)
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    private func symbols(_ client: TestClient, _ query: String) async throws -> [String] {
        try await client.send(WorkspaceSymbolRequest(query: query)).map { "\($0.name) \($0.location.uri.stringValue)" }
    }

    @Test func announcedPathsThroughLinksOrDotDotAreNotRead() async throws {
        let layout = try Layout()
        defer { layout.remove() }
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: layout.workspace)))
        try await client.waitForWorkspace()
        try "@insideColour: #FFFFFF;\n".write(toFile: layout.workspace + "/Inside.nss", atomically: true, encoding: .utf8)
        let announced = [
            layout.workspace + "/link.nss", layout.workspace + "/Linked/s.nss", layout.workspace + "/../outside/s.nss",
            layout.workspace + "/./Linked/../link.nss",
        ]
        client.notify(DidChangeWatchedFilesNotification(changes: announced.map { FileEvent(uri: DocumentURI(filePath: $0), type: FileEvent.created) }))
        for path in announced {
            client.notify(DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: DocumentURI(filePath: path))))
        }
        // A file inside, announced the same way, is read: the events were handled.
        client.notify(DidChangeWatchedFilesNotification(changes: [
            FileEvent(uri: DocumentURI(filePath: layout.workspace + "/Inside.nss"), type: FileEvent.created)
        ]))
        try await client.waitForWorkspace()
        let found = try await symbols(client, "Colour")
        #expect(found == ["@insideColour \(DocumentURI(filePath: layout.workspace + "/Inside.nss").stringValue)"])
    }

    @Test func aWorkspaceFolderGivenThroughALinkStillReadsItsOwnFiles() async throws {
        let layout = try Layout()
        defer { layout.remove() }
        let linkedRoot = layout.base.appendingPathComponent("root-link").path
        try FileManager.default.createSymbolicLink(atPath: linkedRoot, withDestinationPath: layout.workspace)
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: linkedRoot)))
        try await client.waitForWorkspace()
        try "@insideColour: #FFFFFF;\n".write(toFile: layout.workspace + "/Inside.nss", atomically: true, encoding: .utf8)
        // Announced by its real path: read, and known by the path under the folder as the client gave it.
        client.notify(DidChangeWatchedFilesNotification(changes: [
            FileEvent(uri: DocumentURI(filePath: layout.workspace + "/Inside.nss"), type: FileEvent.created)
        ]))
        try await client.waitForWorkspace()
        #expect(try await symbols(client, "Colour") == ["@insideColour \(DocumentURI(filePath: linkedRoot + "/Inside.nss").stringValue)"])
    }

    /// A FIFO named like a stylesheet blocked the server on open: no later request was answered.
    @Test(.timeLimit(.minutes(1))) func anAnnouncedFIFOIsNotOpened() async throws {
        let layout = try Layout()
        defer { layout.remove() }
        let fifo = layout.workspace + "/x.nss"
        #expect(mkfifo(fifo, 0o644) == 0)
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: layout.workspace)))
        try await client.waitForWorkspace()
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: fifo), type: FileEvent.changed)]))
        client.notify(DidSaveTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: DocumentURI(filePath: fifo))))
        try await client.waitForWorkspace()
        #expect(try await symbols(client, "Colour").isEmpty)
    }

    /// `nuance.json` as a FIFO or a link out of the workspace is reported, never waited on or followed.
    @Test(.timeLimit(.minutes(1))) func aConfigurationThatIsAFIFOOrALinkIsNotRead() async throws {
        for kind in ["fifo", "link"] {
            let layout = try Layout()
            defer { layout.remove() }
            let configuration = layout.workspace + "/nuance.json"
            if kind == "fifo" {
                #expect(mkfifo(configuration, 0o644) == 0)
            } else {
                try #"{ "rules": { "nss/unknown-property": "off" } }"#.write(toFile: layout.outside + "/nuance.json", atomically: true, encoding: .utf8)
                try FileManager.default.createSymbolicLink(atPath: configuration, withDestinationPath: layout.outside + "/nuance.json")
            }
            let client = TestClient()
            try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: layout.workspace)))
            try await client.waitForWorkspace()
            client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: configuration), type: FileEvent.changed)]))
            try await client.waitForWorkspace()
            #expect(try await symbols(client, "Colour").isEmpty, "\(kind)")
            let configurationPath = await client.server.workspaceFiles.configuration.path
            let problems = await client.server.workspaceFiles.configuration.problems.map(\.message)
            #expect(configurationPath == configuration)
            #expect(problems.first?.hasPrefix("cannot read the configuration file: not a regular file") == true, "\(kind): \(problems)")
        }
    }
}

/// JSON-RPC 2.0 to the letter, in every state of a session.
@Suite struct JSONRPCStrictnessTests {
    @Test func invalidJSONIsAParseErrorBeforeDuringAndAfterTheSession() async throws {
        let client = TestClient()
        client.receiveBody("{")
        #expect(try await client.response(to: nil).errorCode == -32700)
        try await client.initialize()
        client.receiveBody(#"{"jsonrpc":"2.0","id":5,"method":"shutdown""#)
        #expect(try await client.response(to: nil).errorCode == -32700)
        _ = try await client.sendRaw(method: "shutdown", params: nil)
        client.receiveBody("[1,]")
        #expect(try await client.response(to: nil).errorCode == -32700)
    }

    /// Without `"jsonrpc": "2.0"` a request is not carried out: `shutdown` here does not shut down.
    @Test func aMessageWithoutJSONRPC20IsAnInvalidRequest() async throws {
        let client = TestClient()
        try await client.initialize()
        client.receiveBody(#"{"id":3,"method":"shutdown"}"#)
        #expect(try await client.response(to: .number(3)).errorCode == -32600)
        let symbols = try await client.sendRaw(method: "workspace/symbol", params: ["query": "x"])
        #expect((try? symbols.get()) != nil, "the server shut down")
    }
}
