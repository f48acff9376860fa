import JSON

/// `textDocument/codeAction`.
package struct CodeActionRequest: LSPRequest, Hashable {
    package struct Context: Codable, Sendable, Hashable {
        package var diagnostics: [JSONValue]
        package var only: [String]?

        package init(diagnostics: [JSONValue] = [], only: [String]? = nil) {
            self.diagnostics = diagnostics
            self.only = only
        }
    }

    package typealias Response = [CodeAction]
    package static let method = "textDocument/codeAction"
    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange
    package var context: Context

    package init(textDocument: TextDocumentIdentifier, range: LSPRange, context: Context = Context()) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

package struct CodeAction: Codable, Sendable, Hashable {
    package var title: String
    package var kind: String
    package var diagnostics: [Diagnostic]?
    package var isPreferred: Bool?
    package var edit: WorkspaceEdit
}
