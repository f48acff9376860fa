/// `textDocument/documentLink`.
package struct DocumentLinkRequest: LSPRequest, Hashable {
    package typealias Response = [DocumentLink]
    package static let method = "textDocument/documentLink"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

package struct DocumentLink: Codable, Sendable, Hashable {
    package var range: LSPRange
    package var target: String?
    package var tooltip: String?
}
