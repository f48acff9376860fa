import JSON

/// `textDocument/documentSymbol`.
package struct DocumentSymbolRequest: LSPRequest, Hashable {
    package typealias Response = DocumentSymbolResult
    package static let method = "textDocument/documentSymbol"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

package struct DocumentSymbol: Codable, Sendable, Hashable {
    package var name: String
    package var detail: String?
    package var kind: Int
    package var range: LSPRange
    package var selectionRange: LSPRange
    package var children: [DocumentSymbol]?
}

package struct SymbolInformation: Codable, Sendable, Hashable {
    package var name: String
    package var kind: Int
    package var location: LSPLocation
    package var containerName: String?
}

/// Hierarchical symbols when the client supports them, else flat `SymbolInformation`.
package enum DocumentSymbolResult: Codable, Sendable, Hashable {
    case hierarchical([DocumentSymbol])
    case flat([SymbolInformation])

    package init(from decoder: any Decoder) throws {
        if let symbols = try? [DocumentSymbol](from: decoder) {
            self = .hierarchical(symbols)
        } else {
            self = .flat(try [SymbolInformation](from: decoder))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .hierarchical(let symbols): try symbols.encode(to: encoder)
        case .flat(let symbols): try symbols.encode(to: encoder)
        }
    }
}

/// `workspace/symbol`.
package struct WorkspaceSymbolRequest: LSPRequest, Hashable {
    package typealias Response = [SymbolInformation]
    package static let method = "workspace/symbol"
    package var query: String

    package init(query: String) { self.query = query }
}

package struct FormattingOptions: Codable, Sendable, Hashable {
    package var tabSize: Int
    package var insertSpaces: Bool

    package init(tabSize: Int, insertSpaces: Bool) {
        self.tabSize = tabSize
        self.insertSpaces = insertSpaces
    }
}

/// `textDocument/formatting`.
package struct DocumentFormattingRequest: LSPRequest, Hashable {
    package typealias Response = [LSPTextEdit]?
    package static let method = "textDocument/formatting"
    package var textDocument: TextDocumentIdentifier
    package var options: FormattingOptions

    package init(textDocument: TextDocumentIdentifier, options: FormattingOptions) {
        self.textDocument = textDocument
        self.options = options
    }
}

/// `textDocument/rangeFormatting`.
package struct DocumentRangeFormattingRequest: LSPRequest, Hashable {
    package typealias Response = [LSPTextEdit]?
    package static let method = "textDocument/rangeFormatting"
    package var textDocument: TextDocumentIdentifier
    package var range: LSPRange
    package var options: FormattingOptions

    package init(textDocument: TextDocumentIdentifier, range: LSPRange, options: FormattingOptions) {
        self.textDocument = textDocument
        self.range = range
        self.options = options
    }
}

/// `textDocument/foldingRange`.
package struct FoldingRangeRequest: LSPRequest, Hashable {
    package typealias Response = [FoldingRange]
    package static let method = "textDocument/foldingRange"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

package struct FoldingRange: Codable, Sendable, Hashable {
    package var startLine: Int
    package var endLine: Int
    package var kind: String?
}

/// `textDocument/selectionRange`.
package struct SelectionRangeRequest: LSPRequest, Hashable {
    package typealias Response = [SelectionRange]
    package static let method = "textDocument/selectionRange"
    package var textDocument: TextDocumentIdentifier
    package var positions: [Position]

    package init(textDocument: TextDocumentIdentifier, positions: [Position]) {
        self.textDocument = textDocument
        self.positions = positions
    }
}

package final class SelectionRange: Codable, Sendable, Hashable {
    package let range: LSPRange
    package let parent: SelectionRange?

    package init(range: LSPRange, parent: SelectionRange?) {
        self.range = range
        self.parent = parent
    }

    package static func == (lhs: SelectionRange, rhs: SelectionRange) -> Bool { lhs.range == rhs.range && lhs.parent == rhs.parent }
    package func hash(into hasher: inout Hasher) { hasher.combine(range) }
}

/// `textDocument/semanticTokens/full`.
package struct SemanticTokensRequest: LSPRequest, Hashable {
    package typealias Response = SemanticTokensResult
    package static let method = "textDocument/semanticTokens/full"
    package var textDocument: TextDocumentIdentifier

    package init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

package struct SemanticTokensResult: Codable, Sendable, Hashable {
    package var resultId: String?
    package var data: [Int]
}

/// `textDocument/semanticTokens/full/delta`.
package struct SemanticTokensDeltaRequest: LSPRequest, Hashable {
    package typealias Response = SemanticTokensDeltaResult
    package static let method = "textDocument/semanticTokens/full/delta"
    package var textDocument: TextDocumentIdentifier
    package var previousResultId: String

    package init(textDocument: TextDocumentIdentifier, previousResultId: String) {
        self.textDocument = textDocument
        self.previousResultId = previousResultId
    }
}

package struct SemanticTokensEdit: Codable, Sendable, Hashable {
    package var start: Int
    package var deleteCount: Int
    package var data: [Int]
}

/// Either the edits since the previous result, or (when that result is unknown) the whole data.
package enum SemanticTokensDeltaResult: Codable, Sendable, Hashable {
    case delta(resultId: String, edits: [SemanticTokensEdit])
    case full(SemanticTokensResult)

    private enum CodingKeys: String, CodingKey { case resultId, edits, data }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let edits = try container.decodeIfPresent([SemanticTokensEdit].self, forKey: .edits) {
            self = .delta(resultId: try container.decode(String.self, forKey: .resultId), edits: edits)
        } else {
            self = .full(try SemanticTokensResult(from: decoder))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .delta(let resultId, let edits):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(resultId, forKey: .resultId)
            try container.encode(edits, forKey: .edits)
        case .full(let result):
            try result.encode(to: encoder)
        }
    }
}
