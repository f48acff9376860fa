import JSON
import JSONRPC

extension LanguageServer {
    /// Answers completion, hover and definition on the calling thread, from the index of the current
    /// files, and returns true; returns false when the request must go through the queue (another
    /// request, or no index of the current files yet: building one is long work).
    ///
    /// The host calls this on the reader's thread only when no earlier message waits or runs, so the
    /// answer sees every edit sent before the request, and no `$/cancelRequest` for it can have been read.
    nonisolated func answerOnReaderThread(id: RequestID, method: String, params: JSONValue?) -> Bool {
        let state = mirror.state
        guard state.isRunning, let features = featureCache.cached(generation: state.generation) else { return false }
        let view = FeatureView(features: features, encoding: state.encoding, preferences: featureCache.preferences)
        let context = RequestContext(id: id, registry: cancellation)
        let result: Result<JSONValue, ResponseError>
        do {
            switch method {
            case CompletionRequest.method:
                // Ranking needs usage counts, which take a walk of the whole index the first time.
                guard features.hasStatistics else { return false }
                result = try PendingRequest<CompletionRequest>.decode(params, context: context).answerNow(view.completion)
            case CompletionResolveRequest.method:
                result = try PendingRequest<CompletionResolveRequest>.decode(params, context: context).answerNow(
                    view.resolveCompletion)
            case HoverRequest.method:
                result = try PendingRequest<HoverRequest>.decode(params, context: context).answerNow(view.hover)
            case DefinitionRequest.method:
                guard let maps = featureCache.cachedDocumentMaps(generation: state.generation) else { return false }
                let navigation = FeatureContext(
                    index: features.index, encoding: state.encoding, uris: maps.uris, versions: maps.versions,
                    usesDocumentChanges: state.usesDocumentChanges)
                result = try PendingRequest<DefinitionRequest>.decode(params, context: context).answerNow(navigation.definition)
            default:
                return false
            }
        } catch {
            result = .failure(error)
        }
        sendFromReader(.response(id: id, result: result))
        return true
    }
}
