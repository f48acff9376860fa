package struct InlayHintRequest: LSPRequest, Hashable {
    package typealias Response = [InlayHint]
    package static let method = "textDocument/inlayHint"

    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange

    package init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}

package struct InlayHint: Codable, Sendable, Hashable {
    package var position: Position
    package var label: String
    package var tooltip: String?
    package var paddingLeft: Bool?
}
