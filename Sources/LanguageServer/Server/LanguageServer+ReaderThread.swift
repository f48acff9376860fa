import JSON
import JSONRPC

extension LanguageServer {
    /// Answers completion, hover, definition and the kept outline and colours on the calling thread, from the index of the current
    /// files, and returns true; returns false when the request must go through the queue (another
    /// request, or no index of the current files yet: building one is long work).
    ///
    /// The host calls this on the reader's thread only when no earlier message waits or runs, so the
    /// answer sees every edit sent before the request, and no `$/cancelRequest` for it can have been read.
    nonisolated func answerOnReaderThread(id: RequestID, method: String, params: JSONValue?) -> Bool {
        let state = mirror.state
        guard state.isRunning, state.workspaceIsRead || !WorkspaceDependentRequests.methods.contains(method),
            let features = featureCache.cached(generation: state.generation)
        else { return false }
        let view = FeatureView(features: features, encoding: state.encoding, preferences: featureCache.preferences, rules: options.rules)
        let context = RequestContext(id: id, registry: cancellation)
        switch method {
        case CompletionRequest.method:
            // Ranking needs usage counts, which take a walk of the whole index the first time.
            guard features.hasStatistics else { return false }
            answerFromReader(id: id, CompletionRequest.self, params: params, context: context) {
                Message.framedResponse(id: id, serializedResult: view.completionBytes($0))
            }
        case HoverRequest.method:
            // The first hover in a file analyses it (for the rule explanations): not on the reader's thread.
            if let path = params.flatMap(HoverRequest.init(json:))?.textDocument.uri.analysisPath, !features.hasFindings(in: path) {
                return false
            }
            answerFromReader(id: id, HoverRequest.self, params: params, context: context) {
                Message.framedResponse(id: id, result: view.hover($0)?.makeWire() ?? .null)
            }
        case CompletionResolveRequest.method:
            answerDecodedFromReader(id: id, CompletionResolveRequest.self, params: params, context: context, view.resolveCompletion)
        case DefinitionRequest.method:
            guard let maps = featureCache.cachedDocumentMaps(generation: state.generation) else { return false }
            let navigation = FeatureContext(
                index: features.index, encoding: state.encoding, uris: maps.uris, versions: maps.versions,
                usesDocumentChanges: state.usesDocumentChanges)
            answerDecodedFromReader(id: id, DefinitionRequest.self, params: params, context: context, navigation.definition)
        case DocumentSymbolRequest.method, DocumentColorRequest.method:
            // Made once per generation, through the queue; sent again from the kept bytes.
            guard let path = DocumentAnswers.path(of: params), let result = features.cachedAnswer(method: method, path: path) else {
                return false
            }
            sendFromReader(Message.framedResponse(id: id, serializedResult: result))
        default:
            return false
        }
        return true
    }

    /// Decodes the parameters and sends the answer `body` gives, or the error.
    private nonisolated func answerDecodedFromReader<Request: LSPRequest>(
        id: RequestID, _ type: Request.Type, params: JSONValue?, context: RequestContext,
        _ body: (Request) throws -> Request.Response
    ) {
        let result: Result<JSONValue, ResponseError>
        do {
            result = try PendingRequest<Request>.decode(params, context: context).answerNow(body)
        } catch {
            result = .failure(error)
        }
        sendFromReader(Message.response(id: id, result: result).framed())
    }

    /// Reads the parameters of a document-and-position request without `Decodable` when they are
    /// well formed, and sends the framed response `body` makes (written as bytes or from json-c values,
    /// never through `JSONValue`).
    private nonisolated func answerFromReader<Request: LSPRequest & TextDocumentPositionRequest>(
        id: RequestID, _ type: Request.Type, params: JSONValue?, context: RequestContext, _ body: (Request) -> [UInt8]
    ) {
        let request: Request
        if let params, let read = Request(json: params) {
            request = read
        } else {
            do {
                request = try PendingRequest<Request>.decode(params, context: context).params
            } catch {
                sendFromReader(Message.response(id: id, result: .failure(error)).framed())
                return
            }
        }
        sendFromReader(body(request))
    }
}
