import Analysis
import JSON

extension LanguageServer {
    /// The capabilities of the navigation, editing and structure features.
    func addEditingCapabilities(to capabilities: inout ServerCapabilities) {
        capabilities.definitionProvider = true
        capabilities.referencesProvider = true
        capabilities.documentHighlightProvider = true
        capabilities.renameProvider = ["prepareProvider": true]
        capabilities.codeActionProvider = ["codeActionKinds": ["quickfix", "source.fixAll.nuance"]]
        capabilities.documentSymbolProvider = true
        capabilities.workspaceSymbolProvider = true
        capabilities.documentFormattingProvider = true
        capabilities.documentRangeFormattingProvider = true
        capabilities.foldingRangeProvider = true
        capabilities.selectionRangeProvider = true
        capabilities.semanticTokensProvider = [
            "legend": [
                "tokenTypes": .array(SemanticToken.Kind.allCases.map { .string($0.legendName) }),
                "tokenModifiers": .array(SemanticToken.Modifier.allCases.map { .string($0.legendName) }),
            ],
            "full": ["delta": true],
        ]
        capabilities.documentLinkProvider = ["resolveProvider": false]
        // Neovim 0.7 shows lenses without announcing it; clients without lenses never ask.
        capabilities.codeLensProvider = ["resolveProvider": false]
        if clientPullsDiagnostics {
            capabilities.diagnosticProvider = ["identifier": "nuance", "interFileDependencies": true, "workspaceDiagnostics": true]
        }
    }
}
