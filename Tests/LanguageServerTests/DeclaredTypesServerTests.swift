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

    @Test func aSourceryConfigurationDecidesWhichFilesAreInput() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-inputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Support"), withIntermediateDirectories: true)
        let helper = root.appendingPathComponent("Support/Helper.swift").path
        try "/// sourcery: title = f(a: 1)\nvar title: String\n".write(toFile: helper, atomically: true, encoding: .utf8)
        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero))
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        let helperURI = DocumentURI(filePath: helper)
        var published = try await client.next(PublishDiagnosticsNotification.self)
        while published.uri != helperURI { published = try await client.next(PublishDiagnosticsNotification.self) }
        #expect(!published.diagnostics.isEmpty)
        // Sourcery scans `Sources/` only: the helper is no input any more.
        let configuration = root.appendingPathComponent(".sourcery.yml").path
        try "sources:\n  - Sources\ntemplates:\n  - Templates\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: configuration), type: FileEvent.created)]))
        published = try await client.next(PublishDiagnosticsNotification.self)
        while published.uri != helperURI { published = try await client.next(PublishDiagnosticsNotification.self) }
        #expect(published.diagnostics.isEmpty)
    }
}
