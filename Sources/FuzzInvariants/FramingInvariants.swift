import JSONRPC

/// The framer's result does not depend on how the bytes are cut into reads, it stops asking for more
/// once its input is used up, every body is made of input bytes, and a body framed with a correct
/// header comes back unchanged after any garbage.
enum FramingInvariants {
    static func violations(_ bytes: [UInt8]) -> [String] {
        var list = ViolationList()
        let whole = frames(of: [bytes[...]], &list)
        let pieceLength = max(1, Int(bytes.first ?? 1) % 17)
        var pieces: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            pieces.append(bytes[start..<min(bytes.count, start + pieceLength)])
            start += pieceLength
        }
        let piecewise = frames(of: pieces, &list)
        // Past the header limit, where garbage is dropped depends on the read sizes.
        list.expect(bytes.count > MessageFramer.maximumHeaderLength || whole == piecewise, "frames differ when the input arrives in \(pieceLength)-byte pieces")
        let bodyBytes = whole.reduce(0) { total, frame in
            if case .body(let body) = frame { return total + body.count }
            return total
        }
        list.expect(bodyBytes <= bytes.count, "bodies hold \(bodyBytes) bytes of a \(bytes.count)-byte input")
        for frame in whole {
            _ = MessageReader.decode(frame)
        }

        // After the input (whatever it left pending), a fresh framer fed a well-framed body yields it.
        var framer = MessageFramer()
        framer.append(Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
        let framed = framer.next()
        list.expect(framed == .body(bytes), "a well-framed body of \(bytes.count) bytes does not come back unchanged")
        list.expect(framer.next() == nil, "a frame appears after the only framed body")
        return list.messages
    }

    private static func frames(of pieces: [ArraySlice<UInt8>], _ list: inout ViolationList) -> [MessageFramer.Frame] {
        var framer = MessageFramer()
        var result: [MessageFramer.Frame] = []
        let total = pieces.reduce(0) { $0 + $1.count }
        for piece in pieces {
            framer.append(piece)
            while let frame = framer.next() {
                result.append(frame)
                // Each frame consumes at least one byte (a header line or a body's header), so more
                // frames than bytes means the framer is looping.
                guard result.count <= total + 1 else {
                    list.expect(false, "the framer yields more frames than there are bytes")
                    return result
                }
            }
        }
        return result
    }
}
