import JSON

/// One JSON-RPC 2.0 message.
public enum Message: Hashable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// `id` is `nil` for an error about a message whose id could not be read.
    case response(id: RequestID?, result: Result<JSONValue, ResponseError>)

    public var json: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            object["id"] = id.json
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .notification(let method, let params):
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .response(let id, let result):
            object["id"] = id?.json ?? .null
            switch result {
            case .success(let value): object["result"] = value
            case .failure(let error): object["error"] = error.json
            }
        }
        return .object(object)
    }

    /// Reads a message from a parsed JSON body. A body that is not a valid message gives the error to
    /// answer with and the id to answer to, when one can be recovered.
    public static func decode(_ value: JSONValue) -> Result<Message, InvalidMessage> {
        guard case .object(let object) = value else {
            return .failure(InvalidMessage(id: nil, error: .invalidRequest("a message must be an object, found \(value.typeName)")))
        }
        let rawID = object["id"]
        let id = rawID.flatMap(RequestID.init)
        if let rawID, rawID != .null, id == nil {
            return .failure(InvalidMessage(id: nil, error: .invalidRequest("`id` must be a number or a string")))
        }
        guard object["jsonrpc"] == .string("2.0") else {
            return .failure(InvalidMessage(id: id, error: .invalidRequest(#"a message must have "jsonrpc": "2.0""#)))
        }
        // `"params": null` is read as absent, as lenient clients send it.
        let params = object["params"] == .null ? nil : object["params"]
        if let params, params.objectValue == nil, params.arrayValue == nil {
            return .failure(InvalidMessage(id: id, error: .invalidRequest("`params` must be an object or an array")))
        }
        if let method = object["method"] {
            guard let method = method.stringValue else {
                return .failure(InvalidMessage(id: id, error: .invalidRequest("`method` must be a string")))
            }
            if let id { return .success(.request(id: id, method: method, params: params)) }
            return .success(.notification(method: method, params: params))
        }
        if let error = object["error"] {
            guard let error = ResponseError(error) else {
                return .failure(InvalidMessage(id: id, error: .invalidRequest("`error` must have a numeric `code`")))
            }
            return .success(.response(id: id, result: .failure(error)))
        }
        if let result = object["result"], let id {
            return .success(.response(id: id, result: .success(result)))
        }
        return .failure(InvalidMessage(id: id, error: .invalidRequest("a message needs `method`, `result` or `error`")))
    }
}

/// A body that parsed as JSON but is not a JSON-RPC message.
public struct InvalidMessage: Error, Hashable, Sendable {
    public var id: RequestID?
    public var error: ResponseError
}
