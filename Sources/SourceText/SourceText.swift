/// The immutable text of one file: its UTF-8 bytes and a table of line starts.
///
/// All ranges in Nuance are UTF-8 byte offsets into these bytes; positions in other encodings are
/// computed at the edges (LSP, terminal output).
public struct SourceText: Sendable, Hashable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line. Lines end at `\n`, `\r\n` or a lone `\r`.
    public let lineStarts: [Int]
    /// True when the bytes this text was made from were not valid UTF-8 and were repaired.
    public let repairedInvalidUTF8: Bool
    /// The lines with a byte outside ASCII, in order. On the other lines a UTF-16 column is a byte
    /// count, which keeps position conversion on long ASCII lines from scanning the line.
    public let nonASCIILines: [Int]

    public init(_ string: String) {
        self.init(validUTF8: Array(string.utf8), repaired: false)
    }

    /// Makes a text from bytes read from disk; invalid UTF-8 is replaced with U+FFFD.
    public init(bytes: [UInt8]) {
        var starts = [0]
        var nonASCIILines: [Int] = []
        if let table = SourceText.lineTableWithoutCarriageReturns(bytes) {
            (starts, nonASCIILines) = table
        } else {
            SourceText.scanLines(bytes, from: 0, to: bytes.count, starts: &starts, nonASCIILines: &nonASCIILines)
        }
        // ASCII is valid UTF-8: only the lines with a byte above ASCII need validating.
        if SourceText.nonASCIILinesAreValidUTF8(bytes, lineStarts: starts, nonASCIILines: nonASCIILines) {
            self.init(bytes: bytes, lineStarts: starts, nonASCIILines: nonASCIILines, repaired: false)
        } else {
            self.init(validUTF8: Array(String(decoding: bytes, as: UTF8.self).utf8), repaired: true)
        }
    }

    private init(validUTF8 bytes: [UInt8], repaired: Bool) {
        var starts = [0]
        var nonASCIILines: [Int] = []
        SourceText.scanLines(bytes, from: 0, to: bytes.count, starts: &starts, nonASCIILines: &nonASCIILines)
        self.init(bytes: bytes, lineStarts: starts, nonASCIILines: nonASCIILines, repaired: repaired)
    }

    init(bytes: [UInt8], lineStarts: [Int], nonASCIILines: [Int], repaired: Bool) {
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.nonASCIILines = nonASCIILines
        self.repairedInvalidUTF8 = repaired
        var bits: [UInt64] = []
        if !nonASCIILines.isEmpty {
            bits = Array(repeating: 0, count: (lineStarts.count + 63) / 64)
            for line in nonASCIILines { bits[line / 64] |= 1 << UInt64(line % 64) }
        }
        nonASCIILineBits = bits
    }

    /// `nonASCIILines` as a bit a line (empty when there is none): every position of a finding asks.
    private let nonASCIILineBits: [UInt64]

    public var string: String { String(decoding: bytes, as: UTF8.self) }
    public var count: Int { bytes.count }
    public var lineCount: Int { lineStarts.count }
    public var fullRange: TextRange { TextRange(start: 0, end: bytes.count) }

    public subscript(range: TextRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// Appends the starts of the lines that begin after `start` and before `limit` (`start` begins
    /// the line `starts.count - 1`), and the non-ASCII lines among those scanned. Scanning up to the
    /// end of `bytes` also records the last line.
    static func scanLines(_ bytes: [UInt8], from start: Int, to limit: Int, starts: inout [Int], nonASCIILines: inout [Int]) {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var lineIsASCII = true
            var index = start
            while index < limit {
                // Eight bytes a step while none of them ends a line or lies outside ASCII.
                while index + 8 <= limit, !mayEndLineOrLeaveASCII(UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                }
                guard index < limit else { break }
                let byte = buffer[index]
                if byte >= 0x80 {
                    lineIsASCII = false
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    if byte == UInt8(ascii: "\r"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    if !lineIsASCII { nonASCIILines.append(starts.count - 1) }
                    lineIsASCII = true
                    if index + 1 < limit || limit == count { starts.append(index + 1) }
                }
                index += 1
            }
            if !lineIsASCII { nonASCIILines.append(starts.count - 1) }
        }
    }

    /// True when one of the eight bytes of `word` may be a `\n`, a `\r` or above ASCII (a byte with
    /// its high bit set is; the line-break test is exact for a word without such bytes).
    private static func mayEndLineOrLeaveASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        return word & highBits != 0 || hasZeroByte(word ^ (ones &* 0x0A)) || hasZeroByte(word ^ (ones &* 0x0D))
    }

    /// True when `line` holds only ASCII bytes.
    public func lineIsASCII(_ line: Int) -> Bool {
        nonASCIILineBits.isEmpty || nonASCIILineBits[line / 64] & (1 << UInt64(line % 64)) == 0
    }
}
