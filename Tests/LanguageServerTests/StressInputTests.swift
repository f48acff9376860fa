import Foundation
import JSON
import JSONRPC
import Testing

/// Hostile traffic over real pipes: bursts with cancellation, a client that dies mid-message, huge
/// and pathological documents, invalid UTF-8. Each time the server answers what it must, writes
/// nothing but framed messages, and stays within a memory budget.
@Suite(.serialized) struct StressInputTests {
    @Test func aBurstOfRequestsWithCancellationsIsAnsweredOncePerRequest() throws {
        guard let server = try StressSession.start() else { return }
        _ = StressSession.initialize(server)
        let uri = "file:///stress/burst.nss"
        StressSession.open(server, uri: uri, languageId: "nss", text: "@a: #fff;\nButton {\n    font-color: @a;\n}\n")
        let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol", "nuance/unknown"]
        var bytes: [UInt8] = []
        let count = 1000
        for id in 1...count {
            let method = methods[id % methods.count]
            bytes += Message.request(
                id: .number(id + 10), method: method,
                params: ["textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": .integer(Int64(id % 20))]]
            ).framed()
            if id % 2 == 0 { bytes += Message.notification(method: "$/cancelRequest", params: ["id": .integer(Int64(id + 10))]).framed() }
            // A cancellation for a request that never existed must be ignored.
            if id % 97 == 0 { bytes += Message.notification(method: "$/cancelRequest", params: ["id": "nope"]).framed() }
        }
        server.write(bytes)
        for id in 1...count {
            guard let answer = server.response(to: .number(id + 10), within: 60) else {
                Issue.record("request \(id + 10) was not answered")
                break
            }
            let code = answer.failureCode
            #expect(code == nil || code == -32800 || code == -32601 || code == -32602, "request \(id + 10): \(answer)")
        }
        #expect(StressSession.shutDown(server))
        let duplicates = server.remainingMessages.filter { if case .response = $0 { true } else { false } }
        #expect(duplicates.isEmpty, "answered twice: \(duplicates.prefix(3))")
        #expect(server.protocolViolations.isEmpty)
    }

    @Test(arguments: [
        Array("Content-Length: 120\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,".utf8),
        Array("Content-Len".utf8),
        Array("Content-Length: 1073741824\r\n\r\n{".utf8),
    ])
    func aClientThatDiesMidMessageEndsTheServer(tail: [UInt8]) throws {
        guard let server = try StressSession.start() else { return }
        _ = StressSession.initialize(server)
        server.write(tail)
        server.closeInput()
        #expect(server.exitCode(within: 30) != nil, "the server still runs after its input closed")
        #expect(server.protocolViolations.isEmpty)
    }

    @Test func aLongSingleLineIsOpenedEditedAndChecked() throws {
        guard let server = try StressSession.start() else { return }
        _ = StressSession.initialize(server)
        let uri = "file:///stress/one-line.nss"
        let rule = "Button { font-color: #FFFFFF; } "
        // A 10 MB line always: position conversion and excerpts are linear in it (this ran only under
        // NUANCE_STRESS=1 while they were quadratic).
        let text = String(repeating: rule, count: 10 * 1024 * 1024 / rule.utf8.count) + "Label { font-color: @missing; }"
        StressSession.open(server, uri: uri, languageId: "nss", text: text, version: 1)
        let end = text.utf16.count
        server.write(
            .notification(
                method: "textDocument/didChange",
                params: [
                    "textDocument": ["uri": .string(uri), "version": 2],
                    "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 6]], "text": "Label"]],
                ]))
        let published = StressSession.diagnostics(server, within: 300) { $0["uri"]?.stringValue == uri && $0["version"]?.intValue == 2 }
        let undefined = published?["diagnostics"]?.arrayValue?.first { $0["code"]?.stringValue == "nss/undefined-variable" }
        // "Button" became "Label": one UTF-16 unit shorter before the error.
        let expectedCharacter = end - "@missing; }".utf16.count - 1
        #expect(undefined?["range"]?["start"]?["character"]?.intValue == expectedCharacter)
        let peak = StressSession.peakResidentMebibytes(server)
        #expect(StressSession.shutDown(server, within: 300))
        if let peak { #expect(peak < 1536, "peak resident set \(peak) MiB for a 10 MB line") }
        #expect(server.protocolViolations.isEmpty)
    }

    /// Documents that are deep, repetitive or broken in every language the server reads.
    static let pathologicalDocuments: [(uri: String, languageId: String, text: String)] = {
        let n = StressSession.size(full: 50_000, quick: 500)
        return [
        ("file:///stress/deep.nss", "nss", String(repeating: "Button { ", count: n)),
        ("file:///stress/comments.nss", "nss", String(repeating: "/*", count: n) + String(repeating: "\"", count: n / 5 + 1)),
        ("file:///stress/deep.tokens.json", "json", String(repeating: "[{\"a\":", count: n)),
        ("file:///stress/flat.tokens.json", "json", "{" + (0..<n / 2).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" }.joined(separator: ",") + "}"),
        ("file:///stress/Deep.swift", "swift", "// sourcery: a = " + String(repeating: "[(", count: n / 2) + "\n" + String(repeating: "struct S { ", count: n / 10)),
        ("file:///stress/Annotations.swift", "swift", String(repeating: "// sourcery: k = \"v, w\", x = [1, {y: 2}], =, ,\n", count: n / 2) + "var x: Int"),
        ]
    }()

    @Test func deepAndPathologicalDocumentsAreAnswered() throws {
        guard let server = try StressSession.start() else { return }
        _ = StressSession.initialize(server)
        for document in StressInputTests.pathologicalDocuments {
            StressSession.open(server, uri: document.uri, languageId: document.languageId, text: document.text)
        }
        // Deeply nested params on an unknown method and on a known one.
        let deepParams = Array("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"nuance/unknown\",\"params\":".utf8)
            + Array(repeating: UInt8(ascii: "["), count: 100_000) + Array(repeating: UInt8(ascii: "]"), count: 100_000) + [UInt8(ascii: "}")]
        server.write(Array("Content-Length: \(deepParams.count)\r\n\r\n".utf8) + deepParams)
        let deepAnswer = server.next(within: 60) { message -> Result<JSONValue, ResponseError>? in
            if case .response(let id, let result) = message, id == .number(7) || id == nil { return result }
            return nil
        }
        #expect(deepAnswer?.failureCode != nil)
        server.write(.request(id: .number(8), method: "initialize", params: ["capabilities": "not an object", "processId": [1, [2]]]))
        #expect(server.response(to: .number(8), within: 60) != nil)
        for document in StressInputTests.pathologicalDocuments {
            let published = StressSession.diagnostics(server, within: 300) { $0["uri"]?.stringValue == document.uri }
            #expect(published != nil || !document.uri.hasSuffix(".nss"), "no diagnostics for \(document.uri)")
        }
        let peak = StressSession.peakResidentMebibytes(server)
        #expect(StressSession.shutDown(server, within: 300))
        if let peak { #expect(peak < 1024, "peak resident set \(peak) MiB") }
        #expect(server.protocolViolations.isEmpty)
    }

    @Test func invalidUTF8IsAnsweredAndTheServerGoesOn() throws {
        guard let server = try StressSession.start() else { return }
        _ = StressSession.initialize(server)
        var bodies: [[UInt8]] = []
        // Invalid UTF-8 inside a document's text, inside a method name, and as a whole body.
        bodies.append(
            Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///stress/bad.nss","languageId":"nss","version":1,"text":"Button { font-color: "#.utf8)
                + [0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80] + Array(#"; }\n@x: "#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#";"}}}"#.utf8))
        bodies.append(Array(#"{"jsonrpc":"2.0","id":3,"method":"text"#.utf8) + [0xC0, 0xAF] + Array(#"","params":{}}"#.utf8))
        bodies.append([0xFF, 0xFF, 0xFF, 0x80, 0x00])
        bodies.append(Array(#"{"jsonrpc":"2.0","id":4,"method":"x","params":{"a":"\ud800"}}"#.utf8))
        for body in bodies { server.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body) }
        // Bodies 2 to 4 are each answered, with their id or, when it cannot be read, without one.
        var answered = 0
        for _ in 0..<3 {
            let answer = server.next(within: 30) { message -> Bool? in
                if case .response(let id, _) = message, id == .number(3) || id == .number(4) || id == nil { return true }
                return nil
            }
            if answer != nil { answered += 1 }
        }
        #expect(answered == 3)
        server.write(.request(id: .number(5), method: "nuance/unknown", params: nil))
        #expect(server.response(to: .number(5), within: 60)?.failureCode == -32601)
        #expect(StressSession.shutDown(server))
        #expect(server.protocolViolations.isEmpty)
    }
}
