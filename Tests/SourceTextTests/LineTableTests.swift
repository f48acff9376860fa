import SourceText
import TestSupport
import Testing

struct LineTableTests {
    /// Pieces with long ASCII runs, so that terminators and non-ASCII bytes fall at every offset of an
    /// eight-byte step.
    private static let pieces = ["abcdefghij", "klmnopqrstuvwxyz0123", "a", "\n", "\r", "\r\n", "é", "😀", " ", "\t", "x\r"]

    @Test func agreesWithAByteByByteReading() {
        var generator = SeededGenerator(seed: 23)
        for _ in 0..<3000 {
            let string = (0..<Int(generator.next() % 16)).map { _ in LineTableTests.pieces.randomElement(using: &generator)! }.joined()
            let text = SourceText(string)
            let (starts, nonASCII) = LineTableTests.reference(Array(string.utf8))
            #expect(text.lineStarts == starts, "\(string.debugDescription)")
            #expect(text.nonASCIILines == nonASCII, "\(string.debugDescription)")
            for offset in 0...text.count {
                #expect(text.line(containing: offset) == starts.lastIndex { $0 <= offset }!, "\(string.debugDescription) at \(offset)")
            }
            for line in starts.indices {
                #expect(text.lineIsASCII(line) == !nonASCII.contains(line), "\(string.debugDescription) line \(line)")
            }
        }
    }

    /// Bytes as read from disk: ASCII with `\n` only (the fast path), other line breaks, characters above
    /// ASCII, and invalid UTF-8 (a stray byte, a cut sequence, a lone continuation byte) at every offset.
    private static let bytePieces: [[UInt8]] =
        pieces.map { Array($0.utf8) } + [[0xFF], [0xE2, 0x82], [0x80], Array(String(repeating: "plain ascii\n", count: 5).utf8)]

    @Test func textsReadFromDiskAgreeWithAByteByByteReading() {
        var generator = SeededGenerator(seed: 29)
        for _ in 0..<5000 {
            let bytes = (0..<Int(generator.next() % 16)).flatMap { _ in LineTableTests.bytePieces.randomElement(using: &generator)! }
            let text = SourceText(bytes: bytes)
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let expected = valid ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
            let (starts, nonASCII) = LineTableTests.reference(expected)
            #expect(text.bytes == expected, "\(bytes)")
            #expect(text.repairedInvalidUTF8 == !valid, "\(bytes)")
            #expect(text.lineStarts == starts, "\(bytes)")
            #expect(text.nonASCIILines == nonASCII, "\(bytes)")
        }
    }

    /// Lines end at `\n`, `\r` and `\r\n`; a line is non-ASCII when one of its bytes is above 0x7F.
    private static func reference(_ bytes: [UInt8]) -> (starts: [Int], nonASCII: [Int]) {
        var starts = [0]
        var nonASCII: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80, nonASCII.last != starts.count - 1 { nonASCII.append(starts.count - 1) }
            if byte == 10 || byte == 13 {
                if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return (starts, nonASCII)
    }
}
