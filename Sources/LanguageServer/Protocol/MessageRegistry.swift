/// Every message the server understands. Adding a feature: declare its request type, list it here,
/// and add one line to ``LanguageServer/dispatch(_:)``.
package enum MessageRegistry {
    package static let requests: [any LSPRequest.Type] = [
        InitializeRequest.self,
        ShutdownRequest.self,
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
    ]

    package static let requestsByMethod: [String: any LSPRequest.Type] =
        Dictionary(uniqueKeysWithValues: requests.map { ($0.method, $0) })

    package static let notificationsByMethod: [String: any LSPNotification.Type] =
        Dictionary(uniqueKeysWithValues: notifications.map { ($0.method, $0) })
}
