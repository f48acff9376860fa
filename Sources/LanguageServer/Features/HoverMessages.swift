package struct HoverRequest: LSPRequest, Hashable {
    package typealias Response = Hover?
    package static let method = "textDocument/hover"

    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

package struct Hover: Codable, Sendable, Hashable {
    package var contents: MarkupContent
    package var range: LSPRange?
}

