import JSON
import Testing

@testable import LanguageServer

/// Types that build their own JSON (or read it without `Decodable`) must agree with their `Codable`
/// conformance: whatever the fast path writes decodes back to the same value, and what it reads is
/// what `Decodable` reads.
@Suite struct JSONConversionTests {
    private static let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 3, character: 40))

    private static var completionItems: [CompletionItem] {
        var full = CompletionItem(label: "@brand", kind: CompletionItemKindNumber.color)
        full.detail = "#0A6ED1"
        full.documentation = .string("#0A6ED1")
        full.sortText = "01"
        full.filterText = "brand"
        full.textEdit = TextEditValue(range: range, newText: "@brand \"quoted\"\n")
        full.data = ["path": "/a/Theme.nss", "kind": "color", "nothing": nil]
        var markup = CompletionItem(label: "font-color")
        markup.documentation = .markup(MarkupContent(kind: "markdown", value: "**font-color** — property"))
        return [full, markup, CompletionItem(label: "bare")]
    }

    @Test func completionListsRoundTrip() throws {
        let list = CompletionList(isIncomplete: true, items: Self.completionItems)
        #expect(try JSONValueDecoder().decode(CompletionList.self, from: list.json) == list)
        #expect(try JSONValueEncoder().encode(list) == list.json)
        #expect(list.json["items"]?[2] == ["label": "bare"], "absent optionals are left out")
    }

    @Test func hoversRoundTrip() throws {
        for hover in [Hover(contents: MarkupContent(kind: "plaintext", value: "a\tb"), range: Self.range), Hover(contents: MarkupContent(kind: "markdown", value: ""), range: nil)] {
            #expect(try JSONValueDecoder().decode(Hover.self, from: hover.json) == hover)
        }
        #expect(try JSONValueEncoder().encode(Hover?.none) == .null)
    }

    @Test func diagnosticsRoundTrip() throws {
        let location = LSPLocation(uri: DocumentURI("file:///a/B.nss"), range: Self.range)
        let full = Diagnostic(
            range: Self.range, severity: 2, code: "nss/unknown-property", codeDescription: .init(href: "https://example.invalid/rule"),
            source: "nuance", message: "unknown property 'font-colour'", tags: [1, 2],
            relatedInformation: [.init(location: location, message: "defined here")])
        let bare = Diagnostic(range: Self.range, severity: 1, code: "nss/syntax", source: "nuance", message: "m")
        let notification = PublishDiagnosticsNotification(uri: location.uri, version: 4, diagnostics: [full, bare])
        #expect(try JSONValueDecoder().decode(PublishDiagnosticsNotification.self, from: notification.json) == notification)
        let unversioned = PublishDiagnosticsNotification(uri: location.uri, version: nil, diagnostics: [])
        #expect(try JSONValueDecoder().decode(PublishDiagnosticsNotification.self, from: unversioned.json) == unversioned)
    }

    @Test func symbolsAndColorsRoundTrip() throws {
        let child = DocumentSymbol(name: "font-color", detail: "#0A6ED1", kind: 7, range: Self.range, selectionRange: Self.range)
        let parent = DocumentSymbol(name: "Button", detail: nil, kind: 5, range: Self.range, selectionRange: Self.range, children: [child])
        let hierarchical = DocumentSymbolResult.hierarchical([parent, child])
        #expect(try JSONValueDecoder().decode(DocumentSymbolResult.self, from: hierarchical.json) == hierarchical)
        #expect(hierarchical.json[0]?["detail"] == nil && child.json["children"] == nil, "absent optionals are left out")
        let location = LSPLocation(uri: DocumentURI("file:///a/B.nss"), range: Self.range)
        let flat = DocumentSymbolResult.flat([
            SymbolInformation(name: "Button", kind: 5, location: location, containerName: nil),
            SymbolInformation(name: "font-color", kind: 7, location: location, containerName: "Button"),
        ])
        #expect(try JSONValueDecoder().decode(DocumentSymbolResult.self, from: flat.json) == flat)
        let colors = [ColorInformation(range: Self.range, color: LSPColor(red: 0.04, green: 0.43, blue: 0.82, alpha: 0.5))]
        #expect(try JSONValueDecoder().decode([ColorInformation].self, from: .array(colors.map(\.json))) == colors)
    }

    @Test(arguments: [
        #"{"textDocument":{"uri":"file:///a/B.nss"},"position":{"line":3,"character":7}}"#,
        #"{"textDocument":{"uri":"file:///a/B.nss","extra":1},"position":{"line":3,"character":7},"context":{"triggerKind":1}}"#,
        #"{"textDocument":{"uri":"file:///a/B.nss"},"position":{"line":3.0,"character":7}}"#,
    ])
    func positionRequestsReadAsDecodableReadsThem(_ text: String) throws {
        let json = try JSONValue(parsing: text)
        let hover = try JSONValueDecoder().decode(HoverRequest.self, from: json)
        #expect(hover == HoverRequest(textDocument: TextDocumentIdentifier(uri: DocumentURI("file:///a/B.nss")), position: Position(line: 3, character: 7)))
        let completion = try JSONValueDecoder().decode(CompletionRequest.self, from: json)
        #expect(completion.position == hover.position && completion.textDocument == hover.textDocument)
        if let read = HoverRequest(json: json) { #expect(read == hover) }
    }

    @Test func malformedPositionRequestsStillNameTheField() {
        let json: JSONValue = ["textDocument": ["uri": "file:///a"], "position": ["line": "3", "character": 0]]
        #expect(HoverRequest(json: json) == nil)
        do {
            _ = try JSONValueDecoder().decode(HoverRequest.self, from: json)
            Issue.record("decoded a string line")
        } catch {
            #expect(describeDecodingError(error) == "field `position.line`: expected an integer, found a string")
        }
    }
}
