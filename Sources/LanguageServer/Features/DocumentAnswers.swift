import JSON
import JSONRPC

/// The requests about a whole document whose answers grow with it (the outline, the colours): written
/// straight as JSON bytes (``DocumentAnswerBytes``) once per document and generation (``FeatureIndex``) and
/// framed with each request's id. The first request of a generation goes through the queue, later
/// ones are answered on the reader's thread from the kept bytes.
enum DocumentAnswers {
    static let methods: Set<String> = [DocumentSymbolRequest.method, DocumentColorRequest.method]

    /// The analysis path of the document the request names, read without `Decodable`.
    static func path(of params: JSONValue?) -> String? {
        params?["textDocument"].flatMap(TextDocumentIdentifier.init(json:))?.uri.analysisPath
    }
}

extension LanguageServer {
    /// The framed response to a whole-document request (one of ``DocumentAnswers/methods``), or its error.
    func documentAnswer(id: RequestID, method: String, params: JSONValue?, context: RequestContext) async -> [UInt8] {
        let features = featureIndex()
        let document = await featureContext()
        let result: [UInt8]
        do throws(ResponseError) {
            switch method {
            case DocumentSymbolRequest.method:
                let path = try PendingRequest<DocumentSymbolRequest>.decode(params, context: context).params.textDocument.uri.analysisPath
                let hierarchical = clientCapabilities.textDocument?.documentSymbol?.hierarchicalDocumentSymbolSupport == true
                result = features.answer(method: method, path: path) {
                    if hierarchical, let file = features.index.stylesheets.files[path] {
                        return featureCache.outlines.outline(of: file, path: path, encoding: document.encoding)
                    }
                    return document.documentSymbols(of: path, hierarchical: hierarchical).serializedBytes()
                }
            case DocumentColorRequest.method:
                let path = try PendingRequest<DocumentColorRequest>.decode(params, context: context).params.textDocument.uri.analysisPath
                result = features.answer(method: method, path: path) {
                    document.documentColors(of: path).serializedBytes()
                }
            default:
                throw ResponseError.methodNotFound(method)
            }
        } catch {
            return Message.response(id: id, result: .failure(error)).framed()
        }
        return Message.framedResponse(id: id, serializedResult: result)
    }
}
