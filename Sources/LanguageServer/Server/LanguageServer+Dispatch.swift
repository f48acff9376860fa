import JSON
import JSONRPC

extension LanguageServer {
    /// One line per request: the handler that answers it.
    func dispatch(_ request: any AnyPendingRequest) async -> Result<JSONValue, ResponseError> {
        switch request {
        case let request as PendingRequest<InitializeRequest>: return await request.answer { params, _ in try initialize(params) }
        case let request as PendingRequest<ShutdownRequest>: return await request.answer { _, _ in shutdown() }
        case let request as PendingRequest<CompletionRequest>: return await request.answer { params, _ in completion(params) }
        case let request as PendingRequest<CompletionResolveRequest>: return await request.answer { params, _ in resolveCompletion(params) }
        case let request as PendingRequest<HoverRequest>: return await request.answer { params, _ in hover(params) }
        case let request as PendingRequest<DocumentColorRequest>: return await request.answer { params, _ in documentColors(params) }
        case let request as PendingRequest<ColorPresentationRequest>: return await request.answer { params, _ in colorPresentations(params) }
        case let request as PendingRequest<InlayHintRequest>: return await request.answer { params, _ in inlayHints(params) }
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
        default: log(.error, "no handler for notification \(type(of: notification))")
        }
    }
}
