import JSONRPC

/// The requests whose answers read other files than the document they name: overrides, definitions
/// and uses elsewhere, findings that depend on the workspace. Right after `initialized` they wait for
/// the first read of the workspace folders, so that none is answered as if the workspace were empty.
/// The answers about one open document alone (outline, colours, formatting, folding, selection
/// ranges, semantic tokens, highlights) do not wait.
enum WorkspaceDependentRequests {
    static let methods: Set<String> = [
        CompletionRequest.method, CompletionResolveRequest.method, HoverRequest.method, InlayHintRequest.method,
        DefinitionRequest.method, ReferencesRequest.method, PrepareRenameRequest.method, RenameRequest.method,
        CodeActionRequest.method, CodeLensRequest.method, DocumentLinkRequest.method, WorkspaceSymbolRequest.method,
        DocumentDiagnosticRequest.method, WorkspaceDiagnosticRequest.method,
    ]
}

extension LanguageServer {
    /// Returns once the workspace folders' first read is applied, or after `options.firstReadWait`
    /// (a slower read leaves the answer to the files known so far); throws when the client cancels
    /// the request meanwhile.
    func waitForFirstWorkspaceRead(_ context: RequestContext) async throws(ResponseError) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: options.firstReadWait)
        while !diskReads.workspaceIsRead, lifecycle == .running {
            try context.checkCancellation()
            guard clock.now < deadline else {
                log(.info, "answering before the workspace folders are read")
                return
            }
            // The actor is free meanwhile to apply the read.
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
