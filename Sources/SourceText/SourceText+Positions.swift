extension SourceText {
    /// The zero-based line that contains `offset` (an offset at the very end belongs to the last line).
    public func line(containing offset: Int) -> Int {
        lineStarts.withUnsafeBufferPointer { SourceText.lastIndex(atMost: offset, in: $0) }
    }

    /// The last index of `sorted` whose value is at most `value` (0 when there is none), halving
    /// the values left without a branch on the comparison: a finding's lines are far apart in a long
    /// file, where a mispredicted branch a step cost more than the step.
    static func lastIndex(atMost value: Int, in sorted: UnsafeBufferPointer<Int>) -> Int {
        var first = 0
        var count = sorted.count
        while count > 1 {
            let half = count / 2
            first = sorted[first &+ half] <= value ? first &+ half : first
            count &-= half
        }
        return first
    }

    /// Byte offset where the content of `line` ends, before its line terminator.
    public func lineContentEnd(_ line: Int) -> Int {
        let nextStart = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        var end = nextStart
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The range of `line`'s content, without its terminator.
    public func lineRange(_ line: Int) -> TextRange {
        TextRange(start: lineStarts[line], end: lineContentEnd(line))
    }

    /// The text of `line` without its terminator.
    public func lineText(_ line: Int) -> String { self[lineRange(line)] }

    public func position(of offset: Int, encoding: PositionEncoding) -> TextPosition {
        position(of: offset, encoding: encoding, atOrAfterLine: 0)
    }

    /// The line of `offset`, known to be `line` or a later one: the next few lines are looked at
    /// before searching (a range's end is most often on its start's line).
    private func line(containing offset: Int, atOrAfter line: Int) -> Int {
        var candidate = line
        while candidate < line + 4 {
            guard candidate + 1 < lineStarts.count else { return candidate }
            if offset < lineStarts[candidate + 1] { return candidate }
            candidate += 1
        }
        return self.line(containing: offset)
    }

    private func position(of offset: Int, encoding: PositionEncoding, atOrAfterLine earliest: Int) -> TextPosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = earliest == 0 ? line(containing: clamped) : line(containing: clamped, atOrAfter: earliest)
        let start = lineStarts[line]
        if encoding == .utf8 || lineIsASCII(line) {
            return TextPosition(line: line, character: clamped - start)
        }
        switch encoding {
        case .utf8:
            return TextPosition(line: line, character: clamped - start)
        case .utf16:
            var units = 0
            var index = start
            while index < clamped {
                let width = SourceText.sequenceLength(leadByte: bytes[index])
                units += width == 4 ? 2 : 1
                index += width
            }
            return TextPosition(line: line, character: units)
        }
    }

    /// The byte offset of `position`. Lines past the end clamp to the end of the text; characters past
    /// the end of a line clamp to the end of its content (as LSP asks); a position inside a UTF-8
    /// sequence or a surrogate pair moves to the start of that character.
    public func offset(of position: TextPosition, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        let wanted = max(0, position.character)
        if encoding == .utf8 || lineIsASCII(position.line) {
            return utf8Offset(start: start, end: end, wanted: wanted)
        }
        var index = start
        var units = 0
        while index < end {
            let width = SourceText.sequenceLength(leadByte: bytes[index])
            let step = encoding == .utf8 ? width : (width == 4 ? 2 : 1)
            if units + step > wanted { break }
            units += step
            index += width
        }
        return min(index, end)
    }

    /// `start + wanted` clamped to `end`, moved back to the start of a UTF-8 sequence.
    private func utf8Offset(start: Int, end: Int, wanted: Int) -> Int {
        var index = min(start + wanted, end)
        while index > start, index < end, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    public func range(from start: TextPosition, to end: TextPosition, encoding: PositionEncoding) -> TextRange {
        let lower = offset(of: start, encoding: encoding)
        let upper = offset(of: end, encoding: encoding)
        return TextRange(start: min(lower, upper), end: max(lower, upper))
    }

    public func positions(of range: TextRange, encoding: PositionEncoding) -> (start: TextPosition, end: TextPosition) {
        let start = position(of: range.start, encoding: encoding)
        return (start, position(of: range.end, encoding: encoding, atOrAfterLine: start.line))
    }

    /// `offset`, moved back to the first byte of the character it falls in.
    public func characterStart(atOrBefore offset: Int) -> Int {
        var index = max(0, min(offset, bytes.count))
        while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    static func sequenceLength(leadByte byte: UInt8) -> Int {
        switch byte {
        case 0..<0x80: return 1
        case 0xC0..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0...0xFF: return 4
        default: return 1  // a stray continuation byte cannot occur in valid UTF-8; count it alone
        }
    }
}
