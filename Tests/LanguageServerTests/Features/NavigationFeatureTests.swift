import Foundation
import JSON
import JSONRPC
@testable import LanguageServer
import Testing
import TestSupport

/// The navigation, editing and structure requests through the in-process client: positions in
/// UTF-16, edits as the client wants them.
@Suite struct NavigationFeatureTests {
    /// A client with the documents of `fixture` open (each under `file:///ws/<path>`).
    static func session(_ source: String, defaultPath: String = "Theme.nss", capabilities: ClientCapabilities = ClientCapabilities()) async throws -> (TestClient, Fixture) {
        let client = TestClient()
        try await client.initialize(InitializeRequest(capabilities: capabilities))
        let fixture = Fixture(source, defaultPath: defaultPath)
        for file in fixture.files {
            let language = file.path.hasSuffix(".nss") ? "nss" : file.path.hasSuffix(".swift") ? "swift" : "json"
            client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(
                uri: uri(file.path), languageId: language, version: 7, text: file.text)))
        }
        return (client, fixture)
    }

    static func uri(_ path: String) -> DocumentURI { DocumentURI(filePath: "/ws/" + path) }

    /// The UTF-16 position of a marker.
    static func position(_ fixture: Fixture, _ marker: String, in path: String) -> Position {
        let file = fixture.file(path)!
        let offset = file.markers[marker]!
        let prefix = String(decoding: Array(file.text.utf8)[..<offset], as: UTF8.self)
        let line = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        return Position(line: line.count - 1, character: line.last!.utf16.count)
    }

    @Test func definitionAndReferencesCountUTF16() async throws {
        let (client, fixture) = try await Self.session("/* 😀 */ 1️⃣@brand: #000000;\nButton { font-color: 2️⃣@brand; }")
        let document = TextDocumentIdentifier(uri: Self.uri("Theme.nss"))
        let definition = try await client.send(DefinitionRequest(textDocument: document, position: Self.position(fixture, "2️⃣", in: "Theme.nss")))
        let start = Self.position(fixture, "1️⃣", in: "Theme.nss")
        #expect(start.character == 9)
        #expect(definition == [LSPLocation(uri: Self.uri("Theme.nss"), range: LSPRange(start: start, end: Position(line: 0, character: 15)))])
        let references = try await client.send(ReferencesRequest(
            textDocument: document, position: start, context: .init(includeDeclaration: false)))
        #expect(references.map(\.range.start) == [Self.position(fixture, "2️⃣", in: "Theme.nss")])
        let highlights = try await client.send(DocumentHighlightRequest(textDocument: document, position: start))
        #expect(highlights.map(\.kind) == [3, 2])
    }

    @Test func renameAnswersWithChangesOrDocumentChanges() async throws {
        let source = "@brand: #000000;\nButton { font-color: 1️⃣@brand; }"
        let (client, fixture) = try await Self.session(source)
        let document = TextDocumentIdentifier(uri: Self.uri("Theme.nss"))
        let position = Self.position(fixture, "1️⃣", in: "Theme.nss")
        let prepared = try await client.send(PrepareRenameRequest(textDocument: document, position: position))
        #expect(prepared?.placeholder == "@brand")
        let edit = try #require(try await client.send(RenameRequest(textDocument: document, position: position, newName: "accent")))
        #expect(edit.documentChanges == nil)
        #expect(edit.changes?[Self.uri("Theme.nss").stringValue]?.map(\.newText) == ["@accent", "@accent"])

        let capabilities = ClientCapabilities(workspace: .init(workspaceEdit: .init(documentChanges: true)))
        let (versioned, _) = try await Self.session(source, capabilities: capabilities)
        let changes = try #require(try await versioned.send(RenameRequest(textDocument: document, position: position, newName: "accent")))
        #expect(changes.changes == nil)
        #expect(changes.documentChanges?.first?.textDocument.version == 7)
        #expect(changes.documentChanges?.first?.edits.count == 2)
    }

    @Test func refusedRenameIsRequestFailed() async throws {
        let (client, fixture) = try await Self.session("1️⃣@tintColor_darkBackground: #000000;")
        let document = TextDocumentIdentifier(uri: Self.uri("Theme.nss"))
        let params = try JSONValueEncoder().encode(PrepareRenameRequest(textDocument: document, position: Self.position(fixture, "1️⃣", in: "Theme.nss")))
        let result = try await client.sendRaw(method: PrepareRenameRequest.method, params: params)
        guard case .failure(let error) = result else {
            Issue.record("expected an error, got \(result)")
            return
        }
        #expect(error.code == -32803)
        #expect(error.message.contains("overrides the palette"))
    }

    @Test func codeActionsCarryTheirDiagnosticAndEdit() async throws {
        let (client, fixture) = try await Self.session("Button {\n    1️⃣font-colr: red;\n}")
        let position = Self.position(fixture, "1️⃣", in: "Theme.nss")
        let actions = try await client.send(CodeActionRequest(
            textDocument: TextDocumentIdentifier(uri: Self.uri("Theme.nss")), range: LSPRange(start: position, end: position)))
        let fix = try #require(actions.first { $0.kind == "quickfix" && $0.isPreferred == true })
        #expect(fix.diagnostics?.first?.code == "nss/unknown-property")
        #expect(fix.edit.changes?[Self.uri("Theme.nss").stringValue]?.first?.newText == "font-color")
        #expect(actions.contains { $0.kind == "source.fixAll.nuance" })
        #expect(actions.contains { $0.title == "Disable `nss/unknown-property` for this line" })
    }

    @Test func documentsNuanceDoesNotReadGetEmptyAnswers() async throws {
        let (client, _) = try await Self.session("Button { font-size: 12; }")
        let readme = TextDocumentIdentifier(uri: Self.uri("README.md"))
        let origin = Position(line: 0, character: 0)
        #expect(try await client.send(DefinitionRequest(textDocument: readme, position: origin)).isEmpty)
        #expect(try await client.send(PrepareRenameRequest(textDocument: readme, position: origin)) == nil)
        #expect(try await client.send(CodeActionRequest(textDocument: readme, range: LSPRange(start: origin, end: origin))).isEmpty)
        #expect(try await client.send(DocumentFormattingRequest(textDocument: readme, options: FormattingOptions(tabSize: 4, insertSpaces: true))) == nil)
    }

    @Test func capabilitiesAdvertiseTheFeatures() async throws {
        let client = TestClient()
        let result = try await client.initialize()
        let capabilities = result.capabilities
        #expect(capabilities.definitionProvider == true)
        #expect(capabilities.renameProvider == ["prepareProvider": true])
        #expect(capabilities.documentFormattingProvider == true)
    }
}
