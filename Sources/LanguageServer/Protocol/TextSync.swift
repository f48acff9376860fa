package struct DidOpenTextDocumentNotification: LSPNotification, Hashable {
    package static let method = "textDocument/didOpen"
    package var textDocument: TextDocumentItem

    package init(textDocument: TextDocumentItem) {
        self.textDocument = textDocument
    }
}

package struct DidChangeTextDocumentNotification: LSPNotification, Hashable {
    package static let method = "textDocument/didChange"
    package var textDocument: VersionedTextDocumentIdentifier
    package var contentChanges: [TextDocumentContentChangeEvent]

    package init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

package struct DidCloseTextDocumentNotification: LSPNotification, Hashable {
    package static let method = "textDocument/didClose"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) {
        self.textDocument = textDocument
    }
}

package struct DidSaveTextDocumentNotification: LSPNotification, Hashable {
    package static let method = "textDocument/didSave"
    package var textDocument: TextDocumentIdentifier
    package var text: String?

    package init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
