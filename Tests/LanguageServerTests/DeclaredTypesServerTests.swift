import Analysis
import Foundation
@testable import LanguageServer
import Testing

/// Swift files without annotations declare types the models name: the server follows them as they are
/// created, changed and deleted on disk, and as they are edited in the editor.
@Suite struct DeclaredTypesServerTests {
    static let model = """
        // sourcery: BaseComponent
        protocol _StepsComponent {
            // sourcery: resultBuilder.name = @ViewBuilder, resultBuilder.backingComponent = StepsStack
            var steps: [AttributedString] { get }
        }
        """

    private func unknownTypes(_ client: TestClient, for uri: DocumentURI) async throws -> [String] {
        while true {
            let published = try await client.next(PublishDiagnosticsNotification.self)
            if published.uri == uri { return published.diagnostics.filter { $0.code == "sourcery/unknown-type" }.map(\.message) }
        }
    }

    @Test func declaredTypesFollowTheFiles() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-declared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Sources/_ComponentProtocols")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let modelPath = folder.appendingPathComponent("Steps.swift").path
        try Self.model.write(toFile: modelPath, atomically: true, encoding: .utf8)
        let viewPath = root.appendingPathComponent("Sources/StepsStack.swift").path
        let modelURI = DocumentURI(filePath: modelPath)
        let viewURI = DocumentURI(filePath: viewPath)

        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero))
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        #expect(try await unknownTypes(client, for: modelURI) == ["no indexed file declares `StepsStack`, named by `resultBuilder.backingComponent`"])

        try "struct StepsStack: View {}\n".write(toFile: viewPath, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: viewURI, type: FileEvent.created)]))
        #expect(try await unknownTypes(client, for: modelURI).isEmpty)

        try "struct StepStack: View {}\n".write(toFile: viewPath, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: viewURI, type: FileEvent.changed)]))
        #expect(try await unknownTypes(client, for: modelURI).count == 1)

        // Opened in the editor, the buffer's text counts, before it is saved.
        client.notify(
            DidOpenTextDocumentNotification(
                textDocument: TextDocumentItem(uri: viewURI, languageId: "swift", version: 1, text: "struct StepsStack: View {}\n")))
        #expect(try await unknownTypes(client, for: modelURI).isEmpty)
        client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: viewURI)))
        #expect(try await unknownTypes(client, for: modelURI).count == 1)

        try "struct StepsStack: View {}\n".write(toFile: viewPath, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: viewURI, type: FileEvent.changed)]))
        #expect(try await unknownTypes(client, for: modelURI).isEmpty)
        try FileManager.default.removeItem(atPath: viewPath)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: viewURI, type: FileEvent.deleted)]))
        #expect(try await unknownTypes(client, for: modelURI).count == 1)
    }
}
