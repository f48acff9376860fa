import JSON

package struct CompletionRequest: LSPRequest, Hashable {
    package typealias Response = CompletionList
    package static let method = "textDocument/completion"

    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

package struct CompletionList: Codable, Sendable, Hashable {
    package var isIncomplete: Bool
    package var items: [CompletionItem]
    /// Values of the items given once (LSP 3.17), only to clients that declare they take them.
    package var itemDefaults: CompletionItemDefaults? = nil
}

package struct TextEditValue: Codable, Sendable, Hashable {
    package var range: LSPRange
    package var newText: String
}

/// `MarkupContent`: `kind` is `markdown` or `plaintext`.
package struct MarkupContent: Codable, Sendable, Hashable {
    package var kind: String
    package var value: String
}

/// `string | MarkupContent`.
package enum Documentation: Codable, Sendable, Hashable {
    case string(String)
    case markup(MarkupContent)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            self = .markup(try container.decode(MarkupContent.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let string): try container.encode(string)
        case .markup(let markup): try container.encode(markup)
        }
    }
}

package struct CompletionItem: Codable, Sendable, Hashable {
    package var label: String
    /// `CompletionItemKind`.
    package var kind: Int?
    package var detail: String?
    package var documentation: Documentation?
    package var sortText: String?
    package var filterText: String?
    package var textEdit: TextEditValue?
    /// The new text of an item without its own `textEdit` when the list's ``CompletionItemDefaults/editRange`` applies
    /// (the label when absent).
    package var textEditText: String?
    /// `CompletionItemTag`s: 1, deprecated.
    package var tags: [Int]?
    /// What `completionItem/resolve` needs to add the documentation.
    package var data: JSONValue?

    package init(label: String, kind: Int? = nil) {
        self.label = label
        self.kind = kind
    }
}

/// `completionItem/resolve`: the item itself is the parameter.
package struct CompletionResolveRequest: LSPRequest, Hashable {
    package typealias Response = CompletionItem
    package static let method = "completionItem/resolve"

    package var item: CompletionItem

    package init(item: CompletionItem) { self.item = item }

    package init(from decoder: any Decoder) throws {
        item = try CompletionItem(from: decoder)
    }

    package func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
    }
}

package struct CompletionOptions: Codable, Sendable, Hashable {
    package var triggerCharacters: [String]
    package var resolveProvider: Bool
}

/// The LSP `CompletionItemKind` numbers Nuance uses.
package enum CompletionItemKindNumber {
    package static let property = 10
    package static let value = 12
    package static let `enum` = 13
    package static let keyword = 14
    package static let color = 16
    package static let reference = 18
    package static let constant = 21
    package static let `class` = 7
    package static let field = 5
}
