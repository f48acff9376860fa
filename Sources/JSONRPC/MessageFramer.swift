import JSON

/// Cuts a byte stream into message bodies framed by `Content-Length` headers.
///
/// Bytes arrive in arbitrary pieces: several messages in one read, or one message across many.
/// Header names are matched in any case; other headers (`Content-Type`) are ignored. A header block
/// without a usable `Content-Length` is reported and skipped, and reading goes on after it.
public struct MessageFramer: Sendable {
    public enum Frame: Hashable, Sendable {
        case body([UInt8])
        /// A header block that cannot be used; the text says why.
        case badHeader(String)
    }

    /// Header blocks longer than this without a blank line are dropped as garbage.
    public static let maximumHeaderLength = 64 * 1024
    /// A larger `Content-Length` is treated as a corrupt header rather than waited for.
    public static let maximumBodyLength = 1 << 30
    static let reservedBodyLength = 16 << 20

    private var buffer: [UInt8] = []
    private var start = 0
    /// Where to resume looking for the end of the header block.
    private var searchFrom = 0
    /// The length of the body being read, once its header is complete.
    private var pendingLength: Int?

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            searchFrom -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or `nil` when more bytes are needed.
    public mutating func next() -> Frame? {
        if pendingLength == nil {
            guard let headerEnd = findHeaderEnd() else {
                if buffer.count - start > MessageFramer.maximumHeaderLength {
                    let dropped = buffer.count - start
                    start = buffer.count
                    searchFrom = start
                    return .badHeader("dropped \(dropped) bytes without a header")
                }
                return nil
            }
            let block = buffer[start..<headerEnd.blockEnd]
            let parsed =
                MessageFramer.plainContentLength(block).map { Result.success($0) }
                ?? MessageFramer.contentLength(inHeader: String(decoding: block, as: UTF8.self))
            switch parsed {
            case .success(let length):
                pendingLength = length
                start = headerEnd.bodyStart
            case .failure(let problem):
                // Resynchronize on a `Content-Length` that garbage was glued to, else skip the block.
                // An empty block (a blank line right after a body) has nothing to resynchronize on.
                // Two different lengths leave the body's end unknown: neither is trusted, and the body
                // is skipped as garbage up to the next header.
                if !problem.isConflict, start + 1 < headerEnd.blockEnd,
                    let resume = findContentLengthName(in: start + 1..<headerEnd.blockEnd)
                {
                    start = resume
                } else {
                    start = headerEnd.bodyStart
                }
                searchFrom = start
                return .badHeader(problem.message)
            }
            searchFrom = start
        }
        guard let length = pendingLength, buffer.count - start >= length else {
            // The declared length is reserved up to 16 MiB; a larger body grows the buffer as it
            // arrives, so that a header alone cannot make the server reserve a gigabyte.
            if let length = pendingLength { buffer.reserveCapacity(start + min(length, MessageFramer.reservedBodyLength)) }
            return nil
        }
        let body = Array(buffer[start..<start + length])
        start += length
        searchFrom = start
        pendingLength = nil
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
            searchFrom = 0
        }
        return .body(body)
    }

    /// The end of the header block: `\r\n\r\n`, or `\n\n` from lenient writers.
    private mutating func findHeaderEnd() -> (blockEnd: Int, bodyStart: Int)? {
        var index = max(searchFrom, start)
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\n") {
                if index + 1 < buffer.count, buffer[index + 1] == UInt8(ascii: "\n") {
                    return (index, index + 2)
                }
                if index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "\r"), buffer[index + 2] == UInt8(ascii: "\n") {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        searchFrom = max(start, buffer.count - 2)
        return nil
    }

    private static let contentLengthName = Array("content-length".utf8)

    private func findContentLengthName(in range: Swift.Range<Int>) -> Int? {
        let name = MessageFramer.contentLengthName
        var index = range.lowerBound
        while index + name.count <= range.upperBound {
            var matched = 0
            while matched < name.count, buffer[index + matched] | 0x20 == name[matched] { matched += 1 }
            if matched == name.count { return index }
            index += 1
        }
        return nil
    }

    package struct HeaderProblem: Error {
        package var message: String
        /// Two `Content-Length` headers with different values.
        package var isConflict = false
    }

    /// The length in a block that is one `Content-Length: <digits>` line (what clients write), read on
    /// its bytes; nil for any other block, which ``contentLength(inHeader:)`` reads.
    package static func plainContentLength(_ block: ArraySlice<UInt8>) -> Int? {
        var index = block.startIndex
        let end = block.last == UInt8(ascii: "\r") ? block.endIndex - 1 : block.endIndex
        for expected in contentLengthName {
            guard index < end else { return nil }
            let byte = block[index]
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 == expected : byte == expected else { return nil }
            index += 1
        }
        guard index < end, block[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while index < end, isSpace(block[index]) { index += 1 }
        var length = 0
        var digits = 0
        while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(block[index]), digits < 10 {
            length = length * 10 + Int(block[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        while index < end, isSpace(block[index]) { index += 1 }
        guard digits > 0, index == end, length <= maximumBodyLength else { return nil }
        return length
    }

    package static func contentLength(inHeader header: String) -> Result<Int, HeaderProblem> {
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(message: "header line without a colon: '\(line.prefix(80))'"))
            }
            let name = line[..<colon].trimmingSpaces().lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            if name == "content-length" {
                guard let number = Int(value), number >= 0, number <= maximumBodyLength else {
                    return .failure(HeaderProblem(message: "invalid Content-Length '\(value.prefix(80))'"))
                }
                if let length, length != number {
                    return .failure(HeaderProblem(message: "conflicting Content-Length headers (\(length) and \(number))", isConflict: true))
                }
                length = number
            }
        }
        guard let length else { return .failure(HeaderProblem(message: "header without Content-Length")) }
        return .success(length)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var result = self
        while result.first == " " || result.first == "\t" { result.removeFirst() }
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return String(result)
    }
}

