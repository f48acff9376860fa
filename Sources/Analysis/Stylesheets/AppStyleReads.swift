/// A style property (and possibly a class) that the workspace's own Objective-C or Swift code reads
/// through `NUISettings`: app keys, and the extra properties of a NUI fork's renderers.
package struct AppStyleRead: Sendable, Hashable {
    package var property: String
    /// The class named in the same call (`withClass:@"Button"`), when it is a literal.
    package var className: String?
    package var path: String
    /// Zero-based line of the call.
    package var line: Int

    package init(property: String, className: String?, path: String, line: Int) {
        self.property = property
        self.className = className
        self.path = path
        self.line = line
    }
}

/// Finds `NUISettings` calls in Objective-C and Swift text by a byte scan (no compiler): in the text
/// after each `NUISettings` up to the end of its statement (`;`, `]` closing the message, or the end
/// of the line in Swift), the first string literal is the property (`getColor:@"key" …`,
/// `hasProperty:@"key" …`, `NUISettings.getFloat("key", …)`) and the literal after `withClass` the
/// class. Literals that are not property-shaped (lower-case words joined by `-`) are ignored.
package enum AppStyleReadScanner {
    private static let marker = Array("NUISettings".utf8)
    private static let withClass = Array("withClass".utf8)

    package static func reads(in bytes: [UInt8], path: String) -> [AppStyleRead] {
        var result: [AppStyleRead] = []
        var line = 0
        var lineCounted = 0
        var index = 0
        while let start = ByteScan.find(marker, in: bytes, from: index) {
            index = start + marker.count
            // The statement: up to `;`, or a newline that does not continue a Swift call (unbalanced parentheses).
            var end = index
            var depth = 0
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: ";") { break }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if byte == UInt8(ascii: "\n"), depth == 0 { break }
                end += 1
            }
            let literals = stringLiterals(in: bytes, from: index, to: end)
            guard let property = literals.first, isPropertyShaped(property.text) else { continue }
            let className = literals.dropFirst().first { literal in
                let before = bytes[max(index, literal.start - 16)..<literal.start]
                return ByteScan.find(withClass, in: Array(before), from: 0) != nil
            }
            while lineCounted < start {
                if bytes[lineCounted] == UInt8(ascii: "\n") { line += 1 }
                lineCounted += 1
            }
            result.append(AppStyleRead(property: property.text, className: className?.text, path: path, line: line))
        }
        return result
    }

    /// `"…"` literals (with or without Objective-C's `@`) between two offsets, without escapes.
    private static func stringLiterals(in bytes: [UInt8], from start: Int, to end: Int) -> [(start: Int, text: String)] {
        var result: [(Int, String)] = []
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < end, bytes[close] != UInt8(ascii: "\""), bytes[close] != UInt8(ascii: "\\") { close += 1 }
            guard close < end, bytes[close] == UInt8(ascii: "\"") else { return result }
            result.append((index, String(decoding: bytes[(index + 1)..<close], as: UTF8.self)))
            index = close + 1
        }
        return result
    }

    /// `corners-radius`, `bar-tint-color`, `alpha`: what a NUI property name looks like.
    static func isPropertyShaped(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"), text.utf8.last != UInt8(ascii: "-") else { return false }
        return text.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") }
    }
}
