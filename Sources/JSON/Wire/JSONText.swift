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
            for position in 0..<utf8.count {
                let byte = utf8[position]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < position { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position])) }
                appendEscape(byte, to: &output)
                runStart = position + 1
            }
            if runStart < utf8.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        output.append(UInt8(ascii: "\""))
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
        // Digits written from the last into a small buffer.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        var rest = UInt64(value)
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                count += 1
                buffer[buffer.count - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            output.append(contentsOf: buffer[(buffer.count - count)...])
        }
    }
}
