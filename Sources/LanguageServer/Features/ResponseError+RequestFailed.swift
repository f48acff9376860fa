import JSONRPC

extension ResponseError {
    /// `RequestFailed` (-32803): the request was valid but cannot be carried out (a refused rename).
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
}
