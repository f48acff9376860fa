/// `workspace.workspaceEdit` of the client capabilities.
package struct WorkspaceEditClientCapabilities: Codable, Sendable, Hashable {
    package var documentChanges: Bool?
    package init(documentChanges: Bool? = nil) { self.documentChanges = documentChanges }
}

/// The parts of `textDocument` client capabilities the navigation, editing and structure features read.
package struct TextDocumentClientCapabilities: Codable, Sendable, Hashable {
    package struct Flag: Codable, Sendable, Hashable {
        package var dynamicRegistration: Bool?
        package init(dynamicRegistration: Bool? = nil) { self.dynamicRegistration = dynamicRegistration }
    }

    package struct DocumentSymbol: Codable, Sendable, Hashable {
        package var hierarchicalDocumentSymbolSupport: Bool?
        package init(hierarchicalDocumentSymbolSupport: Bool? = nil) {
            self.hierarchicalDocumentSymbolSupport = hierarchicalDocumentSymbolSupport
        }
    }

    package struct FoldingRange: Codable, Sendable, Hashable {
        package var lineFoldingOnly: Bool?
        package init(lineFoldingOnly: Bool? = nil) { self.lineFoldingOnly = lineFoldingOnly }
    }

    package struct Hover: Codable, Sendable, Hashable {
        package var contentFormat: [String]?
        package init(contentFormat: [String]? = nil) { self.contentFormat = contentFormat }
    }

    package struct DocumentLink: Codable, Sendable, Hashable {
        package var tooltipSupport: Bool?
        package init(tooltipSupport: Bool? = nil) { self.tooltipSupport = tooltipSupport }
    }

    /// `completion.completionList.itemDefaults`: the `CompletionList.itemDefaults` fields the client takes (LSP 3.17).
    package struct Completion: Codable, Sendable, Hashable {
        package struct List: Codable, Sendable, Hashable {
            package var itemDefaults: [String]?
            package init(itemDefaults: [String]? = nil) { self.itemDefaults = itemDefaults }
        }

        package var completionList: List?
        package init(completionList: List? = nil) { self.completionList = completionList }
    }

    package var completion: Completion?
    package var hover: Hover?
    package var documentSymbol: DocumentSymbol?
    package var documentLink: DocumentLink?
    package var foldingRange: FoldingRange?
    /// Present when the client pulls diagnostics (`textDocument/diagnostic`).
    package var diagnostic: Flag?

    package init(
        completion: Completion? = nil, hover: Hover? = nil, documentSymbol: DocumentSymbol? = nil, foldingRange: FoldingRange? = nil,
        diagnostic: Flag? = nil
    ) {
        self.completion = completion
        self.hover = hover
        self.documentSymbol = documentSymbol
        self.foldingRange = foldingRange
        self.diagnostic = diagnostic
    }
}
