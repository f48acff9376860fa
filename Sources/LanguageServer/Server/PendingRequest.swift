import JSON
import JSONRPC

/// A request whose parameters decoded, waiting for ``LanguageServer/dispatch(_:)`` to answer it.
package protocol AnyPendingRequest: Sendable {
    var context: RequestContext { get }
}

package struct PendingRequest<Request: LSPRequest>: AnyPendingRequest {
    package let params: Request
    package let context: RequestContext

    /// Runs `body` and encodes its result or error as the response.
    package func answer(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (Request, RequestContext) async throws -> Request.Response
    ) async -> Result<JSONValue, ResponseError> {
        do {
            return .success(try JSONValueEncoder().encode(try await body(params, context)))
        } catch {
            return .failure(Self.responseError(error))
        }
    }

    /// Runs `body`, which must not suspend, and encodes its result or error as the response.
    package func answerNow(_ body: (Request) throws -> Request.Response) -> Result<JSONValue, ResponseError> {
        do {
            return .success(try JSONValueEncoder().encode(try body(params)))
        } catch {
            return .failure(Self.responseError(error))
        }
    }

    private static func responseError(_ error: any Error) -> ResponseError {
        switch error {
        case let error as ResponseError: return error
        case is CancellationError: return .cancelled
        default: return .internalError("\(error)")
        }
    }

    /// Decodes the parameters of a request of type `Request`; a mismatch is -32602 naming the field.
    static func decode(_ params: JSONValue?, context: RequestContext) throws(ResponseError) -> PendingRequest<Request> {
        do {
            let request = try JSONValueDecoder().decode(Request.self, from: params ?? .object(JSONObject()))
            return PendingRequest(params: request, context: context)
        } catch {
            throw ResponseError.invalidParams("invalid params of '\(Request.method)': \(describeDecodingError(error))")
        }
    }
}

extension LSPRequest {
    static func pending(_ params: JSONValue?, context: RequestContext) throws(ResponseError) -> any AnyPendingRequest {
        try PendingRequest<Self>.decode(params, context: context)
    }
}

extension LSPNotification {
    static func decode(_ params: JSONValue?) throws -> any LSPNotification {
        try JSONValueDecoder().decode(Self.self, from: params ?? .object(JSONObject()))
    }
}
