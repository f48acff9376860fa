import JSON

/// The `error` of a JSON-RPC response.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    public static let serverNotInitializedCode = -32002
    public static let requestCancelledCode = -32800
    public static let contentModifiedCode = -32801

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: parseErrorCode, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: invalidRequestCode, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: methodNotFoundCode, message: "unknown method '\(method)'")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: invalidParamsCode, message: message) }
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: internalErrorCode, message: message) }
    public static let serverNotInitialized = ResponseError(code: serverNotInitializedCode, message: "the server is not initialized")
    public static let cancelled = ResponseError(code: requestCancelledCode, message: "request cancelled")
    public static let contentModified = ResponseError(code: contentModifiedCode, message: "content modified")

    public var json: JSONValue {
        var object: JSONObject = ["code": .integer(Int64(code)), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    public init?(_ value: JSONValue) {
        guard let code = value["code"]?.intValue else { return nil }
        self.init(code: code, message: value["message"]?.stringValue ?? "", data: value["data"])
    }

    public var description: String { "\(message) (\(code))" }
}
