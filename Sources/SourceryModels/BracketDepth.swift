/// How deep `[` brackets nest in Swift text. SwiftParser's time grows exponentially with that depth
/// (it tries each `[` as a type and as an expression: 20 levels take 0.3 s, 24 levels 7 s, 30 never
/// end), so a file nested deeper than ``limit`` is not parsed. Real code nests a handful of levels.
package enum BracketDepth {
    /// The deepest nesting that is parsed.
    package static let limit = 16

    /// The offset of the first `[` that opens a level deeper than ``limit``, outside comments and
    /// string literals; nil when the text stays within it. Unclosed brackets count as open.
    package static func firstTooDeep(in bytes: ArraySlice<UInt8>) -> Int? {
        var depth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return index }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\""):
                index = endOfString(bytes, from: index)
            case UInt8(ascii: "/") where index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "/"):
                index = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            case UInt8(ascii: "/") where index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "*"):
                index = endOfBlockComment(bytes, from: index)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index of the closing `"` of the string opened at `start` (or of the line's end; a
    /// multi-line string's lines are then read as text, which can only count more brackets).
    private static func endOfString(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start + 1
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "\""), UInt8(ascii: "\n"): return index
            default: break
            }
            index += 1
        }
        return bytes.endIndex
    }

    /// The index of the `/` that closes the block comment opened at `start`.
    private static func endOfBlockComment(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start + 2
        while index + 1 < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 1 }
            index += 1
        }
        return bytes.endIndex
    }
}
