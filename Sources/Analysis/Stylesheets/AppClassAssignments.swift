/// A style class chain the workspace's app code gives a view: `view.nuiClass = @"Button:LargeButton"`,
/// `[view setNuiClass:@"…"]`, `view.nuiClass = "…"` in Swift, or a `nuiClass` runtime attribute in an
/// Interface Builder file.
package struct AppClassAssignment: Sendable, Hashable {
    /// The classes of the chain, in order; nil when the value is not one string literal (computed).
    package var classNames: [String]?
    package var path: String
    /// Zero-based line of the assignment.
    package var line: Int

    package init(classNames: [String]?, path: String, line: Int) {
        self.classNames = classNames
        self.path = path
        self.line = line
    }
}

/// Finds `nuiClass` assignments in Objective-C, Swift and Interface Builder text by a byte scan (no
/// compiler). Text without `uiClass` costs one search. Reads of the property (`self.nuiClass`,
/// `[self.nuiClass isEqualToString:…]`) and its declarations (`@property … nuiClass;`,
/// `- (void)setNuiClass:(NSString *)value`) are no assignments.
package enum NUIClassAssignmentScanner {
    /// Common to `nuiClass` and `setNuiClass`.
    private static let marker = Array("uiClass".utf8)

    package static func assignments(in bytes: [UInt8], path: String) -> [AppClassAssignment] {
        var result: [AppClassAssignment] = []
        var line = 0
        var lineCounted = 0
        var index = 0
        while let found = ByteScan.find(marker, in: bytes, from: index) {
            index = found + marker.count
            guard found >= 1, !ByteScan.isIdentifierByte(at: index, in: bytes) else { continue }
            let value: Value?
            if bytes[found - 1] == UInt8(ascii: "n"), found < 2 || !ByteScan.isIdentifierByte(at: found - 2, in: bytes) {
                value = propertyValue(after: index, in: bytes, isAttribute: found >= 10 && ByteScan.hasPrefix("keyPath=\"", in: bytes, endingAt: found - 1))
            } else if bytes[found - 1] == UInt8(ascii: "N"), found >= 4, ByteScan.hasPrefix("set", in: bytes, endingAt: found - 1),
                found < 5 || !ByteScan.isIdentifierByte(at: found - 5, in: bytes)
            {
                value = setterArgument(after: index, in: bytes)
            } else {
                value = nil
            }
            guard let value else { continue }
            while lineCounted < found {
                if bytes[lineCounted] == UInt8(ascii: "\n") { line += 1 }
                lineCounted += 1
            }
            result.append(AppClassAssignment(classNames: value.classNames, path: path, line: line))
        }
        return result
    }

    private struct Value {
        var classNames: [String]?
    }

    /// After `nuiClass`: `= "…"` or `= @"…"` ending the statement, another value (computed), or for an
    /// Interface Builder attribute (`keyPath="nuiClass"`) its `value="…"`; nil for anything else.
    private static func propertyValue(after start: Int, in bytes: [UInt8], isAttribute: Bool) -> Value? {
        if isAttribute {
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
            var index = start + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if ByteScan.hasPrefix("value=\"", in: bytes, endingAt: index) {
                    guard let literal = literal(at: index - 1, in: bytes) else { return Value(classNames: nil) }
                    return Value(classNames: chain(literal.text))
                }
                index += 1
            }
            return nil
        }
        var index = ByteScan.skipSpaces(from: start, in: bytes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "="), index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=") else { return nil }
        index = ByteScan.skipSpaces(from: index + 1, in: bytes)
        return Value(classNames: literalEndingStatement(at: index, in: bytes, closers: [";", "\n", "\r", "}", "/"]))
    }

    /// After `setNuiClass`: `:@"…"]` (Objective-C) or `("…")` (Swift); a parameter declaration
    /// (`:(NSString *)value`) is nil, any other argument computed.
    private static func setterArgument(after start: Int, in bytes: [UInt8]) -> Value? {
        guard start < bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: ":") {
            let index = ByteScan.skipSpaces(from: start + 1, in: bytes)
            guard index < bytes.count, bytes[index] != UInt8(ascii: "(") else { return nil }
            return Value(classNames: literalEndingStatement(at: index, in: bytes, closers: ["]"]))
        }
        guard bytes[start] == UInt8(ascii: "(") else { return nil }
        return Value(classNames: literalEndingStatement(at: ByteScan.skipSpaces(from: start + 1, in: bytes), in: bytes, closers: [")"]))
    }

    /// The chain of the literal at `index` when one of `closers` follows it (after spaces); else nil.
    private static func literalEndingStatement(at index: Int, in bytes: [UInt8], closers: [Unicode.Scalar]) -> [String]? {
        var start = index
        if start < bytes.count, bytes[start] == UInt8(ascii: "@") { start += 1 }
        guard let literal = literal(at: start, in: bytes) else { return nil }
        let after = ByteScan.skipSpaces(from: literal.end, in: bytes)
        guard after == bytes.count || closers.contains(where: { bytes[after] == UInt8(ascii: $0) }) else { return nil }
        return chain(literal.text)
    }

    /// The `"…"` literal starting at `index`, without escapes or interpolation (nil: not such a literal).
    private static func literal(at index: Int, in bytes: [UInt8]) -> (text: String, end: Int)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var close = index + 1
        while close < bytes.count, bytes[close] != UInt8(ascii: "\""), bytes[close] != UInt8(ascii: "\\"), bytes[close] != UInt8(ascii: "\n") {
            close += 1
        }
        guard close < bytes.count, bytes[close] == UInt8(ascii: "\"") else { return nil }
        return (String(decoding: bytes[(index + 1)..<close], as: UTF8.self), close + 1)
    }

    /// `"Button:LargeButton"` → `["Button", "LargeButton"]`, as NUI splits a chain.
    package static func chain(_ text: String) -> [String] {
        text.split(separator: ":").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

/// Byte searches shared by the app code scanners.
enum ByteScan {
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        let first = needle[0]
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// True when `prefix` is written just before `end`.
    static func hasPrefix(_ prefix: String, in bytes: [UInt8], endingAt end: Int) -> Bool {
        let count = prefix.utf8.count
        return end >= count && end <= bytes.count && bytes[(end - count)..<end].elementsEqual(prefix.utf8)
    }

    static func isIdentifierByte(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index >= 0, index < bytes.count else { return false }
        let byte = bytes[index]
        return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    static func skipSpaces(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
