import Foundation
import JSON
import JSONRPC
@testable import LanguageServer
import Testing
import TestSupport

@Suite struct StructureFeatureTests {
    typealias Session = NavigationFeatureTests

    @Test func documentSymbolsAreHierarchicalOnlyWhenSupported() async throws {
        let source = "@brand: #000000;\nButton { font-color: @brand; }"
        let document = TextDocumentIdentifier(uri: Session.uri("Theme.nss"))
        let (flatClient, _) = try await Session.session(source)
        guard case .flat(let flat) = try await flatClient.send(DocumentSymbolRequest(textDocument: document)) else {
            Issue.record("a client without hierarchical support gets SymbolInformation")
            return
        }
        #expect(flat.map(\.name) == ["@brand", "Button", "font-color"])
        #expect(flat.last?.containerName == "Button")
        let capabilities = ClientCapabilities(textDocument: .init(documentSymbol: .init(hierarchicalDocumentSymbolSupport: true)))
        let (client, _) = try await Session.session(source, capabilities: capabilities)
        guard case .hierarchical(let symbols) = try await client.send(DocumentSymbolRequest(textDocument: document)) else {
            Issue.record("expected DocumentSymbol")
            return
        }
        #expect(symbols.map(\.kind) == [14, 5])
        #expect(symbols[1].children?.map(\.name) == ["font-color"])
        #expect(symbols[1].range == LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 30)))
    }

    /// Closing a document lets go of its kept outline pieces (they hold its whole text).
    @Test func closingADocumentDropsItsOutlinePieces() async throws {
        let capabilities = ClientCapabilities(textDocument: .init(documentSymbol: .init(hierarchicalDocumentSymbolSupport: true)))
        let (client, _) = try await Session.session("Button { font-color: red; }", capabilities: capabilities)
        let document = TextDocumentIdentifier(uri: Session.uri("Theme.nss"))
        _ = try await client.send(DocumentSymbolRequest(textDocument: document))
        #expect(await client.server.featureCache.outlines.keptPaths == [document.uri.analysisPath])
        client.notify(DidCloseTextDocumentNotification(textDocument: document))
        _ = try await client.send(DocumentSymbolRequest(textDocument: document))  // answered after the close is handled
        #expect(await client.server.featureCache.outlines.keptPaths.isEmpty)
    }

    @Test func formattingAnswersEditsInUTF16() async throws {
        let (client, _) = try await Session.session("/* é */ Button{font-size:12;}")
        let edits = try #require(try await client.send(DocumentFormattingRequest(
            textDocument: TextDocumentIdentifier(uri: Session.uri("Theme.nss")), options: FormattingOptions(tabSize: 2, insertSpaces: true))))
        #expect(edits == [LSPTextEdit(
            range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 29)),
            newText: "/* é */\nButton {\n  font-size: 12;\n}\n")])
    }

    @Test func foldingSelectionAndSemanticTokens() async throws {
        let (client, _) = try await Session.session("Button {\n    font-size: 12;\n}\n@brand: red;")
        let document = TextDocumentIdentifier(uri: Session.uri("Theme.nss"))
        let folds = try await client.send(FoldingRangeRequest(textDocument: document))
        #expect(folds == [FoldingRange(startLine: 0, endLine: 1, kind: "region")])
        let selections = try await client.send(SelectionRangeRequest(textDocument: document, positions: [Position(line: 1, character: 6)]))
        #expect(selections.first?.range == LSPRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: 13)))
        #expect(selections.first?.parent?.range == LSPRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: 18)))
        let tokens = try await client.send(SemanticTokensRequest(textDocument: document))
        // Button (class, built-in), font-size (property, built-in), @brand (variable, declaration+readonly).
        #expect(tokens.data == [0, 0, 6, 1, 2, 1, 4, 9, 2, 2, 2, 0, 6, 0, 9])
    }

    @Test func pullDiagnosticsOnlyForPullingClients() async throws {
        let source = "Button { font-colr: red; }"
        let (pushClient, _) = try await Session.session(source)
        let push = await pushClient.server.clientPullsDiagnostics
        #expect(push == false)
        let capabilities = ClientCapabilities(textDocument: .init(diagnostic: .init(dynamicRegistration: false)))
        let client = TestClient()
        let result = try await client.initialize(InitializeRequest(capabilities: capabilities))
        #expect(result.capabilities.diagnosticProvider != nil)
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: Session.uri("Theme.nss"), languageId: "nss", version: 1, text: source)))
        let report = try await client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: Session.uri("Theme.nss"))))
        #expect(report.items.map(\.code) == ["nss/unknown-property"])
        let workspace = try await client.send(WorkspaceDiagnosticRequest())
        #expect(workspace.items.map(\.uri) == [Session.uri("Theme.nss")])
        #expect(workspace.items.first?.version == 1)
    }

    @Test func clientSettingsConfigureTheAnalysis() async throws {
        let client = TestClient()
        try await client.initialize(InitializeRequest(initializationOptions: ["nuance": ["rules": ["nss/unknown-property": "off"]]]))
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(
            uri: Session.uri("Theme.nss"), languageId: "nss", version: 1, text: "Button { font-colr: red; }")))
        let silent = try await client.send(CodeActionRequest(
            textDocument: TextDocumentIdentifier(uri: Session.uri("Theme.nss")), range: LSPRange(start: Position(line: 0, character: 10), end: Position(line: 0, character: 10))))
        #expect(silent.isEmpty)
        client.notify(DidChangeConfigurationNotification(settings: ["nuance": ["rules": ["nss/unknown-property": "error"]]]))
        let loud = try await client.send(CodeActionRequest(
            textDocument: TextDocumentIdentifier(uri: Session.uri("Theme.nss")), range: LSPRange(start: Position(line: 0, character: 10), end: Position(line: 0, character: 10))))
        #expect(loud.first?.diagnostics?.first?.severity == 1)
    }

    @Test func nuanceJSONInTheWorkspaceWinsAndIsReadAgain() async throws {
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: "/ws")))
        let config = DocumentURI(filePath: "/ws/nuance.json")
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(
            uri: config, languageId: "json", version: 1, text: #"{ "rules": { "nss/unknown-property": "off" } }"#)))
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(
            uri: Session.uri("Theme.nss"), languageId: "nss", version: 1, text: "Button { font-colr: red; }")))
        let request = CodeActionRequest(
            textDocument: TextDocumentIdentifier(uri: Session.uri("Theme.nss")), range: LSPRange(start: Position(line: 0, character: 10), end: Position(line: 0, character: 10)))
        #expect(try await client.send(request).isEmpty)
        client.notify(DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: config, version: 2), contentChanges: [.init(text: "{}")]))
        #expect(try await client.send(request).isEmpty == false)
    }
}

