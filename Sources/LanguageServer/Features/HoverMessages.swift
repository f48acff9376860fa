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

/// The `textDocument` client capabilities the editor features read.
package struct TextDocumentFeatureCapabilities: Codable, Sendable, Hashable {
    package struct HoverCapabilities: Codable, Sendable, Hashable {
        package var contentFormat: [String]?
        package init(contentFormat: [String]? = nil) { self.contentFormat = contentFormat }
    }

    package var hover: HoverCapabilities?

    package init(hover: HoverCapabilities? = nil) { self.hover = hover }
}
