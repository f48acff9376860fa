import Analysis
import JSON
@testable import LanguageServer
import SourceText
import TestSupport
import Testing

/// A server session with every file of a fixture open, and positions of its markers in UTF-16.
struct FeatureSession {
    let client: TestClient
    let fixture: Fixture

    /// `itemDefaults`: the client capability `completion.completionList.itemDefaults`, when given.
    static func start(
        _ source: String, markdown: Bool = true, itemDefaults: [String]? = nil, initializationOptions: JSONValue? = nil
    ) async throws -> FeatureSession {
        let client = TestClient()
        let capabilities = ClientCapabilities(general: nil, workspace: nil)
        var request = InitializeRequest(capabilities: capabilities, initializationOptions: initializationOptions)
        if markdown { request.capabilities.textDocument = TextDocumentClientCapabilities(hover: .init(contentFormat: ["markdown", "plaintext"])) }
        if let itemDefaults {
            var textDocument = request.capabilities.textDocument ?? TextDocumentClientCapabilities()
            textDocument.completion = .init(completionList: .init(itemDefaults: itemDefaults))
            request.capabilities.textDocument = textDocument
        }
        try await client.initialize(request)
        let fixture = Fixture(source, defaultPath: "Theme.nss")
        for file in fixture.files {
            let language = file.path.hasSuffix(".nss") ? "nss" : file.path.hasSuffix(".swift") ? "swift" : "json"
            client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(
                uri: uri(file.path), languageId: language, version: 1, text: file.text)))
        }
        return FeatureSession(client: client, fixture: fixture)
    }

    static func uri(_ path: String) -> DocumentURI { DocumentURI("file:///w/" + path) }

    func document(_ marker: String = "1️⃣") -> (uri: DocumentURI, position: Position) {
        let file = fixture.files.first { $0.markers[marker] != nil }!
        let text = SourceText(file.text)
        return (Self.uri(file.path), Position(text.position(of: file.markers[marker]!, encoding: .utf16)))
    }
}

@Suite struct CompletionProtocolTests {
    @Test func colourItemsCarryTheirColourAndReplaceTheTypedWord() async throws {
        let session = try await FeatureSession.start("😀 { }\n@brand: #0A6ED1;\nButton { font-color: @br1️⃣; }")
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        let item = try #require(list.items.first)
        #expect(item.label == "@brand")
        #expect(item.kind == CompletionItemKindNumber.color)
        #expect(item.documentation == .string("#0A6ED1"))
        #expect(item.textEdit?.newText == "@brand")
        #expect(item.textEdit?.range == LSPRange(start: Position(line: 2, character: 21), end: Position(line: 2, character: 24)))
    }

    /// Without a `sortText` clients order items by label (VS Code in lower case, Neovim and Emacs as
    /// written): the items the server sends keep its order either way.
    @Test(arguments: [
        "@brand: #0A6ED1;\n@Accent: #000000;\n@accent2: #FFFFFF;\nButton { font-color: @1️⃣; }",
        "@brand: #0A6ED1;\nButton { font-color: @br1️⃣; }",
        "Button { 1️⃣ }",
        "Button { font-color: 1️⃣; }",
        "Button { border-width: 1; }\nButton { border-width: 2; }\nLabel { bor1️⃣ }",
        "1️⃣",
    ])
    func clientsKeepTheServersOrder(_ source: String) async throws {
        let session = try await FeatureSession.start(source)
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        #expect(!list.items.isEmpty)
        let keys = list.items.map { $0.sortText ?? $0.label }
        #expect(list.items.allSatisfy { $0.sortText == nil } || list.items.allSatisfy { $0.sortText != nil })
        #expect(keys == keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, "byte order")
        #expect(keys.map { $0.lowercased() } == keys.map { $0.lowercased() }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, "lower-case order")
        #expect(Set(keys).count == keys.count)
    }

