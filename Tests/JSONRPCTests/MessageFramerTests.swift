import JSON
import JSONRPC
import Testing

@Suite struct MessageFramerTests {
    private func frame(_ body: String, header: String? = nil) -> [UInt8] {
        Array((header ?? "Content-Length: \(body.utf8.count)\r\n\r\n").utf8) + Array(body.utf8)
    }

    private func bodies(_ frames: [MessageFramer.Frame]) -> [String] {
        frames.compactMap { frame in
            if case .body(let body) = frame { return String(decoding: body, as: UTF8.self) }
            return nil
        }
    }

    private func feed(_ bytes: [UInt8], chunkSize: Int) -> [MessageFramer.Frame] {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        var index = 0
        while index < bytes.count {
            framer.append(bytes[index..<min(index + chunkSize, bytes.count)])
            index += chunkSize
            while let frame = framer.next() { frames.append(frame) }
        }
        return frames
    }

    @Test func severalMessagesInOneRead() {
        let bytes = frame(#"{"a":1}"#) + frame(#"{"b":2}"#) + frame("[]")
        #expect(bodies(feed(bytes, chunkSize: bytes.count)) == [#"{"a":1}"#, #"{"b":2}"#, "[]"])
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func oneMessageAcrossManyReads(chunkSize: Int) {
        let body = #"{"text":"é😀 split across reads","n":[1,2,3]}"#
        let bytes = frame(body) + frame("{}")
        #expect(bodies(feed(bytes, chunkSize: chunkSize)) == [body, "{}"])
    }

    @Test func headerNamesInAnyCaseAndContentType() {
        let body = #"{"x":true}"#
        let header = "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:   \(body.utf8.count)\r\n\r\n"
        #expect(bodies(feed(frame(body, header: header), chunkSize: 5)) == [body])
    }

    @Test func largeBody() {
        let body = "\"" + String(repeating: "x", count: 10 * 1024 * 1024) + "\""
        let frames = feed(frame(body), chunkSize: 65536)
        #expect(frames.count == 1)
        #expect(bodies(frames).first?.utf8.count == body.utf8.count)
    }

    @Test func badHeaderIsReportedAndReadingGoesOn() {
        let bytes = Array("garbage without colon\r\n\r\n".utf8) + frame("{}", header: "Content-Length: nope\r\n\r\n")
            + frame("[1]")
        let frames = feed(bytes, chunkSize: 4)
        let problems = frames.filter { if case .badHeader = $0 { return true } else { return false } }
        // The body after the bad length is garbage glued to the next header: reading resynchronizes there.
        #expect(problems.count == 3)
        #expect(bodies(frames) == ["[1]"])
    }

    /// Neither of two different lengths is trusted: the block is a framing error, the body is skipped,
    /// and the next message is read whole (taking the larger length swallowed it).
    @Test(arguments: [1, 7, 4096])
    func conflictingContentLengthsAreAFramingErrorThatLosesNothingAfter(chunkSize: Int) {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        let header = "Content-Length: \(body.utf8.count)\r\nContent-Length: 5000\r\n\r\n"
        let next = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
        let frames = feed(frame(body, header: header) + frame(next) + frame("[3]"), chunkSize: chunkSize)
        #expect(frames.first == .badHeader("conflicting Content-Length headers (\(body.utf8.count) and 5000)"))
        #expect(bodies(frames) == [next, "[3]"])
    }

    @Test func repeatedEqualContentLengthsAreOneLength() {
        let frames = feed(frame("{}", header: "Content-Length: 2\r\nContent-Length: 2\r\n\r\n") + frame("[4]"), chunkSize: 3)
        #expect(bodies(frames) == ["{}", "[4]"])
    }

    @Test func headerWithoutContentLength() {
        let frames = feed(Array("Content-Type: x\r\n\r\n".utf8) + frame("{}"), chunkSize: 100)
        #expect(frames.first == .badHeader("header without Content-Length"))
        #expect(bodies(frames) == ["{}"])
    }

    @Test func absurdContentLengthIsABadHeader() {
        let frames = feed(frame("{}", header: "Content-Length: 99999999999999\r\n\r\n") + frame("[2]"), chunkSize: 100)
        #expect(frames.first == .badHeader("invalid Content-Length '99999999999999'"))
        #expect(bodies(frames) == ["[2]"])
    }

    @Test func framedMessageReadsBack() throws {
        let message = Message.request(id: .string("a/b"), method: "textDocument/hover", params: ["x": [1, "é"]])
        var framer = MessageFramer()
        framer.append(message.framed())
        guard case .body(let body)? = framer.next() else {
            Issue.record("no frame")
            return
        }
        #expect(Message.decode(try JSONValue(parsing: body)) == .success(message))
    }

    /// The byte reading of a plain `Content-Length` line answers as the general reading does, or leaves
    /// the block to it.
    @Test func plainContentLengthAgreesWithTheGeneralReading() {
        let blocks = [
            "Content-Length: 12\r", "content-length:7", "CONTENT-LENGTH:\t 0 \r", "Content-Length: 0012", "Content-Length: 1073741824",
            "Content-Length: 1073741825", "Content-Length: 99999999999", "Content-Length: -1", "Content-Length: +5", "Content-Length:",
            "Content-Length: 5 5", "Content-Length : 5", " Content-Length: 5", "Content\rLength: 5", "Content-Length: 5\r\r",
            "Content-Length: 5\r\nContent-Type: x", "Content-Type: x\r\nContent-Length: 5", "Content-Lengthy: 5", "Content-Length: ５",
            "", "\r",
        ]
        var readOnBytes = 0
        for block in blocks {
            let general = try? MessageFramer.contentLength(inHeader: block).get()
            if let plain = MessageFramer.plainContentLength(Array(block.utf8)[...]) {
                readOnBytes += 1
                #expect(plain == general, "\(block.debugDescription)")
            }
        }
        #expect(readOnBytes == 5)
    }
}
