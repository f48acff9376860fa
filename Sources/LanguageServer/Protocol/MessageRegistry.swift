/// Every message the server understands. Adding a feature: declare its request type, list it here,
/// and add one line to ``LanguageServer/dispatch(_:)``.
package enum MessageRegistry {
    package static let requests: [any LSPRequest.Type] = [
        InitializeRequest.self,
        ShutdownRequest.self,
        // Navigation, editing and structure.
        DefinitionRequest.self,
        ReferencesRequest.self,
        DocumentHighlightRequest.self,
        PrepareRenameRequest.self,
        RenameRequest.self,
        CodeActionRequest.self,
        DocumentSymbolRequest.self,
        WorkspaceSymbolRequest.self,
        DocumentFormattingRequest.self,
        DocumentRangeFormattingRequest.self,
        FoldingRangeRequest.self,
        SelectionRangeRequest.self,
        SemanticTokensRequest.self,
        SemanticTokensDeltaRequest.self,
        DocumentDiagnosticRequest.self,
        DocumentLinkRequest.self,
        CodeLensRequest.self,
        WorkspaceDiagnosticRequest.self,
        // Completion, hover, colours and inlay hints.
        CompletionRequest.self, CompletionResolveRequest.self, HoverRequest.self, DocumentColorRequest.self,
        ColorPresentationRequest.self, InlayHintRequest.self,
    ]

    package static let notifications: [any LSPNotification.Type] = [
        InitializedNotification.self,
        ExitNotification.self,
        CancelRequestNotification.self,
        DidOpenTextDocumentNotification.self,
        DidChangeTextDocumentNotification.self,
        DidCloseTextDocumentNotification.self,
        DidSaveTextDocumentNotification.self,
        DidChangeWatchedFilesNotification.self,
        DidChangeConfigurationNotification.self,
    ]

    package static let requestsByMethod: [String: any LSPRequest.Type] =
        Dictionary(uniqueKeysWithValues: requests.map { ($0.method, $0) })

    package static let notificationsByMethod: [String: any LSPNotification.Type] =
        Dictionary(uniqueKeysWithValues: notifications.map { ($0.method, $0) })
}