    @Test func labelOrderIsReadOnBytesUpToTheFirstDifference() {
        var generator = SeededGenerator(seed: 0x50_27)
        let pieces = ["a", "A", "b", "B", "_", "-", "0", "@", "é", "Z", "z"]
        var decided = 0
        for _ in 0..<5000 {
            let first = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let second = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let precedes = CompletionItem.precedesAsWrittenAndInLowerCase(first, second)
            let bytes = (Array(first.utf8), Array(second.utf8))
            let lowered = (Array(first.lowercased().utf8), Array(second.lowercased().utf8))
            let inOrder = bytes.0.lexicographicallyPrecedes(bytes.1) && lowered.0.lexicographicallyPrecedes(lowered.1)
            if bytes.0.allSatisfy({ $0 < 0x80 }) && bytes.1.allSatisfy({ $0 < 0x80 }) {
                #expect(precedes == inOrder, "\(first) \(second)")
                if precedes { decided += 1 }
            } else if precedes {
                #expect(inOrder, "\(first) \(second)")
            }
        }
        #expect(decided > 500)
    }

    @Test func resolveAddsDocumentation() async throws {
        let session = try await FeatureSession.start("Switch { on-t1️⃣ }")
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        let item = try #require(list.items.first { $0.label == "on-tint-color" })
        #expect(item.documentation == nil)
        let resolved = try await session.client.send(CompletionResolveRequest(item: item))
        guard case .markup(let markup)? = resolved.documentation else {
            Issue.record("no documentation")
            return
        }
        #expect(markup.kind == "markdown")
        #expect(markup.value.contains("`Switch`"))
    }

    /// Items carry their file back to `completionItem/resolve` only when their documentation reads it.
    @Test func annotationKeysCarryTheirFileAndResolveFromIt() async throws {
        let session = try await FeatureSession.start(
            "//- Sources/Models/Card.swift\n// sourcery: BaseComponent\nprotocol _CardComponent {\n    // sourcery: 1️⃣\n    var title: String { get }\n}\n")
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        let item = try #require(list.items.first)
        #expect(item.data == ["path": .string(uri.analysisPath), "kind": "annotationKey"])
        let resolved = try await session.client.send(CompletionResolveRequest(item: item))
        #expect(resolved.documentation != nil)
    }

    @Test func stylesheetItemsCarryOnlyTheirKind() async throws {
        let session = try await FeatureSession.start("@brand: #0A6ED1;\nButton { font-color: @br1️⃣; }")
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        #expect(!list.items.isEmpty)
        for item in list.items { #expect(item.data?["path"] == nil && item.data?["kind"] != nil) }
    }

    @Test func resolvingAColourKeepsItsSwatch() async throws {
        let session = try await FeatureSession.start("@brand: #0A6ED1;\nButton { font-color: @br1️⃣; }")
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        let resolved = try await session.client.send(CompletionResolveRequest(item: try #require(list.items.first)))
        #expect(resolved.documentation == .string("#0A6ED1"))
        #expect(resolved.detail?.contains("stylesheet constant") == true)
    }

    @Test(arguments: [("fiori", true), ("nui", false)])
    func paletteNamesFollowTheDialectTheClientSends(dialect: String, offersPalette: Bool) async throws {
        let session = try await FeatureSession.start("Button { font-color: tintC1️⃣; }", initializationOptions: ["dialect": .string(dialect)])
        let (uri, position) = session.document()
        let list = try await session.client.send(CompletionRequest(textDocument: TextDocumentIdentifier(uri: uri), position: position))
        #expect(list.items.contains { $0.label == "tintColor" } == offersPalette)
    }

    @Test func capabilitiesAreAdvertised() async throws {
        let client = TestClient()
        let result = try await client.initialize()
        #expect(result.capabilities.completionProvider?.resolveProvider == true)
        #expect(result.capabilities.hoverProvider == true)
        #expect(result.capabilities.colorProvider == true)
        #expect(result.capabilities.inlayHintProvider == true)
    }
}
