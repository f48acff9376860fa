import Foundation
import JSON
import JSONRPC
import Testing

/// The built `nuance lsp` over real pipes.
@Suite(.serialized) struct BinaryServerTests {
    private func start() throws -> ServerProcess? {
        guard let binary = ServerProcess.binary else {
            try Test.cancel("the `nuance` binary is not built next to the tests")
        }
        return try ServerProcess(binary: binary)
    }

    @Test func initializeShutdownExitEndsWithZero() throws {
        guard let server = try start() else { return }
        server.write(ServerProcess.initialize())
        let result = try #require(server.response(to: .number(1))).get()
        #expect(result["serverInfo"]?["name"] == "nuance")
        server.write(.notification(method: "initialized", params: [:]))
        server.write(.request(id: .number(2), method: "shutdown", params: nil))
        #expect(try #require(server.response(to: .number(2))).get() == .null)
        server.write(.notification(method: "exit", params: nil))
        #expect(server.exitCode() == 0)
        #expect(server.protocolViolations.isEmpty)
    }

    /// A client that stops reading leaves the server blocked on a full pipe; `exit` still ends it.
    @Test func exitEndsTheServerWhenTheClientStoppedReading() throws {
        guard let binary = ServerProcess.binary else { try Test.cancel("the `nuance` binary is not built next to the tests") }
        let server = try ServerProcess(binary: binary, readsOutput: false)
        server.write(ServerProcess.initialize())
        // About 200 KB of error responses, far more than a pipe holds.
        for id in 2..<2_002 { server.write(.request(id: .number(id), method: "nuance/unknown", params: nil)) }
        server.write(.request(id: .number(9_999), method: "shutdown", params: nil))
        server.write(.notification(method: "exit", params: nil))
        #expect(server.exitCode(within: 15) == 0)
    }

    /// Hovers answered on the reader's thread must not leave the reader blocked on that full pipe.
    @Test func exitEndsTheServerWhenTheClientStoppedReadingAnswersMadeOnTheReader() throws {
        guard let binary = ServerProcess.binary else { try Test.cancel("the `nuance` binary is not built next to the tests") }
        let server = try ServerProcess(binary: binary, readsOutput: false)
        server.write(ServerProcess.initialize())
        server.write(.notification(method: "initialized", params: [:]))
        let uri: JSONValue = "file:///w/Theme.nss"
        server.write(.notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": uri, "languageId": "nss", "version": 1, "text": "@brand: #0A6ED1;\nButton { font-color: @brand; }\n"]
        ]))
        let hover: JSONValue = ["textDocument": ["uri": uri], "position": ["line": 1, "character": 23]]
        // The first hover builds the index; once it is answered, the others are answered on the reader.
        server.write(.request(id: .number(2), method: "textDocument/hover", params: hover))
        usleep(500_000)
        // About 1 MB of hovers, written on a thread of their own: a server whose reader blocked would
        // stop reading them, and this test must fail rather than wait forever.
        Thread.detachNewThread {
            for id in 3..<3_002 { server.write(.request(id: .number(id), method: "textDocument/hover", params: hover)) }
            server.write(.request(id: .number(9_999), method: "shutdown", params: nil))
            server.write(.notification(method: "exit", params: nil))
        }
        #expect(server.exitCode(within: 15) == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() throws {
        guard let server = try start() else { return }
        server.write(ServerProcess.initialize())
        _ = server.response(to: .number(1))
        server.write(.notification(method: "exit", params: nil))
        #expect(server.exitCode() == 1)
    }

    @Test func endOfInputEndsTheProcess() throws {
        guard let server = try start() else { return }
        server.write(ServerProcess.initialize())
        _ = server.response(to: .number(1))
        server.closeInput()
        #expect(server.exitCode() == 1)
    }

    @Test func garbageAndABadHeaderAreSkipped() throws {
        guard let server = try start() else { return }
        server.write([0x00, 0xFF, 0xFE] + Array("hello\r\n\r\n".utf8))
        server.write(Array("Content-Length: twelve\r\n\r\n".utf8))
        server.write(Array("junk".utf8) + ServerProcess.initialize().framed())
        let result = try #require(server.response(to: .number(1)))
        #expect(try result.get()["capabilities"] != nil)
        #expect(server.protocolViolations.isEmpty)
    }

    @Test func invalidJSONIsAnsweredAndTheServerGoesOn() throws {
        guard let server = try start() else { return }
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"#.utf8)
        server.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        let error = try #require(server.response(to: nil))
        #expect(error.failureCode == -32700)
        server.write(ServerProcess.initialize(id: 2))
        #expect(try #require(server.response(to: .number(2))).failureCode == nil)
    }

    @Test func unknownMethodsAndCancellation() throws {
        guard let server = try start() else { return }
        server.write(ServerProcess.initialize())
        _ = server.response(to: .number(1))
        server.write(.request(id: .string("u"), method: "nuance/unknown", params: [:]))
        #expect(try #require(server.response(to: .string("u"))).failureCode == -32601)
        server.write(.notification(method: "nuance/unknownNotification", params: [:]))
        // A request and its cancellation in one write: answered exactly once, cancelled or not.
        server.write(
            Message.request(id: .number(5), method: "shutdown", params: nil).framed()
                + Message.notification(method: "$/cancelRequest", params: ["id": 5]).framed())
        let answer = try #require(server.response(to: .number(5)))
        #expect(answer.failureCode == nil || answer.failureCode == -32800)
        server.write(.request(id: .number(6), method: "nuance/unknown", params: nil))
        _ = server.response(to: .number(6))
        #expect(server.remainingMessages.allSatisfy { if case .response = $0 { false } else { true } })
    }

    @Test func tenMegabyteMessage() throws {
        guard let server = try start() else { return }
        server.write(ServerProcess.initialize())
        _ = server.response(to: .number(1))
        server.write(.notification(method: "initialized", params: [:]))
        let text = String(repeating: "Button { font-color: #FFFFFF; }\n", count: 10 * 1024 * 1024 / 32)
        server.write(.notification(method: "textDocument/didOpen", params: [
            "textDocument": ["uri": "file:///w/big.txt", "languageId": "plaintext", "version": 1, "text": .string(text)],
        ]))
        server.write(.request(id: .number(2), method: "shutdown", params: nil))
        #expect(try #require(server.response(to: .number(2), within: 60)).failureCode == nil)
        server.write(.notification(method: "exit", params: nil))
        #expect(server.exitCode() == 0)
    }
}

extension ServerProcess {
    func response(to id: RequestID?, within seconds: Double) -> Result<JSONValue, ResponseError>? {
        next(within: seconds) { message in
            if case .response(id, let result) = message { return result }
            return nil
        }
    }
}

extension Result where Success == JSONValue, Failure == ResponseError {
    var failureCode: Int? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