extension Message {
    /// The message framed for the wire: header and body.
    public func framed() -> [UInt8] {
        json.withSerializedBytes(Message.frame)
    }

    /// A success response whose result was built as a json-c value, framed for the wire: the bytes
    /// `Message.response(id: id, result: .success(value)).framed()` gives for the same value.
    public static func framedResponse(id: RequestID, result: consuming JSONWireValue) -> [UInt8] {
        let idValue: JSONWireValue
        switch id {
        case .number(let number): idValue = JSONWireValue(number)
        case .string(let string): idValue = JSONWireValue(string)
        }
        return JSONWireValue.withSerializedObject("jsonrpc", JSONWireValue("2.0"), "id", idValue, "result", result, Message.frame)
    }

    /// A success response whose result is already serialized (an answer kept as its bytes), framed
    /// for the wire: the bytes ``framedResponse(id:result:)`` gives for the value `result` serializes.
    public static func framedResponse(id: RequestID, serializedResult result: [UInt8]) -> [UInt8] {
        let idValue: JSONWireValue
        switch id {
        case .number(let number): idValue = JSONWireValue(number)
        case .string(let string): idValue = JSONWireValue(string)
        }
        return idValue.withSerializedBytes { id in
            framed(opening: Array(#"{"jsonrpc":"2.0","id":"#.utf8) + id + Array(#","result":"#.utf8), value: result)
        }
    }

    /// A notification whose parameters are already serialized, framed for the wire: the bytes
    /// `Message.notification(method:params:).framed()` gives for the value `params` serializes.
    public static func framedNotification(method: String, serializedParams params: [UInt8]) -> [UInt8] {
        var opening: [UInt8] = Array(#"{"jsonrpc":"2.0","method":"#.utf8)
        JSONText.appendQuoted(method, to: &opening)
        opening.append(contentsOf: #","params":"#.utf8)
        return framed(opening: opening, value: params)
    }

    /// The message whose JSON is `opening`, the serialized `value` and a closing `}`, framed.
    private static func framed(opening: [UInt8], value: [UInt8]) -> [UInt8] {
        let bodyLength = opening.count + value.count + 1
        let header = "Content-Length: \(bodyLength)\r\n\r\n".utf8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.count + bodyLength)
        bytes.append(contentsOf: header)
        bytes.append(contentsOf: opening)
        bytes.append(contentsOf: value)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// Reads back one framed message (as the reader would): for outputs that hand messages on in
    /// process rather than writing them.
    public static func unframed(_ bytes: [UInt8]) -> IncomingMessage {
        var framer = MessageFramer()
        framer.append(bytes)
        guard let frame = framer.next() else { return .badHeader("an incomplete frame") }
        return MessageReader.decode(frame)
    }

    private static func frame(_ body: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let header = "Content-Length: \(body.count)\r\n\r\n".utf8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.count + body.count)
        bytes.append(contentsOf: header)
        bytes.append(contentsOf: body)
        return bytes
    }
}
