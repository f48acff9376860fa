import JSON

/// `textDocument/codeLens`.
package struct CodeLensRequest: LSPRequest, Hashable {
    package typealias Response = [CodeLens]
    package static let method = "textDocument/codeLens"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

package struct CodeLens: Codable, Sendable, Hashable {
    package var range: LSPRange
    package var command: LensCommand?
}

/// A command a code lens runs when clicked.
package struct LensCommand: Codable, Sendable, Hashable {
    /// The command that opens the references of a definition. Its arguments are those of VS Code's
    /// `editor.action.showReferences` in their LSP form: the document URI, the position of the
    /// definition and the locations of its uses. The editors run it on their side (the VS Code
    /// extension turns the arguments into VS Code's types; the Neovim configuration fills the quickfix
    /// list); the server does not execute it.
    package static let showReferences = "nuance.showReferences"

    package var title: String
    package var command: String
    package var arguments: [JSONValue]?
}