@Suite struct DocumentLinkFeatureTests {
    @Test func imageNamesLinkToWorkspaceFiles() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Assets.xcassets/card-bg.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Images"), withIntermediateDirectories: true)
        try Data([0x89]).write(to: root.appendingPathComponent("Images/hero@2x.png"))
        let client = TestClient()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        let theme = DocumentURI(filePath: root.path + "/Theme.nss")
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(
            uri: theme, languageId: "nss", version: 1,
            text: "Button { background-image: hero; }\nView { background-image: card-bg; }\nLabel { background-image: missing; }")))
        let links = try await client.send(DocumentLinkRequest(textDocument: TextDocumentIdentifier(uri: theme)))
        #expect(links.map(\.range.start.line) == [0, 1])
        #expect(links.first?.target == DocumentURI(filePath: root.path + "/Images/hero@2x.png").stringValue)
        #expect(links.last?.target?.hasSuffix("Assets.xcassets/card-bg.imageset") == true)
    }
}

@Suite struct SemanticTokensDeltaTests {
    @Test func deltaTurnsThePreviousDataIntoTheNew() async throws {
        let (client, _) = try await NavigationFeatureTests.session("@brand: red;\nButton { font-color: @brand; }")
        let document = TextDocumentIdentifier(uri: NavigationFeatureTests.uri("Theme.nss"))
        let first = try await client.send(SemanticTokensRequest(textDocument: document))
        let previousID = try #require(first.resultId)
        client.notify(DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: document.uri, version: 8),
            contentChanges: [.init(range: LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)), text: "Label { font-size: 2; }\n")]))
        let delta = try await client.send(SemanticTokensDeltaRequest(textDocument: document, previousResultId: previousID))
        guard case .delta(let resultID, let edits) = delta else {
            Issue.record("expected a delta, got \(delta)")
            return
        }
        var data = first.data
        for edit in edits.reversed() { data.replaceSubrange(edit.start..<(edit.start + edit.deleteCount), with: edit.data) }
        let full = try await client.send(SemanticTokensRequest(textDocument: document))
        #expect(data == full.data)
        #expect(resultID != previousID)
        let unknown = try await client.send(SemanticTokensDeltaRequest(textDocument: document, previousResultId: "stale"))
        guard case .full(let result) = unknown else {
            Issue.record("an unknown previous result gets the whole data")
            return
        }
        #expect(result.data == full.data)
    }
}
