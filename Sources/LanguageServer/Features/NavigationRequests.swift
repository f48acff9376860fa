/// `textDocument/definition`.
package struct DefinitionRequest: LSPRequest, Hashable {
    package typealias Response = [LSPLocation]
    package static let method = "textDocument/definition"
    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/references`.
package struct ReferencesRequest: LSPRequest, Hashable {
    package struct Context: Codable, Sendable, Hashable {
        package var includeDeclaration: Bool
        package init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
    }

    package typealias Response = [LSPLocation]
    package static let method = "textDocument/references"
    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var context: Context

    package init(textDocument: TextDocumentIdentifier, position: Position, context: Context) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}

package struct DocumentHighlight: Codable, Sendable, Hashable {
    package var range: LSPRange
    /// 1 text, 2 read, 3 write.
    package var kind: Int
}

/// `textDocument/documentHighlight`.
package struct DocumentHighlightRequest: LSPRequest, Hashable {
    package typealias Response = [DocumentHighlight]
    package static let method = "textDocument/documentHighlight"
    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

package struct PrepareRenameResult: Codable, Sendable, Hashable {
    package var range: LSPRange
    package var placeholder: String
}

/// `textDocument/prepareRename`.
package struct PrepareRenameRequest: LSPRequest, Hashable {
    package typealias Response = PrepareRenameResult?
    package static let method = "textDocument/prepareRename"
    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// `textDocument/rename`.
package struct RenameRequest: LSPRequest, Hashable {
    package typealias Response = WorkspaceEdit?
    package static let method = "textDocument/rename"
    package var textDocument: TextDocumentIdentifier
    package var position: Position
    package var newName: String

    package init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
}

package struct LSPTextEdit: Codable, Sendable, Hashable {
    package var range: LSPRange
    package var newText: String

    package init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

package struct OptionalVersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    package var uri: DocumentURI
    /// Encoded as `null` when the file is not open.
    package var version: Int?

    package init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
    }
}

package struct TextDocumentEdit: Codable, Sendable, Hashable {
    package var textDocument: OptionalVersionedTextDocumentIdentifier
    package var edits: [LSPTextEdit]
}

/// A `WorkspaceEdit` with either `documentChanges` (when the client supports them) or `changes`.
package struct WorkspaceEdit: Codable, Sendable, Hashable {
    package var changes: [String: [LSPTextEdit]]?
    package var documentChanges: [TextDocumentEdit]?

    package init(changes: [String: [LSPTextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}
