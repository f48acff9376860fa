import SourceText
@_spi(RawSyntax) import SwiftSyntax

extension PlacedRawNode {
    /// ``contentRange``, read from the source text where the text alone decides it, so that the
    /// node's first and last tokens need not be looked up in the tree.
    ///
    /// Leading trivia is skipped over spaces, line breaks and comments up to a letter, `_`, `@`, `[`,
    /// `(` or a backquote, which only a token starts with. Trailing trivia holds no line break outside
    /// a comment, and a comment spanning lines ends in `*/` unless it runs to the end of the text; so
    /// when the node's last line has no `//` or `/*` before its final spaces and tabs, and the byte
    /// before them is printable ASCII other than `/`, those spaces and tabs are the whole trailing
    /// trivia. Anything else (other whitespace, unusual bytes, comments in the way) asks the tree.
    func contentRange(in bytes: [UInt8]) -> TextRange {
        guard raw.tokenView == nil else { return contentRange }
        let end = offset + raw.byteLength
        // A node that runs to the end of the text may end in an unclosed `/*`, which takes every line.
        guard end < bytes.count, let start = PlacedRawNode.firstTokenStart(bytes, from: offset, before: end),
            let contentEnd = PlacedRawNode.lastTokenEnd(bytes, before: end, after: start)
        else { return contentRange }
        return TextRange(start: start, end: contentEnd)
    }

    private static func firstTokenStart(_ bytes: [UInt8], from offset: Int, before end: Int) -> Int? {
        var index = offset
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                guard index + 1 < end else { return nil }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    // The lexer takes any byte into a comment up to the line break.
                    while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    guard let after = blockCommentEnd(bytes, from: index, before: end) else { return nil }
                    index = after
                } else {
                    return nil
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "`"):
                return index
            default:
                return nil
            }
        }
        return nil
    }

    /// The end of the `/* */` comment (comments nest) opening at `opening`.
    private static func blockCommentEnd(_ bytes: [UInt8], from opening: Int, before end: Int) -> Int? {
        var depth = 1
        var index = opening + 2
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func lastTokenEnd(_ bytes: [UInt8], before end: Int, after start: Int) -> Int? {
        var contentEnd = end
        while contentEnd > start, bytes[contentEnd - 1] == UInt8(ascii: " ") || bytes[contentEnd - 1] == UInt8(ascii: "\t") {
            contentEnd -= 1
        }
        guard contentEnd > start else { return nil }
        let last = bytes[contentEnd - 1]
        guard last > 0x20, last < 0x7F, last != UInt8(ascii: "/") else { return nil }
        var index = contentEnd - 1
        while index > start, bytes[index - 1] != UInt8(ascii: "\n"), bytes[index - 1] != UInt8(ascii: "\r") {
            index -= 1
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                return nil
            }
        }
        return contentEnd
    }
}
