import NSS
import SourceText

/// One `@key:value` line as FioriThemeManager's reader sees it: untrimmed key and value.
package struct FioriThemeManagerEntry: Sendable, Hashable {
    /// The key without `@` (may carry spaces: `tintColor `).
    package var key: String
    /// The value without the last character of the line (may carry spaces: ` blue`).
    package var value: String
    /// The whole line.
    package var line: TextRange
}

/// FioriThemeManager's own reader: lines whose first character is `@`, minus their first and last
/// character, split on `:` into exactly two parts. It never reports an error; the first definition of
/// a key wins.
package enum FioriThemeManagerReader {
    package static func entries(of text: SourceText) -> [FioriThemeManagerEntry] {
        (0..<text.lineCount).compactMap { entry(of: text, line: $0) }
    }

    /// The entry FioriThemeManager reads from one line (zero-based), if it reads one.
    package static func entry(of text: SourceText, line: Int) -> FioriThemeManagerEntry? {
        let bytes = text.bytes
        let range = text.lineRange(line)
        guard range.length >= 2, bytes[range.start] == UInt8(ascii: "@") else { return nil }
        let inner = bytes[(range.start + 1)..<(range.end - 1)]
        let parts = inner.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return FioriThemeManagerEntry(
            key: String(decoding: parts[0], as: UTF8.self), value: String(decoding: parts[1], as: UTF8.self), line: range)
    }

    /// The hex digits FioriThemeManager finds after removing all whitespace, when it reads the value as
    /// hex (`#`/`0x` and 3, 6 or 8 digits).
    package static func hexValue(_ value: String) -> String? {
        if let ascii = asciiHexValue(value) { return ascii }
        let compact = String(value.filter { !$0.isWhitespace })
        var digits = Substring(compact)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        } else {
            return nil
        }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        return String(digits)
    }

    /// `hexValue` for an ASCII value, on its bytes: `.some(nil)` when it is not hex, nil when the value
    /// has other characters (whose whitespace only the `Character` path knows).
    private static func asciiHexValue(_ value: String) -> String?? {
        asciiHexDigits(value.utf8).map { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    private static func asciiHexDigits<Bytes: Collection<UInt8>>(_ value: Bytes) -> ArraySlice<UInt8>?? {
        var compact: [UInt8] = []
        for byte in value {
            if byte >= 0x80 { return nil }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            compact.append(byte)
        }
        var digits = compact[...]
        if digits.first == UInt8(ascii: "#") {
            digits = digits.dropFirst()
        } else if digits.count >= 2, digits.first == UInt8(ascii: "0"), digits.dropFirst().first == UInt8(ascii: "x") || digits.dropFirst().first == UInt8(ascii: "X") {
            digits = digits.dropFirst(2)
        } else {
            return .some(nil)
        }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(NSSColorLiteral.isHexDigit) else { return .some(nil) }
        return .some(digits)
    }

    /// True when FioriThemeManager reads line `line` as the key that ends at the `:` at byte `keyEnd`
    /// with a hex value: the usual override, decided on bytes. False means only that ``entry(of:line:)``
    /// has to tell.
    package static func readsHexValue(of text: SourceText, line: Int, keyEnd: Int) -> Bool {
        let range = text.lineRange(line)
        let bytes = text.bytes
        guard range.length >= 2, bytes[range.start] == UInt8(ascii: "@"), keyEnd > range.start, keyEnd < range.end - 1,
            bytes[keyEnd] == UInt8(ascii: ":")
        else { return false }
        // A hex value holds no `:`, so the line has no second one that would make the reader skip it.
        return asciiHexDigits(bytes[(keyEnd + 1)..<(range.end - 1)]) ?? nil != nil
    }
}
