import JSON
import JSONRPC
import Testing

@Suite struct MessageTests {
    private func decode(_ text: String) throws -> Result<Message, InvalidMessage> {
        Message.decode(try JSONValue(parsing: text))
    }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#) == .success(.request(id: .number(1), method: "m", params: ["a": 1])))
        #expect(try decode(#"{"jsonrpc":"2.0","id":"x","method":"m"}"#) == .success(.request(id: .string("x"), method: "m", params: nil)))
        #expect(try decode(#"{"jsonrpc":"2.0","method":"n","params":[1]}"#) == .success(.notification(method: "n", params: [1])))
        #expect(try decode(#"{"jsonrpc":"2.0","id":2,"result":null}"#) == .success(.response(id: .number(2), result: .success(.null))))
        #expect(
            try decode(#"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"no"}}"#)
                == .success(.response(id: .number(3), result: .failure(ResponseError(code: -32601, message: "no")))))
    }

    @Test func requestWithoutMethodKeepsItsID() throws {
        guard case .failure(let invalid) = try decode(#"{"jsonrpc":"2.0","id":9}"#) else {
            Issue.record("accepted a message without a method")
            return
        }
        #expect(invalid.id == .number(9))
        #expect(invalid.error.code == ResponseError.invalidRequestCode)
    }

    @Test(arguments: [#"[]"#, #"3"#, #"{"id":true,"method":"m"}"#, #"{"id":1,"method":5}"#, #"{"method":"m","params":3}"#])
    func invalidMessages(_ text: String) throws {
        guard case .failure(let invalid) = try decode(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(invalid.error.code == -32600)
    }

    /// JSON-RPC 2.0 to the letter: a message must say `"jsonrpc": "2.0"`; a request's id is kept for
    /// the error answer.
    @Test(arguments: [#"{"id":1,"method":"m"}"#, #"{"jsonrpc":"1.0","id":1,"method":"m"}"#, #"{"jsonrpc":2,"id":1,"method":"m"}"#])
    func messagesWithoutJSONRPC20AreInvalidRequests(_ text: String) throws {
        guard case .failure(let invalid) = try decode(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(invalid.error.code == -32600)
        #expect(invalid.id == .number(1))
    }

    @Test func responseErrorCodes() {
        #expect(
            [ResponseError.parseErrorCode, ResponseError.invalidRequestCode, ResponseError.methodNotFoundCode,
             ResponseError.invalidParamsCode, ResponseError.internalErrorCode, ResponseError.serverNotInitializedCode,
             ResponseError.requestCancelledCode, ResponseError.contentModifiedCode]
                == [-32700, -32600, -32601, -32602, -32603, -32002, -32800, -32801])
        #expect(ResponseError.cancelled.json.serializedString() == #"{"code":-32800,"message":"request cancelled"}"#)
    }

    @Test func responseWithoutIDSerializesNull() {
        let message = Message.response(id: nil, result: .failure(.parseError("bad")))
        #expect(message.json.serializedString() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
    }
}
