import SourceText

/// The word around a cursor: what the user has typed so far and the whole word a completion replaces.
package struct TypedWord: Sendable, Hashable {
    /// From the start of the word to the cursor.
    package var prefix: String
    /// The whole word the cursor is in (to be replaced).
    package var range: TextRange

    /// Scans `text` around `offset` over bytes for which `isWordByte` holds.
    package init(in text: SourceText, at offset: Int, isWordByte: (UInt8) -> Bool) {
        let bytes = text.bytes
        let offset = min(max(offset, 0), bytes.count)
        var start = offset
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        var end = offset
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        self.prefix = text[TextRange(start: start, end: offset)]
        self.range = TextRange(start: start, end: end)
    }

    /// NUI identifier characters (letters, digits, `# @ - _ \ . /`).
    package static func isNSSWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "\\"), UInt8(ascii: "."),
            UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Characters of a dotted token path, an annotation key or a `$` key.
    package static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "@"), UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }
}
