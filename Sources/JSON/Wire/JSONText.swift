/// Pieces of JSON text appended straight to bytes, for writers that make JSON without building a
/// value first.
package enum JSONText {
    /// Appends `string` quoted, with what JSON requires escaped (`"`, `\` and the control characters,
    /// the usual ones by their short forms), copying the runs between escapes whole.
    package static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = string
        text.withUTF8 { utf8 in
            var runStart = 0
            while runStart < utf8.count {
                let escape = runStart + plainLength(of: UnsafeBufferPointer(rebasing: utf8[runStart...]))
                if runStart < escape { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<escape])) }
                guard escape < utf8.count else { break }
                appendEscape(utf8[escape], to: &output)
                runStart = escape + 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// How many bytes at the start of `utf8` need no escape in a JSON string (all of them for most text).
    package static func plainLength(of utf8: UnsafeBufferPointer<UInt8>) -> Int {
        let words = UnsafeRawBufferPointer(utf8)
        var position = 0
        // Eight bytes at a time while none needs escaping.
        while position + 8 <= utf8.count, !anyNeedsEscape(words.loadUnaligned(fromByteOffset: position, as: UInt64.self)) {
            position += 8
        }
        while position < utf8.count {
            let byte = utf8[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            position += 1
        }
        return position
    }

    /// True when one of the eight bytes of `word` is below 0x20, `"` or `\` (bytes from 0x80 on are
    /// none of them); exact, as a borrow from one byte into the next starts only at a byte that matches.
    private static func anyNeedsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func anyZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
        let anyBelowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        return anyBelowSpace || anyZero(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            || anyZero(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
    }

    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case UInt8(ascii: "\n"): output.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): output.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): output.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            let digits = hex.utf8Start
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }
    }

    /// Appends `value` in decimal without making a `String` (but for negative values).
    package static func appendInteger(_ value: Int, to output: inout [UInt8]) {
        guard value >= 0 else {
            output.append(contentsOf: String(value).utf8)
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            let start = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let count = writeDecimal(UInt64(value), to: start)
            output.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// The most digits ``writeDecimal(_:to:)`` writes.
    package static let maximumDecimalDigits = 20

    /// Writes `value` in decimal at `destination`, which has room for ``maximumDecimalDigits``;
    /// returns how many digits it wrote.
    package static func writeDecimal(_ value: UInt64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var bound: UInt64 = 10
        while count < maximumDecimalDigits, value >= bound {
            count += 1
            bound = bound &* 10
        }
        // Two digits at a time from the right, from a table of pairs.
        let pairs = digitPairs.utf8Start
        var rest = value
        var index = count
        while rest >= 100 {
            let pair = Int(rest % 100) &* 2
            rest /= 100
            index -= 2
            destination[index] = pairs[pair]
            destination[index + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(rest) &* 2
            destination[0] = pairs[pair]
            destination[1] = pairs[pair + 1]
        } else {
            destination[0] = UInt8(ascii: "0") + UInt8(rest)
        }
        return count
    }

    /// "00" to "99": the two digits of each number below a hundred.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
}
