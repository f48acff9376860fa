import JSON
import JSONRPC

extension LanguageServer {
    /// One line per request: the handler that answers it. The requests sent while typing come first
    /// (each line is a cast to try).
    func dispatch(_ request: any AnyPendingRequest) async -> Result<JSONValue, ResponseError> {
        switch request {
        // Completion, hover, colours and inlay hints.
        case let request as PendingRequest<CompletionRequest>: return await request.answer { params, _ in featureView().completion(params) }
        case let request as PendingRequest<CompletionResolveRequest>: return await request.answer { params, _ in featureView().resolveCompletion(params) }
        case let request as PendingRequest<HoverRequest>:
            let view = featureView()
            return await request.answer { params, _ in await Task.detached { view.hover(params) }.value }
        case let request as PendingRequest<ColorPresentationRequest>: return await request.answer { params, _ in colorPresentations(params) }
        case let request as PendingRequest<InlayHintRequest>: return await request.answer { params, _ in inlayHints(params) }
        // Lifecycle.
        case let request as PendingRequest<InitializeRequest>: return await request.answer { params, _ in try initialize(params) }
        case let request as PendingRequest<ShutdownRequest>: return await request.answer { _, _ in shutdown() }
        // Navigation, editing and structure.
        case let request as PendingRequest<DefinitionRequest>: return await request.answer { params, _ in try await definition(params) }
        case let request as PendingRequest<ReferencesRequest>: return await request.answer { params, _ in try await references(params) }
        case let request as PendingRequest<DocumentHighlightRequest>: return await request.answer { params, _ in try await documentHighlight(params) }
        case let request as PendingRequest<PrepareRenameRequest>: return await request.answer { params, _ in try await prepareRename(params) }
        case let request as PendingRequest<RenameRequest>: return await request.answer { params, _ in try await rename(params) }
        case let request as PendingRequest<CodeActionRequest>: return await request.answer { params, _ in try await codeAction(params) }
        case let request as PendingRequest<WorkspaceSymbolRequest>: return await request.answer { params, _ in try await workspaceSymbol(params) }
        case let request as PendingRequest<DocumentFormattingRequest>: return await request.answer { params, _ in try await formatting(params) }
        case let request as PendingRequest<DocumentRangeFormattingRequest>: return await request.answer { params, _ in try await rangeFormatting(params) }
        case let request as PendingRequest<FoldingRangeRequest>: return await request.answer { params, _ in try await foldingRange(params) }
        case let request as PendingRequest<SelectionRangeRequest>: return await request.answer { params, _ in try await selectionRange(params) }
        case let request as PendingRequest<SemanticTokensRequest>: return await request.answer { params, _ in try await semanticTokens(params) }
        case let request as PendingRequest<SemanticTokensDeltaRequest>: return await request.answer { params, _ in try await semanticTokensDelta(params) }
        case let request as PendingRequest<DocumentLinkRequest>: return await request.answer { params, _ in try await documentLink(params) }
        case let request as PendingRequest<CodeLensRequest>: return await request.answer { params, _ in try await codeLens(params) }
        case let request as PendingRequest<DocumentDiagnosticRequest>: return await request.answer { params, _ in try await documentDiagnostic(params) }
        case let request as PendingRequest<WorkspaceDiagnosticRequest>: return await request.answer { params, _ in try await workspaceDiagnostic(params) }
        default: return .failure(.internalError("no handler for request \(type(of: request))"))
        }
    }

    /// One line per notification.
    func dispatch(_ notification: any LSPNotification) {
        switch notification {
        case is InitializedNotification: initialized()
        case is ExitNotification: exit()
        case is CancelRequestNotification: break  // recorded on arrival by the host
        case let notification as DidOpenTextDocumentNotification: didOpen(notification)
        case let notification as DidChangeTextDocumentNotification: didChange(notification)
        case let notification as DidCloseTextDocumentNotification: didClose(notification)
        case let notification as DidSaveTextDocumentNotification: didSave(notification)
        case let notification as DidChangeWatchedFilesNotification: didChangeWatchedFiles(notification)
        case let notification as DidChangeConfigurationNotification: didChangeConfiguration(notification)
        default: log(.error, "no handler for notification \(type(of: notification))")
        }
    }
}
