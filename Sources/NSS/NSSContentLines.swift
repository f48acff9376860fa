/// The raw lines of a file (after a byte order mark), each up to its `\n`, with where its first `{`
/// is and whether a block comment starts in it or is open at its start.
struct NSSContentLines {
    struct Line {
        var range: Range<Int>
        /// The offset of the first `{` in the file, when the line has no comment.
        var brace: Int?
        var hasComment: Bool
    }

    private let text: UnsafeBufferPointer<UInt8>
    /// Where the next line starts.
    private(set) var position: Int
    /// Whether a block comment is open where the next line starts.
    private(set) var inComment = false

    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        position = text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF ? 3 : 0
    }

    mutating func next() -> Line? {
        guard position < text.count else { return nil }
        let start = position
        var index = start
        var brace: Int?
        var commentStart = false
        while true {
            index = nextMarkedByte(from: index)
            guard index < text.count, text[index] != UInt8(ascii: "\n") else { break }
            if text[index] == UInt8(ascii: "{") {
                if brace == nil { brace = index }
            } else if index > start, text[index - 1] == UInt8(ascii: "/") {
                commentStart = true
            }
            index += 1
        }
        position = index + 1
        return Line(range: start..<index, brace: brace, hasComment: inComment || commentStart)
    }

    /// Goes on after a line read elsewhere, which ends at `end` with a block comment open or not.
    mutating func skip(to end: Int, opensComment: Bool) {
        position = end + 1
        inComment = opensComment
    }

    /// Skips the next line when a block comment is open at its start and does not close in it (the line
    /// is blank once blanked); false for any other line, which is then to be read by `next()`.
    mutating func skipLineInComment() -> Bool {
        guard inComment else { return false }
        var index = position
        while true {
            index = nextMarkedByte(from: index)
            guard index < text.count, text[index] != UInt8(ascii: "\n") else { break }
            if text[index] == UInt8(ascii: "*"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") { return false }
            index += 1
        }
        position = index + 1
        return true
    }

    /// The offset of the first `\n`, `{` or `*` from `start`, or the end of the text. Eight bytes are
    /// tested at a time: a byte of `word ^ pattern` is zero where the word holds the pattern's byte.
    private func nextMarkedByte(from start: Int) -> Int {
        var index = start
        if let base = UnsafeRawPointer(text.baseAddress) {
            while index + 8 <= text.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let marked = Self.zeroBytes(word ^ Self.newlines) | Self.zeroBytes(word ^ Self.braces) | Self.zeroBytes(word ^ Self.stars)
                if marked != 0 { return index + marked.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "*") { return index }
            index += 1
        }
        return index
    }

    private static let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    private static let braces: UInt64 = 0x7B7B_7B7B_7B7B_7B7B
    private static let stars: UInt64 = 0x2A2A_2A2A_2A2A_2A2A

    /// The high bit of the lowest zero byte of `word` is set (bits above it may be set wrongly).
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// Makes the bytes of block comments in `line` spaces, carrying an open comment to the next
    /// line. A `*/` closes a comment only inside one line.
    mutating func blankComments(in line: inout [UInt8]) {
        var index = 0
        while index < line.count {
            let following = index + 1 < line.count ? line[index + 1] : 0
            if inComment {
                if line[index] == UInt8(ascii: "*"), following == UInt8(ascii: "/") {
                    inComment = false
                    line[index] = 32
                    index += 1
                }
                line[index] = 32
            } else if line[index] == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
                inComment = true
                line[index] = 32
                line[index + 1] = 32
                index += 1
            }
            index += 1
        }
    }
}
